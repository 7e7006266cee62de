#!/bin/bash
# Usage: fastloop.sh DIR CLUSTER OUTDIR DURATION_S -- every 2 s into OUTDIR/fast/f-<epoch>/: sshare -a -l -P, sprio -l -h,
# squeue, the state lines of scontrol show config (its first line, BOOT_TIME) and the mtime of priority_last_decay_ran.
# Each file's first line: "# epoch_before=<s.ns> epoch_after=<s.ns> rc=<rc> cmd=<command inside the chroot>".
DIR=${1:?}; C=${2:?}; OUT=${3:?}; DUR=${4:?}
END=$(( $(date +%s) + DUR ))
run() { local f=$1; shift; local a b rc tmp; a=$(date +%s.%N); tmp=$(chroot "$DIR" "$@" 2>&1); rc=$?; b=$(date +%s.%N)
  { echo "# epoch_before=$a epoch_after=$b rc=$rc cmd=$*"; echo "$tmp"; } > "$D/$f"; }
while [ "$(date +%s)" -lt $END ] && [ ! -e "$OUT/STOP" ]; do
  T0=$(date +%s.%N); D=$OUT/fast/f-$T0; mkdir -p "$D"
  run sshare.psv sshare -a -l -P
  run sprio.txt sprio -l -h
  run squeue.psv squeue -a -t all -o '%i|%F|%K|%u|%a|%P|%q|%T|%Q|%p|%y|%V|%S|%e|%r|%C|%m|%b|%l|%M|%D|%j'
  run config.txt sh -c 'scontrol show config | grep -E "^Configuration data as of|^BOOT_TIME|^PriorityCalcPeriod|^PriorityFlags"'
  stat -c 'priority_last_decay_ran mtime_epoch=%.9Y' "$DIR/var/lib/slurm-newer/$C/state/priority_last_decay_ran" > "$D/meta.txt" 2>/dev/null
  n=$(python3 -c "import math,time; print(max(0.0, $T0 + 2 - time.time()))"); sleep $n
done
echo "fast loop done at $(date +%s.%N)" >> "$OUT/fast_loop.log"
