#!/bin/bash
# How iota was run (the same commands were typed by hand; run this from the repository root, as root). kappa ran at the same time (its own scenario/start.sh).
# Unlike eta/theta there is no newer-finish.sh (no sreport): newer-final.sh runs once the capture loop has exited.
set -e
S=$(cd "$(dirname "$0")" && pwd); T=tools/oracle; OUT=${OUT:-/work/newer-run/iota}
source "$S/run.env"
$T/newer-slurm.sh sid $DIR                                   # skipped if the chroot exists
$T/newer-stop.sh $DIR || true
rm -rf $DIR/var/lib/slurm-newer $DIR/var/lib/mariadb $DIR/var/lib/mysql   # fresh DB, job ids from 1
$T/newer-start.sh $DIR $C $CTLDPORT $SLURMDPORT $DBDPORT $HALFLIFE $DBPORT "$S/$EXTRA_CONF"
mkdir -p $OUT; cp -r "$S" $OUT/
$T/newer-run-scenario.sh $DIR $C $OUT $WORKLOAD_S $CAPTURE_S $SEED "$S/$WPARAMS"
while kill -0 $(cat $OUT/capture.pid) 2>/dev/null; do sleep 10; done
$T/newer-final.sh $DIR $C $OUT $SACCT_START $TRANS_START
