//! Slurm's time notations: printed timestamps (local time without a zone), printed durations,
//! and the time strings of slurm.conf (`7-0`, `90`, `1:30:00`, `UNLIMITED`).
//! Owns local-to-UTC conversion; every stored time is UTC.

use chrono::{NaiveDate, NaiveDateTime, Offset, TimeZone};
use chrono_tz::Tz;
use tz::timezone::{LocalTimeType, RuleDay, TimeZoneRef, TimeZoneSettings, TransitionRule};

/// Slurm's INFINITE (uint32), the value `UNLIMITED`/`INFINITE`/`-1` time strings parse to.
pub const INFINITE: u64 = 4_294_967_295;

/// The zone sacct's local timestamps are read in: whatever `TZ` takes — an IANA name
/// (`Europe/Berlin`, `:Europe/Paris`, a path into a zoneinfo folder) or a POSIX TZ string with
/// its DST rules (`CET-1CEST,M3.5.0,M10.5.0/3`, `<+0455>-4:55`, `J60`/`n` day forms).
///
/// Rule for clock changes: a local time that does not exist (spring-forward gap) or exists
/// twice (fall-back overlap) is read with the UTC offset in force *before* the change. So in
/// America/New_York `2026-03-08T02:30` is 07:30 UTC, and `2026-11-01T01:30` is 05:30 UTC
/// (the first of the two 01:30s). This is what glibc's `mktime` does with `tm_isdst = -1`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Zone {
    Utc,
    Named(Tz),
    Posix(PosixZone),
}

/// A POSIX TZ string's zone: its standard offset, and its DST offset with the rules of when
/// DST starts and ends (read by tz-rs, as glibc reads `TZ`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PosixZone(TransitionRule);

/// The rules glibc gives a POSIX TZ string that names a DST zone without saying when
/// (`AAA3BBB`) where no `posixrules` file is installed: the US rules. (With the file, glibc
/// moves the file's transitions by the difference of the offsets, a few hours off these.)
const DEFAULT_DST_RULES: &str = ",M3.2.0,M11.1.0";

impl PosixZone {
    fn parse(tz: &str) -> Result<PosixZone, String> {
        // TZif files are not looked for: an IANA name has been tried before.
        let settings = TimeZoneSettings::new(&[], |_| Err("not read".into()));
        let rule = |s: &str| -> Result<TransitionRule, String> {
            let zone = settings.parse_posix_tz(s).map_err(|e| e.to_string())?;
            let rule = *zone.as_ref().extra_rule();
            rule.ok_or_else(|| "no rule".to_string())
        };
        match rule(tz) {
            Ok(r) => Ok(PosixZone(r)),
            Err(e) if tz.contains(',') => Err(e),
            Err(e) => rule(&format!("{tz}{DEFAULT_DST_RULES}"))
                .map(PosixZone)
                .map_err(|_| e),
        }
    }

    /// The UTC offset (s) in force at `epoch`; None out of the calendar's range.
    fn offset_at(&self, epoch: i64) -> Option<i32> {
        // The rule decides every instant: the zone's one local time type is never used.
        const UNUSED: [LocalTimeType; 1] = [LocalTimeType::utc()];
        let rule = Some(self.0);
        let zone = TimeZoneRef::new(&[], &UNUSED, &[], &rule).ok()?;
        let local = zone.find_local_time_type(epoch).ok()?;
        Some(local.ut_offset())
    }

    /// The standard and the DST offset (the same twice without DST).
    fn offsets(&self) -> [i32; 2] {
        match &self.0 {
            TransitionRule::Fixed(t) => [t.ut_offset(); 2],
            TransitionRule::Alternate(a) => [a.std().ut_offset(), a.dst().ut_offset()],
        }
    }
}

/// The zone written back as a POSIX TZ string (what `Zone::name` stores).
impl std::fmt::Display for PosixZone {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        fn hms(secs: i32) -> String {
            let sign = if secs < 0 { "-" } else { "" };
            let s = secs.unsigned_abs();
            match (s / 3600, s / 60 % 60, s % 60) {
                (h, 0, 0) => format!("{sign}{h}"),
                (h, m, 0) => format!("{sign}{h}:{m:02}"),
                (h, m, s) => format!("{sign}{h}:{m:02}:{s:02}"),
            }
        }
        fn name(t: &LocalTimeType) -> String {
            let d = t.time_zone_designation();
            if !d.is_empty() && d.bytes().all(|b| b.is_ascii_alphabetic()) {
                d.to_string()
            } else {
                format!("<{d}>")
            }
        }
        fn change(day: &RuleDay, time: i32) -> String {
            let day = match day {
                RuleDay::Julian1WithoutLeap(j) => format!("J{}", j.get()),
                RuleDay::Julian0WithLeap(n) => n.get().to_string(),
                RuleDay::MonthWeekDay(m) => {
                    format!("M{}.{}.{}", m.month(), m.week(), m.week_day())
                }
            };
            match time {
                7200 => format!(",{day}"),
                _ => format!(",{day}/{}", hms(time)),
            }
        }
        // POSIX offsets are west of Greenwich: the negated UTC offset.
        match &self.0 {
            TransitionRule::Fixed(t) => write!(f, "{}{}", name(t), hms(-t.ut_offset())),
            TransitionRule::Alternate(a) => {
                let (std, dst) = (a.std(), a.dst());
                write!(f, "{}{}{}", name(std), hms(-std.ut_offset()), name(dst))?;
                if dst.ut_offset() != std.ut_offset() + 3600 {
                    write!(f, "{}", hms(-dst.ut_offset()))?;
                }
                write!(
                    f,
                    "{}{}",
                    change(a.dst_start(), a.dst_start_time()),
                    change(a.dst_end(), a.dst_end_time())
                )
            }
        }
    }
}

