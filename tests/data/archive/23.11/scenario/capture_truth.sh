#!/bin/bash
# Usage: capture_truth.sh OUTDIR -- what slurmdbd 23.11.4 (Ubuntu noble chroot /srv/slurm-noble, cluster arch)
# reports; each command line is recorded in OUTDIR/COMMANDS.tsv (file, epoch, command as run inside the chroot).
# tests/data/archive/22.05/scenario/capture_truth.sh run as `chroot DIR <cmd>`, with Lineage for Lft,Rgt (23.11 has
# no lft/rgt: "Unknown field 'lft'"), plus sacctmgr show configuration, scontrol show config, show user withcoord.
set -u
D=/srv/slurm-noble
O=$1; mkdir -p $O/db
W0=2026-11-29T00:00:00; W1=2026-11-30T00:00:00   # the window: the whole day of the run
: > $O/COMMANDS.tsv
cap() { local f=$1; shift; printf '%s\t%s\t%s\n' "$f" "$(date +%s)" "$*" >> $O/COMMANDS.tsv; chroot $D "$@" > $O/$f 2> $O/$f.stderr; [ -s $O/$f.stderr ] || rm -f $O/$f.stderr; }
cap sacct_all.txt          sacct -a -D -P --format=ALL
cap sacct_all_M_arch.txt   sacct -a -D -P --format=ALL -M arch
cap sacct_all_X.txt        sacct -a -D -P --format=ALL -X
cap sacct_all_X_M_arch.txt sacct -a -D -P --format=ALL -X -M arch
cap sacctmgr_event.txt     sacctmgr -P show event start=$W0 end=$W1 format=Cluster,ClusterNodes,Duration,End,Event,EventRaw,NodeName,Reason,Start,State,StateRaw,TRES,User
cap sacctmgr_event_all.txt sacctmgr -P show event all start=$W0 end=$W1 format=Cluster,ClusterNodes,Duration,End,Event,EventRaw,NodeName,Reason,Start,State,StateRaw,TRES,User
cap sacctmgr_event_all_time.txt sacctmgr -P show event All_Time
cap sacctmgr_reservation.txt sacctmgr -P show reservation
cap sacctmgr_reservation_window.txt sacctmgr -P show reservation start=$W0 end=$W1 format=Cluster,Name,TRES,TimeStart,TimeEnd,UnusedWall,ID,Flags,NodeNames,Associations
cap sacctmgr_transactions.txt sacctmgr -P show transactions
cap sacctmgr_transactions_full.txt sacctmgr -P show transactions start=$W0 format=Time,Action,Actor,Where,Info
cap sacctmgr_assoc.txt     sacctmgr -P show assoc
cap sacctmgr_assoc_full.txt sacctmgr -P show assoc format=Cluster,Account,User,Partition,Share,Priority,ParentID,ParentName,ID,Lineage,QOS,DefaultQOS,GrpTRES,MaxJobs
cap sacctmgr_user_withcoord.txt sacctmgr -P show user withcoord
cap sacctmgr_tres.txt      sacctmgr -P show tres
cap sacctmgr_qos.txt       sacctmgr -P show qos format=Name,Priority,ID
cap sacctmgr_cluster.txt   sacctmgr -P show cluster
cap sacctmgr_show_configuration.txt sacctmgr show configuration
cap scontrol_show_config.txt scontrol show config
cap sreport_cluster_utilization.txt sreport -P cluster Utilization start=$W0 end=$W1 -t Seconds
cap sreport_cluster_utilization_minutes.txt sreport -P cluster Utilization start=$W0 end=$W1
cap sreport_account_utilization_by_user.txt sreport -P cluster AccountUtilizationByUser start=$W0 end=$W1 -t Seconds
cap sreport_account_utilization_by_user_tres_all.txt sreport -P cluster AccountUtilizationByUser start=$W0 end=$W1 -t Seconds --tres=ALL
# the cluster's tables: one INSERT per row (mysqldump) and tab-separated (mysql -B, NULL printed as NULL)
T=$(chroot $D mysql -uroot -N -B slurm_acct_db -e "show tables" | grep -E '^(arch_.*|txn_table|tres_table|qos_table|cluster_table)$' | tr '\n' ' ')
cap mysqldump_arch.sql mysqldump -uroot --skip-extended-insert --skip-dump-date --order-by-primary slurm_acct_db $T
for t in $T; do
  printf '%s\t%s\t%s\n' "db/$t.tsv" "$(date +%s)" "mysql -uroot -B slurm_acct_db -e 'select * from $t'" >> $O/COMMANDS.tsv
  chroot $D mysql -uroot -B slurm_acct_db -e "select * from \`$t\`" > $O/db/$t.tsv
done
