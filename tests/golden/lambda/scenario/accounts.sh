#!/bin/bash
# Usage: accounts.sh DIR CLUSTER  -- lambda's QOS, user and account tree, run right after newer-start.sh (as root, on the host).
# newer-start.sh has already made users u1..u4, QOS a (10) and b (100), root's QOS normal,a,b and the tree
#   root -> physics(40) -> {astro(30): u1(10), u2(20); u3(5)},  root -> bio(60): {u1(2), u4(1)}.
# This adds (modelled on tests/golden/delta/scenario/accounts.sh, Fair Tree on 22.05):
#   QOS scav (Priority=10, UsageFactor=0.5) and boost (Priority=100, UsageFactor=2.0), added to root's QOS list
#   the Unix user longusername01 (uid 2011; a name longer than sshare's 10-character User column)
#   root -> ops(1): u2(1), longusername01(1)
#   physics -> hep(10): u1(5), u4(Fairshare=parent)
#   astro -> cosmo(fairshare=parent): u1(10), u2(4)
#   bio -> computational_chemistry_lab(25) (27 characters, longer than sshare's 20-character Account column):
#          longusername01(3), u2(1)
#   bio -> genomics(35): u3(2), longusername01(1)
set -euo pipefail
DIR=${1:?usage: accounts.sh DIR CLUSTER}; C=${2:?usage: accounts.sh DIR CLUSTER}
S="chroot $DIR sacctmgr -i"
chroot "$DIR" id longusername01 >/dev/null 2>&1 || chroot "$DIR" useradd -m -u 2011 longusername01
$S add qos scav  >/dev/null; $S add qos boost >/dev/null
$S modify qos where name=scav  set priority=10  usagefactor=0.5
$S modify qos where name=boost set priority=100 usagefactor=2.0
$S modify account where cluster=$C name=root set qos+=scav,boost
$S add account ops      cluster=$C parent=root    fairshare=1  description=ops organization=it
$S add account hep      cluster=$C parent=physics fairshare=10 description=hep organization=sci
$S add account cosmo    cluster=$C parent=astro   fairshare=parent description=cosmo organization=sci
$S add account computational_chemistry_lab cluster=$C parent=bio fairshare=25 description=compchem organization=sci
$S add account genomics cluster=$C parent=bio     fairshare=35 description=genomics organization=sci
$S add user u1 cluster=$C account=hep      fairshare=5
$S add user u1 cluster=$C account=cosmo    fairshare=10
$S add user u2 cluster=$C account=cosmo    fairshare=4
$S add user u2 cluster=$C account=ops      fairshare=1
$S add user u2 cluster=$C account=computational_chemistry_lab fairshare=1
$S add user u3 cluster=$C account=genomics fairshare=2
$S add user u4 cluster=$C account=hep      fairshare=parent
$S add user longusername01 cluster=$C account=computational_chemistry_lab fairshare=3 defaultaccount=computational_chemistry_lab
$S add user longusername01 cluster=$C account=genomics fairshare=1
$S add user longusername01 cluster=$C account=ops      fairshare=1
chroot "$DIR" sacctmgr -P show assoc where cluster=$C format=Account,User,Share,QOS,DefaultQOS,Lineage
