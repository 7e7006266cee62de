#!/bin/bash
# Usage: newer-start.sh DIR CLUSTER [CTLDPORT=6917] [SLURMDPORT=6918] [DBDPORT=6919] [HALFLIFE=0-0:10] [DBPORT=3307] [EXTRA_CONF]
# EXTRA_CONF (optional, a host path): per-scenario slurm.conf lines merged by newer-merge-conf.py into the rendered
# template (same key replaces the template line, PartitionName=X replaces/adds partition X, '!Key' deletes a line).
# Inside the chroot DIR made by newer-slurm.sh: starts munged, MariaDB, slurmdbd, then slurmctld + slurmd
# of a one-node loopback cluster CLUSTER, and creates QOS a/b and a small account tree (first run only).
# One cluster per chroot: configs go to the chroot's /etc/slurm (the default path, so no SLURM_CONF is
# needed for client commands run with `chroot DIR ...`); state/logs go to /var/lib/slurm-newer/CLUSTER.
# Ports differ from the host's 22.05 oracle (6817-6868, slurmdbd 6819, MariaDB 3306).
# CGROUP_CONF (environment, a host path): the cgroup.conf to install instead of conf/cgroup.conf.
# INCLUDE_FILES (environment, host paths separated by spaces): each is rendered (@CLUSTER@ etc.) into the chroot's
# /etc/slurm/ under its own name, for an 'include /etc/slurm/NAME' line of EXTRA_CONF (see newer-merge-conf.py).
# DBD_EXTRA (environment, a host path): its lines are rendered (@CLUSTER@, @STATE@ etc.) and appended to the rendered
# slurmdbd.conf (e.g. AuthAltTypes=auth/jwt for slurmrestd). Unset: slurmdbd.conf is the template alone.
# ACCOUNTS_SCRIPT (environment, a host path): a bash script run inside the chroot (as `bash -s CLUSTER`) on the first
# run instead of the default users/QOS/tree below (e.g. the 22.05 oracle's tree for tests/data/privatedata-26.05).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
DIR=${1:?usage: newer-start.sh DIR CLUSTER}; C=${2:?usage: newer-start.sh DIR CLUSTER}
CP=${3:-6917}; DP=${4:-6918}; BP=${5:-6919}; HL=${6:-0-0:10}; MP=${7:-3307}; XC=${8:-}
[ -z "$XC" ] || [ -r "$XC" ] || { echo "EXTRA_CONF $XC not readable" >&2; exit 1; }
[ -z "${DBD_EXTRA:-}" ] || [ -r "$DBD_EXTRA" ] || { echo "DBD_EXTRA $DBD_EXTRA not readable" >&2; exit 1; }
[ -z "${ACCOUNTS_SCRIPT:-}" ] || [ -r "$ACCOUNTS_SCRIPT" ] || { echo "ACCOUNTS_SCRIPT $ACCOUNTS_SCRIPT not readable" >&2; exit 1; }
S=/var/lib/slurm-newer/$C            # state dir as seen inside the chroot
H=$DIR$S                             # the same dir as seen from the host
HOSTN=$(hostname)
cr() { chroot "$DIR" "$@"; }
wait_for() { # wait_for SECONDS CMD... : poll until CMD succeeds
  local n=$1; shift; for _ in $(seq 1 "$n"); do "$@" >/dev/null 2>&1 && return 0; sleep 1; done
  echo "timed out waiting for: $*" >&2; return 1; }
render() { # render SRC DST : substitute the @KEYS@
  sed -e "s/@CLUSTER@/$C/g" -e "s/@CTLDPORT@/$CP/g" -e "s/@SLURMDPORT@/$DP/g" -e "s/@DBDPORT@/$BP/g" \
      -e "s/@DBPORT@/$MP/g" -e "s/@HALFLIFE@/$HL/g" -e "s/@HOST@/$HOSTN/g" -e "s#@STATE@#$S#g" "$1" > "$2"; }

# resolve inside the chroot: /usr/sbin/slurmctld is an absolute symlink into the chroot's /etc/alternatives,
# so a test from the host ([ -x "$DIR/usr/sbin/slurmctld" ]) follows it to the host's /etc and fails
chroot "$DIR" test -x /usr/sbin/slurmctld 2>/dev/null || { echo "no Slurm in $DIR: run newer-slurm.sh first" >&2; exit 1; }
# kernel filesystems (newer-stop.sh unmounts them)
for m in proc sys dev dev/pts; do mountpoint -q "$DIR/$m" || mount --bind "/$m" "$DIR/$m"; done
mkdir -p "$H"/{state,spool,log,dbd,jobout}; chmod 777 "$H/jobout"

