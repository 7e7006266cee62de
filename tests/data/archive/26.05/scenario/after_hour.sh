#!/bin/bash
# After the workload (every job ended before 07:00 UTC): wait for the 06:00-07:00 hourly rollup, capture truth/,
# restart slurmdbd with the archive conf (slurmdbd.conf + slurmdbd.archive.extra), `sacctmgr -i archive dump`,
# truth/after_purge/, copy the files to archive/, `sacctmgr -i archive load file=...` of each, truth/after_load/.
set -u
D=/srv/slurm-sid; O=/work/archive-capture/26.05; S=$O/scenario; H=$D/var/lib/slurm-newer/arch
HOUR=${HOUR:-1795935600}   # 2026-11-29T07:00:00Z
log() { echo "$(date +%s) $*" >> $S/after_hour.log; }
run() { local L=$1; shift; echo "$(date +%s) $*" >> $L; chroot $D "$@" >> $L 2>&1; echo "rc=$?" >> $L; }
while :; do
  r=$(chroot $D mysql -uroot -N -B slurm_acct_db -e 'select hourly_rollup from arch_last_ran_table' 2>/dev/null)
  [ -n "$r" ] && [ "$r" -ge "$HOUR" ] && break; sleep 5; done
log "hourly_rollup=$r"
chroot $D squeue -h >> $S/after_hour.log 2>&1
$S/capture_truth.sh $O/truth; log "truth captured"
# restart slurmdbd with the archive settings
cp $D/etc/slurm/slurmdbd.conf $S/slurmdbd.conf.orig.tmp
P=$(cat $H/dbd/slurmdbd.pid); kill $P; for _ in $(seq 1 30); do kill -0 $P 2>/dev/null || break; sleep 1; done; log "slurmdbd $P stopped"
cat $S/slurmdbd.archive.extra >> $D/etc/slurm/slurmdbd.conf
mkdir -p $H/archive
rm -f $H/dbd/slurmdbd.pid; chroot $D /usr/sbin/slurmdbd; for _ in $(seq 1 30); do [ -s $H/dbd/slurmdbd.pid ] && break; sleep 1; done
sleep 5; log "slurmdbd started with archive conf (pid $(cat $H/dbd/slurmdbd.pid))"
run $S/archive_dump.log sacctmgr -i archive dump
ls -la --time-style=+%s $H/archive >> $S/archive_dump.log
$S/capture_truth.sh $O/truth/after_purge; log "after_purge captured"
cp -p $H/archive/* $O/archive/; chmod 644 $O/archive/*
for f in $(ls $H/archive | sort); do run $S/archive_load.log sacctmgr -i archive load file=/var/lib/slurm-newer/arch/archive/$f; done
sleep 2
$S/capture_truth.sh $O/truth/after_load; log "after_load captured"