/// The IANA name a zoneinfo path stands for: `/usr/share/zoneinfo/Europe/Paris`, or
/// `/etc/localtime` linked to one.
fn zoneinfo_name(path: &str) -> Option<String> {
    let target = std::fs::canonicalize(path).unwrap_or_else(|_| path.into());
    let target = target.to_string_lossy();
    let (_, name) = target.split_once("zoneinfo/")?;
    Some(name.to_string())
}

impl Zone {
    /// Reads what `TZ` may hold: glibc tries a zone file of that name (here, the IANA zones
    /// chrono-tz knows) before reading the text as a POSIX TZ string.
    pub fn parse(tz: &str) -> Result<Zone, String> {
        let text = tz.strip_prefix(':').unwrap_or(tz);
        let name = match text.starts_with('/') {
            true => zoneinfo_name(text).unwrap_or_else(|| text.to_string()),
            false => text.to_string(),
        };
        match name.as_str() {
            "UTC" | "Etc/UTC" | "utc" | "Z" | "GMT" => return Ok(Zone::Utc),
            _ => {}
        }
        if let Ok(named) = name.parse::<Tz>() {
            return Ok(Zone::Named(named));
        }
        PosixZone::parse(&name).map(Zone::Posix).map_err(|e| {
            format!(
                "unknown time zone \"{tz}\": neither an IANA name such as Europe/Berlin nor a \
                 POSIX TZ string such as CET-1CEST,M3.5.0,M10.5.0/3 ({e})"
            )
        })
    }

    /// The machine's zone: `$TZ` if set, else the system zone, else UTC.
    pub fn local() -> Zone {
        let name = std::env::var("TZ")
            .ok()
            .filter(|tz| !tz.is_empty())
            .or_else(|| iana_time_zone::get_timezone().ok());
        name.and_then(|n| Zone::parse(&n).ok()).unwrap_or(Zone::Utc)
    }

    pub fn name(&self) -> String {
        match self {
            Zone::Utc => "UTC".to_string(),
            Zone::Named(tz) => tz.name().to_string(),
            Zone::Posix(p) => p.to_string(),
        }
    }

    /// An epoch second as local wall-clock time, `YYYY-MM-DDTHH:MM:SS` (as sacct prints).
    pub fn format(&self, epoch: i64) -> String {
        self.to_local(epoch).map_or(epoch.to_string(), |t| {
            t.format("%Y-%m-%dT%H:%M:%S").to_string()
        })
    }

    /// An epoch second as local wall-clock time.
    pub fn to_local(&self, epoch: i64) -> Option<NaiveDateTime> {
        let utc = chrono::DateTime::from_timestamp(epoch, 0)?;
        Some(match self {
            Zone::Utc => utc.naive_utc(),
            Zone::Named(tz) => utc.with_timezone(tz).naive_local(),
            Zone::Posix(p) => {
                utc.naive_utc() + chrono::Duration::seconds(i64::from(p.offset_at(epoch)?))
            }
        })
    }

    /// Converts a local wall-clock time to UTC (see the rule on the type).
    pub fn to_utc(&self, local: NaiveDateTime) -> NaiveDateTime {
        let offset = match self {
            Zone::Utc => return local,
            Zone::Named(tz) => match tz.from_local_datetime(&local) {
                chrono::LocalResult::Single(t) => return t.naive_utc(),
                chrono::LocalResult::Ambiguous(first, _) => return first.naive_utc(),
                chrono::LocalResult::None => {
                    let before = tz.offset_from_utc_datetime(&(local - chrono::Duration::days(1)));
                    before.fix().local_minus_utc()
                }
            },
            Zone::Posix(p) => {
                let wall = local.and_utc().timestamp();
                // The offsets that read back as `local`; of two, the first instant's.
                let fits = p
                    .offsets()
                    .into_iter()
                    .filter(|&o| p.offset_at(wall - i64::from(o)) == Some(o))
                    .max();
                fits.or_else(|| p.offset_at(wall - 86_400))
                    .unwrap_or(p.offsets()[0])
            }
        };
        local - chrono::Duration::seconds(i64::from(offset))
    }
}

fn digits(b: &[u8]) -> Option<u32> {
    b.iter().try_fold(0u32, |acc, &c| {
        c.is_ascii_digit().then(|| acc * 10 + u32::from(c - b'0'))
    })
}

/// Parses a printed timestamp, `YYYY-MM-DDTHH:MM:SS` (or a space for `T`); `Unknown`, `None`
/// and empty mean no time. The result is the local wall-clock time, not yet converted.
pub fn parse_timestamp(s: &str) -> Result<Option<NaiveDateTime>, String> {
    if s.is_empty() || s == "Unknown" || s == "None" {
        return Ok(None);
    }
    let b = s.as_bytes();
    let shape_ok = b.len() == 19
        && b[4] == b'-'
        && b[7] == b'-'
        && (b[10] == b'T' || b[10] == b' ')
        && b[13] == b':'
        && b[16] == b':';
    let parts = shape_ok
        .then(|| {
            Some((
                digits(&b[0..4])?,
                digits(&b[5..7])?,
                digits(&b[8..10])?,
                digits(&b[11..13])?,
                digits(&b[14..16])?,
                digits(&b[17..19])?,
            ))
        })
        .flatten();
    let Some((y, mo, d, h, mi, sec)) = parts else {
        return Err("not a time: expected YYYY-MM-DDTHH:MM:SS, Unknown or None".into());
    };
    if !(1..=12).contains(&mo) {
        return Err("month out of range".into());
    }
    let date = NaiveDate::from_ymd_opt(y as i32, mo, d).ok_or("day out of range for its month")?;
    let time =
        chrono::NaiveTime::from_hms_opt(h, mi, sec).ok_or("hour, minute or second out of range")?;
    Ok(Some(date.and_time(time)))
}

