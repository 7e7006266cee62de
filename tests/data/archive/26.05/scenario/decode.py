#!/usr/bin/env python3
"""Throwaway decoder for slurmdbd archive files (test aid for issue 51, not product code).

Reads the packed archive files slurmdbd writes (`sacctmgr archive dump`, Archive*=yes + Purge*After),
protocol versions 22.05 (0x2600) .. 26.05 (0x2D00), as described in ../README.md, and
  decode.py FILE...                       prints each file's header and record count
  decode.py --json FILE...                also prints every record as one JSON object per line
  decode.py --check TSVDIR FILE...        matches every record against the table dumps in TSVDIR
                                          (`mysql -B` output, one <table>.tsv per table, header line)
26.05 capture (copied from tests/data/archive/22.05/scenario/decode.py and adapted): from 24.11 slurmdbd marks
the rows it archives with deleted = 1 before it selects them, so a record whose only difference from a DB row
(captured before the purge) is deleted "1" vs "0" is counted separately as "equal but for the purge mark";
--check also reports per table how many DB rows were not archived.
Field lists: the pack/unpack functions of src/plugins/accounting_storage/mysql/as_mysql_archive.c
(slurm-22-05-8-1 .. slurm-26-05-3-1); each entry is (archive field, DB column, first protocol major).
"""
import json
import struct
import sys

# record type (pack16 after the time) -> (layout, SQL table without cluster prefix, has period)
TYPES = {
    1471: ('event', 'event_table', False),          # DBD_GOT_EVENTS
    1421: ('job', 'job_table', False),              # DBD_GOT_JOBS
    1465: ('resv', 'resv_table', False),            # DBD_GOT_RESVS
    1442: ('step', 'step_table', False),            # DBD_STEP_START
    1427: ('suspend', 'suspend_table', False),      # DBD_JOB_SUSPEND
    1446: ('txn', 'txn_table', False),              # DBD_GOT_TXN
    1418: ('usage', 'assoc_usage_%s_table', True),  # DBD_GOT_ASSOC_USAGE
    1458: ('usage', 'wckey_usage_%s_table', True),  # DBD_GOT_WCKEY_USAGE
    1506: ('usage', 'qos_usage_%s_table', True),    # DBD_GOT_QOS_USAGE (24.11+)
    1420: ('cluster_usage', 'usage_%s_table', True),  # DBD_GOT_CLUSTER_USAGE
    1499: ('job_env', 'job_env_table', False),      # DBD_GOT_JOB_ENV (23.11+ writers)
    1500: ('job_script', 'job_script_table', False),  # DBD_GOT_JOB_SCRIPT (23.11+ writers)
}
PERIODS = {0: 'hour', 1: 'day', 2: 'month'}  # DBD_ROLLUP_HOUR/DAY/MONTH
RELEASES = {38: '22.05', 39: '23.02', 40: '23.11', 41: '24.05', 42: '24.11', 43: '25.05',
            44: '25.11', 45: '26.05'}

