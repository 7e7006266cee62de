#!/bin/bash
# After the window: run the sreport matrix (waits for the hourly rollup of the window's last hour), then the dumps,
# then copies the action logs and daemon logs. Usage: finish.sh RELEASE OUTDIR LOGDIR [DAY] [H0]
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd); REL=$1; O=$2; L=$3; DAY=${4:-2026-11-27}; H0=${5:-13}
mkdir -p $O/actions $O/logs
echo "$(date -u +%FT%TZ) matrix start" >> $O/finish.log
python3 $HERE/run-matrix.py $REL $O $DAY $H0 >> $O/finish.log 2>&1
echo "$(date -u +%FT%TZ) matrix done; dumps" >> $O/finish.log
$HERE/dump.sh $REL $O >> $O/finish.log 2>&1
cp $L/actions-$REL-a.jsonl $L/actions-$REL-b.jsonl $O/actions/ 2>/dev/null
[ -f $L/manual-$REL.jsonl ] && cp $L/manual-$REL.jsonl $O/actions/
if [ $REL = 22.05 ]; then
  B=/var/lib/slurm-oracle
  gzip -9nc $B/dbd/slurmdbd.log > $O/logs/slurmdbd.log.gz
  for c in a b; do gzip -9nc $B/$c/log/slurmctld.log > $O/logs/slurmctld-$c.log.gz; done
else
  B=/srv/slurm-sid2/var/lib/slurm-newer
  gzip -9nc $B/a/dbd/slurmdbd.log > $O/logs/slurmdbd.log.gz
  for c in a b; do gzip -9nc $B/$c/log/slurmctld.log > $O/logs/slurmctld-$c.log.gz; done
fi
echo "$(date -u +%FT%TZ) finish done" >> $O/finish.log
