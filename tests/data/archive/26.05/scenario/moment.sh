#!/bin/bash
# Usage: moment.sh OUTDIR_MOMENTS : sshare -a -P -l and sprio at one moment, into EPOCH-sshare.txt / EPOCH-sprio.txt
# (EPOCH = the second before sshare ran); first line of each: '# epoch_before=... epoch_after=... rc=... cmd=...'.
D=/srv/slurm-sid; O=$1; E=$(date +%s)
cap() { local f=$1; shift; local b=$(date +%s.%N); local out; out=$(chroot $D "$@" 2>&1); local rc=$?
  { echo "# epoch_before=$b epoch_after=$(date +%s.%N) rc=$rc cmd=$*"; echo "$out"; } > $O/$E-$f.txt; }
cap sshare sshare -a -P -l
cap sprio  sprio -h -o '%i|%r|%n|%o|%u|%Y|%F|%Q'
cap priority_last_decay_ran stat -c '%Y %n' /var/lib/slurm-newer/arch/state/priority_last_decay_ran
