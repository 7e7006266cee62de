//! Charts of time series, written as SVG or PNG (by the file's extension), and one-line
//! sparklines for the terminal. Drawing only: the series come computed.

use std::path::Path;
use std::sync::Once;

use plotters::prelude::*;

use crate::ingest::slurm_time::Zone;

/// One named line: (epoch second, value) points in time order.
pub struct Series {
    pub name: String,
    pub points: Vec<(i64, f64)>,
}

/// One chart panel: its y axis label and lines; `integer` values (ranks, priorities) get
/// whole-number ticks; `inverted` draws larger values lower (ranks: 1, the front, on top).
pub struct Panel {
    pub y_label: String,
    pub series: Vec<Series>,
    pub integer: bool,
    pub inverted: bool,
}

/// A moment marked across every panel (a job's eligibility, start, end): a dashed line and
/// its name.
pub struct Mark {
    pub t: i64,
    pub name: String,
}

/// The font every chart uses, shipped with the binary (no system fonts needed).
const FONT: &[u8] = include_bytes!("../../assets/DejaVuSans.ttf");
static REGISTER: Once = Once::new();

const COLORS: [RGBColor; 8] = [
    RGBColor(31, 119, 180),
    RGBColor(255, 127, 14),
    RGBColor(44, 160, 44),
    RGBColor(214, 39, 40),
    RGBColor(148, 103, 189),
    RGBColor(140, 86, 75),
    RGBColor(227, 119, 194),
    RGBColor(127, 127, 127),
];

/// Draws the panels one above the other, sharing the time axis, into `path` (`.svg` or
/// `.png`).
pub fn draw(
    path: &Path,
    title: &str,
    (panels, marks): (&[Panel], &[Mark]),
    zone: Zone,
) -> anyhow::Result<()> {
    register_font();
    let panels = drawn(panels);
    let size = chart_size(&panels);
    match path.extension().and_then(|e| e.to_str()) {
        Some("svg") => render(
            SVGBackend::new(path, size).into_drawing_area(),
            title,
            (&panels, marks),
            zone,
        ),
        Some("png") => render(
            BitMapBackend::new(path, size).into_drawing_area(),
            title,
            (&panels, marks),
            zone,
        ),
        _ => anyhow::bail!("{}: the plot file must end in .svg or .png", path.display()),
    }
}

/// The panels with something to draw (an empty one would be dead space).
fn drawn(panels: &[Panel]) -> Vec<&Panel> {
    panels
        .iter()
        .filter(|p| {
            p.series
                .iter()
                .any(|s| s.points.iter().any(|q| q.1.is_finite()))
        })
        .collect()
}

fn chart_size(panels: &[&Panel]) -> (u32, u32) {
    (1100, 300 * panels.len().max(1) as u32 + 50)
}

/// Room right of a panel for its legend, off the data: its longest name at 13 px.
fn legend_width(panel: &Panel) -> u32 {
    let longest = panel.series.iter().map(|s| s.name.chars().count()).max();
    (40 + 7 * longest.unwrap_or(0) as u32).clamp(160, 400)
}

/// Time ticks on round local boundaries (minutes, hours, days), at most `max`, and the
/// format that names them.
fn time_ticks(t0: i64, t1: i64, zone: Zone, max: usize) -> (Vec<i64>, &'static str) {
    const STEPS: [i64; 16] = [
        60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400, 172800, 345600,
        604800, 1209600,
    ];
    let span = (t1 - t0).max(1);
    let step = STEPS
        .into_iter()
        .find(|s| span / s < max as i64)
        .unwrap_or(STEPS[STEPS.len() - 1]);
    let Some(first) = zone.to_local(t0) else {
        return (vec![t0, t1], "%Y-%m-%d %H:%M");
    };
    let day = first.date().and_hms_opt(0, 0, 0).unwrap_or(first);
    let epoch = |local: chrono::NaiveDateTime| zone.to_utc(local).and_utc().timestamp();
    let mut ticks = Vec::new();
    if step >= 86400 {
        let days = step / 86400;
        let mut d = day;
        while epoch(d) <= t1 {
            if epoch(d) >= t0 {
                ticks.push(epoch(d));
            }
            d += chrono::Duration::days(days);
        }
    } else {
        let into_day = (first - day).num_seconds();
        let mut local = day + chrono::Duration::seconds(into_day - into_day % step);
        while epoch(local) <= t1 {
            if epoch(local) >= t0 {
                ticks.push(epoch(local));
            }
            local += chrono::Duration::seconds(step);
        }
    }
    let same_day = zone.to_local(t1).is_some_and(|l| l.date() == first.date());
    let format = if step >= 86400 {
        "%Y-%m-%d"
    } else if same_day {
        "%H:%M"
    } else {
        "%m-%d %H:%M"
    };
    (ticks, format)
}

/// A value as an axis prints it: whole numbers without decimals, others with up to three.
fn axis_number(v: f64, integer: bool) -> String {
    if integer {
        format!("{v:.0}")
    } else {
        let t = format!("{v:.3}");
        t.trim_end_matches('0').trim_end_matches('.').to_string()
    }
}

