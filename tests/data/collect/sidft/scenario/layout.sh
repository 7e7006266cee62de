#!/bin/bash
# Usage: layout.sh  -- the trimmed copy of /work/capture-sidf/run into tests/data/collect/sidft (run as root from the
# repository root, after start.sh). As tests/data/collect/trixie's: a staging copy, each capture file's first line moved to
# CAPTURES.tsv (tests/golden/oracle/strip_headers.py), assoc_mgr.txt and sprio_weights.txt dropped, scontrol_jobs.txt and
# squeue.psv gzip -9n'd, final/ keeping the files in KEEP. The 2 s snapshots (fastloop.sh's f-<epoch>/) go to
# snapshots/fast/snap-<epoch>-<UTC>/ under newer-capture-snapshot.sh's names (sshare -a -l -P = sshare_long.psv, sprio -l -h
# = sprio_long.txt; config.txt = scontrol_config_state.txt): all of the first 90 s after T0, those within 40 s of a
# decay cycle (T0+300, T0+600) or after the new association (T0+450..500), else one in 20 s; none whose sshare failed
# (the first two, before slurmctld answered).
# run1-4/ are copies of the chroot's /root/collect/runN (what `fairtrace collect --keep` fetched).
set -euo pipefail
S=$(cd "$(dirname "$0")" && pwd); O=tests/golden/oracle; source "$S/run.env"
OUT=/work/capture-sidf/run; ST=/work/capture-sidf/stage; G=$(dirname "$S")
T0=$(cat $OUT/t0.txt)
rm -rf $ST; mkdir -p $ST/fast; cp -a $OUT/final $OUT/snapshots $ST/
last=0
for f in $OUT/fast/f-*; do
  e=${f##*/f-}; s=${e%.*}; d=$((s - T0))
  keep=0
  if [ $d -le 90 ] || [ $(( d>260 && d<340 )) = 1 ] || [ $(( d>560 && d<640 )) = 1 ] || [ $(( d>=450 && d<=500 )) = 1 ] \
     || [ $((s - last)) -ge 20 ]; then keep=1; fi
  head -1 $f/sshare.psv | grep -q ' rc=0 ' || keep=0   # before slurmctld answered: no sshare to compare
  [ $keep = 1 ] || continue; last=$s
  n=$ST/fast/snap-$s-$(date -u -d @$s +%Y%m%dT%H%M%SZ); mkdir -p $n
  cp $f/sshare.psv $n/sshare_long.psv; cp $f/sprio.txt $n/sprio_long.txt; cp $f/squeue.psv $n/squeue.psv
  cp $f/config.txt $n/scontrol_config_state.txt; cp $f/meta.txt $n/meta.txt 2>/dev/null || true
done
python3 $O/strip_headers.py $ST fast
rm -rf $G/snapshots $G/final $G/run[1-4]; mkdir -p $G/snapshots/fast $G/final
cp $OUT/workload_actions.jsonl $OUT/workload_stdout.txt $OUT/scenario_start_epoch.txt $OUT/capture_loop.log $G/
trim_snap() { # SRC DSTPARENT
  local s=$1 d=$2/$(basename $1); cp -r $s $d; rm -f $d/assoc_mgr.txt $d/sprio_weights.txt
  gzip -9n $d/squeue.psv; [ ! -e $d/scontrol_jobs.txt ] || gzip -9n $d/scontrol_jobs.txt; }
for s in $ST/snapshots/snap-*; do trim_snap $s $G/snapshots; done
for s in $ST/fast/snap-*; do trim_snap $s $G/snapshots/fast; done
KEEP="slurm.conf gres.conf cgroup.conf sacctmgr_qos.psv sacctmgr_assoc_full.psv sacctmgr_assoc_default.psv sacctmgr_events.psv sacctmgr_tres.psv sacctmgr_cluster.psv sacctmgr_transactions.psv sacctmgr_transactions_cluster.psv sacct_core.psv sacct_all.psv sacct.json scontrol_config.txt scontrol_partition.txt scontrol_node.txt priority_last_decay_ran timezone_and_versions.txt"
for f in $KEEP; do cp $ST/final/$f $G/final/; done
gzip -9n $G/final/sacct_all.psv $G/final/sacct.json
zcat $ST/final/slurmctld.log.gz | gzip -9n > $G/final/slurmctld.log.gz
for s in $ST/final/snap-*; do trim_snap $s $G/final; done
python3 - $ST/final $G/final <<'PY'
import os, sys
src, dst = sys.argv[1:3]
kept = {f[:-3] if f.endswith('.gz') and not f.endswith('.log.gz') else f for f in os.listdir(dst)}
rows = [l.rstrip('\n') for l in open(os.path.join(src, 'CAPTURES.tsv')) if l.strip() and l.split('\t')[0] in kept]
cmd = open(os.path.join(src, 'sacct.json.cmd')).read().strip()
rows.append('sacct.json\t' + cmd[2:])
open(os.path.join(dst, 'CAPTURES.tsv'), 'w').write('\n'.join(rows) + '\n')
PY
for n in 1 2 3 4; do cp -a $DIR/root/collect/run$n $G/run$n; done
du -sh $G
