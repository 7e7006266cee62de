#!/bin/bash
# Usage: final_extras.sh CLUSTER OUTDIR START END [events]  -- after final_capture.sh: sacctmgr events (START-1h..END+10min)
# and sreport variants (START..END); with a 5th argument "events" only the events file is (re)written.
# (the extra final/ files of ../golden/alpha). sreport reads slurmdbd's hourly rollups, so END should be a full
# hour that has already been rolled up (run this a few minutes after END).
C=$1; OUT=$2; ST=$3; EN=$4
source /var/lib/slurm-oracle/$C/env.sh
F=$OUT/final; mkdir -p $F
hdr() { echo "# epoch=$(date +%s.%N) cmd=$*"; }
run() { local f=$1; shift; { hdr "$@"; "$@" 2>&1; } > $F/$f; }
R="cluster=$C start=$ST end=$EN"
if [ "${5:-}" != events ]; then
run sreport_cluster_util_seconds.psv sreport -P -t seconds cluster Utilization $R
run sreport_cluster_util_percent.psv sreport -P -t percent cluster Utilization $R
run sreport_acct_user_minutes.psv sreport -P -t minutes cluster AccountUtilizationByUser $R
run sreport_acct_user_billing_gpu.psv sreport -P -t seconds -T billing,gres/gpu cluster AccountUtilizationByUser $R
run sreport_user_acct_seconds.psv sreport -P -t seconds cluster UserUtilizationByAccount $R
run sreport_top_usage.psv sreport -P -t seconds user TopUsage TopCount=5 $R
run sreport_sizes_by_account.psv sreport -P -t seconds job SizesByAccount $R
run sreport_sizes_grouping.psv sreport -P -t minutes job SizesByAccount cluster=$C Grouping=4,16,32 start=$ST end=$EN
fi
run sacctmgr_events.psv sacctmgr -P show event cluster=$C start=$(date -d @$(( $(date -d $ST +%s) - 3600 )) +%FT%T) end=$(date -d @$(( $(date -d $EN +%s) + 600 )) +%FT%T) format=Cluster,ClusterNodes,Duration,End,Event,EventRaw,NodeName,Reason,Start,State,StateRaw,TRES,User
echo "final extras done -> $F"
