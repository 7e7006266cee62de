#!/bin/bash
# Usage: newer-slurm.sh RELEASE DIR     (RELEASE = sid | trixie; DIR = chroot root, e.g. /srv/slurm-sid)
# Builds a minimal Debian RELEASE chroot in DIR with a newer Slurm (sid: 26.05.x, trixie: 24.11.x),
# munge and MariaDB, so an oracle cluster can run on a host whose own packages are Slurm 22.05 (Debian 12).
# Idempotent where cheap: debootstrap is skipped if DIR already has /usr/sbin/slurmctld; bind mounts are
# only made if not already mounted. Leaves the bind mounts in place (newer-stop.sh DIR removes them).
set -euo pipefail
REL=${1:?usage: newer-slurm.sh sid|trixie DIR}; DIR=${2:?usage: newer-slurm.sh sid|trixie DIR}
MIRROR=${MIRROR:-http://deb.debian.org/debian}
export DEBIAN_FRONTEND=noninteractive LC_ALL=C
# sid's Release file is sometimes stale by the time we read it (Valid-Until in the past); trixie's is fine,
# but the option costs nothing there either.
APTOPT="-o Acquire::Check-Valid-Until=false -o APT::Install-Recommends=false"

# 1. debootstrap on the host (Debian 12's debootstrap knows sid and trixie: both are symlinks to 'sid').
command -v debootstrap >/dev/null || { apt-get update; apt-get install -y debootstrap; }

# 2. the base system. minbase = apt + essential only; Slurm and MariaDB pull the rest.
# has_slurm: test inside the chroot (/usr/sbin/slurmctld is an absolute symlink into the chroot's /etc/alternatives,
# which [ -x "$DIR/usr/sbin/slurmctld" ] would follow to the host's /etc)
has_slurm() { [ -d "$DIR/usr/sbin" ] && chroot "$DIR" test -x /usr/sbin/slurmctld 2>/dev/null; }
if ! has_slurm && [ ! -x "$DIR/bin/apt-get" ] && [ ! -x "$DIR/usr/bin/apt-get" ]; then
  mkdir -p "$DIR"
  debootstrap --variant=minbase "$REL" "$DIR" "$MIRROR"
fi

# 3. kernel filesystems: apt's maintainer scripts, munged, mariadbd and slurmd need /proc and /dev;
#    /sys is read by slurmd (hwloc / node topology), /dev/pts by anything that allocates a pty.
for m in proc sys dev dev/pts; do
  mkdir -p "$DIR/$m"
  mountpoint -q "$DIR/$m" || mount --bind "/$m" "$DIR/$m"
done
# name resolution / hostname inside the chroot (slurm.conf uses 127.0.0.1 everywhere, but daemons
# still look up their own hostname)
cp /etc/hosts "$DIR/etc/hosts"; cp /etc/resolv.conf "$DIR/etc/resolv.conf" 2>/dev/null || true
hostname > "$DIR/etc/hostname"

# 4. keep package maintainer scripts from starting services inside the chroot (no systemd there; we start
#    every daemon by hand in newer-start.sh). policy-rc.d exit 101 = "action forbidden".
printf '#!/bin/sh\nexit 101\n' > "$DIR/usr/sbin/policy-rc.d"; chmod 755 "$DIR/usr/sbin/policy-rc.d"

# 5. the packages. slurmctld/slurmd/slurmdbd/slurm-client are separate packages since Debian's 23.x split
#    (22.05 had slurm-wlm as a metapackage). mariadb-client gives mysqladmin/mysql for setup and shutdown.
if ! has_slurm; then
  chroot "$DIR" apt-get $APTOPT update
  chroot "$DIR" apt-get $APTOPT install -y slurmctld slurmd slurmdbd slurm-client munge \
      mariadb-server mariadb-client procps iproute2 python3
fi
chroot "$DIR" slurmctld -V
chroot "$DIR" dpkg-query -W slurmctld slurmd slurmdbd slurm-client munge mariadb-server
