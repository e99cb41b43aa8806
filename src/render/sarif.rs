//! `--format sarif`: SARIF 2.1.0 as GitHub code scanning expects it.

use crate::config::Settings;
use crate::engine::ScanResult;
use crate::finding::{Finding, Fix, Severity, Span};
use crate::incidents;
use crate::rules;
use crate::suppress;
use serde_sarif::sarif::{
    ArtifactChange, ArtifactContent, ArtifactLocation, Fix as SarifFix, Location, Message,
    MultiformatMessageString, PhysicalLocation, PropertyBag, Region, Replacement,
    ReportingConfiguration, ReportingDescriptor, Result as SarifResult, ResultLevel, Run, Sarif,
    Tool, ToolComponent,
};
use std::collections::BTreeMap;
use std::io::{self, Write};

const SCHEMA: &str = "https://json.schemastore.org/sarif-2.1.0.json";

fn level(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Info => "note",
    }
}

/// (id, name, summary, help markdown, severity, tags)
struct RuleDoc {
    id: String,
    name: String,
    summary: String,
    help_text: String,
    help_markdown: String,
    severity: Severity,
    tags: Vec<String>,
}

fn rule_docs(settings: &Settings) -> Vec<RuleDoc> {
    let all = settings.all_incidents();
    let mut out: Vec<RuleDoc> = rules::all()
        .iter()
        .map(|r| {
            let m = r.meta();
            let incident_lines: Vec<String> = settings
                .incidents_for(m.id)
                .iter()
                .filter_map(|id| incidents::find(&all, id))
                .map(|i| match &i.url {
                    Some(url) => format!("- [{}]({url}): {}", i.id, i.title),
                    None => format!("- {}", incidents::one_line(i)),
                })
                .collect();
            let help_markdown = format!(
                "{}\n\n**Fix:** {}\n\n## Incidents\n\n{}\n",
                m.docs.trim(),
                m.fix,
                incident_lines.join("\n")
            );
            let help_text = format!(
                "{}\nFix: {}\nSeen in: {}",
                m.summary,
                m.fix,
                incident_lines.join("; ")
            );
            let mut tags = vec!["resilience".to_string(), "reliability".to_string()];
            tags.extend(m.families.iter().map(|f| f.name().to_string()));
            RuleDoc {
                id: m.id.to_string(),
                name: m.name.to_string(),
                summary: m.summary.to_string(),
                help_text,
                help_markdown,
                severity: settings.severity.get(m.id).copied().unwrap_or(m.severity),
                tags,
            }
        })
        .collect();
    for p in suppress::PSEUDO_RULES {
        out.push(RuleDoc {
            id: p.id.to_string(),
            name: p.name.to_string(),
            summary: p.summary.to_string(),
            help_text: format!("{}. Delete it or correct the rule id.", p.summary),
            help_markdown: p.docs.to_string(),
            severity: Severity::Warning,
            tags: vec!["suppression".to_string()],
        });
    }
    out
}

fn result_level(s: Severity) -> ResultLevel {
    match s {
        Severity::Error => ResultLevel::Error,
        Severity::Warning => ResultLevel::Warning,
        Severity::Info => ResultLevel::Note,
    }
}

fn region(span: &Span) -> Region {
    Region::builder()
        .start_line(span.start.line as i64)
        .start_column(span.start.column as i64)
        .end_line(span.end.line as i64)
        .end_column(span.end.column as i64)
        .build()
}

