//! Loop anatomy shared by the loop rules: which nodes are loops that repeat
//! an operation (unbounded `while True` / `loop do` / `for (;;)`, or bounded
//! attempt loops such as `for i in range(n)` / `n.times do`), where the header
//! ends, what the body and condition are, and which statements leave the loop.

use crate::lang::Family;
use crate::semantics::ast;
use crate::semantics::ast::Field;
use crate::semantics::kind::NodeKind as _;
use tree_sitter::Node;

/// Loop node kinds per family (Ruby `loop do` / `n.times do` are `call`s).
pub fn loop_kinds(family: Family) -> &'static [&'static str] {
    match family {
        Family::Js => &["while_statement", "do_statement", "for_statement"],
        Family::Python => &["while_statement", "for_statement"],
        Family::Ruby => &["while", "until", "call", "while_modifier", "until_modifier"],
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoopShape {
    /// `while True`, `loop do`, `for (;;)`, `while (!done)`, `until cond`.
    Conditional,
    /// `for i in range(n)`, `n.times do`, `for (let i = 0; i < n; i++)`.
    Counted,
}

pub struct LoopParts<'t> {
    pub node: Node<'t>,
    pub shape: LoopShape,
    /// The statements repeated each iteration.
    pub body: Node<'t>,
    /// The loop's own condition, when it has one that is not a constant.
    pub condition: Option<Node<'t>>,
    /// Byte range of the header (`while True:`, `loop do`, `for (;;)`).
    pub header: (usize, usize),
    /// Loop counter / block parameter names.
    pub loop_vars: Vec<String>,
}

fn text_of<'t>(n: Node<'_>, text: &'t str) -> &'t str {
    text.get(n.byte_range()).unwrap_or("")
}

/// The header of `node`: from its start to the end of the last non-comment
/// child before `body` (`while True:`, `while (x)`, `until done`).
fn header_before(node: Node<'_>, body: Node<'_>) -> (usize, usize) {
    let mut end = node.start_byte();
    let mut cursor = node.walk();
    for child in node.children(&mut cursor) {
        if child.start_byte() >= body.start_byte() {
            break;
        }
        if child.kind_name() != "comment" {
            end = child.end_byte();
        }
    }
    (node.start_byte(), end)
}

fn is_constant_true(cond: Node<'_>, text: &str) -> bool {
    let t = text_of(cond, text)
        .trim()
        .trim_start_matches('(')
        .trim_end_matches(')')
        .trim();
    matches!(t, "True" | "true" | "1" | "")
}

/// Recognises a repeating loop. Loops over collections (`for x in items`,
/// `items.each do`, `for (const x of xs)`) are not returned: they walk data.
pub fn loop_parts<'t>(node: Node<'t>, family: Family, text: &'t str) -> Option<LoopParts<'t>> {
    match family {
        Family::Python => python_loop(node, text),
        Family::Js => js_loop(node, text),
        Family::Ruby => ruby_loop(node, text),
    }
}

fn python_loop<'t>(node: Node<'t>, text: &'t str) -> Option<LoopParts<'t>> {
    let body = node.field("body")?;
    match node.kind_name() {
        "while_statement" => {
            let cond = node.field("condition")?;
            Some(LoopParts {
                node,
                shape: LoopShape::Conditional,
                body,
                condition: (!is_constant_true(cond, text)).then_some(cond),
                header: header_before(node, body),
                loop_vars: Vec::new(),
            })
        }
        "for_statement" => {
            let right = node.field("right")?;
            if right.kind_name() != "call"
                || right
                    .field("function")
                    .is_none_or(|f| text_of(f, text) != "range")
            {
                return None;
            }
            // range(0, len(xs), step) walks indexes of data, not attempts;
            // range(1, n + 1) counts attempts from one.
            let args = right.field("arguments")?;
            let counts_from_literal = args.named_child_count() == 2
                && args
                    .named_child(0)
                    .is_some_and(|a| matches!(text_of(a, text), "0" | "1"));
            if (args.named_child_count() > 1 && !counts_from_literal)
                || text_of(args, text).contains("len(")
            {
                return None;
            }
            let left = node.field("left")?;
            Some(LoopParts {
                node,
                shape: LoopShape::Counted,
                body,
                condition: None,
                header: header_before(node, body),
                loop_vars: vec![text_of(left, text).to_string()],
            })
        }
        _ => None,
    }
}

fn js_loop<'t>(node: Node<'t>, text: &'t str) -> Option<LoopParts<'t>> {
    let body = node.field("body")?;
    match node.kind_name() {
        "while_statement" => {
            let cond = node.field("condition")?;
            Some(LoopParts {
                node,
                shape: LoopShape::Conditional,
                body,
                condition: (!is_constant_true(cond, text)).then_some(cond),
                header: header_before(node, body),
                loop_vars: Vec::new(),
            })
        }
        "do_statement" => {
            let cond = node.field("condition")?;
            Some(LoopParts {
                node,
                shape: LoopShape::Conditional,
                body,
                condition: (!is_constant_true(cond, text)).then_some(cond),
                header: (node.start_byte(), node.start_byte() + 2),
                loop_vars: Vec::new(),
            })
        }
        "for_statement" => {
            let cond = node
                .field("condition")
                .filter(|c| c.kind_name() != "empty_statement" && c.kind_name() != ";");
            let init = node.field("initializer");
            let mut vars = Vec::new();
            if let Some(init) = init {
                ast::walk(init, &mut |n| {
                    if n.kind_name() == "variable_declarator"
                        && let Some(name) = n.field("name")
                    {
                        vars.push(text_of(name, text).to_string());
                    }
                    true
                });
                if init.kind_name() == "expression_statement"
                    && let Some(a) = init.named_child(0)
                    && a.kind_name() == "assignment_expression"
                    && let Some(l) = a.field("left")
                {
                    vars.push(text_of(l, text).to_string());
                }
            }
            let shape = match cond {
                None => LoopShape::Conditional,
                Some(c) => {
                    // `i < items.length` walks data; `i < retries` counts attempts.
                    let ct = text_of(c, text);
                    if ct.contains(".length") || ct.contains(".size") || ct.contains("len(") {
                        return None;
                    }
                    LoopShape::Counted
                }
            };
            Some(LoopParts {
                node,
                shape,
                body,
                condition: cond,
                header: header_before(node, body),
                loop_vars: vars,
            })
        }
        _ => None,
    }
}

fn ruby_loop<'t>(node: Node<'t>, text: &'t str) -> Option<LoopParts<'t>> {
    match node.kind_name() {
        "while" | "until" => {
            let cond = node.field("condition")?;
            let body = node.field("body")?;
            let constant = node.kind_name() == "while" && is_constant_true(cond, text);
            Some(LoopParts {
                node,
                shape: LoopShape::Conditional,
                body,
                condition: (!constant).then_some(cond),
                header: header_before(node, body),
                loop_vars: Vec::new(),
            })
        }
        "while_modifier" | "until_modifier" => {
            // begin ... end while cond
            let body = node.field("body")?;
            if body.kind_name() != "begin" {
                return None;
            }
            let cond = node.field("condition")?;
            Some(LoopParts {
                node,
                shape: LoopShape::Conditional,
                body,
                condition: Some(cond),
                header: (body.start_byte(), body.start_byte() + 5),
                loop_vars: Vec::new(),
            })
        }
        "call" => {
            let method = text_of(node.field("method")?, text);
            let block = node.field("block")?;
            let receiver = node.field("receiver");
            let shape = match (method, receiver) {
                ("loop", None) => LoopShape::Conditional,
                ("times", Some(r))
                    if !text_of(r, text).contains(".size")
                        && !text_of(r, text).contains(".length")
                        && !text_of(r, text).contains(".count") =>
                {
                    LoopShape::Counted
                }
                _ => return None,
            };
            let body = block.field("body")?;
            let mut vars = Vec::new();
            let params = block.field("parameters");
            if let Some(p) = params {
                let mut c = p.walk();
                for id in p.named_children(&mut c) {
                    vars.push(text_of(id, text).to_string());
                }
            }
            let head_end = match params {
                Some(p) => p.end_byte(),
                None => {
                    block.start_byte()
                        + if block.kind_name() == "do_block" {
                            2
                        } else {
                            1
                        }
                }
            };
            Some(LoopParts {
                node,
                shape,
                body,
                condition: None,
                header: (node.start_byte(), head_end),
                loop_vars: vars,
            })
        }
        _ => None,
    }
}

/// True for a node that is itself a loop (any loop, including collection loops).
pub fn is_any_loop(n: Node<'_>, family: Family, text: &str) -> bool {
    match family {
        Family::Python => matches!(n.kind_name(), "while_statement" | "for_statement"),
        Family::Js => matches!(
            n.kind_name(),
            "while_statement" | "do_statement" | "for_statement" | "for_in_statement"
        ),
        Family::Ruby => match n.kind_name() {
            "while" | "until" | "for" => true,
            "call" => n.field("block").is_some_and(|_| {
                n.field("method").is_some_and(|m| {
                    matches!(
                        text_of(m, text),
                        "loop"
                            | "times"
                            | "each"
                            | "each_with_index"
                            | "map"
                            | "upto"
                            | "downto"
                            | "step"
                            | "find_each"
                            | "each_slice"
                    )
                })
            }),
            _ => false,
        },
    }
}

/// What leaves a loop from inside its body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    Break,
    Return,
    Raise,
}

