#!/bin/bash
# The hour's history (README.md beside scenario/ says when it ran). Usage: run.sh DIR CLUSTER HOUR
# (HOUR = YYYY-MM-DDTHH, UTC). Each action is logged with its epoch to actions.log.
DIR=${1:?}; C=${2:?}; H=${3:?}
LOG=$(dirname "$0")/../actions.log
cr() { chroot "$DIR" "$@"; }
act() { local rc; out=$(cr "$@" 2>&1); rc=$?; printf '%s\trc=%s\t%s\t%s\n' "$(date +%s.%N | cut -c1-14)" "$rc" "$*" "$out" >> "$LOG"; }
as() { local u=$1; shift; act runuser -u "$u" -- "$@"; }
until_() { local t; t=$(date -d "${H}:$1Z" +%s); while [ "$(date +%s)" -lt "$t" ]; do sleep 1; done; }
N=$C-n1
# Reservations made ahead: one before the drain, one after it; neither overlaps it.
act scontrol create reservation ReservationName=r_before Users=u1 CoreCnt=16 Nodes=$N StartTime=${H}:41:30 Duration=3
act scontrol create reservation ReservationName=r_after Users=u1 CoreCnt=16 Nodes=$N StartTime=${H}:52:00 Duration=4
as u2 sbatch -o /dev/null -n 8 --qos=normal --wrap 'sleep 1100'
as u3 sbatch -o /dev/null -n 16 --qos=b --wrap 'sleep 420'
as u4 sbatch -o /dev/null -n 8 --qos=a --wrap 'sleep 900'
until_ 41:40
as u1 sbatch -o /dev/null -n 8 --reservation=r_before --wrap 'sleep 60'
as u1 sbatch -o /dev/null -n 4 --qos=a --wrap 'sleep 240'
until_ 45:00
act scontrol update nodename=$N state=drain reason=x
as u4 sbatch -o /dev/null -n 8 --qos=b --wrap 'sleep 300'
as u2 sbatch -o /dev/null -n 4 --qos=a --wrap 'sleep 200'
until_ 49:00
act scontrol update nodename=$N state=resume
until_ 52:10
as u1 sbatch -o /dev/null -n 8 --reservation=r_after --wrap 'sleep 120'
as u3 sbatch -o /dev/null -n 2 --qos=normal --wrap 'sleep 100'
act squeue -a
act sinfo -N
