//! What a rule sees while it checks one file.

use crate::config::Settings;
use crate::finding::{Confidence, Finding, Label, Position, Severity, Span};
use crate::index::ProjectIndex;
use crate::lang::{Family, Lang};
use crate::rules::RuleMeta;
use crate::semantics::facts::FileFacts;
use crate::text::{LineIndex, floor_char_boundary};
use tree_sitter::{Node, Query, QueryCursor, StreamingIterator};

/// One match of a query on a candidate node.
pub struct QMatch<'t> {
    pub pattern: usize,
    captures: Vec<(u32, Node<'t>)>,
}

impl<'t> QMatch<'t> {
    /// First node captured under `name` (capture names are resolved by the caller's query).
    pub fn get(&self, query: &Query, name: &str) -> Option<Node<'t>> {
        let idx = query.capture_index_for_name(name)?;
        self.captures
            .iter()
            .find(|(i, _)| *i == idx)
            .map(|(_, n)| *n)
    }

    pub fn all(&self, query: &Query, name: &str) -> Vec<Node<'t>> {
        let Some(idx) = query.capture_index_for_name(name) else {
            return Vec::new();
        };
        self.captures
            .iter()
            .filter(|(i, _)| *i == idx)
            .map(|(_, n)| *n)
            .collect()
    }
}

pub struct Cx<'a, 't> {
    pub rel_path: &'a str,
    pub lang: Lang,
    pub text: &'t str,
    pub root: Node<'t>,
    pub facts: &'a FileFacts,
    pub settings: &'a Settings,
    pub index: &'a ProjectIndex,
    /// Execution context of the file (spec v3), judged on first use (see
    /// [`Cx::exec`]): most checked files never report or ask for it.
    exec: std::cell::OnceCell<crate::model::exec::FileContext>,
    /// Where the file is and the project layout, to judge [`Cx::exec`]
    /// from; without them the file counts as library code.
    exec_source: Option<(&'a std::path::Path, Option<&'a crate::model::exec::Layout>)>,
    /// Effect summaries of this file's own functions and methods.
    pub local_effects: std::sync::Arc<crate::model::effects::FileEffects>,
    /// What receivers hold, computed on first use.
    bindings: std::cell::OnceCell<crate::semantics::bindings::Bindings>,
    cursor: &'a mut QueryCursor,
    pub(crate) findings: Vec<Finding>,
    /// Line starts, built once per file on the first span asked for.
    lines: std::cell::OnceCell<LineIndex>,
}

