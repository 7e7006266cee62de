#!/bin/bash
# Usage: final_sreport.sh CAPTURE_DIR   (after 04:00 UTC: the hour 03:00-04:00 rolled up)
# What ran after the workload, in order: the final dumps as root, sreport as each caller with the slurmdbd.conf of the
# whole run (PrivateData=usage,jobs,users,accounts), then DisableCoordDBD=yes appended to slurmdbd.conf, slurmdbd
# restarted (by its pid file) and the same sreport set again, with that slurmdbd's `sacctmgr show configuration`.
set -euo pipefail
W=$1; D=/srv/slurm-sid; H=$D/var/lib/slurm-newer/priv; S=2026-11-29T03:00:00; E=2026-11-29T04:00:00
HERE=$(cd "$(dirname "$0")" && pwd)
log() { echo "$(date +%s) $(date -u +%FT%TZ) $*" >> $W/scenario/actions_final.log; }
# the hourly rollup of 03:00-04:00 (the <cluster>_last_ran_table's hourly_rollup reaches 04:00)
hr() { chroot $D mysql -uroot -N slurm_acct_db -e 'select hourly_rollup from priv_last_ran_table'; }
until v=$(hr) && [ -n "$v" ] && [ "$v" -ge "$(date -d $E +%s)" ]; do sleep 5; done
log "hourly_rollup=$(chroot $D mysql -uroot -N slurm_acct_db -e 'select hourly_rollup from priv_last_ran_table')"
$HERE/final_capture.sh $W/final $S $E; log "final_capture.sh"
$HERE/sreport_capture.sh $W/sreport $S $E; log "sreport_capture.sh"
old=$(cat $H/dbd/slurmdbd.pid); kill $old; while kill -0 $old 2>/dev/null; do sleep 1; done
echo 'DisableCoordDBD=yes' >> $D/etc/slurm/slurmdbd.conf
chroot $D /usr/sbin/slurmdbd; until chroot $D sacctmgr -n show cluster >/dev/null 2>&1; do sleep 1; done
log "appended DisableCoordDBD=yes to slurmdbd.conf, restarted slurmdbd (old pid $old, new pid $(cat $H/dbd/slurmdbd.pid))"
mkdir -p $W/sreport-disablecoord
chroot $D sacctmgr show configuration > $W/sreport-disablecoord/sacctmgr_show_configuration.txt
$HERE/sreport_capture.sh $W/sreport-disablecoord $S $E; log "sreport_capture.sh (DisableCoordDBD)"
