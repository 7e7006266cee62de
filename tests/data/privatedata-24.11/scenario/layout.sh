#!/bin/bash
# Usage: layout.sh RUN_OUT CASE_DIR -- copies the run's output into the case folder with the layout and file names of
# tests/data/privatedata (22.05): per moment meta.txt, probe_jobs.tsv and per caller the files kept there (sshare,
# sprio, squeue, sacct, the sprio/squeue probes, the missing job, the sshare probes) with the whole CAPTURES.tsv
# (it also lists what is left out: scontrol -o show job, sacctmgr, sacct -j and the scontrol job probes);
# sreport/ and sreport-disablecoord/ whole; final/ without the newer-final.sh staging copy (full/).
set -euo pipefail
R=$1; C=$2
for m in $R/moments/*/; do
  e=$(basename $m); mkdir -p $C/moments/$e; cp $m/meta.txt $m/probe_jobs.tsv $C/moments/$e/
  for d in $m/*/; do
    c=$(basename $d); mkdir -p $C/moments/$e/$c
    ( cd $d; cp CAPTURES.tsv sshare_all_long.psv sshare.psv sprio_long.txt squeue.psv sacct.psv \
        probe_*_sprio_j.txt* probe_*_squeue_j.psv* probe_nonexistent_scontrol_job.txt* probe_sshare_* $C/moments/$e/$c/ )
  done
done
cp -r $R/sreport $R/sreport-disablecoord $C/
mkdir -p $C/final; ( cd $R/final; cp CAPTURES.tsv *.psv *.txt slurm.conf $C/final/ )
