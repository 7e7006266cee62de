#!/bin/bash
# Usage: rest_dump.sh N [OUT=tests/data/collect/sid]  -- REST dump N of slurmrestd's /slurmdb/ (127.0.0.1:6920):
# for every data_parser version that /openapi/v3 lists under /slurmdb/, GET jobs (start_time = today 00:00 UTC,
# end_time = now), associations, qos, tres; raw bodies to OUT/rest/runN/vX/{jobs,associations,qos,tres}.json.
# Each curl line (token shown as $SLURM_JWT) and its HTTP code, size and epochs are appended to OUT/commands.txt.
set -euo pipefail
N=${1:?}; OUT=${2:-tests/data/collect/sid}; URL=http://127.0.0.1:6920
SLURM_JWT=$(chroot /srv/slurm-sid scontrol token username=root lifespan=86400 | sed 's/^SLURM_JWT=//')
T0=$(date -u -d "$(date -u +%F)" +%s); NOW=$(date +%s)
VERS=$(curl -sf -H "X-SLURM-USER-NAME: root" -H "X-SLURM-USER-TOKEN: $SLURM_JWT" $URL/openapi/v3 |
       jq -r '.paths|keys[]' | sed -n 's#^/slurmdb/\(v[0-9.]*\)/.*#\1#p' | sort -uV)
C=$OUT/commands.txt
echo "### REST dump $N  epoch_before=$NOW  versions: $(echo $VERS)  start_time=$T0 end_time=$NOW" >> $C
for v in $VERS; do
  d=$OUT/rest/run$N/$v; mkdir -p $d
  for q in "jobs jobs/?start_time=$T0&end_time=$NOW" "associations associations/" "qos qos/" "tres tres/"; do
    f=${q%% *}; p=${q#* }
    e0=$(date +%s.%N)
    code=$(curl -s -o $d/$f.json -w '%{http_code}' -H "X-SLURM-USER-NAME: root" -H "X-SLURM-USER-TOKEN: $SLURM_JWT" "$URL/slurmdb/$v/$p")
    e1=$(date +%s.%N)
    echo "curl -s -o rest/run$N/$v/$f.json -H 'X-SLURM-USER-NAME: root' -H \"X-SLURM-USER-TOKEN: \$SLURM_JWT\" '$URL/slurmdb/$v/$p'   # HTTP $code $(stat -c %s $d/$f.json) B epoch $e0-$e1" >> $C
  done
done
echo "### REST dump $N done epoch_after=$(date +%s)" >> $C
