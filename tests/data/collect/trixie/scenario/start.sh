#!/bin/bash
# How tests/data/collect/trixie was made: this script ran it (from the repository root, as root, under setsid nohup).
# Needs the trixie chroot (tools/oracle/newer-slurm.sh trixie /srv/slurm-trixie) and the fairtrace binary to test at
# $FAIRTRACE_BIN. Appends every command with its epochs (date +%s.%N) and rc to $DATA/commands.txt.
# OVERRIDES (optional, a file sourced after run.env) was used for the short dry run only (other OUT/DATA/DB, short times).
# Stops the cluster at the end (tools/oracle/newer-stop.sh); layout.sh then makes the trimmed copy.
set -u
S=$(cd "$(dirname "$0")" && pwd); T=tools/oracle
OUT=/work/capture-trixie/nite; DATA=$(dirname "$S")
FAIRTRACE_BIN=${FAIRTRACE_BIN:-/work/notes/fairtrace-collect-bin}
source "$S/run.env"
[ -z "${OVERRIDES:-}" ] || source "$OVERRIDES"
H=$DIR/var/lib/slurm-newer/$C          # state dir as seen from the host
CMDS=$DATA/commands.txt
cr() { chroot $DIR "$@"; }
ep() { date +%s.%N; }
note() { echo "$*" >> $CMDS; }
x() { # x CMD... : run, append "CMD  # rc=.. epoch_before=.. epoch_after=.." (stdout/stderr to the driver log)
  local b a rc; b=$(ep); "$@"; rc=$?; a=$(ep)
  note "$*   # rc=$rc epoch_before=$b epoch_after=$a"; return $rc; }
sleep_until() { local now; now=$(date +%s); [ "$1" -le "$now" ] || sleep $(( $1 - now )); }
collect() { # N [--since DAY]
  local n=$1 b a rc; shift
  b=$(ep); cr env TZ=UTC fairtrace --db $DB collect "$@" --keep /root/collect/run$n > "$DATA/run$n.out" 2> "$DATA/run$n.err"; rc=$?; a=$(ep)
  note "chroot $DIR env TZ=UTC fairtrace --db $DB collect ${*:+$* }--keep /root/collect/run$n > run$n.out 2> run$n.err   # rc=$rc epoch_before=$b epoch_after=$a"; }

mkdir -p "$DATA"
note "# commands.txt: what ran, in order (host shell, cwd /work/main, as root), written by scenario/start.sh as it ran."
note "# epochs = date +%s.%N before/after each command; rc = its exit status"
note ""
note "## 1. fresh start  epoch=$(ep)"
x $T/newer-stop.sh $DIR
x rm -rf $DIR/var/lib/slurm-newer $DIR/var/lib/mariadb $DIR/var/lib/mysql $DIR/root/collect $DIR$DB $DIR$DB.wal
x $T/newer-start.sh $DIR $C $CTLDPORT $SLURMDPORT $DBDPORT $HALFLIFE $DBPORT "$S/$EXTRA_CONF" || exit 1
x cp "$FAIRTRACE_BIN" $DIR/usr/local/bin/fairtrace
note "#   sha256 $(sha256sum < $DIR/usr/local/bin/fairtrace | cut -d' ' -f1)  ($FAIRTRACE_BIN, $(stat -c '%s bytes, mtime %y' "$FAIRTRACE_BIN"))"
note "#   $(cr fairtrace --version 2>&1)"
note "#   $(cr dpkg-query -W -f '${Package} ${Version}; ' slurmctld slurmd slurmdbd slurm-client munge mariadb-server)"

note ""
note "## 2. scenario (workload + capture loop)"
mkdir -p $OUT; rm -f $OUT/STOP
x $T/newer-run-scenario.sh $DIR $C $OUT $WORKLOAD_S $CAPTURE_S $SEED "$S/$WPARAMS"
T0=$(cut -d. -f1 $OUT/scenario_start_epoch.txt)
note "#   scenario_start_epoch.txt=$(cat $OUT/scenario_start_epoch.txt)  ($(date -u -d @$T0 +%FT%TZ))"

note ""; note "## 3. collect run 1 (start+$T_RUN1 s)"
sleep_until $((T0 + T_RUN1)); collect 1 --since $(date -u +%F)

