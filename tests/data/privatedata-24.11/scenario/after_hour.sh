#!/bin/bash
# Usage: after_hour.sh DIR CLUSTER OUT START END  (END a full hour; run after the workload)
# Waits for slurmdbd's hourly rollup to reach END, then: sreport/ per caller (sreport_capture.sh), final/
# (final_capture.sh), then DisableCoordDBD=yes appended to the chroot's slurmdbd.conf, slurmdbd restarted by its pid
# file, and the sreport set again into sreport-disablecoord/ with `sacctmgr show configuration`.
# Each step is logged with its epoch to OUT/actions_final.log.
DIR=$1; C=$2; OUT=$3; S=$4; E=$5; H=$(dirname $(readlink -f $0)); L=$OUT/actions_final.log
log() { echo "$(date +%s) $(date -u +%FT%TZ) $*" >> $L; }
EE=$(date -d "$E UTC" +%s)
until r=$(chroot $DIR mysql -uroot -N -e "select hourly_rollup from slurm_acct_db.${C}_last_ran_table") && [ "$r" -ge $EE ]; do sleep 5; done
log "hourly_rollup=$r ($(date -u -d @$r +%FT%TZ))"
log "sreport_capture.sh start"; $H/sreport_capture.sh $DIR $OUT/sreport $S $E; log "sreport_capture.sh end"
log "final_capture.sh start"; $H/final_capture.sh $DIR $C $OUT/final $S $E; log "final_capture.sh end"
P=$DIR/var/lib/slurm-newer/$C/dbd/slurmdbd.pid; old=$(cat $P)
echo 'DisableCoordDBD=yes' >> $DIR/etc/slurm/slurmdbd.conf
kill $old; while kill -0 $old 2>/dev/null; do sleep 1; done; rm -f $P
chroot $DIR /usr/sbin/slurmdbd
until chroot $DIR sacctmgr -n show cluster >/dev/null 2>&1; do sleep 1; done
log "appended 'DisableCoordDBD=yes' to /etc/slurm/slurmdbd.conf and restarted slurmdbd (old pid $old, new pid $(cat $P))"
log "sreport_capture.sh (disablecoord) start"; $H/sreport_capture.sh $DIR $OUT/sreport-disablecoord $S $E
chroot $DIR sacctmgr show configuration > $OUT/sreport-disablecoord/sacctmgr_show_configuration.txt
log "sreport_capture.sh (disablecoord) end; hourly_rollup=$(chroot $DIR mysql -uroot -N -e "select hourly_rollup from slurm_acct_db.${C}_last_ran_table")"
