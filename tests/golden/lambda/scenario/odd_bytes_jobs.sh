#!/bin/bash
# Usage: odd_bytes_jobs.sh DIR OUTDIR  -- lambda's two jobs with bytes that are not UTF-8, submitted by hand during the
# workload (start.sh runs it 300 s after newer-run-scenario.sh): a job name with a raw 0xFF byte (u2, account ops)
# and a comment with a raw 0xFE byte (longusername01, account genomics). Submitted like workload.py's jobs
# (sbatch as root with --uid/--gid, -o /dev/null). Each sbatch's epoch, rc and output go to OUTDIR/odd_bytes_jobs.log.
DIR=${1:?usage: odd_bytes_jobs.sh DIR OUTDIR}; OUT=${2:?}
sub() { local t=$(date +%s.%N) o; o=$(chroot "$DIR" sbatch "$@" 2>&1); echo "epoch=$t rc=$? out=$o" >> "$OUT/odd_bytes_jobs.log"; }
sub --uid=u2 --gid=u2 --chdir=/tmp -o /dev/null -J $'name\xffbyte' -A ops -p batch -c 2 --mem=2G -t 6 --wrap 'sleep 240'
sub --uid=longusername01 --gid=longusername01 --chdir=/tmp -o /dev/null -J oddcomment --comment=$'comment\xfebyte' -A genomics -p prio -c 4 -t 5 --wrap 'sleep 180'
