/*M!999999\- enable the sandbox mode */ 
-- MariaDB dump 10.20-11.8.9-MariaDB, for debian-linux-gnu (x86_64)
--
-- Host: localhost    Database: slurm_acct_db
-- ------------------------------------------------------
-- Server version	11.8.9-MariaDB-0+deb13u1 from Debian

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
  `lft` int(11) NOT NULL DEFAULT 0,
  `rgt` int(11) NOT NULL DEFAULT 0,
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
  UNIQUE KEY `udex` (`user`(42),`acct`(42),`partition`(42)),
  KEY `lft` (`lft`),
  KEY `account` (`acct`(42))
) ENGINE=InnoDB AUTO_INCREMENT=23 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_assoc_table`
--
-- ORDER BY:  `id_assoc`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_assoc_table` WRITE;
/*!40000 ALTER TABLE `arch_assoc_table` DISABLE KEYS */;
INSERT INTO `arch_assoc_table` VALUES (1795931268,1795931272,0,NULL,0,0,1,'','root','','',0,'/',1,4,1,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,1,',1,3,','');
INSERT INTO `arch_assoc_table` VALUES (1795931268,1795931268,0,NULL,0,1,2,'root','root','','',1,'/0-root/',2,3,1,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931272,1795931272,0,NULL,0,127,3,'','physics','','root',1,'/physics/',0,0,40,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931272,1795931272,0,NULL,0,127,4,'','bio','','root',1,'/bio/',0,0,60,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931272,1795931930,0,NULL,0,127,5,'','ops','','root',1,'/ops/',0,0,6,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931272,1795931272,0,NULL,0,127,6,'','astro','','physics',3,'/physics/astro/',0,0,30,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931272,1795931272,0,NULL,0,127,7,'','hep','','physics',3,'/physics/hep/',0,0,10,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931272,1795931272,0,NULL,0,127,8,'','genomics','','bio',4,'/bio/genomics/',0,0,25,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931273,1795931273,0,NULL,0,127,9,'','neuro','','bio',4,'/bio/neuro/',0,0,35,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931273,1795931273,0,NULL,0,1,10,'u1','astro','','',6,'/physics/astro/0-u1/',0,0,10,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,',1,3,2,','');
INSERT INTO `arch_assoc_table` VALUES (1795931273,1795931273,0,NULL,0,0,11,'u1','hep','','',7,'/physics/hep/0-u1/',0,0,5,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,',1,3,2,','');
INSERT INTO `arch_assoc_table` VALUES (1795931273,1795931273,0,NULL,0,1,12,'u2','astro','','',6,'/physics/astro/0-u2/',0,0,20,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931273,1795931273,0,NULL,0,0,13,'u2','ops','','',5,'/ops/0-u2/',0,0,1,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931273,1795931930,0,NULL,0,1,14,'u3','hep','','',7,'/physics/hep/0-u3/',0,0,7,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931273,1795931273,0,NULL,0,1,15,'u4','physics','','',3,'/physics/0-u4/',0,0,15,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,',1,3,2,','');
INSERT INTO `arch_assoc_table` VALUES (1795931273,1795931930,0,NULL,0,1,16,'u5','genomics','','',8,'/bio/genomics/0-u5/',0,0,1,50,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931273,1795931273,0,NULL,0,1,17,'u6','genomics','','',8,'/bio/genomics/0-u6/',0,0,2147483647,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931273,1795931273,0,NULL,0,1,18,'u7','neuro','','',9,'/bio/neuro/0-u7/',0,0,3,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,',1,3,2,','');
INSERT INTO `arch_assoc_table` VALUES (1795931273,1795931273,0,NULL,0,1,19,'u8','neuro','','',9,'/bio/neuro/0-u8/',0,0,1,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931273,1795931273,0,NULL,0,0,20,'u8','ops','','',5,'/ops/0-u8/',0,0,2,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
INSERT INTO `arch_assoc_table` VALUES (1795931930,1795931930,0,NULL,0,127,21,'','chem','','root',1,'/chem/',0,0,3,NULL,NULL,NULL,NULL,'','','','',NULL,NULL,NULL,NULL,'','','',NULL,NULL,NULL,'','');
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
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,10,0,1,1795928400,4866);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,10,0,1,1795932000,9781);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,10,0,2,1795928400,4866000);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,10,0,2,1795932000,8597984);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,10,0,4,1795928400,336);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,10,0,4,1795932000,1601);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,10,0,5,1795928400,8866);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,10,0,5,1795932000,13519);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,10,0,1001,1795932000,426);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,11,0,1,1795932000,3448);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,11,0,2,1795932000,553984);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,11,0,4,1795932000,409);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,11,0,5,1795932000,6368);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,11,0,1001,1795932000,88);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,12,0,1,1795932000,19590);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,12,0,2,1795932000,36953856);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,12,0,4,1795932000,1153);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,12,0,5,1795932000,52946);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,13,0,1,1795932000,5224);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,13,0,2,1795932000,4753712);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,13,0,4,1795932000,464);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,13,0,5,1795932000,4919);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,14,0,1,1795928400,6770);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,14,0,1,1795932000,12275);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,14,0,2,1795928400,6770000);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,14,0,2,1795932000,7445832);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,14,0,4,1795928400,464);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,14,0,4,1795932000,1485);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,14,0,5,1795928400,8280);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,14,0,5,1795932000,17812);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,14,0,1001,1795928400,648);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,14,0,1001,1795932000,1063);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,15,0,1,1795928400,15492);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,15,0,1,1795932000,38510);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,15,0,2,1795928400,21183744);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,15,0,2,1795932000,69423776);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,15,0,4,1795928400,595);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,15,0,4,1795932000,2159);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,15,0,5,1795928400,18932);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,15,0,5,1795932000,47796);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,15,0,1001,1795932000,953);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,16,0,1,1795928400,4704);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,16,0,1,1795932000,30592);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,16,0,2,1795928400,10859712);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,16,0,2,1795932000,52925184);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,16,0,4,1795928400,604);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,16,0,4,1795932000,2858);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,16,0,5,1795928400,10508);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,16,0,5,1795932000,65869);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,17,0,1,1795928400,813);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,17,0,1,1795932000,29974);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,17,0,2,1795928400,813000);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,17,0,2,1795932000,23229536);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,17,0,4,1795928400,342);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,17,0,4,1795932000,2496);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,17,0,5,1795928400,2338);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,17,0,5,1795932000,38827);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,17,0,1001,1795928400,370);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,17,0,1001,1795932000,671);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,18,0,1,1795928400,4596);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,18,0,1,1795932000,8913);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,18,0,2,1795928400,14912832);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,18,0,2,1795932000,5925320);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,18,0,4,1795928400,898);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,18,0,4,1795932000,1136);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,18,0,5,1795928400,11311);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,18,0,5,1795932000,9705);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,19,0,1,1795928400,452);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,19,0,1,1795932000,1340);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,19,0,2,1795928400,925696);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,19,0,2,1795932000,120000);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,19,0,4,1795928400,113);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,19,0,4,1795932000,120);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,19,0,5,1795928400,1356);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,19,0,5,1795932000,120);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,20,0,1,1795928400,388);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,20,0,1,1795932000,1910);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,20,0,2,1795928400,776000);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,20,0,2,1795932000,2292544);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,20,0,4,1795928400,97);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,20,0,4,1795932000,165);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795932000,1795935600,0,20,0,5,1795928400,1067);
INSERT INTO `arch_assoc_usage_hour_table` VALUES (1795935600,1795935600,0,20,0,5,1795932000,2395);
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
INSERT INTO `arch_event_table` VALUES (0,1795931268,0,'',NULL,'arch-n1',NULL,NULL,'Cluster Registered TRES',4294967294,0,'1=64,2=256000,3=0,4=1,5=253,6=0,7=0,8=0,1001=4,1002=0,1003=0');
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
  UNIQUE KEY `env_hash_inx` (`env_hash`(66))
) ENGINE=InnoDB AUTO_INCREMENT=141 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_job_env_table`
--
-- ORDER BY:  `hash_inx`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_job_env_table` WRITE;
/*!40000 ALTER TABLE `arch_job_env_table` DISABLE KEYS */;
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
  UNIQUE KEY `script_hash_inx` (`script_hash`(66))
) ENGINE=InnoDB AUTO_INCREMENT=141 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_job_script_table`
--
-- ORDER BY:  `hash_inx`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_job_script_table` WRITE;
/*!40000 ALTER TABLE `arch_job_script_table` DISABLE KEYS */;
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
  `partition` tinytext NOT NULL,
  `priority` int(10) unsigned NOT NULL,
  `qos_req` text DEFAULT NULL,
  `restart_cnt` smallint(5) unsigned DEFAULT 0,
  `script_hash_inx` bigint(20) unsigned NOT NULL DEFAULT 0,
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
  KEY `archive_purge` (`time_end`)
) ENGINE=InnoDB AUTO_INCREMENT=5180978607926500355 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `arch_job_table`
--
-- ORDER BY:  `job_db_inx`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `arch_job_table` WRITE;
/*!40000 ALTER TABLE `arch_job_table` DISABLE KEYS */;
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
INSERT INTO `arch_last_ran_table` VALUES (1795935600,1795931744,1795931744);
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
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,10,1,1,1795928400,4832);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,10,1,1,1795932000,3543);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,10,1,2,1795928400,4832000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,10,1,2,1795932000,3962096);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,10,1,4,1795928400,302);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,10,1,4,1795932000,939);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,10,1,5,1795928400,8798);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,10,1,5,1795932000,4605);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,10,2,1,1795932000,6238);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,10,2,2,1795932000,4635888);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,10,2,4,1795932000,662);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,10,2,5,1795932000,8914);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,10,2,1001,1795932000,426);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,10,3,1,1795928400,34);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,10,3,2,1795928400,34000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,10,3,4,1795928400,34);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,10,3,5,1795928400,68);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,11,1,1,1795932000,2920);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,11,1,2,1795932000,373760);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,11,1,4,1795932000,365);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,11,1,5,1795932000,5840);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,11,2,1,1795932000,528);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,11,2,2,1795932000,180224);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,11,2,4,1795932000,44);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,11,2,5,1795932000,528);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,11,2,1001,1795932000,88);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,12,1,1,1795932000,15230);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,12,1,2,1795932000,31614976);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,12,1,4,1795932000,588);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,12,1,5,1795932000,42416);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,12,3,1,1795932000,4360);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,12,3,2,1795932000,5338880);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,12,3,4,1795932000,565);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,12,3,5,1795932000,10530);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,13,1,1,1795932000,1424);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,13,1,2,1795932000,174000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,13,1,4,1795932000,87);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,13,1,5,1795932000,174);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,13,3,1,1795932000,3800);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,13,3,2,1795932000,4579712);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,13,3,4,1795932000,377);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,13,3,5,1795932000,4745);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,14,1,1,1795932000,1481);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,14,1,2,1795932000,3027848);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,14,1,4,1795932000,374);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,14,1,5,1795932000,4433);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,14,3,1,1795928400,6770);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,14,3,1,1795932000,10794);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,14,3,2,1795928400,6770000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,14,3,2,1795932000,4417984);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,14,3,4,1795928400,464);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,14,3,4,1795932000,1111);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,14,3,5,1795928400,8280);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,14,3,5,1795932000,13379);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,14,3,1001,1795928400,648);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,14,3,1001,1795932000,1063);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,15,1,1,1795928400,2080);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,1,1,1795932000,642);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,15,1,2,1795928400,2080000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,1,2,1795932000,1755744);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,15,1,4,1795928400,260);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,1,4,1795932000,351);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,15,1,5,1795928400,4940);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,1,5,1795932000,1006);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,1,1001,1795932000,200);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,15,2,1,1795928400,116);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,2,1,1795932000,11652);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,15,2,2,1795928400,950272);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,2,2,1795932000,31503808);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,15,2,4,1795928400,58);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,2,4,1795932000,1201);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,15,2,5,1795928400,696);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,2,5,1795932000,20574);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,2,1001,1795932000,753);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,15,3,1,1795928400,13296);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,3,1,1795932000,26216);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,15,3,2,1795928400,18153472);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,3,2,1795932000,36164224);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,15,3,4,1795928400,277);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,3,4,1795932000,607);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,15,3,5,1795928400,13296);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,15,3,5,1795932000,26216);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,16,1,1,1795928400,4704);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,16,1,1,1795932000,17528);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,16,1,2,1795928400,10859712);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,16,1,2,1795932000,24756224);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,16,1,4,1795928400,604);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,16,1,4,1795932000,1627);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,16,1,5,1795928400,10508);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,16,1,5,1795932000,27423);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,16,3,1,1795932000,13064);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,16,3,2,1795932000,28168960);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,16,3,4,1795932000,1231);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,16,3,5,1795932000,38446);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,17,1,1,1795928400,813);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,17,1,1,1795932000,5132);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,17,1,2,1795928400,813000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,17,1,2,1795932000,7015264);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,17,1,4,1795928400,342);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,17,1,4,1795932000,980);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,17,1,5,1795928400,2338);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,17,1,5,1795932000,9483);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,17,1,1001,1795928400,370);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,17,1,1001,1795932000,671);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,17,3,1,1795932000,24842);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,17,3,2,1795932000,16214272);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,17,3,4,1795932000,1516);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,17,3,5,1795932000,29344);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,18,1,1,1795928400,4220);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,18,1,1,1795932000,6341);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,18,1,2,1795928400,14720320);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,18,1,2,1795932000,3693000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,18,1,4,1795928400,710);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,18,1,4,1795932000,414);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,18,1,5,1795928400,10935);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,18,1,5,1795932000,6854);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,18,2,1,1795928400,376);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,18,2,1,1795932000,2572);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,18,2,2,1795928400,192512);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,18,2,2,1795932000,2232320);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,18,2,4,1795928400,188);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,18,2,4,1795932000,722);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,18,2,5,1795928400,376);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,18,2,5,1795932000,2851);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,19,1,1,1795928400,452);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,19,1,1,1795932000,1340);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,19,1,2,1795928400,925696);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,19,1,2,1795932000,120000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,19,1,4,1795928400,113);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,19,1,4,1795932000,120);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,19,1,5,1795928400,1356);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,19,1,5,1795932000,120);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,20,1,1,1795928400,388);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,20,1,1,1795932000,1446);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,20,1,2,1795928400,776000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,20,1,2,1795932000,392000);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,20,1,4,1795928400,97);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,20,1,4,1795932000,49);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795932000,1795935600,0,20,1,5,1795928400,1067);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,20,1,5,1795932000,539);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,20,3,1,1795932000,464);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,20,3,2,1795932000,1900544);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,20,3,4,1795932000,116);
INSERT INTO `arch_qos_usage_hour_table` VALUES (1795935600,1795935600,0,20,3,5,1795932000,1856);
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
  `tres` text NOT NULL DEFAULT '',
  `unused_wall` double unsigned NOT NULL DEFAULT 0,
  `comment` text DEFAULT NULL,
  PRIMARY KEY (`id_resv`,`time_start`),
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
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795935600,0,1,1795931268,64,38081,0,0,0,8767,98259);
INSERT INTO `arch_usage_hour_table` VALUES (1795935600,1795935600,0,1,1795932000,64,156557,64,0,0,73779,1189466);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795935600,0,2,1795931268,256000,61106984,0,0,126285016,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935600,1795935600,0,2,1795932000,256000,212221728,256000,0,709122272,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795935600,0,3,1795931268,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935600,1795935600,0,3,1795932000,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935600,1795935600,0,4,1795932000,1,10883,0,0,0,0,10883);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795935600,0,5,1795931268,253,62658,0,0,122538,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935600,1795935600,0,5,1795932000,253,260276,253,0,650271,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795935600,0,6,1795931268,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935600,1795935600,0,6,1795932000,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795935600,0,7,1795931268,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935600,1795935600,0,7,1795932000,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795935600,0,8,1795931268,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935600,1795935600,0,8,1795932000,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795935600,0,1001,1795931268,4,1018,0,0,1910,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935600,1795935600,0,1001,1795932000,4,3201,4,0,11195,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795935600,0,1002,1795931268,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935600,1795935600,0,1002,1795932000,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795932000,1795935600,0,1003,1795931268,0,0,0,0,0,0,0);
INSERT INTO `arch_usage_hour_table` VALUES (1795935600,1795935600,0,1003,1795932000,0,0,0,0,0,0,0);
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
INSERT INTO `cluster_table` VALUES (1795931268,1795935603,0,'arch',1150,'127.0.0.1',7017,7017,10752,0,1,128,'','',0,0);
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
) ENGINE=InnoDB AUTO_INCREMENT=5 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `qos_table`
--
-- ORDER BY:  `id`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `qos_table` WRITE;
/*!40000 ALTER TABLE `qos_table` DISABLE KEYS */;
INSERT INTO `qos_table` VALUES (1795931267,1795931272,0,1,'normal','Normal QOS default',0,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,'','','','','','','','',NULL,NULL,NULL,NULL,'','','',NULL,'',0,NULL,0,1,NULL,NULL);
INSERT INTO `qos_table` VALUES (1795931272,1795931272,0,2,'high','high',0,0,NULL,NULL,NULL,NULL,NULL,NULL,NULL,'','','','','','','','',NULL,NULL,NULL,NULL,'','','',NULL,'',0,NULL,100,1,NULL,NULL);
INSERT INTO `qos_table` VALUES (1795931272,1795932175,0,3,'low','low',0,0,NULL,NULL,NULL,NULL,NULL,NULL,NULL,'','','','','','','','',NULL,NULL,NULL,NULL,'','','',NULL,'',0,NULL,12,1,NULL,NULL);
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
INSERT INTO `tres_table` VALUES (1795931267,0,1,'cpu','');
INSERT INTO `tres_table` VALUES (1795931267,0,2,'mem','');
INSERT INTO `tres_table` VALUES (1795931267,0,3,'energy','');
INSERT INTO `tres_table` VALUES (1795931267,0,4,'node','');
INSERT INTO `tres_table` VALUES (1795931267,0,5,'billing','');
INSERT INTO `tres_table` VALUES (1795931267,0,6,'fs','disk');
INSERT INTO `tres_table` VALUES (1795931267,0,7,'vmem','');
INSERT INTO `tres_table` VALUES (1795931267,0,8,'pages','');
INSERT INTO `tres_table` VALUES (1795931267,1,1000,'dynamic_offset','');
INSERT INTO `tres_table` VALUES (1795931268,0,1001,'gres','gpu');
INSERT INTO `tres_table` VALUES (1795931268,0,1002,'gres','gpumem');
INSERT INTO `tres_table` VALUES (1795931268,0,1003,'gres','gpuutil');
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
  KEY `archive_purge` (`timestamp`,`cluster`(42))
) ENGINE=InnoDB AUTO_INCREMENT=59 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `txn_table`
--
-- ORDER BY:  `id`

