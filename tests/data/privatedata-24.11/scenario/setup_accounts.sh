#!/bin/bash
# Usage: setup_accounts.sh DIR CLUSTER -- run once right after tools/oracle/newer-start.sh on a fresh DB.
# newer-start.sh creates its own small tree (QOS a/b; physics, bio, astro; u1..u4); this removes it and builds the
# tree, users and QOS of tests/golden/oracle/05_setup_accounts.sh (the 22.05 privatedata capture), in the chroot.
# QOS on root is set before the child accounts exist (24.11's slurmctld did not pass a later change down to the
# children in its cache: tools/oracle/README.md). Then u4 coordinator of physics, u5 AdminLevel Operator.
set -uo pipefail
DIR=$1; C=$2
cr() { chroot "$DIR" "$@"; }
S="sacctmgr -i"
for i in 1 2 3 4 5 6 7 8; do cr id u$i >/dev/null 2>&1 || cr useradd -m -u $((2000+i)) u$i; done
# remove newer-start.sh's tree and QOS
cr $S delete user where cluster=$C name=u1,u2,u3,u4
cr $S delete account where cluster=$C name=astro
cr $S delete account where cluster=$C name=physics,bio
cr $S delete qos where name=a,b
# tests/golden/oracle/05_setup_accounts.sh, root's QOS first
cr $S add qos high; cr $S add qos low
cr $S modify qos where name=normal set priority=0
cr $S modify qos where name=high   set priority=100
cr $S modify qos where name=low    set priority=10
cr $S modify account where cluster=$C name=root set qos=normal,low defaultqos=normal
cr $S add account physics cluster=$C parent=root fairshare=40 description=physics organization=sci
cr $S add account bio     cluster=$C parent=root fairshare=60 description=bio organization=sci
cr $S add account ops     cluster=$C parent=root fairshare=5  description=ops organization=it
cr $S add account astro    cluster=$C parent=physics fairshare=30 description=astro organization=sci
cr $S add account hep      cluster=$C parent=physics fairshare=10 description=hep organization=sci
cr $S add account genomics cluster=$C parent=bio fairshare=25 description=genomics organization=sci
cr $S add account neuro    cluster=$C parent=bio fairshare=35 description=neuro organization=sci
cr $S add user u1 cluster=$C account=astro    fairshare=10 defaultaccount=astro
cr $S add user u1 cluster=$C account=hep      fairshare=5
cr $S add user u2 cluster=$C account=astro    fairshare=20 defaultaccount=astro
cr $S add user u2 cluster=$C account=ops      fairshare=1
cr $S add user u3 cluster=$C account=hep      fairshare=5  defaultaccount=hep
cr $S add user u4 cluster=$C account=physics  fairshare=15 defaultaccount=physics
cr $S add user u5 cluster=$C account=genomics fairshare=1  defaultaccount=genomics
cr $S add user u6 cluster=$C account=genomics fairshare=parent defaultaccount=genomics
cr $S add user u7 cluster=$C account=neuro    fairshare=3  defaultaccount=neuro
cr $S add user u8 cluster=$C account=neuro    fairshare=1  defaultaccount=neuro
cr $S add user u8 cluster=$C account=ops      fairshare=2
for u in u1 u4 u7; do cr $S modify user where cluster=$C name=$u set qos=normal,low,high; done
cr $S add coordinator account=physics names=u4; echo "rc=$?"
cr $S modify user u5 set adminlevel=Operator; echo "rc=$?"
cr scontrol reconfigure; echo "reconfigure rc=$?"
cr sacctmgr show assoc where cluster=$C format=Cluster,Account,User,Share,ParentName,QOS,DefaultQOS -P
cr sacctmgr -P show user withcoord
