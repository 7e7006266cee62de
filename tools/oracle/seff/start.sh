#!/bin/bash
# Usage: start.sh host CLUSTER            (Slurm 22.05 from the host's packages, tests/golden/oracle scripts)
#        start.sh DIR CLUSTER             (the chroot DIR made by tools/oracle/newer-slurm.sh, e.g. /srv/slurm-sid)
# Starts a loopback cluster with usage gathering (slurm_extra.conf.tmpl) and two fake nodes, installs Debian's
# libslurm-perl + libslurmdb-perl (seff's modules; no Debian package ships seff itself), and checks both nodes idle.
# Ports: host 6877/6878 (n2 6879); chroot the newer-start.sh defaults 6917/6918/6919, MariaDB 3307 (n2 6929).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd); ORA=$HERE/../../../tests/golden/oracle
MODE=${1:?usage: start.sh host|DIR CLUSTER}; C=${2:?usage: start.sh host|DIR CLUSTER}
XC=$(mktemp /tmp/seff-extra-XXXX.conf)
render() { sed -e "s/@CLUSTER@/$C/g" -e "s/@HOST@/$(hostname)/g" -e "s/@N2PORT@/$1/g" "$HERE/slurm_extra.conf.tmpl" > "$XC"; }
export DEBIAN_FRONTEND=noninteractive
if [ "$MODE" = host ]; then
  apt-get install -y -q libslurmdb-perl libslurm-perl >/dev/null
  D=/var/lib/slurm-oracle/$C
  render 6879
  "$ORA/01_install_and_base.sh"
  "$ORA/02_start_slurmdbd.sh"
  "$ORA/03_configure_cluster.sh" "$C" 6877 6878 0-0:10 "# PriorityFlags not set (Fair Tree default)" "$XC"
  "$ORA/04_start_cluster.sh" "$C"
  export SLURM_CONF=$D/etc/slurm.conf
  mkdir -p "$D/spool/$C-n2"
  /usr/sbin/slurmd -N "$C-n2" -f "$SLURM_CONF"
  for _ in $(seq 1 30); do [ -s "$D/slurmd-$C-n2.pid" ] && break; sleep 1; done
  cp "$D/slurmd-$C-n2.pid" /var/lib/slurm-oracle/pids/slurmd-$C-n2.pid   # stop_all.sh stops pids/slurmd-*.pid
  "$ORA/05_setup_accounts.sh" "$C" >/dev/null
  cr() { "$@"; }
else
  DIR=$MODE; unset SLURM_CONF   # the chroot reads its own /etc/slurm/slurm.conf
  chroot "$DIR" apt-get install -y -q -o Acquire::Check-Valid-Until=false libslurmdb-perl libslurm-perl >/dev/null
  render 6929
  # own accounts script: newer-start.sh's default one stops at `sacctmgr add qos a` when the chroot's database
  # already has QOS a from another cluster (rc 1, "Nothing new added")
  ACCOUNTS_SCRIPT=$HERE/accounts.sh "$HERE/../newer-start.sh" "$DIR" "$C" 6917 6918 6919 0-0:10 3307 "$XC"
  H=$DIR/var/lib/slurm-newer/$C
  mkdir -p "$H/spool/$C-n2"
  # pid file slurmd-$C-n2.pid: newer-stop.sh stops every slurmd-*.pid
  { [ -s "$H/slurmd-$C-n2.pid" ] && kill -0 "$(cat "$H/slurmd-$C-n2.pid")" 2>/dev/null; } || chroot "$DIR" /usr/sbin/slurmd -N "$C-n2"
  cr() { chroot "$DIR" "$@"; }
fi
rm -f "$XC"
sleep 3
cr scontrol update nodename="$C-n[1-2]" state=resume 2>/dev/null || true
sleep 2
cr sinfo -N -o '%N %T %c %m'
