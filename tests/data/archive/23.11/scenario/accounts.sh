#!/bin/bash
# Run inside the chroot by newer-start.sh (ACCOUNTS_SCRIPT) as `bash -s CLUSTER`: the users, QOS and account tree of
# tests/golden/oracle/05_setup_accounts.sh (22.05), as the 22.05 archive capture had them (copied from tests/data/privatedata-26.05/scenario/accounts.sh).
C=$1
for i in 1 2 3 4 5 6 7 8; do id u$i >/dev/null 2>&1 || useradd -m -u $((2000+i)) u$i; done
S="sacctmgr -i"
$S add qos high  >/dev/null 2>&1; $S add qos low >/dev/null 2>&1
$S modify qos where name=normal set priority=0
$S modify qos where name=high   set priority=100
$S modify qos where name=low    set priority=10
$S add account physics cluster=$C parent=root fairshare=40 description=physics organization=sci
$S add account bio     cluster=$C parent=root fairshare=60 description=bio organization=sci
$S add account ops     cluster=$C parent=root fairshare=5  description=ops organization=it
$S add account astro    cluster=$C parent=physics fairshare=30 description=astro organization=sci
$S add account hep      cluster=$C parent=physics fairshare=10 description=hep organization=sci
$S add account genomics cluster=$C parent=bio fairshare=25 description=genomics organization=sci
$S add account neuro    cluster=$C parent=bio fairshare=35 description=neuro organization=sci
$S add user u1 cluster=$C account=astro    fairshare=10 defaultaccount=astro
$S add user u1 cluster=$C account=hep      fairshare=5
$S add user u2 cluster=$C account=astro    fairshare=20 defaultaccount=astro
$S add user u2 cluster=$C account=ops      fairshare=1
$S add user u3 cluster=$C account=hep      fairshare=5  defaultaccount=hep
$S add user u4 cluster=$C account=physics  fairshare=15 defaultaccount=physics
$S add user u5 cluster=$C account=genomics fairshare=1  defaultaccount=genomics
$S add user u6 cluster=$C account=genomics fairshare=parent defaultaccount=genomics
$S add user u7 cluster=$C account=neuro    fairshare=3  defaultaccount=neuro
$S add user u8 cluster=$C account=neuro    fairshare=1  defaultaccount=neuro
$S add user u8 cluster=$C account=ops      fairshare=2
$S modify account where cluster=$C name=root set qos=normal,low defaultqos=normal
for u in u1 u4 u7; do $S modify user where cluster=$C name=$u set qos=normal,low,high; done
sacctmgr show assoc where cluster=$C format=Cluster,Account,User,Share,ParentName,QOS,DefaultQOS -P