/// Parses a duration as sacct prints it: `[D-]HH:MM:SS`, `MM:SS`, with optional `.mmm`
/// (TotalCPU prints `00:01.277`). Returns seconds.
pub fn parse_duration(s: &str) -> Result<f64, String> {
    let bad = || "not a duration: expected [D-]HH:MM:SS or MM:SS[.mmm]".to_string();
    let (days, rest) = match s.split_once('-') {
        Some((d, rest)) => (d.parse::<u64>().map_err(|_| bad())?, rest),
        None => (0, s),
    };
    let (whole, frac) = match rest.split_once('.') {
        Some((w, f)) if !f.is_empty() && f.bytes().all(|c| c.is_ascii_digit()) => (w, Some(f)),
        Some(_) => return Err(bad()),
        None => (rest, None),
    };
    let fields: Vec<&str> = whole.split(':').collect();
    let nums: Vec<u64> = fields
        .iter()
        .map(|f| {
            (!f.is_empty() && f.bytes().all(|c| c.is_ascii_digit()))
                .then(|| f.parse::<u64>().ok())
                .flatten()
        })
        .collect::<Option<_>>()
        .ok_or_else(bad)?;
    let terms = match *nums.as_slice() {
        [h, m, sec] => [(days, 86400), (h, 3600), (m, 60), (sec, 1)].to_vec(),
        [m, sec] if days == 0 => [(m, 60), (sec, 1)].to_vec(),
        [h] if days > 0 => [(days, 86400), (h, 3600)].to_vec(),
        [h, m] if days > 0 => [(days, 86400), (h, 3600), (m, 60)].to_vec(),
        _ => return Err(bad()),
    };
    let total = seconds_of(&terms).ok_or_else(bad)?;
    match frac {
        // Parsed as one decimal so that `00:01.277` is exactly the double nearest 1.277.
        Some(f) => format!("{total}.{f}").parse().map_err(|_| bad()),
        None => Ok(total as f64),
    }
}

/// A job time limit as sacct prints it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum TimeLimit {
    Seconds(i64),
    Unlimited,
    PartitionLimit,
}

pub fn parse_time_limit(s: &str) -> Result<Option<TimeLimit>, String> {
    match s {
        "" => Ok(None),
        "UNLIMITED" | "INFINITE" => Ok(Some(TimeLimit::Unlimited)),
        "Partition_Limit" => Ok(Some(TimeLimit::PartitionLimit)),
        _ => parse_duration(s).map(|secs| Some(TimeLimit::Seconds(secs as i64))),
    }
}

/// Σ count × unit seconds, or None when it overflows (a fuzzer's 20-digit day count).
fn seconds_of(terms: &[(u64, u64)]) -> Option<u64> {
    terms.iter().try_fold(0u64, |acc, &(n, unit)| {
        acc.checked_add(n.checked_mul(unit)?)
    })
}

/// `time_str2secs` of slurm.conf (spec §1): `-1|INFINITE|UNLIMITED` → INFINITE;
/// `D-H[:M[:S]]`; without a dash three fields are `H:M:S`, otherwise `M[:S]`.
pub fn time_str_to_secs(s: &str) -> Result<u64, String> {
    let s = s.trim();
    if s == "-1" || s.eq_ignore_ascii_case("INFINITE") || s.eq_ignore_ascii_case("UNLIMITED") {
        return Ok(INFINITE);
    }
    let bad = || "not a Slurm time: expected D-H[:M[:S]], H:M:S, M[:S] or UNLIMITED".to_string();
    if s.is_empty()
        || !s
            .bytes()
            .all(|c| c.is_ascii_digit() || c == b'-' || c == b':')
    {
        return Err(bad());
    }
    let num = |f: &str| f.parse::<u64>().map_err(|_| bad());
    if let Some((d, rest)) = s.split_once('-') {
        let parts: Vec<&str> = rest.split(':').collect();
        if parts.len() > 3 {
            return Err(bad());
        }
        let mut terms = vec![(num(d)?, 86400)];
        for (p, unit) in parts.iter().zip([3600, 60, 1]) {
            terms.push((num(p)?, unit));
        }
        return seconds_of(&terms).ok_or_else(bad);
    }
    let parts: Vec<u64> = s.split(':').map(num).collect::<Result<_, _>>()?;
    let terms = match *parts.as_slice() {
        [h, m, sec] => [(h, 3600), (m, 60), (sec, 1)].to_vec(),
        [m, sec] => [(m, 60), (sec, 1)].to_vec(),
        [m] => [(m, 60)].to_vec(),
        _ => return Err(bad()),
    };
    seconds_of(&terms).ok_or_else(bad)
}

/// `time_str2mins` × 60: Priority* durations have minute granularity, rounded up.
pub fn time_str_to_minute_secs(s: &str) -> Result<u64, String> {
    let secs = time_str_to_secs(s)?;
    if secs == INFINITE {
        return Ok(INFINITE);
    }
    secs.div_ceil(60)
        .checked_mul(60)
        .ok_or_else(|| format!("\"{s}\" is too large"))
}

