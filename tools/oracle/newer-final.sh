#!/bin/bash
# Usage: newer-final.sh DIR CLUSTER OUTDIR SACCT_START [TRANS_START=SACCT_START]   (times YYYY-MM-DDTHH:MM:SS, local = UTC)
# End-of-run dumps of the chroot cluster into OUTDIR/final: what tests/golden/oracle/final_capture.sh +
# final_transactions.sh + the events part of final_extras.sh write (22.05), adapted for 24.11/26.05:
# every client as `chroot DIR ...`, sacctmgr's LFT,RGT replaced by Lineage, mysqldump run inside the chroot,
# slurmctld -V in timezone_and_versions.txt with the sacct --json data_parser version.
# sreport is NOT run here: run newer-final-sreport.sh after slurmdbd has rolled up the last hour.
# Text files start with "# epoch=<s.ns> cmd=<command>" (strip_headers.py moves that line to CAPTURES.tsv).
HERE=$(cd "$(dirname "$0")" && pwd)
DIR=${1:?}; C=${2:?}; OUT=${3:?}; ST=${4:?}; TST=${5:-$4}
F=$OUT/final; mkdir -p "$F"
S=/var/lib/slurm-newer/$C; H=$DIR$S
cr() { chroot "$DIR" "$@"; }
NOW=$(date +%FT%T)
hdr() { echo "# epoch=$(date +%s.%N) cmd=$*"; }
run() { local f=$1; shift; { hdr "$@"; cr "$@" 2>&1; } > "$F/$f"; }
# one last live snapshot (same layout as the periodic ones)
"$HERE/newer-capture-snapshot.sh" "$DIR" "$C" "$F" > /dev/null
cp "$H/state/priority_last_decay_ran" "$F/"
ALL=$(cr sacct --helpformat | tr -s ' \n' '\n' | grep -v '^$' | paste -sd,)
echo "$ALL" > "$F/sacct_all_fields_list.txt"
CORE=JobID,JobIDRaw,Cluster,Partition,Account,User,UID,Group,QOS,QOSRAW,AssocID,Submit,Eligible,Start,End,Elapsed,ElapsedRaw,State,ExitCode,AllocCPUS,ReqCPUS,AllocNodes,NodeList,ReqMem,ReqTRES,AllocTRES,Timelimit,TimelimitRaw,Priority,Reason,Flags,Reservation,NNodes,NCPUS,Suspended,CPUTimeRAW,JobName,SubmitLine
run sacct_all.psv      sacct -a -P -D --starttime=$ST --endtime=$NOW -o "$ALL"
run sacct_core.psv     sacct -a -P -D --starttime=$ST --endtime=$NOW -o $CORE
# readers' cases: --format=all,End (the header names End twice); the core dump without header (-n) printed with TZ set
# in sacct's environment (the window is the same instant, written as that zone's local time) and with TZ=UTC
run sacct_all_end.psv  sacct -a -P -D --starttime=$ST --endtime=$NOW --format=all,End
tzl() { TZ="$1" date -d "@$(date -d "$2" +%s)" +%FT%T; }   # tzl TZ LOCALTIME -> the same instant as TZ's local time
for z in "plus0455=<+0455>-4:55" "cet=CET-1CEST,M3.5.0,M10.5.0/3" "utc=UTC"; do
  n=${z%%=*}; tz=${z#*=}
  run sacct_core_tz_$n.psv env "TZ=$tz" sacct -a -P -n -D --starttime=$(tzl "$tz" $ST) --endtime=$(tzl "$tz" $NOW) -o $CORE
done
run sacct_alloc_only.psv sacct -a -P -X -D --starttime=$ST --endtime=$NOW -o JobID,JobIDRaw,Partition,Account,User,QOS,QOSREQ,Submit,Eligible,Start,End,ElapsedRaw,State,ExitCode,AllocTRES,ReqTRES,TimelimitRaw,Priority,Reason,Flags
hdr sacct -a -D --starttime=$ST --endtime=$NOW --json > "$F/sacct.json.cmd"; cr sacct -a -D --starttime=$ST --endtime=$NOW --json > "$F/sacct.json" 2>"$F/sacct.json.err"
hdr squeue -a --json > "$F/squeue.json.cmd"; cr squeue -a --json > "$F/squeue.json" 2>"$F/squeue.json.err"
run sacctmgr_assoc_default.psv sacctmgr -P show assoc where cluster=$C
run sacctmgr_assoc_full.psv sacctmgr -P show assoc where cluster=$C format=Cluster,Account,User,Partition,ID,ParentID,ParentName,Lineage,Share,Priority,QOS,DefaultQOS,GrpJobs,GrpJobsAccrue,GrpSubmit,GrpTRES,GrpTRESMins,GrpTRESRunMins,GrpWall,MaxJobs,MaxJobsAccrue,MaxSubmit,MaxTRES,MaxTRESPerNode,MaxTRESMins,MaxWall
run sacctmgr_tree.txt  sacctmgr show assoc where cluster=$C tree format=Cluster,Account,User,Share,ID,ParentName,Lineage%40
run sacctmgr_users.psv sacctmgr -P show user withassoc where cluster=$C
run sacctmgr_accounts.psv sacctmgr -P show account withassoc where cluster=$C
run sacctmgr_qos.psv   sacctmgr -P show qos
run sacctmgr_tres.psv  sacctmgr -P show tres
run sacctmgr_cluster.psv sacctmgr -P show cluster
cr sacctmgr -i dump $C file=/tmp/sacctmgr_dump_$C.cfg > "$F/sacctmgr_dump.log" 2>&1; mv "$DIR/tmp/sacctmgr_dump_$C.cfg" "$F/" 2>/dev/null
EVST=$(date -d @$(( $(date -d $ST +%s) - 3600 )) +%FT%T); EVEN=$(date -d '+10 min' +%FT%T)
run sacctmgr_events.psv sacctmgr -P show event cluster=$C start=$EVST end=$EVEN format=Cluster,ClusterNodes,Duration,End,Event,EventRaw,NodeName,Reason,Start,State,StateRaw,TRES,User
run sacctmgr_transactions.psv sacctmgr -P show transactions start=$TST end=$NOW format=Time,Action,Actor,Where,Info
run sacctmgr_transactions_cluster.psv sacctmgr -P show transactions start=$TST end=$NOW format=Time,Action,Actor,Cluster,Where,Info
run scontrol_config.txt scontrol show config
run scontrol_partition.txt scontrol show partition
run scontrol_node.txt  scontrol show node
run scontrol_assoc_mgr_all.txt scontrol show assoc_mgr
run sdiag.txt          sdiag
# raw DB tables of this cluster (times are epoch seconds; tres as id=value); last_ran = rollup bookkeeping
cr mysqldump -uroot --skip-extended-insert slurm_acct_db ${C}_job_table ${C}_step_table ${C}_assoc_table ${C}_assoc_usage_hour_table ${C}_usage_hour_table ${C}_last_ran_table tres_table qos_table acct_table user_table > "$F/mysqldump_${C}.sql" 2>"$F/mysqldump.err"
gzip -f "$F/mysqldump_${C}.sql"
cp "$DIR/etc/slurm/slurm.conf" "$DIR/etc/slurm/gres.conf" "$DIR/etc/slurm/cgroup.conf" "$F/"
# files pulled in by 'include PATH' lines of slurm.conf (e.g. partitions.conf)
for inc in $(awk 'tolower($1) == "include" {print $2}' "$DIR/etc/slurm/slurm.conf"); do cp "$DIR$inc" "$F/"; done
sed 's/^StoragePass=.*/StoragePass=<redacted>/' "$DIR/etc/slurm/slurmdbd.conf" > "$F/slurmdbd.conf"
gzip -c "$H/log/slurmctld.log" > "$F/slurmctld.log.gz"
gzip -c "$H/log/slurmd-$C-n1.log" > "$F/slurmd.log.gz"
gzip -c "$H/dbd/slurmdbd.log" > "$F/slurmdbd.log.gz" 2>/dev/null
tar -C "$H" -czf "$F/statesave.tgz" state
JV=$(python3 -c 'import json,sys; m=json.load(open(sys.argv[1], errors="surrogateescape"))["meta"]; print("sacct_json_data_parser=" + m["plugin"].get("data_parser","?"), "meta.slurm.version=" + json.dumps(m.get("slurm",{}).get("version")))' "$F/sacct.json" 2>&1)
{ echo "date_Z=$(date +%Z) date_z=$(date +%z) TZ_env=${TZ:-<unset>}"; echo "etc_timezone=$(cat /etc/timezone 2>/dev/null) chroot_localtime=$(readlink "$DIR/etc/localtime")"; ls -l /etc/localtime
  echo "sacct/squeue print local time without zone; local time == UTC here"
  echo "final_capture_epoch=$(date +%s.%N) sacct_window=$ST..$NOW"
  echo "chroot=$DIR cluster=$C"
  echo "slurmctld -V: $(cr slurmctld -V)"; echo "sinfo -V: $(cr sinfo -V)"; echo "$JV"
  cr dpkg-query -W -f '${Package} ${Version}\n' slurmctld slurmd slurmdbd slurm-client munge mariadb-server
} > "$F/timezone_and_versions.txt" 2>&1
echo "final capture done -> $F"
