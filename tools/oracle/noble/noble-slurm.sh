#!/bin/bash
# Usage: noble-slurm.sh DIR     (DIR = chroot root, e.g. /srv/slurm-noble)
# Adapted from tools/oracle/newer-slurm.sh for Ubuntu noble (24.04, Slurm 23.11.4 in universe).
# Differences: Ubuntu mirror; the host's debootstrap (Debian 12, 1.0.128) has no 'noble' script, so the
# generic Ubuntu script 'gutsy' (jammy -> gutsy) is passed explicitly; Debian 12 has no ubuntu-keyring
# package, so debootstrap runs with --no-check-gpg (apt inside the chroot then verifies with the
# chroot's own ubuntu-keyring); 'universe' is added to the chroot's sources.list.
set -euo pipefail
DIR=${1:?usage: noble-slurm.sh DIR}
REL=noble
MIRROR=${MIRROR:-http://archive.ubuntu.com/ubuntu}
export DEBIAN_FRONTEND=noninteractive LC_ALL=C
APTOPT="-o APT::Install-Recommends=false"

command -v debootstrap >/dev/null || { apt-get update; apt-get install -y debootstrap; }
if [ ! -x "$DIR/usr/sbin/slurmctld" ] && [ ! -x "$DIR/bin/apt-get" ] && [ ! -x "$DIR/usr/bin/apt-get" ]; then
  mkdir -p "$DIR"
  debootstrap --variant=minbase --no-check-gpg "$REL" "$DIR" "$MIRROR" /usr/share/debootstrap/scripts/gutsy
fi
# universe (Slurm, munge are there); noble-updates/security too, so we get the current 23.11.4 build
cat > "$DIR/etc/apt/sources.list" <<SRC
deb $MIRROR $REL main universe
deb $MIRROR $REL-updates main universe
deb $MIRROR $REL-security main universe
SRC
for m in proc sys dev dev/pts; do
  mkdir -p "$DIR/$m"
  mountpoint -q "$DIR/$m" || mount --bind "/$m" "$DIR/$m"
done
cp /etc/hosts "$DIR/etc/hosts"; cp /etc/resolv.conf "$DIR/etc/resolv.conf" 2>/dev/null || true
hostname > "$DIR/etc/hostname"
printf '#!/bin/sh\nexit 101\n' > "$DIR/usr/sbin/policy-rc.d"; chmod 755 "$DIR/usr/sbin/policy-rc.d"
if [ ! -x "$DIR/usr/sbin/slurmctld" ]; then
  chroot "$DIR" apt-get $APTOPT update
  chroot "$DIR" apt-get $APTOPT install -y slurmctld slurmd slurmdbd slurm-client munge \
      mariadb-server mariadb-client procps iproute2 python3
fi
chroot "$DIR" slurmctld -V
chroot "$DIR" dpkg-query -W slurmctld slurmd slurmdbd slurm-client munge mariadb-server
