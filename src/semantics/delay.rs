//! Is a delay reachable in this body? Shared by the rules about loops and
//! retries that must wait between attempts (`sleepless-poll-loop`,
//! `retry-without-delay`). Also knows the calls that block by themselves
//! (stream reads, long polls, prompts), which pace a loop without a sleep.

use crate::lang::Family;
use crate::semantics::ast;
use crate::semantics::ast::Field;
use crate::semantics::kind::NodeKind as _;
use crate::semantics::names::DELAY_NAME;
use crate::semantics::parents;
use regex::Regex;
use std::sync::LazyLock;
use tree_sitter::Node;

/// Python calls that sleep, by their full dotted name.
pub static PY_SLEEP_CALLS: crate::semantics::names::Table = LazyLock::new(|| {
    crate::model::knowledge::list(crate::model::knowledge::Eco::Python, "sleep-calls")
});

/// Ruby receivers whose `sleep` is the real one.
pub const RUBY_SLEEP_RECEIVERS: &[&str] = &["Kernel", "self", "Thread", "Concurrent"];

/// JS names that schedule a timer (inside `new Promise(...)`, or awaited from
/// `timers/promises`).
pub const JS_TIMER_NAMES: &[&str] = &["setTimeout", "setTimeoutPromise", "setImmediate"];

/// Methods that block until data or an event arrives: a loop around them is
/// paced by the producer (stream reads, queue pops, sockets, prompts).
pub const BLOCKING_METHODS: &[&str] = &[
    "read",
    "readline",
    "readlines",
    "read_nonblock",
    "readpartial",
    "recv",
    "recv_into",
    "recvfrom",
    "recv_multipart",
    "next",
    // chunked transfers (googleapiclient `MediaIoBaseDownload.next_chunk`)
    "next_chunk",
    "__next__",
    "gets",
    "getc",
    "getch",
    "accept",
    "blpop",
    "brpop",
    "brpoplpush",
    "blmove",
    "bzpopmin",
    "xread",
    "xreadgroup",
    "get_message",
    "listen",
    "input",
    "raw_input",
    "prompt",
    "ask",
    "confirm",
    "agree",
    "choose",
    "getpass",
    "receive_message",
    "receiveMessage",
    "readLine",
    "question",
    "waitpid",
    "once",
];

/// Keyword/property names that make a call long-poll or block (SQS
/// `WaitTimeSeconds`, `queue.get(block=True)`).
pub const BLOCKING_KEYWORDS: &[&str] = &[
    "WaitTimeSeconds",
    "wait_time_seconds",
    "waitTimeSeconds",
    "block",
    "blocking",
    "blocking_timeout",
    "timeout_ms",
];

/// Methods that block when given a timeout (`queue.get(timeout=1)`,
/// `consumer.poll(1.0)`, `q.pop(timeout: 5)`).
pub const BLOCKING_WITH_TIMEOUT: &[&str] = &["get", "poll", "pop", "shift", "deq", "take"];

/// The first node in `body` (including `body` itself) that delays the next
/// iteration or attempt: a sleep, an awaited delay helper, an event wait,
/// `await new Promise(r => setTimeout(r, ms))`. Nested function definitions
/// are not looked into (they do not run in this body), except a promise
/// executor that schedules a timer.
pub fn find_delay<'t>(body: Node<'t>, family: Family, text: &'t str) -> Option<Node<'t>> {
    if is_delay(body, family, text) {
        return Some(body);
    }
    let mut found = None;
    ast::walk(body, &mut |n| {
        if found.is_some() {
            return false;
        }
        if is_delay(n, family, text) {
            found = Some(n);
            return false;
        }
        !ast::is_function(n.kind_name(), family)
    });
    found
}

/// True when one of `nodes` (or their descendants) delays.
pub fn any_delay<'t>(nodes: &[Node<'t>], family: Family, text: &'t str) -> Option<Node<'t>> {
    nodes.iter().find_map(|n| find_delay(*n, family, text))
}

