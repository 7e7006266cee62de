#!/bin/bash
# Usage: 03_configure_cluster.sh CLUSTER CTLDPORT SLURMDPORT HALFLIFE ["PRIORITYFLAGS_LINE"] [EXTRA_CONF]
# EXTRA_CONF (optional): file of extra slurm.conf lines (@CLUSTER@ substituted). A line whose key is already
# in the template (e.g. PriorityFavorSmall, PriorityWeightAssoc, PriorityFlags) replaces it; a PartitionName=X
# line replaces partition X or is appended; other keys are added before the NodeName line.
# Renders slurm.conf + gres.conf into /var/lib/slurm-oracle/CLUSTER/etc and registers the cluster in slurmdbd.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
C=$1; CP=$2; DP=$3; HL=$4; PF=${5:-"# PriorityFlags not set (Fair Tree default)"}
D=/var/lib/slurm-oracle/$C
mkdir -p $D/etc $D/state $D/spool $D/log $D/jobout
chmod 777 $D/jobout
sed -e "s/@CLUSTER@/$C/g" -e "s/@CTLDPORT@/$CP/g" -e "s/@SLURMDPORT@/$DP/g" \
    -e "s/@HALFLIFE@/$HL/g" -e "s/@PRIOFLAGS@/$PF/g" $HERE/conf/slurm.conf.tmpl > $D/etc/slurm.conf
[ -n "${6:-}" ] && python3 $HERE/merge_conf.py $D/etc/slurm.conf "$6" $C
sed -e "s/@CLUSTER@/$C/g" $HERE/conf/gres.conf.tmpl > $D/etc/gres.conf
export SLURM_CONF=$D/etc/slurm.conf
sacctmgr -i add cluster $C || true
echo "export SLURM_CONF=$D/etc/slurm.conf" > $D/env.sh
echo "configured $C -> $D/etc/slurm.conf"
