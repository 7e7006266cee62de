#!/bin/bash
# Usage: after_hour.sh HOUR_EPOCH : wait for slurmdbd's hourly rollup of the hour ending at HOUR_EPOCH, capture truth/,
# restart slurmdbd with the archive conf, `sacctmgr -i archive dump`, copy the files, capture truth/after_purge/,
# `sacctmgr -i archive load file=...` of each file, capture truth/after_load/.
set -u
D=/srv/slurm-trixie; H=$D/var/lib/slurm-newer/arch; OUT=/work/archive-capture/24.11; S=$OUT/scenario; END=$1
LOG=$S/after_hour.log
say() { echo "$(date +%s) $(date -u +%FT%TZ) $*" >> $LOG; }
while :; do
  r=$(chroot $D mysql -uroot -N -B slurm_acct_db -e 'select hourly_rollup from arch_last_ran_table' 2>/dev/null)
  [ -n "$r" ] && [ "$r" -ge "$END" ] && break; sleep 5; done
say "hourly_rollup=$r"
echo "$r" > $OUT/truth/hourly_rollup_last_ran.txt
$S/capture_truth.sh $OUT/truth; say "truth captured"
# restart slurmdbd with the archive settings
cp $D/etc/slurm/slurmdbd.conf $S/slurmdbd.run.conf.tmp
cat $S/slurmdbd.run.conf.tmp $S/archive_lines.conf > $D/etc/slurm/slurmdbd.conf; chmod 600 $D/etc/slurm/slurmdbd.conf
mkdir -p $H/archive
p=$(cat $H/dbd/slurmdbd.pid); say "stopping slurmdbd pid $p"; kill $p
for _ in $(seq 1 30); do kill -0 $p 2>/dev/null || break; sleep 1; done
chroot $D /usr/sbin/slurmdbd; say "slurmdbd started with archive conf"
for _ in $(seq 1 60); do chroot $D sacctmgr -n show cluster >/dev/null 2>&1 && break; sleep 1; done
sleep 3
{ echo "$(date +%s) sacctmgr -i archive dump"; chroot $D sacctmgr -i archive dump; echo "rc=$?"; } > $S/archive_dump.log 2>&1
say "dump done"; ls -la --time-style=+%s $H/archive >> $LOG
cp -p $H/archive/* $OUT/archive/; chmod 644 $OUT/archive/*
$S/capture_truth.sh $OUT/truth/after_purge; say "after_purge captured"
: > $S/archive_load.log
for f in $H/archive/*; do
  g=/var/lib/slurm-newer/arch/archive/$(basename $f)
  { echo "$(date +%s) sacctmgr -i archive load file=$g"; chroot $D sacctmgr -i archive load file=$g; echo "rc=$?"; } >> $S/archive_load.log 2>&1
done
say "load done"
$S/capture_truth.sh $OUT/truth/after_load; say "after_load captured"
