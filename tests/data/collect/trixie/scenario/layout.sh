#!/bin/bash
# Usage: layout.sh  -- the trimmed copy of /work/capture-trixie/nite into tests/data/collect/trixie (run as root, after
# start.sh). Staging copy first (pid files dropped, each capture file's first line moved to CAPTURES.tsv by
# tests/golden/oracle/strip_headers.py), then trimmed as tests/golden/kappa: in every snap-* folder (snapshots/,
# snapshots/restart/, final/) assoc_mgr.txt and sprio_weights.txt are dropped (their rows stay in CAPTURES.tsv) and
# scontrol_jobs.txt / squeue.psv are stored gzip -9n'd; final/ keeps the files in KEEP (CAPTURES.tsv only their rows).
# run1-5/ are copies of the chroot's /root/collect/runN (what `fairtrace collect --keep` fetched).
# runN.out/.err, info.out, commands.txt and scenario/ are written during the run, not here.
# OUT and G may be set in the environment (the dry run used other folders).
set -euo pipefail
M=/work/main; O=$M/tests/golden/oracle; DIR=/srv/slurm-trixie
OUT=${OUT:-/work/capture-trixie/nite}; ST=${ST:-/work/capture-trixie/stage}; G=${G:-$M/tests/data/collect/trixie}
rm -rf $ST; cp -a $OUT $ST; rm -f $ST/*.pid
python3 $O/strip_headers.py $ST restart_snapshots
rm -rf $G/snapshots $G/final $G/run[1-5]; mkdir -p $G/snapshots/restart $G/final
cp $ST/workload_actions.jsonl $ST/workload_stdout.txt $ST/scenario_start_epoch.txt $ST/capture_loop.log $G/
trim_snap() { # SRC DSTPARENT
  local s=$1 d=$2/$(basename $1); cp -r $s $d; rm -f $d/assoc_mgr.txt $d/sprio_weights.txt
  gzip -9n $d/scontrol_jobs.txt $d/squeue.psv; }
for s in $ST/snapshots/snap-*; do trim_snap $s $G/snapshots; done
for s in $ST/restart_snapshots/snap-*; do trim_snap $s $G/snapshots/restart; done
KEEP="slurm.conf gres.conf cgroup.conf sacctmgr_qos.psv sacctmgr_assoc_full.psv sacctmgr_assoc_default.psv sacctmgr_events.psv sacctmgr_tres.psv sacctmgr_cluster.psv sacctmgr_transactions.psv sacctmgr_transactions_cluster.psv sacct_core.psv sacct_all.psv sacct.json scontrol_config.txt scontrol_partition.txt scontrol_node.txt priority_last_decay_ran timezone_and_versions.txt"
for f in $KEEP; do cp $ST/final/$f $G/final/; done
gzip -9n $G/final/sacct_all.psv $G/final/sacct.json
zcat $ST/final/slurmctld.log.gz | gzip -9n > $G/final/slurmctld.log.gz   # written with plain gzip -c: recompress -9n
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
for n in 1 2 3 4 5; do cp -a $DIR/root/collect/run$n $G/run$n; done
du -sh $G
