#!/bin/bash
# Usage: scenario.sh host|DIR CLUSTER OUTDIR SEFF_TAG
#   host: the 22.05 cluster started by `start.sh host CLUSTER`; DIR: the chroot of `start.sh DIR CLUSTER`.
#   SEFF_TAG: the Slurm git tag whose contribs/seff/seff is run (Debian ships no seff; its Perl modules are
#   Debian's libslurm-perl/libslurmdb-perl of the same release), read from the mirror at $SLURM_REPO
#   (default /work/.mirror/SchedMD+slurm/repo) and copied to /tmp/seff-CLUSTER/seff (inside the chroot for DIR).
# Submits the jobs listed in OUTDIR/jobs.tsv (name, id, user, account, intent), waits until all but the running
# and the held one have ended, then captures seff and sacct into OUTDIR (layout: tests/data/seff/README.md).
set -euo pipefail
MODE=${1:?}; C=${2:?}; OUT=${3:?}; TAG=${4:?}
REPO=${SLURM_REPO:-/work/.mirror/SchedMD+slurm/repo}
if [ "$MODE" = host ]; then
  ROOT=; export SLURM_CONF=/var/lib/slurm-oracle/$C/etc/slurm.conf
  cr() { "$@"; }
  ALT=hep       # u1's second account in the 22.05 oracle's tree (05_setup_accounts.sh)
  TREE=LFT,RGT  # sacctmgr 22.05's tree fields (tests/golden/oracle/final_capture.sh)
else
  ROOT=$MODE; unset SLURM_CONF   # the chroot reads its own /etc/slurm/slurm.conf
  cr() { chroot "$ROOT" "$@"; }
  ALT=bio       # u1's second account in newer-start.sh's tree
  TREE=Lineage  # no LFT,RGT since 23.11 (tools/oracle/newer-final.sh)
fi
mkdir -p "$OUT/seff" "$ROOT/tmp/seff-$C"
git -C "$REPO" show "$TAG:contribs/seff/seff" > "$ROOT/tmp/seff-$C/seff"
SEFF="perl /tmp/seff-$C/seff"
T0=$(date +%Y-%m-%dT%H:%M:%S)
: > "$OUT/jobs.tsv"
sub() { # sub NAME USER INTENT SBATCH_ARGS... : submit as USER, record the id
  local name=$1 u=$2 intent=$3; shift 3
  local id acct
  id=$(cr runuser -u "$u" -- sbatch --parsable -o /dev/null -e /dev/null -J "$name" "$@" | cut -d';' -f1)
  acct=$(cr squeue -h -j "$id" -o %a | head -1)
  printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$id" "$u" "$acct" "$intent" >> "$OUT/jobs.tsv"
  echo "$id"; }
state() { cr squeue -h -j "$1" -o %T | head -1; }   # MinJobAge=86400: ended jobs stay in squeue
wait_running() { for _ in $(seq 1 60); do [ "$(state "$1")" = RUNNING ] && return 0; sleep 1; done; echo "job $1 not RUNNING" >&2; return 1; }
# perl one-liners (perl-base is in both the host and the minbase chroot)
BUSY='$t=time+$ARGV[0]; 1 while time<$t'                              # busy loop ARGV[0] seconds
HOLD='$x="a" x ($ARGV[0]*1048576); sleep $ARGV[1]'                     # touch ARGV[0] MiB, then sleep
TASKMEM='$x="a" x (($ENV{SLURM_PROCID}+1)*60*1048576); sleep 15'      # task i touches (i+1)*60 MiB
ARRMEM='$x="a" x ($ENV{SLURM_ARRAY_TASK_ID}*50*1048576); $t=time+8; 1 while time<$t'

# long-lived ones first: the time-limit job needs ~1-2 min to be killed
TO=$(sub timeout u1 "--time=1 with sleep 600: killed by its time limit (TIMEOUT)" --time=1 --wrap 'sleep 600')
CA=$(sub cancelled u2 "touches 100 MiB then sleeps; scancel once it has run ~15 s (CANCELLED)" --mem=500M --wrap "perl -e '$HOLD' 100 300")
# phase A: the two CPU-efficiency jobs alone on the host's 2 cores
J1=$(sub cpu1 u1 "1 core, busy loop 30 s: near 100% CPU efficiency" -A astro -n1 --wrap "perl -e '$BUSY' 30")
J2=$(sub cpu4one u2 "4 cores (-c4), one busy 30 s: ~25% CPU efficiency" -n1 -c4 --mem=1G --wrap "perl -e '$BUSY' 30")
wait_running "$CA"; sleep 15; cr scancel "$CA"
for j in $J1 $J2; do while [ "$(state "$j")" = RUNNING ] || [ "$(state "$j")" = PENDING ]; do sleep 2; done; done
# phase B
sub mem1g u3 "--mem=1G, touches 300 MiB for 20 s (one batch step)" --mem=1G --wrap "perl -e '$HOLD' 300 20" >/dev/null
sub mempercpu u4 "-n2 --mem-per-cpu=300M, srun -n2 each task touches 100 MiB: the (/core) line" -n2 --mem-per-cpu=300M --wrap "srun perl -e '$HOLD' 100 12" >/dev/null
sub steps u1 "--mem=1G, two srun steps: --mem=200M touching 100 MiB, then --mem=500M touching 300 MiB" -A "$ALT" -n1 --mem=1G \
  --wrap "srun --mem=200M perl -e '$HOLD' 100 8; srun --mem=500M perl -e '$HOLD' 300 8" >/dev/null
