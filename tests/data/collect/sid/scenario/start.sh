#!/bin/bash
# How tests/data/collect/sid was made (the same commands were typed by hand, with sleeps in between; run this from
# the repository root, as root). Needs the sid chroot (tools/oracle/newer-slurm.sh sid /srv/slurm-sid) and the
# fairtrace binary to test at $FAIRTRACE_BIN. Leaves the cluster and slurmrestd running (stop: tools/oracle/newer-stop.sh).
set -e
S=$(cd "$(dirname "$0")" && pwd); T=tools/oracle; OUT=${OUT:-/work/newer-run/coll}; DATA=$(dirname "$S")
FAIRTRACE_BIN=${FAIRTRACE_BIN:-/tmp/fairtrace-collect-bin}
source "$S/run.env"
cr() { chroot $DIR "$@"; }
$T/newer-slurm.sh sid $DIR                                   # skipped if the chroot exists
cr apt-get install -y -o Acquire::Check-Valid-Until=false slurmrestd slurm-wlm-jwt-plugin   # auth_jwt.so is in the jwt plugin package
$T/newer-stop.sh $DIR || true
rm -rf $DIR/var/lib/slurm-newer $DIR/var/lib/mariadb $DIR/var/lib/mysql   # fresh DB, job ids from 1
K=$DIR/var/lib/slurm-newer/$C/state/jwt_hs256.key           # must exist before slurmdbd/slurmctld start
mkdir -p $(dirname $K); dd if=/dev/urandom bs=32 count=1 of=$K; chmod 600 $K   # owner root = SlurmUser
DBD_EXTRA="$S/$DBD_EXTRA" $T/newer-start.sh $DIR $C $CTLDPORT $SLURMDPORT $DBDPORT $HALFLIFE $DBPORT "$S/$EXTRA_CONF"
cr scontrol token username=root lifespan=86400
# slurmrestd refuses root and SlurmUser: run it as an unprivileged user; every data_parser it has
cr id restd >/dev/null 2>&1 || cr useradd -r -M -s /usr/sbin/nologin restd
setsid nohup chroot $DIR runuser -u restd -- env SLURM_JWT=daemon slurmrestd -a rest_auth/jwt \
  -s openapi/slurmctld,openapi/slurmdbd,openapi/util \
  -d data_parser/v0.0.42,data_parser/v0.0.43,data_parser/v0.0.44,data_parser/v0.0.45 127.0.0.1:$RESTD_PORT \
  > $DIR/var/lib/slurm-newer/$C/log/slurmrestd.log 2>&1 < /dev/null &
sleep 3
TOKEN=$(cr scontrol token username=root lifespan=86400 | sed 's/^SLURM_JWT=//')
curl -s -H "X-SLURM-USER-NAME: root" -H "X-SLURM-USER-TOKEN: $TOKEN" http://127.0.0.1:$RESTD_PORT/openapi/v3 | gzip -9n > "$DATA/rest/openapi.json.gz"
cp "$FAIRTRACE_BIN" $DIR/usr/local/bin/fairtrace
$T/newer-run-scenario.sh $DIR $C $OUT $WORKLOAD_S $CAPTURE_S $SEED "$S/$WPARAMS"   # the run used tests/golden/eta/scenario/workload_params.json (identical copy)
T0=$(cut -d. -f1 $OUT/scenario_start_epoch.txt)
collect() { # N [--since DAY]
  local n=$1; shift
  cr env TZ=UTC fairtrace --db /root/coll.duckdb collect "$@" --keep /root/collect/run$n > "$DATA/run$n.out" 2> "$DATA/run$n.err" || true
  "$S/rest_dump.sh" $n "$DATA"; }
sleep $((T0 + 480 - $(date +%s)));  collect 1 --since $(date -u +%F)
sleep $((T0 + 660 - $(date +%s)));  cr sacctmgr -i modify user u2 where account=astro cluster=$C set fairshare=40
sleep $((T0 + 1200 - $(date +%s))); collect 2
while kill -0 $(cat $OUT/capture.pid) 2>/dev/null; do sleep 10; done
collect 3
$T/newer-final.sh $DIR $C $OUT $(date -u +%FT00:00:00)
"$S/layout.sh"        # the trimmed copy into tests/data/collect/sid (run1-3/ are copied from $DIR/root/collect/runN)
