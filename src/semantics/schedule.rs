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
    while let Some(f) = func {
        if let Some(dec) = periodic_decorator(f, family, cx.text) {
            return Some((
                cx.text_of(dec)
                    .lines()
                    .next()
                    .unwrap_or("")
                    .trim()
                    .to_string(),
                format!("line {}", cx.span(dec).start.line),
            ));
        }
        if schedulers.is_empty() {
            func = ast::enclosing_function(f, family);
            continue;
        }
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

/// The decorator of `func` that runs it on a timer (`periodic-decorators`:
/// NestJS `@Interval(30000)`, APScheduler `@scheduler.scheduled_job(...)`),
/// matched on the last segment of the decorator's callee.
pub fn periodic_decorator<'t>(
    func: Node<'t>,
    family: crate::lang::Family,
    text: &'t str,
) -> Option<Node<'t>> {
    use crate::lang::Family;
    let names = list(Eco::of(family), "periodic-decorators");
    if names.is_empty() {
        return None;
    }
    if family == Family::Ruby {
        return None;
    }
    ast::decorators_of(func, family).into_iter().find(|d| {
        let Some(expr) = d.named_child(0) else {
            return false;
        };
        let callee = if matches!(expr.kind_name(), "call_expression" | "call") {
            expr.child_by_field_name("function").unwrap_or(expr)
        } else {
            expr
        };
        let t = text.get(callee.byte_range()).unwrap_or("");
        let last = t.rsplit('.').next().unwrap_or(t);
        names.contains(&last)
    })
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

/// The scheduler call (`setInterval(...)`, `new AsyncTask(...)`) that takes
/// `func` itself as an argument: a callback run on each tick (JavaScript).
pub fn timer_of_callback<'t>(func: Node<'t>, cx: &Cx<'_, 't>) -> Option<Node<'t>> {
    let schedulers = list(Eco::of(cx.family()), "periodic-schedulers");
    let args = parent(func).filter(|a| matches!(a.kind_name(), "arguments" | "argument_list"))?;
    let call = parent(args)?;
    scheduler_callee(call, schedulers, cx)?;
    Some(call)
}

/// The scheduler call of this file that takes the named function `func`
/// by its name (`scheduler.add_job(sync_feeds, "interval", minutes=5)`,
/// `add_job(func=self.sync)`, `setInterval(check, 60_000)`): each tick
/// runs it again. The table of named callbacks is built once per file.
pub fn timer_naming<'t>(func: Node<'t>, cx: &Cx<'_, 't>) -> Option<Node<'t>> {
    let name = ast::function_name(func, cx.text)?;
    let table = parents::file_fact(parents::question::NAMED_TIMER_CALLBACKS, || {
        named_timer_callbacks(cx)
    });
    let (_, (start, end)) = table.iter().find(|(n, _)| n == name)?;
    parents::descendant_for_byte_range(cx.root, *start, *end)
        .filter(|c| ast::is_call(c.kind_name(), cx.family()) || c.kind_name() == "new_expression")
}