/// Classifies an exit statement. `break` counts only when it leaves the loop
/// under consideration, which the caller ensures by not descending into
/// nested loops (and JS `switch`) when looking for breaks.
pub fn exit_kind(n: Node<'_>, family: Family, text: &str) -> Option<Exit> {
    match family {
        Family::Python => match n.kind_name() {
            "break_statement" => Some(Exit::Break),
            "return_statement" => Some(Exit::Return),
            "raise_statement" => Some(Exit::Raise),
            _ => None,
        },
        Family::Js => match n.kind_name() {
            "break_statement" if n.named_child_count() == 0 => Some(Exit::Break),
            "return_statement" => Some(Exit::Return),
            "throw_statement" => Some(Exit::Raise),
            _ => None,
        },
        Family::Ruby => match n.kind_name() {
            "break" => Some(Exit::Break),
            "return" => Some(Exit::Return),
            "identifier" if matches!(text_of(n, text), "raise" | "fail") => Some(Exit::Raise),
            "call"
                if n.field("receiver").is_none()
                    && n.field("method").is_some_and(|m| {
                        matches!(text_of(m, text), "raise" | "fail" | "abort" | "exit")
                    }) =>
            {
                Some(Exit::Raise)
            }
            _ => None,
        },
    }
}

/// A conditional that skips to the next iteration when it holds, and is
/// followed in the loop body by a statement that leaves the loop (`if
/// r.status != 200: continue` ... `break`, Ruby `next unless res.is_a?(...)`
/// ... `return res`): the loop is left when its condition fails.
pub fn continues_then_exits(cond_stmt: Node<'_>, family: Family, text: &str) -> bool {
    let skip = match cond_stmt.kind_name() {
        "if_modifier" | "unless_modifier" => cond_stmt.field("body"),
        _ => cond_stmt.field("consequence"),
    };
    let Some(skip) = skip else { return false };
    if find_exit(skip, family, text).is_some() || !goes_to_next(skip, family, text) {
        return false;
    }
    // A later statement of an enclosing block, up to the loop, leaves it.
    let mut at = cond_stmt;
    while let Some(parent) = crate::semantics::parents::parent(at) {
        if is_any_loop(parent, family, text) || ast::is_function(parent.kind_name(), family) {
            return false;
        }
        let mut next = crate::semantics::parents::next_named_sibling(at);
        while let Some(s) = next {
            if exit_kind(s, family, text).is_some_and(|e| e != Exit::Raise) {
                return true;
            }
            next = crate::semantics::parents::next_named_sibling(s);
        }
        at = parent;
    }
    false
}

