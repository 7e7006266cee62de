#!/bin/bash
# Usage: newer-capture-snapshot.sh DIR CLUSTER OUTDIR  -- one live snapshot of the chroot cluster into OUTDIR/snap-<epoch>-<UTC>/
# Same files as tests/golden/oracle/capture_snapshot.sh (22.05) plus sshare_long.txt / sshare_default.txt (sshare -a -l and
# sshare -a without -P: the fixed-width layout, names cut with '+') and sprio_qos.psv (with %n = QOS name and %o = account,
# needed because sprio prints one row per (partition, QOS) of a pending multi-QOS job). Every client runs as
# `chroot DIR <cmd>`; each file's first line is "# epoch_before=<s.ns> epoch_after=<s.ns> rc=<rc> cmd=<command>"
# (cmd= is the Slurm command as run inside the chroot, without the "chroot DIR" prefix, as in the 22.05 headers).
DIR=${1:?usage: newer-capture-snapshot.sh DIR CLUSTER OUTDIR}; C=${2:?}; OUT=${3:?}
T0=$(date +%s.%N); E=${T0%.*}
D=$OUT/snap-$E-$(date -u -d @$E +%Y%m%dT%H%M%SZ); mkdir -p "$D"
run() { # run FILE CMD...
  local f=$1; shift; local a=$(date +%s.%N)
  local tmp; tmp=$(chroot "$DIR" "$@" 2>&1); local rc=$?
  local b=$(date +%s.%N)
  { echo "# epoch_before=$a epoch_after=$b rc=$rc cmd=$*"; echo "$tmp"; } > "$D/$f"
}
SQF='%i|%F|%K|%u|%a|%P|%q|%T|%Q|%p|%y|%V|%S|%e|%r|%C|%m|%b|%l|%M|%D|%j'
SPF='%i|%r|%u|%Y|%y|%a|%A|%b|%B|%f|%F|%j|%J|%p|%P|%q|%Q|%N|%S|%t|%T'
SPQ='%i|%r|%n|%o|%u|%Y|%y|%a|%A|%b|%B|%f|%F|%j|%J|%p|%P|%q|%Q|%N|%S|%t|%T'
run sshare_long.psv      sshare -a -l -P
run sshare_long.txt      sshare -a -l
run sshare_default.txt   sshare -a
run sshare_fields.psv    sshare -a -P -o Cluster,ID,Account,User,Partition,RawShares,NormShares,RawUsage,NormUsage,EffectvUsage,FairShare,LevelFS,GrpTRESRaw,GrpTRESMins,TRESRunMins
run sprio_long.txt       sprio -l -h
run sprio_custom.psv     sprio -h -o "$SPF"
run sprio_qos.psv        sprio -h -o "$SPQ"
run sprio_weights.txt    sprio -w
run squeue.psv           squeue -a -t all -o "$SQF"
run scontrol_jobs.txt    scontrol -o show job
run assoc_mgr.txt        scontrol show assoc_mgr flags=assoc,qos
T1=$(date +%s.%N)
echo "cluster=$C chroot=$DIR snapshot_start_epoch=$T0 snapshot_end_epoch=$T1 utc=$(date -u -d @$E +%FT%TZ) tz=$(date +%Z)" > "$D/meta.txt"
stat -c 'priority_last_decay_ran mtime_epoch=%Y' "$DIR/var/lib/slurm-newer/$C/state/priority_last_decay_ran" >> "$D/meta.txt" 2>/dev/null
echo "$D"
