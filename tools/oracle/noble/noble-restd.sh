#!/bin/bash
# Usage: noble-restd.sh DIR CLUSTER : starts slurmrestd 23.11 (package slurmrestd, install it in the chroot first) on
# unix:/run/slurmrestd.sock inside chroot DIR, as root (SLURMRESTD_SECURITY=disable_user_check), rest_auth/local only.
# PID -> DIR/var/lib/slurm-newer/CLUSTER/slurmrestd.chroot.pid (../newer-stop.sh stops it). Query with
#   chroot DIR curl -sS --unix-socket /run/slurmrestd.sock 'http://localhost/slurmdb/v0.0.39/jobs?...'
set -euo pipefail
DIR=${1:?}; C=${2:?}; H=$DIR/var/lib/slurm-newer/$C
setsid chroot "$DIR" env SLURMRESTD_SECURITY=disable_user_check slurmrestd -a rest_auth/local unix:/run/slurmrestd.sock \
  > "$H/log/slurmrestd.log" 2>&1 < /dev/null &
echo $! > "$H/slurmrestd.chroot.pid"