FIELDS = {
    'job': [
        ('account', 'account', 38),
        ('admin_comment', 'admin_comment', 38),
        ('alloc_nodes', 'nodes_alloc', 38),
        ('associd', 'id_assoc', 38),
        ('array_jobid', 'id_array_job', 38),
        ('array_max_tasks', 'array_max_tasks', 38),
        ('array_taskid', 'id_array_task', 38),
        ('array_task_pending', 'array_task_pending', 38),
        ('array_task_str', 'array_task_str', 38),
        ('script_hash_inx', 'script_hash_inx', 38),
        ('blockid', 'id_block', 38),
        ('constraints', 'constraints', 38),
        ('container', 'container', 38),
        ('deleted', 'deleted', 38),
        ('derived_ec', 'derived_ec', 38),
        ('derived_es', 'derived_es', 38),
        ('env_hash_inx', 'env_hash_inx', 38),
        ('exclusive', 'exclusive', 45),
        ('exit_code', 'exit_code', 38),
        ('extra', 'extra', 39),
        ('flags', 'flags', 38),
        ('timelimit', 'timelimit', 38),
        ('eligible', 'time_eligible', 38),
        ('end', 'time_end', 38),
        ('gid', 'id_group', 38),
        ('gres_used', 'gres_used', 38),
        ('job_db_inx', 'job_db_inx', 38),
        ('jobid', 'id_job', 38),
        ('kill_requid', 'kill_requid', 38),
        ('licenses', 'licenses', 39),
        ('mcs_label', 'mcs_label', 38),
        ('mod_time', 'mod_time', 38),
        ('name', 'job_name', 38),
        ('nodelist', 'nodelist', 38),
        ('node_inx', 'node_inx', 38),
        ('het_job_id', 'het_job_id', 38),
        ('het_job_offset', 'het_job_offset', 38),
        ('oversubscribe', 'oversubscribe', 45),
        ('partition', 'partition', 38),
        ('priority', 'priority', 38),
        ('qos', 'id_qos', 38),
        ('qos_req', 'qos_req', 42),
        ('req_cpus', 'cpus_req', 38),
        ('req_mem', 'mem_req', 38),
        ('restart_cnt', 'restart_cnt', 42),
        ('resvid', 'id_resv', 38),
        ('resv_req', 'resv_req', 43),
        ('segment_size', 'segment_size', 43),
        ('sluid', 'sluid', 45),
        ('start', 'time_start', 38),
        ('state', 'state', 38),
        ('state_reason_prev', 'state_reason_prev', 38),
        ('std_err', 'std_err', 41),
        ('std_in', 'std_in', 41),
        ('std_out', 'std_out', 41),
        ('submit', 'time_submit', 38),
        ('suspended', 'time_suspended', 38),
        ('submit_line', 'submit_line', 38),
        ('system_comment', 'system_comment', 38),
        ('tres_alloc_str', 'tres_alloc', 38),
        ('tres_req_str', 'tres_req', 38),
        ('uid', 'id_user', 38),
        ('wckey', 'wckey', 38),
        ('wckey_id', 'id_wckey', 38),
        ('work_dir', 'work_dir', 38),
    ],
    'step': [
        ('act_cpufreq', 'act_cpufreq', 38),
        ('deleted', 'deleted', 38),
        ('exit_code', 'exit_code', 38),
        ('consumed_energy', 'consumed_energy', 38),
        ('container', 'container', 38),
        ('job_db_inx', 'job_db_inx', 38),
        ('kill_requid', 'kill_requid', 38),
        ('name', 'step_name', 38),
        ('nodelist', 'nodelist', 38),
        ('nodes', 'nodes_alloc', 38),
        ('node_inx', 'node_inx', 38),
        ('period_end', 'time_end', 38),
        ('period_start', 'time_start', 38),
        ('period_suspended', 'time_suspended', 38),
        ('req_cpufreq_min', 'req_cpufreq_min', 38),
        ('req_cpufreq_max', 'req_cpufreq', 38),
        ('req_cpufreq_gov', 'req_cpufreq_gov', 38),
        ('state', 'state', 38),
        ('stepid', 'id_step', 38),
        ('step_het_comp', 'step_het_comp', 38),
        ('cwd', 'cwd', 43),
        ('std_err', 'std_err', 43),
        ('std_in', 'std_in', 43),
        ('std_out', 'std_out', 43),
        ('submit_line', 'submit_line', 38),
        ('sys_sec', 'sys_sec', 38),
        ('sys_usec', 'sys_usec', 38),
        ('tasks', 'task_cnt', 38),
        ('task_dist', 'task_dist', 38),
        ('timelimit', 'timelimit', 43),
        ('tres_alloc_str', 'tres_alloc', 38),
        ('tres_usage_in_ave', 'tres_usage_in_ave', 38),
        ('tres_usage_in_max', 'tres_usage_in_max', 38),
        ('tres_usage_in_max_nodeid', 'tres_usage_in_max_nodeid', 38),
        ('tres_usage_in_max_taskid', 'tres_usage_in_max_taskid', 38),
        ('tres_usage_in_min', 'tres_usage_in_min', 38),
        ('tres_usage_in_min_nodeid', 'tres_usage_in_min_nodeid', 38),
        ('tres_usage_in_min_taskid', 'tres_usage_in_min_taskid', 38),
        ('tres_usage_in_tot', 'tres_usage_in_tot', 38),
        ('tres_usage_out_ave', 'tres_usage_out_ave', 38),
        ('tres_usage_out_max', 'tres_usage_out_max', 38),
        ('tres_usage_out_max_nodeid', 'tres_usage_out_max_nodeid', 38),
        ('tres_usage_out_max_taskid', 'tres_usage_out_max_taskid', 38),
        ('tres_usage_out_min', 'tres_usage_out_max', 38),
        ('tres_usage_out_min_nodeid', 'tres_usage_out_min_nodeid', 38),
        ('tres_usage_out_min_taskid', 'tres_usage_out_min_taskid', 38),
        ('tres_usage_out_tot', 'tres_usage_out_tot', 38),
        ('user_sec', 'user_sec', 38),
        ('user_usec', 'user_usec', 38),
    ],
    'event': [
        ('cluster_nodes', 'cluster_nodes', 38),
        ('extra', 'extra', 40),
        ('instance_id', 'instance_id', 40),
        ('instance_type', 'instance_type', 40),
        ('node_name', 'node_name', 38),
        ('period_end', 'time_end', 38),
        ('period_start', 'time_start', 38),
        ('reason', 'reason', 38),
        ('reason_uid', 'reason_uid', 38),
        ('state', 'state', 38),
        ('tres_str', 'tres', 38),
    ],
    'resv': [
        ('assocs', 'assoclist', 38),
        ('comment', 'comment', 39),
        ('deleted', 'deleted', 38),
        ('flags', 'flags', 38),
        ('id', 'id_resv', 38),
        ('name', 'resv_name', 38),
        ('nodes', 'nodelist', 38),
        ('node_inx', 'node_inx', 38),
        ('time_end', 'time_end', 38),
        ('time_force', 'time_force', 43),
        ('time_start', 'time_start', 38),
        ('tres_str', 'tres', 38),
        ('unused_wall', 'unused_wall', 38),
    ],
    'suspend': [
        ('associd', 'id_assoc', 38),
        ('job_db_inx', 'job_db_inx', 38),
        ('period_end', 'time_end', 38),
        ('period_start', 'time_start', 38),
    ],
    'txn': [
        ('id', 'id', 38),
        ('timestamp', 'timestamp', 38),
        ('action', 'action', 38),
        ('name', 'name', 38),
        ('actor', 'actor', 38),
        ('info', 'info', 38),
        ('cluster', 'cluster', 38),
    ],
    'usage': [
        ('id', 'id', 38),
        ('id_alt', 'id_alt', 42),
        ('tres_id', 'id_tres', 38),
        ('time_start', 'time_start', 38),
        ('alloc_secs', 'alloc_secs', 38),
        ('creation_time', 'creation_time', 38),
        ('mod_time', 'mod_time', 38),
        ('deleted', 'deleted', 38),
    ],
    'cluster_usage': [
        ('tres_id', 'id_tres', 38),
        ('time_start', 'time_start', 38),
        ('tres_cnt', 'count', 38),
        ('alloc_secs', 'alloc_secs', 38),
        ('down_secs', 'down_secs', 38),
        ('pdown_secs', 'pdown_secs', 38),
        ('idle_secs', 'idle_secs', 38),
        ('plan_secs', 'plan_secs', 38),
        ('over_secs', 'over_secs', 38),
        ('creation_time', 'creation_time', 38),
        ('mod_time', 'mod_time', 38),
        ('deleted', 'deleted', 38),
    ],
    'job_env': [
        ('hash_inx', 'hash_inx', 39),
        ('last_used', 'last_used', 39),
        ('env_hash', 'env_hash', 39),
        ('env_vars', 'env_vars', 39),
    ],
    'job_script': [
        ('hash_inx', 'hash_inx', 39),
        ('last_used', 'last_used', 39),
        ('script_hash', 'script_hash', 39),
        ('batch_script', 'batch_script', 39),
    ],
}


