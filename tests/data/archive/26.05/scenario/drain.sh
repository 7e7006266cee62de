#!/bin/bash
# 06:38 UTC: cancel every job still pending/running (so all ended well before 07:00), create and delete a second
# reservation (extras.sh's arch_resv2 had failed at 05:55:52, "Requested nodes are busy"), then restart slurmdbd
# with its unchanged conf so that its start-up rollup re-rolls 05:00-06:00 now (hourly_rollup had been set back to
# 05:54:04 by job records of that hour): from 23.11 usage rows are archived by mod_time <= purge end, and without
# this the 07:00 rollup would rewrite the 05:00 hour's rows (mod_time 07:00) and no usage would be archived at 07:01.
set -u
D=/srv/slurm-sid; S=/work/archive-capture/26.05/scenario; H=$D/var/lib/slurm-newer/arch; LOG=$S/drain.log
s=$(( 1795934280 - $(date +%s) )); [ $s -gt 0 ] && sleep $s    # 2026-11-29T06:38:00Z
run() { echo "$(date +%s) $*" >> $LOG; chroot $D "$@" >> $LOG 2>&1; echo "rc=$?" >> $LOG; }
chroot $D squeue -h -o '%i|%T|%u|%j' >> $LOG
for j in $(chroot $D squeue -h -o %A); do run scancel $j; done
for _ in $(seq 1 60); do [ -z "$(chroot $D squeue -h)" ] && break; sleep 2; done
run squeue
run scontrol create reservation reservationname=arch_resv2 starttime=now+60 duration=5 accounts=bio nodes=arch-n1 corecnt=4 flags=ignore_jobs
sleep 20
run scontrol delete reservationname=arch_resv2
sleep 10
run mysql -uroot slurm_acct_db -e 'select * from arch_last_ran_table'
P=$(cat $H/dbd/slurmdbd.pid); echo "$(date +%s) kill $P (slurmdbd)" >> $LOG; kill $P
for _ in $(seq 1 30); do kill -0 $P 2>/dev/null || break; sleep 1; done
rm -f $H/dbd/slurmdbd.pid; echo "$(date +%s) /usr/sbin/slurmdbd" >> $LOG; chroot $D /usr/sbin/slurmdbd
for _ in $(seq 1 30); do [ -s $H/dbd/slurmdbd.pid ] && break; sleep 1; done
sleep 10
run mysql -uroot slurm_acct_db -e 'select * from arch_last_ran_table; select time_start, max(mod_time), count(*) from arch_assoc_usage_hour_table group by time_start; select time_start, max(mod_time), count(*) from arch_usage_hour_table group by time_start'
run sinfo
echo "$(date +%s) drain done" >> $LOG