/// The names scheduler calls of the file take as callbacks, with each
/// call's byte range.
fn named_timer_callbacks(cx: &Cx<'_, '_>) -> Vec<(String, (usize, usize))> {
    let family = cx.family();
    let schedulers = list(Eco::of(family), "periodic-schedulers");
    let spelled = |s: &&str| {
        let word = s.split_once(' ').map_or(*s, |(method, _)| method);
        cx.text.contains(word.rsplit('.').next().unwrap_or(word))
    };
    let mut out = Vec::new();
    if !schedulers.iter().any(spelled) {
        return out;
    }
    static KINDS: std::sync::LazyLock<parents::KindSet> = std::sync::LazyLock::new(|| {
        parents::KindSet::new(|k, _| matches!(k, "call" | "call_expression" | "new_expression"))
    });
    parents::preorder_of(cx.root, &KINDS, &mut |call| {
        if scheduler_callee(call, schedulers, cx).is_none() {
            return std::ops::ControlFlow::Continue(());
        }
        let Some(args) = call.child_by_field_name("arguments") else {
            return std::ops::ControlFlow::Continue(());
        };
        let mut walker = args.walk();
        for arg in args.named_children(&mut walker) {
            let value = match arg.kind_name() {
                "keyword_argument" => arg.child_by_field_name("value"),
                _ => Some(arg),
            };
            let Some(value) = value else { continue };
            let named = match value.kind_name() {
                "identifier" => Some(value),
                "attribute" => value.child_by_field_name("attribute"),
                "member_expression" => value.child_by_field_name("property"),
                _ => None,
            };
            if let Some(n) = named {
                out.push((
                    cx.text_of(n).to_string(),
                    (call.start_byte(), call.end_byte()),
                ));
            }
        }
        std::ops::ControlFlow::Continue(())
    });
    out
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
        Regex::new(r#"\bclass["']?\s*(?::|=>)\s*["']?([A-Z][\w:]*)|(?m)^[ \t]*:?["']?([A-Z][\w:]*)["']?:[ \t]*\r?\n[ \t]*:?(?:cron|every|interval|at|in):"#)
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
    // whenever's runner string is Ruby code: a wrapper may run the task
    // (`runner "RunnerWrapper.run('Feed.refresh')"`), so every class it
    // calls a method of counts.
    static RB_RUNNER: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r#"\brunner\s+"([^"\n]*)"|\brunner\s+'([^'\n]*)'"#).expect("valid regex")
    });
    static CALLED_CLASS: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"\b([A-Z][\w:]*)\.[a-z_]").expect("valid regex"));
    let runner_code: Vec<&str> = match family {
        Family::Ruby => RB_RUNNER
            .captures_iter(text)
            .filter_map(|c| c.get(1).or_else(|| c.get(2)))
            .map(|m| m.as_str())
            .collect(),
        _ => Vec::new(),
    };
    let mut names: Vec<String> = re
        .captures_iter(text)
        .filter_map(|c| c.get(1).or_else(|| c.get(2)))
        .chain(
            runner_code
                .iter()
                .flat_map(|code| CALLED_CLASS.captures_iter(code).filter_map(|c| c.get(1))),
        )
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

/// A job a timer enqueues by name (JavaScript): `this.queue.add(TaskTitle.SYNC,
/// {...})` in a method with a periodic decorator (`@Interval(30000)`) or
/// in a callback a scheduler of this file runs. Returns the job's name as
/// written (a string's content, or the constant's text) and what runs the
/// timer, as shown in evidence (`@Interval(30000) syncOutdated`).
pub fn periodic_enqueue(call: Node<'_>, cx: &Cx<'_, '_>) -> Option<(String, String)> {
    use crate::lang::Family;
    let family = cx.family();
    if family != Family::Js {
        return None;
    }
    let callee = call.child_by_field_name("function")?;
    if callee.kind_name() != "member_expression"
        || callee
            .child_by_field_name("property")
            .is_none_or(|p| cx.text_of(p) != "add")
    {
        return None;
    }
    let name = job_name(call.child_by_field_name("arguments")?.named_child(0)?, cx)?;
    let schedulers = list(Eco::of(family), "periodic-schedulers");
    let mut func = ast::enclosing_function(call, family);
    while let Some(f) = func {
        if let Some(dec) = periodic_decorator(f, family, cx.text) {
            let shown = cx.text_of(dec).lines().next().unwrap_or("").trim();
            let fname = ast::function_name(f, cx.text).unwrap_or("");
            return Some((name, format!("{shown} {fname}").trim_end().to_string()));
        }
        if let Some((sched, _)) = scheduler_of_argument(f, schedulers, cx) {
            return Some((name, sched));
        }
        func = ast::enclosing_function(f, family);
    }
    None
}

/// The job name a processor dispatches `call` under (JavaScript): the
/// `case` of a `switch (job.name)` the call sits in (`case TaskTitle.SYNC:
/// await this.syncTask.run()`).
pub fn dispatched_job(call: Node<'_>, cx: &Cx<'_, '_>) -> Option<String> {
    use crate::lang::Family;
    if cx.family() != Family::Js {
        return None;
    }
    let mut cur = parent(call);
    while let Some(n) = cur {
        match n.kind_name() {
            "switch_case" => {
                let switch = parent(n).and_then(parent)?;
                let on = cx.text_of(switch.child_by_field_name("value")?);
                let on = on.trim_start_matches('(').trim_end_matches(')').trim();
                if !on.ends_with(".name") {
                    return None;
                }
                return job_name(n.child_by_field_name("value")?, cx);
            }
            k if ast::is_function(k, Family::Js) => return None,
            _ => {}
        }
        cur = parent(n);
    }
    None
}

/// A job's name as written: a string's content or a constant's text.
fn job_name(node: Node<'_>, cx: &Cx<'_, '_>) -> Option<String> {
    match node.kind_name() {
        "string" => ast::string_content(node, cx.text).map(str::to_string),
        "member_expression" | "identifier" => Some(cx.text_of(node).to_string()),
        _ => None,
    }
    .filter(|n| n.len() >= 3)
}
