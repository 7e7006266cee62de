#!/bin/bash
# Usage: newer-stop.sh DIR [--keep-mounts]
# Stops everything newer-start.sh started in chroot DIR (every cluster under /var/lib/slurm-newer),
# by recorded PID: cancels jobs, slurmd, slurmctld, slurmdbd, MariaDB (mysqladmin shutdown), munged;
# then unmounts /dev/pts /dev /sys /proc from DIR unless --keep-mounts.
set -uo pipefail
DIR=${1:?usage: newer-stop.sh DIR [--keep-mounts]}
cr() { chroot "$DIR" "$@"; }
stop_pid() { # stop_pid PIDFILE NAME : SIGTERM, wait up to 20 s, then SIGKILL
  local f=$1 p; [ -s "$f" ] || return 0; p=$(cat "$f")
  if kill -0 "$p" 2>/dev/null; then
    kill "$p"; for _ in $(seq 1 20); do kill -0 "$p" 2>/dev/null || break; sleep 1; done
    kill -0 "$p" 2>/dev/null && kill -9 "$p"
    echo "stopped $2 (pid $p)"
  fi
  rm -f "$f"; }
if mountpoint -q "$DIR/proc"; then
  cr scancel -u root --state=pending,running 2>/dev/null; for u in u1 u2 u3 u4; do cr scancel -u $u 2>/dev/null; done
fi
for H in "$DIR"/var/lib/slurm-newer/*/; do
  [ -d "$H" ] || continue
  for f in "$H"/slurmd-*.pid; do stop_pid "$f" slurmd; done
  stop_pid "$H/slurmctld.pid" slurmctld
  stop_pid "$H/slurmrestd.chroot.pid" slurmrestd   # started by noble/noble-restd.sh
  stop_pid "$H/dbd/slurmdbd.pid" slurmdbd
done
if mountpoint -q "$DIR/proc" && cr mysqladmin ping >/dev/null 2>&1; then
  cr mysqladmin shutdown && echo "stopped MariaDB"
  for _ in $(seq 1 30); do cr mysqladmin ping >/dev/null 2>&1 || break; sleep 1; done
fi
stop_pid "$DIR/run/munge/munged.pid" munged
# anything still running with its root in DIR was started by us: list it (and stop it by PID)
for p in /proc/[0-9]*; do
  r=$(readlink "$p/root" 2>/dev/null) || continue
  case "$r" in "$DIR"|"$DIR"/*) echo "leftover pid ${p#/proc/}: $(tr '\0' ' ' < $p/cmdline)"; kill "${p#/proc/}";; esac
done
if [ "${2:-}" != "--keep-mounts" ]; then
  sleep 1
  for m in dev/pts dev sys proc; do mountpoint -q "$DIR/$m" && umount "$DIR/$m"; done
  mount | grep -F " $DIR/" || echo "no mounts left under $DIR"
fi
