#!/bin/bash
# Usage: layout.sh [CASE=lambda]  -- staging copy of /work/newer-run/CASE (pid files dropped, scenario/ refreshed from this
# script's folder, MANIFEST by tools/oracle/newer-make-manifest.py, headers stripped by tests/golden/oracle/strip_headers.py),
# then the trimmed copy into tests/golden/CASE. As iota's scenario/layout.sh (no sreport), plus lambda's files:
# final/partitions.conf, final/sacct_all_end.psv (gzipped like sacct_all.psv), final/sacct_core_tz_{plus0455,cet,utc}.psv,
# odd_bytes_jobs.log at the top; the snapshots' sshare_long.txt / sshare_default.txt are kept as they are.
set -euo pipefail
K=${1:-lambda}; M=/work/main; T=$M/tools/oracle; O=$M/tests/golden/oracle; SC=$(cd "$(dirname "$0")" && pwd)
CAP=/work/newer-run/$K; ST=/work/newer-run/stage/$K; G=$M/tests/golden/$K
rm -rf $ST; mkdir -p $(dirname $ST); cp -a $CAP $ST; rm -f $ST/*.pid $ST/start.out $ST/accounts.out
rm -rf $ST/scenario; mkdir -p $ST/scenario; cp $SC/* $ST/scenario/
python3 $T/newer-make-manifest.py $ST $K /work/newer-run/notes-$K.md
python3 $O/strip_headers.py $ST
rm -rf $G; mkdir -p $G/final $G/snapshots $G/scenario
cp $ST/workload_actions.jsonl $ST/workload_stdout.txt $ST/scenario_start_epoch.txt $ST/capture_loop.log $ST/odd_bytes_jobs.log $G/
[ -f $ST/finish.log ] && cp $ST/finish.log $G/
cp $ST/scenario/* $G/scenario/
trim_snap() { # SRC DSTPARENT
  local s=$1 d=$2/$(basename $1); cp -r $s $d; rm -f $d/assoc_mgr.txt $d/sprio_weights.txt
  gzip -9n $d/scontrol_jobs.txt $d/squeue.psv; }
for s in $ST/snapshots/snap-*; do trim_snap $s $G/snapshots; done
KEEP="slurm.conf partitions.conf gres.conf cgroup.conf sacctmgr_qos.psv sacctmgr_assoc_full.psv sacctmgr_assoc_default.psv sacctmgr_events.psv sacctmgr_tres.psv sacctmgr_cluster.psv sacctmgr_transactions.psv sacctmgr_transactions_cluster.psv sacct_core.psv sacct_all.psv sacct_all_end.psv sacct_core_tz_plus0455.psv sacct_core_tz_cet.psv sacct_core_tz_utc.psv sacct.json scontrol_config.txt slurmctld.log.gz priority_last_decay_ran timezone_and_versions.txt"
for f in $KEEP; do cp $ST/final/$f $G/final/; done
gzip -9n $G/final/sacct_all.psv $G/final/sacct_all_end.psv $G/final/sacct.json
# slurmctld.log.gz was written with plain gzip -c: recompress with -9n (no name/mtime)
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
{ head -1 $ST/MANIFEST.md; echo; cat <<'TXT'
> In this copy each capture file's first line (`# epoch… cmd=…`) was moved to `CAPTURES.tsv` in
> the same folder, so every file holds exactly what the Slurm command printed (commands ran as `chroot DIR <cmd>`;
> `cmd=` is the command inside the chroot).
>
> **Trimmed copy**: in `final/` only slurm.conf, partitions.conf, gres.conf, cgroup.conf,
> sacctmgr_{qos,assoc_full,assoc_default,events,tres,cluster}.psv, sacctmgr_transactions.psv,
> sacctmgr_transactions_cluster.psv, sacct_core.psv, sacct_core_tz_{plus0455,cet,utc}.psv, sacct_all.psv.gz,
> sacct_all_end.psv.gz, sacct.json.gz, scontrol_config.txt, slurmctld.log.gz, priority_last_decay_ran (binary, as
> copied from StateSave), CAPTURES.tsv, timezone_and_versions.txt and the final snap-* folder are kept (the other
> final/ files listed below, e.g. mysqldump, statesave.tgz, slurmd.log.gz, slurmdbd.log.gz, squeue.json,
> sacct_alloc_only.psv, were dropped; `.gz` files are `gzip -9n` of the named file). **No sreport**: this case was
> finished with `newer-final.sh` only (no `newer-finish.sh` / `newer-final-sreport.sh`), so there are no
> sreport_*.psv, sacct_at_sreport.psv, sreport_rollup_check.txt or finish.log.
> In every snap-* folder (snapshots/, final/) `assoc_mgr.txt` and `sprio_weights.txt` were dropped (their rows stay
> in CAPTURES.tsv) and `scontrol_jobs.txt` / `squeue.psv` are stored as `scontrol_jobs.txt.gz` / `squeue.psv.gz`.
> `scenario/` holds the exact per-scenario inputs and how to re-run (README.md, run.env, start.sh, layout.sh,
> slurm_extra.conf, partitions.conf, accounts.sh, odd_bytes_jobs.sh, workload_params.json).
> **Bytes that are not UTF-8**: job `name\xffbyte` (0xFF) and the comment `comment\xfebyte` (0xFE) are printed raw in
> final/sacct_*.psv, sacct.json.gz, and in the snapshots' squeue.psv.gz / scontrol_jobs.txt.gz (see odd_bytes_jobs.log).
TXT
tail -n +2 $ST/MANIFEST.md; } > $G/MANIFEST.md
du -sh $G