class Truncated(Exception):
    pass


class Reader:
    def __init__(self, data):
        self.data, self.pos = data, 0

    def take(self, n):
        if self.pos + n > len(self.data):
            raise Truncated('need %d bytes at offset %d, file has %d' % (n, self.pos, len(self.data)))
        b = self.data[self.pos:self.pos + n]
        self.pos += n
        return b

    def u16(self):
        return struct.unpack('>H', self.take(2))[0]

    def u32(self):
        return struct.unpack('>I', self.take(4))[0]

    def time(self):
        return struct.unpack('>q', self.take(8))[0]

    def str(self):
        # packstr: u32 length incl. the trailing NUL, then the bytes; NULL is length 0
        n = self.u32()
        if n == 0:
            return None
        b = self.take(n)
        if b[-1] != 0:
            raise ValueError('string at offset %d not NUL-terminated' % (self.pos - n))
        return b[:-1].decode('utf-8', 'surrogateescape')


def decode(path):
    data = open(path, 'rb').read()
    r = Reader(data)
    ver = r.u16()
    major = ver >> 8
    if major not in RELEASES or ver & 0xff:
        raise ValueError('%s: protocol version %#x not one of %s' % (path, ver, sorted(RELEASES)))
    hdr = {'version': ver, 'release': RELEASES[major], 'written': r.time()}
    rtype = r.u16()
    if rtype not in TYPES:
        raise ValueError('%s: unknown record type %d' % (path, rtype))
    layout, table, has_period = TYPES[rtype]
    hdr['type'] = rtype
    hdr['cluster'] = r.str()
    hdr['count'] = r.u32()
    if has_period:
        hdr['period'] = PERIODS[r.u16()]
        table = table % hdr['period']
    hdr['layout'] = layout
    hdr['table'] = table if layout == 'txn' else '%s_%s' % (hdr['cluster'], table)
    hdr['header_bytes'] = r.pos
    fields = [(f, c) for f, c, since in FIELDS[layout] if since <= major]
    recs = []
    for _ in range(hdr['count']):
        recs.append([(f, c, r.str()) for f, c in fields])
    if r.pos != len(data):
        raise ValueError('%s: %d trailing bytes after %d records' % (path, len(data) - r.pos, len(recs)))
    return hdr, recs