/// `continue` (unlabelled) or Ruby `next`: a statement that goes to the
/// next round of the loop it is in.
pub fn is_next_statement(n: Node<'_>, family: Family) -> bool {
    match family {
        Family::Python | Family::Js => {
            n.kind_name() == "continue_statement" && n.named_child_count() == 0
        }
        Family::Ruby => n.kind_name() == "next",
    }
}

/// The statements under `node` (itself included) that go to the next round
/// of the loop `node` is in: nested loops and functions are not entered.
pub fn next_statements<'t>(node: Node<'t>, family: Family, text: &str) -> Vec<Node<'t>> {
    if is_next_statement(node, family) {
        return vec![node];
    }
    let mut found = Vec::new();
    ast::walk(node, &mut |n| {
        if is_any_loop(n, family, text) || ast::is_function(n.kind_name(), family) {
            return false;
        }
        if is_next_statement(n, family) {
            found.push(n);
        }
        true
    });
    found
}

/// Whether `node` goes to the next iteration (`continue`, Ruby `next`) of
/// the loop it is in, not of a nested one.
fn goes_to_next(node: Node<'_>, family: Family, text: &str) -> bool {
    !next_statements(node, family, text).is_empty()
}

/// The first statement under `node` that leaves the enclosing loop: breaks
/// are not looked for inside nested loops (or JS `switch`), nothing inside
/// nested functions counts.
pub fn find_exit<'t>(node: Node<'t>, family: Family, text: &'t str) -> Option<(Node<'t>, Exit)> {
    if let Some(e) = exit_kind(node, family, text) {
        return Some((node, e));
    }
    fn go<'t>(
        n: Node<'t>,
        family: Family,
        text: &'t str,
        in_inner: bool,
        out: &mut Option<(Node<'t>, Exit)>,
    ) {
        let mut cursor = n.walk();
        for child in n.children(&mut cursor) {
            if out.is_some() {
                return;
            }
            if ast::is_function(child.kind_name(), family) {
                continue;
            }
            if let Some(e) = exit_kind(child, family, text)
                && !(in_inner && e == Exit::Break)
            {
                *out = Some((child, e));
                return;
            }
            let inner = in_inner
                || is_any_loop(child, family, text)
                || (family == Family::Js && child.kind_name() == "switch_statement");
            go(child, family, text, inner, out);
        }
    }
    let mut out = None;
    let inner = is_any_loop(node, family, text);
    go(node, family, text, inner, &mut out);
    out
}
