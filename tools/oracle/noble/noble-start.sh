#!/bin/bash
# Usage: noble-start.sh DIR CLUSTER [CTLDPORT=7217] [SLURMDPORT=7218] [DBDPORT=7219] [HALFLIFE=0-0:10] [DBPORT=3310] [EXTRA_CONF]
# ../newer-start.sh for the Ubuntu noble chroot (Slurm 23.11.4): its own default ports, and cgroup.conf here.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
CGROUP_CONF="$HERE/cgroup.conf" exec "$HERE/../newer-start.sh" "${1:?usage: noble-start.sh DIR CLUSTER}" \
  "${2:?usage: noble-start.sh DIR CLUSTER}" "${3:-7217}" "${4:-7218}" "${5:-7219}" "${6:-0-0:10}" "${7:-3310}" "${8:-}"
