#!/usr/bin/env python3
"""The sreport command matrix for sreport-all. matrix(day, h0) -> list of sreport argument lists (without 'sreport').
Windows: W = h0:00 .. h0+2:00 (two full hours), WD = h0:30 .. h0+1:30 (one hour containing the node-down boundary
h0+1:00 on cluster a, not aligned to hours), WH1 = h0 .. h0+1, WH2 = h0+1 .. h0+2.
Run without arguments to print the matrix (one command per line)."""
import sys, shlex

def matrix(day='2026-11-27', h0=13):
    t = lambda h, m=0: f'{day}T{h:02d}:{m:02d}:00'
    W = [f'start={t(h0)}', f'end={t(h0+2)}']
    WD = [f'start={t(h0, 30)}', f'end={t(h0+1, 30)}']
    WH1 = [f'start={t(h0)}', f'end={t(h0+1)}']
    WH2 = [f'start={t(h0+1)}', f'end={t(h0+2)}']
    M = []
    add = M.append
    # ---------------- cluster Utilization
    U = ['cluster', 'Utilization']
    for win in (W, WD, WH1, WH2):
        for g in ([], ['-M', 'a'], ['-M', 'b'], ['-M', 'a,b'], ['-a'], ['-t', 'Percent'], ['-M', 'a,b', '-t', 'Percent']):
            add(g + U + win)
        add(U + win + ['clusters=a,b'])
    for tf in ['Seconds', 'Minutes', 'Hours', 'Percent', 'SecPer', 'MinPer', 'HourPer',
               'seconds', 'hourper', 'sec', 'min', 'hour', 'per', 's', 'm', 'h', 'p', 'hourp', 'PER']:
        add(['-t', tf] + U + W)
    for glued in ['-tsecper', '-tS', '-tminper', '-tHours', '-tp', '-tseconds']:
        add([glued] + U + W)
    add(['-M', 'a,b', '-t', 'secper'] + U + W)
    add(['-Ma,b', '-tsecper'] + U + W)
    add(['-Mb'] + U + W)
    add(['--cluster=a,b'] + U + W)
    add(['--cluster', 'b'] + U + W)
    add(['--all_clusters'] + U + W)
    add(U + W + ['all_clusters'])
    add(U + W + ['clusters=b'])
    add(U + W + ['cluster=a,b'])
    for tres in ['cpu', 'cpu,mem,billing', 'ALL', 'mem', 'billing', 'node', 'gres/gpu', 'energy', 'cpu,gres/gpu', 'all']:
        add(['-T', tres] + U + W)
    add(['-T', 'ALL'] + U + WD)
    add(['-T', 'ALL', '-t', 'percent'] + U + W)
    add(['-T', 'ALL', '-M', 'a,b'] + U + W)
    add(['-T', 'cpu,mem', '-t', 'hourper'] + U + W)
    add(['-Tcpu,mem'] + U + W)
    add(['--tres=mem'] + U + W)
    add(['--tres', 'cpu,billing'] + U + W)
    fields = ['Cluster', 'Allocated', 'Down', 'PlannedDown', 'Idle', 'Planned', 'Reported', 'OverCommitted', 'TresCount', 'TresName']
    for f in fields:
        add(U + W + [f'format={f}'])
    allf = 'format=' + ','.join(fields)
    add(U + W + [allf]); add(U + WD + [allf]); add(['-M', 'a,b'] + U + W + [allf])
    add(['-T', 'ALL'] + U + W + [allf]); add(['-t', 'secper'] + U + W + [allf]); add(['-P', '-T', 'ALL'] + U + W + [allf])
    for fmt in ['format=cl,al,d,pl,i,res,rep,over', 'format=Cluster,Allocated,Down,PlannedDown,Idle,Planned,Reported,OverCommitted',
                'format=over,res,rep', 'format=Reserved', 'format=plan', 'format=planned', 'format=pdown,over',
                'format=Cluster%20,Allocated%-12,Idle%5', 'format=tresn,tresc,al', 'format=Cluster,Reported%-30',
                'format=a,c,d,i,o,p,r,t', 'Format=Allocated,Idle']:
        add(U + W + [fmt])
    for g in (['-P'], ['-p'], ['-n'], ['-Q'], ['-nP'], ['-Pn', '-tsec'], ['-Pn'], ['-pn'], ['-P', '-M', 'a,b'],
              ['-P', '-T', 'ALL'], ['-P', '-t', 'percent'], ['-p', '-t', 'hourper'], ['--parsable2'], ['--parsable'],
              ['--noheader'], ['--quiet'], ['-P', '-a'], ['-nP', '-tsecper', '-Ma,b']):
        add(g + U + W)
    add(['--local'] + U + W); add(['--local', '-M', 'a,b'] + U + W); add(['--federation'] + U + W)
    # report-name spellings and time forms
    for form in (['cluster', 'utilization'], ['cluster', 'util'], ['clus', 'Util'], ['CLUSTER', 'UTILIZATION']):
        add(form + W)
    add(U + [f'start={h0:02d}:00', f'end={h0+2:02d}:00'])
    add(U + [f'start={t(h0)[:-3]}', f'end={t(h0+2)[:-3]}'])
    mmdd = day[5:7] + '/' + day[8:10]
    add(U + [f'start={mmdd}-{h0:02d}:00', f'end={mmdd}-{h0+2:02d}:00'])
    add(U + [f'Start={t(h0)}', f'End={t(h0+2)}'])
    add(U + [f'start={t(h0, 10)}', f'end={t(h0+1, 50)}'])
    # ---------------- cluster account/user/wckey reports
    for rep in ['AccountUtilizationByUser', 'AccountUtilizationByQOS']:
        R = ['cluster', rep]
        for win in (W, WD, WH1, WH2):
            add(R + win)
        for g, o in [([], ['tree']), ([], ['Tree']), (['-M', 'b'], []), (['-M', 'a,b'], []), (['-M', 'a,b'], ['tree']),
                     ([], ['clusters=a,b']), (['-a'], []), ([], ['accounts=physics']), ([], ['accounts=physics', 'tree']),
                     ([], ['accounts=bio,ops']), ([], ['accounts=astro']), ([], ['accounts=genomics', 'tree']),
                     ([], ['users=u1']), ([], ['users=u1,u5']), ([], ['users=u1', 'tree']),
                     ([], ['accounts=physics', 'users=u1']), (['-t', 'percent'], []), (['-t', 'hourper'], ['tree']),
                     (['-t', 'secper'], []), (['-T', 'ALL'], []), (['-T', 'cpu,mem'], []), (['-T', 'ALL'], ['tree']),
                     (['-T', 'gres/gpu'], []), (['-T', 'billing', '-t', 'percent'], ['tree']),
                     (['-P'], []), (['-P'], ['tree']), (['-p'], []), (['-n'], []), (['-nP', '-tsecper'], ['tree']),
                     ([], ['format=Accounts,Cluster,Login,Proper,TresCount,Used']),
                     ([], ['format=Accounts,Cluster,QOS,TresCount,Used']),
                     ([], ['format=Cluster,Accounts%20,Login,Used']), ([], ['format=acc,cl,l,p,u']),
                     ([], ['format=Accounts,QOS,Used', 'tree']), (['-T', 'ALL'], ['format=Accounts,Login,TresCount,Used']),
                     ([], ['format=Energy']), ([], ['format=acc,cl,lo,pr,u']), ([], ['format=Login,Accounts,Used%20'])]:
            add(g + R + W + o)
    add(['-T', 'ALL'] + ['cluster', 'AccountUtilizationByUser'] + WD + ['tree'])
    add(['cluster', 'AccountUtilizationByUser'] + WD + ['tree'])
    for rep in ['UserUtilizationByAccount', 'UserUtilizationByWckey', 'WCKeyUtilizationByUser']:
        R = ['cluster', rep]
        for win in (W, WD, WH1, WH2):
            add(R + win)
        opts = [(['-M', 'b'], []), (['-M', 'a,b'], []), ([], ['clusters=a,b']), (['-a'], []),
                ([], ['users=u1']), ([], ['users=u1,u5']), (['-t', 'percent'], []), (['-t', 'hourper'], []),
                (['-T', 'ALL'], []), (['-T', 'cpu,mem'], []), (['-P'], []), (['-p'], []), (['-n'], []),
                (['-nP', '-tsecper'], []), ([], ['tree'])]
        if rep == 'UserUtilizationByAccount':
            opts += [([], ['accounts=astro']), ([], ['accounts=physics']), ([], ['accounts=ops,bio']),
                     ([], ['format=Accounts,Cluster,Login,Proper,TresCount,Used']), ([], ['format=l,a,u']), ([], ['format=lo,acc,u']),
                     ([], ['wckeys=w1'])]
        else:
            opts += [([], ['wckeys=w1']), ([], ['wckeys=w1,w2']), ([], ['wckeys=*']), ([], ['wckeys=wx,w4']),
                     ([], ['wckeys=w2', 'users=u1,u3']), ([], ['accounts=astro']),
                     ([], ['format=Cluster,Login,Proper,TresCount,Used,Wckey']), ([], ['format=w,l,u']),
                     ([], ['format=Wckey%20,Used']), ([], ['format=wc,lo,u']), ([], ['user=u1'])]
        for g, o in opts:
            add(g + R + W + o)
    for form in (['cluster', 'userutilizationbyaccount'], ['cluster', 'AccountUtilization'], ['cluster', 'wckeyutil'],
                 ['cluster', 'userutilizationbywckey'], ['cluster', 'UserUtil'], ['cluster', 'acct']):
        add(form + W)
    # ---------------- job reports
    for rep in ['SizesByAccount', 'SizesByWckey', 'SizesByAccountAndWckey']:
        R = ['job', rep]
        for win in (W, WD, WH1, WH2):
            add(R + win)
        for g, o in [([], ['Grouping=1,4,16']), ([], ['grouping=individual']), ([], ['Grouping=2,8,32,64']),
                     ([], ['grouping=4']), ([], ['Grouping=1,2,3,4,8,16,32,64']), ([], ['PrintJobCount']),
                     ([], ['PrintJobCount', 'Grouping=1,4,16']), ([], ['FlatView']), ([], ['AcctAsParent']),
                     ([], ['FlatView', 'AcctAsParent']), ([], ['Accounts=physics']), ([], ['Accounts=physics', 'AcctAsParent']),
                     ([], ['Accounts=physics,bio']), ([], ['Accounts=physics', 'FlatView']), ([], ['Accounts=astro']),
                     ([], ['Accounts=bio', 'AcctAsParent', 'PrintJobCount']), ([], ['Users=u1']), ([], ['Users=u1,u5']),
                     ([], ['Wckeys=w1']), ([], ['Wckeys=w1,w2']), ([], ['Wckeys=*']), ([], ['Partitions=batch']),
                     ([], ['Partitions=prio,debug']), ([], ['Nodes=a-n1']), ([], ['Nodes=b-n1']), ([], ['Clusters=a,b']),
                     ([], ['Clusters=b']), (['-M', 'a,b'], []), (['-a'], []), (['-M', 'a,b'], ['FlatView']),
                     (['-t', 'Percent'], []), (['-t', 'percent'], ['FlatView']), (['-t', 'hourper'], []),
                     (['-t', 'seconds'], []), (['-t', 'percent'], ['PrintJobCount']), (['-T', 'mem'], []),
                     (['-T', 'gres/gpu'], []), (['-T', 'billing'], ['FlatView']), (['-T', 'ALL'], []), (['-T', 'cpu,mem'], []),
                     (['-P'], []), (['-p'], []), (['-nP'], []), (['-P'], ['FlatView', 'Grouping=1,4,16']),
                     ([], ['format=Account%20,Cluster']), ([], ['format=Wckey,Cluster']), ([], ['format=Cluster']),
                     ([], ['FlatView', 'Users=u1', 'Grouping=individual']), ([], ['GID=2001']), ([], ['Jobs=3,4,5']),
                     ([], ['Accounts=bio', 'AcctAsParent', 'Grouping=1,4,16']), (['-tpercent'], []),
                     (['-P', '-t', 'percent'], ['PrintJobCount', 'Grouping=1,4,16']), ([], ['Users=u3', 'Wckeys=w2'])]:
            add(g + R + W + o)
    for form in (['job', 'sizes'], ['job', 'SizesByAccountAndWcKey'], ['job', 'sizesbyaccount'], ['job', 'SizesByW']):
        add(form + W)
    # ---------------- reservation Utilization
    R = ['reservation', 'Utilization']
    for win in (W, WD, WH1, WH2):
        add(R + win)
    rfields = ['Allocated', 'Associations', 'Cluster', 'End', 'Flags', 'Idle', 'Name', 'Nodes', 'ReservationId',
               'Start', 'TotalTime', 'TresCount', 'TresName', 'TresTime']
    for g, o in [([], ['names=resa']), ([], ['names=resb,maintb']), ([], ['Names=resb']), (['-M', 'b'], []),
                 (['-M', 'a,b'], []), ([], ['clusters=a,b']), (['-a'], []), ([], ['nodes=a-n1']),
                 ([], ['format=Name,Cluster,Allocated,Idle,TotalTime']), ([], ['format=' + ','.join(rfields)]),
                 (['-M', 'a,b'], ['format=' + ','.join(rfields)]), ([], ['format=name,id,fl,as']),
                 (['-t', 'percent'], []), (['-t', 'hourper'], []), (['-t', 'seconds'], []), (['-T', 'cpu'], []),
                 (['-T', 'ALL'], []), (['-T', 'cpu,mem'], []), (['-P'], []), (['-p'], []), (['-nP', '-M', 'a,b'], [])]:
        add(g + R + W + o)
    add(['-M', 'a,b'] + R + WD); add(['reservation', 'util'] + W); add(['-M', 'b', 'res', 'Util'] + W)
    # ---------------- user TopUsage
    R = ['user', 'TopUsage']
    for win in (W, WD, WH1, WH2):
        add(R + win)
    for g, o in [([], ['Group']), ([], ['TopCount=2']), ([], ['TopCount=2', 'Group']), ([], ['Accounts=physics']),
                 ([], ['Accounts=astro,ops']), ([], ['Users=u1,u2']), ([], ['Users=u1', 'Group']), (['-M', 'a,b'], []),
                 (['-M', 'a,b'], ['Group']), (['-M', 'a,b'], ['TopCount=3']), ([], ['clusters=a,b']), (['-a'], []),
                 (['-t', 'percent'], []), (['-t', 'hourper'], []), (['-T', 'ALL'], []), (['-T', 'cpu,mem'], []),
                 (['-T', 'mem,cpu'], []), (['-P'], []), (['-p'], []), (['-nP'], ['Group']),
                 ([], ['format=Account,Cluster,Login,Proper,Used']), ([], ['format=l,u']), ([], ['format=Login,Energy']),
                 ([], ['TopCount=0']), ([], ['TopCount=100']), (['-T', 'billing'], []), (['-t', 'percent'], ['TopCount=2']),
                 (['-tsecper'], ['Group'])]:
        add(g + R + W + o)
    add(['user', 'top'] + W); add(['-M', 'b', 'user', 'TopUsage'] + WD)
    # ---------------- expected failures and odd inputs
    add(U + W + ['format=Bogus']); add(U + W + ['foo=bar']); add(U + W + ['Bogus'])
    add(['cluster', 'Bogus'] + W); add(['bogus', 'Utilization'] + W); add(['job', 'SizesByAccount'] + W + ['format=bogus'])
    add(['job', 'SizesByAccount'] + W + ['UnknownOpt'])
    add(['-t', 'bogus'] + U + W); add(['-X'] + U + W); add(['--bogus'] + U + W); add(['-T', 'bogus'] + U + W)
    add(['user', 'TopUsage'] + W + ['TopCount=x']); add(['reservation', 'Utilization'] + W + ['format=Foo'])
    add(['job', 'SizesByAccount', '-T', 'cpu,mem'] + W); add(U + [f'start={t(h0+2)}', f'end={t(h0)}'])
    add(['-M', 'nosuch'] + U + W); add(U + W + ['clusters=nosuch']); add(['cluster'] + W); add(['-t'])
    add(['-V']); add(['--version']); add(['cluster', 'AccountUtilizationByUser'] + W + ['accounts=nosuch'])
    add(['job', 'SizesByAccount'] + W + ['Grouping=abc'])
    seen, uniq = set(), []
    for a in M:
        if tuple(a) not in seen: seen.add(tuple(a)); uniq.append(a)
    return uniq

if __name__ == '__main__':
    for a in matrix(*sys.argv[1:2]):
        print('sreport ' + shlex.join(a))
