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
use crate::semantics::kind::NodeKind as _;
use crate::semantics::parents;
use crate::semantics::parents::parent;
use tree_sitter::Node;

/// What runs a function enclosing `node` periodically, as `(what, where)`:
/// a scheduler call in this file that takes the function or its name
/// (`("setInterval", "line 12")`), or a schedule elsewhere in the project
/// that names its task or job class (`("refresh_feeds", "app/settings.py")`).
pub fn periodic_scheduler(node: Node<'_>, cx: &Cx<'_, '_>) -> Option<(String, String)> {
    let family = cx.family();
    let schedulers = list(Eco::of(family), "periodic-schedulers");
    let mut func = ast::enclosing_function(node, family);
    while let Some(f) = func.filter(|_| !schedulers.is_empty()) {
        if let Some((call, line)) = scheduler_of_argument(f, schedulers, cx) {
            return Some((call, format!("line {line}")));
        }
        if let Some(name) = ast::function_name(f, cx.text).filter(|n| n.len() >= 3)
            && let Some((call, line)) = scheduled_by_name(name, schedulers, cx)
        {
            return Some((call, format!("line {line}")));
        }
        func = ast::enclosing_function(f, family);
    }
    scheduled_in_project(node, cx)
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
    let args = parent(func).filter(|a| matches!(a.kind_name(), "arguments" | "argument_list"))?;
    let call = parent(args)?;
    let callee = scheduler_callee(call, schedulers, cx)?;
    Some((callee, cx.span(call).start.line))
}

/// A call of a scheduler in this file that takes `name` as an argument
/// (`setInterval(check, ms)`, `scheduler.add_job(sync_feeds, "interval")`),
/// or whose callback calls `name`.
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
        let Some(mut node) = parents::descendant_for_byte_range(cx.root, pos, end) else {
            continue;
        };
        // `this.check` / `self.sync_feeds` as the argument.
        if let Some(p) =
            parent(node).filter(|p| matches!(p.kind_name(), "member_expression" | "attribute"))
        {
            node = p;
        }
        // Called from the callback a scheduler runs (`setInterval(async () =>
        // { await check(url) }, ms)`): each tick calls it again.
        if let Some(call) = parent(node).filter(|c| {
            ast::is_call(c.kind_name(), family) && c.child_by_field_name("function") == Some(node)
        }) {
            let mut func = ast::enclosing_function(call, family);
            while let Some(f) = func {
                if let Some(hit) = scheduler_of_argument(f, schedulers, cx) {
                    return Some(hit);
                }
                func = ast::enclosing_function(f, family);
            }
            continue;
        }
        let Some(args) =
            parent(node).filter(|a| matches!(a.kind_name(), "arguments" | "argument_list"))
        else {
            continue;
        };
        let Some(call) = parent(args).filter(|c| ast::is_call(c.kind_name(), family)) else {
            continue;
        };
        if let Some(callee) = scheduler_callee(call, schedulers, cx) {
            return Some((callee, cx.span(call).start.line));
        }
    }
    None
}

/// Names of the tasks a schedule declared in this file runs periodically,
/// when the file holds a `periodic-task-markers` word: Celery beat entries
/// (`'task': 'app.tasks.refresh_feeds'`, `add_periodic_task(60,
/// refresh_feeds.s())`) give the function name; Ruby schedules
/// (sidekiq-cron, sidekiq-scheduler, GoodJob, Solid Queue `class: FeedJob`,
/// whenever's `runner "Feed.refresh"`) give the class name.
pub fn periodic_task_names(family: crate::lang::Family, text: &str) -> Vec<String> {
    use crate::lang::Family;
    use regex::Regex;
    use std::sync::LazyLock;
    static PY_TASK: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r#"["']task["']\s*:\s*["']([\w.]+)["']|add_periodic_task\([^\n]*?([\w.]+)\.(?:s|si|signature)\("#)
            .expect("valid regex")
    });
    static RB_TASK: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r#"\bclass["']?\s*(?::|=>)\s*["']?([A-Z][\w:]*)|\brunner\s+["']([A-Z][\w:]*)\."#)
            .expect("valid regex")
    });
    if family == Family::Ruby
        && let Some(classes) = commented_cron_jobs(text)
    {
        return classes;
    }
    let markers = list(Eco::of(family), "periodic-task-markers");
    if !markers.iter().any(|m| text.contains(m)) {
        return Vec::new();
    }
    let re = match family {
        Family::Python => &*PY_TASK,
        Family::Ruby => &*RB_TASK,
        Family::Js => return Vec::new(),
    };
    let mut names: Vec<String> = re
        .captures_iter(text)
        .filter_map(|c| c.get(1).or_else(|| c.get(2)))
        .map(|m| {
            let full = m.as_str();
            let last = match family {
                Family::Ruby => full.rsplit("::").next(),
                _ => full.rsplit('.').next(),
            };
            last.unwrap_or(full).to_string()
        })
        .filter(|n| n.len() >= 3)
        .collect();
    names.sort();
    names.dedup();
    names
}