def read_tsv(path):
    unesc = {'n': '\n', 't': '\t', '0': '\0', '\\': '\\'}

    def val(s):
        if s == 'NULL':
            return None
        out, i = [], 0
        while i < len(s):
            if s[i] == '\\' and i + 1 < len(s):
                out.append(unesc.get(s[i + 1], s[i + 1]))
                i += 2
            else:
                out.append(s[i])
                i += 1
        return ''.join(out)
    lines = open(path, encoding='utf-8').read().split('\n')
    head = lines[0].split('\t')
    return [dict(zip(head, map(val, ln.split('\t')))) for ln in lines[1:] if ln]


def main(argv):
    as_json = '--json' in argv
    argv = [a for a in argv if a != '--json']
    tsvdir = None
    if argv and argv[0] == '--check':
        tsvdir, argv = argv[1], argv[2:]
    total = {}
    tables = {}
    purge_mark = {}
    bad = 0
    for path in argv:
        hdr, recs = decode(path)
        print('%s: v=%#06x (%s) written=%d type=%d(%s) cluster=%s count=%d%s header=%dB' % (
            path.rsplit('/', 1)[-1], hdr['version'], hdr['release'], hdr['written'], hdr['type'],
            hdr['layout'], hdr['cluster'], hdr['count'],
            (' period=' + hdr['period']) if 'period' in hdr else '', hdr['header_bytes']))
        if as_json:
            for rec in recs:
                print(json.dumps({f: v for f, _, v in rec}))
        key = hdr['table']
        total.setdefault(key, [0, 0, 0])[0] += len(recs)
        if tsvdir:
            if hdr['table'] not in tables:
                rows = read_tsv('%s/%s.tsv' % (tsvdir, hdr['table']))
                tables[hdr['table']] = [rows, [False] * len(rows)]
            rows, used = tables[hdr['table']]
            cols = [c for _, c, _ in recs[0]] if recs else []
            di = cols.index('deleted') if 'deleted' in cols else None
            for rec in recs:
                t = tuple(v for _, _, v in rec)
                hit = None
                for i, row in enumerate(rows):
                    if not used[i] and tuple(row[c] for c in cols) == t:
                        hit = i
                        break
                if hit is not None:
                    used[hit] = True
                    total[key][1] += 1
                    continue
                if di is not None and t[di] == '1':
                    for i, row in enumerate(rows):
                        u = tuple(row[c] for c in cols)
                        if not used[i] and u[:di] + u[di + 1:] == t[:di] + t[di + 1:]:
                            hit = i
                            break
                if hit is not None:
                    used[hit] = True
                    total[key][2] += 1
                    purge_mark.setdefault(key, {}).setdefault(rows[hit]['deleted'], 0)
                    purge_mark[key][rows[hit]['deleted']] += 1
                else:
                    bad += 1
                    print('  NO MATCH in %s.tsv: %s' % (hdr['table'], json.dumps({f: v for f, _, v in rec})))
    print('total:')
    for k, (n, m, pm) in sorted(total.items()):
        line = '  %-32s %5d records' % (k, n)
        if tsvdir:
            rows, used = tables[k]
            line += ('  %d equal to a DB row field for field, %d equal but for deleted=1 (DB row: deleted=%s),'
                     ' %d of %d DB rows not archived' % (m, pm, json.dumps(purge_mark.get(k, {})),
                                                         used.count(False), len(rows)))
        print(line)
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