/// `7days`, `30min`, `2h`, `90s`, `1week` in seconds (units: s/sec/second, m/min/minute,
/// h/hour, d/day, w/week, optionally plural; no unit = seconds).
fn amount_seconds(s: &str) -> Option<i64> {
    let digits = s.chars().take_while(char::is_ascii_digit).count();
    let n: i64 = s[..digits].parse().ok()?;
    let unit = match s[digits..].trim_end_matches('s') {
        "" | "second" | "sec" => 1,
        "m" | "minute" | "min" => 60,
        "h" | "hour" => 3600,
        "d" | "day" => 86400,
        "w" | "week" => 7 * 86400,
        _ => return None,
    };
    n.checked_mul(unit)
}

/// A positive step between moments (`--step`): `30min`, `1h`, `1day`, or a Slurm time
/// string (`[D-]HH:MM:SS`, `MM:SS`). Seconds.
pub fn parse_step(s: &str) -> Result<i64, String> {
    let secs = amount_seconds(s)
        .or_else(|| parse_duration(s).ok().map(|d| d as i64))
        .ok_or_else(|| format!("\"{s}\" is not a step: use 30min, 1h, 1day or [D-]HH:MM:SS"))?;
    if secs <= 0 {
        return Err(format!("\"{s}\" is not a step: it must be longer than 0 s"));
    }
    Ok(secs)
}

/// Parses a time argument (`--at`, sreport's `start=`): `@EPOCH`, `now`, `now-7days` (also
/// `hours`, `minutes`, `seconds`, `weeks`), or any form of Slurm's parse_time looking into the
/// past (`slurm_time`): `2026-10-01`, `2026-10-01T12:00[:00]`, `13:00`, `11/27-13:00`,
/// `112726`, `today`, `noon`, … (local times in `zone`). Returns epoch seconds; `now` is the
/// caller's clock.
pub fn parse_at(s: &str, zone: Zone, now: i64) -> Result<i64, String> {
    let bad = || {
        format!("\"{s}\" is not a time: use @EPOCH, now, now-7days, 2026-10-01, 2026-10-01T12:00[:00], 13:00 or 11/27[/26][-13:00]")
    };
    if let Some(epoch) = s.strip_prefix('@') {
        return epoch.parse().map_err(|_| bad());
    }
    if let Some(rest) = s.strip_prefix("now") {
        if rest.is_empty() {
            return Ok(now);
        }
        let (sign, amount) = if let Some(a) = rest.strip_prefix('-') {
            (-1, a)
        } else if let Some(a) = rest.strip_prefix('+') {
            (1, a)
        } else {
            return Err(bad());
        };
        return amount_seconds(amount)
            .and_then(|a| now.checked_add(sign * a))
            .ok_or_else(bad);
    }
    slurm_time(s, zone, now).ok_or_else(bad)
}

/// Slurm's parse_time with `past` set (src/common/parse_time.c, as sreport reads start= and
/// end=): words and numbers in any order, blanks, `-` and `T` between them — `today`,
/// `tomorrow`, `midnight`, `noon`, `elevenses`, `fika`, `teatime`, `HH:MM[:SS] [AM|PM]`,
/// `YYYY-MM-DD`, `MMDD[YY]`, `MM/DD[/YY]`, `MM.DD[.YY]`, `utsEPOCH`. A time alone is today's,
/// a date alone its midnight, a date without a year this year's (last year's when its month
/// is still to come). Days past a month's end run on into the next, as mktime does.
fn slurm_time(s: &str, zone: Zone, now: i64) -> Option<i64> {
    use chrono::Datelike;
    let b = s.as_bytes();
    if b.len() >= 3 && b[..3].eq_ignore_ascii_case(b"uts") {
        let uts: i64 = s[3..].parse().ok()?;
        return (uts >= 1_000_000).then_some(uts);
    }
    let today = zone.to_local(now)?;
    let mut date: Option<CalendarDate> = None;
    // Hour, minute, second.
    let mut time: Option<(u32, u32, u32)> = None;
    let at = |i: usize| b.get(i).copied().unwrap_or(0);
    let word = |i: usize, w: &str| {
        b.len() >= i + w.len() && b[i..i + w.len()].eq_ignore_ascii_case(w.as_bytes())
    };
    let mut pos = 0;
    while pos < b.len() && b[pos] != b'\n' {
        let c = b[pos];
        if c == b' ' || c == b'\t' || c == b'-' || c == b'T' {
            pos += 1;
            continue;
        }
        let named = [
            ("midnight", 0),
            ("noon", 12),
            ("elevenses", 11),
            ("fika", 15),
            ("teatime", 16),
        ];
        if word(pos, "today") || word(pos, "tomorrow") {
            let tomorrow = word(pos, "tomorrow");
            let day = if tomorrow {
                zone.to_local(now + 86_400)?
            } else {
                today
            };
            date = Some((day.month(), day.day(), Some(day.year())));
            pos += if tomorrow { 8 } else { 5 };
        } else if let Some((w, hour)) = named.iter().find(|(w, _)| word(pos, w)) {
            time = Some((*hour, 0, 0));
            pos += w.len();
        } else if !c.is_ascii_digit() {
            return None;
        } else if at(pos + 1) == b':' || at(pos + 2) == b':' {
            let (t, next) = clock_time(b, pos)?;
            time = Some(t);
            pos = next;
        } else {
            let (d, next) = calendar_date(b, pos)?;
            date = Some(d);
            pos = next;
        }
    }
    let (hour, minute, second) = match (time, date) {
        (None, None) => return None,
        (None, Some(_)) => (0, 0, 0),
        (Some(t), _) => t,
    };
    let (month, day, year) = date.unwrap_or((today.month(), today.day(), Some(today.year())));
    let year = year.unwrap_or(if month > today.month() {
        today.year() - 1
    } else {
        today.year()
    });
    let local = NaiveDate::from_ymd_opt(year, month, 1)?
        .checked_add_days(chrono::Days::new(u64::from(day - 1)))?
        .and_hms_opt(hour, minute, second)?;
    Some(zone.to_utc(local).and_utc().timestamp())
}

