#!/bin/bash
# Usage: newer-final-sreport.sh DIR CLUSTER OUTDIR START END [WAIT=wait]   (times YYYY-MM-DDTHH:00:00, local = UTC)
# The sreport files of tests/golden/oracle/final_capture.sh + final_extras.sh, for the chroot cluster. sreport reads
# slurmdbd's hourly rollup tables, and the hourly rollup of hour [h, h+1) runs shortly after h+1 (there is no
# documented sacctmgr/sreport command that triggers it), so END must be a full hour. With WAIT=wait (default)
# this script first waits until the cluster's <CLUSTER>_last_ran_table.hourly_rollup (read with mysql inside
# the chroot) is >= END, i.e. slurmdbd has rolled up the hour ending at END. It records that value in
# final/sreport_rollup_check.txt, and also dumps sacct (core fields + QOSREQ) at sreport time, because jobs keep
# running after newer-final.sh and their usage up to END is in the rollup.
DIR=${1:?}; C=${2:?}; OUT=${3:?}; ST=${4:?}; EN=${5:?}; W=${6:-wait}
F=$OUT/final; mkdir -p "$F"
cr() { chroot "$DIR" "$@"; }
hdr() { echo "# epoch=$(date +%s.%N) cmd=$*"; }
run() { local f=$1; shift; { hdr "$@"; cr "$@" 2>&1; } > "$F/$f"; }
ENE=$(date -d "$EN" +%s)
lr() { cr mysql -uroot -N -e "select hourly_rollup, daily_rollup, monthly_rollup from slurm_acct_db.${C}_last_ran_table"; }
if [ "$W" = wait ]; then
  while :; do h=$(lr | awk '{print $1}'); [ -n "$h" ] && [ "$h" -ge "$ENE" ] && break; sleep 20; done
fi
{ echo "# epoch=$(date +%s.%N) cmd=mysql: select hourly_rollup, daily_rollup, monthly_rollup from ${C}_last_ran_table"
  lr | while read a b c; do echo "hourly_rollup=$a ($(date -u -d @$a +%FT%TZ)) daily_rollup=$b monthly_rollup=$c; sreport end=$EN ($ENE)"; done; } > "$F/sreport_rollup_check.txt"
R="cluster=$C start=$ST end=$EN"
run sreport_acct_user.psv sreport -P -t seconds cluster AccountUtilizationByUser $R
run sreport_cluster_util_seconds.psv sreport -P -t seconds cluster Utilization $R
run sreport_cluster_util_percent.psv sreport -P -t percent cluster Utilization $R
run sreport_acct_user_minutes.psv sreport -P -t minutes cluster AccountUtilizationByUser $R
run sreport_acct_user_billing_gpu.psv sreport -P -t seconds -T billing,gres/gpu cluster AccountUtilizationByUser $R
run sreport_user_acct_seconds.psv sreport -P -t seconds cluster UserUtilizationByAccount $R
run sreport_top_usage.psv sreport -P -t seconds user TopUsage TopCount=5 $R
run sreport_sizes_by_account.psv sreport -P -t seconds job SizesByAccount $R
run sreport_sizes_grouping.psv sreport -P -t minutes job SizesByAccount cluster=$C Grouping=4,16,32 start=$ST end=$EN
run sacct_at_sreport.psv sacct -a -P -D --starttime=$ST --endtime=$EN -o JobID,JobIDRaw,Cluster,Partition,Account,User,UID,Group,QOS,QOSRAW,QOSREQ,AssocID,Submit,Eligible,Start,End,Elapsed,ElapsedRaw,State,ExitCode,AllocCPUS,ReqCPUS,AllocNodes,NodeList,ReqMem,ReqTRES,AllocTRES,Timelimit,TimelimitRaw,Priority,Reason,Flags,Reservation,NNodes,NCPUS,Suspended,CPUTimeRAW,JobName,SubmitLine
echo "final sreport done -> $F"
