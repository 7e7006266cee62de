#!/bin/bash
# Usage: newer-capture-loop.sh DIR CLUSTER OUTDIR DURATION_S [INTERVAL_S=60]  -- newer-capture-snapshot.sh every
# INTERVAL_S seconds (aligned to the loop start) into OUTDIR/snapshots, until DURATION_S has passed or OUTDIR/STOP exists.
HERE=$(cd "$(dirname "$0")" && pwd)
DIR=${1:?}; C=${2:?}; OUT=${3:?}; DUR=${4:?}; IV=${5:-60}
mkdir -p "$OUT/snapshots"
START=$(date +%s); n=0
while :; do
  now=$(date +%s); [ $((now-START)) -ge $DUR ] && break; [ -e "$OUT/STOP" ] && break
  "$HERE/newer-capture-snapshot.sh" "$DIR" "$C" "$OUT/snapshots" >> "$OUT/capture_loop.log" 2>&1
  n=$((n+1)); next=$((START + n*IV)); now=$(date +%s)
  [ $next -gt $now ] && sleep $((next-now))
done
echo "capture loop done: $n snapshots" >> "$OUT/capture_loop.log"
