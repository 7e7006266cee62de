#!/bin/bash
# Usage: drain.sh LOG : cancel every job still pending or running (so that all jobs end before the full hour)
D=/srv/slurm-trixie; LOG=$1
chroot $D squeue -h -o '%i %T' >> $LOG.squeue_before
for j in $(chroot $D squeue -h -t pending,running,suspended -o %A); do echo "$(date +%s) scancel $j" >> $LOG; chroot $D scancel $j >> $LOG 2>&1; done
sleep 30; echo "$(date +%s) left: $(chroot $D squeue -h | wc -l)" >> $LOG
