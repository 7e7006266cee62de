#!/bin/bash
# Usage (Slurm 26.05 in the chroot /srv/slurm-sid): capture_moment.sh OUTROOT SACCT_START [sreport START END]
# One moment: every command run as each caller (the 5 callers of one command in parallel, so in the same second),
# into OUTROOT/moments/<epoch>/<caller>/<file>; stdout -> <file>, stderr -> <file>.stderr (only if non-empty);
# CAPTURES.tsv per caller folder: "<file>\tepoch_before=… epoch_after=… rc=… stderr=<file>.stderr|- cmd=…".
OUT=$1; SST=$2; RS=${3:-}; RE=${4:-}
D=/srv/slurm-sid   # the chroot: every command runs as `chroot $D CMD` (root) or `chroot $D runuser -u USER -- CMD`
E=$(date +%s); M=$OUT/moments/$E; mkdir -p $M
CALLERS="root u5-operator u4-coordinator u7-plain u2-plain"
for c in $CALLERS; do mkdir -p $M/$c; done
uname_of() { echo ${1%%-*}; }
one() { # one CALLER FILE CMD...
  local c=$1 f=$2; shift 2; local u=$(uname_of $c) d=$M/$c
  local a=$(date +%s.%N)
  if [ $u = root ]; then chroot $D "$@" > $d/$f 2> $d/$f.stderr; else chroot $D runuser -u $u -- "$@" > $d/$f 2> $d/$f.stderr; fi
  local rc=$?; local b=$(date +%s.%N); local se=$f.stderr
  [ -s $d/$f.stderr ] || { rm -f $d/$f.stderr; se=-; }
  printf '%s\tepoch_before=%s epoch_after=%s rc=%s stderr=%s cmd=%s\n' "$f" "$a" "$b" "$rc" "$se" "$*" > $d/.cap.$f
}
all() { # all FILE CMD... : same command as every caller, in parallel
  local f=$1; shift
  for c in $CALLERS; do one $c $f "$@" & done; wait
}
all sshare_all_long.psv  sshare -a -l -P
all sshare.psv           sshare -P
all sprio_long.txt       sprio -l -h
all squeue.psv           squeue -a -t all -o '%i|%u|%a|%P|%T|%Q'
all scontrol_jobs.txt    scontrol -o show job
all sacct.psv            sacct -a -X -P -S $SST --format=JobID,User,Account,State
all sacctmgr_assoc.psv   sacctmgr -P show assoc
all sacctmgr_user.psv    sacctmgr -P show user
all sacctmgr_account.psv sacctmgr -P show account
if [ -n "$RS" ]; then
  all sreport_acct_by_user.psv sreport -P cluster AccountUtilizationByUser start=$RS end=$RE
  all sreport_topusage.psv     sreport -P user TopUsage start=$RS end=$RE
  all sreport_acct_by_user_seconds.psv sreport -P -t seconds cluster AccountUtilizationByUser start=$RS end=$RE
  all sreport_topusage_seconds.psv     sreport -P -t seconds user TopUsage start=$RS end=$RE
fi
# probes: one job (pending or running, else newest finished) of chosen users/accounts, as seen by root now
pick() { # pick USER ACCOUNT -> job id (prefer pending (moments >= 2nd; the 1st preferred running), then running, then any)
  local l; l=$(chroot $D squeue -a -h -t all -u $1 -A $2 -o '%i|%T' 2>/dev/null)
  { echo "$l" | grep '|PENDING$'; echo "$l" | grep '|RUNNING$'; echo "$l"; } | grep . | head -1 | cut -d'|' -f1
}
: > $M/probe_jobs.tsv
for ua in u1:astro u1:hep u2:astro u2:ops u4:physics u6:genomics u7:neuro u8:ops; do
  u=${ua%%:*}; a=${ua##*:}; j=$(pick $u $a); [ -n "$j" ] || continue
  echo -e "$u\t$a\t$j\t$(chroot $D squeue -h -j $j -o %T 2>/dev/null)" >> $M/probe_jobs.tsv
  all probe_${u}_${a}_scontrol_job.txt scontrol show job $j
  all probe_${u}_${a}_sprio_j.txt      sprio -l -h -j $j
  all probe_${u}_${a}_squeue_j.psv     squeue -t all -j $j -o '%i|%u|%a|%P|%T|%Q'
  all probe_${u}_${a}_sacct_j.psv      sacct -X -P -j $j --format=JobID,User,Account,State
done
all probe_nonexistent_scontrol_job.txt scontrol show job 999999
all probe_nonexistent_sprio_j.txt sprio -l -h -j 999999
all probe_nonexistent_squeue_j.psv squeue -t all -j 999999 -o '%i|%u|%a|%P|%T|%Q'
all probe_sshare_u_u1.psv      sshare -P -u u1
all probe_sshare_A_physics.psv sshare -P -A physics
all probe_sshare_A_bio.psv     sshare -P -A bio
all probe_sshare_a_A_ops.psv   sshare -a -P -A ops
all probe_sacctmgr_assoc_u1.psv sacctmgr -P show assoc where user=u1
all probe_sacctmgr_user_u1.psv  sacctmgr -P show user u1
all probe_sacctmgr_user_withcoord.psv sacctmgr -P show user withcoord
all probe_sacct_u_u1.psv       sacct -X -P -u u1 -S $SST --format=JobID,User,Account,State
all probe_sacct_A_ops.psv      sacct -X -P -A ops -S $SST --format=JobID,User,Account,State
for c in $CALLERS; do cat $M/$c/.cap.* > $M/$c/CAPTURES.tsv; rm -f $M/$c/.cap.*; gzip -f $M/$c/scontrol_jobs.txt; sed -i 's/^scontrol_jobs.txt\t/scontrol_jobs.txt.gz\t/' $M/$c/CAPTURES.tsv; done
echo "moment=$E start_utc=$(date -u -d @$E +%FT%TZ) end_epoch=$(date +%s.%N)" > $M/meta.txt
echo $M