fn register_font() {
    REGISTER.call_once(|| {
        // The font is ours and valid; a failure here would show as missing text.
        let _ = plotters::style::register_font("sans-serif", FontStyle::Normal, FONT);
    });
}

fn render<DB: DrawingBackend>(
    root: DrawingArea<DB, plotters::coord::Shift>,
    title: &str,
    (panels, marks): (&[&Panel], &[Mark]),
    zone: Zone,
) -> anyhow::Result<()>
where
    DB::ErrorType: 'static,
{
    let err = |e: DrawingAreaErrorKind<DB::ErrorType>| anyhow::anyhow!("drawing the chart: {e}");
    root.fill(&WHITE).map_err(err)?;
    let root = root.titled(title, ("sans-serif", 22)).map_err(err)?;
    let areas = root.split_evenly((panels.len().max(1), 1));
    // The time axis spans the data and the marked moments.
    let all = panels
        .iter()
        .flat_map(|p| &p.series)
        .flat_map(|s| s.points.iter().map(|p| p.0))
        .chain(marks.iter().map(|m| m.t));
    let (t0, t1) = all.fold((i64::MAX, i64::MIN), |(a, b), t| (a.min(t), b.max(t)));
    let (t0, t1) = if t0 > t1 {
        (0, 1)
    } else {
        (t0, t1.max(t0 + 1))
    };
    // The time axis counts tick steps from the first round tick, so the axis' own 1-2-5 key
    // points fall on round local times.
    let (ticks, time_format) = time_ticks(t0, t1, zone, 8);
    let base = ticks.first().copied().unwrap_or(t0);
    let step = match ticks.as_slice() {
        [a, b, ..] => (b - a) as f64,
        _ => (t1 - t0).max(1) as f64,
    };
    let x = |t: i64| (t - base) as f64 / step;
    let tick_name = |v: &f64| {
        let t = base + (v * step).round() as i64;
        zone.to_local(t)
            .map_or(t.to_string(), |l| l.format(time_format).to_string())
    };
    // One legend width for all panels, so that their time axes line up.
    let legend = panels.iter().map(|p| legend_width(p)).max().unwrap_or(160);
    for (n, (panel, area)) in panels.iter().zip(&areas).enumerate() {
        let (plot_area, legend_area) = area.split_horizontally(area.dim_in_pixel().0 - legend);
        let values = panel
            .series
            .iter()
            .flat_map(|s| s.points.iter().map(|p| p.1));
        let (lo, hi) = values
            .filter(|v| v.is_finite())
            .fold((f64::MAX, f64::MIN), |(a, b), v| (a.min(v), b.max(v)));
        let (lo, hi) = if lo > hi { (0.0, 1.0) } else { (lo, hi) };
        // Integer values from their least (a rank's 1) or 0, others from 0; ranks downwards.
        let (lo, hi) = if panel.integer {
            let lo = if panel.inverted {
                lo.min(1.0)
            } else {
                lo.min(0.0)
            };
            (lo, hi.max(lo + 1.0))
        } else {
            (lo.min(0.0), hi.max(lo + 1e-9) * 1.05)
        };
        let y_range = if panel.inverted {
            (hi + 0.5)..(lo - 0.5)
        } else if panel.integer {
            lo..hi * 1.05
        } else {
            lo..hi
        };
        let mut chart = ChartBuilder::on(&plot_area)
            .margin(10)
            .x_label_area_size(30)
            .y_label_area_size(70)
            .build_cartesian_2d(x(t0)..x(t1), y_range)
            .map_err(err)?;
        // As many labels as whole steps fit: the axis then never picks fractions.
        let y_labels = if panel.integer {
            ((hi - lo).round() as usize + 1).clamp(2, 8)
        } else {
            6
        };
        chart
            .configure_mesh()
            .y_desc(panel.y_label.as_str())
            .x_labels(ticks.len().max(2))
            .x_label_formatter(&tick_name)
            .y_labels(y_labels)
            .y_label_formatter(&|v| axis_number(*v, panel.integer))
            .max_light_lines(0)
            .draw()
            .map_err(err)?;
        for (k, s) in panel.series.iter().enumerate() {
            let color = COLORS[k % COLORS.len()];
            let points = s
                .points
                .iter()
                .filter(|p| p.1.is_finite())
                .map(|&(t, v)| (x(t), v));
            chart
                .draw_series(LineSeries::new(points, color.stroke_width(2)))
                .map_err(err)?;
        }
        // The marked moments: a dashed line in each panel, named in the first (staggered
        // down so that close ones stay apart, written leftwards in the right half).
        let (y_bottom, y_top) = (chart.y_range().start, chart.y_range().end);
        let middle = (x(t0) + x(t1)) / 2.0;
        for (k, m) in marks
            .iter()
            .filter(|m| (t0..=t1).contains(&m.t))
            .enumerate()
        {
            chart
                .draw_series(DashedLineSeries::new(
                    [(x(m.t), y_bottom), (x(m.t), y_top)],
                    6,
                    4,
                    BLACK.stroke_width(1),
                ))
                .map_err(err)?;
            if n == 0 {
                use plotters::style::text_anchor::{HPos, Pos, VPos};
                let (anchor, dx) = if x(m.t) > middle {
                    (HPos::Right, -4)
                } else {
                    (HPos::Left, 4)
                };
                let font = ("sans-serif", 13)
                    .into_font()
                    .color(&BLACK)
                    .pos(Pos::new(anchor, VPos::Top));
                chart
                    .draw_series(std::iter::once(
                        EmptyElement::at((x(m.t), y_top))
                            + Text::new(m.name.clone(), (dx, 4 + 16 * k as i32), font),
                    ))
                    .map_err(err)?;
            }
        }
        // The legend beside the panel, one line per series.
        for (k, s) in panel.series.iter().enumerate() {
            let color = COLORS[k % COLORS.len()];
            let y = 24 + 20 * k as i32;
            legend_area
                .draw(&PathElement::new(
                    vec![(4, y), (28, y)],
                    color.stroke_width(3),
                ))
                .map_err(err)?;
            legend_area
                .draw(&Text::new(s.name.as_str(), (34, y - 7), ("sans-serif", 13)))
                .map_err(err)?;
        }
    }
    root.present().map_err(err)?;
    Ok(())
}

