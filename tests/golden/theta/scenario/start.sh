#!/bin/bash
# How theta was run (the same commands were typed by hand; run this from the repository root, as root). eta ran at the same time (its own scenario/start.sh).
set -e
S=$(cd "$(dirname "$0")" && pwd); T=tools/oracle; OUT=${OUT:-/work/newer-run/theta}
source "$S/run.env"
$T/newer-slurm.sh trixie $DIR                                   # skipped if the chroot exists
$T/newer-stop.sh $DIR || true
rm -rf $DIR/var/lib/slurm-newer $DIR/var/lib/mariadb $DIR/var/lib/mysql   # fresh DB, job ids from 1
$T/newer-start.sh $DIR $C $CTLDPORT $SLURMDPORT $DBDPORT $HALFLIFE $DBPORT "$S/$EXTRA_CONF"
mkdir -p $OUT; cp -r "$S" $OUT/
$T/newer-run-scenario.sh $DIR $C $OUT $WORKLOAD_S $CAPTURE_S $SEED "$S/$WPARAMS"
setsid nohup $T/newer-finish.sh $DIR $C $OUT $SACCT_START $SREPORT_START $SREPORT_END >/dev/null 2>&1 &
