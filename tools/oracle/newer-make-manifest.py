#!/usr/bin/env python3
"""Usage: newer-make-manifest.py SCENARIO_DIR CLUSTER [NOTES_MD]
Writes SCENARIO_DIR/MANIFEST.md: file list with producing command, config in force, counts, notes.
A copy of tests/golden/oracle/make_manifest.py for the chroot scripts (newer-*.sh, Slurm 24.11/26.05): file
descriptions match newer-capture-snapshot.sh / newer-final.sh / newer-final-sreport.sh, and the counts include
the multi-QOS requests (sacct QOSREQ with a comma)."""
import collections, glob, os, re, sys
d, cluster = sys.argv[1], sys.argv[2]
notes = open(sys.argv[3]).read() if len(sys.argv) > 3 else ''
F = os.path.join(d, 'final')
out = []
w = out.append
w(f'# MANIFEST: Slurm oracle capture, cluster `{cluster}`\n')
tz = open(os.path.join(F, 'timezone_and_versions.txt')).read() if os.path.exists(os.path.join(F, 'timezone_and_versions.txt')) else ''
w('## Time zone and versions\n\n```\n' + tz.strip() + '\n```\n')
w('All `sacct`/`squeue`/`scontrol` timestamps are local time without a zone suffix; the host runs in UTC, '
  'so they are UTC. Snapshot directory names and every file header carry epoch seconds.\n')
# config in force
cfg = os.path.join(F, 'scontrol_config.txt')
if os.path.exists(cfg):
    keys = ('ClusterName', 'Priority', 'AccountingStorage', 'SelectType', 'SchedulerType', 'SchedulerParameters',
            'TRESBilling', 'MinJobAge', 'DefMemPerCPU', 'SLURM_VERSION', 'ProctrackType', 'TaskPlugin', 'JobAcctGather', 'GresTypes', 'DebugFlags')
    lines = [l.rstrip() for l in open(cfg) if l.startswith(keys)]
    w('## Slurm configuration in force (from `scontrol show config`, priority-related lines)\n\n```\n' + '\n'.join(lines) + '\n```\n')
    w('Partitions (see `final/scontrol_partition.txt` and `final/slurm.conf`):\n\n```')
    for l in open(os.path.join(F, 'slurm.conf')):
        if l.startswith(('PartitionName', 'NodeName')): w(l.rstrip())
    w('```\n')
# counts
def psv(path):
    # errors='surrogateescape': sacct prints job names / comments as submitted, bytes that are not UTF-8 included
    rows = [l.rstrip('\n') for l in open(path, errors='surrogateescape') if not l.startswith('#')]
    hdr = rows[0].split('|'); return [dict(zip(hdr, r.split('|'))) for r in rows[1:] if r]
counts = []
p = os.path.join(F, 'sacct_alloc_only.psv')
if os.path.exists(p):
    jobs = psv(p)
    st = collections.Counter(j['State'].split()[0] for j in jobs)
    counts.append(f'* sacct job allocations (-X, one row per job / array task): {len(jobs)}; states: ' + ', '.join(f'{k}={v}' for k, v in st.most_common()))
    if jobs and 'QOSREQ' in jobs[0]:
        mq = collections.Counter(j['QOSREQ'] for j in jobs if ',' in j['QOSREQ'])
        counts.append(f'* multi-QOS requests (sacct QOSREQ with a comma, per job allocation): {sum(mq.values())} (' + ', '.join(f'{k}={v}' for k, v in sorted(mq.items())) + '); QOS (the QOS used) of those: ' + ', '.join(f'{k}={v}' for k, v in sorted(collections.Counter(j['QOS'] for j in jobs if ',' in j['QOSREQ']).items())))
        counts.append(f'* sacct Partition (the partition used; a pending job shows its requested list): ' + ', '.join(f'{k}={v}' for k, v in sorted(collections.Counter(j['Partition'] for j in jobs).items())))
    counts.append(f'* users: ' + ', '.join(f'{k}={v}' for k, v in sorted(collections.Counter(j["User"] for j in jobs).items())))
p = os.path.join(F, 'sacct_core.psv')
if os.path.exists(p): counts.append(f'* sacct rows incl. steps (batch/extern): {len(psv(p))}')
p = os.path.join(F, 'sacctmgr_assoc_full.psv')
if os.path.exists(p):
    a = psv(p); counts.append(f'* associations: {len(a)} ({sum(1 for x in a if x["User"])} user associations)')
