#!/bin/bash
# Usage: moment.sh OUTDIR -- sshare and sprio at one moment: OUTDIR/EPOCH-sshare.txt, OUTDIR/EPOCH-sprio.txt
# (first line of each: '# epoch_before=... epoch_after=... rc=... cmd=...').
D=/srv/slurm-noble; O=$1; E=$(date +%s)
cap() { local f=$1; shift; local b=$(date +%s.%N); local out; out=$(chroot $D "$@" 2>&1); local rc=$?
  { echo "# epoch_before=$b epoch_after=$(date +%s.%N) rc=$rc cmd=$*"; echo "$out"; } > $O/$E-$f; }
cap sshare.txt sshare -a -P -l
cap sprio.txt sprio -h -o '%i|%r|%n|%o|%u|%Y|%F|%Q'
echo "$E"
