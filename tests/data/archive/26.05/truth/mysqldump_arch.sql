/*M!999999\- enable the sandbox mode */ 
-- MariaDB dump 10.20-11.8.9-MariaDB, for debian-linux-gnu (x86_64)
--
-- Host: localhost    Database: slurm_acct_db
-- ------------------------------------------------------
-- Server version	11.8.9-MariaDB-4 from Debian

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET @OLD_CHARACTER_SET_RESULTS=@@CHARACTER_SET_RESULTS */;
/*!40101 SET @OLD_COLLATION_CONNECTION=@@COLLATION_CONNECTION */;
/*!40101 SET NAMES utf8mb4 */;
/*!40103 SET @OLD_TIME_ZONE=@@TIME_ZONE */;
/*!40103 SET TIME_ZONE='+00:00' */;
/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;
/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;
/*!40101 SET @OLD_SQL_MODE=@@SQL_MODE, SQL_MODE='NO_AUTO_VALUE_ON_ZERO' */;
/*M!100616 SET @OLD_NOTE_VERBOSITY=@@NOTE_VERBOSITY, NOTE_VERBOSITY=0 */;

--
-- Table structure for table `arch_assoc_table`
--

DROP TABLE IF EXISTS `arch_assoc_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_assoc_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `comment` text DEFAULT NULL,
  `flags` int(10) unsigned NOT NULL DEFAULT 0,
  `is_def` tinyint(4) NOT NULL DEFAULT 0,
  `id_assoc` int(10) unsigned NOT NULL AUTO_INCREMENT,
  `user` tinytext NOT NULL DEFAULT '',
  `acct` tinytext NOT NULL,
  `partition` tinytext NOT NULL DEFAULT '',
  `parent_acct` tinytext NOT NULL DEFAULT '',
  `id_parent` int(10) unsigned NOT NULL,
  `lineage` text DEFAULT NULL,
  `shares` int(11) NOT NULL DEFAULT 1,
  `max_jobs` int(11) DEFAULT NULL,
  `max_jobs_accrue` int(11) DEFAULT NULL,
  `min_prio_thresh` int(11) DEFAULT NULL,
  `max_submit_jobs` int(11) DEFAULT NULL,
  `max_tres_pj` text NOT NULL DEFAULT '',
  `max_tres_pn` text NOT NULL DEFAULT '',
  `max_tres_mins_pj` text NOT NULL DEFAULT '',
  `max_tres_run_mins` text NOT NULL DEFAULT '',
  `max_wall_pj` int(11) DEFAULT NULL,
  `grp_jobs` int(11) DEFAULT NULL,
  `grp_jobs_accrue` int(11) DEFAULT NULL,
  `grp_submit_jobs` int(11) DEFAULT NULL,
  `grp_tres` text NOT NULL DEFAULT '',
  `grp_tres_mins` text NOT NULL DEFAULT '',
  `grp_tres_run_mins` text NOT NULL DEFAULT '',
  `grp_wall` int(11) DEFAULT NULL,
  `priority` int(10) unsigned DEFAULT NULL,
  `def_qos_id` int(11) DEFAULT NULL,
  `qos` blob NOT NULL DEFAULT '',
  `delta_qos` blob NOT NULL DEFAULT '',
  PRIMARY KEY (`id_assoc`),
  UNIQUE KEY `udex` (`user`(42),`acct`(42),`partition`(42))
) ENGINE=InnoDB AUTO_INCREMENT=23 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_assoc_table`
--
-- ORDER BY:  `id_assoc`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_assoc_table` WRITE;
/*!40000 ALTER TABLE `arch_assoc_table` DISABLE KEYS */;
INSERT INTO `arch_assoc_table` VALUES (1795931399,1795931406,0,NULL,0,0,1,'','root','','',0,'/',1,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,1,',1,3,','');
INSERT INTO `arch_assoc_table` VALUES (1795931400,1795931400,0,NULL,131072,1,2,'root','root','','',1,'/0-root/',1,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931405,1795931405,0,NULL,0,0,3,'','physics','','root',1,'/physics/',40,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931405,1795931405,0,NULL,0,0,4,'','bio','','root',1,'/bio/',60,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931405,1795931527,0,NULL,0,0,5,'','ops','','root',1,'/ops/',6,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931405,1795931405,0,NULL,0,0,6,'','astro','','physics',3,'/physics/astro/',30,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931405,1795931405,0,NULL,0,0,7,'','hep','','physics',3,'/physics/hep/',10,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931405,1795931405,0,NULL,0,0,8,'','genomics','','bio',4,'/bio/genomics/',25,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931405,1795931405,0,NULL,0,0,9,'','neuro','','bio',4,'/bio/neuro/',35,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931406,1795931406,0,NULL,0,1,10,'u1','astro','','',6,'/physics/astro/0-u1/',10,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,',1,3,2,','');
INSERT INTO `arch_assoc_table` VALUES (1795931406,1795931406,0,NULL,0,0,11,'u1','hep','','',7,'/physics/hep/0-u1/',5,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,',1,3,2,','');
INSERT INTO `arch_assoc_table` VALUES (1795931406,1795931406,0,NULL,0,1,12,'u2','astro','','',6,'/physics/astro/0-u2/',20,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931406,1795931406,0,NULL,0,0,13,'u2','ops','','',5,'/ops/0-u2/',1,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931406,1795931527,0,NULL,0,1,14,'u3','hep','','',7,'/physics/hep/0-u3/',7,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931406,1795931406,0,NULL,0,1,15,'u4','physics','','',3,'/physics/0-u4/',15,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,',1,3,2,','');
INSERT INTO `arch_assoc_table` VALUES (1795931406,1795931527,0,NULL,0,1,16,'u5','genomics','','',8,'/bio/genomics/0-u5/',1,50,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931406,1795931406,0,NULL,0,1,17,'u6','genomics','','',8,'/bio/genomics/0-u6/',2147483647,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931406,1795931406,0,NULL,0,1,18,'u7','neuro','','',9,'/bio/neuro/0-u7/',3,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,',1,3,2,','');
INSERT INTO `arch_assoc_table` VALUES (1795931406,1795931406,0,NULL,0,1,19,'u8','neuro','','',9,'/bio/neuro/0-u8/',1,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931406,1795931406,0,NULL,0,0,20,'u8','ops','','',5,'/ops/0-u8/',2,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931527,1795931527,0,NULL,0,0,21,'','chem','','root',1,'/chem/',3,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
/*!40000 ALTER TABLE `arch_assoc_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_assoc_usage_day_table`
--

DROP TABLE IF EXISTS `arch_assoc_usage_day_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_assoc_usage_day_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id` int(10) unsigned NOT NULL,
  `id_alt` int(10) unsigned NOT NULL DEFAULT 0,
  `id_tres` int(11) NOT NULL DEFAULT 1,
  `time_start` bigint(20) unsigned NOT NULL,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`,`id_tres`,`time_start`),
  KEY `archive_delete` (`deleted`),
  KEY `archive_purge` (`mod_time`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_assoc_usage_day_table`
--
-- ORDER BY:  `id`,`id_tres`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_assoc_usage_day_table` WRITE;
/*!40000 ALTER TABLE `arch_assoc_usage_day_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_assoc_usage_day_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_assoc_usage_hour_table`
--

DROP TABLE IF EXISTS `arch_assoc_usage_hour_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_assoc_usage_hour_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id` int(10) unsigned NOT NULL,
  `id_alt` int(10) unsigned NOT NULL DEFAULT 0,
  `id_tres` int(11) NOT NULL DEFAULT 1,
  `time_start` bigint(20) unsigned NOT NULL,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`,`id_tres`,`time_start`),
  KEY `archive_delete` (`deleted`),
  KEY `archive_purge` (`mod_time`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_assoc_usage_hour_table`
--
-- ORDER BY:  `id`,`id_tres`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_assoc_usage_hour_table` WRITE;
/*!40000 ALTER TABLE `arch_assoc_usage_hour_table` DISABLE KEYS */;
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,10,0,1,1795928400,2404);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,10,0,1,1795932000,11414);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,10,0,2,1795928400,2404000);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,10,0,2,1795932000,16841040);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,10,0,4,1795928400,169);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,10,0,4,1795932000,835);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,10,0,5,1795928400,2871);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,10,0,5,1795932000,24847);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,11,0,1,1795932000,5500);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,11,0,2,1795932000,34275328);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,11,0,4,1795932000,627);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,11,0,5,1795932000,23752);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,12,0,1,1795928400,616);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,12,0,1,1795932000,4346);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,12,0,2,1795932000,10183552);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,12,0,4,1795932000,768);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,12,0,5,1795932000,11425);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,13,0,1,1795928400,790);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,13,0,1,1795932000,3674);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,13,0,2,1795928400,174000);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,13,0,2,1795932000,3040000);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,13,0,4,1795928400,87);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,13,0,4,1795932000,190);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,13,0,5,1795928400,174);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,13,0,5,1795932000,3610);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,14,0,1,1795928400,3527);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,14,0,1,1795932000,474);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,14,0,2,1795928400,3527000);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,14,0,2,1795932000,660000);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,14,0,4,1795928400,307);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,14,0,4,1795932000,165);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,14,0,5,1795928400,4227);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,14,0,5,1795932000,753);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,14,0,1001,1795928400,648);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,15,0,1,1795928400,16078);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,15,0,1,1795932000,21477);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,15,0,2,1795928400,21180976);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,15,0,2,1795932000,32349544);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,15,0,4,1795928400,581);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,15,0,4,1795932000,1891);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,15,0,5,1795928400,18938);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,15,0,5,1795932000,36176);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,15,0,1001,1795932000,904);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,16,0,1,1795928400,3292);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,16,0,1,1795932000,21097);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,16,0,2,1795928400,9368704);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,16,0,2,1795932000,28063024);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,16,0,4,1795928400,433);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,16,0,4,1795932000,2351);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,16,0,5,1795928400,7038);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,16,0,5,1795932000,46108);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,16,0,1001,1795932000,300);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,17,0,1,1795928400,572);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,17,0,1,1795932000,45982);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,17,0,2,1795928400,572000);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,17,0,2,1795932000,60660448);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,17,0,4,1795928400,149);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,17,0,4,1795932000,4096);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,17,0,5,1795928400,1309);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,17,0,5,1795932000,63299);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,17,0,1001,1795928400,16);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,17,0,1001,1795932000,668);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,18,0,1,1795928400,2969);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,18,0,1,1795932000,18935);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,18,0,2,1795928400,8003400);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,18,0,2,1795932000,31714912);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,18,0,4,1795928400,463);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,18,0,4,1795932000,2246);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,18,0,5,1795928400,7482);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,18,0,5,1795932000,35228);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,19,0,1,1795928400,706);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,19,0,1,1795932000,1346);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,19,0,2,1795928400,120000);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,19,0,2,1795932000,11665408);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,19,0,4,1795928400,120);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,19,0,4,1795932000,178);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,19,0,5,1795928400,120);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,19,0,5,1795932000,3916);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,19,0,1001,1795932000,178);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795934315,0,20,0,1,1795928400,616);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935855,1795935855,0,20,0,1,1795932000,634);
/*!40000 ALTER TABLE `arch_assoc_usage_hour_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_assoc_usage_month_table`
--

DROP TABLE IF EXISTS `arch_assoc_usage_month_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_assoc_usage_month_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id` int(10) unsigned NOT NULL,
  `id_alt` int(10) unsigned NOT NULL DEFAULT 0,
  `id_tres` int(11) NOT NULL DEFAULT 1,
  `time_start` bigint(20) unsigned NOT NULL,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`,`id_tres`,`time_start`),
  KEY `archive_delete` (`deleted`),
  KEY `archive_purge` (`mod_time`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_assoc_usage_month_table`
--
-- ORDER BY:  `id`,`id_tres`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_assoc_usage_month_table` WRITE;
/*!40000 ALTER TABLE `arch_assoc_usage_month_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_assoc_usage_month_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_event_table`
--

DROP TABLE IF EXISTS `arch_event_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_event_table` (
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `time_start` bigint(20) unsigned NOT NULL,
  `time_end` bigint(20) unsigned NOT NULL DEFAULT 0,
  `node_name` tinytext NOT NULL DEFAULT '',
  `extra` text DEFAULT NULL,
  `cluster_nodes` text NOT NULL DEFAULT '',
  `instance_id` text DEFAULT NULL,
  `instance_type` text DEFAULT NULL,
  `reason` tinytext NOT NULL,
  `reason_uid` int(10) unsigned NOT NULL DEFAULT 4294967294,
  `state` int(10) unsigned NOT NULL DEFAULT 0,
  `tres` text NOT NULL DEFAULT '',
  PRIMARY KEY (`node_name`(42),`time_start`),
  KEY `rollup` (`time_start`,`time_end`,`state`),
  KEY `archive_delete` (`deleted`),
  KEY `archive_purge` (`time_end`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_event_table`
--
-- ORDER BY:  `node_name`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_event_table` WRITE;
/*!40000 ALTER TABLE `arch_event_table` DISABLE KEYS */;
INSERT INTO `arch_event_table` VALUES (0,1795931400,0,'',NULL,'arch-n1',NULL,NULL,'Cluster Registered TRES',4294967294,0,'1=64,2=256000,3=0,4=1,5=253,6=0,7=0,8=0,1001=4,1002=0,1003=0');
INSERT INTO `arch_event_table` VALUES (0,1795931400,1795931401,'arch-n1',NULL,'',NULL,NULL,'cold-start',0,0,'1=64,2=256000,5=253,1001=4');
INSERT INTO `arch_event_table` VALUES (0,1795931707,1795931708,'arch-n1',NULL,'',NULL,NULL,'archive_test_down',0,2097185,'1=64,2=256000,5=253,1001=4');
/*!40000 ALTER TABLE `arch_event_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_job_env_table`
--

DROP TABLE IF EXISTS `arch_job_env_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_job_env_table` (
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `hash_inx` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `last_used` timestamp NOT NULL DEFAULT current_timestamp(),
  `env_hash` text NOT NULL,
  `env_vars` longtext DEFAULT NULL,
  PRIMARY KEY (`hash_inx`),
  UNIQUE KEY `env_hash_inx` (`env_hash`(66)),
  KEY `archive_delete` (`deleted`),
  KEY `archive_purge` (`last_used`)
) ENGINE=InnoDB AUTO_INCREMENT=138 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_job_env_table`
--
-- ORDER BY:  `hash_inx`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_job_env_table` WRITE;
/*!40000 ALTER TABLE `arch_job_env_table` DISABLE KEYS */;
INSERT INTO `arch_job_env_table` VALUES (0,1,'2026-11-29 06:12:44','2:5cc8776f0d5a395e3d418a744a5404163fce0d9e094e251fa03807f1c87024d0','SHELL=/bin/bash\nIS_SANDBOX=yes\nPYENV_HOOK_PATH=/root/.pyenv/pyenv.d:/usr/etc/pyenv.d:/usr/local/etc/pyenv.d:/etc/pyenv.d:/usr/lib/pyenv/hooks:/root/.pyenv/plugins/pyenv-virtualenv/etc/pyenv.d\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nPYENV_VERSION=3.11.7\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/26.05/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nPYENV_DIR=/work/archive-capture/26.05/scenario\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=0\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\n_PYENV_INSTALL_PREFIX=/root/.pyenv\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPYENV_ROOT=/root/.pyenv\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.pyenv/versions/3.11.7/bin:/root/.pyenv/libexec:/root/.pyenv/plugins/python-build/bin:/root/.pyenv/plugins/pyenv-virtualenv/bin:/root/.pyenv/plugins/pyenv-update/bin:/root/.pyenv/plugins/pyenv-doctor/bin:/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nSLURM_TRES_PER_TASK=cpu=16\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_CPUS_PER_TASK=16\n');
INSERT INTO `arch_job_env_table` VALUES (0,2,'2026-11-29 06:13:52','2:5ddc407ba87bda1314962289492852ffb772e29f6e8ec00fbe76b2a300ee2daa','SHELL=/bin/bash\nIS_SANDBOX=yes\nPYENV_HOOK_PATH=/root/.pyenv/pyenv.d:/usr/etc/pyenv.d:/usr/local/etc/pyenv.d:/etc/pyenv.d:/usr/lib/pyenv/hooks:/root/.pyenv/plugins/pyenv-virtualenv/etc/pyenv.d\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nPYENV_VERSION=3.11.7\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/26.05/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nPYENV_DIR=/work/archive-capture/26.05/scenario\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=0\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\n_PYENV_INSTALL_PREFIX=/root/.pyenv\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPYENV_ROOT=/root/.pyenv\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.pyenv/versions/3.11.7/bin:/root/.pyenv/libexec:/root/.pyenv/plugins/python-build/bin:/root/.pyenv/plugins/pyenv-virtualenv/bin:/root/.pyenv/plugins/pyenv-update/bin:/root/.pyenv/plugins/pyenv-doctor/bin:/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nSLURM_TRES_PER_TASK=cpu=1\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_CPUS_PER_TASK=1\n');
INSERT INTO `arch_job_env_table` VALUES (0,3,'2026-11-29 06:10:51','2:314cc8fb90e367ca2ab1b1fda84f4104176afb1d2f071b060685b6c1f5f0f91f','SHELL=/bin/bash\nIS_SANDBOX=yes\nPYENV_HOOK_PATH=/root/.pyenv/pyenv.d:/usr/etc/pyenv.d:/usr/local/etc/pyenv.d:/etc/pyenv.d:/usr/lib/pyenv/hooks:/root/.pyenv/plugins/pyenv-virtualenv/etc/pyenv.d\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nPYENV_VERSION=3.11.7\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/26.05/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nPYENV_DIR=/work/archive-capture/26.05/scenario\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=0\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\n_PYENV_INSTALL_PREFIX=/root/.pyenv\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPYENV_ROOT=/root/.pyenv\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.pyenv/versions/3.11.7/bin:/root/.pyenv/libexec:/root/.pyenv/plugins/python-build/bin:/root/.pyenv/plugins/pyenv-virtualenv/bin:/root/.pyenv/plugins/pyenv-update/bin:/root/.pyenv/plugins/pyenv-doctor/bin:/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nSLURM_TRES_PER_TASK=cpu=24\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_CPUS_PER_TASK=24\n');
INSERT INTO `arch_job_env_table` VALUES (0,4,'2026-11-29 06:14:51','2:d983b127f33aff1604b3cce365d287c4ea168524e87054437ab108237af94045','SHELL=/bin/bash\nIS_SANDBOX=yes\nPYENV_HOOK_PATH=/root/.pyenv/pyenv.d:/usr/etc/pyenv.d:/usr/local/etc/pyenv.d:/etc/pyenv.d:/usr/lib/pyenv/hooks:/root/.pyenv/plugins/pyenv-virtualenv/etc/pyenv.d\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nPYENV_VERSION=3.11.7\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/26.05/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nPYENV_DIR=/work/archive-capture/26.05/scenario\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=0\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\n_PYENV_INSTALL_PREFIX=/root/.pyenv\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPYENV_ROOT=/root/.pyenv\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.pyenv/versions/3.11.7/bin:/root/.pyenv/libexec:/root/.pyenv/plugins/python-build/bin:/root/.pyenv/plugins/pyenv-virtualenv/bin:/root/.pyenv/plugins/pyenv-update/bin:/root/.pyenv/plugins/pyenv-doctor/bin:/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nSLURM_TRES_PER_TASK=cpu=8\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_CPUS_PER_TASK=8\n');
INSERT INTO `arch_job_env_table` VALUES (0,5,'2026-11-29 05:51:17','2:a42b10a8bba5e1063a8afdc7e9cfaf5779d095b6912a9d5c245f08f14e8bfde0','SHELL=/bin/bash\nIS_SANDBOX=yes\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/26.05/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=1\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPYENV_ROOT=/root/.pyenv\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\n_=/usr/sbin/chroot\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_NPROCS=4\nSLURM_NTASKS=4\n');
INSERT INTO `arch_job_env_table` VALUES (0,6,'2026-11-29 05:55:07','2:e4c82b088f8fffa12f557ec891379d7ad4be5970fea6d0e5be20444d706caff3','SHELL=/bin/bash\nIS_SANDBOX=yes\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/26.05/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=1\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPYENV_ROOT=/root/.pyenv\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\n_=/usr/sbin/chroot\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_NPROCS=2\nSLURM_NTASKS=2\n');
INSERT INTO `arch_job_env_table` VALUES (0,7,'2026-11-29 05:52:07','2:8802dfc00276315ad5783ad10f15ad878dbd47c1ef072681421eb4200981afcb','SHELL=/bin/bash\nIS_SANDBOX=yes\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/26.05/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=1\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPYENV_ROOT=/root/.pyenv\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\n_=/usr/sbin/chroot\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_NPROCS=1\nSLURM_NTASKS=1\n');
INSERT INTO `arch_job_env_table` VALUES (0,18,'2026-11-29 06:31:25','2:5d1d6167b31d5f9263aeb64da3d051acc0b675e1a8c5a44258638fd59d55a5c7','SHELL=/bin/bash\nIS_SANDBOX=yes\nPYENV_HOOK_PATH=/root/.pyenv/pyenv.d:/usr/etc/pyenv.d:/usr/local/etc/pyenv.d:/etc/pyenv.d:/usr/lib/pyenv/hooks:/root/.pyenv/plugins/pyenv-virtualenv/etc/pyenv.d\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nPYENV_VERSION=3.11.7\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/26.05/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nPYENV_DIR=/work/archive-capture/26.05/scenario\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=0\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\n_PYENV_INSTALL_PREFIX=/root/.pyenv\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPYENV_ROOT=/root/.pyenv\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.pyenv/versions/3.11.7/bin:/root/.pyenv/libexec:/root/.pyenv/plugins/python-build/bin:/root/.pyenv/plugins/pyenv-virtualenv/bin:/root/.pyenv/plugins/pyenv-update/bin:/root/.pyenv/plugins/pyenv-doctor/bin:/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nSLURM_TRES_PER_TASK=cpu=12\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_CPUS_PER_TASK=12\n');
INSERT INTO `arch_job_env_table` VALUES (0,20,'2026-11-29 06:14:59','2:281ef225d4732ccfe08febd4891457a3ee1faf15cd93fe0412127ea51e44ffc2','SHELL=/bin/bash\nIS_SANDBOX=yes\nPYENV_HOOK_PATH=/root/.pyenv/pyenv.d:/usr/etc/pyenv.d:/usr/local/etc/pyenv.d:/etc/pyenv.d:/usr/lib/pyenv/hooks:/root/.pyenv/plugins/pyenv-virtualenv/etc/pyenv.d\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nPYENV_VERSION=3.11.7\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/26.05/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nPYENV_DIR=/work/archive-capture/26.05/scenario\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=0\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\n_PYENV_INSTALL_PREFIX=/root/.pyenv\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPYENV_ROOT=/root/.pyenv\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.pyenv/versions/3.11.7/bin:/root/.pyenv/libexec:/root/.pyenv/plugins/python-build/bin:/root/.pyenv/plugins/pyenv-virtualenv/bin:/root/.pyenv/plugins/pyenv-update/bin:/root/.pyenv/plugins/pyenv-doctor/bin:/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nSLURM_TRES_PER_TASK=cpu=4\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_CPUS_PER_TASK=4\n');
INSERT INTO `arch_job_env_table` VALUES (0,23,'2026-11-29 05:57:29','2:2f88e796bdcc754d9d5aef4abfd4649ba0b01f7628613409f22a9493214d2628','SHELL=/bin/bash\nIS_SANDBOX=yes\nPYENV_HOOK_PATH=/root/.pyenv/pyenv.d:/usr/etc/pyenv.d:/usr/local/etc/pyenv.d:/etc/pyenv.d:/usr/lib/pyenv/hooks:/root/.pyenv/plugins/pyenv-virtualenv/etc/pyenv.d\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nPYENV_VERSION=3.11.7\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/26.05/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nPYENV_DIR=/work/archive-capture/26.05/scenario\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=0\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\n_PYENV_INSTALL_PREFIX=/root/.pyenv\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPYENV_ROOT=/root/.pyenv\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.pyenv/versions/3.11.7/bin:/root/.pyenv/libexec:/root/.pyenv/plugins/python-build/bin:/root/.pyenv/plugins/pyenv-virtualenv/bin:/root/.pyenv/plugins/pyenv-update/bin:/root/.pyenv/plugins/pyenv-doctor/bin:/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nSLURM_TRES_PER_TASK=cpu=48\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_CPUS_PER_TASK=48\n');
INSERT INTO `arch_job_env_table` VALUES (0,30,'2026-11-29 05:54:15','2:1ca75340119e57d6723c3e6e99a2f15106c171b47e53e7b700812c65eb82cb01','SHELL=/bin/bash\nIS_SANDBOX=yes\nPYENV_HOOK_PATH=/root/.pyenv/pyenv.d:/usr/etc/pyenv.d:/usr/local/etc/pyenv.d:/etc/pyenv.d:/usr/lib/pyenv/hooks:/root/.pyenv/plugins/pyenv-virtualenv/etc/pyenv.d\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nPYENV_VERSION=3.11.7\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/26.05/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nPYENV_DIR=/work/archive-capture/26.05/scenario\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=0\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\n_PYENV_INSTALL_PREFIX=/root/.pyenv\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPYENV_ROOT=/root/.pyenv\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.pyenv/versions/3.11.7/bin:/root/.pyenv/libexec:/root/.pyenv/plugins/python-build/bin:/root/.pyenv/plugins/pyenv-virtualenv/bin:/root/.pyenv/plugins/pyenv-update/bin:/root/.pyenv/plugins/pyenv-doctor/bin:/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_JOB_DEPENDENCY=afterany:26\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nSLURM_TRES_PER_TASK=cpu=1\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_CPUS_PER_TASK=1\n');
INSERT INTO `arch_job_env_table` VALUES (0,51,'2026-11-29 06:10:57','2:e903d0d8308690f05c1daacacb1c27f2d1b08824e89ca75740b691170d2b3411','SHELL=/bin/bash\nIS_SANDBOX=yes\nPYENV_HOOK_PATH=/root/.pyenv/pyenv.d:/usr/etc/pyenv.d:/usr/local/etc/pyenv.d:/etc/pyenv.d:/usr/lib/pyenv/hooks:/root/.pyenv/plugins/pyenv-virtualenv/etc/pyenv.d\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nPYENV_VERSION=3.11.7\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/26.05/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nPYENV_DIR=/work/archive-capture/26.05/scenario\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=0\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\n_PYENV_INSTALL_PREFIX=/root/.pyenv\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPYENV_ROOT=/root/.pyenv\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.pyenv/versions/3.11.7/bin:/root/.pyenv/libexec:/root/.pyenv/plugins/python-build/bin:/root/.pyenv/plugins/pyenv-virtualenv/bin:/root/.pyenv/plugins/pyenv-update/bin:/root/.pyenv/plugins/pyenv-doctor/bin:/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nSLURM_TRES_PER_TASK=cpu=32\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_CPUS_PER_TASK=32\n');
INSERT INTO `arch_job_env_table` VALUES (0,52,'2026-11-29 06:14:06','2:7a9e595526da717254f941cfbe3d9c8f773ba9a0b4dad73eae3b94773ede4768','SHELL=/bin/bash\nIS_SANDBOX=yes\nPYENV_HOOK_PATH=/root/.pyenv/pyenv.d:/usr/etc/pyenv.d:/usr/local/etc/pyenv.d:/etc/pyenv.d:/usr/lib/pyenv/hooks:/root/.pyenv/plugins/pyenv-virtualenv/etc/pyenv.d\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nPYENV_VERSION=3.11.7\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/26.05/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nPYENV_DIR=/work/archive-capture/26.05/scenario\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=0\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\n_PYENV_INSTALL_PREFIX=/root/.pyenv\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPYENV_ROOT=/root/.pyenv\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.pyenv/versions/3.11.7/bin:/root/.pyenv/libexec:/root/.pyenv/plugins/python-build/bin:/root/.pyenv/plugins/pyenv-virtualenv/bin:/root/.pyenv/plugins/pyenv-update/bin:/root/.pyenv/plugins/pyenv-doctor/bin:/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nSLURM_TRES_PER_TASK=cpu=2\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_CPUS_PER_TASK=2\n');
INSERT INTO `arch_job_env_table` VALUES (0,61,'2026-11-29 05:58:11','2:965805e68a56c6d04943a36d682f93dea09c70d917dcde16c78fedfb106ad7f5','SHELL=/bin/bash\nIS_SANDBOX=yes\nPYENV_HOOK_PATH=/root/.pyenv/pyenv.d:/usr/etc/pyenv.d:/usr/local/etc/pyenv.d:/etc/pyenv.d:/usr/lib/pyenv/hooks:/root/.pyenv/plugins/pyenv-virtualenv/etc/pyenv.d\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nPYENV_VERSION=3.11.7\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/26.05/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nPYENV_DIR=/work/archive-capture/26.05/scenario\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=0\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\n_PYENV_INSTALL_PREFIX=/root/.pyenv\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPYENV_ROOT=/root/.pyenv\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.pyenv/versions/3.11.7/bin:/root/.pyenv/libexec:/root/.pyenv/plugins/python-build/bin:/root/.pyenv/plugins/pyenv-virtualenv/bin:/root/.pyenv/plugins/pyenv-update/bin:/root/.pyenv/plugins/pyenv-doctor/bin:/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_JOB_DEPENDENCY=afterany:44\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nSLURM_TRES_PER_TASK=cpu=1\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_CPUS_PER_TASK=1\n');
INSERT INTO `arch_job_env_table` VALUES (0,63,'2026-11-29 05:58:53','2:fdace64ab60e127292d51e81ed2b50cdc332a847a3f482a5bcf2e08069ad00f9','SHELL=/bin/bash\nIS_SANDBOX=yes\nPYENV_HOOK_PATH=/root/.pyenv/pyenv.d:/usr/etc/pyenv.d:/usr/local/etc/pyenv.d:/etc/pyenv.d:/usr/lib/pyenv/hooks:/root/.pyenv/plugins/pyenv-virtualenv/etc/pyenv.d\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nPYENV_VERSION=3.11.7\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/26.05/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nPYENV_DIR=/work/archive-capture/26.05/scenario\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=0\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\n_PYENV_INSTALL_PREFIX=/root/.pyenv\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPYENV_ROOT=/root/.pyenv\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.pyenv/versions/3.11.7/bin:/root/.pyenv/libexec:/root/.pyenv/plugins/python-build/bin:/root/.pyenv/plugins/pyenv-virtualenv/bin:/root/.pyenv/plugins/pyenv-update/bin:/root/.pyenv/plugins/pyenv-doctor/bin:/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_JOB_DEPENDENCY=afterany:43\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nSLURM_TRES_PER_TASK=cpu=8\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_CPUS_PER_TASK=8\n');
INSERT INTO `arch_job_env_table` VALUES (0,70,'2026-11-29 05:59:55','2:17e75d2e852d5b56acbbd93fc015116476d2dd6ca3816de6a3aea53abe9a9a11','SHELL=/bin/bash\nIS_SANDBOX=yes\nPYENV_HOOK_PATH=/root/.pyenv/pyenv.d:/usr/etc/pyenv.d:/usr/local/etc/pyenv.d:/etc/pyenv.d:/usr/lib/pyenv/hooks:/root/.pyenv/plugins/pyenv-virtualenv/etc/pyenv.d\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nPYENV_VERSION=3.11.7\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/26.05/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nPYENV_DIR=/work/archive-capture/26.05/scenario\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=0\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\n_PYENV_INSTALL_PREFIX=/root/.pyenv\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPYENV_ROOT=/root/.pyenv\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.pyenv/versions/3.11.7/bin:/root/.pyenv/libexec:/root/.pyenv/plugins/python-build/bin:/root/.pyenv/plugins/pyenv-virtualenv/bin:/root/.pyenv/plugins/pyenv-update/bin:/root/.pyenv/plugins/pyenv-doctor/bin:/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_JOB_DEPENDENCY=afterany:51\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nSLURM_TRES_PER_TASK=cpu=16\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_CPUS_PER_TASK=16\n');
INSERT INTO `arch_job_env_table` VALUES (0,104,'2026-11-29 06:07:01','2:596a8ecac7951ea75fca0f04976a2aec5a8f2b6b1aa47b3202920959cc1c12d2','SHELL=/bin/bash\nIS_SANDBOX=yes\nPYENV_HOOK_PATH=/root/.pyenv/pyenv.d:/usr/etc/pyenv.d:/usr/local/etc/pyenv.d:/etc/pyenv.d:/usr/lib/pyenv/hooks:/root/.pyenv/plugins/pyenv-virtualenv/etc/pyenv.d\nPYTHONUNBUFFERED=1\nTF_CLI_CONFIG_FILE=/root/.terraformrc\nNODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nPYENV_VERSION=3.11.7\nCONTAINER_NAME=clean-pit-vvrdmg-szrjmz\nPWD=/work/archive-capture/26.05/scenario\nHOME=/root\nGIT_SSL_CAINFO=/etc/ssl/certs/ca-certificates.crt\nLANG=C.UTF-8\nCLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE=/etc/ssl/certs/ca-certificates.crt\nSSL_CERT_DIR=/etc/ssl/certs\nNIX_SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nPIP_DEFAULT_TIMEOUT=180\nPYENV_DIR=/work/archive-capture/26.05/scenario\nTERM=xterm\nRUSTUP_AUTO_INSTALL=0\nCURL_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_DISABLE_PIP_VERSION_CHECK=1\nSHLVL=0\nPYTHONDONTWRITEBYTECODE=1\nCLOUD_SDK_VERSION=528.0.0\n_PYENV_INSTALL_PREFIX=/root/.pyenv\nSSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt\nNVPL_BLAS_DEBUG_CPU_TYPE=1\nPYENV_ROOT=/root/.pyenv\nPIP_CERT=/etc/ssl/certs/ca-certificates.crt\nREQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nAWS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\nPIP_FIND_LINKS=/opt/wheels\nPATH=/root/.pyenv/versions/3.11.7/bin:/root/.pyenv/libexec:/root/.pyenv/plugins/python-build/bin:/root/.pyenv/plugins/pyenv-virtualenv/bin:/root/.pyenv/plugins/pyenv-update/bin:/root/.pyenv/plugins/pyenv-doctor/bin:/root/.cargo/bin:/root/.cargo/bin:/root/.pyenv/plugins/pyenv-virtualenv/shims:/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHTTPLIB2_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\nRUST_BACKTRACE=1\nGRPC_DEFAULT_SSL_ROOTS_FILE_PATH=/etc/ssl/certs/ca-certificates.crt\nDEBIAN_FRONTEND=noninteractive\nOLDPWD=/work/main\nSLURM_CONF=/etc/slurm/slurm.conf\nSLURM_JOB_DEPENDENCY=afterany:86\nSLURM_RLIMIT_CPU=18446744073709551615\nSLURM_RLIMIT_FSIZE=18446744073709551615\nSLURM_RLIMIT_DATA=18446744073709551615\nSLURM_RLIMIT_STACK=8388608\nSLURM_RLIMIT_CORE=0\nSLURM_RLIMIT_RSS=18446744073709551615\nSLURM_RLIMIT_NPROC=96365\nSLURM_RLIMIT_NOFILE=20000\nSLURM_RLIMIT_MEMLOCK=8388608\nSLURM_RLIMIT_AS=18446744073709551615\nSLURM_PRIO_PROCESS=0\nSLURM_SUBMIT_DIR=/\nSLURM_SUBMIT_HOST=vm\nSLURM_UMASK=0022\nSLURM_TRES_PER_TASK=cpu=8\nOMPI_MCA_plm_slurm_args=--external-launcher\nPRTE_MCA_plm_slurm_args=--external-launcher\nHYDRA_BOOTSTRAP=slurm\nHYDRA_LAUNCHER_EXTRA_ARGS=--external-launcher\nI_MPI_HYDRA_BOOTSTRAP=slurm\nI_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS=--external-launcher\nSLURM_CPUS_PER_TASK=8\n');
/*!40000 ALTER TABLE `arch_job_env_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_job_script_table`
--

DROP TABLE IF EXISTS `arch_job_script_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_job_script_table` (
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `hash_inx` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `last_used` timestamp NOT NULL DEFAULT current_timestamp(),
  `script_hash` text NOT NULL,
  `batch_script` longtext DEFAULT NULL,
  PRIMARY KEY (`hash_inx`),
  UNIQUE KEY `script_hash_inx` (`script_hash`(66)),
  KEY `archive_delete` (`deleted`),
  KEY `archive_purge` (`last_used`)
) ENGINE=InnoDB AUTO_INCREMENT=138 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_job_script_table`
--
-- ORDER BY:  `hash_inx`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_job_script_table` WRITE;
/*!40000 ALTER TABLE `arch_job_script_table` DISABLE KEYS */;
INSERT INTO `arch_job_script_table` VALUES (0,1,'2026-11-29 05:56:15','2:414dbecec119b9b0cb18837946aaf8443b301b4a788acace398671dd90cacd82','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 148\n');
INSERT INTO `arch_job_script_table` VALUES (0,2,'2026-11-29 05:50:29','2:52871a6669224d5cd7bbcc255a347210fb70952ef8449e4cf7f2756558900f05','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 162\n');
INSERT INTO `arch_job_script_table` VALUES (0,3,'2026-11-29 05:50:41','2:afb5a38d5833169cc9402a0a68bec2d20d0a352dd89b4357e283a8982e775013','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 84\n');
INSERT INTO `arch_job_script_table` VALUES (0,4,'2026-11-29 05:55:07','2:d9d36838d34e1d260c51704abe9b2829653b9b7b3e7e5bfcd18d5121c7441dec','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 260\n');
INSERT INTO `arch_job_script_table` VALUES (0,5,'2026-11-29 05:51:17','2:ffabcf187a6000212fde9c25ae3a80559ab421b19b0383f512319e14364d08c8','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsrun -n 2 sleep 20; srun -n 1 sleep 10 & srun -n 1 sleep 15; wait; srun -n 1 false; exit 0\n');
INSERT INTO `arch_job_script_table` VALUES (0,6,'2026-11-29 05:51:17','2:2551a21f254ff5a9e8221d9be20825b7da752063bc640bb488416e67a3f2bcbb','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsrun -n 2 hostname; srun sleep 30\n');
INSERT INTO `arch_job_script_table` VALUES (0,7,'2026-11-29 05:51:17','2:cd01024c7a253b6bf6e2a79bde9aa5cd6fff3ae537ef7bc9a1be6351510d6473','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 5; exit 3\n');
INSERT INTO `arch_job_script_table` VALUES (0,8,'2026-11-29 05:51:17','2:30c8be1749fba470fbc7970f567ca62ac8c2fc25cf979b3adc778546929dfb41','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 5; kill -9 $$\n');
INSERT INTO `arch_job_script_table` VALUES (0,9,'2026-11-29 05:55:07','2:bf4c76fe5c397982660240b4f2e1a94aa1c9a762b306362493de54c8e57b2ca2','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 60\n');
INSERT INTO `arch_job_script_table` VALUES (0,10,'2026-11-29 05:51:17','2:34fd4973d0cf171b2a2f23842bebacc31fa87c4e56e92886c1dd865bcfc1c1f7','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsrun sleep 15\n');
INSERT INTO `arch_job_script_table` VALUES (0,13,'2026-11-29 05:55:07','2:52448f5b6e85d930fa514dd663590c0746b653cbaeeb0146d5b01e19caee95c9','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 446\n');
INSERT INTO `arch_job_script_table` VALUES (0,14,'2026-11-29 05:51:37','2:6db1e5b5b59cfe795c984c57b7d969845017d60e2f9585b4db0434effb45f1e4','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 300\n');
INSERT INTO `arch_job_script_table` VALUES (0,16,'2026-11-29 05:55:07','2:b5b3638af40c9f98fc0c3c61707d841af11a15291c4195d3fb341468248b3d35','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 270\n');
INSERT INTO `arch_job_script_table` VALUES (0,17,'2026-11-29 05:53:10','2:681da994c1b927af63515436652419b93d56d903a092f595c8e20d92cc3a4a9a','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 311\n');
INSERT INTO `arch_job_script_table` VALUES (0,18,'2026-11-29 05:52:06','2:cabe1ad8aa2971c6f7dc0279f214d991173a33ce0dc85fa77398686f3fcb2124','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 372\n');
INSERT INTO `arch_job_script_table` VALUES (0,19,'2026-11-29 05:55:07','2:7cce373b493bf2342289271d38f08492d14c8ff5fb8ebd9eb8e854d494cf942a','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 120\n');
INSERT INTO `arch_job_script_table` VALUES (0,20,'2026-11-29 06:14:51','2:92f14065958ae650dba0d4f92d5c8f9dfe1fd597f7119c8d23e1ebeb1cad2e40','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 364\n');
INSERT INTO `arch_job_script_table` VALUES (0,21,'2026-11-29 05:55:07','2:83d9372c4d9ee775a5c6cad2874c47809872ba4698d02eb441ff1c404a986aab','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 156; exit 2\n');
INSERT INTO `arch_job_script_table` VALUES (0,22,'2026-11-29 05:52:54','2:4ef8fc0ee566e3bcf82d1dd53d1805a0540213706ec69e81e884665fb192ab2c','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 153\n');
INSERT INTO `arch_job_script_table` VALUES (0,23,'2026-11-29 05:52:55','2:6cdd1989545db332427e94a13d56b70814aa020dbf041eb6d3737f0610da3d78','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 424\n');
INSERT INTO `arch_job_script_table` VALUES (0,24,'2026-11-29 05:53:02','2:227130919ddcfc8a0a5b284f1bf28de4665f7f1295eca7a380031f2abcb59168','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 319\n');
INSERT INTO `arch_job_script_table` VALUES (0,26,'2026-11-29 05:57:17','2:937873bebeb8924af4c139dfa36c290955734ee864677299f0c4dd3ae70b0fee','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 34\n');
INSERT INTO `arch_job_script_table` VALUES (0,27,'2026-11-29 05:53:26','2:40e7c9ef2226208db444426caf0965dac9639d2e0c6d35f7e6dfb1f9ed180d2b','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 185\n');
INSERT INTO `arch_job_script_table` VALUES (0,28,'2026-11-29 05:54:04','2:091067529005719c6adfb4bae6cf14c9a6c69b26dac4d78d7c05294354289cea','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 56\n');
INSERT INTO `arch_job_script_table` VALUES (0,30,'2026-11-29 05:54:15','2:4929e00621e3c0792ef61e64ac7a7c4122727e7c1e8a6c8bb7c41534152e27c6','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 208\n');
INSERT INTO `arch_job_script_table` VALUES (0,31,'2026-11-29 05:55:17','2:781d6ee5f03c9aea1bacf1b465f51c4a025b9132686bfe651564d96501a3c944','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 93; exit 2\n');
INSERT INTO `arch_job_script_table` VALUES (0,33,'2026-11-29 05:54:59','2:5613c7ec780bf42f26cd1a855751810dfc716fffc3f3254989030d3ecc70bdd8','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 32\n');
INSERT INTO `arch_job_script_table` VALUES (0,34,'2026-11-29 05:55:00','2:3cc31c4551dfb2ad38027739ccecbe3ac01e34f6e8414bd966126d11c5698d6b','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 158\n');
INSERT INTO `arch_job_script_table` VALUES (0,35,'2026-11-29 05:55:03','2:b0e43e3e23a70936cd7b153d51331550bb271123f159467db98f0529a89bdb3b','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 386\n');
INSERT INTO `arch_job_script_table` VALUES (0,45,'2026-11-29 05:55:07','2:5bbc0a3267681e2185b2ee752e0af45d7c9c7c4a4c9c96a921dc747d94068991','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 480\n');
INSERT INTO `arch_job_script_table` VALUES (0,47,'2026-11-29 05:55:11','2:f41a2ce2337b918d50bbaa92f0908fc02f3d1cca9f947cb4a8f87a299de7df6a','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 197\n');
INSERT INTO `arch_job_script_table` VALUES (0,49,'2026-11-29 05:55:26','2:5fe3b1857285b99d1242049ea2e9767fc7a7a71f098c79e2607f7c09063cc696','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 292\n');
INSERT INTO `arch_job_script_table` VALUES (0,50,'2026-11-29 05:56:06','2:44ae1f053b3f6489fc328235897db7a5a392437a243fd7a14d386b849ae6d24e','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 147\n');
INSERT INTO `arch_job_script_table` VALUES (0,52,'2026-11-29 05:56:16','2:0d57e43b3994e780817d28cc00c0db7a00a33a3baac46c485d3b49ec19fbc246','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 58\n');
INSERT INTO `arch_job_script_table` VALUES (0,53,'2026-11-29 05:57:01','2:5ce45fcb38300e7a5909c6875a884113d365a2b096268b1ddc56e5c221ec65bb','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 279\n');
INSERT INTO `arch_job_script_table` VALUES (0,55,'2026-11-29 05:57:28','2:02e071b79945188033905574235779b85bdcfbde540a739fe29555410059dc64','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 91\n');
INSERT INTO `arch_job_script_table` VALUES (0,56,'2026-11-29 05:57:29','2:9a1e3b37e3cfe7cafae616d48a20fb5640d0694ea6e00b551a8c21a1088e33f4','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 62\n');
INSERT INTO `arch_job_script_table` VALUES (0,57,'2026-11-29 05:57:34','2:da5b9808a102f278a3000391b2753a7a37c43406ac90259e2e914f9f3eb01a07','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 475\n');
INSERT INTO `arch_job_script_table` VALUES (0,58,'2026-11-29 05:57:39','2:f03b9d07e45e0757760e98c775a1646ff67f57046aab5d4e454a8331d718f10a','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 352\n');
INSERT INTO `arch_job_script_table` VALUES (0,59,'2026-11-29 05:57:59','2:b8d216c783e359fb1a5816e4ebc6693a0b277993a7a9c13f345524cd2fd92101','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 66\n');
INSERT INTO `arch_job_script_table` VALUES (0,60,'2026-11-29 05:58:09','2:5e7a79e22a8685f532bac61506a504d38319d9391632cc4d60c74b9e9417a6d2','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 132; exit 1\n');
INSERT INTO `arch_job_script_table` VALUES (0,61,'2026-11-29 05:58:11','2:82d9dc9cb667432e29c4c1c7a1276614ee9fd6778ba2ec7fa596ed1b47018fdb','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 209\n');
INSERT INTO `arch_job_script_table` VALUES (0,62,'2026-11-29 06:06:17','2:553fcb8dc969800eeeebb953cdc5c06c3af96cd7d88907844c900899adf50c3f','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 370\n');
INSERT INTO `arch_job_script_table` VALUES (0,63,'2026-11-29 05:58:53','2:a5d09da276dd1419856413ac3490be4dd71c365f7685fb3fac98548771af6617','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 431\n');
INSERT INTO `arch_job_script_table` VALUES (0,64,'2026-11-29 06:06:42','2:66cdb1ceb2a3c1c016d6c906dfa4f3ae8630ffda3c2745a6552b620c20f9c651','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 55\n');
INSERT INTO `arch_job_script_table` VALUES (0,65,'2026-11-29 05:59:09','2:b715a491f6b576e9d2303e30151eb5c483389a5c86ab12aefbe7138a6829d379','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 139\n');
INSERT INTO `arch_job_script_table` VALUES (0,66,'2026-11-29 05:59:25','2:8ca2d8bbac54e30e1570c85f842b0c2c501b6901330d931f1e959aa299ecf6a5','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 68\n');
INSERT INTO `arch_job_script_table` VALUES (0,67,'2026-11-29 05:59:26','2:67f4ebec25355ab23caac3c2a5057f233e176e74390d75ad5e777929a313a1a4','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 239\n');
INSERT INTO `arch_job_script_table` VALUES (0,68,'2026-11-29 05:59:30','2:c139234d42115f27c0381c4de2b1a462e837e7d895a7078307a3bb0a2f11d87b','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 182\n');
INSERT INTO `arch_job_script_table` VALUES (0,69,'2026-11-29 05:59:38','2:8e30cf8dd931bbe9e84c4d16e20d3629125e0107129f6cc8ceebfe2f27b70034','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 317\n');
INSERT INTO `arch_job_script_table` VALUES (0,70,'2026-11-29 05:59:55','2:74902b93e873bb971fdf1a76e4af70d57209d8593c1aec7f15fd53e9c1b08284','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 257\n');
INSERT INTO `arch_job_script_table` VALUES (0,71,'2026-11-29 06:00:02','2:5d029413ce02804bc27921a0c8ec199b52e976c952d65ffc68a0c3f2729e5260','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 338\n');
INSERT INTO `arch_job_script_table` VALUES (0,72,'2026-11-29 06:00:13','2:831d7c87d98cd514d40e4404bf38e677a80d26d6c205e3cd2247289784f5a319','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 125; exit 1\n');
INSERT INTO `arch_job_script_table` VALUES (0,73,'2026-11-29 06:05:35','2:b38388df9700a98f45f3575424bef851258ac211a6a0ebe8fd455c5976a905f5','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 337\n');
INSERT INTO `arch_job_script_table` VALUES (0,74,'2026-11-29 06:00:22','2:edfeda1777d5244f733c432a70faabcd48711fbf7e36791ef12315ab1b389ba3','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 187\n');
INSERT INTO `arch_job_script_table` VALUES (0,75,'2026-11-29 06:00:59','2:b1d5f58a442f60a741286364ff5623eb20773c372cee6f38003f1de840449a61','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 268\n');
INSERT INTO `arch_job_script_table` VALUES (0,76,'2026-11-29 06:01:00','2:74be32c0ac51d2f3db8568b2d1240a2a5ce8b622ada830012bb4a4636a571ed3','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 93\n');
INSERT INTO `arch_job_script_table` VALUES (0,77,'2026-11-29 06:01:12','2:0b0d14f3703bf8a4c2a309ca51e7a2f636311ce7cd50c6e10128c5372dadc218','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 254\n');
INSERT INTO `arch_job_script_table` VALUES (0,78,'2026-11-29 06:01:15','2:38dabfe7eeacbc254250079ad0bb38bf8d01ac41d9602b9b922af9cf2c3e9d3a','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 190\n');
INSERT INTO `arch_job_script_table` VALUES (0,79,'2026-11-29 06:01:21','2:36f079efa881fc15a5ab5095e09e61b3a366024c2563f34d1e5bfad607e3aad0','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 255\n');
INSERT INTO `arch_job_script_table` VALUES (0,80,'2026-11-29 06:01:47','2:d4602cd6ff846edfa489d4a6509c9b4f98cd0865ac231acc097634bd95878c24','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 334\n');
INSERT INTO `arch_job_script_table` VALUES (0,81,'2026-11-29 06:03:52','2:8b5fd9dfd9e0560c635f0ebf6279d248c180cb0799b8c439a13b07aa4c721890','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 72\n');
INSERT INTO `arch_job_script_table` VALUES (0,82,'2026-11-29 06:03:22','2:593b7064f96b64cc2e7e73105deb66b7ec0b705a0e2d1ab0cb7bae9edcbc911d','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 74\n');
INSERT INTO `arch_job_script_table` VALUES (0,83,'2026-11-29 06:02:31','2:65d6c4ac21b15e433cce78e6ae52bb3cfe87845fd85d536f86a58600ada8713f','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 214\n');
INSERT INTO `arch_job_script_table` VALUES (0,84,'2026-11-29 06:02:59','2:7ffe3ab286ba7b855770e39c5dabd31363034537b4e0476c200c28ae47c2edb9','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 76\n');
INSERT INTO `arch_job_script_table` VALUES (0,85,'2026-11-29 06:03:04','2:da6d1257295d5da39ea428c2cb4b41c05b5c611d8f0a2a0834c2b00e7cc04895','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 188\n');
INSERT INTO `arch_job_script_table` VALUES (0,86,'2026-11-29 06:03:12','2:ac67cbb24747dab0b107157565b95f55e0abdd3d56de1f62307b68ed7dd21d30','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 459\n');
INSERT INTO `arch_job_script_table` VALUES (0,87,'2026-11-29 06:03:21','2:23f088c576eff4b888c14a84c3c1c56c0c40d7bab3b629c7e1e782dbaa8eb842','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 346\n');
INSERT INTO `arch_job_script_table` VALUES (0,89,'2026-11-29 06:09:09','2:5205355442ea3372bc4ae2f976272b848dffdde4e2e2951218b060d80f0bd63e','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 250\n');
INSERT INTO `arch_job_script_table` VALUES (0,91,'2026-11-29 06:04:37','2:23236ddacbd480907d690167251441d81b707f591138cd444f8a28154f8f4f7a','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 164\n');
INSERT INTO `arch_job_script_table` VALUES (0,92,'2026-11-29 06:04:53','2:f2a28a20c1809cd0502801512c54614a4e3d51594ad1582300ae279e5fdc286b','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 211\n');
INSERT INTO `arch_job_script_table` VALUES (0,93,'2026-11-29 06:05:34','2:663d55fc9762252879500a8dcabf3ec417d9478f9084d6d9849662b627cfca93','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 297\n');
INSERT INTO `arch_job_script_table` VALUES (0,95,'2026-11-29 06:05:42','2:c06d16a0696a3c6fe3b4a882006d93237f1ca8292de7f7913272516885d5caca','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 78\n');
INSERT INTO `arch_job_script_table` VALUES (0,96,'2026-11-29 06:06:05','2:4a798f5863922032f79947be4c24c3bfe66b64b768654d28cc65a15fbbea4624','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 438\n');
INSERT INTO `arch_job_script_table` VALUES (0,98,'2026-11-29 06:06:24','2:ff08897d534387a1f71735defaf1f682834ecabf501fbbc778215b3ef628378c','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 409\n');
INSERT INTO `arch_job_script_table` VALUES (0,99,'2026-11-29 06:06:33','2:bf118ea727aeaf0bbbebda430fecfa6a6991fb34bbf5294cd018a50338b7169a','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 322\n');
INSERT INTO `arch_job_script_table` VALUES (0,100,'2026-11-29 06:06:36','2:4adbce77ad157d3e07349a504d5565ff331c28dcc6256fb4db0261f67a947cf3','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 291\n');
INSERT INTO `arch_job_script_table` VALUES (0,102,'2026-11-29 06:06:52','2:e86cf815d7a039b5ab012691a2b33425e382cdfca9f1b0852986a5a486f5ac96','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 340\n');
INSERT INTO `arch_job_script_table` VALUES (0,103,'2026-11-29 06:06:59','2:0ad562341f8512eac6a1b9955d158bc2c8962a5936a1fc145197afc02cea1843','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 31\n');
INSERT INTO `arch_job_script_table` VALUES (0,104,'2026-11-29 06:07:01','2:270600c41342b67ab13a64892e34816a0f485b079189e2040645b9219f7c0752','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 115\n');
INSERT INTO `arch_job_script_table` VALUES (0,105,'2026-11-29 06:07:12','2:597bd42880cbc39ddfcea6628a5e82540925fd8ff54569f654af7265b6f5d8d0','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 119\n');
INSERT INTO `arch_job_script_table` VALUES (0,106,'2026-11-29 06:07:13','2:202f0f386330181249590defe7e77730cb5276c9aa2b32ad8f4f5d621759e201','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 200\n');
INSERT INTO `arch_job_script_table` VALUES (0,107,'2026-11-29 06:07:58','2:8881d0586487c2b0ba50f1064e425cfeb65d261e7e7a5e249903610df28799c1','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 116\n');
INSERT INTO `arch_job_script_table` VALUES (0,108,'2026-11-29 06:08:14','2:a560a874f94a574407f5648d3bea32a57834195c07f0fb23ff70a7495fa487f5','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 469\n');
INSERT INTO `arch_job_script_table` VALUES (0,109,'2026-11-29 06:08:33','2:c3d46e74fd0ed9b477b35b265b924ca2feb9becb4afb0c31788e729570fc7a0c','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 178\n');
INSERT INTO `arch_job_script_table` VALUES (0,110,'2026-11-29 06:09:04','2:352dd714aee49937fba192f5056a0deb8d4b1e6dc9516ebad292599fd68a12ff','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 391\n');
INSERT INTO `arch_job_script_table` VALUES (0,113,'2026-11-29 06:09:22','2:4e2602f773e3e3cac052a26e593d9d22abed8dafc6cc6b45d1700dba161fd0ae','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 411\n');
INSERT INTO `arch_job_script_table` VALUES (0,114,'2026-11-29 06:09:33','2:1668308340e117c584aaed33d6f335ff49fdf51b85f19a7e8680a5367f873bc7','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 463\n');
INSERT INTO `arch_job_script_table` VALUES (0,115,'2026-11-29 06:10:18','2:97cd19e706889d9e2087f6c722316f1a262685029ee2c62068259887a40fda5a','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 130\n');
INSERT INTO `arch_job_script_table` VALUES (0,116,'2026-11-29 06:10:34','2:1b191b05d6f445d89e1a20b99e6ad08f43cf711eeee67031836bc631fd9aa85d','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 240\n');
INSERT INTO `arch_job_script_table` VALUES (0,117,'2026-11-29 06:10:36','2:af8e825e545e1c955a0641d2950a75f4a9c504ffa68e7240b39d66b04445b72b','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 327\n');
INSERT INTO `arch_job_script_table` VALUES (0,118,'2026-11-29 06:10:51','2:d92c2f23ddf6b3fe07c0edaffdc2d12fb7d143f60fc284e7490b839fe1a477b2','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 176\n');
INSERT INTO `arch_job_script_table` VALUES (0,119,'2026-11-29 06:10:57','2:218de82225eb50f150aba8f0eece1f847e5d7c1dca0addd80800957aa30980c8','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 154\n');
INSERT INTO `arch_job_script_table` VALUES (0,120,'2026-11-29 06:11:19','2:300596911439bba4dba46b9e3a19c9a2d9ba25c9ab2339f2a12aed6444d11ac5','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 252\n');
INSERT INTO `arch_job_script_table` VALUES (0,121,'2026-11-29 06:11:49','2:d2edcc201c18dcf4c334c2aeb428e95813717b1ec589ea6e1ede95d1d9baf031','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 369\n');
INSERT INTO `arch_job_script_table` VALUES (0,122,'2026-11-29 06:12:34','2:d6578126d17e5c6168198ba2c818f5579c08f5ea611323eab8c3fad69ad4dfaa','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 149\n');
INSERT INTO `arch_job_script_table` VALUES (0,123,'2026-11-29 06:12:44','2:ce24297401313dcb322e8174047e49529c87e40156b56af45c6150c7af8ffad0','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 190; exit 2\n');
INSERT INTO `arch_job_script_table` VALUES (0,124,'2026-11-29 06:12:51','2:2a20fe076d9c52c2ebb6e7af152b4d1d623aff8798c7aab926d5d9d6476de88a','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 466\n');
INSERT INTO `arch_job_script_table` VALUES (0,125,'2026-11-29 06:31:25','2:934fef239064871b819fd930fbac6925dfc3e87cb48ababe8172c3dfd6a344e5','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 221\n');
INSERT INTO `arch_job_script_table` VALUES (0,126,'2026-11-29 06:13:29','2:b87f4d9942911a194519255625c54eab87a0193e6e7310ad9a25ce67463fe489','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 145\n');
INSERT INTO `arch_job_script_table` VALUES (0,127,'2026-11-29 06:13:52','2:80b61ce863136b6f348ef07c709700329edd3926f962f8e8c984f571bce62a63','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 144\n');
INSERT INTO `arch_job_script_table` VALUES (0,128,'2026-11-29 06:14:06','2:09d76d7324f51a334ccf94e5913e67c64e0a03b37d09affec7c280908d1207f2','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 349\n');
INSERT INTO `arch_job_script_table` VALUES (0,130,'2026-11-29 06:14:59','2:e4250ecfddf1cfa4f4e94a2dfd5aaee8e635da585ddcb974179f283fe82cc3a8','#!/bin/sh\n# This script was created by sbatch --wrap.\n\nsleep 316\n');
/*!40000 ALTER TABLE `arch_job_script_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_job_table`
--

DROP TABLE IF EXISTS `arch_job_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_job_table` (
  `job_db_inx` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `account` tinytext DEFAULT NULL,
  `admin_comment` text DEFAULT NULL,
  `array_task_str` text DEFAULT NULL,
  `array_max_tasks` int(10) unsigned NOT NULL DEFAULT 0,
  `array_task_pending` int(10) unsigned NOT NULL DEFAULT 0,
  `constraints` text DEFAULT '',
  `container` text DEFAULT NULL,
  `cpus_req` int(10) unsigned NOT NULL,
  `derived_ec` int(10) unsigned NOT NULL DEFAULT 0,
  `derived_es` text DEFAULT NULL,
  `env_hash_inx` bigint(20) unsigned NOT NULL DEFAULT 0,
  `exclusive` tinytext DEFAULT NULL,
  `exit_code` int(10) unsigned NOT NULL DEFAULT 0,
  `extra` text DEFAULT NULL,
  `flags` int(10) unsigned NOT NULL DEFAULT 0,
  `failed_node` tinytext DEFAULT NULL,
  `job_name` tinytext NOT NULL,
  `id_assoc` int(10) unsigned NOT NULL,
  `id_array_job` int(10) unsigned NOT NULL DEFAULT 0,
  `id_array_task` int(10) unsigned NOT NULL DEFAULT 4294967294,
  `id_block` tinytext DEFAULT NULL,
  `id_job` int(10) unsigned NOT NULL,
  `id_qos` int(10) unsigned NOT NULL DEFAULT 0,
  `id_resv` int(10) unsigned NOT NULL,
  `id_wckey` int(10) unsigned NOT NULL,
  `id_user` int(10) unsigned NOT NULL,
  `id_group` int(10) unsigned NOT NULL,
  `het_job_id` int(10) unsigned NOT NULL,
  `het_job_offset` int(10) unsigned NOT NULL,
  `kill_requid` int(10) unsigned DEFAULT NULL,
  `state_reason_prev` int(10) unsigned NOT NULL,
  `licenses` text DEFAULT NULL,
  `mcs_label` tinytext DEFAULT '',
  `mem_req` bigint(20) unsigned NOT NULL DEFAULT 0,
  `nodelist` text DEFAULT NULL,
  `nodes_alloc` int(10) unsigned NOT NULL,
  `node_inx` text DEFAULT NULL,
  `oversubscribe` tinytext DEFAULT NULL,
  `partition` tinytext NOT NULL,
  `priority` int(10) unsigned NOT NULL,
  `qos_req` text DEFAULT NULL,
  `restart_cnt` smallint(5) unsigned DEFAULT 0,
  `resv_req` text DEFAULT NULL,
  `script_hash_inx` bigint(20) unsigned NOT NULL DEFAULT 0,
  `sluid` bigint(20) unsigned NOT NULL DEFAULT 0,
  `state` int(10) unsigned NOT NULL,
  `timelimit` int(10) unsigned NOT NULL DEFAULT 0,
  `time_submit` bigint(20) unsigned NOT NULL DEFAULT 0,
  `time_eligible` bigint(20) unsigned NOT NULL DEFAULT 0,
  `time_start` bigint(20) unsigned NOT NULL DEFAULT 0,
  `time_end` bigint(20) unsigned NOT NULL DEFAULT 0,
  `time_suspended` bigint(20) unsigned NOT NULL DEFAULT 0,
  `gres_used` text NOT NULL DEFAULT '',
  `wckey` tinytext NOT NULL DEFAULT '',
  `work_dir` text NOT NULL DEFAULT '',
  `segment_size` smallint(5) unsigned NOT NULL DEFAULT 0,
  `std_err` text NOT NULL DEFAULT '',
  `std_in` text NOT NULL DEFAULT '',
  `std_out` text NOT NULL DEFAULT '',
  `submit_line` longtext DEFAULT NULL,
  `system_comment` text DEFAULT NULL,
  `tres_alloc` text NOT NULL DEFAULT '',
  `tres_req` text NOT NULL DEFAULT '',
  PRIMARY KEY (`job_db_inx`),
  UNIQUE KEY `id_job` (`id_job`,`time_submit`),
  KEY `old_tuple` (`id_job`,`id_assoc`,`time_submit`),
  KEY `rollup` (`time_eligible`,`time_end`),
  KEY `rollup2` (`time_end`,`time_eligible`),
  KEY `nodes_alloc` (`nodes_alloc`),
  KEY `wckey` (`id_wckey`),
  KEY `qos` (`id_qos`),
  KEY `association` (`id_assoc`),
  KEY `array_job` (`id_array_job`),
  KEY `het_job` (`het_job_id`),
  KEY `reserv` (`id_resv`),
  KEY `sacct_def` (`id_user`,`time_start`,`time_end`),
  KEY `sacct_def2` (`id_user`,`time_end`,`time_eligible`),
  KEY `env_hash_inx` (`env_hash_inx`),
  KEY `script_hash_inx` (`script_hash_inx`),
  KEY `sluid` (`sluid`),
  KEY `archive_delete` (`deleted`),
  KEY `archive_purge` (`time_end`)
) ENGINE=InnoDB AUTO_INCREMENT=4699093447645670401 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_job_table`
--
-- ORDER BY:  `job_db_inx`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_job_table` WRITE;
/*!40000 ALTER TABLE `arch_job_table` DISABLE KEYS */;
INSERT INTO `arch_job_table` VALUES (4699093445118644224,1795931566,0,'astro',NULL,NULL,0,0,'',NULL,16,0,NULL,1,'NO',0,NULL,20,NULL,'w0',10,0,4294967294,NULL,1,1,0,0,2001,2001,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','batch',1756,NULL,0,NULL,1,4699093445118644224,3,8,1795931417,1795931417,1795931417,1795931566,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w0 -p batch -c 16 -A astro -t 8 --wrap sleep 148',NULL,'1=16,2=16000,3=18446744073709551614,4=1,5=19','1=16,2=16000,4=1,5=19');
INSERT INTO `arch_job_table` VALUES (4699093445130947584,1795931592,0,'hep',NULL,NULL,0,0,'',NULL,1,0,NULL,2,'NO',0,NULL,20,NULL,'w1',14,0,4294967294,NULL,2,3,0,0,2003,2003,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','debug',11516,'low',0,NULL,2,4699093445130947584,3,4,1795931429,1795931429,1795931430,1795931592,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u3 --gid=u3 --chdir=/tmp -o /dev/null -J w1 -p debug -c 1 --gres=gpu:4 --qos=low -t 4 --wrap sleep 162',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1,1001=4','1=1,2=1000,4=1,5=1,1001=4');
INSERT INTO `arch_job_table` VALUES (4699093445143256064,1795931526,0,'genomics',NULL,NULL,0,0,'',NULL,24,0,NULL,3,'NO',0,NULL,20,NULL,'w2',16,0,4294967294,NULL,3,1,0,0,2005,2005,0,4294967294,NULL,0,NULL,'',9223372036854779808,'arch-n1',1,'0','NO','batch',1912,NULL,0,NULL,3,4699093445143256064,3,7,1795931441,1795931441,1795931442,1795931526,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w2 -p batch -c 24 -A genomics --mem-per-cpu=4000M -t 7 --wrap sleep 84',NULL,'1=24,2=96000,3=18446744073709551614,4=1,5=47','1=24,2=96000,4=1,5=47');
INSERT INTO `arch_job_table` VALUES (4699093445149417472,1795931707,0,'physics',NULL,NULL,0,0,'',NULL,8,4294967294,NULL,4,'NO',256,NULL,20,'arch-n1','w3',15,0,4294967294,NULL,4,1,0,0,2004,2004,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','prio',5628,NULL,0,NULL,4,4699093445149417472,7,9,1795931447,1795931447,1795931447,1795931707,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w3 -p prio -c 8 -A physics -t 9 --wrap sleep 260',NULL,'1=8,2=8000,3=18446744073709551614,4=1,5=19','1=8,2=8000,4=1,5=19');
INSERT INTO `arch_job_table` VALUES (4699093445179892736,1795931567,0,'astro',NULL,NULL,0,0,'',NULL,4,0,NULL,5,'NO',0,NULL,16,NULL,'steps1',10,0,4294967294,NULL,5,1,0,0,2001,2001,0,4294967294,0,0,NULL,'',9223372036854776808,'None assigned',0,NULL,'NO','batch',9897,NULL,0,NULL,5,4699093445179892736,4,4294967294,1795931477,1795931477,0,1795931567,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --chdir=/tmp -o /dev/null --uid=u1 --gid=u1 -A astro -n 4 -J steps1 --wrap srun -n 2 sleep 20; srun -n 1 sleep 10 & srun -n 1 sleep 15; wait; srun -n 1 false; exit 0',NULL,'','1=4,2=4000,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (4699093445179898880,1795931507,0,'genomics',NULL,NULL,0,0,'',NULL,2,0,NULL,6,'NO',0,NULL,24,NULL,'steps2',16,0,4294967294,NULL,6,1,0,0,2005,2005,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','batch',51532,NULL,0,NULL,6,4699093445179898880,3,60,1795931477,1795931477,1795931477,1795931507,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --chdir=/tmp -o /dev/null --uid=u5 --gid=u5 -n 2 -J steps2 --wrap srun -n 2 hostname; srun sleep 30',NULL,'1=2,2=2000,3=18446744073709551614,4=1,5=2','1=2,2=2000,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (4699093445179906048,1795931482,0,'hep',NULL,NULL,0,0,'',NULL,1,0,NULL,7,'NO',768,NULL,24,NULL,'fail3',14,0,4294967294,NULL,7,1,0,0,2003,2003,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','batch',34849,NULL,0,NULL,7,4699093445179906048,5,60,1795931477,1795931477,1795931477,1795931482,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --chdir=/tmp -o /dev/null --uid=u3 --gid=u3 -n 1 -J fail3 --wrap sleep 5; exit 3',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (4699093445179911168,1795931482,0,'neuro',NULL,NULL,0,0,'',NULL,1,0,NULL,7,'NO',9,NULL,24,NULL,'sigkill',18,0,4294967294,NULL,8,1,0,0,2007,2007,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','batch',76516,NULL,0,NULL,8,4699093445179911168,5,60,1795931477,1795931477,1795931477,1795931482,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --chdir=/tmp -o /dev/null --uid=u7 --gid=u7 -n 1 -J sigkill --wrap sleep 5; kill -9 $$',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (4699093445179917312,1795931707,0,'ops',NULL,NULL,0,0,'',NULL,2,4294967294,NULL,6,'NO',256,NULL,20,'arch-n1','inresv',13,0,4294967294,NULL,9,1,1,0,2002,2002,0,4294967294,NULL,14,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','batch',101532,NULL,0,'arch_resv1',9,4699093445179917312,7,60,1795931477,1795931597,1795931680,1795931707,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --chdir=/tmp -o /dev/null --uid=u2 --gid=u2 -A ops -n 2 -J inresv --reservation=arch_resv1 --wrap sleep 60',NULL,'1=2,2=2000,3=18446744073709551614,4=1,5=2','1=2,2=2000,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (4699093445179923456,1795934280,0,'physics',NULL,'0xC',2,2,'',NULL,1,0,NULL,7,'NO',0,NULL,16,NULL,'arrsteps',15,10,4294967294,NULL,10,1,0,0,2004,2004,0,4294967294,0,72,NULL,'',9223372036854776808,'None assigned',0,NULL,'NO','batch',26516,NULL,0,NULL,10,4699093445179923456,4,4294967294,1795931477,4294967295,0,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --chdir=/tmp -o /dev/null --uid=u4 --gid=u4 -n 1 -J arrsteps --array=0-3%2 --wrap srun sleep 15',NULL,'','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (4699093445180147712,1795931492,0,'physics',NULL,NULL,0,0,'',NULL,1,0,NULL,7,'NO',0,NULL,24,NULL,'arrsteps',15,10,0,NULL,11,1,0,0,2004,2004,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','batch',26516,NULL,0,NULL,10,4699093445180147712,3,60,1795931477,1795931477,1795931477,1795931492,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --chdir=/tmp -o /dev/null --uid=u4 --gid=u4 -n 1 -J arrsteps --array=0-3%2 --wrap srun sleep 15',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (4699093445180147713,1795931492,0,'physics',NULL,NULL,0,0,'',NULL,1,0,NULL,7,'NO',0,NULL,24,NULL,'arrsteps',15,10,1,NULL,12,1,0,0,2004,2004,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','batch',26516,NULL,0,NULL,10,4699093445180147713,3,60,1795931477,1795931477,1795931477,1795931492,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --chdir=/tmp -o /dev/null --uid=u4 --gid=u4 -n 1 -J arrsteps --array=0-3%2 --wrap srun sleep 15',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (4699093445195526144,1795931707,0,'neuro',NULL,NULL,0,0,'',NULL,8,4294967294,NULL,4,'NO',256,NULL,20,'arch-n1','w4',18,0,4294967294,NULL,13,1,0,0,2007,2007,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','prio',80128,NULL,0,NULL,13,4699093445195526144,7,11,1795931492,1795931492,1795931527,1795931707,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w4 -p prio -c 8 --nice=500 -t 11 --wrap sleep 446',NULL,'1=8,2=8000,3=18446744073709551614,4=1,5=19','1=8,2=8000,4=1,5=19');
INSERT INTO `arch_job_table` VALUES (4699093445200416768,1795931527,0,'genomics',NULL,NULL,0,0,'',NULL,1,0,NULL,7,'NO',0,NULL,20,NULL,'tocancelR',17,0,4294967294,NULL,14,1,0,0,2006,2006,0,4294967294,0,0,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','batch',59849,NULL,0,NULL,14,4699093445200416768,4,60,1795931497,1795931497,1795931527,1795931527,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --chdir=/tmp -o /dev/null --uid=u6 --gid=u6 -n 1 -J tocancelR --wrap sleep 300',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (4699093445200428032,1795931527,0,'genomics',NULL,NULL,0,0,'',NULL,1,0,NULL,7,'NO',0,NULL,16,NULL,'tocancelP',17,0,4294967294,NULL,15,1,0,0,2006,2006,0,4294967294,0,0,NULL,'',9223372036854776808,'None assigned',0,NULL,'NO','batch',59849,NULL,0,NULL,14,4699093445200428032,4,4294967294,1795931497,1795932097,0,1795931527,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --chdir=/tmp -o /dev/null --uid=u6 --gid=u6 -n 1 -J tocancelP --begin=now+600 --wrap sleep 300',NULL,'','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (4699093445218067456,1795931707,0,'hep',NULL,NULL,0,0,'',NULL,24,4294967294,NULL,3,'NO',256,NULL,24,'arch-n1','w5',14,0,4294967294,NULL,16,3,0,0,2003,2003,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','batch',36217,'low',0,NULL,16,4699093445218067456,7,10,1795931514,1795931514,1795931567,1795931707,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u3 --gid=u3 --chdir=/tmp -o /dev/null -J w5 -p batch -c 24 --qos=low -t 10 --wrap sleep 270',NULL,'1=24,2=24000,3=18446744073709551614,4=1,5=29','1=24,2=24000,4=1,5=29');
INSERT INTO `arch_job_table` VALUES (4699093445221150720,1795934280,0,'astro',NULL,NULL,0,0,'',NULL,16,0,NULL,1,'NO',0,NULL,16,NULL,'w6',12,0,4294967294,NULL,17,1,0,0,2002,2002,0,4294967294,0,8,NULL,'',4096,'None assigned',0,NULL,'NO','batch',18368,NULL,0,NULL,17,4699093445221150720,4,10,1795931517,1795931840,0,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u2 --gid=u2 --chdir=/tmp -o /dev/null -J w6 -p batch -c 16 --mem=4G --nice=50 -t 10 --wrap sleep 311',NULL,'','1=16,2=4096,4=1,5=17');
INSERT INTO `arch_job_table` VALUES (4699093445230379008,1795931702,0,'physics',NULL,NULL,0,0,'',NULL,12,0,NULL,18,'NO',0,NULL,16,NULL,'w7',15,0,4294967294,NULL,18,1,0,0,2004,2004,0,4294967294,0,0,NULL,'',9223372036854776308,'None assigned',0,NULL,'NO','batch',10023,NULL,0,NULL,18,4699093445230379008,4,11,1795931526,1795931526,0,1795931702,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w7 -p batch -c 12 --mem-per-cpu=500M -t 11 --wrap sleep 372',NULL,'','1=12,2=6000,4=1,5=13');
INSERT INTO `arch_job_table` VALUES (4699093445231422464,1795931649,0,'neuro',NULL,NULL,0,0,'',NULL,1,0,NULL,7,'NO',0,NULL,20,NULL,'tosuspend',19,0,4294967294,NULL,19,1,0,0,2008,2008,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','batch',76516,NULL,0,NULL,19,4699093445231422464,3,60,1795931527,1795931527,1795931529,1795931649,30,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --chdir=/tmp -o /dev/null --uid=u8 --gid=u8 -A neuro -n 1 -J tosuspend --wrap sleep 120',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1','1=1,2=1000,4=1,5=1');
INSERT INTO `arch_job_table` VALUES (4699093445236534272,1795931707,0,'neuro',NULL,NULL,0,0,'',NULL,4,4294967294,NULL,20,'NO',256,NULL,20,'arch-n1','w8',18,0,4294967294,NULL,20,1,0,0,2007,2007,0,4294967294,NULL,0,NULL,'',32768,'arch-n1',1,'0','NO','batch',68241,NULL,0,NULL,20,4699093445236534272,7,10,1795931532,1795931532,1795931532,1795931707,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w8 -p batch -c 4 --mem=32G -t 10 --wrap sleep 364',NULL,'1=4,2=32768,3=18446744073709551614,4=1,5=12','1=4,2=32768,4=1,5=12');
INSERT INTO `arch_job_table` VALUES (4699093445270340608,1795931707,0,'genomics',NULL,NULL,0,0,'',NULL,4,4294967294,NULL,20,'NO',256,NULL,20,'arch-n1','w9',17,0,4294967294,NULL,21,1,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','prio',63397,NULL,0,NULL,21,4699093445270340608,7,6,1795931565,1795931565,1795931566,1795931707,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w9 -p prio -c 4 -A genomics --nice=500 -t 6 --wrap sleep 156; exit 2',NULL,'1=4,2=4000,3=18446744073709551614,4=1,5=9','1=4,2=4000,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (4699093445279577088,1795934280,0,'astro',NULL,NULL,0,0,'',NULL,16,0,NULL,1,'NO',0,NULL,16,NULL,'w10',10,0,4294967294,NULL,22,1,0,0,2001,2001,0,4294967294,0,0,NULL,'',9223372036854776808,'None assigned',0,NULL,'NO','prio',22422,NULL,0,NULL,22,4699093445279577088,4,7,1795931574,1795931574,0,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w10 -p prio -c 16 -A astro -t 7 --wrap sleep 153',NULL,'','1=16,2=16000,4=1,5=39');
INSERT INTO `arch_job_table` VALUES (4699093445280608256,1795932133,0,'physics',NULL,NULL,0,0,'',NULL,48,0,NULL,23,'NO',0,NULL,20,NULL,'w11',15,0,4294967294,NULL,23,3,0,0,2004,2004,0,4294967294,NULL,0,NULL,'',65536,'arch-n1',1,'0','NO','debug',20608,'low',0,NULL,23,4699093445280608256,3,13,1795931575,1795931575,1795931709,1795932133,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w11 -p debug -c 48 --mem=64G --qos=low -t 13 --wrap sleep 424',NULL,'1=48,2=65536,3=18446744073709551614,4=1,5=48','1=48,2=65536,4=1,5=48');
INSERT INTO `arch_job_table` VALUES (4699093445287784448,1795934280,0,'astro',NULL,NULL,0,0,'',NULL,8,0,NULL,4,'NO',0,NULL,16,NULL,'w12',10,0,4294967294,NULL,24,1,0,0,2001,2001,0,4294967294,0,8,NULL,'',9223372036854776808,'None assigned',0,NULL,'NO','batch',17012,NULL,0,NULL,24,4699093445287784448,4,8,1795931582,1795932579,0,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w12 -p batch -c 8 --mem-per-cpu=1000M -t 8 --wrap sleep 319',NULL,'','1=8,2=8000,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (4699093445295984640,1795934280,0,'astro',NULL,'0xF',2,4,'',NULL,4,0,NULL,20,'NO',0,NULL,16,NULL,'w13',10,25,4294967294,NULL,25,1,0,0,2001,2001,0,4294967294,0,0,NULL,'',9223372036854776808,'None assigned',0,NULL,'NO','batch',16948,NULL,0,NULL,17,4699093445295984640,4,8,1795931590,1795931591,0,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w13 -p batch -c 4 -A astro -t 8 --array=0-3%2 --wrap sleep 311',NULL,'','1=4,2=4000,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (4699093445300088832,1795931707,0,'astro',NULL,NULL,0,0,'',NULL,1,4294967294,NULL,2,'NO',256,NULL,24,'arch-n1','w14',10,0,4294967294,NULL,26,3,0,0,2001,2001,0,4294967294,NULL,15,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','prio',19900,'low',0,NULL,26,4699093445300088832,7,3,1795931594,1795931594,1795931687,1795931707,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w14 -p prio -c 1 -A astro --qos=low --nice=2000 -t 3 --wrap sleep 34',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=2','1=1,2=1000,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (4699093445312385024,1795931717,0,'genomics',NULL,NULL,0,0,'',NULL,1,0,NULL,2,'NO',0,NULL,20,NULL,'w15',17,0,4294967294,NULL,27,1,0,0,2006,2006,0,4294967294,0,15,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','batch',55362,NULL,0,NULL,27,4699093445312385024,4,8,1795931606,1795931606,1795931709,1795931717,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w15 -p batch -c 1 --gres=gpu:2 -t 8 --wrap sleep 185',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=5,1001=2','1=1,2=1000,4=1,5=5,1001=2');
INSERT INTO `arch_job_table` VALUES (4699093445351312384,1795932323,0,'neuro',NULL,NULL,0,0,'',NULL,4,0,NULL,20,'NO',0,NULL,20,NULL,'w16',18,0,4294967294,NULL,28,2,0,0,2007,2007,0,4294967294,NULL,8,NULL,'',16384,'arch-n1',1,'0','NO','batch',0,'high',0,NULL,28,4699093445351312384,3,3,1795931644,1795932197,1795932267,1795932323,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w16 -p batch -c 4 -A neuro --mem=16G --qos=high -t 3 --hold --wrap sleep 56',NULL,'1=4,2=16384,3=18446744073709551614,4=1,5=8','1=4,2=16384,4=1,5=8');
INSERT INTO `arch_job_table` VALUES (4699093445355422720,1795931707,0,'genomics',NULL,NULL,0,0,'',NULL,1,4294967294,NULL,2,'NO',256,NULL,24,'arch-n1','w17',16,0,4294967294,NULL,29,3,0,0,2005,2005,0,4294967294,NULL,15,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','prio',52669,'low',0,NULL,19,4699093445355422720,7,6,1795931648,1795931648,1795931687,1795931707,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w17 -p prio -c 1 --qos=low -t 6 --wrap sleep 120',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=2','1=1,2=1000,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (4699093445362598912,1795934100,0,'hep',NULL,NULL,0,0,'',NULL,1,0,NULL,30,'NO',0,NULL,24,NULL,'w18',11,0,4294967294,NULL,30,1,0,0,2001,2001,0,4294967294,NULL,2,NULL,'',32768,'arch-n1',1,'0','NO','batch',24605,NULL,0,NULL,30,4699093445362598912,3,6,1795931655,1795932126,1795933892,1795934100,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w18 -p batch -c 1 -A hep --mem=32G -t 6 --dependency=afterany:26 --wrap sleep 208',NULL,'1=1,2=32768,3=18446744073709551614,4=1,5=9','1=1,2=32768,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (4699093445364655104,1795931896,0,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,20,'NO',512,NULL,20,NULL,'w19',16,31,3,NULL,31,1,0,0,2005,2005,0,4294967294,NULL,15,NULL,'',4096,'arch-n1',1,'0','NO','prio',51717,NULL,0,NULL,31,4699093445364655104,5,5,1795931657,1795931659,1795931803,1795931896,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w19 -p prio -c 4 -A genomics --mem=4G -t 5 --array=0-3 --wrap sleep 93; exit 2',NULL,'1=4,2=4096,3=18446744073709551614,4=1,5=10','1=4,2=4096,4=1,5=10');
INSERT INTO `arch_job_table` VALUES (4699093445395194880,1795931707,0,'genomics',NULL,NULL,0,0,'',NULL,4,4294967294,NULL,20,'NO',256,NULL,24,'arch-n1','w19',16,31,0,NULL,32,1,0,0,2005,2005,0,4294967294,NULL,15,NULL,'',4096,'arch-n1',1,'0','NO','prio',51717,NULL,0,NULL,31,4699093445395194880,7,5,1795931657,1795931659,1795931687,1795931707,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w19 -p prio -c 4 -A genomics --mem=4G -t 5 --array=0-3 --wrap sleep 93; exit 2',NULL,'1=4,2=4096,3=18446744073709551614,4=1,5=10','1=4,2=4096,4=1,5=10');
INSERT INTO `arch_job_table` VALUES (4699093445407692800,1795931817,0,'hep',NULL,NULL,0,0,'',NULL,4,0,NULL,20,'NO',0,NULL,16,NULL,'w20',14,0,4294967294,NULL,33,3,0,0,2003,2003,0,4294967294,0,0,NULL,'',9223372036854776808,'None assigned',0,NULL,'NO','prio',21848,'low',0,NULL,33,4699093445407692800,4,5,1795931699,1795931699,0,1795931817,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u3 --gid=u3 --chdir=/tmp -o /dev/null -J w20 -p prio -c 4 --qos=low --nice=100 -t 5 --wrap sleep 32',NULL,'','1=4,2=4000,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (4699093445408722944,1795932546,0,'neuro',NULL,NULL,0,0,'',NULL,24,0,NULL,3,'NO',0,NULL,20,NULL,'w21',18,0,4294967294,NULL,34,1,0,0,2007,2007,0,4294967294,NULL,9,NULL,'',9223372036854776308,'arch-n1',1,'0','NO','batch',63418,NULL,0,NULL,34,4699093445408722944,3,7,1795931700,1795931940,1795932388,1795932546,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w21 -p batch -c 24 --mem-per-cpu=500M -t 7 --begin=now+4minutes --wrap sleep 158',NULL,'1=24,2=12000,3=18446744073709551614,4=1,5=26','1=24,2=12000,4=1,5=26');
INSERT INTO `arch_job_table` VALUES (4699093445411814400,1795932359,0,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,20,'NO',0,NULL,16,NULL,'w22',16,0,4294967294,NULL,35,1,0,0,2005,2005,0,4294967294,0,0,NULL,'',1024,'None assigned',0,NULL,'NO','prio',51716,NULL,0,NULL,35,4699093445411814400,4,11,1795931703,1795931703,0,1795932359,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w22 -p prio -c 4 -A genomics --mem=1G -t 11 --wrap sleep 386',NULL,'','1=4,2=1024,4=1,5=8');
INSERT INTO `arch_job_table` VALUES (4699093445415797760,1795933987,0,'physics',NULL,NULL,0,0,'',NULL,8,0,NULL,4,'NO',0,NULL,24,NULL,'w3',15,0,4294967294,NULL,4,1,0,0,2004,2004,0,4294967294,NULL,9,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','prio',28705,NULL,1,NULL,4,4699093445415797760,3,9,1795931707,1795931828,1795933727,1795933987,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w3 -p prio -c 8 -A physics -t 9 --wrap sleep 260',NULL,'1=8,2=8000,3=18446744073709551614,4=1,5=19','1=8,2=8000,4=1,5=19');
INSERT INTO `arch_job_table` VALUES (4699093445415797761,1795931897,0,'ops',NULL,NULL,0,0,'',NULL,2,0,NULL,6,'NO',0,NULL,24,NULL,'inresv',13,0,4294967294,NULL,9,1,1,0,2002,2002,0,4294967294,NULL,9,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','batch',78455,NULL,1,'arch_resv1',9,4699093445415797761,3,60,1795931707,1795931828,1795931837,1795931897,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --chdir=/tmp -o /dev/null --uid=u2 --gid=u2 -A ops -n 2 -J inresv --reservation=arch_resv1 --wrap sleep 60',NULL,'1=2,2=2000,3=18446744073709551614,4=1,5=2','1=2,2=2000,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (4699093445415797762,1795932090,0,'neuro',NULL,NULL,0,0,'',NULL,8,15,NULL,4,'NO',0,NULL,20,NULL,'w4',18,0,4294967294,NULL,13,1,0,0,2007,2007,0,4294967294,0,9,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','prio',66666,NULL,1,NULL,13,4699093445415797762,4,11,1795931707,1795931828,1795931897,1795932090,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w4 -p prio -c 8 --nice=500 -t 11 --wrap sleep 446',NULL,'1=8,2=8000,3=18446744073709551614,4=1,5=19','1=8,2=8000,4=1,5=19');
INSERT INTO `arch_job_table` VALUES (4699093445415797763,1795934280,0,'hep',NULL,NULL,0,0,'',NULL,24,0,NULL,3,'NO',0,NULL,24,NULL,'w5',14,0,4294967294,NULL,16,3,0,0,2003,2003,0,4294967294,0,0,NULL,'',9223372036854776808,'None assigned',0,NULL,'NO','batch',10576,'low',1,NULL,16,4699093445415797763,4,10,1795931707,1795931828,0,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u3 --gid=u3 --chdir=/tmp -o /dev/null -J w5 -p batch -c 24 --qos=low -t 10 --wrap sleep 270',NULL,'1=24,2=24000,3=18446744073709551614,4=1,5=29','1=24,2=24000,4=1,5=29');
INSERT INTO `arch_job_table` VALUES (4699093445415797764,1795931920,0,'neuro',NULL,NULL,0,0,'',NULL,4,0,NULL,20,'NO',0,NULL,20,NULL,'w8',18,0,4294967294,NULL,20,1,0,0,2007,2007,0,4294967294,0,0,NULL,'',32768,'None assigned',0,NULL,'NO','batch',63113,NULL,1,NULL,20,4699093445415797764,4,10,1795931707,1795931828,0,1795931920,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w8 -p batch -c 4 --mem=32G -t 10 --wrap sleep 364',NULL,'1=4,2=32768,3=18446744073709551614,4=1,5=12','1=4,2=32768,4=1,5=12');
INSERT INTO `arch_job_table` VALUES (4699093445415797765,1795932547,0,'genomics',NULL,NULL,0,0,'',NULL,4,512,NULL,20,'NO',512,NULL,20,NULL,'w9',17,0,4294967294,NULL,21,1,0,0,2006,2006,0,4294967294,NULL,9,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','prio',58910,NULL,1,NULL,21,4699093445415797765,5,6,1795931707,1795931828,1795932391,1795932547,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w9 -p prio -c 4 -A genomics --nice=500 -t 6 --wrap sleep 156; exit 2',NULL,'1=4,2=4000,3=18446744073709551614,4=1,5=9','1=4,2=4000,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (4699093445415800832,1795931837,0,'astro',NULL,NULL,0,0,'',NULL,1,15,NULL,2,'NO',0,NULL,24,NULL,'w14',10,0,4294967294,NULL,26,3,0,0,2001,2001,0,4294967294,NULL,9,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','prio',35285,'low',1,NULL,26,4699093445415800832,1024,3,1795931707,1795931828,1795931837,1795931837,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w14 -p prio -c 1 -A astro --qos=low --nice=2000 -t 3 --wrap sleep 34',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=2','1=1,2=1000,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (4699093445415800833,1795932669,0,'genomics',NULL,NULL,0,0,'',NULL,1,0,NULL,2,'NO',0,NULL,20,NULL,'w17',16,0,4294967294,NULL,29,3,0,0,2005,2005,0,4294967294,NULL,9,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','prio',52669,'low',1,NULL,19,4699093445415800833,3,6,1795931707,1795931828,1795932549,1795932669,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w17 -p prio -c 1 --qos=low -t 6 --wrap sleep 120',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=2','1=1,2=1000,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (4699093445415826432,1795932485,0,'genomics',NULL,NULL,0,0,'',NULL,4,512,NULL,20,'NO',512,NULL,24,NULL,'w19',16,31,0,NULL,32,1,0,0,2005,2005,0,4294967294,NULL,9,NULL,'',4096,'arch-n1',1,'0','NO','prio',51717,NULL,1,NULL,31,4699093445415826432,5,5,1795931707,1795931828,1795932392,1795932485,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w19 -p prio -c 4 -A genomics --mem=4G -t 5 --array=0-3 --wrap sleep 93; exit 2',NULL,'1=4,2=4096,3=18446744073709551614,4=1,5=10','1=4,2=4096,4=1,5=10');
INSERT INTO `arch_job_table` VALUES (4699093445415918592,1795932443,0,'genomics',NULL,NULL,0,0,'',NULL,16,0,NULL,1,'NO',0,NULL,20,NULL,'w23',16,0,4294967294,NULL,36,1,0,0,2005,2005,0,4294967294,0,16,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','debug',0,NULL,0,NULL,45,4699093445415918592,4,12,1795931707,1795931945,1795932134,1795932443,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w23 -p debug -c 16 -A genomics -t 12 --hold --wrap sleep 480',NULL,'1=16,2=16000,3=18446744073709551614,4=1,5=16','1=16,2=16000,4=1,5=16');
INSERT INTO `arch_job_table` VALUES (4699093445417447424,1795931802,0,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,20,'NO',512,NULL,20,NULL,'w19',16,31,1,NULL,37,1,0,0,2005,2005,0,4294967294,NULL,15,NULL,'',4096,'arch-n1',1,'0','NO','prio',51752,NULL,0,NULL,31,4699093445417447424,5,5,1795931657,1795931659,1795931709,1795931802,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w19 -p prio -c 4 -A genomics --mem=4G -t 5 --array=0-3 --wrap sleep 93; exit 2',NULL,'1=4,2=4096,3=18446744073709551614,4=1,5=10','1=4,2=4096,4=1,5=10');
INSERT INTO `arch_job_table` VALUES (4699093445420022784,1795932994,0,'astro',NULL,NULL,0,0,'',NULL,16,0,NULL,1,'NO',0,NULL,24,NULL,'w24',10,0,4294967294,NULL,38,2,0,0,2001,2001,0,4294967294,NULL,0,NULL,'',9223372036854777808,'arch-n1',1,'0','NO','prio',46531,'high',0,NULL,47,4699093445420022784,3,7,1795931711,1795931711,1795932797,1795932994,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w24 -p prio -c 16 --mem-per-cpu=2000M --qos=high -t 7 --wrap sleep 197',NULL,'1=16,2=32000,3=18446744073709551614,4=1,5=47','1=16,2=32000,4=1,5=47');
INSERT INTO `arch_job_table` VALUES (4699093445426207744,1795931810,0,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,20,'NO',512,NULL,20,NULL,'w19',16,31,2,NULL,39,1,0,0,2005,2005,0,4294967294,NULL,15,NULL,'',4096,'arch-n1',1,'0','NO','prio',51752,NULL,0,NULL,31,4699093445426207744,5,5,1795931657,1795931659,1795931717,1795931810,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w19 -p prio -c 4 -A genomics --mem=4G -t 5 --array=0-3 --wrap sleep 93; exit 2',NULL,'1=4,2=4096,3=18446744073709551614,4=1,5=10','1=4,2=4096,4=1,5=10');
INSERT INTO `arch_job_table` VALUES (4699093445435404288,1795933897,0,'physics',NULL,NULL,0,0,'',NULL,4,0,NULL,20,'NO',0,NULL,20,NULL,'w25',15,0,4294967294,NULL,40,2,0,0,2004,2004,0,4294967294,NULL,0,NULL,'',4096,'arch-n1',1,'0','NO','prio',34641,'high',0,NULL,49,4699093445435404288,3,8,1795931726,1795931726,1795933604,1795933897,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w25 -p batch,prio -c 4 --mem=4G --qos=high -t 8 --wrap sleep 292',NULL,'1=4,2=4096,3=18446744073709551614,4=1,5=10','1=4,2=4096,4=1,5=5');
INSERT INTO `arch_job_table` VALUES (4699093445476379648,1795934257,0,'genomics',NULL,NULL,0,0,'',NULL,8,0,NULL,4,'NO',0,NULL,20,NULL,'w26',16,0,4294967294,NULL,41,1,0,0,2005,2005,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','prio',47781,NULL,0,NULL,50,4699093445476379648,3,7,1795931766,1795931766,1795934110,1795934257,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w26 -p batch,prio -c 8 -t 7 --wrap sleep 147',NULL,'1=8,2=8000,3=18446744073709551614,4=1,5=19','1=8,2=8000,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (4699093445485604864,1795934280,0,'genomics',NULL,NULL,0,0,'',NULL,32,0,NULL,51,'NO',0,NULL,16,NULL,'w27',16,0,4294967294,NULL,42,3,0,0,2005,2005,0,4294967294,0,0,NULL,'',9223372036854776808,'None assigned',0,NULL,'NO','batch',49366,'low',0,NULL,1,4699093445485604864,4,8,1795931775,1795931775,0,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w27 -p batch -c 32 --mem-per-cpu=1000M --qos=low -t 8 --wrap sleep 148',NULL,'','1=32,2=32000,4=1,5=39');
INSERT INTO `arch_job_table` VALUES (4699093445486637056,1795932869,0,'physics',NULL,NULL,0,0,'',NULL,2,0,NULL,52,'NO',0,NULL,16,NULL,'w28',15,0,4294967294,NULL,43,2,0,0,2004,2004,0,4294967294,0,0,NULL,'',16384,'None assigned',0,NULL,'NO','batch,prio',19229,'high',0,NULL,52,4699093445486637056,4,6,1795931776,1795931776,0,1795932869,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w28 -p batch,prio -c 2 --mem=16G --qos=high -t 6 --wrap sleep 58',NULL,'','1=2,2=16384,4=1,5=6');
INSERT INTO `arch_job_table` VALUES (4699093445532762112,1795932972,0,'astro',NULL,NULL,0,0,'',NULL,8,0,NULL,4,'NO',0,NULL,16,NULL,'w29',10,0,4294967294,NULL,44,2,0,0,2001,2001,0,4294967294,0,0,NULL,'',65536,'None assigned',0,NULL,'NO','batch',44983,'high',0,NULL,53,4699093445532762112,4,10,1795931821,1795931821,0,1795932972,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w29 -p batch -c 8 -A astro --mem=64G --qos=high -t 10 --wrap sleep 279',NULL,'','1=8,2=65536,4=1,5=24');
INSERT INTO `arch_job_table` VALUES (4699093445549198336,1795932126,0,'astro',NULL,NULL,0,0,'',NULL,1,0,NULL,2,'NO',0,NULL,24,NULL,'w14',10,0,4294967294,NULL,26,3,0,0,2001,2001,0,4294967294,NULL,9,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','prio',38049,'low',2,NULL,26,4699093445549198336,3,3,1795931837,1795931958,1795932092,1795932126,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w14 -p prio -c 1 -A astro --qos=low --nice=2000 -t 3 --wrap sleep 34',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=2','1=1,2=1000,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (4699093445560449024,1795934280,0,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,20,'NO',0,NULL,16,NULL,'w30',16,0,4294967294,NULL,45,3,0,0,2005,2005,0,4294967294,0,0,NULL,'',9223372036854776808,'None assigned',0,NULL,'NO','batch',52764,'low',0,NULL,55,4699093445560449024,4,7,1795931848,1795931848,0,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w30 -p batch -c 4 -A genomics --qos=low -t 7 --wrap sleep 91',NULL,'','1=4,2=4000,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (4699093445561480192,1795934280,0,'astro',NULL,NULL,0,0,'',NULL,48,0,NULL,23,'NO',0,NULL,16,NULL,'w31',10,0,4294967294,NULL,46,1,0,0,2001,2001,0,4294967294,0,0,NULL,'',65536,'None assigned',0,NULL,'NO','prio',39108,NULL,0,NULL,56,4699093445561480192,4,6,1795931849,1795931849,0,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w31 -p prio -c 48 --mem=64G --nice=500 -t 6 --wrap sleep 62',NULL,'','1=48,2=65536,4=1,5=128');
INSERT INTO `arch_job_table` VALUES (4699093445566611456,1795932789,0,'genomics',NULL,NULL,0,0,'',NULL,8,0,NULL,4,'NO',0,NULL,20,NULL,'w32',17,0,4294967294,NULL,47,3,0,0,2006,2006,0,4294967294,0,0,NULL,'',2048,'arch-n1',1,'0','NO','prio',64659,'low',0,NULL,57,4699093445566611456,4,13,1795931854,1795931854,1795932391,1795932789,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w32 -p prio -c 8 --mem=2G --qos=low --nice=500 -t 13 --wrap sleep 475',NULL,'1=8,2=2048,3=18446744073709551614,4=1,5=17','1=8,2=2048,4=1,5=17');
INSERT INTO `arch_job_table` VALUES (4699093445571738624,1795933282,0,'hep',NULL,NULL,0,0,'',NULL,12,0,NULL,18,'NO',0,NULL,20,NULL,'w33',11,0,4294967294,NULL,48,1,0,0,2001,2001,0,4294967294,NULL,0,NULL,'',65536,'arch-n1',1,'0','NO','prio',26713,NULL,0,NULL,58,4699093445571738624,3,7,1795931859,1795931859,1795932929,1795933282,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w33 -p batch,prio -c 12 -A hep --mem=64G -t 7 --wrap sleep 352',NULL,'1=12,2=65536,3=18446744073709551614,4=1,5=56','1=12,2=65536,4=1,5=28');
INSERT INTO `arch_job_table` VALUES (4699093445592231936,1795933703,0,'hep',NULL,NULL,0,0,'',NULL,16,0,NULL,1,'NO',0,NULL,24,NULL,'w34',11,0,4294967294,NULL,49,3,0,0,2001,2001,0,4294967294,NULL,16,NULL,'',65536,'arch-n1',1,'0','NO','batch',0,'low',0,NULL,59,4699093445592231936,3,3,1795931879,1795932146,1795933637,1795933703,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w34 -p batch -c 16 -A hep --mem=64G --qos=low -t 3 --hold --wrap sleep 66',NULL,'1=16,2=65536,3=18446744073709551614,4=1,5=32','1=16,2=65536,4=1,5=32');
INSERT INTO `arch_job_table` VALUES (4699093445602481152,1795932266,0,'neuro',NULL,NULL,0,0,'',NULL,8,0,NULL,4,'NO',256,NULL,20,NULL,'w35',18,0,4294967294,NULL,50,3,0,0,2007,2007,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','batch',69494,'low',0,NULL,60,4699093445602481152,5,4,1795931889,1795931889,1795932134,1795932266,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w35 -p batch -c 8 -A neuro --qos=low -t 4 --wrap sleep 132; exit 1',NULL,'1=8,2=8000,3=18446744073709551614,4=1,5=9','1=8,2=8000,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (4699093445604537344,1795934101,0,'physics',NULL,NULL,0,0,'',NULL,1,0,NULL,61,'NO',0,NULL,24,NULL,'w36',15,0,4294967294,NULL,51,1,0,0,2004,2004,0,4294967294,NULL,2,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','prio',13849,NULL,0,NULL,61,4699093445604537344,3,5,1795931891,1795932977,1795933892,1795934101,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w36 -p prio -c 1 -t 5 --dependency=afterany:44 --wrap sleep 209',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=2','1=1,2=1000,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (4699093445621956608,1795932377,0,'neuro',NULL,NULL,0,0,'',NULL,8,0,NULL,4,'NO',0,NULL,20,NULL,'w37',18,0,4294967294,NULL,52,2,0,0,2007,2007,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','prio',78294,'high',0,NULL,62,4699093445621956608,1024,5,1795931908,1795931908,1795932134,1795932377,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w37 -p batch,prio -c 8 --mem-per-cpu=1000M --qos=high -t 5 --wrap sleep 370',NULL,'1=8,2=8000,3=18446744073709551614,4=1,5=19','1=8,2=8000,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (4699093445647598592,1795934280,0,'genomics',NULL,NULL,0,0,'',NULL,8,0,NULL,63,'NO',0,NULL,20,NULL,'w38',16,0,4294967294,NULL,53,1,0,0,2005,2005,0,4294967294,0,2,NULL,'',65536,'arch-n1',1,'0','NO','prio',51650,NULL,0,NULL,63,4699093445647598592,4,9,1795931933,1795932872,1795934108,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w38 -p batch,prio -c 8 --mem=64G -t 9 --dependency=afterany:43 --wrap sleep 431',NULL,'1=8,2=65536,3=18446744073709551614,4=1,5=48','1=8,2=65536,4=1,5=24');
INSERT INTO `arch_job_table` VALUES (4699093445655801856,1795932387,0,'genomics',NULL,NULL,0,0,'',NULL,8,0,NULL,4,'NO',0,NULL,24,NULL,'w39',16,0,4294967294,NULL,54,1,0,0,2005,2005,0,4294967294,NULL,16,NULL,'',9223372036854777808,'arch-n1',1,'0','NO','batch',0,NULL,0,NULL,64,4699093445655801856,3,1,1795931941,1795932143,1795932332,1795932387,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w39 -p batch -c 8 -A genomics --mem-per-cpu=2000M -t 1 --hold --wrap sleep 55',NULL,'1=8,2=16000,3=18446744073709551614,4=1,5=11','1=8,2=16000,4=1,5=11');
INSERT INTO `arch_job_table` VALUES (4699093445664010240,1795932096,0,'genomics',NULL,NULL,0,0,'',NULL,2,0,NULL,52,'NO',0,NULL,16,NULL,'w40',16,0,4294967294,NULL,55,3,0,0,2005,2005,0,4294967294,0,0,NULL,'',9223372036854776808,'None assigned',0,NULL,'NO','batch',52732,'low',0,NULL,65,4699093445664010240,4,7,1795931949,1795931949,0,1795932096,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w40 -p batch -c 2 --mem-per-cpu=1000M --qos=low -t 7 --wrap sleep 139',NULL,'','1=2,2=2000,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (4699093445680405504,1795932159,0,'genomics',NULL,NULL,0,0,'',NULL,1,0,NULL,2,'NO',0,NULL,20,NULL,'w41',17,0,4294967294,NULL,56,1,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','debug',68849,NULL,0,NULL,66,4699093445680405504,3,5,1795931965,1795931965,1795932090,1795932158,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w41 -p debug -c 1 --gres=gpu:3 -t 5 --wrap sleep 68',NULL,'1=1,2=1000,3=18446744073709551614,4=1,5=1,1001=3','1=1,2=1000,4=1,5=1,1001=3');
INSERT INTO `arch_job_table` VALUES (4699093445681437696,1795932251,0,'genomics',NULL,NULL,0,0,'',NULL,12,0,NULL,18,'NO',0,NULL,16,NULL,'w42',16,0,4294967294,NULL,57,1,0,0,2005,2005,0,4294967294,0,0,NULL,'',4096,'None assigned',0,NULL,'NO','batch',51689,NULL,0,NULL,67,4699093445681437696,4,9,1795931966,1795931966,0,1795932251,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w42 -p batch -c 12 --mem=4G -t 9 --wrap sleep 239',NULL,'','1=12,2=4096,4=1,5=13');
INSERT INTO `arch_job_table` VALUES (4699093445685542912,1795933088,0,'physics',NULL,NULL,0,0,'',NULL,12,0,NULL,18,'NO',0,NULL,16,NULL,'w43',15,0,4294967294,NULL,58,1,0,0,2004,2004,0,4294967294,0,0,NULL,'',9223372036854776808,'None assigned',0,NULL,'NO','batch',10015,NULL,0,NULL,68,4699093445685542912,4,8,1795931970,1795931970,0,1795933088,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w43 -p batch -c 12 --mem-per-cpu=1000M --nice=10 -t 8 --wrap sleep 182',NULL,'','1=12,2=12000,4=1,5=14');
INSERT INTO `arch_job_table` VALUES (4699093445693744128,1795932361,0,'genomics',NULL,NULL,0,0,'',NULL,2,0,NULL,52,'NO',0,NULL,24,NULL,'w44',17,0,4294967294,NULL,59,1,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',4096,'arch-n1',1,'0','NO','batch',59866,NULL,0,NULL,69,4699093445693744128,6,4,1795931978,1795931978,1795932092,1795932361,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w44 -p batch -c 2 -A genomics --mem=4G -t 4 --wrap sleep 317',NULL,'1=2,2=4096,3=18446744073709551614,4=1,5=3','1=2,2=4096,4=1,5=3');
INSERT INTO `arch_job_table` VALUES (4699093445711173632,1795934280,0,'genomics',NULL,NULL,0,0,'',NULL,16,0,NULL,70,'NO',0,NULL,16,NULL,'w45',16,0,4294967294,NULL,60,3,0,0,2005,2005,0,4294967294,0,2,NULL,'',2048,'None assigned',0,NULL,'NO','batch',52950,'low',0,NULL,70,4699093445711173632,4,8,1795931995,1795934102,0,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w45 -p batch -c 16 --mem=2G --gres=gpu:1 --qos=low -t 8 --dependency=afterany:51 --wrap sleep 257',NULL,'','1=16,2=2048,4=1,5=18,1001=1');
INSERT INTO `arch_job_table` VALUES (4699093445718348800,1795934280,0,'astro',NULL,NULL,0,0,'',NULL,12,0,NULL,18,'NO',0,NULL,16,NULL,'w46',10,0,4294967294,NULL,61,1,0,0,2001,2001,0,4294967294,0,0,NULL,'',9223372036854777808,'None assigned',0,NULL,'NO','batch',35030,NULL,0,NULL,71,4699093445718348800,4,10,1795932002,1795932002,0,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w46 -p batch -c 12 -A astro --mem-per-cpu=2000M -t 10 --wrap sleep 338',NULL,'','1=12,2=24000,4=1,5=17');
INSERT INTO `arch_job_table` VALUES (4699093445729626112,1795932477,0,'astro',NULL,NULL,0,0,'',NULL,4,0,NULL,20,'NO',0,NULL,16,NULL,'w47',10,0,4294967294,NULL,62,1,0,0,2001,2001,0,4294967294,0,0,NULL,'',9223372036854776808,'None assigned',0,NULL,'NO','batch',34897,NULL,0,NULL,72,4699093445729626112,4,12,1795932013,1795932013,0,1795932477,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w47 -p batch -c 4 --gres=gpu:2 -t 12 --wrap sleep 125; exit 1',NULL,'','1=4,2=4000,4=1,5=8,1001=2');
INSERT INTO `arch_job_table` VALUES (4699093445733730304,1795934280,0,'hep',NULL,NULL,0,0,'',NULL,8,0,NULL,4,'NO',0,NULL,16,NULL,'w48',14,0,4294967294,NULL,63,1,0,0,2003,2003,0,4294967294,0,8,NULL,'',9223372036854777808,'None assigned',0,NULL,'NO','batch,prio',18297,NULL,0,NULL,73,4699093445733730304,4,8,1795932017,1795933094,0,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u3 --gid=u3 --chdir=/tmp -o /dev/null -J w48 -p batch,prio -c 8 -A hep --mem-per-cpu=2000M -t 8 --wrap sleep 337',NULL,'','1=8,2=16000,4=1,5=11');
INSERT INTO `arch_job_table` VALUES (4699093445738857472,1795934280,0,'hep',NULL,NULL,0,0,'',NULL,12,0,NULL,18,'NO',0,NULL,16,NULL,'w49',14,0,4294967294,NULL,64,1,0,0,2003,2003,0,4294967294,0,0,NULL,'',9223372036854776308,'None assigned',0,NULL,'NO','batch',18356,NULL,0,NULL,74,4699093445738857472,4,9,1795932022,1795932022,0,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u3 --gid=u3 --chdir=/tmp -o /dev/null -J w49 -p batch -c 12 --mem-per-cpu=500M --gres=gpu:1 -t 9 --wrap sleep 187',NULL,'','1=12,2=6000,4=1,5=15,1001=1');
INSERT INTO `arch_job_table` VALUES (4699093445776773120,1795934280,0,'astro',NULL,NULL,0,0,'',NULL,16,0,NULL,1,'NO',0,NULL,16,NULL,'w50',12,0,4294967294,NULL,65,1,0,0,2002,2002,0,4294967294,0,0,NULL,'',32768,'None assigned',0,NULL,'NO','prio',47429,NULL,0,NULL,75,4699093445776773120,4,9,1795932059,1795932059,0,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u2 --gid=u2 --chdir=/tmp -o /dev/null -J w50 -p prio -c 16 -A astro --mem=32G -t 9 --wrap sleep 268',NULL,'','1=16,2=32768,4=1,5=48');
INSERT INTO `arch_job_table` VALUES (4699093445777805312,1795932185,0,'hep',NULL,NULL,0,0,'',NULL,2,0,NULL,52,'NO',0,NULL,24,NULL,'w51',14,0,4294967294,NULL,66,1,0,0,2003,2003,0,4294967294,NULL,0,NULL,'',9223372036854777808,'arch-n1',1,'0','NO','prio',18199,NULL,0,NULL,76,4699093445777805312,3,3,1795932060,1795932060,1795932092,1795932185,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u3 --gid=u3 --chdir=/tmp -o /dev/null -J w51 -p batch,prio -c 2 --mem-per-cpu=2000M -t 3 --wrap sleep 93',NULL,'1=2,2=4000,3=18446744073709551614,4=1,5=5','1=2,2=4000,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (4699093445790102528,1795932388,0,'astro',NULL,NULL,0,0,'',NULL,16,0,NULL,1,'NO',0,NULL,20,NULL,'w52',10,0,4294967294,NULL,67,1,0,0,2001,2001,0,4294967294,NULL,0,NULL,'',8192,'arch-n1',1,'0','NO','debug',44086,NULL,0,NULL,77,4699093445790102528,3,6,1795932072,1795932072,1795932134,1795932388,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w52 -p debug -c 16 --mem=8G -t 6 --wrap sleep 254',NULL,'1=16,2=8192,3=18446744073709551614,4=1,5=16','1=16,2=8192,4=1,5=16');
INSERT INTO `arch_job_table` VALUES (4699093445793182720,1795934280,0,'genomics',NULL,NULL,0,0,'',NULL,24,0,NULL,3,'NO',0,NULL,16,NULL,'w53',16,0,4294967294,NULL,68,1,0,0,2005,2005,0,4294967294,0,0,NULL,'',1024,'None assigned',0,NULL,'NO','batch',51875,NULL,0,NULL,78,4699093445793182720,4,7,1795932075,1795932075,0,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w53 -p batch -c 24 -A genomics --mem=1G -t 7 --wrap sleep 190',NULL,'','1=24,2=1024,4=1,5=24');
INSERT INTO `arch_job_table` VALUES (4699093445799334912,1795933884,0,'physics',NULL,NULL,0,0,'',NULL,16,0,NULL,1,'NO',0,NULL,20,NULL,'w54',15,0,4294967294,NULL,69,2,0,0,2004,2004,0,4294967294,NULL,0,NULL,'',65536,'arch-n1',1,'0','NO','batch',20108,'high',0,NULL,79,4699093445799334912,3,10,1795932081,1795932081,1795933628,1795933884,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w54 -p batch -c 16 --mem=64G --qos=high -t 10 --wrap sleep 255',NULL,'1=16,2=65536,3=18446744073709551614,4=1,5=32','1=16,2=65536,4=1,5=32');
INSERT INTO `arch_job_table` VALUES (4699093445825996800,1795934280,0,'astro',NULL,NULL,0,0,'',NULL,4,0,NULL,20,'NO',0,NULL,16,NULL,'w55',10,0,4294967294,NULL,70,3,0,0,2001,2001,0,4294967294,0,0,NULL,'',9223372036854776808,'None assigned',0,NULL,'NO','batch',36097,'low',0,NULL,80,4699093445825996800,4,11,1795932107,1795932107,0,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w55 -p batch -c 4 --qos=low -t 11 --wrap sleep 334',NULL,'','1=4,2=4000,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (4699093445833178112,1795934280,0,'genomics',NULL,NULL,0,0,'',NULL,8,0,NULL,4,'NO',0,NULL,16,NULL,'w56',16,0,4294967294,NULL,71,1,0,0,2005,2005,0,4294967294,0,0,NULL,'',9223372036854776808,'None assigned',0,NULL,'NO','batch',51618,NULL,0,NULL,81,4699093445833178112,4,6,1795932114,1795932114,0,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w56 -p batch -c 8 -A genomics --mem-per-cpu=1000M --nice=10 -t 6 --wrap sleep 72',NULL,'','1=8,2=8000,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (4699093445854696448,1795932211,0,'astro',NULL,NULL,0,0,'',NULL,2,0,NULL,52,'NO',0,NULL,24,NULL,'w57',12,0,4294967294,NULL,72,1,0,0,2002,2002,0,4294967294,NULL,0,NULL,'',65536,'arch-n1',1,'0','NO','prio',47223,NULL,0,NULL,82,4699093445854696448,3,3,1795932136,1795932136,1795932137,1795932211,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u2 --gid=u2 --chdir=/tmp -o /dev/null -J w57 -p prio -c 2 --mem=64G -t 3 --wrap sleep 74',NULL,'1=2,2=65536,3=18446744073709551614,4=1,5=36','1=2,2=65536,4=1,5=36');
INSERT INTO `arch_job_table` VALUES (4699093445870087168,1795933014,0,'astro',NULL,NULL,0,0,'',NULL,16,0,NULL,1,'NO',0,NULL,20,NULL,'w58',10,0,4294967294,NULL,73,2,0,0,2001,2001,0,4294967294,NULL,0,NULL,'',9223372036854777808,'arch-n1',1,'0','NO','prio',45095,'high',0,NULL,83,4699093445870087168,3,8,1795932151,1795932151,1795932800,1795933014,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w58 -p batch,prio -c 16 -A astro --mem-per-cpu=2000M --qos=high -t 8 --wrap sleep 214',NULL,'1=16,2=32000,3=18446744073709551614,4=1,5=47','1=16,2=32000,4=1,5=23');
INSERT INTO `arch_job_table` VALUES (4699093445898770432,1795932343,0,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,20,'NO',0,NULL,20,NULL,'w59',16,0,4294967294,NULL,74,3,0,0,2005,2005,0,4294967294,NULL,0,NULL,'',16384,'arch-n1',1,'0','NO','debug',61768,'low',0,NULL,84,4699093445898770432,3,3,1795932179,1795932179,1795932267,1795932343,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w59 -p debug -c 4 --mem=16G --qos=low -t 3 --wrap sleep 76',NULL,'1=4,2=16384,3=18446744073709551614,4=1,5=4','1=4,2=16384,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (4699093445903898624,1795932375,0,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,20,'NO',0,NULL,20,NULL,'w60',17,0,4294967294,NULL,75,1,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',9223372036854777808,'arch-n1',1,'0','NO','debug',68898,NULL,0,NULL,85,4699093445903898624,3,6,1795932184,1795932184,1795932187,1795932375,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w60 -p debug -c 4 -A genomics --mem-per-cpu=2000M -t 6 --wrap sleep 188',NULL,'1=4,2=8000,3=18446744073709551614,4=1,5=4','1=4,2=8000,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (4699093445912098816,1795934280,0,'astro',NULL,NULL,0,0,'',NULL,4,0,NULL,20,'NO',0,NULL,16,NULL,'w61',12,0,4294967294,NULL,76,3,0,0,2002,2002,0,4294967294,0,0,NULL,'',1024,'None assigned',0,NULL,'NO','batch',44429,'low',0,NULL,86,4699093445912098816,4,11,1795932192,1795932192,0,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u2 --gid=u2 --chdir=/tmp -o /dev/null -J w61 -p batch -c 4 --mem=1G --qos=low -t 11 --wrap sleep 459',NULL,'','1=4,2=1024,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (4699093445921347584,1795933197,0,'astro',NULL,NULL,0,0,'',NULL,4,0,NULL,20,'NO',0,NULL,16,NULL,'w62',12,0,4294967294,NULL,77,3,0,0,2002,2002,0,4294967294,0,0,NULL,'',9223372036854776808,'None assigned',0,NULL,'NO','batch',44430,'low',0,NULL,87,4699093445921347584,4,10,1795932201,1795932201,0,1795933197,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u2 --gid=u2 --chdir=/tmp -o /dev/null -J w62 -p batch -c 4 -A astro --qos=low -t 10 --wrap sleep 346',NULL,'','1=4,2=4000,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (4699093445922378752,1795932286,0,'genomics',NULL,NULL,0,0,'',NULL,2,0,NULL,52,'NO',0,NULL,24,NULL,'w63',16,0,4294967294,NULL,78,1,0,0,2005,2005,0,4294967294,NULL,0,NULL,'',1024,'arch-n1',1,'0','NO','prio',55531,NULL,0,NULL,82,4699093445922378752,6,1,1795932202,1795932202,1795932212,1795932286,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w63 -p prio -c 2 --mem=1G -t 1 --wrap sleep 74',NULL,'1=2,2=1024,3=18446744073709551614,4=1,5=4','1=2,2=1024,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (4699093445946967040,1795933265,0,'genomics',NULL,NULL,2,0,'',NULL,16,0,NULL,1,'NO',0,NULL,20,NULL,'w64',17,79,2,NULL,79,1,0,0,2006,2006,0,4294967294,NULL,72,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','batch',60089,NULL,0,NULL,89,4699093445946967040,3,6,1795932226,1795932797,1795933014,1795933265,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w64 -p batch -c 16 -t 6 --array=0-2%2 --wrap sleep 250',NULL,'1=16,2=16000,3=18446744073709551614,4=1,5=19','1=16,2=16000,4=1,5=19');
INSERT INTO `arch_job_table` VALUES (4699093445953120256,1795932599,0,'hep',NULL,NULL,0,0,'',NULL,4,0,NULL,20,'NO',0,NULL,24,NULL,'w65',14,0,4294967294,NULL,80,1,0,0,2003,2003,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','batch',18230,NULL,0,NULL,81,4699093445953120256,3,3,1795932232,1795932232,1795932527,1795932599,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u3 --gid=u3 --chdir=/tmp -o /dev/null -J w65 -p batch -c 4 -A hep -t 3 --wrap sleep 72',NULL,'1=4,2=4000,3=18446744073709551614,4=1,5=4','1=4,2=4000,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (4699093445999243264,1795932556,0,'genomics',NULL,NULL,0,0,'',NULL,2,0,NULL,52,'NO',0,NULL,24,NULL,'w66',16,0,4294967294,NULL,81,3,0,0,2005,2005,0,4294967294,NULL,0,NULL,'',9223372036854779808,'arch-n1',1,'0','NO','prio',56734,'low',0,NULL,91,4699093445999243264,3,5,1795932277,1795932277,1795932392,1795932556,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w66 -p prio -c 2 -A genomics --mem-per-cpu=4000M --qos=low -t 5 --wrap sleep 164',NULL,'1=2,2=8000,3=18446744073709551614,4=1,5=7','1=2,2=8000,4=1,5=7');
INSERT INTO `arch_job_table` VALUES (4699093446015637504,1795932528,0,'astro',NULL,NULL,0,0,'',NULL,4,0,NULL,20,'NO',0,NULL,24,NULL,'w67',12,0,4294967294,NULL,82,1,0,0,2002,2002,0,4294967294,NULL,0,NULL,'',1024,'arch-n1',1,'0','NO','debug',52229,NULL,0,NULL,92,4699093446015637504,3,7,1795932293,1795932293,1795932317,1795932528,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u2 --gid=u2 --chdir=/tmp -o /dev/null -J w67 -p debug -c 4 -A astro --mem=1G -t 7 --wrap sleep 211',NULL,'1=4,2=1024,3=18446744073709551614,4=1,5=4','1=4,2=1024,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (4699093446057637888,1795934280,0,'astro',NULL,NULL,0,0,'',NULL,8,0,NULL,4,'NO',0,NULL,16,NULL,'w68',10,0,4294967294,NULL,83,1,0,0,2001,2001,0,4294967294,0,16,NULL,'',9223372036854776808,'None assigned',0,NULL,'NO','batch',0,NULL,0,NULL,93,4699093446057637888,4,7,1795932334,1795932461,0,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w68 -p batch -c 8 -t 7 --hold --wrap sleep 297',NULL,'','1=8,2=8000,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (4699093446058672128,1795932840,0,'neuro',NULL,NULL,0,0,'',NULL,1,0,NULL,2,'NO',0,NULL,20,NULL,'w69',18,0,4294967294,NULL,84,1,0,0,2007,2007,0,4294967294,NULL,16,NULL,'',16384,'arch-n1',1,'0','NO','prio',0,NULL,0,NULL,73,4699093446058672128,3,8,1795932335,1795932503,1795932503,1795932840,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w69 -p prio -c 1 --mem=16G -t 8 --hold --wrap sleep 337',NULL,'1=1,2=16384,3=18446744073709551614,4=1,5=10','1=1,2=16384,4=1,5=10');
INSERT INTO `arch_job_table` VALUES (4699093446065851392,1795933070,0,'astro',NULL,NULL,0,0,'',NULL,8,0,NULL,4,'NO',0,NULL,24,NULL,'w70',10,0,4294967294,NULL,85,2,0,0,2001,2001,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','batch',44961,'high',0,NULL,95,4699093446065851392,3,3,1795932342,1795932342,1795932992,1795933070,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w70 -p batch -c 8 --qos=high -t 3 --wrap sleep 78',NULL,'1=8,2=8000,3=18446744073709551614,4=1,5=9','1=8,2=8000,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (4699093446089428992,1795934280,0,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,20,'NO',0,NULL,20,NULL,'w71',16,0,4294967294,NULL,86,1,0,0,2005,2005,0,4294967294,0,0,NULL,'',9223372036854776308,'arch-n1',1,'0','NO','prio',55563,NULL,0,NULL,96,4699093446089428992,4,12,1795932365,1795932365,1795934215,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w71 -p prio -c 4 --mem-per-cpu=500M -t 12 --wrap sleep 438',NULL,'1=4,2=2000,3=18446744073709551614,4=1,5=8','1=4,2=2000,4=1,5=8');
INSERT INTO `arch_job_table` VALUES (4699093446101762048,1795932813,0,'neuro',NULL,NULL,0,0,'',NULL,8,0,NULL,4,'NO',0,NULL,20,NULL,'w37',18,0,4294967294,NULL,52,2,0,0,2007,2007,0,4294967294,NULL,9,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','prio',82294,'high',1,NULL,62,4699093446101762048,6,5,1795932377,1795932498,1795932498,1795932813,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w37 -p batch,prio -c 8 --mem-per-cpu=1000M --qos=high -t 5 --wrap sleep 370',NULL,'1=8,2=8000,3=18446744073709551614,4=1,5=19','1=8,2=8000,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (4699093446108910592,1795934280,0,'physics',NULL,NULL,0,0,'',NULL,12,0,NULL,18,'NO',0,NULL,16,NULL,'w72',15,0,4294967294,NULL,87,1,0,0,2004,2004,0,4294967294,0,16,NULL,'',16384,'None assigned',0,NULL,'NO','prio',0,NULL,0,NULL,98,4699093446108910592,4,9,1795932384,1795932643,0,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w72 -p prio -c 12 --mem=16G -t 9 --hold --wrap sleep 409',NULL,'','1=12,2=16384,4=1,5=32');
INSERT INTO `arch_job_table` VALUES (4699093446118147072,1795934281,0,'genomics',NULL,NULL,0,0,'',NULL,1,0,NULL,2,'NO',0,NULL,20,NULL,'w73',16,0,4294967294,NULL,88,1,0,0,2005,2005,0,4294967294,0,0,NULL,'',9223372036854779808,'arch-n1',1,'0','NO','prio',55017,NULL,0,NULL,99,4699093446118147072,4,9,1795932393,1795932393,1795934215,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w73 -p prio -c 1 --mem-per-cpu=4000M --nice=500 -t 9 --wrap sleep 322',NULL,'1=1,2=4000,3=18446744073709551614,4=1,5=3','1=1,2=4000,4=1,5=3');
INSERT INTO `arch_job_table` VALUES (4699093446121227264,1795934280,0,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,20,'NO',0,NULL,20,NULL,'w74',16,0,4294967294,NULL,89,1,0,0,2005,2005,0,4294967294,0,0,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','prio',51564,NULL,0,NULL,100,4699093446121227264,4,7,1795932396,1795932396,1795934110,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w74 -p batch,prio -c 4 -t 7 --wrap sleep 291',NULL,'1=4,2=4000,3=18446744073709551614,4=1,5=9','1=4,2=4000,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (4699093446127382528,1795932498,0,'neuro',NULL,NULL,0,0,'',NULL,4,0,NULL,20,'NO',0,NULL,20,NULL,'w75',18,0,4294967294,NULL,90,2,0,0,2007,2007,0,4294967294,NULL,0,NULL,'',4096,'arch-n1',1,'0','NO','batch',78230,'high',0,NULL,64,4699093446127382528,3,2,1795932402,1795932402,1795932443,1795932498,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w75 -p batch -c 4 --mem=4G --qos=high -t 2 --wrap sleep 55',NULL,'1=4,2=4096,3=18446744073709551614,4=1,5=5','1=4,2=4096,4=1,5=5');
INSERT INTO `arch_job_table` VALUES (4699093446137632768,1795933140,0,'astro',NULL,NULL,0,0,'',NULL,4,0,NULL,20,'NO',0,NULL,20,NULL,'w76',12,0,4294967294,NULL,91,3,0,0,2002,2002,0,4294967294,NULL,0,NULL,'',8192,'arch-n1',1,'0','NO','prio',48432,'low',0,NULL,102,4699093446137632768,3,7,1795932412,1795932412,1795932800,1795933140,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u2 --gid=u2 --chdir=/tmp -o /dev/null -J w76 -p prio -c 4 --mem=8G --qos=low -t 7 --wrap sleep 340',NULL,'1=4,2=8192,3=18446744073709551614,4=1,5=12','1=4,2=8192,4=1,5=12');
INSERT INTO `arch_job_table` VALUES (4699093446144809984,1795932474,0,'genomics',NULL,NULL,0,0,'',NULL,4,0,NULL,20,'NO',0,NULL,20,NULL,'w77',17,0,4294967294,NULL,92,3,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',4096,'arch-n1',1,'0','NO','prio',65097,'low',0,NULL,103,4699093446144809984,3,4,1795932419,1795932419,1795932443,1795932474,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w77 -p prio -c 4 --mem=4G --qos=low -t 4 --wrap sleep 31',NULL,'1=4,2=4096,3=18446744073709551614,4=1,5=10','1=4,2=4096,4=1,5=10');
INSERT INTO `arch_job_table` VALUES (4699093446146867200,1795934280,0,'genomics',NULL,NULL,0,0,'',NULL,8,0,NULL,104,'NO',0,NULL,16,NULL,'w78',16,0,4294967294,NULL,93,1,0,0,2005,2005,0,4294967294,0,0,NULL,'',9223372036854776808,'None assigned',0,NULL,'NO','batch',51628,NULL,0,NULL,104,4699093446146867200,4,3,1795932421,0,0,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w78 -p batch -c 8 -A genomics --mem-per-cpu=1000M -t 3 --dependency=afterany:86 --wrap sleep 115',NULL,'','1=8,2=8000,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (4699093446158146560,1795932513,0,'genomics',NULL,NULL,0,0,'',NULL,8,0,NULL,4,'NO',0,NULL,24,NULL,'w79',16,0,4294967294,NULL,94,1,0,0,2005,2005,0,4294967294,NULL,0,NULL,'',2048,'arch-n1',1,'0','NO','batch',51625,NULL,0,NULL,105,4699093446158146560,6,1,1795932432,1795932432,1795932452,1795932513,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w79 -p batch -c 8 --mem=2G -t 1 --wrap sleep 119',NULL,'1=8,2=2048,3=18446744073709551614,4=1,5=8','1=8,2=2048,4=1,5=8');
INSERT INTO `arch_job_table` VALUES (4699093446159179776,1795932635,0,'physics',NULL,NULL,0,0,'',NULL,2,0,NULL,52,'NO',0,NULL,20,NULL,'w80',15,0,4294967294,NULL,95,1,0,0,2004,2004,0,4294967294,NULL,0,NULL,'',1024,'arch-n1',1,'0','NO','debug',18864,NULL,0,NULL,106,4699093446159179776,3,7,1795932433,1795932433,1795932435,1795932635,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w80 -p debug -c 2 -A physics --mem=1G --gres=gpu:1 -t 7 --wrap sleep 200',NULL,'1=2,2=1024,3=18446744073709551614,4=1,5=2,1001=1','1=2,2=1024,4=1,5=2,1001=1');
INSERT INTO `arch_job_table` VALUES (4699093446205326336,1795932929,0,'astro',NULL,NULL,0,0,'',NULL,8,0,NULL,4,'NO',0,NULL,20,NULL,'w81',12,0,4294967294,NULL,96,3,0,0,2002,2002,0,4294967294,NULL,16,NULL,'',16384,'arch-n1',1,'0','NO','prio',0,'low',0,NULL,107,4699093446205326336,3,3,1795932478,1795932672,1795932813,1795932929,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u2 --gid=u2 --chdir=/tmp -o /dev/null -J w81 -p prio -c 8 --mem=16G --qos=low -t 3 --hold --wrap sleep 116',NULL,'1=8,2=16384,3=18446744073709551614,4=1,5=24','1=8,2=16384,4=1,5=24');
INSERT INTO `arch_job_table` VALUES (4699093446221719552,1795934280,0,'astro',NULL,NULL,0,0,'',NULL,24,0,NULL,3,'NO',0,NULL,16,NULL,'w82',12,0,4294967294,NULL,97,1,0,0,2002,2002,0,4294967294,0,0,NULL,'',8192,'None assigned',0,NULL,'NO','batch',26878,NULL,0,NULL,108,4699093446221719552,4,11,1795932494,1795932494,0,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u2 --gid=u2 --chdir=/tmp -o /dev/null -J w82 -p batch -c 24 -A astro --mem=8G -t 11 --wrap sleep 469',NULL,'','1=24,2=8192,4=1,5=26');
INSERT INTO `arch_job_table` VALUES (4699093446241199104,1795932692,0,'neuro',NULL,NULL,0,0,'',NULL,4,0,NULL,20,'NO',0,NULL,20,NULL,'w83',19,0,4294967294,NULL,98,1,0,0,2008,2008,0,4294967294,NULL,0,NULL,'',65536,'arch-n1',1,'0','NO','batch',76588,NULL,0,NULL,109,4699093446241199104,3,7,1795932513,1795932513,1795932514,1795932692,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u8 --gid=u8 --chdir=/tmp -o /dev/null -J w83 -p batch -c 4 -A neuro --mem=64G --gres=gpu:1 -t 7 --wrap sleep 178',NULL,'1=4,2=65536,3=18446744073709551614,4=1,5=22,1001=1','1=4,2=65536,4=1,5=22,1001=1');
INSERT INTO `arch_job_table` VALUES (4699093446272963584,1795932676,0,'physics',NULL,NULL,0,0,'',NULL,1,0,NULL,2,'NO',0,NULL,16,NULL,'w84',15,0,4294967294,NULL,99,1,0,0,2004,2004,0,4294967294,0,0,NULL,'',9223372036854776808,'None assigned',0,NULL,'NO','prio',13849,NULL,0,NULL,110,4699093446272963584,4,8,1795932544,1795932544,0,1795932676,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w84 -p prio -c 1 --mem-per-cpu=1000M -t 8 --wrap sleep 391',NULL,'','1=1,2=1000,4=1,5=2');
INSERT INTO `arch_job_table` VALUES (4699093446275558400,1795932797,0,'genomics',NULL,NULL,0,0,'',NULL,16,0,NULL,1,'NO',0,NULL,20,NULL,'w64',17,79,0,NULL,100,1,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','batch',60350,NULL,0,NULL,89,4699093446275558400,3,6,1795932226,1795932227,1795932547,1795932797,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w64 -p batch -c 16 -t 6 --array=0-2%2 --wrap sleep 250',NULL,'1=16,2=16000,3=18446744073709551614,4=1,5=19','1=16,2=16000,4=1,5=19');
INSERT INTO `arch_job_table` VALUES (4699093446277606400,1795932799,0,'genomics',NULL,NULL,0,0,'',NULL,16,0,NULL,1,'NO',0,NULL,20,NULL,'w64',17,79,1,NULL,101,1,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','batch',60350,NULL,0,NULL,89,4699093446277606400,3,6,1795932226,1795932227,1795932549,1795932799,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w64 -p batch -c 16 -t 6 --array=0-2%2 --wrap sleep 250',NULL,'1=16,2=16000,3=18446744073709551614,4=1,5=19','1=16,2=16000,4=1,5=19');
INSERT INTO `arch_job_table` VALUES (4699093446291408896,1795933406,0,'neuro',NULL,NULL,0,0,'',NULL,16,0,NULL,1,'NO',0,NULL,20,NULL,'w85',18,0,4294967294,NULL,102,1,0,0,2007,2007,0,4294967294,NULL,0,NULL,'',32768,'arch-n1',1,'0','NO','batch',68429,NULL,0,NULL,113,4699093446291408896,3,10,1795932562,1795932562,1795932994,1795933406,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w85 -p batch -c 16 -A neuro --mem=32G -t 10 --wrap sleep 411',NULL,'1=16,2=32768,3=18446744073709551614,4=1,5=24','1=16,2=32768,4=1,5=24');
INSERT INTO `arch_job_table` VALUES (4699093446302687232,1795933604,0,'genomics',NULL,NULL,0,0,'',NULL,16,0,NULL,1,'NO',0,NULL,20,NULL,'w86',17,0,4294967294,NULL,103,1,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',4096,'arch-n1',1,'0','NO','batch',60084,NULL,0,NULL,114,4699093446302687232,3,9,1795932573,1795932573,1795933140,1795933604,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w86 -p batch -c 16 --mem=4G --gres=gpu:1 -t 9 --wrap sleep 463',NULL,'1=16,2=4096,3=18446744073709551614,4=1,5=19,1001=1','1=16,2=4096,4=1,5=19,1001=1');
INSERT INTO `arch_job_table` VALUES (4699093446348815360,1795933125,0,'neuro',NULL,NULL,0,0,'',NULL,2,0,NULL,52,'NO',0,NULL,20,NULL,'w87',18,0,4294967294,NULL,104,1,0,0,2007,2007,0,4294967294,NULL,0,NULL,'',16384,'arch-n1',1,'0','NO','batch',26537,NULL,0,NULL,115,4699093446348815360,3,5,1795932618,1795932618,1795932994,1795933125,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w87 -p batch -c 2 -A neuro --mem=16G -t 5 --wrap sleep 130',NULL,'1=2,2=16384,3=18446744073709551614,4=1,5=6','1=2,2=16384,4=1,5=6');
INSERT INTO `arch_job_table` VALUES (4699093446365209600,1795934280,0,'astro',NULL,NULL,0,0,'',NULL,4,0,NULL,20,'NO',0,NULL,16,NULL,'w88',10,0,4294967294,NULL,105,2,0,0,2001,2001,0,4294967294,0,0,NULL,'',65536,'None assigned',0,NULL,'NO','batch',78254,'high',0,NULL,116,4699093446365209600,4,7,1795932634,1795932634,0,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w88 -p batch -c 4 -A astro --mem=64G --qos=high -t 7 --wrap sleep 240',NULL,'','1=4,2=65536,4=1,5=20');
INSERT INTO `arch_job_table` VALUES (4699093446367264768,1795934214,0,'genomics',NULL,NULL,0,0,'',NULL,16,0,NULL,1,'NO',0,NULL,20,NULL,'w89',16,0,4294967294,NULL,106,1,0,0,2005,2005,0,4294967294,NULL,0,NULL,'',2048,'arch-n1',1,'0','NO','prio',10084,NULL,0,NULL,117,4699093446367264768,3,8,1795932636,1795932636,1795933887,1795934214,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w89 -p batch,prio -c 16 --mem=2G -t 8 --wrap sleep 327',NULL,'1=16,2=2048,3=18446744073709551614,4=1,5=33','1=16,2=2048,4=1,5=16');
INSERT INTO `arch_job_table` VALUES (4699093446382642176,1795933885,0,'physics',NULL,NULL,0,0,'',NULL,24,0,NULL,3,'NO',0,NULL,20,NULL,'w90',15,0,4294967294,NULL,107,2,0,0,2004,2004,0,4294967294,NULL,0,NULL,'',1024,'arch-n1',1,'0','NO','batch',53542,'high',0,NULL,118,4699093446382642176,3,4,1795932651,1795932651,1795933709,1795933885,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w90 -p batch -c 24 --mem=1G --gres=gpu:4 --qos=high -t 4 --wrap sleep 176',NULL,'1=24,2=1024,3=18446744073709551614,4=1,5=32,1001=4','1=24,2=1024,4=1,5=32,1001=4');
INSERT INTO `arch_job_table` VALUES (4699093446388795392,1795934280,0,'astro',NULL,NULL,0,0,'',NULL,32,0,NULL,51,'NO',0,NULL,16,NULL,'w91',10,0,4294967294,NULL,108,1,0,0,2001,2001,0,4294967294,0,0,NULL,'',9223372036854776308,'None assigned',0,NULL,'NO','batch,prio',68672,NULL,0,NULL,119,4699093446388795392,4,8,1795932657,0,0,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w91 -p batch,prio -c 32 -A astro --mem-per-cpu=500M -t 8 --wrap sleep 154',NULL,'','1=32,2=16000,4=1,5=35');
INSERT INTO `arch_job_table` VALUES (4699093446411358208,1795934280,0,'genomics',NULL,NULL,0,0,'',NULL,16,0,NULL,1,'NO',0,NULL,20,NULL,'w92',16,0,4294967294,NULL,109,1,0,0,2005,2005,0,4294967294,0,0,NULL,'',16384,'arch-n1',1,'0','NO','prio',14089,NULL,0,NULL,120,4699093446411358208,4,6,1795932679,1795932679,1795934073,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w92 -p prio -c 16 --mem=16G -t 6 --wrap sleep 252',NULL,'1=16,2=16384,3=18446744073709551614,4=1,5=40','1=16,2=16384,4=1,5=40');
INSERT INTO `arch_job_table` VALUES (4699093446442102784,1795934280,0,'genomics',NULL,NULL,0,0,'',NULL,8,0,NULL,4,'NO',0,NULL,16,NULL,'w93',16,0,4294967294,NULL,110,3,0,0,2005,2005,0,4294967294,0,0,NULL,'',1024,'None assigned',0,NULL,'NO','batch',11058,'low',0,NULL,121,4699093446442102784,4,11,1795932709,1795932709,0,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w93 -p batch -c 8 --mem=1G --qos=low --nice=100 -t 11 --wrap sleep 369',NULL,'','1=8,2=1024,4=1,5=8');
INSERT INTO `arch_job_table` VALUES (4699093446488207360,1795934280,0,'astro',NULL,NULL,0,0,'',NULL,16,0,NULL,1,'NO',0,NULL,20,NULL,'w94',12,0,4294967294,NULL,111,3,0,0,2002,2002,0,4294967294,0,9,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','prio',81956,'low',0,NULL,122,4699093446488207360,4,8,1795932754,1795933174,1795934253,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u2 --gid=u2 --chdir=/tmp -o /dev/null -J w94 -p prio -c 16 --qos=low -t 8 --begin=now+7minutes --wrap sleep 149',NULL,'1=16,2=16000,3=18446744073709551614,4=1,5=39','1=16,2=16000,4=1,5=39');
INSERT INTO `arch_job_table` VALUES (4699093446498459648,1795932979,0,'ops',NULL,NULL,0,0,'',NULL,16,0,NULL,1,'NO',512,NULL,20,NULL,'w95',13,0,4294967294,NULL,112,3,0,0,2002,2002,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','batch',86239,'low',0,NULL,123,4699093446498459648,5,5,1795932764,1795932764,1795932789,1795932979,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u2 --gid=u2 --chdir=/tmp -o /dev/null -J w95 -p batch -c 16 -A ops --qos=low --nice=50 -t 5 --wrap sleep 190; exit 2',NULL,'1=16,2=16000,3=18446744073709551614,4=1,5=19','1=16,2=16000,4=1,5=19');
INSERT INTO `arch_job_table` VALUES (4699093446505644032,1795934280,0,'hep',NULL,NULL,0,0,'',NULL,4,0,NULL,20,'NO',0,NULL,16,NULL,'w96',14,0,4294967294,NULL,113,3,0,0,2003,2003,0,4294967294,0,0,NULL,'',9223372036854776808,'None assigned',0,NULL,'NO','batch,prio',52764,'low',0,NULL,124,4699093446505644032,4,12,1795932771,1795932771,0,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u3 --gid=u3 --chdir=/tmp -o /dev/null -J w96 -p batch,prio -c 4 --qos=low -t 12 --wrap sleep 466',NULL,'','1=4,2=4000,4=1,5=4');
INSERT INTO `arch_job_table` VALUES (4699093446536391680,1795934108,0,'genomics',NULL,NULL,0,0,'',NULL,12,0,NULL,18,'NO',0,NULL,20,NULL,'w97',17,114,7,NULL,114,1,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',9223372036854777808,'arch-n1',1,'0','NO','batch',18263,NULL,0,NULL,125,4699093446536391680,3,7,1795932801,1795932803,1795933887,1795934108,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w97 -p batch -c 12 --mem-per-cpu=2000M --nice=100 -t 7 --array=0-7 --wrap sleep 221',NULL,'1=12,2=24000,3=18446744073709551614,4=1,5=17','1=12,2=24000,4=1,5=17');
INSERT INTO `arch_job_table` VALUES (4699093446544607232,1795934253,0,'genomics',NULL,NULL,0,0,'',NULL,12,0,NULL,18,'NO',0,NULL,20,NULL,'w98',16,0,4294967294,NULL,115,1,0,0,2005,2005,0,4294967294,NULL,0,NULL,'',8192,'arch-n1',1,'0','NO','prio',14024,NULL,0,NULL,126,4699093446544607232,3,6,1795932809,1795932809,1795934107,1795934253,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w98 -p prio -c 12 -A genomics --mem=8G -t 6 --wrap sleep 145',NULL,'1=12,2=8192,3=18446744073709551614,4=1,5=28','1=12,2=8192,4=1,5=28');
INSERT INTO `arch_job_table` VALUES (4699093446568172544,1795933107,0,'genomics',NULL,NULL,0,0,'',NULL,1,0,NULL,2,'NO',0,NULL,24,NULL,'w99',16,0,4294967294,NULL,116,1,0,0,2005,2005,0,4294967294,0,0,NULL,'',2048,'arch-n1',1,'0','NO','batch',9349,NULL,0,NULL,127,4699093446568172544,4,4,1795932832,1795932832,1795933007,1795933107,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u5 --gid=u5 --chdir=/tmp -o /dev/null -J w99 -p batch -c 1 --mem=2G --gres=gpu:3 --nice=500 -t 4 --wrap sleep 144',NULL,'1=1,2=2048,3=18446744073709551614,4=1,5=7,1001=3','1=1,2=2048,4=1,5=7,1001=3');
INSERT INTO `arch_job_table` VALUES (4699093446582523904,1795934280,0,'astro',NULL,NULL,0,0,'',NULL,2,0,NULL,52,'NO',0,NULL,24,NULL,'w100',10,0,4294967294,NULL,117,2,0,0,2001,2001,0,4294967294,0,0,NULL,'',16384,'arch-n1',1,'0','NO','prio',61537,'high',0,NULL,128,4699093446582523904,4,7,1795932846,1795932846,1795934222,1795934280,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u1 --gid=u1 --chdir=/tmp -o /dev/null -J w100 -p batch,prio -c 2 --mem=16G --qos=high -t 7 --wrap sleep 349',NULL,'1=2,2=16384,3=18446744073709551614,4=1,5=12','1=2,2=16384,4=1,5=6');
INSERT INTO `arch_job_table` VALUES (4699093446628628480,1795934073,0,'physics',NULL,NULL,0,0,'',NULL,8,0,NULL,4,'NO',0,NULL,20,NULL,'w101',15,0,4294967294,NULL,118,3,0,0,2004,2004,0,4294967294,NULL,0,NULL,'',8192,'arch-n1',1,'0','NO','prio',48494,'low',0,NULL,20,4699093446628628480,3,12,1795932891,1795932891,1795933709,1795934073,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u4 --gid=u4 --chdir=/tmp -o /dev/null -J w101 -p prio -c 8 -A physics --mem=8G --qos=low -t 12 --wrap sleep 364',NULL,'1=8,2=8192,3=18446744073709551614,4=1,5=20','1=8,2=8192,4=1,5=20');
INSERT INTO `arch_job_table` VALUES (4699093446636830720,1795933296,0,'neuro',NULL,NULL,0,0,'',NULL,4,0,NULL,20,'NO',0,NULL,20,NULL,'w102',18,0,4294967294,NULL,119,3,0,0,2007,2007,0,4294967294,NULL,0,NULL,'',9223372036854776808,'arch-n1',1,'0','NO','prio',31764,'low',0,NULL,130,4699093446636830720,3,9,1795932899,1795932899,1795932979,1795933296,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u7 --gid=u7 --chdir=/tmp -o /dev/null -J w102 -p prio -c 4 -A neuro --qos=low -t 9 --wrap sleep 316',NULL,'1=4,2=4000,3=18446744073709551614,4=1,5=9','1=4,2=4000,4=1,5=9');
INSERT INTO `arch_job_table` VALUES (4699093447011814400,1795933487,0,'genomics',NULL,NULL,0,0,'',NULL,12,0,NULL,18,'NO',0,NULL,20,NULL,'w97',17,114,0,NULL,120,1,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',9223372036854777808,'arch-n1',1,'0','NO','batch',60311,NULL,0,NULL,125,4699093447011814400,3,7,1795932801,1795932803,1795933266,1795933487,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w97 -p batch -c 12 --mem-per-cpu=2000M --nice=100 -t 7 --array=0-7 --wrap sleep 221',NULL,'1=12,2=24000,3=18446744073709551614,4=1,5=17','1=12,2=24000,4=1,5=17');
INSERT INTO `arch_job_table` VALUES (4699093447029223424,1795933504,0,'genomics',NULL,NULL,0,0,'',NULL,12,0,NULL,18,'NO',0,NULL,20,NULL,'w97',17,114,1,NULL,121,1,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',9223372036854777808,'arch-n1',1,'0','NO','batch',60311,NULL,0,NULL,125,4699093447029223424,3,7,1795932801,1795932803,1795933283,1795933504,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w97 -p batch -c 12 --mem-per-cpu=2000M --nice=100 -t 7 --array=0-7 --wrap sleep 221',NULL,'1=12,2=24000,3=18446744073709551614,4=1,5=17','1=12,2=24000,4=1,5=17');
INSERT INTO `arch_job_table` VALUES (4699093447156196352,1795933628,0,'genomics',NULL,NULL,0,0,'',NULL,12,0,NULL,18,'NO',0,NULL,20,NULL,'w97',17,114,2,NULL,122,1,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',9223372036854777808,'arch-n1',1,'0','NO','batch',60411,NULL,0,NULL,125,4699093447156196352,3,7,1795932801,1795932803,1795933406,1795933628,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w97 -p batch -c 12 --mem-per-cpu=2000M --nice=100 -t 7 --array=0-7 --wrap sleep 221',NULL,'1=12,2=24000,3=18446744073709551614,4=1,5=17','1=12,2=24000,4=1,5=17');
INSERT INTO `arch_job_table` VALUES (4699093447156197376,1795933628,0,'genomics',NULL,NULL,0,0,'',NULL,12,0,NULL,18,'NO',0,NULL,20,NULL,'w97',17,114,3,NULL,123,1,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',9223372036854777808,'arch-n1',1,'0','NO','batch',60411,NULL,0,NULL,125,4699093447156197376,3,7,1795932801,1795932803,1795933406,1795933628,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w97 -p batch -c 12 --mem-per-cpu=2000M --nice=100 -t 7 --array=0-7 --wrap sleep 221',NULL,'1=12,2=24000,3=18446744073709551614,4=1,5=17','1=12,2=24000,4=1,5=17');
INSERT INTO `arch_job_table` VALUES (4699093447238508544,1795933708,0,'genomics',NULL,NULL,0,0,'',NULL,12,0,NULL,18,'NO',0,NULL,24,NULL,'w97',17,114,4,NULL,124,1,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',9223372036854777808,'arch-n1',1,'0','NO','batch',60461,NULL,0,NULL,125,4699093447238508544,3,7,1795932801,1795932803,1795933487,1795933708,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w97 -p batch -c 12 --mem-per-cpu=2000M --nice=100 -t 7 --array=0-7 --wrap sleep 221',NULL,'1=12,2=24000,3=18446744073709551614,4=1,5=17','1=12,2=24000,4=1,5=17');
INSERT INTO `arch_job_table` VALUES (4699093447257575424,1795933727,0,'genomics',NULL,NULL,0,0,'',NULL,12,0,NULL,18,'NO',0,NULL,20,NULL,'w97',17,114,5,NULL,125,1,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',9223372036854777808,'arch-n1',1,'0','NO','batch',60511,NULL,0,NULL,125,4699093447257575424,3,7,1795932801,1795932803,1795933506,1795933727,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w97 -p batch -c 12 --mem-per-cpu=2000M --nice=100 -t 7 --array=0-7 --wrap sleep 221',NULL,'1=12,2=24000,3=18446744073709551614,4=1,5=17','1=12,2=24000,4=1,5=17');
INSERT INTO `arch_job_table` VALUES (4699093447645670400,1795934106,0,'genomics',NULL,NULL,0,0,'',NULL,12,0,NULL,18,'NO',0,NULL,20,NULL,'w97',17,114,6,NULL,126,1,0,0,2006,2006,0,4294967294,NULL,0,NULL,'',9223372036854777808,'arch-n1',1,'0','NO','batch',60811,NULL,0,NULL,125,4699093447645670400,3,7,1795932801,1795932803,1795933884,1795934106,0,'','','/tmp',0,'','/dev/null','/dev/null','sbatch --uid=u6 --gid=u6 --chdir=/tmp -o /dev/null -J w97 -p batch -c 12 --mem-per-cpu=2000M --nice=100 -t 7 --array=0-7 --wrap sleep 221',NULL,'1=12,2=24000,3=18446744073709551614,4=1,5=17','1=12,2=24000,4=1,5=17');
/*!40000 ALTER TABLE `arch_job_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_last_ran_table`
--

DROP TABLE IF EXISTS `arch_last_ran_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_last_ran_table` (
  `hourly_rollup` bigint(20) unsigned NOT NULL DEFAULT 0,
  `daily_rollup` bigint(20) unsigned NOT NULL DEFAULT 0,
  `monthly_rollup` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`hourly_rollup`,`daily_rollup`,`monthly_rollup`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_last_ran_table`
--
-- ORDER BY:  `hourly_rollup`,`daily_rollup`,`monthly_rollup`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_last_ran_table` WRITE;
/*!40000 ALTER TABLE `arch_last_ran_table` DISABLE KEYS */;
INSERT INTO `arch_last_ran_table` VALUES (1795935600,1795931400,1795931400);
/*!40000 ALTER TABLE `arch_last_ran_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_qos_usage_day_table`
--

DROP TABLE IF EXISTS `arch_qos_usage_day_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_qos_usage_day_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id` int(10) unsigned NOT NULL,
  `id_alt` int(10) unsigned NOT NULL DEFAULT 0,
  `id_tres` int(11) NOT NULL DEFAULT 1,
  `time_start` bigint(20) unsigned NOT NULL,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`,`id_alt`,`id_tres`,`time_start`),
  KEY `archive_delete` (`deleted`),
  KEY `archive_purge` (`mod_time`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_qos_usage_day_table`
--
-- ORDER BY:  `id`,`id_alt`,`id_tres`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_qos_usage_day_table` WRITE;
/*!40000 ALTER TABLE `arch_qos_usage_day_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_qos_usage_day_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_qos_usage_hour_table`
--

DROP TABLE IF EXISTS `arch_qos_usage_hour_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_qos_usage_hour_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id` int(10) unsigned NOT NULL,
  `id_alt` int(10) unsigned NOT NULL DEFAULT 0,
  `id_tres` int(11) NOT NULL DEFAULT 1,
  `time_start` bigint(20) unsigned NOT NULL,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`,`id_alt`,`id_tres`,`time_start`),
  KEY `archive_delete` (`deleted`),
  KEY `archive_purge` (`mod_time`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_qos_usage_hour_table`
--
-- ORDER BY:  `id`,`id_alt`,`id_tres`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_qos_usage_hour_table` WRITE;
/*!40000 ALTER TABLE `arch_qos_usage_hour_table` DISABLE KEYS */;
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,10,1,1,1795928400,2384);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,10,1,1,1795932000,4064);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,10,1,2,1795928400,2384000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,10,1,2,1795932000,2080768);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,10,1,4,1795928400,149);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,10,1,4,1795932000,254);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,10,1,5,1795928400,2831);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,10,1,5,1795932000,4064);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,10,2,1,1795932000,7316);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,10,2,2,1795932000,14726272);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,10,2,4,1795932000,547);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,10,2,5,1795932000,20715);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,10,3,1,1795928400,20);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,10,3,1,1795932000,34);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,10,3,2,1795928400,20000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,10,3,2,1795932000,34000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,10,3,4,1795928400,20);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,10,3,4,1795932000,34);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,10,3,5,1795928400,40);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,10,3,5,1795932000,68);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,11,1,1,1795932000,4444);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,11,1,2,1795932000,29949952);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,11,1,4,1795932000,561);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,11,1,5,1795932000,21640);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,11,3,1,1795932000,1056);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,11,3,2,1795932000,4325376);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,11,3,4,1795932000,66);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,11,3,5,1795932000,2112);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,12,1,1,1795928400,616);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,12,1,1,1795932000,1626);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,12,1,2,1795932000,5065728);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,12,1,4,1795932000,285);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,12,1,5,1795932000,3508);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,12,3,1,1795932000,2720);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,12,3,2,1795932000,5117824);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,12,3,4,1795932000,483);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,12,3,5,1795932000,7917);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,13,1,1,1795928400,790);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,13,1,1,1795932000,634);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,13,1,2,1795928400,174000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,13,1,4,1795928400,87);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,13,1,5,1795928400,174);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,13,3,1,1795932000,3040);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,13,3,2,1795932000,3040000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,13,3,4,1795932000,190);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,13,3,5,1795932000,3610);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,14,1,1,1795928400,5);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,14,1,1,1795932000,474);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,14,1,2,1795928400,5000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,14,1,2,1795932000,660000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,14,1,4,1795928400,5);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,14,1,4,1795932000,165);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,14,1,5,1795928400,5);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,14,1,5,1795932000,753);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,14,3,1,1795928400,3522);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,14,3,2,1795928400,3522000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,14,3,4,1795928400,302);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,14,3,5,1795928400,4222);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,14,3,1001,1795928400,648);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,15,1,1,1795928400,2110);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,15,1,1,1795932000,2689);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,15,1,2,1795928400,2110000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,15,1,2,1795932000,2493800);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,15,1,4,1795928400,290);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,15,1,4,1795932000,669);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,15,1,5,1795928400,4970);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,15,1,5,1795932000,5758);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,15,1,1001,1795932000,200);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,15,2,1,1795932000,9492);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,15,2,2,1795932000,18157568);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,15,2,4,1795932000,725);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,15,2,5,1795932000,16754);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,15,2,1001,1795932000,704);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,15,3,1,1795928400,13968);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,15,3,1,1795932000,9296);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,15,3,2,1795928400,19070976);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,15,3,2,1795932000,11698176);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,15,3,4,1795928400,291);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,15,3,4,1795932000,497);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,15,3,5,1795928400,13968);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,15,3,5,1795932000,13664);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,16,1,1,1795928400,3272);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,16,1,1,1795932000,20345);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,16,1,2,1795928400,9348704);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,16,1,2,1795932000,25385840);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,16,1,4,1795928400,413);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,16,1,4,1795932000,1991);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,16,1,5,1795928400,6998);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,16,1,5,1795932000,44416);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,16,1,1001,1795932000,300);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,16,3,1,1795928400,20);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,16,3,1,1795932000,752);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,16,3,2,1795928400,20000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,16,3,2,1795932000,2677184);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,16,3,4,1795928400,20);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,16,3,4,1795932000,360);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,16,3,5,1795928400,40);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,16,3,5,1795932000,1692);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,17,1,1,1795928400,572);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,17,1,1,1795932000,42674);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,17,1,2,1795928400,572000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,17,1,2,1795932000,59718368);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,17,1,4,1795928400,149);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,17,1,4,1795932000,3667);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,17,1,5,1795928400,1309);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,17,1,5,1795932000,56223);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,17,1,1001,1795928400,16);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,17,1,1001,1795932000,668);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,17,3,1,1795932000,3308);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,17,3,2,1795932000,942080);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,17,3,4,1795932000,429);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,17,3,5,1795932000,7076);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,18,1,1,1795928400,2969);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,18,1,1,1795932000,11703);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,18,1,2,1795928400,8003400);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,18,1,2,1795932000,23784128);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,18,1,4,1795928400,463);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,18,1,4,1795932000,1128);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,18,1,5,1795928400,7482);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,18,1,5,1795932000,19862);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,18,2,1,1795932000,4908);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,18,2,2,1795932000,5606784);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,18,2,4,1795932000,669);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,18,2,5,1795932000,11325);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,18,3,1,1795932000,2324);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,18,3,2,1795932000,2324000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,18,3,4,1795932000,449);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,18,3,5,1795932000,4041);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,19,1,1,1795928400,706);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,19,1,1,1795932000,1346);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,19,1,2,1795928400,120000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,19,1,2,1795932000,11665408);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,19,1,4,1795928400,120);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,19,1,4,1795932000,178);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,19,1,5,1795928400,120);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,19,1,5,1795932000,3916);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,19,1,1001,1795932000,178);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795934315,0,20,1,1,1795928400,616);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935855,1795935855,0,20,1,1,1795932000,634);
/*!40000 ALTER TABLE `arch_qos_usage_hour_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_qos_usage_month_table`
--

DROP TABLE IF EXISTS `arch_qos_usage_month_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_qos_usage_month_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id` int(10) unsigned NOT NULL,
  `id_alt` int(10) unsigned NOT NULL DEFAULT 0,
  `id_tres` int(11) NOT NULL DEFAULT 1,
  `time_start` bigint(20) unsigned NOT NULL,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`,`id_alt`,`id_tres`,`time_start`),
  KEY `archive_delete` (`deleted`),
  KEY `archive_purge` (`mod_time`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_qos_usage_month_table`
--
-- ORDER BY:  `id`,`id_alt`,`id_tres`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_qos_usage_month_table` WRITE;
/*!40000 ALTER TABLE `arch_qos_usage_month_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_qos_usage_month_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_resv_table`
--

DROP TABLE IF EXISTS `arch_resv_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_resv_table` (
  `id_resv` int(10) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `assoclist` text NOT NULL DEFAULT '',
  `flags` bigint(20) unsigned NOT NULL DEFAULT 0,
  `nodelist` text NOT NULL DEFAULT '',
  `node_inx` text NOT NULL DEFAULT '',
  `resv_name` text NOT NULL,
  `time_start` bigint(20) unsigned NOT NULL DEFAULT 0,
  `time_end` bigint(20) unsigned NOT NULL DEFAULT 0,
  `time_force` bigint(20) unsigned NOT NULL DEFAULT 0,
  `tres` text NOT NULL DEFAULT '',
  `unused_wall` double unsigned NOT NULL DEFAULT 0,
  `comment` text DEFAULT NULL,
  PRIMARY KEY (`id_resv`,`time_start`),
  KEY `archive_delete` (`deleted`),
  KEY `archive_purge` (`time_end`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_resv_table`
--
-- ORDER BY:  `id_resv`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_resv_table` WRITE;
/*!40000 ALTER TABLE `arch_resv_table` DISABLE KEYS */;
INSERT INTO `arch_resv_table` VALUES (1,0,'13,12,19,20',32832,'arch-n1','0','arch_resv1',1795931597,1795932317,0,'1=8',698,NULL);
/*!40000 ALTER TABLE `arch_resv_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_step_table`
--

DROP TABLE IF EXISTS `arch_step_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_step_table` (
  `job_db_inx` bigint(20) unsigned NOT NULL,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `exit_code` int(11) NOT NULL DEFAULT 0,
  `id_step` int(11) NOT NULL,
  `step_het_comp` int(10) unsigned NOT NULL DEFAULT 4294967294,
  `kill_requid` int(10) unsigned DEFAULT NULL,
  `nodelist` text NOT NULL,
  `nodes_alloc` int(10) unsigned NOT NULL,
  `node_inx` text DEFAULT NULL,
  `state` smallint(5) unsigned NOT NULL,
  `step_name` text NOT NULL,
  `task_cnt` int(10) unsigned NOT NULL,
  `task_dist` int(11) NOT NULL DEFAULT 0,
  `time_start` bigint(20) unsigned NOT NULL DEFAULT 0,
  `time_end` bigint(20) unsigned NOT NULL DEFAULT 0,
  `time_suspended` bigint(20) unsigned NOT NULL DEFAULT 0,
  `timelimit` int(10) unsigned NOT NULL DEFAULT 0,
  `user_sec` bigint(20) unsigned NOT NULL DEFAULT 0,
  `user_usec` int(10) unsigned NOT NULL DEFAULT 0,
  `sys_sec` bigint(20) unsigned NOT NULL DEFAULT 0,
  `sys_usec` int(10) unsigned NOT NULL DEFAULT 0,
  `act_cpufreq` double unsigned NOT NULL DEFAULT 0,
  `consumed_energy` bigint(20) unsigned NOT NULL DEFAULT 0,
  `container` text DEFAULT NULL,
  `req_cpufreq_min` int(10) unsigned NOT NULL DEFAULT 0,
  `req_cpufreq` int(10) unsigned NOT NULL DEFAULT 0,
  `req_cpufreq_gov` int(10) unsigned NOT NULL DEFAULT 0,
  `cwd` text NOT NULL DEFAULT '',
  `std_err` text NOT NULL DEFAULT '',
  `std_in` text NOT NULL DEFAULT '',
  `std_out` text NOT NULL DEFAULT '',
  `submit_line` longtext DEFAULT NULL,
  `tres_alloc` text NOT NULL DEFAULT '',
  `tres_usage_in_ave` text NOT NULL DEFAULT '',
  `tres_usage_in_max` text NOT NULL DEFAULT '',
  `tres_usage_in_max_taskid` text NOT NULL DEFAULT '',
  `tres_usage_in_max_nodeid` text NOT NULL DEFAULT '',
  `tres_usage_in_min` text NOT NULL DEFAULT '',
  `tres_usage_in_min_taskid` text NOT NULL DEFAULT '',
  `tres_usage_in_min_nodeid` text NOT NULL DEFAULT '',
  `tres_usage_in_tot` text NOT NULL DEFAULT '',
  `tres_usage_out_ave` text NOT NULL DEFAULT '',
  `tres_usage_out_max` text NOT NULL DEFAULT '',
  `tres_usage_out_max_taskid` text NOT NULL DEFAULT '',
  `tres_usage_out_max_nodeid` text NOT NULL DEFAULT '',
  `tres_usage_out_min` text NOT NULL DEFAULT '',
  `tres_usage_out_min_taskid` text NOT NULL DEFAULT '',
  `tres_usage_out_min_nodeid` text NOT NULL DEFAULT '',
  `tres_usage_out_tot` text NOT NULL DEFAULT '',
  PRIMARY KEY (`job_db_inx`,`id_step`,`step_het_comp`),
  KEY `archive_delete` (`deleted`),
  KEY `archive_purge` (`time_end`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_step_table`
--
-- ORDER BY:  `job_db_inx`,`id_step`,`step_het_comp`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_step_table` WRITE;
/*!40000 ALTER TABLE `arch_step_table` DISABLE KEYS */;
INSERT INTO `arch_step_table` VALUES (4699093445118644224,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795931417,1795931566,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=16,2=16000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445130947584,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795931430,1795931592,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=1,2=1000,4=1,1001=4','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445143256064,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795931442,1795931526,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=24,2=96000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445149417472,0,-2,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795931447,1795931707,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=8,2=8000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445179898880,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795931477,1795931507,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=2,2=2000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445179898880,0,0,0,4294967294,NULL,'arch-n1',1,'0',3,'hostname',2,2,1795931477,1795931477,0,4294967295,0,0,0,0,0,0,NULL,4294967294,4294967294,4294967294,'/tmp','','','','srun -n 2 hostname','1=2,2=2000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445179898880,0,0,1,4294967294,NULL,'arch-n1',1,'0',3,'sleep',2,2,1795931477,1795931507,0,4294967295,0,0,0,0,0,0,NULL,4294967294,4294967294,4294967294,'/tmp','','','','srun sleep 30','1=2,2=2000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445179906048,0,768,-5,4294967294,NULL,'arch-n1',1,'0',5,'batch',1,0,1795931477,1795931482,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445179911168,0,9,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795931477,1795931482,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445179917312,0,-2,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795931680,1795931707,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=2,2=2000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445180147712,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795931477,1795931492,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445180147712,0,0,0,4294967294,NULL,'arch-n1',1,'0',3,'sleep',1,1,1795931477,1795931492,0,4294967295,0,0,0,0,0,0,NULL,4294967294,4294967294,4294967294,'/tmp','','','','srun sleep 15','1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445180147713,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795931477,1795931492,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445180147713,0,0,0,4294967294,NULL,'arch-n1',1,'0',3,'sleep',1,1,1795931477,1795931492,0,4294967295,0,0,0,0,0,0,NULL,4294967294,4294967294,4294967294,'/tmp','','','','srun sleep 15','1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445195526144,0,-2,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795931527,1795931707,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=8,2=8000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445200416768,0,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795931527,1795931527,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445218067456,0,-2,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795931567,1795931707,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=24,2=24000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445231422464,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795931529,1795931649,30,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445236534272,0,-2,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795931532,1795931707,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=4,2=32768,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445270340608,0,-2,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795931566,1795931707,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=4,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445280608256,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795931709,1795932133,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=48,2=65536,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445300088832,0,-2,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795931687,1795931707,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445312385024,0,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795931709,1795931717,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=1,2=1000,4=1,1001=2','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445351312384,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932267,1795932323,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=4,2=16384,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445355422720,0,-2,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795931687,1795931707,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445362598912,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933892,1795934100,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=1,2=32768,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445364655104,0,512,-5,4294967294,NULL,'arch-n1',1,'0',5,'batch',1,0,1795931803,1795931896,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=4,2=4096,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445395194880,0,-2,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795931687,1795931707,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=4,2=4096,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445408722944,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932388,1795932546,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=24,2=12000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445415797760,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933727,1795933987,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=8,2=8000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445415797761,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795931837,1795931897,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=2,2=2000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445415797762,0,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795931897,1795932090,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=8,2=8000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445415797765,0,512,-5,4294967294,NULL,'arch-n1',1,'0',5,'batch',1,0,1795932391,1795932547,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=4,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445415800832,0,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795931837,1795931837,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445415800833,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932549,1795932669,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445415826432,0,512,-5,4294967294,NULL,'arch-n1',1,'0',5,'batch',1,0,1795932392,1795932485,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=4,2=4096,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445415918592,0,36608,-5,4294967294,NULL,'arch-n1',1,'0',5,'batch',1,0,1795932134,1795932443,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=16,2=16000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445417447424,0,512,-5,4294967294,NULL,'arch-n1',1,'0',5,'batch',1,0,1795931709,1795931802,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=4,2=4096,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445420022784,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932797,1795932994,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=16,2=32000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445426207744,0,512,-5,4294967294,NULL,'arch-n1',1,'0',5,'batch',1,0,1795931717,1795931810,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=4,2=4096,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445435404288,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933604,1795933897,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=4,2=4096,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445476379648,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795934110,1795934257,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=8,2=8000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445549198336,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932092,1795932126,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445566611456,0,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795932391,1795932789,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=8,2=2048,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445571738624,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932929,1795933282,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=12,2=65536,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445592231936,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933637,1795933703,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=16,2=65536,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445602481152,0,256,-5,4294967294,NULL,'arch-n1',1,'0',5,'batch',1,0,1795932134,1795932266,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=8,2=8000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445604537344,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933892,1795934101,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=1,2=1000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445621956608,0,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795932134,1795932377,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=8,2=8000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445647598592,0,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795934108,1795934280,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=8,2=65536,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445655801856,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932332,1795932387,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=8,2=16000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445680405504,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932090,1795932158,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=1,2=1000,4=1,1001=3','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445693744128,0,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795932092,1795932361,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=2,2=4096,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445777805312,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932092,1795932185,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=2,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445790102528,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932134,1795932388,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=16,2=8192,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445799334912,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933628,1795933884,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=16,2=65536,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445854696448,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932137,1795932211,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=2,2=65536,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445870087168,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932800,1795933014,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=16,2=32000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445898770432,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932267,1795932343,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=4,2=16384,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445903898624,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932187,1795932375,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=4,2=8000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445922378752,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932212,1795932286,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=2,2=1024,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445946967040,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933014,1795933265,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=16,2=16000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445953120256,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932527,1795932599,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=4,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093445999243264,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932392,1795932556,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=2,2=8000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446015637504,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932317,1795932528,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=4,2=1024,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446058672128,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932503,1795932840,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=1,2=16384,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446065851392,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932992,1795933070,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=8,2=8000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446089428992,0,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795934215,1795934280,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=4,2=2000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446101762048,0,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795932498,1795932813,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=8,2=8000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446118147072,0,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795934215,1795934280,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=1,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446121227264,0,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795934110,1795934280,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=4,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446127382528,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932443,1795932498,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=4,2=4096,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446137632768,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932800,1795933140,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=4,2=8192,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446144809984,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932443,1795932474,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=4,2=4096,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446158146560,0,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795932452,1795932513,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=8,2=2048,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446159179776,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932435,1795932635,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=2,2=1024,4=1,1001=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446205326336,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932813,1795932929,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=8,2=16384,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446241199104,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932514,1795932692,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=4,2=65536,4=1,1001=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446275558400,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932547,1795932797,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=16,2=16000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446277606400,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932549,1795932799,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=16,2=16000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446291408896,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932994,1795933406,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=16,2=32768,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446302687232,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933140,1795933604,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=16,2=4096,4=1,1001=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446348815360,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932994,1795933125,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=2,2=16384,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446367264768,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933887,1795934214,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=16,2=2048,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446382642176,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933709,1795933885,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=24,2=1024,4=1,1001=4','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446411358208,0,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795934073,1795934280,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=16,2=16384,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446488207360,0,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795934253,1795934280,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=16,2=16000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446498459648,0,512,-5,4294967294,NULL,'arch-n1',1,'0',5,'batch',1,0,1795932789,1795932979,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=16,2=16000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446536391680,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933887,1795934108,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=12,2=24000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446544607232,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795934107,1795934253,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=12,2=8192,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446568172544,0,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795933007,1795933107,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=1,2=2048,4=1,1001=3','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446582523904,0,15,-5,4294967294,NULL,'arch-n1',1,'0',4,'batch',1,0,1795934222,1795934280,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=2,2=16384,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446628628480,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933709,1795934073,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=8,2=8192,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093446636830720,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795932979,1795933296,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=4,2=4000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093447011814400,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933266,1795933487,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=12,2=24000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093447029223424,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933283,1795933504,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=12,2=24000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093447156196352,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933406,1795933628,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=12,2=24000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093447156197376,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933406,1795933628,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=12,2=24000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093447238508544,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933487,1795933708,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=12,2=24000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093447257575424,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933506,1795933727,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=12,2=24000,4=1','','','','','','','','','','','','','','','','');
INSERT INTO `arch_step_table` VALUES (4699093447645670400,0,0,-5,4294967294,NULL,'arch-n1',1,'0',3,'batch',1,0,1795933884,1795934106,0,4294967295,0,0,0,0,0,0,NULL,0,0,0,'','','','',NULL,'1=12,2=24000,4=1','','','','','','','','','','','','','','','','');
/*!40000 ALTER TABLE `arch_step_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_suspend_table`
--

DROP TABLE IF EXISTS `arch_suspend_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_suspend_table` (
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `job_db_inx` bigint(20) unsigned NOT NULL,
  `id_assoc` int(11) NOT NULL,
  `time_start` bigint(20) unsigned NOT NULL DEFAULT 0,
  `time_end` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`job_db_inx`,`time_start`),
  KEY `archive_delete` (`deleted`),
  KEY `archive_purge` (`time_end`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_suspend_table`
--
-- ORDER BY:  `job_db_inx`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_suspend_table` WRITE;
/*!40000 ALTER TABLE `arch_suspend_table` DISABLE KEYS */;
INSERT INTO `arch_suspend_table` VALUES (0,4699093445231422464,19,1795931542,1795931572);
/*!40000 ALTER TABLE `arch_suspend_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_usage_day_table`
--

DROP TABLE IF EXISTS `arch_usage_day_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_usage_day_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id_tres` int(11) NOT NULL,
  `time_start` bigint(20) unsigned NOT NULL,
  `count` bigint(20) unsigned NOT NULL DEFAULT 0,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `down_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `pdown_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `idle_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `plan_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `over_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id_tres`,`time_start`),
  KEY `archive_delete` (`deleted`),
  KEY `archive_purge` (`mod_time`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_usage_day_table`
--
-- ORDER BY:  `id_tres`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_usage_day_table` WRITE;
/*!40000 ALTER TABLE `arch_usage_day_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_usage_day_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_usage_hour_table`
--

DROP TABLE IF EXISTS `arch_usage_hour_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_usage_hour_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id_tres` int(11) NOT NULL,
  `time_start` bigint(20) unsigned NOT NULL,
  `count` bigint(20) unsigned NOT NULL DEFAULT 0,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `down_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `pdown_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `idle_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `plan_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `over_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id_tres`,`time_start`),
  KEY `archive_delete` (`deleted`),
  KEY `archive_purge` (`mod_time`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_usage_hour_table`
--
-- ORDER BY:  `id_tres`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_usage_hour_table` WRITE;
/*!40000 ALTER TABLE `arch_usage_hour_table` DISABLE KEYS */;
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795934315,0,1,1795931400,64,29106,9294,0,0,0,69940);
INSERT INTO `arch_usage_hour_table` VALUES (1795935855,1795935855,0,1,1795932000,64,132343,0,0,0,98057,988366);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795934315,0,2,1795931400,256000,45350080,50688000,0,57561920,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935855,1795935855,0,2,1795932000,256000,229453256,0,0,692146744,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795934315,0,3,1795931400,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935855,1795935855,0,3,1795932000,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795934315,0,4,1795931400,1,2140,0,0,0,0,2140);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795934315,0,5,1795931400,253,42159,50094,0,59547,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935855,1795935855,0,5,1795932000,253,249114,0,0,661686,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795934315,0,6,1795931400,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935855,1795935855,0,6,1795932000,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795934315,0,7,1795931400,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935855,1795935855,0,7,1795932000,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795934315,0,8,1795931400,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935855,1795935855,0,8,1795932000,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795934315,0,1001,1795931400,4,664,792,0,944,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935855,1795935855,0,1001,1795932000,4,2050,0,0,12350,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795934315,0,1002,1795931400,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935855,1795935855,0,1002,1795932000,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795934315,0,1003,1795931400,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935855,1795935855,0,1003,1795932000,0,0,0,0,0,0,0);
/*!40000 ALTER TABLE `arch_usage_hour_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_usage_month_table`
--

DROP TABLE IF EXISTS `arch_usage_month_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_usage_month_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id_tres` int(11) NOT NULL,
  `time_start` bigint(20) unsigned NOT NULL,
  `count` bigint(20) unsigned NOT NULL DEFAULT 0,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `down_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `pdown_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `idle_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `plan_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  `over_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id_tres`,`time_start`),
  KEY `archive_delete` (`deleted`),
  KEY `archive_purge` (`mod_time`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_usage_month_table`
--
-- ORDER BY:  `id_tres`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_usage_month_table` WRITE;
/*!40000 ALTER TABLE `arch_usage_month_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_usage_month_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_wckey_table`
--

DROP TABLE IF EXISTS `arch_wckey_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_wckey_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `is_def` tinyint(4) NOT NULL DEFAULT 0,
  `id_wckey` int(10) unsigned NOT NULL AUTO_INCREMENT,
  `wckey_name` tinytext NOT NULL DEFAULT '',
  `user` tinytext NOT NULL,
  PRIMARY KEY (`id_wckey`),
  UNIQUE KEY `udex` (`wckey_name`(42),`user`(42))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_wckey_table`
--
-- ORDER BY:  `id_wckey`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_wckey_table` WRITE;
/*!40000 ALTER TABLE `arch_wckey_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_wckey_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_wckey_usage_day_table`
--

DROP TABLE IF EXISTS `arch_wckey_usage_day_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_wckey_usage_day_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id` int(10) unsigned NOT NULL,
  `id_alt` int(10) unsigned NOT NULL DEFAULT 0,
  `id_tres` int(11) NOT NULL DEFAULT 1,
  `time_start` bigint(20) unsigned NOT NULL,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`,`id_tres`,`time_start`),
  KEY `archive_delete` (`deleted`),
  KEY `archive_purge` (`mod_time`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_wckey_usage_day_table`
--
-- ORDER BY:  `id`,`id_tres`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_wckey_usage_day_table` WRITE;
/*!40000 ALTER TABLE `arch_wckey_usage_day_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_wckey_usage_day_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_wckey_usage_hour_table`
--

DROP TABLE IF EXISTS `arch_wckey_usage_hour_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_wckey_usage_hour_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id` int(10) unsigned NOT NULL,
  `id_alt` int(10) unsigned NOT NULL DEFAULT 0,
  `id_tres` int(11) NOT NULL DEFAULT 1,
  `time_start` bigint(20) unsigned NOT NULL,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`,`id_tres`,`time_start`),
  KEY `archive_delete` (`deleted`),
  KEY `archive_purge` (`mod_time`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_wckey_usage_hour_table`
--
-- ORDER BY:  `id`,`id_tres`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_wckey_usage_hour_table` WRITE;
/*!40000 ALTER TABLE `arch_wckey_usage_hour_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_wckey_usage_hour_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `arch_wckey_usage_month_table`
--

DROP TABLE IF EXISTS `arch_wckey_usage_month_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `arch_wckey_usage_month_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id` int(10) unsigned NOT NULL,
  `id_alt` int(10) unsigned NOT NULL DEFAULT 0,
  `id_tres` int(11) NOT NULL DEFAULT 1,
  `time_start` bigint(20) unsigned NOT NULL,
  `alloc_secs` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`,`id_tres`,`time_start`),
  KEY `archive_delete` (`deleted`),
  KEY `archive_purge` (`mod_time`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_wckey_usage_month_table`
--
-- ORDER BY:  `id`,`id_tres`,`time_start`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_wckey_usage_month_table` WRITE;
/*!40000 ALTER TABLE `arch_wckey_usage_month_table` DISABLE KEYS */;
/*!40000 ALTER TABLE `arch_wckey_usage_month_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `cluster_table`
--

DROP TABLE IF EXISTS `cluster_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `cluster_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) DEFAULT 0,
  `name` tinytext NOT NULL,
  `id` smallint(6) DEFAULT NULL,
  `control_host` tinytext NOT NULL DEFAULT '',
  `control_port` int(10) unsigned NOT NULL DEFAULT 0,
  `last_port` int(10) unsigned NOT NULL DEFAULT 0,
  `rpc_version` smallint(5) unsigned NOT NULL DEFAULT 0,
  `classification` smallint(5) unsigned DEFAULT 0,
  `dimensions` smallint(5) unsigned DEFAULT 1,
  `flags` int(10) unsigned DEFAULT 0,
  `federation` tinytext NOT NULL,
  `features` text NOT NULL DEFAULT '',
  `fed_id` int(10) unsigned NOT NULL DEFAULT 0,
  `fed_state` smallint(5) unsigned NOT NULL,
  PRIMARY KEY (`name`(42))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `cluster_table`
--
-- ORDER BY:  `name`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `cluster_table` WRITE;
/*!40000 ALTER TABLE `cluster_table` DISABLE KEYS */;
INSERT INTO `cluster_table` VALUES (1795931399,1795935855,0,'arch',1043,'127.0.0.1',6917,6917,11520,0,1,128,'','',0,0);
/*!40000 ALTER TABLE `cluster_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `qos_table`
--

DROP TABLE IF EXISTS `qos_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `qos_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `mod_time` bigint(20) unsigned NOT NULL DEFAULT 0,
  `deleted` tinyint(4) DEFAULT 0,
  `id` int(11) NOT NULL AUTO_INCREMENT,
  `name` tinytext NOT NULL,
  `description` text DEFAULT NULL,
  `flags` int(10) unsigned DEFAULT 0,
  `grace_time` int(10) unsigned DEFAULT NULL,
  `max_jobs_pa` int(11) DEFAULT NULL,
  `max_jobs_per_user` int(11) DEFAULT NULL,
  `max_jobs_accrue_pa` int(11) DEFAULT NULL,
  `max_jobs_accrue_pu` int(11) DEFAULT NULL,
  `min_prio_thresh` int(11) DEFAULT NULL,
  `max_submit_jobs_pa` int(11) DEFAULT NULL,
  `max_submit_jobs_per_user` int(11) DEFAULT NULL,
  `max_tres_pa` text NOT NULL DEFAULT '',
  `max_tres_pj` text NOT NULL DEFAULT '',
  `max_tres_pn` text NOT NULL DEFAULT '',
  `max_tres_pu` text NOT NULL DEFAULT '',
  `max_tres_mins_pj` text NOT NULL DEFAULT '',
  `max_tres_run_mins_pa` text NOT NULL DEFAULT '',
  `max_tres_run_mins_pu` text NOT NULL DEFAULT '',
  `min_tres_pj` text NOT NULL DEFAULT '',
  `max_wall_duration_per_job` int(11) DEFAULT NULL,
  `grp_jobs` int(11) DEFAULT NULL,
  `grp_jobs_accrue` int(11) DEFAULT NULL,
  `grp_submit_jobs` int(11) DEFAULT NULL,
  `grp_tres` text NOT NULL DEFAULT '',
  `grp_tres_mins` text NOT NULL DEFAULT '',
  `grp_tres_run_mins` text NOT NULL DEFAULT '',
  `grp_wall` int(11) DEFAULT NULL,
  `preempt` text NOT NULL DEFAULT '',
  `preempt_mode` int(11) DEFAULT 0,
  `preempt_exempt_time` int(10) unsigned DEFAULT NULL,
  `priority` int(10) unsigned DEFAULT 0,
  `usage_factor` double NOT NULL DEFAULT 1,
  `usage_thres` double DEFAULT NULL,
  `limit_factor` double DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `udex` (`name`(42))
) ENGINE=InnoDB AUTO_INCREMENT=6 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `qos_table`
--
-- ORDER BY:  `id`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `qos_table` WRITE;
/*!40000 ALTER TABLE `qos_table` DISABLE KEYS */;
INSERT INTO `qos_table` VALUES (1795931398,1795931405,0,1,'normal','Normal QOS default',0,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,'','','','','','','','',NULL,NULL,NULL,NULL,'','','',NULL,'',0,NULL,0,1,NULL,NULL);
INSERT INTO `qos_table` VALUES (1795931405,1795931405,0,2,'high','high',0,0,NULL,NULL,NULL,NULL,NULL,NULL,NULL,'','','','','','','','',NULL,NULL,NULL,NULL,'','','',NULL,'',0,NULL,100,1,NULL,NULL);
INSERT INTO `qos_table` VALUES (1795931405,1795931772,0,3,'low','low',0,0,NULL,NULL,NULL,NULL,NULL,NULL,NULL,'','','','','','','','',NULL,NULL,NULL,NULL,'','','',NULL,'',0,NULL,12,1,NULL,NULL);
/*!40000 ALTER TABLE `qos_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `tres_table`
--

DROP TABLE IF EXISTS `tres_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `tres_table` (
  `creation_time` bigint(20) unsigned NOT NULL,
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id` int(11) NOT NULL AUTO_INCREMENT,
  `type` tinytext NOT NULL,
  `name` tinytext NOT NULL DEFAULT '',
  PRIMARY KEY (`id`),
  UNIQUE KEY `udex` (`type`(42),`name`(42))
) ENGINE=InnoDB AUTO_INCREMENT=1004 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `tres_table`
--
-- ORDER BY:  `id`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `tres_table` WRITE;
/*!40000 ALTER TABLE `tres_table` DISABLE KEYS */;
INSERT INTO `tres_table` VALUES (1795931398,0,1,'cpu','');
INSERT INTO `tres_table` VALUES (1795931398,0,2,'mem','');
INSERT INTO `tres_table` VALUES (1795931398,0,3,'energy','');
INSERT INTO `tres_table` VALUES (1795931398,0,4,'node','');
INSERT INTO `tres_table` VALUES (1795931398,0,5,'billing','');
INSERT INTO `tres_table` VALUES (1795931398,0,6,'fs','disk');
INSERT INTO `tres_table` VALUES (1795931398,0,7,'vmem','');
INSERT INTO `tres_table` VALUES (1795931398,0,8,'pages','');
INSERT INTO `tres_table` VALUES (1795931398,1,1000,'dynamic_offset','');
INSERT INTO `tres_table` VALUES (1795931400,0,1001,'gres','gpu');
INSERT INTO `tres_table` VALUES (1795931400,0,1002,'gres','gpumem');
INSERT INTO `tres_table` VALUES (1795931400,0,1003,'gres','gpuutil');
/*!40000 ALTER TABLE `tres_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;

--
-- Table structure for table `txn_table`
--

DROP TABLE IF EXISTS `txn_table`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `txn_table` (
  `deleted` tinyint(4) NOT NULL DEFAULT 0,
  `id` int(11) NOT NULL AUTO_INCREMENT,
  `timestamp` bigint(20) unsigned NOT NULL DEFAULT 0,
  `action` smallint(6) NOT NULL,
  `name` text NOT NULL,
  `actor` tinytext NOT NULL,
  `cluster` tinytext NOT NULL DEFAULT '',
  `info` blob DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `archive_delete` (`deleted`),
  KEY `archive_purge` (`timestamp`,`cluster`(42))
) ENGINE=InnoDB AUTO_INCREMENT=60 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `txn_table`
--
-- ORDER BY:  `id`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `txn_table` WRITE;
/*!40000 ALTER TABLE `txn_table` DISABLE KEYS */;
INSERT INTO `txn_table` VALUES (0,1,1795931399,1405,'arch','root','','mod_time=1795931399, shares=1, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\',1,\', federation=\'\', fed_id=0, fed_state=0, features=\'\'');
INSERT INTO `txn_table` VALUES (0,2,1795931400,1404,'id_assoc=2','root','arch','mod_time=1795931400, acct=\'root\', user=\'root\', `partition`=\'\', id_parent=\'1\', lineage=\'/0-root/\', shares=1, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, is_def=1, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, flags=131072, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,3,1795931400,1404,'id_assoc=2','root','arch','mod_time=1795931400, acct=\'root\', user=\'root\', `partition`=\'\', id_parent=\'1\', lineage=\'/0-root/\', shares=1, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, is_def=1, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, flags=131072, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,4,1795931400,1430,'name=\'arch\'','root','','control_host=\'127.0.0.1\', control_port=6917, last_port=6917, rpc_version=11520, dimensions=1, flags=128');
INSERT INTO `txn_table` VALUES (0,5,1795931400,1485,'id=1001','root','arch','type=\'gres\', name=\'gpu\'');
INSERT INTO `txn_table` VALUES (0,6,1795931400,1485,'id=1002','root','arch','type=\'gres\', name=\'gpumem\'');
INSERT INTO `txn_table` VALUES (0,7,1795931400,1485,'id=1003','root','arch','type=\'gres\', name=\'gpuutil\'');
INSERT INTO `txn_table` VALUES (0,8,1795931405,1447,'high','root','','mod_time=1795931405, description=\'high\', flags=0, grace_time=0, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs_pa=NULL, max_jobs_per_user=NULL, max_jobs_accrue_pa=NULL, max_jobs_accrue_pu=NULL, min_prio_thresh=NULL, max_submit_jobs_pa=NULL, max_submit_jobs_per_user=NULL, max_wall_duration_per_job=NULL, preempt_exempt_time=NULL, preempt_mode=0, priority=0, usage_factor=1.000000, usage_thres=NULL, limit_factor=NULL');
INSERT INTO `txn_table` VALUES (0,9,1795931405,1447,'low','root','','mod_time=1795931405, description=\'low\', flags=0, grace_time=0, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs_pa=NULL, max_jobs_per_user=NULL, max_jobs_accrue_pa=NULL, max_jobs_accrue_pu=NULL, min_prio_thresh=NULL, max_submit_jobs_pa=NULL, max_submit_jobs_per_user=NULL, max_wall_duration_per_job=NULL, preempt_exempt_time=NULL, preempt_mode=0, priority=0, usage_factor=1.000000, usage_thres=NULL, limit_factor=NULL');
INSERT INTO `txn_table` VALUES (0,10,1795931405,1451,'(name=\'normal\')','root','','priority=0');
INSERT INTO `txn_table` VALUES (0,11,1795931405,1451,'(name=\'high\')','root','','priority=100');
INSERT INTO `txn_table` VALUES (0,12,1795931405,1451,'(name=\'low\')','root','','priority=10');
INSERT INTO `txn_table` VALUES (0,13,1795931405,1402,'physics','root','','description=\'physics\', organization=\'sci\', flags=\'0\'');
INSERT INTO `txn_table` VALUES (0,14,1795931405,1404,'id_assoc=3','root','arch','mod_time=1795931405, acct=\'physics\', is_def=0, parent_acct=\'root\', user=\'\', id_parent=\'1\', lineage=\'/physics/\', shares=40, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,15,1795931405,1402,'bio','root','','description=\'bio\', organization=\'sci\', flags=\'0\'');
INSERT INTO `txn_table` VALUES (0,16,1795931405,1404,'id_assoc=4','root','arch','mod_time=1795931405, acct=\'bio\', is_def=0, parent_acct=\'root\', user=\'\', id_parent=\'1\', lineage=\'/bio/\', shares=60, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,17,1795931405,1402,'ops','root','','description=\'ops\', organization=\'it\', flags=\'0\'');
INSERT INTO `txn_table` VALUES (0,18,1795931405,1404,'id_assoc=5','root','arch','mod_time=1795931405, acct=\'ops\', is_def=0, parent_acct=\'root\', user=\'\', id_parent=\'1\', lineage=\'/ops/\', shares=5, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,19,1795931405,1402,'astro','root','','description=\'astro\', organization=\'sci\', flags=\'0\'');
INSERT INTO `txn_table` VALUES (0,20,1795931405,1404,'id_assoc=6','root','arch','mod_time=1795931405, acct=\'astro\', is_def=0, parent_acct=\'physics\', user=\'\', id_parent=\'3\', lineage=\'/physics/astro/\', shares=30, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,21,1795931405,1402,'hep','root','','description=\'hep\', organization=\'sci\', flags=\'0\'');
INSERT INTO `txn_table` VALUES (0,22,1795931405,1404,'id_assoc=7','root','arch','mod_time=1795931405, acct=\'hep\', is_def=0, parent_acct=\'physics\', user=\'\', id_parent=\'3\', lineage=\'/physics/hep/\', shares=10, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,23,1795931405,1402,'genomics','root','','description=\'genomics\', organization=\'sci\', flags=\'0\'');
INSERT INTO `txn_table` VALUES (0,24,1795931405,1404,'id_assoc=8','root','arch','mod_time=1795931405, acct=\'genomics\', is_def=0, parent_acct=\'bio\', user=\'\', id_parent=\'4\', lineage=\'/bio/genomics/\', shares=25, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,25,1795931405,1402,'neuro','root','','description=\'neuro\', organization=\'sci\', flags=\'0\'');
INSERT INTO `txn_table` VALUES (0,26,1795931405,1404,'id_assoc=9','root','arch','mod_time=1795931405, acct=\'neuro\', is_def=0, parent_acct=\'bio\', user=\'\', id_parent=\'4\', lineage=\'/bio/neuro/\', shares=35, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,27,1795931406,1406,'u1','root','','');
INSERT INTO `txn_table` VALUES (0,28,1795931406,1404,'id_assoc=10','root','arch','mod_time=1795931406, acct=\'astro\', is_def=1, user=\'u1\', `partition`=\'\', id_parent=\'6\', lineage=\'/physics/astro/0-u1/\', shares=10, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,29,1795931406,1404,'id_assoc=11','root','arch','mod_time=1795931406, acct=\'hep\', is_def=0, user=\'u1\', `partition`=\'\', id_parent=\'7\', lineage=\'/physics/hep/0-u1/\', shares=5, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,30,1795931406,1406,'u2','root','','');
INSERT INTO `txn_table` VALUES (0,31,1795931406,1404,'id_assoc=12','root','arch','mod_time=1795931406, acct=\'astro\', is_def=1, user=\'u2\', `partition`=\'\', id_parent=\'6\', lineage=\'/physics/astro/0-u2/\', shares=20, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,32,1795931406,1404,'id_assoc=13','root','arch','mod_time=1795931406, acct=\'ops\', is_def=0, user=\'u2\', `partition`=\'\', id_parent=\'5\', lineage=\'/ops/0-u2/\', shares=1, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,33,1795931406,1406,'u3','root','','');
INSERT INTO `txn_table` VALUES (0,34,1795931406,1404,'id_assoc=14','root','arch','mod_time=1795931406, acct=\'hep\', is_def=1, user=\'u3\', `partition`=\'\', id_parent=\'7\', lineage=\'/physics/hep/0-u3/\', shares=5, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,35,1795931406,1406,'u4','root','','');
INSERT INTO `txn_table` VALUES (0,36,1795931406,1404,'id_assoc=15','root','arch','mod_time=1795931406, acct=\'physics\', is_def=1, user=\'u4\', `partition`=\'\', id_parent=\'3\', lineage=\'/physics/0-u4/\', shares=15, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,37,1795931406,1406,'u5','root','','');
INSERT INTO `txn_table` VALUES (0,38,1795931406,1404,'id_assoc=16','root','arch','mod_time=1795931406, acct=\'genomics\', is_def=1, user=\'u5\', `partition`=\'\', id_parent=\'8\', lineage=\'/bio/genomics/0-u5/\', shares=1, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,39,1795931406,1406,'u6','root','','');
INSERT INTO `txn_table` VALUES (0,40,1795931406,1404,'id_assoc=17','root','arch','mod_time=1795931406, acct=\'genomics\', is_def=1, user=\'u6\', `partition`=\'\', id_parent=\'8\', lineage=\'/bio/genomics/0-u6/\', shares=2147483647, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,41,1795931406,1406,'u7','root','','');
INSERT INTO `txn_table` VALUES (0,42,1795931406,1404,'id_assoc=18','root','arch','mod_time=1795931406, acct=\'neuro\', is_def=1, user=\'u7\', `partition`=\'\', id_parent=\'9\', lineage=\'/bio/neuro/0-u7/\', shares=3, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,43,1795931406,1406,'u8','root','','');
INSERT INTO `txn_table` VALUES (0,44,1795931406,1404,'id_assoc=19','root','arch','mod_time=1795931406, acct=\'neuro\', is_def=1, user=\'u8\', `partition`=\'\', id_parent=\'9\', lineage=\'/bio/neuro/0-u8/\', shares=1, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,45,1795931406,1404,'id_assoc=20','root','arch','mod_time=1795931406, acct=\'ops\', is_def=0, user=\'u8\', `partition`=\'\', id_parent=\'5\', lineage=\'/ops/0-u8/\', shares=2, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,46,1795931406,1429,'(id_assoc=1)','root','arch','def_qos_id=1, qos=\',1,3,\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,47,1795931406,1429,'(id_assoc=10 || id_assoc=11)','root','arch','qos=\',1,3,2,\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,48,1795931406,1429,'(id_assoc=15)','root','arch','qos=\',1,3,2,\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,49,1795931406,1429,'(id_assoc=18)','root','arch','qos=\',1,3,2,\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,50,1795931527,1429,'(id_assoc=14)','root','arch','shares=7');
INSERT INTO `txn_table` VALUES (0,51,1795931527,1429,'(id_assoc=5)','root','arch','shares=6');
INSERT INTO `txn_table` VALUES (0,52,1795931527,1402,'chem','root','','description=\'chem\', organization=\'sci\', flags=\'0\'');
INSERT INTO `txn_table` VALUES (0,53,1795931527,1404,'id_assoc=21','root','arch','mod_time=1795931527, acct=\'chem\', is_def=0, parent_acct=\'root\', user=\'\', id_parent=\'1\', lineage=\'/chem/\', shares=3, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,54,1795931527,1404,'id_assoc=22','root','arch','mod_time=1795931527, acct=\'chem\', is_def=0, user=\'u3\', `partition`=\'\', id_parent=\'21\', lineage=\'/chem/0-u3/\', shares=2, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\'\', delta_qos=\'\'');
INSERT INTO `txn_table` VALUES (0,55,1795931527,1429,'(id_assoc=16)','root','arch','max_jobs=50');
INSERT INTO `txn_table` VALUES (0,56,1795931772,1437,'id_assoc=22','root','arch',NULL);
INSERT INTO `txn_table` VALUES (0,57,1795931772,1451,'(name=\'low\')','root','','priority=12');
INSERT INTO `txn_table` VALUES (0,58,1795934315,1430,'name=\'arch\'','root','','control_host=\'127.0.0.1\', control_port=6917, last_port=6917, rpc_version=11520, dimensions=1, flags=128');
INSERT INTO `txn_table` VALUES (0,59,1795935855,1430,'name=\'arch\'','root','','control_host=\'127.0.0.1\', control_port=6917, last_port=6917, rpc_version=11520, dimensions=1, flags=128');
/*!40000 ALTER TABLE `txn_table` ENABLE KEYS */;
UNLOCK TABLES;
COMMIT;
SET AUTOCOMMIT=@OLD_AUTOCOMMIT;
/*!40103 SET TIME_ZONE=@OLD_TIME_ZONE */;

/*!40101 SET SQL_MODE=@OLD_SQL_MODE */;
/*!40014 SET FOREIGN_KEY_CHECKS=@OLD_FOREIGN_KEY_CHECKS */;
/*!40014 SET UNIQUE_CHECKS=@OLD_UNIQUE_CHECKS */;
/*!40101 SET CHARACTER_SET_CLIENT=@OLD_CHARACTER_SET_CLIENT */;
/*!40101 SET CHARACTER_SET_RESULTS=@OLD_CHARACTER_SET_RESULTS */;
/*!40101 SET COLLATION_CONNECTION=@OLD_COLLATION_CONNECTION */;
/*M!100616 SET NOTE_VERBOSITY=@OLD_NOTE_VERBOSITY */;

-- Dump completed