snaps = sorted(glob.glob(os.path.join(d, 'snapshots', 'snap-*')))
counts.append(f'* periodic snapshots: {len(snaps)} (+1 in final/); first {os.path.basename(snaps[0]) if snaps else "-"}, last {os.path.basename(snaps[-1]) if snaps else "-"}')
wl = os.path.join(d, 'workload_actions.jsonl')
if os.path.exists(wl):
    acts = collections.Counter(re.search(r'"action": "([^"]+)"', l).group(1) for l in open(wl) if '"action"' in l)
    counts.append('* workload actions: ' + ', '.join(f'{k}={v}' for k, v in acts.most_common()))
w('## Counts\n\n' + '\n'.join(counts) + '\n')
# file list
desc = {
 'sshare_long.psv': 'sshare -a -l -P',
 'sshare_long.txt': 'sshare -a -l (fixed-width layout: Account cut to 20 and User to 10 characters, a cut name ends in +)',
 'sshare_default.txt': 'sshare -a (the default fixed-width layout, no -P)',
 'sshare_fields.psv': 'sshare -a -P -o Cluster,ID,Account,User,Partition,RawShares,NormShares,RawUsage,NormUsage,EffectvUsage,FairShare,LevelFS,GrpTRESRaw,GrpTRESMins,TRESRunMins',
 'sprio_long.txt': 'sprio -l -h (whitespace table; 24.11 and 26.05 columns: JOBID PARTITION USER ACCOUNT PRIORITY SITE AGE ASSOC FAIRSHARE JOBSIZE PARTITION QOSNAME QOS NICE TRES)',
 'sprio_custom.psv': 'sprio -h -o "%i|%r|%u|%Y|%y|%a|%A|%b|%B|%f|%F|%j|%J|%p|%P|%q|%Q|%N|%S|%t|%T" = jobid|partition|user|priority|norm_priority|norm_age|w_age|norm_assoc|w_assoc|norm_fs|w_fs|norm_jobsize|w_jobsize|norm_part|w_part|norm_qos|w_qos|nice|w_site(admin)|norm_tres|w_tres (no header)',
 'sprio_qos.psv': 'sprio -h -o "%i|%r|%n|%o|%u|%Y|%y|%a|%A|%b|%B|%f|%F|%j|%J|%p|%P|%q|%Q|%N|%S|%t|%T" = jobid|partition|qos_name|account|user|priority|norm_priority|norm_age|w_age|norm_assoc|w_assoc|norm_fs|w_fs|norm_jobsize|w_jobsize|norm_part|w_part|norm_qos|w_qos|nice|w_site(admin)|norm_tres|w_tres (no header; one row per (job, partition, QOS) of a pending job)',
 'sprio_weights.txt': 'sprio -w',
 'squeue.psv': 'squeue -a -t all -o "%i|%F|%K|%u|%a|%P|%q|%T|%Q|%p|%y|%V|%S|%e|%r|%C|%m|%b|%l|%M|%D|%j" (header: JOBID|ARRAY_JOB_ID|ARRAY_TASK_ID|USER|ACCOUNT|PARTITION|QOS|STATE|PRIORITY(int)|PRIORITY(normalized float)|NICE|SUBMIT|START|END|REASON|CPUS|MIN_MEMORY|TRES_PER_NODE|TIME_LIMIT|TIME|NODES|NAME)',
 'scontrol_jobs.txt': 'scontrol -o show job (one line per job; has Priority, EligibleTime, AccrueTime, TRES incl. billing)',
 'assoc_mgr.txt': 'scontrol show assoc_mgr flags=assoc,qos (UsageRaw only 2 decimals)',
 'meta.txt': 'cluster, chroot, snapshot start/end epoch, UTC, mtime of StateSave/priority_last_decay_ran in the chroot (= last decay run, epoch s)',
}
w('## Files\n')
w('Every text file produced by a command starts with a `# epoch...=... cmd=...` header line giving the exact capture time and command.\n')
w('### Top level\n')
for f in sorted(os.listdir(d)):
    if f in ('snapshots', 'final', 'MANIFEST.md'): continue
    m = {'workload_actions.jsonl': 'workload driver log: one JSON object per action (epoch, command, rc, sbatch output, user/account/kind)',
         'workload_stdout.txt': 'stdout/stderr of the workload driver (contains the traceback of the first driver run, if any)',
         'capture_loop.log': 'list of snapshot directories written by newer-capture-loop.sh',
         'finish.log': 'newer-finish.sh progress (epochs of: capture loop end, newer-final.sh, wait for the hourly rollup, newer-final-sreport.sh)',
         'odd_bytes_jobs.log': 'epoch, rc and output of the sbatch commands of scenario/odd_bytes_jobs.sh (jobs whose name or comment holds a byte that is not UTF-8; lambda)',
         'scenario_start_epoch.txt': 'epoch when newer-run-scenario.sh started',
         'probes': 'extra live snapshots (same files as snapshots/snap-*) taken by timeline_actions.py right after each timed action (zeta)',
         'scenario': 'the per-scenario inputs (slurm_extra.conf, workload_params.json, run.env) and how the case was run (README.md, start.sh, layout.sh)'}.get(f, '')
    w(f'* `{f}`: {m}')
