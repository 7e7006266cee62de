#!/bin/bash
# Extra events run beside workload.py on cluster arch (Slurm 23.11.4, Ubuntu noble chroot /srv/slurm-noble),
# logged with epoch times. tests/data/archive/22.05/scenario/extras.sh + extras2.sh in one script, every client
# run as `chroot DIR <cmd>`, every sbatch with --chdir=/tmp -o /dev/null (the 22.05 first run lacked them).
# Usage: extras.sh LOG
set -u
D=/srv/slurm-noble
LOG=$1
J="--chdir=/tmp -o /dev/null"
run() { echo "$(date +%s) $*" >> $LOG; chroot $D "$@" >> $LOG 2>&1; echo "rc=$?" >> $LOG; }
jid() { chroot $D squeue -h -n "$1" -o %A | head -1; }
# jobs with steps: srun inside sbatch (sequential, parallel, a failing step)
run sbatch $J --uid=u1 --gid=u1 -A astro -n 4 -J steps1 --wrap 'srun -n 2 sleep 20; srun -n 1 sleep 10 & srun -n 1 sleep 15; wait; srun -n 1 false; exit 0'
run sbatch $J --uid=u5 --gid=u5 -n 2 -J steps2 --wrap 'srun -n 2 hostname; srun sleep 30'
# failed jobs: exit 3, killed by a signal
run sbatch $J --uid=u3 --gid=u3 -n 1 -J fail3 --wrap 'sleep 5; exit 3'
run sbatch $J --uid=u7 --gid=u7 -n 1 -J sigkill --wrap 'sleep 5; kill -9 $$'
# a reservation for u2,u8 (starts in 2 min, 10 min long, 8 cores) and a job in it
run scontrol create reservation reservationname=arch_resv1 starttime=now+120 duration=10 users=u2,u8 nodes=arch-n1 corecnt=8 flags=ignore_jobs
run sbatch $J --uid=u2 --gid=u2 -A ops -n 2 -J inresv --reservation=arch_resv1 --wrap 'sleep 60'
# array job with steps
run sbatch $J --uid=u4 --gid=u4 -n 1 -J arrsteps --array=0-3%2 --wrap 'srun sleep 15'
sleep 20
# cancel a running and a pending job
run sbatch $J --uid=u6 --gid=u6 -n 1 -J tocancelR --wrap 'sleep 300'
run sbatch $J --uid=u6 --gid=u6 -n 1 -J tocancelP --begin=now+600 --wrap 'sleep 300'
sleep 30
run scancel --name=tocancelR
run scancel --name=tocancelP
# sacctmgr modifications (transactions)
run sacctmgr -i modify user where name=u3 cluster=arch account=hep set fairshare=7
run sacctmgr -i modify account where name=ops cluster=arch set fairshare=6
run sacctmgr -i add account chem cluster=arch parent=root fairshare=3 description=chem organization=sci
run sacctmgr -i add user u3 cluster=arch account=chem fairshare=2
run sacctmgr -i modify user where name=u5 set maxjobs=50
run scontrol update reservationname=arch_resv1 duration=12
# suspend/resume a running job (suspend table)
run sbatch $J --uid=u8 --gid=u8 -A neuro -n 1 -J tosuspend --wrap 'sleep 120'
sleep 15
run scontrol suspend $(jid tosuspend)
sleep 30
run scontrol resume $(jid tosuspend)
sleep 15
# node drain / resume, down / resume (event table)
run scontrol update nodename=arch-n1 state=drain reason="archive_test_drain"
sleep 90
run scontrol update nodename=arch-n1 state=resume
sleep 30
run scontrol update nodename=arch-n1 state=down reason="archive_test_down"
sleep 45
run scontrol update nodename=arch-n1 state=resume
# a second reservation created and deleted before it starts
run scontrol create reservation reservationname=arch_resv2 starttime=now+60 duration=5 accounts=bio nodes=arch-n1 corecnt=4 flags=ignore_jobs
sleep 20
run scontrol delete reservationname=arch_resv2
run sacctmgr -i delete user u3 account=chem cluster=arch
run sacctmgr -i modify qos where name=low set priority=12
echo "$(date +%s) extras done" >> $LOG
