//! Functions a timer runs again: handed to `setInterval`, a cron scheduler
//! (`cron.schedule`, `new CronJob`, `scheduleJob`) or an interval job
//! (`scheduler.add_job(fn, "interval")`, `schedule.every(5).minutes.do(fn)`).
//! A failure inside such a function is retried by the next tick, so the
//! absence of a retry there, or a failure logged and dropped, costs one
//! period rather than the work. The scheduler names are data
//! (`periodic-schedulers` in each ecosystem's knowledge file).

use crate::context::Cx;
use crate::model::knowledge::{Eco, list};
use crate::semantics::ast;
use crate::semantics::parents::parent;
use tree_sitter::Node;

/// The scheduler call that runs a function enclosing `node` periodically,
/// as `(callee, line)`: the function is an argument of the scheduler call,
/// or is named and that name is an argument of one in the same file.
pub fn periodic_scheduler(node: Node<'_>, cx: &Cx<'_, '_>) -> Option<(String, usize)> {
    let family = cx.family();
    let schedulers = list(Eco::of(family), "periodic-schedulers");
    if schedulers.is_empty() {
        return None;
    }
    let mut func = ast::enclosing_function(node, family);
    while let Some(f) = func {
        if let Some(call) = scheduler_of_argument(f, schedulers, cx) {
            return Some(call);
        }
        if let Some(name) = ast::function_name(f, cx.text).filter(|n| n.len() >= 3)
            && let Some(found) = scheduled_by_name(name, schedulers, cx)
        {
            return Some(found);
        }
        func = ast::enclosing_function(f, family);
    }
    None
}

/// The callee of a call, as matched against the scheduler names: its text
/// without `new`, whitespace or type arguments.
fn scheduler_callee(call: Node<'_>, schedulers: &[&str], cx: &Cx<'_, '_>) -> Option<String> {
    let callee = call
        .child_by_field_name("function")
        .or_else(|| call.child_by_field_name("constructor"))
        .or_else(|| call.child_by_field_name("method"))?;
    let text: String = cx.text_of(callee).split_whitespace().collect();
    let last = text.rsplit('.').next().unwrap_or(&text);
    schedulers
        .iter()
        .any(|s| match s.split_once(' ') {
            // `do every(`: the method `do` on a chain that contains `every(`.
            Some((method, chain)) => last == method && text.contains(chain),
            None => text == *s || (!s.contains('.') && last == *s),
        })
        .then_some(text)
}

fn scheduler_of_argument(
    func: Node<'_>,
    schedulers: &[&str],
    cx: &Cx<'_, '_>,
) -> Option<(String, usize)> {
    let args = parent(func).filter(|a| matches!(a.kind(), "arguments" | "argument_list"))?;
    let call = parent(args)?;
    let callee = scheduler_callee(call, schedulers, cx)?;
    Some((callee, cx.span(call).start.line))
}

/// A call of a scheduler in this file that takes `name` as an argument
/// (`setInterval(check, ms)`, `scheduler.add_job(sync_feeds, "interval")`).
fn scheduled_by_name(name: &str, schedulers: &[&str], cx: &Cx<'_, '_>) -> Option<(String, usize)> {
    let family = cx.family();
    for (pos, _) in cx.text.match_indices(name).take(50) {
        let end = pos + name.len();
        let ident = |c: char| c.is_alphanumeric() || c == '_' || c == '$';
        if cx.text[..pos].chars().next_back().is_some_and(ident)
            || cx.text[end..].chars().next().is_some_and(ident)
        {
            continue;
        }
        let Some(mut node) = cx.root.descendant_for_byte_range(pos, end) else {
            continue;
        };
        // `this.check` / `self.sync_feeds` as the argument.
        if let Some(p) =
            parent(node).filter(|p| matches!(p.kind(), "member_expression" | "attribute"))
        {
            node = p;
        }
        let Some(args) = parent(node).filter(|a| matches!(a.kind(), "arguments" | "argument_list"))
        else {
            continue;
        };
        let Some(call) = parent(args).filter(|c| ast::is_call(c.kind(), family)) else {
            continue;
        };
        if let Some(callee) = scheduler_callee(call, schedulers, cx) {
            return Some((callee, cx.span(call).start.line));
        }
    }
    None
}