note ""; note "## 4. collect run 2 (start+$T_RUN2 s, no --since: resumes)"
sleep_until $((T0 + T_RUN2)); collect 2

note ""; note "## 5. slurmctld restart (start+$T_STOP s): stopped by its pid file as newer-stop.sh does, started again without -c (keeps its state)"
sleep_until $((T0 + T_STOP))
P=$(cat $H/slurmctld.pid); b=$(ep); kill $P; rc=$?
for _ in $(seq 1 600); do kill -0 $P 2>/dev/null || break; sleep 0.1; done; a=$(ep)
note "kill \$(cat $H/slurmctld.pid)   # pid $P, rc=$rc epoch_before=$b; process gone at epoch=$a$(kill -0 $P 2>/dev/null && echo ' STILL RUNNING')"
rm -f $H/slurmctld.pid
sleep $RESTART_WAIT
b=$(ep); cr /usr/sbin/slurmctld; rc=$?; a=$(ep)
note "chroot $DIR /usr/sbin/slurmctld   # rc=$rc epoch_before=$b epoch_after=$a (returns once daemonised)"
PING=""
for i in $(seq 1 600); do
  pb=$(ep); out=$(cr scontrol ping 2>&1); prc=$?; pa=$(ep)
  if [ $prc -eq 0 ] && echo "$out" | grep -q UP; then PING=$pa; break; fi
  [ $i -eq 1 ] && note "chroot $DIR scontrol ping   # first try: rc=$prc epoch_before=$pb epoch_after=$pa: $(echo "$out" | tr '\n' ' ')"
  sleep 0.2
done
note "chroot $DIR scontrol ping   # first answer UP (try $i): rc=$prc epoch_before=$pb epoch_after=$pa: $(echo "$out" | tr '\n' ' ')"
[ -n "$PING" ] || { PING=$(ep); note "#   NO UP answer from scontrol ping: extra snapshots timed from epoch $PING"; }
for d in $RESTART_SNAPS; do
  # sleep to PING + d seconds (sub-second)
  sleep $(python3 -c "import time; print(max(0.0, $PING + $d - time.time()))")
  b=$(ep); dir=$($T/newer-capture-snapshot.sh $DIR $C $OUT/restart_snapshots); rc=$?; a=$(ep)
  note "$T/newer-capture-snapshot.sh $DIR $C $OUT/restart_snapshots   # ping+$d s: rc=$rc epoch_before=$b epoch_after=$a -> $(basename "$dir")"
done

note ""; note "## 6. collect run 3 (start+$T_RUN3 s)"
sleep_until $((T0 + T_RUN3)); collect 3

note ""; note "## 7. tree change (start+$T_TREE s)"
sleep_until $((T0 + T_TREE))
b=$(ep); cr sacctmgr -i modify user u2 where account=astro cluster=$C set fairshare=40 > $OUT/tree_change.out 2>&1; rc=$?; a=$(ep)
note "chroot $DIR sacctmgr -i modify user u2 where account=astro cluster=$C set fairshare=40   # rc=$rc epoch_before=$b epoch_after=$a"
sed 's/^/#    /' $OUT/tree_change.out >> $CMDS

note ""; note "## 8. collect run 4 (start+$T_RUN4 s)"
sleep_until $((T0 + T_RUN4)); collect 4

note ""; note "## 9. after the capture loop: collect run 5, info, newer-final.sh"
while kill -0 $(cat $OUT/capture.pid) 2>/dev/null; do sleep 2; done
note "#   capture loop gone at epoch=$(ep): $(tail -1 $OUT/capture_loop.log)"
collect 5
b=$(ep); cr env TZ=UTC fairtrace --db $DB info > "$DATA/info.out" 2> "$DATA/info.err"; rc=$?; a=$(ep)
note "chroot $DIR env TZ=UTC fairtrace --db $DB info > info.out 2> info.err   # rc=$rc epoch_before=$b epoch_after=$a"
x $T/newer-final.sh $DIR $C $OUT $(date -u +%FT00:00:00)
while kill -0 $(cat $OUT/workload.pid) 2>/dev/null; do sleep 2; done
note "#   workload gone at epoch=$(ep); last action: $(tail -1 $OUT/workload_actions.jsonl | cut -c1-120)"

note ""; note "## 10. stop"
x $T/newer-stop.sh $DIR
note "# done epoch=$(ep)"
