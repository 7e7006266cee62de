#!/bin/bash
# Usage: layout.sh  -- the trimmed copy of /work/newer-run/coll into tests/data/collect/sid (run from anywhere, as root).
# Staging copy first (pid files dropped, headers moved to CAPTURES.tsv by tests/golden/oracle/strip_headers.py, as eta's
# layout.sh), then: snapshots/snap-*/ and final/snap-*/ keep CAPTURES.tsv (the kept files' rows), meta.txt, sshare_fields.psv,
# sprio_long.txt, sprio_qos.psv and squeue.psv.gz; final/ keeps the files listed in KEEP (its CAPTURES.tsv only their
# rows); run1-3/ are copies of the chroot's /root/collect/runN (what `fairtrace collect --keep` fetched).
# runN.out/.err, rest/ (only gzipped here), commands.txt and scenario/ are written during the run, not here.
set -euo pipefail
M=/work/main; O=$M/tests/golden/oracle; DIR=/srv/slurm-sid
CAP=/work/newer-run/coll; ST=/work/newer-run/stage/coll; G=$M/tests/data/collect/sid
rm -rf $ST; mkdir -p $(dirname $ST); cp -a $CAP $ST; rm -f $ST/*.pid
python3 $O/strip_headers.py $ST
rm -rf $G/snapshots $G/final $G/run1 $G/run2 $G/run3; mkdir -p $G/snapshots $G/final
cp $ST/workload_actions.jsonl $ST/workload_stdout.txt $ST/scenario_start_epoch.txt $ST/capture_loop.log $G/
trim_snap() { # SRC DSTPARENT
  local s=$1 d=$2/$(basename $1); mkdir -p $d
  cp $s/meta.txt $s/sshare_fields.psv $s/sprio_long.txt $s/sprio_qos.psv $d/
  awk -F'\t' '$1 ~ /^(sshare_fields\.psv|sprio_long\.txt|sprio_qos\.psv|squeue\.psv)$/' $s/CAPTURES.tsv > $d/CAPTURES.tsv
  gzip -9n < $s/squeue.psv > $d/squeue.psv.gz; }
for s in $ST/snapshots/snap-*; do trim_snap $s $G/snapshots; done
KEEP="slurm.conf sacct_core.psv sacctmgr_assoc_full.psv sacctmgr_qos.psv sacctmgr_transactions.psv scontrol_config.txt priority_last_decay_ran timezone_and_versions.txt"
for f in $KEEP; do cp $ST/final/$f $G/final/; done
zcat $ST/final/slurmctld.log.gz | gzip -9n > $G/final/slurmctld.log.gz   # written with plain gzip -c: recompress -9n
for s in $ST/final/snap-*; do trim_snap $s $G/final; done
python3 - $ST/final $G/final <<'PY'
import os, sys
src, dst = sys.argv[1:3]
kept = {f[:-3] if f.endswith('.gz') and not f.endswith('.log.gz') else f for f in os.listdir(dst)}
rows = [l.rstrip('\n') for l in open(os.path.join(src, 'CAPTURES.tsv')) if l.strip() and l.split('\t')[0] in kept]
open(os.path.join(dst, 'CAPTURES.tsv'), 'w').write('\n'.join(rows) + '\n')
PY
for n in 1 2 3; do cp -a $DIR/root/collect/run$n $G/run$n; done
gzip -9n < $DIR/var/lib/slurm-newer/coll/log/slurmrestd.log > $G/final/slurmrestd.log.gz   # as of this copy (the daemon keeps running)
# REST dumps (written by rest_dump.sh): the big bodies gzip -9n'd
for f in $G/rest/run*/v*/jobs.json $G/rest/run*/v*/associations.json; do [ ! -f $f ] || gzip -9n $f; done
du -sh $G