# --- munge: the chroot has its own /run, so its munged/socket never meets the host's.
#     The package already made /etc/munge/munge.key; make one if missing.
[ -s "$DIR/etc/munge/munge.key" ] || cr mungekey --create --keyfile=/etc/munge/munge.key
cr sh -c 'mkdir -p /run/munge /var/log/munge /var/lib/munge && chown munge:munge /run/munge /var/log/munge /var/lib/munge /etc/munge /etc/munge/munge.key && chmod 600 /etc/munge/munge.key'
if ! cr sh -c 'munge -n </dev/null | unmunge' >/dev/null 2>&1; then
  cr runuser -u munge -- /usr/sbin/munged --force
  wait_for 10 cr sh -c 'munge -n </dev/null | unmunge'
fi
echo "munge: $(cr sh -c 'munge -n </dev/null | unmunge' | grep STATUS)"

# --- MariaDB 11.8 (both sid and trixie): own port, loopback only, snapshot isolation off (see cnf).
# datadir: Debian's MariaDB >= 1:11.8.6-5 (sid) uses /var/lib/mariadb, older packages /var/lib/mysql;
# the postinst initialises it even though it may not start the server. Pin it in our cnf either way.
if [ -d "$DIR/var/lib/mariadb" ]; then DATADIR=/var/lib/mariadb; else DATADIR=/var/lib/mysql; fi
render "$HERE/conf/mariadb-oracle.cnf" "$DIR/etc/mysql/mariadb.conf.d/99-oracle.cnf"
echo "datadir = $DATADIR" >> "$DIR/etc/mysql/mariadb.conf.d/99-oracle.cnf"
cr sh -c 'mkdir -p /run/mysqld /run/mariadbd && chown mysql:mysql /run/mysqld /run/mariadbd'
if [ ! -d "$DIR$DATADIR/mysql" ]; then
  cr mariadb-install-db --user=mysql --datadir=$DATADIR >"$H/log/mariadb-install-db.log" 2>&1
fi
if ! cr mysqladmin ping >/dev/null 2>&1; then
  setsid chroot "$DIR" mariadbd-safe >"$H/log/mysqld_safe.out" 2>&1 < /dev/null &
  wait_for 60 cr mysqladmin ping
fi
cr mysql -uroot <<SQL
CREATE DATABASE IF NOT EXISTS slurm_acct_db;
CREATE USER IF NOT EXISTS 'slurm'@'localhost' IDENTIFIED BY 'slurmdbpass';
CREATE USER IF NOT EXISTS 'slurm'@'127.0.0.1' IDENTIFIED BY 'slurmdbpass';
GRANT ALL ON slurm_acct_db.* TO 'slurm'@'localhost';
GRANT ALL ON slurm_acct_db.* TO 'slurm'@'127.0.0.1';
FLUSH PRIVILEGES;
SQL
echo "mariadb: $(cr mysql -uroot -N -e 'select version(), @@port, @@bind_address, @@datadir, @@innodb_snapshot_isolation')"

# --- configs (slurm.conf first: slurmdbd and sacctmgr read it too)
mkdir -p "$DIR/etc/slurm"
render "$HERE/conf/slurm.conf.tmpl" "$DIR/etc/slurm/slurm.conf"
[ -z "$XC" ] || python3 "$HERE/newer-merge-conf.py" "$DIR/etc/slurm/slurm.conf" "$XC" "$C"
for f in ${INCLUDE_FILES:-}; do render "$f" "$DIR/etc/slurm/$(basename "$f")"; done
render "$HERE/conf/gres.conf.tmpl" "$DIR/etc/slurm/gres.conf"
cp "${CGROUP_CONF:-$HERE/conf/cgroup.conf}" "$DIR/etc/slurm/cgroup.conf"
render "$HERE/conf/slurmdbd.conf.tmpl" "$DIR/etc/slurm/slurmdbd.conf"
if [ -n "${DBD_EXTRA:-}" ]; then   # per-scenario slurmdbd.conf lines, appended after the template
  render "$DBD_EXTRA" "$H/dbd/slurmdbd_extra.conf"
  { echo "# scenario extra (DBD_EXTRA=$DBD_EXTRA)"; cat "$H/dbd/slurmdbd_extra.conf"; } >> "$DIR/etc/slurm/slurmdbd.conf"
