#!/bin/bash
# How the cluster was started (2026-11-29 03:05 UTC), from a fresh state (tools/oracle/README.md, "Fresh start"):
# PrivateData in slurm.conf (extra.conf, with the 22.05 oracle's debug partition) and slurmdbd.conf (dbd_extra.conf),
# the 22.05 oracle's users, QOS and tree (accounts.sh); then u4 coordinator of physics and u5 Operator (actions.log).
D=/srv/slurm-sid; S=tests/data/privatedata-26.05/scenario
tools/oracle/newer-stop.sh $D
rm -rf $D/var/lib/slurm-newer $D/var/lib/mariadb $D/var/lib/mysql
DBD_EXTRA=$S/dbd_extra.conf ACCOUNTS_SCRIPT=$S/accounts.sh tools/oracle/newer-start.sh $D priv 6917 6918 6919 0-0:10 3307 $S/extra.conf
for c in "sacctmgr -i add coordinator account=physics names=u4" "sacctmgr -i modify user u5 set adminlevel=Operator"; do
  echo "$(date +%s) $c"; chroot $D $c; echo "rc=$?"; done > $S/actions.log 2>&1
# then run_workload.sh and schedule.sh (both under setsid), and after 04:00 final_sreport.sh
