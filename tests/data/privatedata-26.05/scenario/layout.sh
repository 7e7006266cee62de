#!/bin/bash
# Usage: layout.sh CAPTURE_DIR CASE_DIR -- the capture laid out as tests/data/privatedata (22.05) is: every moment's
# files but the per-moment scontrol, sacct -j and sacctmgr copies (what final/ holds, or the same as the files kept).
set -euo pipefail
W=$1; O=$(realpath -m $2)
mkdir -p $O/moments
for M in $W/out/moments/*; do
  E=$(basename $M); mkdir -p $O/moments/$E
  cp $M/meta.txt $M/probe_jobs.tsv $O/moments/$E/
  for c in $M/*/; do
    c=$(basename $c); d=$O/moments/$E/$c; mkdir -p $d
    (cd $M/$c && cp CAPTURES.tsv sacct.psv sprio_long.txt squeue.psv sshare.psv sshare_all_long.psv \
        probe_sshare_*.psv probe_*_sprio_j.txt* probe_*_squeue_j.psv* probe_nonexistent_scontrol_job.txt* $d/)
  done
done
rm -rf $O/final $O/sreport $O/sreport-disablecoord
cp -r $W/final $W/sreport $O/
[ ! -d $W/sreport-disablecoord ] || cp -r $W/sreport-disablecoord $O/