/// `HH:MM[:SS]`, then blanks and `AM`/`PM`, from `b[pos]` (parse_time's _get_time): the
/// time and the position after it.
fn clock_time(b: &[u8], pos: usize) -> Option<((u32, u32, u32), usize)> {
    let at = |i: usize| b.get(i).copied().unwrap_or(0);
    let digit = |i: usize| at(i).is_ascii_digit().then(|| u32::from(at(i) - b'0'));
    let mut o = pos;
    let mut hour = digit(o)?;
    o += 1;
    if at(o) != b':' {
        hour = hour * 10 + digit(o)?;
        o += 1;
    }
    if hour > 23 || at(o) != b':' {
        return None;
    }
    let two = |o: usize| Some(digit(o)? * 10 + digit(o + 1)?);
    let minute = two(o + 1).filter(|m| *m <= 59)?;
    o += 3;
    let mut second = 0;
    if at(o) == b':' {
        second = two(o + 1).filter(|s| *s <= 59)?;
        o += 3;
    }
    while at(o).is_ascii_whitespace() {
        o += 1;
    }
    let half = |w: &[u8]| b.len() >= o + 2 && b[o..o + 2].eq_ignore_ascii_case(w);
    if half(b"pm") {
        hour = match hour + 12 {
            24 => 12,
            h if h > 23 => return None,
            h => h,
        };
        o += 2;
    } else if half(b"am") {
        hour = match hour {
            12 => 0,
            h if h > 11 => return None,
            h => h,
        };
        o += 2;
    }
    Some(((hour, minute, second), o))
}

/// Month from 1, day, year (None: not given).
type CalendarDate = (u32, u32, Option<i32>);

/// `YYYY-MM-DD`, or `MMDD[YY]`, `MM/DD[/YY]`, `MM.DD[.YY]` from `b[pos]` (parse_time's
/// _get_date): month, day, year (None: not given) and the position after it.
fn calendar_date(b: &[u8], pos: usize) -> Option<(CalendarDate, usize)> {
    let at = |i: usize| b.get(i).copied().unwrap_or(0);
    let digit = |i: usize| at(i).is_ascii_digit().then(|| u32::from(at(i) - b'0'));
    // One or two digits within `range`.
    let number = |o: &mut usize, range: std::ops::RangeInclusive<u32>| -> Option<u32> {
        let mut n = digit(*o)?;
        *o += 1;
        if let Some(d) = digit(*o) {
            n = n * 10 + d;
            *o += 1;
        }
        range.contains(&n).then_some(n)
    };
    let mut o = pos;
    if at(pos + 4) == b'-' && at(pos + 7) == b'-' {
        let mut year = 0;
        for i in 0..4 {
            year = year * 10 + digit(o + i)?;
        }
        o += 5;
        let month = number(&mut o, 1..=12)?;
        o += 1;
        let day = number(&mut o, 1..=31)?;
        return Some(((month, day, Some(year as i32)), o));
    }
    let month = number(&mut o, 1..=12)?;
    if matches!(at(o), b'.' | b'/') {
        o += 1;
    }
    let day = number(&mut o, 1..=31)?;
    if matches!(at(o), b'.' | b'/') {
        o += 1;
    }
    let mut year = None;
    if let Some(d) = digit(o) {
        year = Some(2000 + (d * 10 + digit(o + 1)?) as i32);
        o += 2;
    }
    Some(((month, day, year), o))
}

