#!/bin/bash
# How tests/data/collect/sidft was made: this script ran it (from the repository root, as root, under setsid nohup).
# A fresh Slurm 26.05.5 controller under Fair Tree (MAX_TRES_GRES, PriorityCalcPeriod 5 min), watched every 2 s from before
# slurmctld's start (fastloop.sh) through the accounts' creation (newer-start.sh makes them after slurmctld starts), the
# first jobs, and the first two decay cycles that saw the associations; four collect runs (run 1 before that first cycle),
# an association added live (u2 in bio), full snapshots every 60 s. Appends every command with its epochs to commands.txt.
# Needs the chroot /srv/slurm-sidf (a copy of tools/oracle/newer-slurm.sh sid's) and the fairtrace binary at $FAIRTRACE_BIN.
set -u
S=$(cd "$(dirname "$0")" && pwd); T=tools/oracle
OUT=/work/capture-sidf/run; DATA=$(dirname "$S")
FAIRTRACE_BIN=${FAIRTRACE_BIN:-/work/notes/fairtrace-collect-bin}
source "$S/run.env"
H=$DIR/var/lib/slurm-newer/$C
CMDS=$DATA/commands.txt
cr() { chroot $DIR "$@"; }
ep() { date +%s.%N; }
note() { echo "$*" >> $CMDS; }
x() { local b a rc; b=$(ep); "$@"; rc=$?; a=$(ep); note "$*   # rc=$rc epoch_before=$b epoch_after=$a"; return $rc; }
sleep_until() { local now; now=$(date +%s); [ "$1" -le "$now" ] || sleep $(( $1 - now )); }
collect() { # N [--since DAY]
  local n=$1 b a rc; shift
  b=$(ep); cr env TZ=UTC fairtrace --db $DB collect "$@" --keep /root/collect/run$n > "$DATA/run$n.out" 2> "$DATA/run$n.err"; rc=$?; a=$(ep)
  note "chroot $DIR env TZ=UTC fairtrace --db $DB collect ${*:+$* }--keep /root/collect/run$n > run$n.out 2> run$n.err   # rc=$rc epoch_before=$b epoch_after=$a"; }
sub() { # USER ACCOUNT ARGS... : a first job, as the user
  local u=$1 acc=$2 b a rc out; shift 2
  b=$(ep); out=$(cr runuser -u $u -- sbatch -A $acc -o /dev/null "$@" 2>&1); rc=$?; a=$(ep)
  note "chroot $DIR runuser -u $u -- sbatch -A $acc -o /dev/null $*   # rc=$rc epoch_before=$b epoch_after=$a: $out"; }

mkdir -p "$DATA" $OUT; rm -f $OUT/STOP
note "# commands.txt: what ran, in order (host shell, cwd /work/wt-f, as root), written by scenario/start.sh as it ran."
note "# epochs = date +%s.%N before/after each command; rc = its exit status"
note ""
note "## 1. fresh start  epoch=$(ep)"
x rm -rf $H $DIR/var/lib/mariadb/* $DIR/root/collect $DIR$DB $DIR$DB.wal
T0=$(date +%s); echo "$T0" > $OUT/t0.txt
setsid nohup "$S/fastloop.sh" $DIR $C $OUT $FAST_S > /dev/null 2>&1 & echo $! > $OUT/fast.pid
note "$S/fastloop.sh $DIR $C $OUT $FAST_S &   # started at T0=$T0 ($(date -u -d @$T0 +%FT%TZ)), pid $(cat $OUT/fast.pid)"
x $T/newer-start.sh $DIR $C $CTLDPORT $SLURMDPORT $DBDPORT $HALFLIFE $DBPORT "$S/$EXTRA_CONF" || exit 1
note "#   slurmctld.log first line: $(head -1 $H/log/slurmctld.log)"
sub u1 astro -c 48 -t 10 --wrap 'sleep 500'
sub u4 bio -c 32 -t 10 --wrap 'sleep 400'
sub u2 astro -c 16 -t 10 --wrap 'sleep 300'
sub u3 physics -c 32 -t 10 --wrap 'sleep 300'
sub u1 bio -c 8 -t 10 --wrap 'sleep 200'
x cp "$FAIRTRACE_BIN" $DIR/usr/local/bin/fairtrace
note "#   sha256 $(sha256sum < $DIR/usr/local/bin/fairtrace | cut -d' ' -f1)  ($FAIRTRACE_BIN, $(stat -c '%s bytes, mtime %y' "$FAIRTRACE_BIN"))"
note "#   $(cr fairtrace --version 2>&1)"
note "#   $(cr dpkg-query -W -f '${Package} ${Version}; ' slurmctld slurmd slurmdbd slurm-client munge mariadb-server)"

note ""
note "## 2. scenario (workload + 60 s snapshots)"
x $T/newer-run-scenario.sh $DIR $C $OUT $WORKLOAD_S $CAPTURE_S $SEED "$S/$WPARAMS"

note ""; note "## 3. collect run 1 (T0+$T_RUN1 s, before the first cycle that saw the associations)"
sleep_until $((T0 + T_RUN1)); collect 1 --since $(date -u +%F)
note ""; note "## 4. collect run 2 (T0+$T_RUN2 s)"
sleep_until $((T0 + T_RUN2)); collect 2
note ""; note "## 5. a new association (T0+$T_ASSOC s): u2 in bio, and a job for it"
sleep_until $((T0 + T_ASSOC))
x cr sacctmgr -i add user u2 cluster=$C account=bio fairshare=3
sub u2 bio -c 4 -t 10 --wrap 'sleep 120'
note ""; note "## 6. collect run 3 (T0+$T_RUN3 s)"
sleep_until $((T0 + T_RUN3)); collect 3
note ""; note "## 7. after the loops: collect run 4, info, newer-final.sh"
while kill -0 $(cat $OUT/capture.pid) 2>/dev/null || kill -0 $(cat $OUT/fast.pid) 2>/dev/null; do sleep 2; done
note "#   loops gone at epoch=$(ep): $(tail -1 $OUT/capture_loop.log)"
collect 4
b=$(ep); cr env TZ=UTC fairtrace --db $DB info > "$DATA/info.out" 2> "$DATA/info.err"; rc=$?; a=$(ep)
note "chroot $DIR env TZ=UTC fairtrace --db $DB info > info.out 2> info.err   # rc=$rc epoch_before=$b epoch_after=$a"
x $T/newer-final.sh $DIR $C $OUT $(date -u +%FT00:00:00)
x kill -- -$(cat $OUT/workload.pid)
note ""; note "## 8. stop"
x $T/newer-stop.sh $DIR
note "# done epoch=$(ep)"
