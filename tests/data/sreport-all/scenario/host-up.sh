#!/bin/bash
# 22.05 on the host: slurmdbd (TrackWCKey=yes) + clusters a (6817/6818) and b (6827/6828), via tests/golden/oracle.
# Run tests/golden/oracle/01_install_and_base.sh first.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd); O=$HERE/../../../golden/oracle
BASE=/var/lib/slurm-oracle; mkdir -p $BASE/dbd $BASE/pids /etc/slurm
{ cat $O/conf/slurmdbd.conf; echo "TrackWCKey=yes"; echo "CommunicationParameters=NoInAddrAny"; } > /etc/slurm/slurmdbd.conf; chmod 600 /etc/slurm/slurmdbd.conf
if ! { [ -s $BASE/dbd/slurmdbd.pid ] && kill -0 "$(cat $BASE/dbd/slurmdbd.pid)" 2>/dev/null; }; then
  /usr/sbin/slurmdbd; for i in $(seq 1 30); do [ -s $BASE/dbd/slurmdbd.pid ] && break; sleep 1; done
  cp $BASE/dbd/slurmdbd.pid $BASE/pids/slurmdbd.pid; sleep 2
fi
$O/03_configure_cluster.sh a 6817 6818 "0-0:10" "# PriorityFlags not set (Fair Tree default)" $HERE/slurm_extra.conf
$O/03_configure_cluster.sh b 6827 6828 "0-0:10" "# PriorityFlags not set (Fair Tree default)" $HERE/slurm_extra.conf
$O/04_start_cluster.sh a
$O/04_start_cluster.sh b
for i in 1 2 3 4 5 6; do id u$i >/dev/null 2>&1 || useradd -m -u $((2000+i)) u$i; done
SLURM_CONF=$BASE/a/etc/slurm.conf PFX="" $HERE/accounts.sh