w('\n### snapshots/snap-<epoch>-<UTC>/ (one per ~60 s during the run) and final/snap-*/ (last one)\n')
for k, v in desc.items(): w(f'* `{k}`: `{v}`')
w('\n### final/\n')
fd = {
 'sacct_all.psv': 'sacct -a -P -D --starttime=<start> --endtime=<now> -o <every field of sacct --helpformat> (list in sacct_all_fields_list.txt)',
 'sacct_core.psv': 'sacct -a -P -D ... -o JobID,JobIDRaw,Cluster,Partition,Account,User,UID,Group,QOS,QOSRAW,AssocID,Submit,Eligible,Start,End,Elapsed,ElapsedRaw,State,ExitCode,AllocCPUS,ReqCPUS,AllocNodes,NodeList,ReqMem,ReqTRES,AllocTRES,Timelimit,TimelimitRaw,Priority,Reason,Flags,Reservation,NNodes,NCPUS,Suspended,CPUTimeRAW,JobName,SubmitLine',
 'sacct_all_end.psv': 'sacct -a -P -D --starttime=<start> --endtime=<now> --format=all,End (every field, then End again: the header names End twice)',
 'sacct_core_tz_plus0455.psv': "env TZ='<+0455>-4:55' sacct -a -P -n -D ... -o <sacct_core fields> (no header; times printed in UTC+4:55; --starttime/--endtime are the same instants written in that zone)",
 'sacct_core_tz_cet.psv': "env TZ='CET-1CEST,M3.5.0,M10.5.0/3' sacct -a -P -n -D ... -o <sacct_core fields> (no header; Central European time, POSIX rule)",
 'sacct_core_tz_utc.psv': 'env TZ=UTC sacct -a -P -n -D ... -o <sacct_core fields> (no header; the same window strings as sacct_core.psv)',
 'partitions.conf': 'the partition lines, pulled into slurm.conf by its line include /etc/slurm/partitions.conf',
 'sacct_alloc_only.psv': 'sacct -a -P -X -D ... (job allocations only, no steps; with QOSREQ)',
 'sacct_at_sreport.psv': 'sacct -a -P -D --starttime=<sreport start> --endtime=<sreport end> -o <sacct_core fields + QOSREQ>, taken right after the sreport commands (jobs kept running after the final capture; newer-final-sreport.sh)',
 'sreport_rollup_check.txt': 'CLUSTER_last_ran_table (hourly/daily/monthly rollup epochs) read with mysql right before sreport: hourly_rollup >= sreport end shows the last hour was rolled up (newer-final-sreport.sh)',
 'cgroup.conf': 'cgroup.conf in force (CgroupPlugin=disabled)', 'slurmdbd.log.gz': 'slurmdbd log',
 'sacct_all_fields_list.txt': 'field list used for sacct_all.psv',
 'sacct.json': 'sacct -a -D --starttime --endtime --json (data_parser version: see timezone_and_versions.txt); pure JSON, capture time/command in sacct.json.cmd',
 'sacct.json.cmd': 'capture epoch + command of sacct.json', 'sacct.json.err': 'stderr of sacct --json',
 'squeue.json': 'squeue -a --json at final time (pure JSON; header in squeue.json.cmd)', 'squeue.json.cmd': 'capture epoch + command of squeue.json', 'squeue.json.err': 'stderr of squeue --json',
 'sacctmgr_assoc_default.psv': 'sacctmgr -P show assoc where cluster=<c>',
 'sacctmgr_assoc_full.psv': 'sacctmgr -P show assoc format=Cluster,Account,User,Partition,ID,ParentID,ParentName,Lineage,Share,Priority,QOS,DefaultQOS,Grp*/Max* limits (Lineage replaces the 22.05 LFT,RGT)',
 'sacctmgr_tree.txt': 'sacctmgr show assoc tree (with Lineage)',
 'sacctmgr_users.psv': 'sacctmgr -P show user withassoc', 'sacctmgr_accounts.psv': 'sacctmgr -P show account withassoc',
 'sacctmgr_qos.psv': 'sacctmgr -P show qos', 'sacctmgr_tres.psv': 'sacctmgr -P show tres (TRES ids used in the DB dump)',
 'sacctmgr_cluster.psv': 'sacctmgr -P show cluster',
 f'sacctmgr_dump_{cluster}.cfg': f'sacctmgr dump {cluster} file=... (Fairshare=parent is written as 2147483647)',
 'sacctmgr_dump.log': 'stdout of the dump',
 'scontrol_config.txt': 'scontrol show config', 'scontrol_partition.txt': 'scontrol show partition',
 'scontrol_node.txt': 'scontrol show node', 'scontrol_assoc_mgr_all.txt': 'scontrol show assoc_mgr (users, assocs, qos)',
 'sdiag.txt': 'sdiag', 'sreport_acct_user.psv': 'sreport -P -t seconds cluster AccountUtilizationByUser (taken after the hourly rollup of the window end; newer-final-sreport.sh)',
 f'mysqldump_{cluster}.sql.gz': f'mysqldump of slurm_acct_db tables {cluster}_job_table, _step_table, _assoc_table, _assoc_usage_hour_table, _usage_hour_table, _last_ran_table, tres_table, qos_table, acct_table, user_table (raw epoch times, TRES as id=value)',
 'mysqldump.err': 'stderr of mysqldump',
 'slurm.conf': 'slurm.conf in force', 'gres.conf': 'gres.conf in force', 'slurmdbd.conf': 'slurmdbd.conf (StoragePass redacted)',
 'slurmctld.log.gz': 'slurmctld log; DebugFlags=Priority in slurm.conf from the start: per-job priority terms (_get_priority_internal), per-job usage increments per decay cycle (_apply_new_usage), fair-tree level values with 20 digits (_ft_debug, Fair Tree only)',
 'slurmd.log.gz': 'slurmd log', 'statesave.tgz': 'tar of StateSaveLocation at final time (binary assoc_usage, priority_last_decay_ran, job_state ...)',
 'timezone_and_versions.txt': 'date +%Z/%z, TZ, /etc/timezone, slurmctld -V, sinfo -V, sacct --json data_parser version, package versions, sacct time window',
 'priority_last_decay_ran': 'binary copy of StateSave/priority_last_decay_ran at final-capture time (time of the last decay run, as written by slurmctld)',
 'sacctmgr_events.psv': 'sacctmgr -P show event cluster=<c> (cluster/node events; newer-final.sh)',
 'sreport_cluster_util_seconds.psv': 'sreport -P -t seconds cluster Utilization (hourly rollups; newer-final-sreport.sh)',
 'sreport_cluster_util_percent.psv': 'sreport -P -t percent cluster Utilization (newer-final-sreport.sh)',
 'sreport_acct_user_minutes.psv': 'sreport -P -t minutes cluster AccountUtilizationByUser (newer-final-sreport.sh)',
 'sreport_acct_user_billing_gpu.psv': 'sreport -P -t seconds -T billing,gres/gpu cluster AccountUtilizationByUser (newer-final-sreport.sh)',
 'sreport_user_acct_seconds.psv': 'sreport -P -t seconds cluster UserUtilizationByAccount (newer-final-sreport.sh)',
 'sreport_top_usage.psv': 'sreport -P -t seconds user TopUsage TopCount=5 (newer-final-sreport.sh)',
 'sreport_sizes_by_account.psv': 'sreport -P -t seconds job SizesByAccount (newer-final-sreport.sh)',
 'sreport_sizes_grouping.psv': 'sreport -P -t minutes job SizesByAccount Grouping=4,16,32 (newer-final-sreport.sh)',
 'sacctmgr_transactions.psv': 'sacctmgr -P show transactions start=<before setup> end=<final> format=Time,Action,Actor,Where,Info (slurmdbd transaction log; newer-final.sh)',
 'sacctmgr_transactions_cluster.psv': 'the same with format=Time,Action,Actor,Cluster,Where,Info (newer-final.sh)',
}
for f in sorted(os.listdir(F)):
    if f.startswith('snap-'): w(f'* `{f}/`: final live snapshot (same files as above)'); continue
    w(f'* `{f}`: {fd.get(f, "")}')
w('\n## Notes / oddities\n\n' + notes)
open(os.path.join(d, 'MANIFEST.md'), 'w').write('\n'.join(out) + '\n')
print('wrote', os.path.join(d, 'MANIFEST.md'))
