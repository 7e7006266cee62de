#!/bin/bash
# The second drain of the hour (the first, 17:45-17:49, found jobs running on the node, so
# slurmctld recorded no event: node_mgr.c records a drain only when no job runs there).
# Usage: run2.sh DIR CLUSTER HOUR; logs to actions.log as run.sh does.
DIR=${1:?}; C=${2:?}; H=${3:?}
LOG=$(dirname "$0")/../actions.log
cr() { chroot "$DIR" "$@"; }
act() { local rc; out=$(cr "$@" 2>&1); rc=$?; printf '%s\trc=%s\t%s\t%s\n' "$(date +%s.%N | cut -c1-14)" "$rc" "$*" "$out" >> "$LOG"; }
as() { local u=$1; shift; act runuser -u "$u" -- "$@"; }
until_() { local t; t=$(date -d "${H}:$1Z" +%s); while [ "$(date +%s)" -lt "$t" ]; do sleep 1; done; }
N=$C-n1
until_ 56:30
act squeue -a
act scontrol update nodename=$N state=drain reason=y
as u4 sbatch -o /dev/null -n 8 --qos=b --wrap 'sleep 45'
as u2 sbatch -o /dev/null -n 4 --qos=normal --wrap 'sleep 30'
until_ 58:30
act scontrol update nodename=$N state=resume
act sinfo -N
