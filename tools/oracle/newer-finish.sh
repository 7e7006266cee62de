#!/bin/bash
# Usage: newer-finish.sh DIR CLUSTER OUTDIR SACCT_START SREPORT_START SREPORT_END
# Waits until the capture loop started by newer-run-scenario.sh (OUTDIR/capture.pid) has exited, runs
# newer-final.sh DIR CLUSTER OUTDIR SACCT_START (transactions from SACCT_START too), then
# newer-final-sreport.sh DIR CLUSTER OUTDIR SREPORT_START SREPORT_END (which waits for the hourly rollup of
# the hour ending at SREPORT_END). Progress lines with epochs go to OUTDIR/finish.log.
HERE=$(cd "$(dirname "$0")" && pwd)
DIR=${1:?}; C=${2:?}; OUT=${3:?}; ST=${4:?}; RS=${5:?}; RE=${6:?}
log() { echo "$(date +%s.%N) $(date -u +%FT%TZ) $*" >> "$OUT/finish.log"; }
p=$(cat "$OUT/capture.pid"); while kill -0 "$p" 2>/dev/null; do sleep 2; done
log "capture loop $p ended; newer-final.sh"
"$HERE/newer-final.sh" "$DIR" "$C" "$OUT" "$ST" >> "$OUT/finish.log" 2>&1
log "newer-final.sh rc=$?; newer-final-sreport.sh (waits for the hourly rollup of the hour ending $RE)"
"$HERE/newer-final-sreport.sh" "$DIR" "$C" "$OUT" "$RS" "$RE" >> "$OUT/finish.log" 2>&1
log "newer-final-sreport.sh rc=$?"