/// A relative path as a URI reference: every byte but the unreserved
/// characters and `/` is percent-encoded (`#hash.ts` is not a fragment,
/// `a b.ts` is not two tokens).
pub fn percent_encode_path(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for b in path.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~' | b'/') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// A project-relative path is resolved against `%SRCROOT%`; a file outside
/// the project keeps an absolute `file://` URI with no base id.
fn artifact(path: &str) -> ArtifactLocation {
    if path.starts_with('/') {
        ArtifactLocation::builder()
            .uri(format!("file://{}", percent_encode_path(path)))
            .build()
    } else {
        ArtifactLocation::builder()
            .uri(percent_encode_path(path))
            .uri_base_id("%SRCROOT%")
            .build()
    }
}

fn location(path: &str, span: &Span, message: Option<&str>, id: Option<i64>) -> Location {
    let physical = PhysicalLocation::builder()
        .artifact_location(artifact(path))
        .region(region(span))
        .build();
    match (message, id) {
        (Some(m), Some(i)) => Location::builder()
            .physical_location(physical)
            .message(Message::builder().text(m).build())
            .id(i)
            .build(),
        _ => Location::builder().physical_location(physical).build(),
    }
}

/// A finding's fix as SARIF `fixes[]`: one artifact change whose
/// replacements delete a region (empty for an insertion) and insert text.
fn sarif_fix(path: &str, fix: &Fix) -> SarifFix {
    let replacements: Vec<Replacement> = fix
        .edits
        .iter()
        .map(|e| {
            Replacement::builder()
                .deleted_region(region(&e.span))
                .inserted_content(
                    ArtifactContent::builder()
                        .text(e.replacement.clone())
                        .build(),
                )
                .build()
        })
        .collect();
    let mut props = PropertyBag::builder().build();
    props.additional_properties.insert(
        "applicability".into(),
        serde_json::Value::String(fix.applicability.as_str().into()),
    );
    SarifFix::builder()
        .description(
            Message::builder()
                .text(format!(
                    "{} ({})",
                    fix.description,
                    fix.applicability.as_str()
                ))
                .build(),
        )
        .artifact_changes(vec![
            ArtifactChange::builder()
                .artifact_location(artifact(path))
                .replacements(replacements)
                .build(),
        ])
        .properties(props)
        .build()
}

fn result(f: &Finding, index: &BTreeMap<String, usize>) -> SarifResult {
    let mut partial = BTreeMap::new();
    partial.insert("resilint/v1".to_string(), f.fingerprint.clone());
    let text = if f.incidents.is_empty() {
        format!("{}\nFix: {}", f.message, f.fix)
    } else {
        format!(
            "{}\nFix: {}\nSeen in: {}",
            f.message,
            f.fix,
            f.incidents.join(", ")
        )
    };
    let mut r = SarifResult::builder()
        .rule_id(f.rule)
        .level(result_level(f.severity))
        .message(Message::builder().text(text).build())
        .locations(vec![location(&f.path, &f.span, None, None)])
        .partial_fingerprints(partial)
        .build();
    r.rule_index = index.get(f.rule).map(|i| *i as i64);
    // Per-result precision, as CodeQL declares it per query (spec v3).
    let mut props = PropertyBag::builder().build();
    props.additional_properties.insert(
        "precision".into(),
        serde_json::Value::String(f.confidence.as_str().into()),
    );
    props.additional_properties.insert(
        "context".into(),
        serde_json::Value::String(f.context.as_str().into()),
    );
    r.properties = Some(props);
    if let Some(fix) = &f.autofix {
        r.fixes = Some(vec![sarif_fix(&f.path, fix)]);
    }
    if !f.labels.is_empty() {
        r.related_locations = Some(
            f.labels
                .iter()
                .enumerate()
                .map(|(i, l)| {
                    location(
                        l.path.as_deref().unwrap_or(&f.path),
                        &l.span,
                        Some(&l.message),
                        Some(i as i64 + 1),
                    )
                })
                .collect(),
        );
    }
    r
}

pub fn render(result_set: &ScanResult, settings: &Settings, out: &mut dyn Write) -> io::Result<()> {
    let docs = rule_docs(settings);
    let index: BTreeMap<String, usize> = docs
        .iter()
        .enumerate()
        .map(|(i, d)| (d.id.clone(), i))
        .collect();
    let descriptors: Vec<ReportingDescriptor> = docs
        .iter()
        .map(|d| {
            let mut props = PropertyBag::builder().tags(d.tags.clone()).build();
            props
                .additional_properties
                .insert("precision".into(), serde_json::Value::String("high".into()));
            ReportingDescriptor::builder()
                .id(d.id.clone())
                .name(d.name.clone())
                .short_description(
                    MultiformatMessageString::builder()
                        .text(d.summary.clone())
                        .build(),
                )
                .full_description(
                    MultiformatMessageString::builder()
                        .text(d.summary.clone())
                        .build(),
                )
                .help(
                    MultiformatMessageString::builder()
                        .text(d.help_text.clone())
                        .markdown(d.help_markdown.clone())
                        .build(),
                )
                .default_configuration(
                    ReportingConfiguration::builder()
                        .level(serde_json::Value::String(level(d.severity).to_string()))
                        .build(),
                )
                .properties(props)
                .build()
        })
        .collect();
    let driver = ToolComponent::builder()
        .name("resilint")
        .version(env!("CARGO_PKG_VERSION"))
        .semantic_version(env!("CARGO_PKG_VERSION"))
        .rules(descriptors)
        .build();
    let results: Vec<SarifResult> = result_set
        .findings
        .iter()
        .map(|f| result(f, &index))
        .collect();
    let mut run = Run::builder()
        .tool(Tool::builder().driver(driver).build())
        .results(results)
        .build();
    run.column_kind = Some(serde_json::Value::String("unicodeCodePoints".into()));
    let sarif = Sarif::builder()
        .version(serde_json::Value::String("2.1.0".into()))
        .schema(SCHEMA)
        .runs(vec![run])
        .build();
    serde_json::to_writer_pretty(&mut *out, &sarif).map_err(super::json_io_error)?;
    writeln!(out)
}
