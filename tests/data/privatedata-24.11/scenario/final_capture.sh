#!/bin/bash
# Usage: final_capture.sh DIR CLUSTER OUTDIR START END
# final/ as root, the commands of the 22.05 capture's final/CAPTURES.tsv (LFT,RGT -> Lineage: 24.11's sacctmgr has no
# lft/rgt; sacct_all.psv takes every field of 24.11's `sacct --helpformat`). stdout -> OUTDIR/<file>;
# OUTDIR/CAPTURES.tsv: "<file>\tepoch=… rc=… cmd=…". Also tools/oracle/newer-final.sh into OUTDIR/full (not kept).
DIR=$1; C=$2; F=$3; S=$4; E=$5
mkdir -p $F; : > $F/CAPTURES.tsv
run() { local f=$1; shift; local a=$(date +%s.%N); chroot $DIR "$@" > $F/$f; local rc=$?
  printf '%s\tepoch=%s rc=%s cmd=%s\n' "$f" "$a" "$rc" "$*" >> $F/CAPTURES.tsv; }
ALL=$(chroot $DIR sacct --helpformat | tr -s ' \n' '\n' | grep -v '^$' | paste -sd,)
CORE=JobID,JobIDRaw,Cluster,Partition,Account,User,UID,Group,QOS,QOSRAW,AssocID,Submit,Eligible,Start,End,Elapsed,ElapsedRaw,State,ExitCode,AllocCPUS,ReqCPUS,AllocNodes,NodeList,ReqMem,ReqTRES,AllocTRES,Timelimit,TimelimitRaw,Priority,Reason,Flags,Reservation,NNodes,NCPUS,Suspended,CPUTimeRAW,JobName,SubmitLine
run sacct_all.psv  sacct -a -P -D --starttime=$S --endtime=$E -o $ALL
run sacct_core.psv sacct -a -P -D --starttime=$S --endtime=$E -o $CORE
run sacctmgr_assoc_full.psv sacctmgr -P show assoc where cluster=$C format=Cluster,Account,User,Partition,ID,ParentID,ParentName,Lineage,Share,Priority,QOS,DefaultQOS,GrpJobs,GrpJobsAccrue,GrpSubmit,GrpTRES,GrpTRESMins,GrpTRESRunMins,GrpWall,MaxJobs,MaxJobsAccrue,MaxSubmit,MaxTRES,MaxTRESPerNode,MaxTRESMins,MaxWall
run sacctmgr_qos.psv sacctmgr -P show qos
run sacctmgr_user_withcoord.psv sacctmgr -P show user withcoord
run sacctmgr_show_configuration.txt sacctmgr show configuration
run sacctmgr_transactions.psv sacctmgr -P show transactions format=Time,Action,Actor,Cluster,Where,Info
run sacctmgr_events.psv sacctmgr -P show event where cluster=$C start=$S end=$E format=Cluster,NodeName,TimeStart,TimeEnd,State,StateRaw,TRES,Reason
cp $DIR/etc/slurm/slurm.conf $F/
/work/main/tools/oracle/newer-final.sh $DIR $C $F/full $S > $F/full.log 2>&1