/// Whether `nodes` delay, and every delay in them waits only on a throttled
/// answer: it lies in the branch of a test for 429 (`if res['code'] ==
/// "429": time.sleep(2)`, `sleep(5) if resp.code == 429`). The other
/// failed answers (502, 503) go round at once.
pub fn throttle_only_delays(nodes: &[Node<'_>], family: Family, text: &str) -> bool {
    let mut delays = Vec::new();
    for n in nodes {
        if is_delay(*n, family, text) {
            return false;
        }
        ast::walk(*n, &mut |d| {
            if is_delay(d, family, text) {
                delays.push(d);
                return false;
            }
            !ast::is_function(d.kind_name(), family)
        });
    }
    !delays.is_empty()
        && delays.iter().all(|d| {
            let mut child = *d;
            while let Some(p) = crate::semantics::parents::parent(child) {
                if nodes.contains(&p) {
                    return false;
                }
                let branch = match p.kind_name() {
                    "if_statement" | "elif_clause" | "if" | "elsif" => p.field("consequence"),
                    "if_modifier" => p.field("body"),
                    _ => None,
                };
                if branch.is_some_and(|b| {
                    b.start_byte() <= d.start_byte() && d.end_byte() <= b.end_byte()
                }) && p
                    .field("condition")
                    .is_some_and(|c| tests_throttling(c, text))
                {
                    return true;
                }
                child = p;
            }
            false
        })
}

/// A condition that tests for a throttled answer: it names a
/// `throttling-comment-words` word (`429`, `TOO_MANY_REQUESTS` read as
/// "too many requests", `rate_limited`) as a whole word.
fn tests_throttling(cond: Node<'_>, text: &str) -> bool {
    let t = text
        .get(cond.byte_range())
        .unwrap_or("")
        .to_ascii_lowercase()
        .replace('_', " ");
    crate::model::knowledge::list(
        crate::model::knowledge::Eco::Common,
        "throttling-comment-words",
    )
    .iter()
    .any(|w| {
        t.match_indices(w)
            .any(|(at, m)| crate::text::whole_word_at(t.as_bytes(), at, at + m.len()))
    })
}

/// True for a single node that delays.
pub fn is_delay(node: Node<'_>, family: Family, text: &str) -> bool {
    match family {
        Family::Python => node.kind_name() == "call" && py_delay_call(node, text),
        Family::Js => js_delay(node, text),
        Family::Ruby => ruby_delay(node, text),
    }
}

thread_local! {
    static HELPERS: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// While alive, the names of the file's waiting helpers (project functions
/// summarised as waiting: `timer`, `pause`) count as delays when called.
pub struct HelperScope {
    previous: Vec<String>,
}

impl HelperScope {
    pub fn install(names: Vec<String>) -> HelperScope {
        let previous = HELPERS.with(|h| std::mem::replace(&mut *h.borrow_mut(), names));
        HelperScope { previous }
    }
}

impl Drop for HelperScope {
    fn drop(&mut self) {
        let previous = std::mem::take(&mut self.previous);
        HELPERS.with(|h| *h.borrow_mut() = previous);
    }
}

/// A call of one of the installed waiting helpers.
fn is_waiting_helper(callee: &str) -> bool {
    HELPERS.with(|h| {
        let h = h.borrow();
        !h.is_empty() && h.iter().any(|n| n == callee)
    })
}

fn text_of<'t>(n: Node<'_>, text: &'t str) -> &'t str {
    text.get(n.byte_range()).unwrap_or("")
}

/// The last segment of a dotted callee (`sleep` for `time.sleep`).
fn last_segment(callee: &str) -> &str {
    callee
        .rsplit(['.', ':'])
        .next()
        .unwrap_or(callee)
        .trim_end_matches(['?', '!'])
}

fn py_delay_call(call: Node<'_>, text: &str) -> bool {
    let Some(f) = call.field("function") else {
        return false;
    };
    let callee = text_of(f, text);
    if PY_SLEEP_CALLS.contains(&callee) {
        return true;
    }
    if is_waiting_helper(callee) {
        return true;
    }
    let last = last_segment(callee);
    // Event().wait(t), condition.wait(), stop_event.wait(timeout=...)
    if last == "wait" || last == "wait_for" {
        return true;
    }
    DELAY_NAME.is_match(last)
}

fn js_delay(node: Node<'_>, text: &str) -> bool {
    match node.kind_name() {
        "await_expression" => {
            let Some(inner) = node.named_child(0) else {
                return false;
            };
            let inner = ast::unwrap_expr(inner);
            match inner.kind_name() {
                // await new Promise(r => setTimeout(r, ms)), or any other
                // promise the loop waits on (an event, a callback).
                "new_expression" => inner
                    .field("constructor")
                    .is_some_and(|c| text_of(c, text) == "Promise"),
                "call_expression" => inner.field("function").is_some_and(|f| {
                    let callee = text_of(f, text);
                    let last = last_segment(callee);
                    JS_TIMER_NAMES.contains(&last)
                        || DELAY_NAME.is_match(last)
                        || is_waiting_helper(callee)
                        // await promisify(setTimeout)(ms)
                        || (f.kind_name() == "call_expression" && callee.contains("setTimeout"))
                        // `await timeout(1000 * retryAfter);` as a statement:
                        // a promise of one duration awaited for nothing but
                        // the time it takes (a race would take the work too).
                        || (crate::model::knowledge::list(
                            crate::model::knowledge::Eco::Javascript,
                            "duration-promise-names",
                        )
                        .contains(&last)
                            && inner
                                .field("arguments")
                                .is_some_and(|a| a.named_child_count() == 1)
                            && parents::parent(node)
                                .is_some_and(|p| p.kind_name() == "expression_statement"))
                }),
                _ => false,
            }
        }
        // A synchronous sleep helper (`sleepSync(100)`, `Atomics.wait(...)`)
        // or a delay helper whose promise is returned/chained.
        "call_expression" => node.field("function").is_some_and(|f| {
            let last = last_segment(text_of(f, text));
            last != "wait" && DELAY_NAME.is_match(last) && !last.starts_with("set")
        }),
        _ => false,
    }
}

fn ruby_delay(node: Node<'_>, text: &str) -> bool {
    match node.kind_name() {
        // Bare `sleep` (no argument) is an identifier in tree-sitter-ruby.
        "identifier" => {
            text_of(node, text) == "sleep"
                && parents::parent(node)
                    .is_none_or(|p| p.kind_name() != "call" || p.field("method") != Some(node))
        }
        "call" => {
            let Some(method) = node.field("method") else {
                return false;
            };
            let name = text_of(method, text);
            if name == "sleep" {
                return node
                    .field("receiver")
                    .is_none_or(|r| RUBY_SLEEP_RECEIVERS.contains(&text_of(r, text)));
            }
            // `awaiting_upload?` asks a question; it does not wait.
            !name.ends_with('?') && DELAY_NAME.is_match(name.trim_end_matches('!'))
        }
        _ => false,
    }
}

/// True for a call that blocks until data, an event or a person arrives, so
/// a loop around it is paced without a sleep: stream and socket reads, queue
/// pops with a timeout, long polls (`WaitTimeSeconds=`), prompts.
pub fn is_blocking_call(call: Node<'_>, family: Family, text: &str) -> bool {
    let Some(f) = ast::callee(call, family, text) else {
        return false;
    };
    let callee = text_of(f, text);
    let last = last_segment(callee);
    if BLOCKING_METHODS.contains(&last) {
        return true;
    }
    // `IO.select`, `select.select(...)`, `selector.select(timeout)`, `thread.join`
    // (but not `items.select { }` or `parts.join(",")`).
    if matches!(
        callee,
        "IO.select" | "select.select" | "select" | "selector.select" | "self.selector.select"
    ) || (last == "join" && callee.to_ascii_lowercase().contains("thread"))
    {
        return true;
    }
    let args = call.field("arguments");
    let mut blocking_kw = false;
    let mut has_timeout = false;
    let mut positional_number = false;
    if let Some(args) = args {
        let mut cursor = args.walk();
        for arg in args.named_children(&mut cursor) {
            let key = match arg.kind_name() {
                "keyword_argument" | "pair" => arg.field("name").or_else(|| arg.field("key")),
                "object" => {
                    // JS: receiveMessage({ WaitTimeSeconds: 20 })
                    let mut c = arg.walk();
                    let keys: Vec<_> = arg
                        .named_children(&mut c)
                        .filter(|p| p.kind_name() == "pair")
                        .filter_map(|p| p.field("key"))
                        .collect();
                    for k in keys {
                        let k = text_of(k, text).trim_matches(['"', '\'']);
                        blocking_kw |= BLOCKING_KEYWORDS.contains(&k);
                        has_timeout |= k.to_ascii_lowercase().contains("timeout");
                    }
                    None
                }
                "integer" | "float" | "number" => {
                    positional_number = true;
                    None
                }
                _ => None,
            };
            if let Some(k) = key {
                let k = text_of(k, text)
                    .trim_start_matches(':')
                    .trim_end_matches(':');
                blocking_kw |= BLOCKING_KEYWORDS.contains(&k);
                has_timeout |= k.to_ascii_lowercase().contains("timeout");
            }
        }
    }
    if blocking_kw {
        return true;
    }
    // `queue.get(timeout=1)` blocks; `requests.get(url, timeout=5)` does not.
    let receiver = callee.rsplit_once(['.', ':']).map_or("", |(r, _)| r);
    let receiver = receiver.rsplit(['.', ':']).next().unwrap_or(receiver);
    BLOCKING_WITH_TIMEOUT.contains(&last)
        && (has_timeout || positional_number)
        && BLOCKING_RECEIVER.is_match(receiver)
}

/// Receivers whose `get`/`pop`/`poll` with a timeout blocks for a producer.
static BLOCKING_RECEIVER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)(queue|^q$|consumer|chan|inbox|mailbox|poller|^p$|stream|subscriber|pubsub|select)",
    )
    .expect("valid regex")
});

