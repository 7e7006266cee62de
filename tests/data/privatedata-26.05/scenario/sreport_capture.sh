#!/bin/bash
# Usage: sreport_capture.sh OUTDIR START END   (Slurm 26.05 in the chroot /srv/slurm-sid, PrivateData in slurmdbd.conf)
# Every command as each caller: stdout -> <file>, stderr -> <file>.stderr (only if non-empty);
# CAPTURES.tsv per caller: "<file>\tepoch_before=… epoch_after=… rc=… stderr=<file>.stderr|- cmd=…".
# The set and order of tests/data/privatedata/sreport (22.05).
OUT=$1; S=$2; E=$3
D=/srv/slurm-sid
CALLERS="root u5-operator u4-coordinator u7-plain u2-plain"
one() { # one CALLER FILE CMD...
  local c=$1 f=$2; shift 2; local u=${c%%-*} d=$OUT/$c
  local a=$(date +%s.%N)
  if [ $u = root ]; then chroot $D "$@" > $d/$f 2> $d/$f.stderr; else chroot $D runuser -u $u -- "$@" > $d/$f 2> $d/$f.stderr; fi
  local rc=$?; local b=$(date +%s.%N); local se=$f.stderr
  [ -s $d/$f.stderr ] || { rm -f $d/$f.stderr; se=-; }
  printf '%s\tepoch_before=%s epoch_after=%s rc=%s stderr=%s cmd=%s\n' "$f" "$a" "$b" "$rc" "$se" "$*" >> $d/CAPTURES.tsv
}
for c in $CALLERS; do
  mkdir -p $OUT/$c; : > $OUT/$c/CAPTURES.tsv
  for t in seconds minutes; do
    one $c cluster_utilization_$t.psv  sreport -P -t $t cluster Utilization start=$S end=$E
    one $c cluster_acct_by_user_$t.psv sreport -P -t $t cluster AccountUtilizationByUser start=$S end=$E
    one $c cluster_user_by_acct_$t.psv sreport -P -t $t cluster UserUtilizationByAccount start=$S end=$E
    one $c cluster_acct_by_qos_$t.psv  sreport -P -t $t cluster AccountUtilizationByQOS start=$S end=$E
    one $c user_topusage_$t.psv        sreport -P -t $t user TopUsage start=$S end=$E
    one $c job_sizes_by_account_$t.psv sreport -P -t $t job SizesByAccount start=$S end=$E
  done
  one $c cluster_acct_by_user_tree.txt sreport -t seconds cluster AccountUtilizationByUser start=$S end=$E tree
  one $c sacct_a.psv  sacct -a -X -P -S $S -E $E --format=JobID,User,Account,State
  one $c sacct.psv    sacct -X -P -S $S -E $E --format=JobID,User,Account,State
  one $c sacctmgr_assoc.psv           sacctmgr -P show assoc
  one $c sacctmgr_user.psv            sacctmgr -P show user
  one $c sacctmgr_user_withcoord.psv  sacctmgr -P show user withcoord
  one $c sacctmgr_account.psv         sacctmgr -P show account
done
