#!/bin/bash
# QOS, account tree, users and wckeys for clusters a and b (same on both releases).
# PFX = command prefix ("" on the host, "chroot /srv/slurm-sid2" for 26.05); SLURM_CONF for the host.
set -uo pipefail
S() { $PFX sacctmgr -i "$@"; }
S add qos high; S add qos low
S modify qos where name=normal set priority=0
S modify qos where name=high set priority=100
S modify qos where name=low set priority=10
# QOS on root first (children inherit at creation)
S modify account where cluster=a,b name=root set qos=normal,low,high defaultqos=normal
# root -> physics(40) -> {astro(30), hep(10)} + user u4 directly; root -> bio(60) -> genomics(25) -> seq(10), user u6 directly in bio
# root -> ops(5)
S add account physics  cluster=a,b parent=root     fairshare=40 description=physics organization=sci
S add account bio      cluster=a,b parent=root     fairshare=60 description=bio organization=sci
S add account ops      cluster=a,b parent=root     fairshare=5  description=ops organization=it
S add account astro    cluster=a,b parent=physics  fairshare=30 description=astro organization=sci
S add account hep      cluster=a,b parent=physics  fairshare=10 description=hep organization=sci
S add account genomics cluster=a,b parent=bio      fairshare=25 description=genomics organization=sci
S add account seq      cluster=a,b parent=genomics fairshare=10 description=seq organization=sci
# users: u1,u2,u5 with wckeys and an explicit default; u3 with wckeys but no default; u4,u6 without wckeys
S add user u1 cluster=a,b account=astro    fairshare=10 defaultaccount=astro wckeys=w1,w2 defaultwckey=w1
S add user u1 cluster=a,b account=hep      fairshare=5
S add user u2 cluster=a,b account=astro    fairshare=20 defaultaccount=astro wckeys=w1,w3 defaultwckey=w3
S add user u2 cluster=a,b account=ops      fairshare=1
S add user u3 cluster=a,b account=hep      fairshare=5  defaultaccount=hep wckeys=w2
S add user u4 cluster=a,b account=physics  fairshare=15 defaultaccount=physics
S add user u5 cluster=a,b account=seq      fairshare=1  defaultaccount=seq wckeys=w4 defaultwckey=w4
S add user u5 cluster=a,b account=genomics fairshare=2
S add user u6 cluster=a,b account=bio      fairshare=3  defaultaccount=bio
S add user u6 cluster=a,b account=ops      fairshare=2
$PFX sacctmgr show assoc format=Cluster,Account,User,Share,ParentName,QOS,DefaultQOS -P
$PFX sacctmgr show wckey -P
$PFX sacctmgr show user withassoc -P format=User,DefaultAccount,DefaultWCKey,Cluster,Account
