#!/bin/bash
# Usage: final_transactions.sh CLUSTER OUTDIR START [END]  -- after final_capture.sh: slurmdbd transaction log
# (sacctmgr show transactions; global, all clusters) START..END (default now) into final/sacctmgr_transactions.psv
# (and final/sacctmgr_transactions_cluster.psv with the Cluster column) with the same "# epoch=... cmd=..." header as final_extras.sh, and a copy of StateSave/priority_last_decay_ran.
C=$1; OUT=$2; ST=$3; EN=${4:-$(date +%FT%T)}
source /var/lib/slurm-oracle/$C/env.sh
F=$OUT/final; mkdir -p $F
hdr() { echo "# epoch=$(date +%s.%N) cmd=$*"; }
run() { local f=$1; shift; { hdr "$@"; "$@" 2>&1; } > $F/$f; }
run sacctmgr_transactions.psv sacctmgr -P show transactions start=$ST end=$EN format=Time,Action,Actor,Where,Info
# same with the Cluster column (Where of "Add Associations" is only id_assoc=N, ids are per cluster)
run sacctmgr_transactions_cluster.psv sacctmgr -P show transactions start=$ST end=$EN format=Time,Action,Actor,Cluster,Where,Info
cp /var/lib/slurm-oracle/$C/state/priority_last_decay_ran $F/
echo "final transactions done -> $F"
