#!/bin/bash
# Usage: run-all.sh OUTROOT [SUFFIX]
# One after another (the busy-loop jobs want the host's 2 cores to themselves): Slurm 22.05.8 on the host,
# 26.05.5 in /srv/slurm-sid, 24.11.5 in /srv/slurm-trixie (chroots made by tools/oracle/newer-slurm.sh), each
# started by start.sh, captured by scenario.sh into OUTROOT/<release>, then stopped. Cluster names sf22/sf26/sf24
# plus SUFFIX: a name already used in a database would mix its job ids with the old run's.
# seff comes from the tag of the same release (26.05.5 has no tag in the mirror: slurm-26-05-3-1's seff, the same
# file as 26.05.0's, is used; tools/oracle/seff/README.md).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd); ROOT=$HERE/../../..
OUT=${1:?usage: run-all.sh OUTROOT [SUFFIX]}; S=${2:-}
unset SLURM_CONF
"$HERE/start.sh" host "sf22$S"
"$HERE/scenario.sh" host "sf22$S" "$OUT/22.05.8" slurm-22-05-8-1
"$ROOT/tests/golden/oracle/stop_all.sh"
for r in "sid sf26 26.05.5 slurm-26-05-3-1" "trixie sf24 24.11.5 slurm-24-11-5-1"; do
  set -- $r
  "$HERE/start.sh" "/srv/slurm-$1" "$2$S"
  "$HERE/scenario.sh" "/srv/slurm-$1" "$2$S" "$OUT/$3" "$4"
  chroot "/srv/slurm-$1" scancel --full -u u3 || true; chroot "/srv/slurm-$1" scancel -u u4 || true
  "$ROOT/tools/oracle/newer-stop.sh" "/srv/slurm-$1"
done
echo "all captured into $OUT"
