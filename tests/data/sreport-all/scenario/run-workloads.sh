#!/bin/bash
# Starts the four drivers (22.05 a/b on the host, 26.05 a/b in /srv/slurm-sid2) under setsid; logs in LOGDIR.
# Usage: run-workloads.sh LOGDIR H0_EPOCH [NEVER_22a NEVER_22b NEVER_26a NEVER_26b]
# With the four job ids of the never-started jobs: a restart (no new never-started job, no reservations).
HERE=$(cd "$(dirname "$0")" && pwd); L=$1; H0=$2; shift 2; mkdir -p $L
for spec in "22.05 a 101" "22.05 b 202" "26.05 a 101" "26.05 b 202"; do
  set -- $spec "$@"
  setsid python3 $HERE/workload.py $1 $2 $L/actions-$1-$2.jsonl $H0 $3 ${4:-} >> $L/driver-$1-$2.out 2>&1 < /dev/null &
  echo $! > $L/driver-$1-$2.pid
  shift 3; [ $# -gt 0 ] && shift
done