impl<'a, 't> Cx<'a, 't> {
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        rel_path: &'a str,
        lang: Lang,
        text: &'t str,
        root: Node<'t>,
        facts: &'a FileFacts,
        settings: &'a Settings,
        index: &'a ProjectIndex,
        cursor: &'a mut QueryCursor,
    ) -> Self {
        Cx {
            rel_path,
            lang,
            text,
            root,
            facts,
            settings,
            index,
            exec: std::cell::OnceCell::new(),
            exec_source: None,
            local_effects: Default::default(),
            bindings: std::cell::OnceCell::new(),
            cursor,
            findings: Vec::new(),
            lines: std::cell::OnceCell::new(),
        }
    }

    pub fn family(&self) -> Family {
        self.lang.family()
    }

    /// The execution context of the file (spec v3), judged once on first
    /// use from the path and layout given to [`Cx::set_exec_source`];
    /// library code when none were given.
    pub fn exec(&self) -> &crate::model::exec::FileContext {
        self.exec.get_or_init(|| match self.exec_source {
            Some((path, layout)) => {
                let mut context = crate::engine::file_context(
                    path,
                    self.rel_path,
                    self.lang,
                    self.text,
                    self.facts,
                    layout,
                );
                self.unimported_copy(path, &mut context);
                context
            }
            None => crate::model::exec::FileContext {
                context: crate::finding::ExecContext::Library,
                reason: String::new(),
                declared: false,
                unattended: None,
                request_path: None,
            },
        })
    }

    /// A file named as a copy of the file beside it
    /// (`exec::retired_copy_of`) that nothing in the scan imports is a
    /// retired copy: not run, judged like examples.
    fn unimported_copy(
        &self,
        path: &std::path::Path,
        context: &mut crate::model::exec::FileContext,
    ) {
        use crate::finding::ExecContext;
        if matches!(context.context, ExecContext::Test | ExecContext::Example) {
            return;
        }
        let family = self.family();
        let Some(copy) = crate::model::exec::retired_copy_of(path, family, self.text) else {
            return;
        };
        // Ruby files are loaded by constant name, not imported: a copy
        // there defines the original's names (and so cannot be loaded
        // beside it). A Python or JS copy the original has since been
        // refactored away from shares none: nothing importing it tells.
        context.reason = if family == crate::lang::Family::Ruby {
            if !copy.same_definitions {
                return;
            }
            format!(
                "a retired copy of `{}` beside it (the same definitions)",
                copy.original
            )
        } else {
            let module = crate::model::effects::module_key_of(self.rel_path);
            if self.index.module_imported(family, module) {
                return;
            }
            format!(
                "a retired copy of `{}` beside it, which nothing in the scan imports",
                copy.original
            )
        };
        context.context = ExecContext::Example;
        context.declared = false;
        context.unattended = None;
        context.request_path = None;
    }

    /// The file's path and the project layout, for [`Cx::exec`].
    pub fn set_exec_source(
        &mut self,
        path: &'a std::path::Path,
        layout: Option<&'a crate::model::exec::Layout>,
    ) {
        self.exec_source = Some((path, layout));
    }

    /// Receiver bindings of this file (spec v3), computed once on first use.
    pub fn bindings(&self) -> &crate::semantics::bindings::Bindings {
        self.bindings.get_or_init(|| {
            crate::semantics::bindings::Bindings::compute(self.root, self.text, self.family())
        })
    }

    /// The receiver bindings, when they were computed (to hand them to a
    /// later check of the same file, see [`Cx::set_bindings`]).
    pub fn take_bindings(&mut self) -> Option<crate::semantics::bindings::Bindings> {
        self.bindings.take()
    }

    /// Bindings computed earlier for this same file and tree.
    pub fn set_bindings(&mut self, bindings: crate::semantics::bindings::Bindings) {
        self.bindings = std::cell::OnceCell::from(bindings);
    }

    pub fn text_of(&self, node: Node<'_>) -> &'t str {
        self.text.get(node.byte_range()).unwrap_or("")
    }

    /// Runs `query` on `node`, keeping only matches rooted at `node` itself
    /// (queries run on candidate subtrees, never on whole files).
    pub fn matches_at(&mut self, query: &Query, node: Node<'t>) -> Vec<QMatch<'t>> {
        self.run_query(query, node, Some(0))
    }

    /// Runs `query` over the whole subtree of `node`.
    pub fn matches_within(&mut self, query: &Query, node: Node<'t>) -> Vec<QMatch<'t>> {
        self.run_query(query, node, None)
    }

    fn run_query(&mut self, query: &Query, node: Node<'t>, depth: Option<u32>) -> Vec<QMatch<'t>> {
        self.cursor.set_max_start_depth(depth);
        let mut out = Vec::new();
        let mut it = self.cursor.matches(query, node, self.text.as_bytes());
        while let Some(m) = it.next() {
            out.push(QMatch {
                pattern: m.pattern_index,
                captures: m.captures().iter().map(|c| (c.index, c.node)).collect(),
            });
        }
        self.cursor.set_max_start_depth(None);
        out
    }

    pub fn span(&self, node: Node<'_>) -> Span {
        self.span_at(node.start_byte(), node.end_byte())
    }

    /// A span for a byte range of this file (offsets are floored to char boundaries).
    pub fn span_at(&self, start_byte: usize, end_byte: usize) -> Span {
        let lines = self.lines.get_or_init(|| LineIndex::new(self.text));
        span_with(lines, self.text, start_byte, end_byte)
    }

    /// Starts a finding of `meta` at `node`.
    pub fn report(
        &mut self,
        meta: &'static RuleMeta,
        node: Node<'_>,
        message: impl Into<String>,
    ) -> &mut Finding {
        let span = self.span(node);
        self.report_span(meta, span, message)
    }

    pub fn report_span(
        &mut self,
        meta: &'static RuleMeta,
        span: Span,
        message: impl Into<String>,
    ) -> &mut Finding {
        self.findings.push(Finding {
            rule: meta.id,
            severity: meta.severity,
            path: self.rel_path.to_string(),
            span,
            message: message.into(),
            primary_label: None,
            labels: Vec::new(),
            fix: meta.fix.to_string(),
            incidents: meta.incidents.iter().map(|s| s.to_string()).collect(),
            fingerprint: String::new(),
            confidence: Confidence::High,
            context: self.exec().context,
            evidence: Vec::new(),
            absence: crate::rules::ABSENCE_RULES.contains(&meta.id),
            autofix: None,
            callers_of: None,
        });
        self.findings.last_mut().expect("just pushed")
    }
}

impl Finding {
    pub fn with_severity(&mut self, severity: Severity) -> &mut Self {
        self.severity = severity;
        self
    }

    pub fn with_label(&mut self, span: Span, message: impl Into<String>) -> &mut Self {
        self.labels.push(Label {
            path: None,
            span,
            message: message.into(),
        });
        self
    }

    pub fn with_foreign_label(
        &mut self,
        path: &str,
        span: Span,
        message: impl Into<String>,
    ) -> &mut Self {
        self.labels.push(Label {
            path: Some(path.to_string()),
            span,
            message: message.into(),
        });
        self
    }

    pub fn with_primary_label(&mut self, label: impl Into<String>) -> &mut Self {
        self.primary_label = Some(label.into());
        self
    }

    /// Lowers the confidence to `medium` when some link of the evidence is
    /// a guess, recording why.
    pub fn guessed(&mut self, why: impl Into<String>) -> &mut Self {
        self.confidence = Confidence::Medium;
        self.evidence.push(why.into());
        self
    }

    /// Marks the finding as about a missing safeguard (see `Finding::absence`).
    pub fn as_absence(&mut self) -> &mut Self {
        self.absence = true;
        self
    }

    /// Records a resolved link of the evidence chain.
    pub fn with_evidence(&mut self, what: impl Into<String>) -> &mut Self {
        self.evidence.push(what.into());
        self
    }

    /// Records that the code runs unattended (a job, worker, consumer or
    /// cron registration, or a worker directory), when the model found it.
    pub fn runs_unattended(&mut self, evidence: Option<String>) -> &mut Self {
        if let Some(why) = evidence {
            self.with_evidence(why);
        }
        self
    }

    pub fn with_fix(&mut self, fix: impl Into<String>) -> &mut Self {
        self.fix = fix.into();
        self
    }
}

/// Converts a byte range into a span with 1-based lines and character
/// columns. Builds a line index: call it once per file, or use `Cx::span_at`.
pub fn span_of(text: &str, start_byte: usize, end_byte: usize) -> Span {
    span_with(&LineIndex::new(text), text, start_byte, end_byte)
}

/// A span from a file's line index; offsets are floored to char boundaries.
pub fn span_with(lines: &LineIndex, text: &str, start_byte: usize, end_byte: usize) -> Span {
    let start_byte = floor_char_boundary(text, start_byte);
    let end_byte = floor_char_boundary(text, end_byte).max(start_byte);
    Span {
        start_byte,
        end_byte,
        start: lines.position(text, start_byte),
        end: lines.position(text, end_byte),
    }
}

pub fn position_of(text: &str, byte: usize) -> Position {
    LineIndex::new(text).position(text, byte)
}
