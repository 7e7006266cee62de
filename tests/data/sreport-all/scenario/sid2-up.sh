#!/bin/bash
# 26.05 in chroot DIR (default /srv/slurm-sid2, made by tools/oracle/newer-slurm.sh sid DIR): one MariaDB (3309),
# one slurmdbd (7119, TrackWCKey=yes), cluster a (/etc/slurm/slurm.conf, ctld 7117, slurmd 7118) and
# cluster b (/etc/slurm-b/slurm.conf, ctld 7127, slurmd 7128, own StateSaveLocation), then accounts.sh.
# Adapted from tools/oracle/newer-start.sh (which handles one cluster per chroot).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd); T=$HERE/../../../../tools/oracle
DIR=${1:-/srv/slurm-sid2}; BP=7119; MP=3309; HL=0-0:10
HOSTN=$(hostname)
cr() { chroot "$DIR" "$@"; }
wait_for() { local n=$1; shift; for _ in $(seq 1 "$n"); do "$@" >/dev/null 2>&1 && return 0; sleep 1; done
  echo "timed out waiting for: $*" >&2; return 1; }
render() { # render SRC DST CLUSTER CTLDPORT SLURMDPORT
  sed -e "s/@CLUSTER@/$3/g" -e "s/@CTLDPORT@/$4/g" -e "s/@SLURMDPORT@/$5/g" -e "s/@DBDPORT@/$BP/g" \
      -e "s/@DBPORT@/$MP/g" -e "s/@HALFLIFE@/$HL/g" -e "s/@HOST@/$HOSTN/g" -e "s#@STATE@#/var/lib/slurm-newer/$3#g" "$1" > "$2"; }
chroot "$DIR" test -x /usr/sbin/slurmctld
for m in proc sys dev dev/pts; do mountpoint -q "$DIR/$m" || mount --bind "/$m" "$DIR/$m"; done
for c in a b; do mkdir -p "$DIR/var/lib/slurm-newer/$c"/{state,spool,log,dbd,jobout}; done
# munge (own /run inside the chroot)
cr sh -c 'mkdir -p /run/munge /var/log/munge /var/lib/munge && chown munge:munge /run/munge /var/log/munge /var/lib/munge /etc/munge /etc/munge/munge.key && chmod 600 /etc/munge/munge.key'
if ! cr sh -c 'munge -n </dev/null | unmunge' >/dev/null 2>&1; then
  cr runuser -u munge -- /usr/sbin/munged --force; wait_for 10 cr sh -c 'munge -n </dev/null | unmunge'; fi
# MariaDB
if [ -d "$DIR/var/lib/mariadb" ]; then DATADIR=/var/lib/mariadb; else DATADIR=/var/lib/mysql; fi
render "$T/conf/mariadb-oracle.cnf" "$DIR/etc/mysql/mariadb.conf.d/99-oracle.cnf" a 0 0
echo "datadir = $DATADIR" >> "$DIR/etc/mysql/mariadb.conf.d/99-oracle.cnf"
cr sh -c 'mkdir -p /run/mysqld /run/mariadbd && chown mysql:mysql /run/mysqld /run/mariadbd'
[ -d "$DIR$DATADIR/mysql" ] || cr mariadb-install-db --user=mysql --datadir=$DATADIR > "$DIR/var/lib/slurm-newer/a/log/mariadb-install-db.log" 2>&1
if ! cr mysqladmin ping >/dev/null 2>&1; then
  setsid chroot "$DIR" mariadbd-safe > "$DIR/var/lib/slurm-newer/a/log/mysqld_safe.out" 2>&1 < /dev/null &
  wait_for 60 cr mysqladmin ping; fi