sub unequal u2 "-n4 --mem-per-cpu=400M, one srun step of 4 tasks touching 60/120/180/240 MiB (max > average)" -n4 --mem-per-cpu=400M \
  --wrap "srun perl -e '$TASKMEM'" >/dev/null
sub array u3 "--array=1-3, task i touches i*50 MiB and busy-loops 8 s" --array=1-3 --mem=500M --wrap "perl -e '$ARRMEM'" >/dev/null
sub exit3 u4 "sleep 3; exit 3 (FAILED, exit code 3)" --wrap 'sleep 3; exit 3' >/dev/null
sub twonode u1 "-N2 --ntasks-per-node=1 --mem=500M, srun: each task touches 80 MiB and busy-loops 10 s" -A astro -N2 --ntasks-per-node=1 --mem=500M \
  --wrap "srun perl -e '\$x=\"a\" x (80*1048576); $BUSY' 10" >/dev/null
RU=$(sub running u3 "touches 150 MiB, busy 20 s, then sleeps: still RUNNING at capture" --mem=1G --wrap "perl -e '\$x=\"a\" x (150*1048576); $BUSY' 20; sleep 900")
sub held u4 "submitted with --hold: PENDING at capture" --hold --wrap 'sleep 10' >/dev/null
# wait until everything but the running and held jobs has ended
while cr squeue -h -t PD,R,CG,S -o '%A %T' | grep -vE "^($RU|$(awk '$1=="held"{print $2}' "$OUT/jobs.tsv")) " | grep -q .; do sleep 3; done
[ "$(state "$RU")" = RUNNING ]
sleep 5   # step records reach slurmdbd
# --- capture; each command's epoch times go to OUTDIR/captures.tsv
printf 'file\tepoch_before\tepoch_after\trc\tcmd\n' > "$OUT/captures.tsv"
cap() { # cap FILE CMD... : stdout to FILE, stderr to FILE.stderr (kept if non-empty), rc to FILE.rc (kept if non-zero)
  local f=$1; shift; local b a rc=0
  b=$(date +%s.%N); cr "$@" > "$OUT/$f" 2> "$OUT/$f.stderr" || rc=$?; a=$(date +%s.%N)
  [ -s "$OUT/$f.stderr" ] || rm -f "$OUT/$f.stderr"
  if [ "$rc" != 0 ]; then echo "$rc" > "$OUT/$f.rc"; fi
  printf '%s\t%s\t%s\t%s\t%s\n' "$f" "$b" "$a" "$rc" "$*" >> "$OUT/captures.tsv"; }
ALL=$(cr sacct --helpformat | tr -s ' \n' '\n' | grep -v '^$' | paste -sd,)
cap sacct.txt sacct -P -a -D --starttime="$T0" --endtime=now --format="$ALL"
IDS=$(cut -f2 "$OUT/jobs.tsv" | paste -sd,)
# the same fields by job id: the window above leaves out the held job (never eligible, so in no time window)
cap sacct-by-id.txt sacct -P -a -D -j "$IDS" --format="$ALL"
# sacct -P prints ReqMem as a total (no c/n suffix since 21.08); the JSON keeps memory per CPU vs per node
cap sacct-by-id.json sacct --json -a -D -j "$IDS"
# every id seff may be asked for: JobID (array tasks as A_i), JobIDRaw, and the array's own id
SEFF_IDS=$(cr sacct -n -X -P -a -j "$IDS" -o JobID,JobIDRaw | tr '|' '\n'; cut -f2 "$OUT/jobs.tsv")
for id in $(echo "$SEFF_IDS" | sort -u -t_ -k1,1n -k2,2n); do cap "seff/$id.txt" $SEFF "$id"; done
cap sacct-seff-columns.txt sacct -P -n -a --format JobID,User,Group,State,Cluster,AllocCPUS,REQMEM,TotalCPU,Elapsed,MaxRSS,ExitCode,NNodes,NTasks -j "$IDS"
# what seff does with a job id that is not in the database (rc 2) and with a step id
cap seff/99999.txt $SEFF 99999
ST=$(awk '$1=="steps"{print $2}' "$OUT/jobs.tsv"); cap "seff/$ST.1.txt" $SEFF "$ST.1"
for n in unequal steps; do id=$(awk -v n=$n '$1==n{print $2}' "$OUT/jobs.tsv"); cap "seff/$id-d.txt" $SEFF -d "$id"; done
cap sacctmgr.txt sacctmgr -P show assoc where cluster="$C" format=Cluster,Account,User,Partition,ID,ParentID,ParentName,$TREE,Share,Priority,QOS,DefaultQOS,GrpJobs,GrpJobsAccrue,GrpSubmit,GrpTRES,GrpTRESMins,GrpTRESRunMins,GrpWall,MaxJobs,MaxJobsAccrue,MaxSubmit,MaxTRES,MaxTRESPerNode,MaxTRESMins,MaxWall
cap getent-group.txt getent group u1 u2 u3 u4
cap getent-passwd.txt getent passwd u1 u2 u3 u4
cap versions.txt sh -c 'slurmctld -V; dpkg-query -W -f "\${Package} \${Version}\n" slurm-client libslurm-perl libslurmdb-perl perl'
if [ "$MODE" = host ]; then cp "$SLURM_CONF" "$OUT/slurm.conf"; else cp "$ROOT/etc/slurm/slurm.conf" "$OUT/slurm.conf"; fi
echo "$T0" > "$OUT/starttime.txt"
echo "$TAG $(git -C "$REPO" rev-parse "$TAG:contribs/seff/seff")" > "$OUT/seff-source.txt"
echo "captured into $OUT"
