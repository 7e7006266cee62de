#!/bin/bash
# Accounting dumps for sreport-all, all with TZ=UTC. Usage: dump.sh RELEASE OUTDIR [START] [END]
# RELEASE 22.05 (host) or 26.05 (chroot /srv/slurm-sid2). Every file's command is appended to OUTDIR/DUMPS.tsv.
set -uo pipefail
REL=$1; O=$2; S=${3:-2026-11-27T12:00:00}; E=${4:-2026-11-27T16:00:00}
mkdir -p $O/dumps
if [ $REL = 22.05 ]; then
  P=(env TZ=UTC SLURM_CONF=/var/lib/slurm-oracle/a/etc/slurm.conf); LR=Lft,Rgt
  CONF_A=/var/lib/slurm-oracle/a/etc; CONF_B=/var/lib/slurm-oracle/b/etc; DBD=/etc/slurm/slurmdbd.conf; MY=()
else
  P=(chroot /srv/slurm-sid2 env TZ=UTC SLURM_CONF=/etc/slurm/slurm.conf); LR=Lineage
  CONF_A=/srv/slurm-sid2/etc/slurm; CONF_B=/srv/slurm-sid2/etc/slurm-b; DBD=/srv/slurm-sid2/etc/slurm/slurmdbd.conf; MY=(chroot /srv/slurm-sid2)
fi
echo -e "file\trc\tcommand" > $O/DUMPS.tsv
run() { # run FILE CMD... : stdout to FILE, stderr to FILE.err (removed if empty)
  local f=$1; shift
  "${P[@]}" "$@" > $O/dumps/$f 2> $O/dumps/$f.err; local rc=$?
  [ -s $O/dumps/$f.err ] || rm -f $O/dumps/$f.err
  printf '%s\t%s\t%s\n' "$f" "$rc" "$(printf '%q ' "${P[@]}" "$@")" >> $O/DUMPS.tsv; }
WANT="JobID JobIDRaw Cluster Partition Account User UID QOS WCKey WCKeyID Submit Eligible Start End Elapsed ElapsedRaw State ExitCode Timelimit Priority Reservation ReservationId Flags Reason ReqCPUS AllocCPUS NCPUS NNodes AllocNodes ReqMem ReqTRES AllocTRES TotalCPU NodeList JobName SubmitLine"
HELP=$("${P[@]}" sacct --helpformat | tr -s ' \n' '\n')
F=$(for f in $WANT; do echo "$HELP" | grep -qix "$f" && echo -n "$f,"; done); F=${F%,}
for c in a b; do
  run sacct_$c.psv  sacct -a -D -P -M $c -S $S -E $E --format=$F
  run sacct_${c}_alloc.psv sacct -a -X -D -P -M $c -S $S -E $E --format=$F
  run sacct_${c}_all.psv sacct -a -D -P -M $c -S $S -E $E --format=ALL
  run sacct_$c.json sacct -a -D -M $c -S $S -E $E --json
  run event_$c.psv sacctmgr -P show event cluster=$c start=$S end=$E format=Cluster,ClusterNodes,NodeName,TimeStart,TimeEnd,Duration,State,StateRaw,TRES,Reason,User
  run event_${c}_alltime.psv sacctmgr -P show event cluster=$c all_time format=Cluster,ClusterNodes,NodeName,TimeStart,TimeEnd,Duration,State,StateRaw,TRES,Reason,User
  run reservation_$c.psv sacctmgr -P show reservation cluster=$c start=$S end=$E format=Cluster,Name,ID,TRES,TimeStart,TimeEnd,Flags,Associations,NodeNames,UnusedWall
  run reservation_${c}_all.psv sacctmgr -P show reservation cluster=$c start=$S end=$E
done
run assoc.psv sacctmgr -P show assoc format=Cluster,Account,User,Partition,ID,ParentID,ParentName,Share,Priority,QOS,DefaultQOS,$LR
run assoc_tree.txt sacctmgr show assoc tree format=Cluster,Account%-20,User,Share,ID
run qos.psv sacctmgr -P show qos
run wckey.psv sacctmgr show wckey -P
run wckey_ids.psv sacctmgr show wckey -P format=WCKey,Cluster,User,ID withdeleted
run users.psv sacctmgr -P show users withassoc format=User,DefaultAccount,DefaultWCKey,AdminLevel,Cluster,Account,Partition,Share
run users_plain.psv sacctmgr -P show users
run accounts.psv sacctmgr -P show account withassoc format=Account,Description,Organization,Cluster,ParentName,User
run cluster.psv sacctmgr -P show cluster format=Cluster,ControlHost,ControlPort,RPC,Share,QOS,TRES,Flags
run tres.psv sacctmgr -P show tres
run transactions.psv sacctmgr -P show transactions start=2026-11-27T00:00:00
run sreport_version.txt sreport -V
run slurmctld_version.txt slurmctld -V
run slurmdbd_version.txt env SLURM_CONF=/etc/slurm/slurm.conf slurmdbd -V
"${MY[@]}" mysqldump -uroot --skip-dump-date --skip-extended-insert slurm_acct_db 2>$O/dumps/mysqldump.err | gzip -9n > $O/dumps/mysqldump_slurm_acct_db.sql.gz
[ -s $O/dumps/mysqldump.err ] || rm -f $O/dumps/mysqldump.err
printf '%s\t%s\t%s\n' mysqldump_slurm_acct_db.sql.gz 0 "${MY[*]} mysqldump -uroot --skip-dump-date --skip-extended-insert slurm_acct_db | gzip -9n" >> $O/DUMPS.tsv
for t in a_last_ran_table b_last_ran_table; do
  "${MY[@]}" mysql -uroot slurm_acct_db -e "select * from $t" >> $O/dumps/last_ran.tsv 2>&1; done
mkdir -p $O/conf
cp $CONF_A/slurm.conf $O/conf/slurm-a.conf; cp $CONF_B/slurm.conf $O/conf/slurm-b.conf; cp $CONF_A/gres.conf $O/conf/gres-a.conf; cp $CONF_B/gres.conf $O/conf/gres-b.conf
sed 's/^StoragePass=.*/StoragePass=REDACTED/' $DBD > $O/conf/slurmdbd.conf
for f in $O/dumps/sacct_*_all.psv $O/dumps/sacct_*.json; do gzip -9nf $f; done
echo "dumps done: $(ls $O/dumps | wc -l) files"
