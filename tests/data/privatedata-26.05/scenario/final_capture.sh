#!/bin/bash
# Usage: final_capture.sh OUTDIR START END   (as root, Slurm 26.05 in the chroot /srv/slurm-sid)
# The accounting dumps of tests/data/privatedata/final (22.05), the same commands, with 26.05's differences:
# sacct_all takes every field `sacct --helpformat` lists; the association dump has Lineage where 22.05 had LFT,RGT
# (26.05's sacctmgr has no lft/rgt). stdout -> <file>; CAPTURES.tsv: "<file>\tepoch=… rc=… cmd=…".
OUT=$1; S=$2; E=$3; C=priv
D=/srv/slurm-sid
mkdir -p $OUT; : > $OUT/CAPTURES.tsv
run() { # run FILE CMD...
  local f=$1; shift; local a=$(date +%s.%N)
  chroot $D "$@" > $OUT/$f; local rc=$?
  printf '%s\tepoch=%s rc=%s cmd=%s\n' "$f" "$a" "$rc" "$*" >> $OUT/CAPTURES.tsv
}
ALL=$(chroot $D sacct --helpformat | tr -s ' \n' ',' | sed 's/^,//; s/,$//')
run sacct_all.psv  sacct -a -P -D --starttime=$S --endtime=$E -o $ALL
run sacct_core.psv sacct -a -P -D --starttime=$S --endtime=$E -o JobID,JobIDRaw,Cluster,Partition,Account,User,UID,Group,QOS,QOSRAW,AssocID,Submit,Eligible,Start,End,Elapsed,ElapsedRaw,State,ExitCode,AllocCPUS,ReqCPUS,AllocNodes,NodeList,ReqMem,ReqTRES,AllocTRES,Timelimit,TimelimitRaw,Priority,Reason,Flags,Reservation,NNodes,NCPUS,Suspended,CPUTimeRAW,JobName,SubmitLine
run sacctmgr_assoc_full.psv sacctmgr -P show assoc where cluster=$C format=Cluster,Account,User,Partition,ID,ParentID,ParentName,Lineage,Share,Priority,QOS,DefaultQOS,GrpJobs,GrpJobsAccrue,GrpSubmit,GrpTRES,GrpTRESMins,GrpTRESRunMins,GrpWall,MaxJobs,MaxJobsAccrue,MaxSubmit,MaxTRES,MaxTRESPerNode,MaxTRESMins,MaxWall
run sacctmgr_qos.psv sacctmgr -P show qos
run sacctmgr_user_withcoord.psv sacctmgr -P show user withcoord
run sacctmgr_show_configuration.txt sacctmgr show configuration
run sacctmgr_transactions.psv sacctmgr -P show transactions format=Time,Action,Actor,Cluster,Where,Info
run sacctmgr_events.psv sacctmgr -P show event where cluster=$C start=$S end=$E format=Cluster,NodeName,TimeStart,TimeEnd,State,StateRaw,TRES,Reason
cp $D/etc/slurm/slurm.conf $OUT/slurm.conf