fi
chmod 600 "$DIR/etc/slurm/slurmdbd.conf"      # slurmdbd refuses a conf readable by others
# fake GPUs: gres/gpu needs File= (a GPU without one is dropped and the node goes INVAL);
# char 1:3 = copies of /dev/null, kept in the state dir so the host's /dev is not touched.
for i in 0 1 2 3; do [ -e "$H/fakegpu$i" ] || mknod "$H/fakegpu$i" c 1 3; done

# --- slurmdbd
if ! { [ -s "$H/dbd/slurmdbd.pid" ] && kill -0 "$(cat "$H/dbd/slurmdbd.pid")" 2>/dev/null; }; then
  rm -f "$H/dbd/slurmdbd.pid"; cr /usr/sbin/slurmdbd
  wait_for 60 test -s "$H/dbd/slurmdbd.pid"
  wait_for 60 cr sacctmgr -n show cluster
fi
cr sacctmgr -i add cluster "$C" >/dev/null 2>&1 || true

# --- slurmctld (-c: clean job state) and slurmd for the fake node
if ! { [ -s "$H/slurmctld.pid" ] && kill -0 "$(cat "$H/slurmctld.pid")" 2>/dev/null; }; then
  cr /usr/sbin/slurmctld -c
  wait_for 60 cr scontrol ping
fi
if ! { [ -s "$H/slurmd-$C-n1.pid" ] && kill -0 "$(cat "$H/slurmd-$C-n1.pid")" 2>/dev/null; }; then
  mkdir -p "$H/spool/$C-n1"
  cr /usr/sbin/slurmd -N "$C-n1"
  wait_for 30 test -s "$H/slurmd-$C-n1.pid"
fi
sleep 3
cr scontrol update nodename="$C-n1" state=resume 2>/dev/null || true

# --- users, QOS, account tree (first run only; all sacctmgr adds are idempotent anyway)
if [ -n "${ACCOUNTS_SCRIPT:-}" ]; then
  cr sacctmgr -n -P show assoc where cluster="$C" user=u1 | grep -q . || cr bash -s "$C" < "$ACCOUNTS_SCRIPT"
else
for i in 1 2 3 4; do cr id u$i >/dev/null 2>&1 || cr useradd -m -u $((2000+i)) u$i; done
if ! cr sacctmgr -n -P show assoc where cluster="$C" user=u1 | grep -q .; then
  X="sacctmgr -i"
  cr $X add qos a >/dev/null; cr $X add qos b >/dev/null
  cr $X modify qos where name=normal set priority=0 >/dev/null
  cr $X modify qos where name=a set priority=10 >/dev/null
  cr $X modify qos where name=b set priority=100 >/dev/null
  # QOS on root BEFORE creating the children: they inherit it at creation. Modifying root afterwards is
  # stored in the DB, but slurmctld 24.11 did not pass it down to existing child associations in its cache
  # ("This association 10(account='bio', user='u4', ...) does not have access to qos b" until scontrol reconfigure).
  cr $X modify account where cluster="$C" name=root set qos=normal,a,b defaultqos=normal >/dev/null
  # root -> physics(40) -> {astro(30): u1(10), u2(20); u3(5) directly}; root -> bio(60): u4(1), u1(2)
  cr $X add account physics cluster="$C" parent=root fairshare=40 >/dev/null
  cr $X add account bio     cluster="$C" parent=root fairshare=60 >/dev/null
  cr $X add account astro   cluster="$C" parent=physics fairshare=30 >/dev/null
  cr $X add user u1 cluster="$C" account=astro   fairshare=10 defaultaccount=astro >/dev/null
  cr $X add user u1 cluster="$C" account=bio     fairshare=2 >/dev/null
  cr $X add user u2 cluster="$C" account=astro   fairshare=20 defaultaccount=astro >/dev/null
  cr $X add user u3 cluster="$C" account=physics fairshare=5  defaultaccount=physics >/dev/null
  cr $X add user u4 cluster="$C" account=bio     fairshare=1  defaultaccount=bio >/dev/null
fi
fi
cr slurmctld -V
cr sinfo -N -l
echo "cluster $C up in $DIR: run client commands as  chroot $DIR sshare -a   (or chroot $DIR runuser -u u1 -- sbatch ...)"