/// The job classes of a Ruby file whose comment says a schedule outside
/// the repository runs it (`# NOTE: THIS IS RUN FROM A CRON JOB!`:
/// `periodic-comment-phrases`), when it defines a job
/// (`job-registrations`).
fn commented_cron_jobs(text: &str) -> Option<Vec<String>> {
    use regex::Regex;
    use std::sync::LazyLock;
    static CLASS: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?m)^\s*class\s+([A-Z]\w*)").expect("valid regex"));
    if !text.contains("cron") && !text.contains("CRON") {
        return None;
    }
    let phrases = list(Eco::Ruby, "periodic-comment-phrases");
    let said = text.lines().any(|line| {
        let line = line.trim_start();
        line.starts_with('#') && {
            let lower = line.to_ascii_lowercase();
            phrases.iter().any(|p| lower.contains(p))
        }
    });
    if !said || crate::model::exec::job_registration(crate::lang::Family::Ruby, text).is_none() {
        return None;
    }
    let names: Vec<String> = CLASS
        .captures_iter(text)
        .filter_map(|c| c.get(1))
        .map(|m| m.as_str().to_string())
        .collect();
    (!names.is_empty()).then_some(names)
}

/// A task the project's schedule runs periodically (see
/// [`periodic_task_names`]) encloses `node`: a Python function of that
/// name, a Ruby class of that name; or such a task calls the function
/// around `node`, directly or through other project code (a service
/// object a scheduled job uses). Returns the task's name and the
/// schedule's file.
fn scheduled_in_project(node: Node<'_>, cx: &Cx<'_, '_>) -> Option<(String, String)> {
    scheduled_task_encloses(node, cx).or_else(|| {
        let family = cx.family();
        let hit = std::cell::OnceCell::new();
        crate::model::resolve::enclosing_definition_matches(node, cx, &|key| match cx
            .index
            .effects
            .periodic_reach(family, key)
        {
            Some((task, path)) => {
                let _ = hit.set((task.to_string(), path.to_string()));
                true
            }
            None => false,
        });
        hit.into_inner()
    })
}

fn scheduled_task_encloses(node: Node<'_>, cx: &Cx<'_, '_>) -> Option<(String, String)> {
    use crate::lang::Family;
    let family = cx.family();
    match family {
        Family::Python => {
            let mut func = ast::enclosing_function(node, family);
            while let Some(f) = func {
                let name = ast::function_name(f, cx.text);
                if let Some(name) = name
                    && let Some(path) = cx.index.periodic_task(family, name)
                {
                    return Some((name.to_string(), path.to_string()));
                }
                // A helper of the task in the same file (`def
                // sync_tags_task(): sync_tags()`): the schedule runs it too.
                if let Some(hit) = name.and_then(|n| called_by_scheduled_task(n, cx)) {
                    return Some(hit);
                }
                func = ast::enclosing_function(f, family);
            }
            None
        }
        Family::Ruby => {
            let class = ast::enclosing_class(node, family)?;
            let name = cx.text_of(class.child_by_field_name("name")?);
            let last = name.rsplit("::").next().unwrap_or(name);
            let path = cx.index.periodic_task(family, last)?;
            Some((last.to_string(), path.to_string()))
        }
        Family::Js => None,
    }
}

/// A function of this file that the project's schedule runs periodically
/// and that calls `name` (a plain call, `name(...)`): `(task, schedule file)`.
fn called_by_scheduled_task(name: &str, cx: &Cx<'_, '_>) -> Option<(String, String)> {
    let family = cx.family();
    if name.len() < 3 {
        return None;
    }
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    for (pos, _) in cx.text.match_indices(name).take(50) {
        let end = pos + name.len();
        if cx.text[..pos]
            .chars()
            .next_back()
            .is_some_and(|c| ident(c) || c == '.')
            || cx.text[end..].chars().next().is_some_and(ident)
        {
            continue;
        }
        let Some(node) = parents::descendant_for_byte_range(cx.root, pos, end) else {
            continue;
        };
        let Some(call) = parent(node).filter(|c| {
            ast::is_call(c.kind_name(), family) && c.child_by_field_name("function") == Some(node)
        }) else {
            continue;
        };
        let Some(caller) = ast::enclosing_function(call, family) else {
            continue;
        };
        if let Some(task) = ast::function_name(caller, cx.text)
            && task != name
            && let Some(path) = cx.index.periodic_task(family, task)
        {
            return Some((task.to_string(), path.to_string()));
        }
    }
    None
}