cr mysql -uroot <<SQL
CREATE DATABASE IF NOT EXISTS slurm_acct_db;
CREATE USER IF NOT EXISTS 'slurm'@'localhost' IDENTIFIED BY 'slurmdbpass';
CREATE USER IF NOT EXISTS 'slurm'@'127.0.0.1' IDENTIFIED BY 'slurmdbpass';
GRANT ALL ON slurm_acct_db.* TO 'slurm'@'localhost';
GRANT ALL ON slurm_acct_db.* TO 'slurm'@'127.0.0.1';
FLUSH PRIVILEGES;
SQL
# configs: a in /etc/slurm, b in /etc/slurm-b (slurmd/slurmctld find gres.conf and cgroup.conf beside slurm.conf)
for spec in "a 7117 7118 /etc/slurm" "b 7127 7128 /etc/slurm-b"; do
  set -- $spec; mkdir -p "$DIR$4"
  render "$T/conf/slurm.conf.tmpl" "$DIR$4/slurm.conf" $1 $2 $3
  python3 "$T/newer-merge-conf.py" "$DIR$4/slurm.conf" "$HERE/slurm_extra.conf" $1
  render "$T/conf/gres.conf.tmpl" "$DIR$4/gres.conf" $1 $2 $3
  cp "$T/conf/cgroup.conf" "$DIR$4/cgroup.conf"
  for i in 0 1 2 3; do [ -e "$DIR/var/lib/slurm-newer/$1/fakegpu$i" ] || mknod "$DIR/var/lib/slurm-newer/$1/fakegpu$i" c 1 3; done
done
render "$T/conf/slurmdbd.conf.tmpl" "$DIR/etc/slurm/slurmdbd.conf" a 0 0
echo "TrackWCKey=yes" >> "$DIR/etc/slurm/slurmdbd.conf"; chmod 600 "$DIR/etc/slurm/slurmdbd.conf"
H=$DIR/var/lib/slurm-newer
if ! { [ -s "$H/a/dbd/slurmdbd.pid" ] && kill -0 "$(cat "$H/a/dbd/slurmdbd.pid")" 2>/dev/null; }; then
  rm -f "$H/a/dbd/slurmdbd.pid"; cr /usr/sbin/slurmdbd
  wait_for 60 test -s "$H/a/dbd/slurmdbd.pid"; wait_for 60 cr sacctmgr -n show cluster; fi
cr sacctmgr -i add cluster a >/dev/null 2>&1 || true
cr sacctmgr -i add cluster b >/dev/null 2>&1 || true
for spec in "a /etc/slurm" "b /etc/slurm-b"; do
  set -- $spec; F=$2/slurm.conf
  if ! { [ -s "$H/$1/slurmctld.pid" ] && kill -0 "$(cat "$H/$1/slurmctld.pid")" 2>/dev/null; }; then
    cr /usr/sbin/slurmctld -c -f $F; wait_for 60 cr env SLURM_CONF=$F scontrol ping; fi
  if ! { [ -s "$H/$1/slurmd-$1-n1.pid" ] && kill -0 "$(cat "$H/$1/slurmd-$1-n1.pid")" 2>/dev/null; }; then
    mkdir -p "$H/$1/spool/$1-n1"; cr /usr/sbin/slurmd -f $F -N "$1-n1"; wait_for 30 test -s "$H/$1/slurmd-$1-n1.pid"; fi
done
sleep 3
cr env SLURM_CONF=/etc/slurm/slurm.conf scontrol update nodename=a-n1 state=resume 2>/dev/null || true
cr env SLURM_CONF=/etc/slurm-b/slurm.conf scontrol update nodename=b-n1 state=resume 2>/dev/null || true
for i in 1 2 3 4 5 6; do cr id u$i >/dev/null 2>&1 || cr useradd -m -u $((2000+i)) u$i; done
PFX="chroot $DIR" "$HERE/accounts.sh"
cr slurmctld -V
cr env SLURM_CONF=/etc/slurm/slurm.conf sinfo; cr env SLURM_CONF=/etc/slurm-b/slurm.conf sinfo
