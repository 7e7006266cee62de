#!/bin/bash
# After the hour: waits for slurmdbd's hourly rollup of it, then saves every sreport and dump.
# Usage: final.sh DIR CLUSTER HOUR (HOUR = YYYY-MM-DDTHH, UTC). Run from the release folder.
DIR=${1:?}; C=${2:?}; H=${3:?}
ST=${H}:00:00; EN=$(date -u -d "${ST}Z +1 hour" +%FT%T); ENE=$(date -d "${EN}Z" +%s)
lr() { chroot "$DIR" mysql -uroot -N -e "select hourly_rollup from slurm_acct_db.${C}_last_ran_table"; }
while :; do h=$(lr); [ -n "$h" ] && [ "$h" -ge "$ENE" ] && break; sleep 10; done
echo "hourly_rollup=$h ($(date -u -d @"$h" +%FT%TZ)) at $(date -u +%FT%TZ)" > rollup_check.txt
: > commands.txt
run() { local f=$1 rc t; shift; t=$(date +%s.%N | cut -c1-14); chroot "$DIR" "$@" > "$f" 2>&1; rc=$?
  printf '%s\t%s\trc=%s\tchroot %s %s\n' "$f" "$t" "$rc" "$DIR" "$*" >> commands.txt; }
W="cluster=$C start=$ST end=$EN"
for t in minutes seconds hours percent; do
  run sreport_cluster_util_$t.psv sreport -P -t $t cluster Utilization $W
  run sreport_cluster_util_$t.txt sreport -t $t cluster Utilization $W
done
run sreport_cluster_util_TALL_seconds.psv sreport -P -t seconds -T ALL cluster Utilization $W
run sreport_cluster_util_all_fields.psv sreport -P -t seconds cluster Utilization $W format=Cluster,Allocated,Down,PlannedDown,Idle,Planned,Reported,OverCommitted
for t in minutes seconds; do
  run sreport_acct_util_by_qos_$t.psv sreport -P -t $t cluster AccountUtilizationByQOS $W
  run sreport_acct_util_by_qos_$t.txt sreport -t $t cluster AccountUtilizationByQOS $W
  run sreport_acct_util_by_user_$t.psv sreport -P -t $t cluster AccountUtilizationByUser $W
done
run sreport_acct_util_by_qos_qosid.psv sreport -P -t seconds cluster AccountUtilizationByQOS $W format=Cluster,Account,QOS,QOSID,Used
run sreport_resv_util_seconds.psv sreport -P -t seconds reservation Utilization $W
run sacct_all.psv sacct -a -D -P -S ${H}:00:00 -E now --format=ALL
run sacctmgr_event.psv sacctmgr -P show event cluster=$C start=${H}:00:00 end=now format=Cluster,ClusterNodes,Duration,End,Event,EventRaw,NodeName,Reason,Start,State,StateRaw,TRES,User
run sacctmgr_resv.psv sacctmgr -P show reservation cluster=$C start=${H}:00:00 end=now format=Cluster,Name,ID,TRES,Start,End,Flags,NodeNames,Associations,UnusedWall,Comment
run sacctmgr_qos_ids.psv sacctmgr -P show qos format=ID,Name,Priority,UsageFactor
run sacctmgr_assoc.psv sacctmgr -P show assoc cluster=$C format=Cluster,Account,User,Partition,ID,ParentID,ParentName,Lineage,RGT,Share,Priority,QOS,DefaultQOS,GrpTRESMins,GrpTRES,MaxTRES,MaxWall
run mysql_cluster_hour.tsv mysql -uroot -e "select time_start, id_tres, count, alloc_secs, down_secs, pdown_secs, idle_secs, plan_secs, over_secs from slurm_acct_db.${C}_usage_hour_table where time_start >= $(date -d "${ST}Z" +%s) and time_start < $ENE order by time_start, id_tres"
run mysql_qos_hour.tsv mysql -uroot -e "select id, id_alt, id_tres, time_start, alloc_secs from slurm_acct_db.${C}_qos_usage_hour_table where time_start >= $(date -d "${ST}Z" +%s) and time_start < $ENE"
run version_sreport.txt sreport -V
cp "$DIR/etc/slurm/slurm.conf" slurm.conf
grep -h 'more time than is possible\|more allocated time' "$DIR/var/lib/slurm-newer/$C/dbd/slurmdbd.log" > slurmdbd_rollup_errors.log
echo "final done $(date -u +%FT%TZ)"
