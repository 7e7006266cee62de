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

/// One chart panel: its y axis label and lines; `inverted` draws larger values lower (ranks).
pub struct Panel {
    pub y_label: String,
    pub series: Vec<Series>,
    pub inverted: bool,
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
pub fn draw(path: &Path, title: &str, panels: &[Panel], zone: Zone) -> anyhow::Result<()> {
    register_font();
    let size = (1000, 320 * panels.len().max(1) as u32 + 40);
    match path.extension().and_then(|e| e.to_str()) {
        Some("svg") => render(
            SVGBackend::new(path, size).into_drawing_area(),
            title,
            panels,
            zone,
        ),
        Some("png") => render(
            BitMapBackend::new(path, size).into_drawing_area(),
            title,
            panels,
            zone,
        ),
        _ => anyhow::bail!("{}: the plot file must end in .svg or .png", path.display()),
    }
}

/// The same chart as an SVG document in a string (for embedding).
pub fn svg(title: &str, panels: &[Panel], zone: Zone) -> anyhow::Result<String> {
    register_font();
    let mut text = String::new();
    {
        let size = (1000, 320 * panels.len().max(1) as u32 + 40);
        render(
            SVGBackend::with_string(&mut text, size).into_drawing_area(),
            title,
            panels,
            zone,
        )?;
    }
    Ok(text)
}

/// Grouped bars: for each label, one bar per series (values from 0), as an SVG string.
pub fn bars_svg(
    title: &str,
    labels: &[String],
    series: &[(&str, Vec<f64>)],
) -> anyhow::Result<String> {
    register_font();
    let mut text = String::new();
    {
        let root = SVGBackend::with_string(&mut text, (1000, 420)).into_drawing_area();
        let err =
            |e: DrawingAreaErrorKind<std::io::Error>| anyhow::anyhow!("drawing the chart: {e}");
        root.fill(&WHITE).map_err(err)?;
        let top = series
            .iter()
            .flat_map(|s| s.1.iter().copied())
            .fold(0.0f64, f64::max)
            .max(1e-9)
            * 1.1;
        let n = labels.len().max(1);
        let mut chart = ChartBuilder::on(&root)
            .caption(title, ("sans-serif", 20))
            .margin(10)
            .x_label_area_size(40)
            .y_label_area_size(60)
            .build_cartesian_2d(0f64..n as f64, 0f64..top)
            .map_err(err)?;
        let names = labels.to_vec();
        chart
            .configure_mesh()
            .disable_x_mesh()
            .x_labels(n)
            .x_label_formatter(&|x| {
                let k = x.floor() as usize;
                if (x - k as f64 - 0.5).abs() < 1e-6 {
                    names.get(k).cloned().unwrap_or_default()
                } else {
                    String::new()
                }
            })
            .draw()
            .map_err(err)?;
        let width = 0.8 / series.len().max(1) as f64;
        for (k, (name, values)) in series.iter().enumerate() {
            let color = COLORS[k % COLORS.len()];
            chart
                .draw_series(values.iter().enumerate().map(|(i, v)| {
                    let x0 = i as f64 + 0.1 + k as f64 * width;
                    Rectangle::new([(x0, 0.0), (x0 + width, *v)], color.filled())
                }))
                .map_err(err)?
                .label(*name)
                .legend(move |(x, y)| {
                    Rectangle::new([(x, y - 5), (x + 15, y + 5)], color.filled())
                });
        }
        chart
            .configure_series_labels()
            .background_style(WHITE.mix(0.8))
            .border_style(BLACK)
            .draw()
            .map_err(err)?;
        root.present().map_err(err)?;
    }
    Ok(text)
}

/// Points (x, y) with a label each, as an SVG string.
pub fn scatter_svg(
    title: &str,
    x_label: &str,
    y_label: &str,
    points: &[(f64, f64, String)],
) -> anyhow::Result<String> {
    register_font();
    let mut text = String::new();
    {
        let root = SVGBackend::with_string(&mut text, (1000, 420)).into_drawing_area();
        let err =
            |e: DrawingAreaErrorKind<std::io::Error>| anyhow::anyhow!("drawing the chart: {e}");
        root.fill(&WHITE).map_err(err)?;
        let xmax = points.iter().map(|p| p.0).fold(0.0f64, f64::max).max(1e-9) * 1.1;
        let ymax = points.iter().map(|p| p.1).fold(0.0f64, f64::max).max(1e-9) * 1.1;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, ("sans-serif", 20))
            .margin(10)
            .x_label_area_size(40)
            .y_label_area_size(60)
            .build_cartesian_2d(0f64..xmax, 0f64..ymax)
            .map_err(err)?;
        chart
            .configure_mesh()
            .x_desc(x_label)
            .y_desc(y_label)
            .draw()
            .map_err(err)?;
        chart
            .draw_series(points.iter().map(|(x, y, name)| {
                EmptyElement::at((*x, *y))
                    + Circle::new((0, 0), 4, COLORS[0].filled())
                    + Text::new(name.clone(), (6, -6), ("sans-serif", 11))
            }))
            .map_err(err)?;
        root.present().map_err(err)?;
    }
    Ok(text)
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
    panels: &[Panel],
    zone: Zone,
) -> anyhow::Result<()>
where
    DB::ErrorType: 'static,
{
    let err = |e: DrawingAreaErrorKind<DB::ErrorType>| anyhow::anyhow!("drawing the chart: {e}");
    root.fill(&WHITE).map_err(err)?;
    let root = root.titled(title, ("sans-serif", 22)).map_err(err)?;
    let areas = root.split_evenly((panels.len().max(1), 1));
    let all = panels
        .iter()
        .flat_map(|p| &p.series)
        .flat_map(|s| &s.points);
    let (t0, t1) = all.fold((i64::MAX, i64::MIN), |(a, b), &(t, _)| (a.min(t), b.max(t)));
    let (t0, t1) = if t0 > t1 {
        (0, 1)
    } else {
        (t0, t1.max(t0 + 1))
    };
    for (panel, area) in panels.iter().zip(&areas) {
        let values = panel
            .series
            .iter()
            .flat_map(|s| s.points.iter().map(|p| p.1));
        let (lo, hi) = values
            .filter(|v| v.is_finite())
            .fold((f64::MAX, f64::MIN), |(a, b), v| (a.min(v), b.max(v)));
        let (lo, hi) = if lo > hi { (0.0, 1.0) } else { (lo, hi) };
        // Ranks run from the top (best) down; other values from 0 up.
        let y = if panel.inverted {
            (hi + 0.5)..(lo - 0.5)
        } else {
            lo.min(0.0)..(hi.max(lo + 1e-9) * 1.05)
        };
        let mut chart = ChartBuilder::on(area)
            .margin(10)
            .x_label_area_size(30)
            .y_label_area_size(70)
            .build_cartesian_2d(t0..t1, y)
            .map_err(err)?;
        chart
            .configure_mesh()
            .y_desc(panel.y_label.as_str())
            .x_labels(6)
            .x_label_formatter(&|t| zone.format(*t).replace('T', " ")[..16].to_string())
            .draw()
            .map_err(err)?;
        for (k, s) in panel.series.iter().enumerate() {
            let color = COLORS[k % COLORS.len()];
            let points = s.points.iter().copied().filter(|p| p.1.is_finite());
            chart
                .draw_series(LineSeries::new(points, color.stroke_width(2)))
                .map_err(err)?
                .label(s.name.as_str())
                .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], color));
        }
        chart
            .configure_series_labels()
            .background_style(WHITE.mix(0.8))
            .border_style(BLACK)
            .draw()
            .map_err(err)?;
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
