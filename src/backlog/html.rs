//! `backlog --format html`: one self-contained page for people who read
//! rather than import. Inline CSS, charts drawn here as inline SVG, no
//! script and no reference to anything outside the file.
//!
//! Every chart bar carries `data-label`/`data-value` and every summary
//! table row `data-label` with a `count` cell, so a test (or a headless
//! browser) can check that the charts show the summary's numbers.

use super::{Backlog, GroupBy, Item};
use std::collections::BTreeMap;
use std::io::{self, Write};

/// Text for HTML element content and attribute values.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Inline code spans (`` `x` ``) of a message as `<code>`, the rest escaped.
fn with_code(s: &str) -> String {
    let mut out = String::new();
    for (code, part) in super::code_spans(s) {
        if code {
            out.push_str("<code>");
            out.push_str(&escape(part));
            out.push_str("</code>");
        } else {
            out.push_str(&escape(part));
        }
    }
    out
}

const CSS: &str = r#"
body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0 auto; max-width: 1100px; padding: 1.5rem; color: #1d2330; background: #fafbfc; }
h1 { margin-bottom: .2rem; }
h2 { border-bottom: 1px solid #d8dde6; padding-bottom: .3rem; margin-top: 2.2rem; }
.meta { color: #5a6475; }
.charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(460px, 1fr)); gap: 1rem; }
figure { background: #fff; border: 1px solid #d8dde6; border-radius: 6px; margin: 0; padding: .8rem; }
figcaption { font-weight: 600; margin-bottom: .4rem; }
svg.chart text { font: 12px system-ui, sans-serif; fill: #1d2330; }
svg.chart .bar-value { font-weight: 600; }
table { border-collapse: collapse; margin: .5rem 0; background: #fff; }
th, td { border: 1px solid #d8dde6; padding: .25rem .6rem; text-align: left; vertical-align: top; }
td.count { text-align: right; font-variant-numeric: tabular-nums; }
.tables { display: flex; flex-wrap: wrap; gap: 1.2rem; align-items: flex-start; }
article.item { background: #fff; border: 1px solid #d8dde6; border-left: 5px solid #8792a2; border-radius: 6px; padding: .6rem 1rem; margin: .8rem 0; }
article.P1 { border-left-color: #c62828; } article.P2 { border-left-color: #ef6c00; }
article.P3 { border-left-color: #f9a825; } article.P4 { border-left-color: #8792a2; }
article h4 { margin: .2rem 0 .5rem; }
.badge { display: inline-block; border-radius: 3px; padding: 0 .4rem; font-size: 12px; font-weight: 600; background: #e8ebf0; margin-right: .3rem; }
.badge.new { background: #fde2e1; color: #a61b1b; } .badge.open { background: #e8ebf0; }
pre { background: #f3f5f8; border: 1px solid #d8dde6; border-radius: 4px; padding: .5rem; overflow-x: auto; font-size: 13px; }
pre.patch .add { color: #116329; background: #e6ffec; display: block; }
pre.patch .del { color: #82071e; background: #ffebe9; display: block; }
code { background: #eef1f5; border-radius: 3px; padding: 0 .2rem; font-size: 13px; }
ul.sites { margin: .2rem 0; }
"#;

/// Bar colours by chart (priority bars by their priority).
fn color(chart: &str, label: &str) -> &'static str {
    match (chart, label) {
        ("priority", "P1") | ("trend", "new") => "#c62828",
        ("priority", "P2") => "#ef6c00",
        ("priority", "P3") => "#f9a825",
        ("trend", "fixed") => "#2e7d32",
        ("priority", _) | ("trend", _) => "#8792a2",
        _ => "#3f6ad8",
    }
}

/// A horizontal bar chart of `rows` (label, value) as inline SVG.
fn bar_chart(
    out: &mut dyn Write,
    chart: &str,
    title: &str,
    rows: &[(String, usize)],
) -> io::Result<()> {
    const ROW: usize = 24;
    const LABEL_W: usize = 190;
    const BAR_W: usize = 230;
    let max = rows.iter().map(|r| r.1).max().unwrap_or(0).max(1);
    let height = ROW * rows.len().max(1) + 8;
    writeln!(out, "<figure><figcaption>{}</figcaption>", escape(title))?;
    writeln!(
        out,
        "<svg class=\"chart\" data-chart=\"{chart}\" role=\"img\" aria-label=\"{}\" width=\"{}\" height=\"{height}\" viewBox=\"0 0 {} {height}\">",
        escape(title),
        LABEL_W + BAR_W + 50,
        LABEL_W + BAR_W + 50
    )?;
    if rows.is_empty() {
        writeln!(out, "<text x=\"0\" y=\"16\">nothing to show</text>")?;
    }
    for (i, (label, value)) in rows.iter().enumerate() {
        let y = i * ROW + 4;
        let w = (value * BAR_W).div_ceil(max).max(usize::from(*value > 0));
        // Long labels are cut on the chart; the full text is in the tooltip.
        let shown: String = if label.chars().count() > 28 {
            format!("{}…", label.chars().take(27).collect::<String>())
        } else {
            label.clone()
        };
        writeln!(
            out,
            "<g class=\"bar\" data-label=\"{l}\" data-value=\"{value}\"><title>{l}: {value}</title><text class=\"bar-label\" x=\"{}\" y=\"{}\" text-anchor=\"end\">{}</text><rect x=\"{LABEL_W}\" y=\"{y}\" width=\"{w}\" height=\"{}\" fill=\"{}\" rx=\"2\"></rect><text class=\"bar-value\" x=\"{}\" y=\"{}\">{value}</text></g>",
            LABEL_W - 6,
            y + 14,
            escape(&shown),
            ROW - 6,
            color(chart, label),
            LABEL_W + w + 5,
            y + 14,
            l = escape(label),
        )?;
    }
    writeln!(out, "</svg></figure>")
}

/// A summary table whose rows carry the same labels as the chart's bars.
fn table(
    out: &mut dyn Write,
    name: &str,
    head: &[&str],
    rows: &[(String, Vec<usize>)],
) -> io::Result<()> {
    write!(
        out,
        "<table class=\"summary\" data-table=\"{name}\"><thead><tr>"
    )?;
    for h in head {
        write!(out, "<th>{}</th>", escape(h))?;
    }
    writeln!(out, "</tr></thead><tbody>")?;
    for (label, counts) in rows {
        write!(
            out,
            "<tr data-label=\"{l}\"><td>{l}</td>",
            l = escape(label)
        )?;
        for c in counts {
            write!(out, "<td class=\"count\">{c}</td>")?;
        }
        writeln!(out, "</tr>")?;
    }
    writeln!(out, "</tbody></table>")
}

fn pairs(map: &BTreeMap<String, usize>) -> Vec<(String, usize)> {
    map.iter().map(|(k, v)| (k.clone(), *v)).collect()
}

/// Most first, then by name (priorities keep their order).
fn by_count(map: &BTreeMap<String, usize>) -> Vec<(String, usize)> {
    let mut rows = pairs(map);
    rows.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    rows
}

fn diff_html(diff: &str) -> String {
    diff.lines()
        .map(|l| {
            let class = if l.starts_with('+') && !l.starts_with("+++") {
                Some("add")
            } else if l.starts_with('-') && !l.starts_with("---") {
                Some("del")
            } else {
                None
            };
            match class {
                Some(c) => format!("<span class=\"{c}\">{}</span>", escape(l)),
                None => format!("{}\n", escape(l)),
            }
        })
        .collect()
}

fn item_html(out: &mut dyn Write, i: &Item) -> io::Result<()> {
    writeln!(
        out,
        "<article class=\"item {}\" id=\"item-{}\" data-id=\"{}\">",
        escape(&i.priority),
        escape(&i.id),
        escape(&i.id)
    )?;
    write!(
        out,
        "<h4><span class=\"badge\">{}</span>",
        escape(&i.priority)
    )?;
    if let Some(s) = i.status {
        write!(out, "<span class=\"badge {0}\">{0}</span>", s.as_str())?;
    }
    writeln!(out, "{}</h4>", with_code(&i.title))?;
    writeln!(out, "<table class=\"facts\">")?;
    let mut fact = |k: &str, v: String| writeln!(out, "<tr><th>{k}</th><td>{v}</td></tr>");
    if let Some(r) = &i.repository {
        let commit = i
            .commit
            .as_deref()
            .map(|c| format!(" @ <code>{}</code>", escape(&c[..c.len().min(12)])))
            .unwrap_or_default();
        fact("Repository", format!("{}{commit}", escape(r)))?;
    }
    fact(
        "Location",
        format!("<code>{}:{}</code>", escape(&i.path), i.line),
    )?;
    fact(
        "Rule",
        format!(
            "<code>{}</code> ({}, effort: {})",
            escape(&i.rule),
            escape(&i.severity),
            escape(&i.effort)
        ),
    )?;
    fact("Owner", escape(&i.owner))?;
    if i.confidence != "high" {
        fact(
            "Confidence",
            format!(
                "{} (part of the evidence is a name-based guess: confirm before fixing)",
                escape(&i.confidence)
            ),
        )?;
    }
    fact("Context", format!("{} code", escape(&i.context)))?;
    fact("Sites", i.site_count.to_string())?;
    fact("Id", format!("<code>{}</code>", escape(&i.id)))?;
    for t in &i.incident_titles {
        fact("Incident", escape(t))?;
    }
    writeln!(out, "</table>")?;
    writeln!(out, "<p class=\"problem\">{}</p>", with_code(&i.message))?;
    if i.site_count > 1 {
        writeln!(out, "<ul class=\"sites\">")?;
        for s in &i.sites {
            writeln!(
                out,
                "<li><code>{}:{}</code> {}</li>",
                escape(&s.path),
                s.line,
                with_code(&s.message)
            )?;
        }
        writeln!(out, "</ul>")?;
    }
    match &i.patch {
        Some(p) => {
            writeln!(
                out,
                "<p><strong>Patch</strong> ({}): {}</p>",
                escape(&p.applicability),
                with_code(&p.description)
            )?;
            writeln!(out, "<pre class=\"patch\">{}</pre>", diff_html(&p.diff))?;
        }
        None => {
            writeln!(
                out,
                "<p class=\"recommendation\"><strong>Fix:</strong> {}</p>",
                with_code(&i.recommendation)
            )?;
            if !i.before.is_empty() {
                writeln!(
                    out,
                    "<p>Before:</p><pre>{}</pre><p>After:</p><pre>{}</pre>",
                    escape(&i.before),
                    escape(&i.after)
                )?;
            }
        }
    }
    writeln!(out, "<p><strong>Acceptance criteria</strong></p><ul>")?;
    for a in &i.acceptance_criteria {
        writeln!(out, "<li>☐ {}</li>", with_code(a))?;
    }
    writeln!(out, "</ul></article>")
}

pub fn render(b: &Backlog, group_by: GroupBy, out: &mut dyn Write) -> io::Result<()> {
    let s = &b.summary;
    writeln!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
    )?;
    writeln!(
        out,
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
    )?;
    writeln!(
        out,
        "<title>Resilience fix backlog</title><style>{CSS}</style></head><body>"
    )?;
    writeln!(out, "<h1>Resilience fix backlog</h1>")?;
    writeln!(
        out,
        "<p class=\"meta\" id=\"totals\" data-items=\"{}\" data-sites=\"{}\">{} covering {} from resilint {}. Item ids are stable across runs.</p>",
        s.items,
        s.sites,
        crate::render::count(s.items, "item"),
        crate::render::count(s.sites, "finding site"),
        env!("CARGO_PKG_VERSION")
    )?;
    writeln!(out, "<h2>Summary</h2>\n<div class=\"charts\">")?;
    let priority = pairs(&s.by_priority);
    bar_chart(out, "priority", "Items by priority", &priority)?;
    let rules = by_count(&s.by_rule);
    bar_chart(out, "rule", "Items by rule", &rules)?;
    let owners = by_count(&s.by_owner);
    bar_chart(out, "owner", "Items by owner", &owners)?;
    let repositories = by_count(&s.by_repository);
    bar_chart(out, "repository", "Items by repository", &repositories)?;
    let trend = s.trend.as_ref().map(|t| {
        vec![
            ("new".to_string(), t.new),
            ("open".to_string(), t.open),
            ("fixed".to_string(), t.fixed),
        ]
    });
    if let Some(t) = &trend {
        bar_chart(out, "trend", "Since the previous backlog", t)?;
    }
    writeln!(out, "</div>\n<div class=\"tables\">")?;
    let one = |rows: &[(String, usize)]| -> Vec<(String, Vec<usize>)> {
        rows.iter().map(|(k, v)| (k.clone(), vec![*v])).collect()
    };
    table(out, "priority", &["Priority", "Items"], &one(&priority))?;
    let rule_rows: Vec<(String, Vec<usize>)> = rules
        .iter()
        .map(|(r, n)| {
            (
                r.clone(),
                vec![*n, s.sites_by_rule.get(r).copied().unwrap_or(0)],
            )
        })
        .collect();
    table(out, "rule", &["Rule", "Items", "Sites"], &rule_rows)?;
    table(out, "owner", &["Owner", "Items"], &one(&owners))?;
    table(
        out,
        "repository",
        &["Repository", "Items"],
        &one(&repositories),
    )?;
    if let Some(t) = &trend {
        table(out, "trend", &["Since previous", "Items"], &one(t))?;
    }
    writeln!(out, "</div>")?;
    if !s.incidents_at_risk.is_empty() {
        writeln!(out, "<h3>Incidents most at risk of recurring</h3><ul>")?;
        for r in &s.incidents_at_risk {
            writeln!(
                out,
                "<li>{} ({}): {}</li>",
                escape(&r.id),
                crate::render::count(r.sites, "site"),
                escape(&r.title)
            )?;
        }
        writeln!(out, "</ul>")?;
    }
    let mut groups: BTreeMap<&str, Vec<&Item>> = BTreeMap::new();
    for i in &b.items {
        groups.entry(i.group.as_str()).or_default().push(i);
    }
    writeln!(out, "<h2>Items by {}</h2>", group_by.label())?;
    for (group, items) in groups {
        writeln!(
            out,
            "<section class=\"group\"><h3>{} ({})</h3>",
            escape(group),
            crate::render::count(items.len(), "item")
        )?;
        for i in items {
            item_html(out, i)?;
        }
        writeln!(out, "</section>")?;
    }
    if let Some(fixed) = &b.fixed {
        writeln!(
            out,
            "<h2>Fixed since the previous backlog ({})</h2><ul id=\"fixed\">",
            fixed.len()
        )?;
        for f in fixed {
            let repo = f
                .repository
                .as_deref()
                .map(|r| format!("{}: ", escape(r)))
                .unwrap_or_default();
            writeln!(
                out,
                "<li data-id=\"{}\">{repo}<code>{}:{}</code> {}</li>",
                escape(&f.id),
                escape(&f.path),
                f.line,
                with_code(&f.title)
            )?;
        }
        writeln!(out, "</ul>")?;
    }
    writeln!(out, "</body></html>")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaping_covers_markup_and_quotes() {
        assert_eq!(
            escape("<a href=\"x\">'&'</a>"),
            "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;"
        );
        assert_eq!(with_code("a `<b>` c"), "a <code>&lt;b&gt;</code> c");
    }
}