/// The terminal's width in columns (COLUMNS when set, else the terminal's, else 80).
pub fn terminal_width() -> usize {
    std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.parse().ok())
        .or_else(|| terminal_size::terminal_size().map(|(w, _)| usize::from(w.0)))
        .unwrap_or(80)
}

/// The room a sparkline has on a terminal line beside `texts` (at least 8 columns: a line
/// too long for the terminal wraps rather than losing the sparkline).
pub fn fit(texts: &[&str]) -> usize {
    let used: usize = texts.iter().map(|t| t.chars().count()).sum();
    terminal_width().saturating_sub(used).max(8)
}

/// Values as a row of at most `width` block characters, lowest to highest (flat series sit in
/// the middle); a longer series is averaged over equal runs (gaps stay gaps).
pub fn sparkline(values: &[f64], width: usize) -> String {
    let width = width.max(1);
    if values.len() > width {
        let run = |k: usize| &values[k * values.len() / width..(k + 1) * values.len() / width];
        let means: Vec<f64> = (0..width)
            .map(|k| {
                let finite: Vec<f64> = run(k).iter().copied().filter(|v| v.is_finite()).collect();
                if finite.is_empty() {
                    f64::NAN
                } else {
                    finite.iter().sum::<f64>() / finite.len() as f64
                }
            })
            .collect();
        return sparkline(&means, width);
    }
    const BARS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
    let finite = values.iter().copied().filter(|v| v.is_finite());
    let (lo, hi) = finite.fold((f64::MAX, f64::MIN), |(a, b), v| (a.min(v), b.max(v)));
    values
        .iter()
        .map(|&v| {
            if !v.is_finite() {
                ' '
            } else if hi - lo < 1e-12 {
                BARS[3]
            } else {
                BARS[(((v - lo) / (hi - lo)) * 7.0).round() as usize]
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Ticks fall on round local times: every 30 min over 3 h, every 6 h over two days.
    #[test]
    fn time_ticks_are_round() {
        let zone = Zone::Utc;
        // 2026-09-28 10:17:38 to 13:05:00 UTC.
        let (ticks, format) = time_ticks(1_790_590_658, 1_790_600_700, zone, 8);
        let names: Vec<String> = ticks
            .iter()
            .map(|t| zone.format(*t)[11..16].to_string())
            .collect();
        assert_eq!(
            names,
            ["10:30", "11:00", "11:30", "12:00", "12:30", "13:00"]
        );
        assert_eq!(format, "%H:%M");
        let (ticks, format) = time_ticks(1_790_590_658, 1_790_590_658 + 2 * 86400, zone, 8);
        assert!(ticks.iter().all(|t| t % 21600 == 0), "{ticks:?}");
        assert_eq!(format, "%m-%d %H:%M");
        assert_eq!(axis_number(10000.0, true), "10000");
        assert_eq!(axis_number(0.25, false), "0.25");
        assert_eq!(axis_number(1.0, false), "1");
    }

    #[test]
    fn sparkline_spans_the_range() {
        assert_eq!(sparkline(&[0.0, 0.5, 1.0], 80), "▁▅█");
        assert_eq!(sparkline(&[2.0, 2.0], 80), "▄▄");
        assert_eq!(sparkline(&[], 80), "");
        // Six values in three columns: the means of pairs, 0.5, 2.5 and 4.5.
        assert_eq!(sparkline(&[0.0, 1.0, 2.0, 3.0, 4.0, 5.0], 3), "▁▅█");
        assert_eq!(sparkline(&[1.0; 500], 40).chars().count(), 40);
    }
}