/// PriorityUsageResetPeriod instants in (`from`, `to`] (epoch seconds, ascending): local
/// midnights of every day, Sunday, 1st of the month, quarter or year (spec §3.5).
pub fn reset_instants(
    period: crate::model::settings::ResetPeriod,
    zone: Zone,
    from: i64,
    to: i64,
) -> Vec<i64> {
    use crate::model::settings::ResetPeriod as R;
    use chrono::{Datelike, Weekday};
    let local_date = |t: i64| zone.to_local(t).unwrap_or_default().date();
    let boundary = |d: NaiveDate| match period {
        R::None | R::Now => false,
        R::Daily => true,
        R::Weekly => d.weekday() == Weekday::Sun,
        R::Monthly => d.day() == 1,
        R::Quarterly => d.day() == 1 && matches!(d.month(), 1 | 4 | 7 | 10),
        R::Yearly => d.day() == 1 && d.month() == 1,
    };
    if matches!(period, R::None | R::Now) || to <= from {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut d = local_date(from);
    let last = local_date(to);
    while d <= last {
        if boundary(d) {
            let t = zone
                .to_utc(d.and_hms_opt(0, 0, 0).unwrap_or_default())
                .and_utc()
                .timestamp();
            if t > from && t <= to {
                out.push(t);
            }
        }
        match d.succ_opt() {
            Some(next) => d = next,
            None => break,
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ts(s: &str) -> NaiveDateTime {
        parse_timestamp(s).unwrap().unwrap()
    }

    #[test]
    fn timestamps() {
        assert_eq!(ts("2026-11-22T10:17:31").to_string(), "2026-11-22 10:17:31");
        assert_eq!(ts("2026-11-22 10:17:31").to_string(), "2026-11-22 10:17:31");
        for none in ["", "Unknown", "None"] {
            assert_eq!(parse_timestamp(none).unwrap(), None);
        }
        assert_eq!(
            parse_timestamp("2026-13-01T00:00:00").unwrap_err(),
            "month out of range"
        );
        assert_eq!(
            parse_timestamp("2026-02-30T00:00:00").unwrap_err(),
            "day out of range for its month"
        );
        assert!(parse_timestamp("2026-02-03T25:00:00").is_err());
        assert!(parse_timestamp("1795342651").is_err());
        assert!(parse_timestamp("2026-1-3T01:00:00").is_err());
    }

    /// Found by fuzzing (fuzz/artifacts crash-986e8eed…): 19 digits of minutes overflowed u64.
    #[test]
    fn numbers_too_large_are_errors_not_overflows() {
        let huge = "1111111111111111111";
        assert!(time_str_to_secs(huge).is_err());
        assert!(time_str_to_secs(&format!("{huge}-0")).is_err());
        assert!(time_str_to_minute_secs("307445734561825860:15").is_err());
        assert!(parse_duration(&format!("{huge}-00:00:00")).is_err());
        assert!(parse_duration(&format!("{huge}:00:00")).is_err());
        assert!(parse_step(&format!("{huge}9weeks")).is_err());
        assert!(parse_at("now+9223372036854775807s", Zone::Utc, 1).is_err());
        // fuzz/artifacts crash-2ced496b…: a multi-byte character right after `now`.
        assert!(parse_at("now\u{25b}\u{9b}", Zone::Utc, 1).is_err());
        assert_eq!(time_str_to_secs("213503982334601-07:00:15"), Ok(u64::MAX));
    }

    #[test]
    fn steps_and_local_formatting() {
        assert_eq!(parse_step("30min"), Ok(1800));
        assert_eq!(parse_step("2h"), Ok(7200));
        assert_eq!(parse_step("1day"), Ok(86400));
        assert_eq!(parse_step("1-00:00:00"), Ok(86400));
        assert_eq!(parse_step("05:00"), Ok(300));
        assert!(parse_step("0s").is_err());
        assert!(parse_step("soon").is_err());
        let berlin = Zone::parse("Europe/Berlin").unwrap();
        assert_eq!(berlin.format(1795342734), "2026-11-22T11:18:54");
        assert_eq!(Zone::Utc.format(1795342734), "2026-11-22T10:18:54");
    }

    /// Slurm's parse_time forms (the list atop src/common/parse_time.c), looking into the past
    /// as sreport's start= and end= do, read at 2026-11-27T15:00:40 UTC.
    #[test]
    fn slurm_time_strings_as_parse_time_reads_them() {
        let now = 1_795_791_640;
        let at = |s: &str| parse_at(s, Zone::Utc, now).map(|e| Zone::Utc.format(e));
        for (text, want) in [
            ("13:00", "2026-11-27T13:00:00"),
            ("1:05:09", "2026-11-27T01:05:09"),
            // A time still to come today is today's too (past).
            ("16:30", "2026-11-27T16:30:00"),
            ("1:00pm", "2026-11-27T13:00:00"),
            ("12:30 AM", "2026-11-27T00:30:00"),
            ("12:00pm", "2026-11-27T12:00:00"),
            ("11/27-13:00", "2026-11-27T13:00:00"),
            ("11/26/25", "2025-11-26T00:00:00"),
            ("112726", "2026-11-27T00:00:00"),
            ("11.27", "2026-11-27T00:00:00"),
            ("1127", "2026-11-27T00:00:00"),
            // A month still to come is last year's.
            ("12/01", "2025-12-01T00:00:00"),
            ("today", "2026-11-27T00:00:00"),
            ("noon", "2026-11-27T12:00:00"),
            ("tomorrow", "2026-11-28T00:00:00"),
            ("teatime tomorrow", "2026-11-28T16:00:00"),
            ("fika", "2026-11-27T15:00:00"),
            ("elevenses 11/20", "2026-11-20T11:00:00"),
            ("13:00 11/26", "2026-11-26T13:00:00"),
            ("2026-11-27T13:00", "2026-11-27T13:00:00"),
            ("2026-11-27 13:00:05", "2026-11-27T13:00:05"),
            // mktime carries a day past the month's end into the next.
            ("2026-02-31", "2026-03-03T00:00:00"),
            ("uts1795784400", "2026-11-27T13:00:00"),
        ] {
            assert_eq!(at(text).as_deref(), Ok(want), "{text}");
        }
        for text in [
            "24:00",
            "13:60",
            "13",
            "1pm",
            "13/01",
            "11/32",
            "2026-13-01",
            "uts99",
            "",
        ] {
            assert!(at(text).is_err(), "{text}");
        }
    }

    #[test]
    fn dst_gap_and_overlap_use_the_offset_before_the_change() {
        let ny = Zone::parse("America/New_York").unwrap();
        // 2026-03-08 02:00 EST -> 03:00 EDT: 02:30 does not exist.
        assert_eq!(
            ny.to_utc(ts("2026-03-08T02:30:00")).to_string(),
            "2026-03-08 07:30:00"
        );
        assert_eq!(
            ny.to_utc(ts("2026-03-08T03:30:00")).to_string(),
            "2026-03-08 07:30:00"
        );
        assert_eq!(
            ny.to_utc(ts("2026-03-08T01:59:59")).to_string(),
            "2026-03-08 06:59:59"
        );
        // 2026-11-01 02:00 EDT -> 01:00 EST: 01:30 happens twice; the first is EDT.
        assert_eq!(
            ny.to_utc(ts("2026-11-01T01:30:00")).to_string(),
            "2026-11-01 05:30:00"
        );
        assert_eq!(
            ny.to_utc(ts("2026-11-01T02:30:00")).to_string(),
            "2026-11-01 07:30:00"
        );
        let berlin = Zone::parse("Europe/Berlin").unwrap();
        assert_eq!(
            berlin.to_utc(ts("2026-07-01T12:00:00")).to_string(),
            "2026-07-01 10:00:00"
        );
        assert_eq!(
            Zone::Utc.to_utc(ts("2026-07-01T12:00:00")).to_string(),
            "2026-07-01 12:00:00"
        );
        assert!(Zone::parse("Mars/Olympus").is_err());
    }

    /// Issue 35: anything `TZ` takes. Every hour from 2024 to 2027 (each DST change) read by
    /// glibc: `TZ=… date -f -` on this machine, against `Zone::format`.
    #[test]
    fn issue_35_zones_read_every_hour_as_glibc_does() {
        use std::io::Write;
        let zones = [
            "CET-1CEST,M3.5.0,M10.5.0/3",
            "<+0455>-4:55",
            "EST5EDT",
            ":Europe/Paris",
            // Julian days: J60 never counts 29 February, 300 does.
            "XYZ-2ABC,J60/1,300/23",
            // The southern hemisphere: DST across the new year.
            "NZST-12NZDT,M9.5.0,M4.1.0/3",
            // DST an hour behind standard time (Ireland's rule).
            "IST-1GMT0,M10.5.0,M3.5.0/1",
            "<-0330>3:30:15",
            "JST-9",
        ];
        let epochs: Vec<i64> = (1_704_067_200..1_830_297_600).step_by(3600).collect();
        let input: String = epochs.iter().map(|e| format!("@{e}\n")).collect();
        for tz in zones {
            let zone = Zone::parse(tz).unwrap_or_else(|e| panic!("{tz}: {e}"));
            let mut date = std::process::Command::new("date")
                .args(["-f", "-", "+%Y-%m-%dT%H:%M:%S"])
                .env("TZ", tz)
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::piped())
                .spawn()
                .expect("glibc's date runs");
            let mut stdin = date.stdin.take().expect("a pipe");
            let feed = input.clone();
            let writer = std::thread::spawn(move || stdin.write_all(feed.as_bytes()));
            let out = date.wait_with_output().expect("date ends");
            writer.join().unwrap().unwrap();
            let glibc = String::from_utf8(out.stdout).unwrap();
            let glibc: Vec<&str> = glibc.lines().collect();
            assert_eq!(glibc.len(), epochs.len(), "{tz}");
            for (e, want) in epochs.iter().zip(glibc) {
                assert_eq!(zone.format(*e), want, "TZ={tz} at @{e}");
                // A local time read back is the same instant, unless the clock showed it
                // twice (then the first).
                let back = zone
                    .to_utc(zone.to_local(*e).unwrap())
                    .and_utc()
                    .timestamp();
                assert!(back == *e || zone.format(back) == want, "TZ={tz} at @{e}");
            }
        }
    }

    /// Issue 35: a POSIX TZ string reads local times as its IANA zone does, gaps and overlaps
    /// included (the offset in force before the change), every quarter hour of three years.
    #[test]
    fn issue_35_posix_zones_read_local_times_as_their_iana_zones() {
        let pairs = [
            ("CET-1CEST,M3.5.0,M10.5.0/3", "Europe/Paris"),
            ("AAA5BBB,M3.2.0,M11.1.0", "America/New_York"),
            ("NZST-12NZDT,M9.5.0,M4.1.0/3", "Pacific/Auckland"),
        ];
        for (posix, iana) in pairs {
            let (p, n) = (Zone::parse(posix).unwrap(), Zone::parse(iana).unwrap());
            assert!(matches!(p, Zone::Posix(_)) && matches!(n, Zone::Named(_)));
            let mut t = ts("2025-01-01T00:00:00");
            while t < ts("2028-01-01T00:00:00") {
                assert_eq!(p.to_utc(t), n.to_utc(t), "{posix} at {t}");
                t += chrono::Duration::minutes(15);
            }
        }
        let ny = Zone::parse("AAA5BBB,M3.2.0,M11.1.0").unwrap();
        assert_eq!(
            ny.to_utc(ts("2026-03-08T02:30:00")).to_string(),
            "2026-03-08 07:30:00"
        );
        assert_eq!(
            ny.to_utc(ts("2026-11-01T01:30:00")).to_string(),
            "2026-11-01 05:30:00"
        );
    }

    #[test]
    fn issue_35_zone_names() {
        for tz in [
            "CET-1CEST,M3.5.0,M10.5.0/3",
            "<+0455>-4:55",
            "XYZ-2ABC,J60/1,300/23",
            "IST-1GMT0,M10.5.0,M3.5.0/1",
            "<-0330>3:30:15",
            "JST-9",
        ] {
            assert_eq!(Zone::parse(tz).unwrap().name(), tz);
        }
        assert_eq!(
            Zone::parse("AAA3BBB").unwrap().name(),
            "AAA3BBB,M3.2.0,M11.1.0"
        );
        for paris in [
            ":Europe/Paris",
            "/usr/share/zoneinfo/Europe/Paris",
            ":/usr/share/zoneinfo/Europe/Paris",
        ] {
            assert_eq!(Zone::parse(paris).unwrap().name(), "Europe/Paris");
        }
        assert_eq!(Zone::parse(":UTC").unwrap(), Zone::Utc);
        let e = Zone::parse("CET-1CEST,M3.5.0").unwrap_err();
        assert!(
            e.starts_with("unknown time zone \"CET-1CEST,M3.5.0\": neither an IANA name"),
            "{e}"
        );
    }

    #[test]
    fn time_arguments() {
        let berlin = Zone::parse("Europe/Berlin").unwrap();
        assert_eq!(
            parse_at("@1795342600", Zone::Utc, 0).unwrap(),
            1_795_342_600
        );
        assert_eq!(parse_at("now", Zone::Utc, 1000).unwrap(), 1000);
        assert_eq!(
            parse_at("now-7days", Zone::Utc, 1_000_000).unwrap(),
            1_000_000 - 604_800
        );
        assert_eq!(
            parse_at("now-90minutes", Zone::Utc, 10_000).unwrap(),
            10_000 - 5400
        );
        assert_eq!(
            parse_at("2026-11-22T10:16:40", Zone::Utc, 0).unwrap(),
            1_795_342_600
        );
        assert_eq!(
            parse_at("2026-11-22T11:16", berlin, 0).unwrap(),
            1_795_342_560
        );
        assert_eq!(parse_at("2026-11-22", Zone::Utc, 0).unwrap(), 1_795_305_600);
        assert!(parse_at("yesterday", Zone::Utc, 0).is_err());
        assert!(parse_at("now-3fortnights", Zone::Utc, 0).is_err());
    }

    #[test]
    fn reset_instants_follow_the_local_calendar() {
        use crate::model::settings::ResetPeriod;
        let at = |s: &str| parse_at(s, Zone::Utc, 0).unwrap();
        let (from, to) = (at("2026-01-30T12:00:00"), at("2026-04-02T00:00:00"));
        assert_eq!(
            reset_instants(ResetPeriod::Monthly, Zone::Utc, from, to),
            vec![at("2026-02-01"), at("2026-03-01"), at("2026-04-01")]
        );
        assert_eq!(
            reset_instants(ResetPeriod::Quarterly, Zone::Utc, from, to),
            vec![at("2026-04-01")]
        );
        assert_eq!(
            reset_instants(ResetPeriod::Weekly, Zone::Utc, from, at("2026-02-09")),
            vec![at("2026-02-01"), at("2026-02-08")]
        );
        assert_eq!(
            reset_instants(
                ResetPeriod::Daily,
                Zone::Utc,
                from,
                at("2026-02-01T01:00:00")
            )
            .len(),
            2
        );
        assert!(reset_instants(ResetPeriod::None, Zone::Utc, from, to).is_empty());
        let berlin = Zone::parse("Europe/Berlin").unwrap();
        assert_eq!(
            reset_instants(
                ResetPeriod::Yearly,
                berlin,
                at("2026-06-01"),
                at("2027-06-01")
            ),
            vec![at("2026-12-31T23:00:00")]
        );
    }

    #[test]
    fn printed_durations() {
        assert_eq!(parse_duration("00:00:05").unwrap(), 5.0);
        assert_eq!(
            parse_duration("10-13:27:06").unwrap(),
            10.0 * 86400.0 + 48426.0
        );
        assert_eq!(parse_duration("00:01.277").unwrap(), 1.277);
        assert_eq!(
            parse_duration("118-17:38:31").unwrap(),
            118.0 * 86400.0 + 63511.0
        );
        assert!(parse_duration("abc").is_err());
        assert!(parse_duration("1:2:3:4").is_err());
        assert_eq!(
            parse_time_limit("UNLIMITED").unwrap(),
            Some(TimeLimit::Unlimited)
        );
        assert_eq!(
            parse_time_limit("Partition_Limit").unwrap(),
            Some(TimeLimit::PartitionLimit)
        );
        assert_eq!(
            parse_time_limit("37-14:00:00").unwrap(),
            Some(TimeLimit::Seconds(3_247_200))
        );
        assert_eq!(parse_time_limit("").unwrap(), None);
    }

    #[test]
    fn spec_tv4_time_strings() {
        assert_eq!(time_str_to_secs("7-0").unwrap(), 604_800);
        assert_eq!(time_str_to_secs("14-0").unwrap(), 1_209_600);
        assert_eq!(time_str_to_secs("14-00:00:00").unwrap(), 1_209_600);
        assert_eq!(time_str_to_secs("7-12").unwrap(), 7 * 86400 + 12 * 3600);
        assert_eq!(time_str_to_secs("90").unwrap(), 5400);
        assert_eq!(time_str_to_secs("1:30:00").unwrap(), 5400);
        assert_eq!(time_str_to_secs("5:30").unwrap(), 330);
        assert_eq!(time_str_to_minute_secs("5:30").unwrap(), 360);
        assert_eq!(time_str_to_secs("0").unwrap(), 0);
        assert_eq!(time_str_to_secs("0-4").unwrap(), 4 * 3600);
        assert_eq!(time_str_to_secs("UNLIMITED").unwrap(), INFINITE);
        assert_eq!(time_str_to_secs("-1").unwrap(), INFINITE);
        assert!(time_str_to_secs("1h").is_err());
        assert!(time_str_to_secs("").is_err());
    }
}