/// The first blocking call in `body` (not looking into nested functions).
pub fn find_blocking_call<'t>(body: Node<'t>, family: Family, text: &'t str) -> Option<Node<'t>> {
    let mut found = None;
    let check =
        |n: Node<'t>| ast::is_call(n.kind_name(), family) && is_blocking_call(n, family, text);
    if check(body) {
        return Some(body);
    }
    ast::walk(body, &mut |n| {
        if found.is_some() {
            return false;
        }
        if check(n) {
            found = Some(n);
            return false;
        }
        // Ruby `gets` without arguments is an identifier.
        if family == Family::Ruby && n.kind_name() == "identifier" && text_of(n, text) == "gets" {
            found = Some(n);
            return false;
        }
        !ast::is_function(n.kind_name(), family)
    });
    found
}

/// Calls that wait for a person: a retry or poll around them is paced by the
/// person typing.
pub const PROMPT_METHODS: &[&str] = &[
    "input",
    "raw_input",
    "gets",
    "prompt",
    "ask",
    "confirm",
    "agree",
    "choose",
    "getpass",
    "question",
    "select_from_list",
];

/// The first prompt for user input in `body` (not in nested functions).
pub fn find_prompt<'t>(body: Node<'t>, family: Family, text: &'t str) -> Option<Node<'t>> {
    let is_prompt = |n: Node<'t>| {
        (ast::is_call(n.kind_name(), family)
            && ast::call_method_name(n, family, text).is_some_and(|m| PROMPT_METHODS.contains(&m)))
            || (family == Family::Ruby
                && n.kind_name() == "identifier"
                && text_of(n, text) == "gets")
    };
    if is_prompt(body) {
        return Some(body);
    }
    let mut found = None;
    ast::walk(body, &mut |n| {
        if found.is_some() {
            return false;
        }
        if is_prompt(n) {
            found = Some(n);
            return false;
        }
        !ast::is_function(n.kind_name(), family)
    });
    found
}
