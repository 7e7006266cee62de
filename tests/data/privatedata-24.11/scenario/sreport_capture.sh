#!/bin/bash
# Usage: sreport_capture.sh DIR OUTDIR START END
# The chroot version of the 22.05 capture's sreport set (tests/data/privatedata/sreport/*/CAPTURES.tsv: the same
# commands in the same order). Every command as each caller, inside the chroot DIR (root: `chroot DIR CMD`, others:
# `chroot DIR runuser -u USER -- CMD`): stdout -> OUTDIR/CALLER/<file>, stderr -> <file>.stderr (only if non-empty);
# OUTDIR/CALLER/CAPTURES.tsv: "<file>\trc=… cmd=…".
DIR=$1; OUT=$2; S=$3; E=$4
CALLERS="root u5-operator u4-coordinator u7-plain u2-plain"
one() { # one CALLER FILE CMD...
  local c=$1 f=$2; shift 2; local u=${c%%-*} d=$OUT/$c
  if [ $u = root ]; then chroot $DIR "$@" > $d/$f 2> $d/$f.stderr; else chroot $DIR runuser -u $u -- "$@" > $d/$f 2> $d/$f.stderr; fi
  local rc=$?
  [ -s $d/$f.stderr ] || rm -f $d/$f.stderr
  printf '%s\trc=%s cmd=%s\n' "$f" "$rc" "$*" >> $d/CAPTURES.tsv
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
