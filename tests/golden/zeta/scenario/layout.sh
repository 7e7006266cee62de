#!/bin/bash
# Usage: layout.sh -- staging copy of captures/zeta (manifest, headers stripped), then trimmed copy into tests/golden/zeta
set -euo pipefail
O=/work/main/tests/golden/oracle; CAP=/work/zeta-run/captures/zeta; ST=/work/zeta-run/stage/zeta; G=/work/main/tests/golden/zeta
rm -rf $ST; mkdir -p $(dirname $ST); cp -a $CAP $ST
mkdir -p $ST/scenario; cp /work/zeta-run/scenario/* $ST/scenario/
mv $ST/timeline_actions.jsonl $ST/timeline_stdout.txt $ST/scenario/
python3 $O/make_manifest.py $ST zeta /work/zeta-run/notes-zeta.md
python3 $O/strip_headers.py $ST probes
rm -rf $G; mkdir -p $G/final $G/snapshots $G/probes $G/scenario
cp $ST/workload_actions.jsonl $ST/workload_stdout.txt $ST/scenario_start_epoch.txt $ST/capture_loop.log $G/
cp $ST/scenario/* $G/scenario/
trim_snap() { # SRC DSTPARENT
  local s=$1 d=$2/$(basename $1); cp -r $s $d; rm -f $d/assoc_mgr.txt $d/sprio_weights.txt
  gzip -9n $d/scontrol_jobs.txt $d/squeue.psv; }
for s in $ST/snapshots/snap-*; do trim_snap $s $G/snapshots; done
for s in $ST/probes/snap-*; do trim_snap $s $G/probes; done
KEEP="slurm.conf gres.conf sacctmgr_qos.psv sacctmgr_assoc_full.psv sacctmgr_assoc_default.psv sacctmgr_events.psv sacctmgr_tres.psv sacctmgr_cluster.psv sacctmgr_transactions.psv sacctmgr_transactions_cluster.psv sacct_core.psv sacct_all.psv sacct.json scontrol_config.txt slurmctld.log.gz priority_last_decay_ran timezone_and_versions.txt"
for f in $KEEP; do cp $ST/final/$f $G/final/; done
cp $ST/final/sreport_*.psv $G/final/
gzip -9n $G/final/sacct_all.psv $G/final/sacct.json
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
{ head -1 $ST/MANIFEST.md; echo; cat <<'TXT'
> In this copy each capture file's first line (`# epoch… cmd=…`) was moved to `CAPTURES.tsv` in
> the same folder, so every file holds exactly what the Slurm command printed.
>
> **Trimmed copy**: in `final/` only slurm.conf, gres.conf, sacctmgr_{qos,assoc_full,assoc_default,events,tres,cluster}.psv,
> sacctmgr_transactions.psv, sacctmgr_transactions_cluster.psv, sacct_core.psv, sacct_all.psv.gz, sacct.json.gz,
> sreport_*.psv, scontrol_config.txt, slurmctld.log.gz, priority_last_decay_ran (binary, as copied from StateSave),
> CAPTURES.tsv, timezone_and_versions.txt and the final snap-* folder are kept (the other final/ files listed below,
> e.g. mysqldump, statesave.tgz, slurmd.log.gz, squeue.json, sacct_alloc_only.psv, were dropped; `.gz` files are
> `gzip -9n` of the named file). In every snap-* folder (snapshots/, probes/, final/) `assoc_mgr.txt` and
> `sprio_weights.txt` were dropped (their rows stay in CAPTURES.tsv) and `scontrol_jobs.txt` / `squeue.psv` are stored
> as `scontrol_jobs.txt.gz` / `squeue.psv.gz`.
> `scenario/` holds the exact per-scenario inputs (slurm.conf extras, timeline plan) and how to re-run, plus
> `timeline_actions.jsonl` (every timed action with its epoch) and `timeline_stdout.txt`.
TXT
tail -n +2 $ST/MANIFEST.md; } > $G/MANIFEST.md
du -sh $G