SET @OLD_AUTOCOMMIT=@@AUTOCOMMIT, @@AUTOCOMMIT=0;
LOCK TABLES `txn_table` WRITE;
/*!40000 ALTER TABLE `txn_table` DISABLE KEYS */;
INSERT INTO `txn_table` VALUES (0,1,1795931268,1405,'arch','root','','mod_time=1795931268, shares=1, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs=NULL, max_jobs_accrue=NULL, min_prio_thresh=NULL, max_submit_jobs=NULL, max_wall_pj=NULL, priority=NULL, def_qos_id=NULL, qos=\',1,\', federation=\'\', fed_id=0, fed_state=0, features=\'\'');
INSERT INTO `txn_table` VALUES (0,4,1795931268,1430,'name=\'arch\'','root','','control_host=\'127.0.0.1\', control_port=7017, last_port=7017, rpc_version=10752, dimensions=1, flags=128');
INSERT INTO `txn_table` VALUES (0,8,1795931272,1447,'high','root','','mod_time=1795931272, description=\'high\', flags=0, grace_time=0, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs_pa=NULL, max_jobs_per_user=NULL, max_jobs_accrue_pa=NULL, max_jobs_accrue_pu=NULL, min_prio_thresh=NULL, max_submit_jobs_pa=NULL, max_submit_jobs_per_user=NULL, max_wall_duration_per_job=NULL, preempt_exempt_time=NULL, preempt_mode=0, priority=0, usage_factor=1.000000, usage_thres=NULL, limit_factor=NULL');
INSERT INTO `txn_table` VALUES (0,9,1795931272,1447,'low','root','','mod_time=1795931272, description=\'low\', flags=0, grace_time=0, grp_jobs=NULL, grp_jobs_accrue=NULL, grp_submit_jobs=NULL, grp_wall=NULL, max_jobs_pa=NULL, max_jobs_per_user=NULL, max_jobs_accrue_pa=NULL, max_jobs_accrue_pu=NULL, min_prio_thresh=NULL, max_submit_jobs_pa=NULL, max_submit_jobs_per_user=NULL, max_wall_duration_per_job=NULL, preempt_exempt_time=NULL, preempt_mode=0, priority=0, usage_factor=1.000000, usage_thres=NULL, limit_factor=NULL');
INSERT INTO `txn_table` VALUES (0,10,1795931272,1451,'(name=\'normal\')','root','','priority=0');
INSERT INTO `txn_table` VALUES (0,11,1795931272,1451,'(name=\'high\')','root','','priority=100');
INSERT INTO `txn_table` VALUES (0,12,1795931272,1451,'(name=\'low\')','root','','priority=10');
INSERT INTO `txn_table` VALUES (0,14,1795931272,1402,'physics','root','','description=\'physics\', organization=\'sci\', flags=\'0\'');
INSERT INTO `txn_table` VALUES (0,16,1795931272,1402,'bio','root','','description=\'bio\', organization=\'sci\', flags=\'0\'');
INSERT INTO `txn_table` VALUES (0,18,1795931272,1402,'ops','root','','description=\'ops\', organization=\'it\', flags=\'0\'');
INSERT INTO `txn_table` VALUES (0,20,1795931272,1402,'astro','root','','description=\'astro\', organization=\'sci\', flags=\'0\'');
INSERT INTO `txn_table` VALUES (0,22,1795931272,1402,'hep','root','','description=\'hep\', organization=\'sci\', flags=\'0\'');
INSERT INTO `txn_table` VALUES (0,24,1795931272,1402,'genomics','root','','description=\'genomics\', organization=\'sci\', flags=\'0\'');
INSERT INTO `txn_table` VALUES (0,26,1795931273,1402,'neuro','root','','description=\'neuro\', organization=\'sci\', flags=\'0\'');
INSERT INTO `txn_table` VALUES (0,28,1795931273,1406,'u1','root','','');
INSERT INTO `txn_table` VALUES (0,31,1795931273,1406,'u2','root','','');
INSERT INTO `txn_table` VALUES (0,34,1795931273,1406,'u3','root','','');
INSERT INTO `txn_table` VALUES (0,36,1795931273,1406,'u4','root','','');
INSERT INTO `txn_table` VALUES (0,38,1795931273,1406,'u5','root','','');
INSERT INTO `txn_table` VALUES (0,40,1795931273,1406,'u6','root','','');
INSERT INTO `txn_table` VALUES (0,42,1795931273,1406,'u7','root','','');
INSERT INTO `txn_table` VALUES (0,44,1795931273,1406,'u8','root','','');
INSERT INTO `txn_table` VALUES (0,52,1795931930,1402,'chem','root','','description=\'chem\', organization=\'sci\', flags=\'0\'');
INSERT INTO `txn_table` VALUES (0,57,1795932175,1451,'(name=\'low\')','root','','priority=12');
INSERT INTO `txn_table` VALUES (0,58,1795935603,1430,'name=\'arch\'','root','','control_host=\'127.0.0.1\', control_port=7017, last_port=7017, rpc_version=10752, dimensions=1, flags=128');
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
