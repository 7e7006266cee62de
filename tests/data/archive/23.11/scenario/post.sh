#!/bin/bash
# After the hour: wait for the hourly rollup of 06:00-07:00, capture truth/, restart slurmdbd with the archive conf,
# `sacctmgr -i archive dump`, copy the files, truth/after_purge/, `sacctmgr -i archive load file=...` of each file,
# truth/after_load/. Every step is logged with its epoch in scenario/post.log.
# Usage: post.sh OUTDIR ARCHIVE_CONF (the archive conf with the real StoragePass; scenario/slurmdbd.archive.conf is
# the same file with the password redacted)
set -u
D=/srv/slurm-noble; O=$1; AC=$2; S=/var/lib/slurm-newer/arch; H=$D$S
L=$O/scenario/post.log
log() { echo "$(date +%s) $(date -u +%FT%TZ) $*" >> $L; }
END=1795935600   # 2026-11-29T07:00:00Z
while :; do
  r=$(chroot $D mysql -uroot -N -B slurm_acct_db -e "select hourly_rollup from arch_last_ran_table")
  [ "$r" -ge $END ] && break; sleep 5
done
log "hourly_rollup=$r (>= $END)"
chroot $D mysql -uroot -B slurm_acct_db -e "select * from arch_last_ran_table" > $O/truth/last_ran_before_capture.tsv
log "capture_truth.sh truth"; $O/scenario/capture_truth.sh $O/truth; log "capture_truth.sh truth done"
# restart slurmdbd with the archive conf
p=$(cat $H/dbd/slurmdbd.pid); log "stopping slurmdbd pid $p"; kill $p
for i in $(seq 1 30); do kill -0 $p 2>/dev/null || break; sleep 1; done
cp -p $D/etc/slurm/slurmdbd.conf $H/dbd/slurmdbd.conf.orig
cp $AC $D/etc/slurm/slurmdbd.conf; chmod 600 $D/etc/slurm/slurmdbd.conf
rm -f $H/dbd/slurmdbd.pid; chroot $D /usr/sbin/slurmdbd; log "slurmdbd started with the archive conf"
for i in $(seq 1 60); do chroot $D sacctmgr -n show cluster >/dev/null 2>&1 && break; sleep 1; done
sleep 5   # let slurmctld reconnect
log "sacctmgr -i archive dump"
{ echo "$(date +%s) sacctmgr -i archive dump"; chroot $D sacctmgr -i archive dump 2>&1; echo "rc=$?"; } >> $O/scenario/archive_dump.log
log "dump done"; ls -la --time-style=full-iso $H/archive >> $L
cp -p $H/archive/* $O/archive/; chmod 644 $O/archive/*
log "capture_truth.sh truth/after_purge"; $O/scenario/capture_truth.sh $O/truth/after_purge; log "done"
for f in $(ls $H/archive); do
  { echo "$(date +%s) sacctmgr -i archive load file=$S/archive/$f"; chroot $D sacctmgr -i archive load file=$S/archive/$f 2>&1; echo "rc=$?"; } >> $O/scenario/archive_load.log
done
log "loads done"
log "capture_truth.sh truth/after_load"; $O/scenario/capture_truth.sh $O/truth/after_load; log "done"
