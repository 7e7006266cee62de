#!/bin/bash
# How lambda was run (run this from the repository root, as root): this script itself was run once, in the background.
# Like iota there is no newer-finish.sh (no sreport): newer-final.sh runs once the capture loop has exited.
# Differences from iota's start.sh: the chroot's MariaDB gets init_connect='SET NAMES latin1' (98-lambda-bytes.cnf, see
# README.md: without it the 0xFF/0xFE bytes are stored as '?'), partitions.conf is installed through INCLUDE_FILES,
# accounts.sh adds QOS scav/boost, the user longusername01 and the rest of the tree, and odd_bytes_jobs.sh submits the
# two jobs with bytes that are not UTF-8 300 s into the workload.
set -e
S=$(cd "$(dirname "$0")" && pwd); T=tools/oracle; OUT=${OUT:-/work/newer-run/lambda}
source "$S/run.env"
$T/newer-slurm.sh sid $DIR                                   # skipped if the chroot exists
$T/newer-stop.sh $DIR || true
rm -rf $DIR/var/lib/slurm-newer $DIR/var/lib/mariadb $DIR/var/lib/mysql   # fresh DB, job ids from 1
mkdir -p $DIR/etc/mysql/mariadb.conf.d
cat > $DIR/etc/mysql/mariadb.conf.d/98-lambda-bytes.cnf <<'CNF'
# lambda (tests/golden/lambda/scenario/start.sh): every connection of a user without SUPER (slurmdbd's 'slurm')
# starts with SET NAMES latin1, so bytes that are not UTF-8 (0xFF in a job name, 0xFE in a comment) go into the
# utf8mb4 tables as latin1 characters and come back to slurmdbd as the same bytes. With the default (utf8mb4
# connection) MariaDB stores them as '?'.
[mysqld]
init_connect = 'SET NAMES latin1'
CNF
INCLUDE_FILES="$S/$INCLUDE" $T/newer-start.sh $DIR $C $CTLDPORT $SLURMDPORT $DBDPORT $HALFLIFE $DBPORT "$S/$EXTRA_CONF"
mkdir -p $OUT; cp -r "$S" $OUT/
"$S/accounts.sh" $DIR $C > $OUT/accounts.out 2>&1
$T/newer-run-scenario.sh $DIR $C $OUT $WORKLOAD_S $CAPTURE_S $SEED "$S/$WPARAMS"
sleep 300; "$S/odd_bytes_jobs.sh" $DIR $OUT
while kill -0 $(cat $OUT/capture.pid) 2>/dev/null; do sleep 10; done
$T/newer-final.sh $DIR $C $OUT $SACCT_START $TRANS_START
