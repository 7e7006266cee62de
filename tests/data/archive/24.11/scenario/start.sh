#!/bin/bash
# How cluster arch was started from a fresh state (tools/oracle/README.md "Fresh start"), run from /work/main:
# the brief's START_CMD plus ACCOUNTS_SCRIPT (the 22.05 oracle's users/QOS/tree, as the 22.05 capture had) and
# EXTRA_CONF (the 22.05 oracle's debug partition; AccountingStoreFlags=job_env,job_script so that the job
# env/script tables have rows and 24.11 writes their archive files).
D=/srv/slurm-trixie; S=/work/archive-capture/24.11/scenario
cd /work/main
tools/oracle/newer-stop.sh $D
rm -rf $D/var/lib/slurm-newer/arch $D/var/lib/mariadb $D/var/lib/mysql
ACCOUNTS_SCRIPT=$S/accounts.sh tools/oracle/newer-start.sh $D arch 7017 7018 7019 0-0:10 3308 $S/extra.conf
