//! Small syntax helpers shared by rules: function boundaries, call names,
//! literals, bounded subtree walks.

use crate::lang::Family;
use crate::semantics::kind::NodeKind as _;
use crate::semantics::parents::{self, parent as parent_of};
use std::cell::RefCell;
use tree_sitter::Node;

/// Field ids by name, per grammar (a few grammars per scan).
type FieldIds = Vec<(
    tree_sitter::Language,
    rustc_hash::FxHashMap<&'static str, Option<u16>>,
)>;

thread_local! {
    static FIELD_IDS: RefCell<FieldIds> = const { RefCell::new(Vec::new()) };
}

/// `Node::child_by_field_name` with the field's id looked up once per
/// grammar and thread: tree-sitter finds a field's id by comparing its name
/// with the grammar's field names one by one, on every call.
pub trait Field<'t> {
    fn field(&self, name: &'static str) -> Option<Node<'t>>;
}

impl<'t> Field<'t> for Node<'t> {
    #[inline]
    fn field(&self, name: &'static str) -> Option<Node<'t>> {
        let language = self.language();
        let id = FIELD_IDS.with(|ids| {
            let mut ids = ids.borrow_mut();
            let i = match ids.iter().position(|(l, _)| *l == *language) {
                Some(i) => i,
                None => {
                    ids.push(((*language).clone(), Default::default()));
                    ids.len() - 1
                }
            };
            *ids[i]
                .1
                .entry(name)
                .or_insert_with(|| language.field_id_for_name(name).map(|id| id.get()))
        })?;
        self.child_by_field_id(id)
    }
}

/// Node kinds that start a new function scope.
pub fn is_function(kind: &str, family: Family) -> bool {
    match family {
        Family::Js => matches!(
            kind,
            "function_declaration"
                | "function_expression"
                | "function"
                | "arrow_function"
                | "method_definition"
                | "generator_function_declaration"
                | "generator_function"
        ),
        Family::Ruby => matches!(kind, "method" | "singleton_method" | "lambda"),
        Family::Python => matches!(kind, "function_definition" | "lambda"),
    }
}

/// Node kinds that define a class/module scope.
pub fn is_class(kind: &str, family: Family) -> bool {
    match family {
        Family::Js => matches!(
            kind,
            "class_declaration" | "class" | "abstract_class_declaration"
        ),
        Family::Ruby => matches!(kind, "class" | "module"),
        Family::Python => kind == "class_definition",
    }
}

/// The text of a class's superclass declaration: Ruby `< Base`, Python
/// `(Base, Mixin)`, JavaScript `extends Base implements I`; `None` when the
/// class declares none.
pub fn superclasses<'t>(class: Node<'t>, family: Family, text: &'t str) -> Option<&'t str> {
    let node = match family {
        Family::Ruby => class.field("superclass"),
        Family::Python => class.field("superclasses"),
        Family::Js => {
            let mut c = class.walk();
            class
                .children(&mut c)
                .find(|ch| ch.kind_name() == "class_heritage")
        }
    }?;
    text.get(node.byte_range())
}

/// Call node kinds.
pub fn is_call(kind: &str, family: Family) -> bool {
    match family {
        Family::Js => matches!(kind, "call_expression" | "new_expression"),
        Family::Ruby => kind == "call",
        Family::Python => kind == "call",
    }
}

/// The last named child of `node` that is not a comment: a block's last
/// statement.
pub fn last_code_child(node: Node<'_>) -> Option<Node<'_>> {
    let mut cursor = node.walk();
    node.named_children(&mut cursor)
        .filter(|c| !c.kind_name().contains("comment"))
        .last()
}

/// Statement kinds whose inner statements may not all run: branches
/// (`if`, `unless`, `case`/`switch`), handlers (`try`, `begin`), loops and
/// `with` blocks. A statement of a block runs whenever the block's next
/// statement does only when it is none of these.
pub fn is_compound_statement(kind: &str, family: Family) -> bool {
    match family {
        Family::Js => matches!(
            kind,
            "if_statement"
                | "try_statement"
                | "switch_statement"
                | "for_statement"
                | "for_in_statement"
                | "while_statement"
                | "do_statement"
        ),
        Family::Python => matches!(
            kind,
            "if_statement"
                | "try_statement"
                | "match_statement"
                | "for_statement"
                | "while_statement"
                | "with_statement"
        ),
        Family::Ruby => matches!(
            kind,
            "if" | "unless"
                | "if_modifier"
                | "unless_modifier"
                | "case"
                | "case_match"
                | "begin"
                | "for"
                | "while"
                | "until"
                | "while_modifier"
                | "until_modifier"
        ),
    }
}

/// The innermost function enclosing `node` (not `node` itself).
pub fn enclosing_function<'t>(node: Node<'t>, family: Family) -> Option<Node<'t>> {
    crate::semantics::parents::enclosing(node, family as u8, |k| is_function(k, family))
}

pub fn enclosing_class<'t>(node: Node<'t>, family: Family) -> Option<Node<'t>> {
    crate::semantics::parents::enclosing(node, 8 + family as u8, |k| is_class(k, family))
}

/// A framework may call `func` without the project naming it: it is
/// decorated (`@app.route`, `@Injectable()` on its class), or it is a method
/// of a class that extends another (`class Audit(MiddlewareMixin)`, `class
/// X < Base`, `class X extends Y`), whose base may call it as a hook. So may
/// its own class, when it calls its methods by a computed name
/// (`getattr(self, to_call)(...)`, `send(handler, event)`,
/// `this[method](...)`): a method nothing names may be one of those.
pub fn may_be_framework_hook(func: Node<'_>, family: Family, text: &str) -> bool {
    may_be_framework_hook_by_form(func, family, text)
        || enclosing_class(func, family).is_some_and(|class| {
            dispatches_by_computed_name(class.utf8_text(text.as_bytes()).unwrap_or(""), family)
        })
}

/// Some definition under `root` named in `entries` (the functions through
/// which a file's paths reach a finding) may be called by a framework
/// without the project naming it ([`may_be_framework_hook`]).
pub fn entry_is_framework_hook(
    root: Node<'_>,
    entries: &[String],
    family: Family,
    text: &str,
) -> bool {
    let mut found = false;
    walk(root, &mut |n| {
        if found {
            return false;
        }
        if is_function(n.kind_name(), family)
            && function_name(n, text).is_some_and(|name| entries.iter().any(|e| e == name))
            && may_be_framework_hook(n, family, text)
        {
            found = true;
        }
        true
    });
    found
}

/// The route a function enclosing `node` is registered for by a decorator
/// that names a URL path (`@github_bp.route("/process_pr", ...)`,
/// `@router.get("/users/{id}")`, `@Post('/hooks')`): it runs per request,
/// whatever else its file registers. Python and TypeScript decorators.
pub fn route_decorated<'t>(node: Node<'t>, family: Family, text: &'t str) -> Option<&'t str> {
    if family == Family::Ruby {
        return None;
    }
    let mut func = enclosing_function(node, family);
    while let Some(f) = func {
        let decorators: Vec<Node<'t>> = match family {
            Family::Python => parent_of(f)
                .filter(|p| p.kind_name() == "decorated_definition")
                .map(|p| {
                    p.named_children(&mut p.walk())
                        .filter(|d| d.kind_name() == "decorator")
                        .collect()
                })
                .unwrap_or_default(),
            _ => {
                let mut c = f.walk();
                let mut found: Vec<Node<'t>> = f
                    .named_children(&mut c)
                    .filter(|d| d.kind_name() == "decorator")
                    .collect();
                // A class method's decorators precede it in the class body.
                let mut prev = crate::semantics::parents::prev_named_sibling(f);
                while let Some(d) = prev.filter(|d| d.kind_name() == "decorator") {
                    found.push(d);
                    prev = crate::semantics::parents::prev_named_sibling(d);
                }
                found
            }
        };
        for d in decorators {
            let t = text.get(d.byte_range()).unwrap_or("");
            // `@x.route("/path"`, `@Get('/path'`: the first argument is a path.
            let Some((callee, args)) = t.trim_start_matches('@').split_once('(') else {
                continue;
            };
            let method = callee.rsplit('.').next().unwrap_or(callee).trim();
            let first = args.trim_start().trim_start_matches(['r', 'f']);
            let path =
                first.starts_with("\"/") || first.starts_with("'/") || first.starts_with("`/");
            // A TypeScript controller's verb decorator (`@Get()`,
            // `@Post('accept/:id')`: NestJS, routing-controllers) routes
            // the method whatever its path looks like.
            let path = path
                || (family == Family::Js
                    && callee.chars().next().is_some_and(char::is_uppercase)
                    && !callee.contains('.'));
            let verb = crate::model::knowledge::list(
                crate::model::knowledge::Eco::Common,
                "route-decorator-methods",
            )
            .iter()
            .any(|m| m.eq_ignore_ascii_case(method));
            if path && verb {
                return Some(t.trim());
            }
        }
        func = enclosing_function(f, family);
    }
    None
}

/// Whether each of `entries` is a helper its own module leaves out: a
/// function defined at the top of the file (not decorated, not a method),
/// that calls no other top-level function of the file, while code of the
/// file does call another of them. The module is used the way its authors
/// wired it, and this helper is not part of that: when nothing in the scan
/// names it either, it is dead code, not work nobody watches. JavaScript
/// and Python (a Ruby file's methods belong to its classes).
pub fn unused_module_helper(
    root: Node<'_>,
    entries: &[String],
    family: Family,
    text: &str,
) -> bool {
    if family == Family::Ruby || entries.is_empty() {
        return false;
    }
    // The top-level functions: name and byte range.
    let mut tops: Vec<(&str, std::ops::Range<usize>)> = Vec::new();
    let mut calls: Vec<(&str, usize)> = Vec::new();
    walk(root, &mut |n| {
        let kind = n.kind_name();
        if is_function(kind, family) {
            if top_level_function(n, family)
                && let Some(name) = function_name(n, text)
            {
                tops.push((name, n.byte_range()));
            }
        } else if is_call(kind, family)
            && let Some(callee) = callee(n, family, text)
            && callee.kind_name() == "identifier"
            && let Ok(name) = callee.utf8_text(text.as_bytes())
        {
            calls.push((name, n.start_byte()));
        }
        true
    });
    let is_top = |name: &str| tops.iter().any(|(t, _)| *t == name);
    entries.iter().all(|entry| {
        let Some((_, body)) = tops.iter().find(|(t, _)| *t == entry.as_str()) else {
            return false;
        };
        let leaf = !calls
            .iter()
            .any(|(name, at)| body.contains(at) && *name != entry.as_str() && is_top(name));
        let siblings_used = calls.iter().any(|(name, at)| {
            !body.contains(at) && !entries.iter().any(|e| e == name) && is_top(name)
        });
        leaf && siblings_used
    })
}

/// A function defined at the top of its file: a Python `def` directly in
/// the module (undecorated), a JavaScript declaration or `const f = () =>`
/// of the program, exported or not.
fn top_level_function(func: Node<'_>, family: Family) -> bool {
    let mut cur = func;
    while let Some(p) = parent_of(cur) {
        match (family, p.kind_name()) {
            (Family::Python, "module") | (Family::Js, "program") => return true,
            (Family::Js, "export_statement" | "lexical_declaration" | "variable_declaration")
            | (Family::Js, "variable_declarator") => cur = p,
            _ => return false,
        }
    }
    false
}

/// Code that calls a method of its own object by a name computed at run
/// time.
fn dispatches_by_computed_name(code: &str, family: Family) -> bool {
    use std::sync::LazyLock;
    static PY: LazyLock<regex::Regex> = LazyLock::new(|| {
        regex::Regex::new(r#"\bgetattr\(\s*self\s*,\s*[^'"\s)]"#).expect("valid regex")
    });
    static RB: LazyLock<regex::Regex> = LazyLock::new(|| {
        regex::Regex::new(r#"(?m)(^|[\s(])(self\.)?(public_)?send[\s(]+("[^"\n]*#\{|[^:'"\s)])"#)
            .expect("valid regex")
    });
    static JS: LazyLock<regex::Regex> = LazyLock::new(|| {
        regex::Regex::new(r#"\bthis(\s+as\s+[\w<>]+\s*\))?\[\s*([^'"`\]\s]|`[^`\n]*\$\{)"#)
            .expect("valid regex")
    });
    match family {
        Family::Python => PY.is_match(code),
        Family::Ruby => RB.is_match(code),
        Family::Js => JS.is_match(code),
    }
}

fn may_be_framework_hook_by_form(func: Node<'_>, family: Family, text: &str) -> bool {
    let decorated = |n: Node<'_>| {
        parent_of(n).is_some_and(|p| p.kind_name() == "decorated_definition") || {
            let mut c = n.walk();
            n.named_children(&mut c)
                .any(|ch| ch.kind_name() == "decorator")
        }
    };
    if decorated(func) {
        return true;
    }
    let Some(class) = enclosing_class(func, family) else {
        return false;
    };
    if decorated(class) {
        return true;
    }
    match family {
        Family::Python => class.field("superclasses").is_some_and(|s| {
            let t = s.utf8_text(text.as_bytes()).unwrap_or("");
            !matches!(t.trim(), "()" | "(object)")
        }),
        Family::Ruby => class.field("superclass").is_some(),
        Family::Js => {
            let mut c = class.walk();
            class.named_children(&mut c).any(|ch| {
                ch.kind_name() == "class_heritage"
                    && ch
                        .utf8_text(text.as_bytes())
                        .is_ok_and(|t| t.contains("extends"))
            })
        }
    }
}

/// The name of a function node, when it has one (including `const f = () => ...`
/// and `f = function () {}` / class field arrows in JS).
pub fn function_name<'t>(func: Node<'t>, text: &'t str) -> Option<&'t str> {
    if let Some(name) = func.field("name") {
        return name.utf8_text(text.as_bytes()).ok();
    }
    let parent = parent_of(func)?;
    match parent.kind_name() {
        "variable_declarator" | "public_field_definition" | "field_definition" | "pair" => parent
            .field("name")
            .or_else(|| parent.field("property"))
            .or_else(|| parent.field("key"))
            .and_then(|n| n.utf8_text(text.as_bytes()).ok()),
        "assignment_expression" | "assignment" => {
            let left = parent.field("left")?;
            let t = left.utf8_text(text.as_bytes()).ok()?;
            Some(t.rsplit('.').next().unwrap_or(t))
        }
        _ => None,
    }
}

/// The first function under `root` named `name` (a declaration, or a
/// function bound to a name: `const handle = (req) => {...}`).
pub fn function_named<'t>(
    root: Node<'t>,
    name: &str,
    family: Family,
    text: &'t str,
) -> Option<Node<'t>> {
    let mut found = None;
    walk(root, &mut |n| {
        if found.is_some() {
            return false;
        }
        if is_function(n.kind_name(), family) && function_name(n, text) == Some(name) {
            found = Some(n);
            return false;
        }
        true
    });
    found
}

/// Calls `visit` on every descendant of `node` (not `node` itself), depth first.
/// `visit` returns false to skip a node's children.
pub fn walk<'t>(node: Node<'t>, visit: &mut dyn FnMut(Node<'t>) -> bool) {
    // The file being checked is walked from its table, in the same order.
    if crate::semantics::parents::descendants(node, visit) {
        return;
    }
    let mut cursor = node.walk();
    if !cursor.goto_first_child() {
        return;
    }
    loop {
        let descend = visit(cursor.node());
        if descend && cursor.goto_first_child() {
            continue;
        }
        loop {
            if cursor.goto_next_sibling() {
                break;
            }
            if !cursor.goto_parent() || cursor.node() == node {
                return;
            }
        }
    }
}

/// True when some descendant satisfies `pred`, not looking into nested functions.
pub fn any_in_scope<'t>(
    node: Node<'t>,
    family: Family,
    pred: &mut dyn FnMut(Node<'t>) -> bool,
) -> bool {
    let mut found = false;
    walk(node, &mut |n| {
        if found {
            return false;
        }
        if pred(n) {
            found = true;
            return false;
        }
        !is_function(n.kind_name(), family)
    });
    found
}

/// The conditions of the branches `node` sits in, innermost first, up to
/// `stop` (exclusive) or the enclosing function: `if`, `elif`, `unless`,
/// their modifier forms and the ternary.
pub fn branch_conditions<'t>(node: Node<'t>, stop: Node<'t>, family: Family) -> Vec<Node<'t>> {
    let mut out = Vec::new();
    let mut cur = node;
    while let Some(up) = crate::semantics::parents::parent(cur) {
        if up == stop || is_function(up.kind_name(), family) {
            break;
        }
        if matches!(
            up.kind_name(),
            "if_statement"
                | "if"
                | "elif_clause"
                | "if_modifier"
                | "unless"
                | "unless_modifier"
                | "ternary_expression"
        ) && let Some(c) = up.child_by_field_name("condition")
        {
            out.push(c);
        }
        cur = up;
    }
    out
}

/// True when some descendant satisfies `pred`, including nested functions.
pub fn any_descendant<'t>(node: Node<'t>, pred: &mut dyn FnMut(Node<'t>) -> bool) -> bool {
    let mut found = false;
    walk(node, &mut |n| {
        if found {
            return false;
        }
        if pred(n) {
            found = true;
            return false;
        }
        true
    });
    found
}

/// The content of a string literal without quotes, for simple literals.
pub fn string_content<'t>(node: Node<'t>, text: &'t str) -> Option<&'t str> {
    match node.kind_name() {
        "string" | "template_string" | "string_literal" => {
            let raw = node.utf8_text(text.as_bytes()).ok()?;
            let raw =
                raw.trim_start_matches(|c: char| c.is_ascii_alphabetic() && c != '"' && c != '\'');
            let raw = raw
                .trim_start_matches("\"\"\"")
                .trim_end_matches("\"\"\"")
                .trim_start_matches("'''")
                .trim_end_matches("'''");
            Some(raw.trim_matches(|c| c == '"' || c == '\'' || c == '`'))
        }
        "simple_symbol" => node
            .utf8_text(text.as_bytes())
            .ok()
            .map(|s| s.trim_start_matches(':')),
        _ => None,
    }
}

/// Parses a numeric literal (`1000`, `1_000`, `1.5`, `0.8`, `1e3`).
pub fn number_value(raw: &str) -> Option<f64> {
    let cleaned: String = raw.chars().filter(|c| *c != '_').collect();
    let cleaned = cleaned.trim_end_matches(['n', 'L', 'l']);
    if let Some(hex) = cleaned
        .strip_prefix("0x")
        .or_else(|| cleaned.strip_prefix("0X"))
    {
        return i64::from_str_radix(hex, 16).ok().map(|v| v as f64);
    }
    cleaned.parse::<f64>().ok()
}

/// The text of a call's callee (`axios.get`, `RestClient.put`, `requests.get`).
pub fn callee<'t>(call: Node<'t>, family: Family, text: &'t str) -> Option<Node<'t>> {
    match family {
        Family::Js => call
            .field("function")
            .or_else(|| call.field("constructor"))
            .map(strip_type_arguments),
        Family::Python => call.field("function"),
        Family::Ruby => {
            let _ = text;
            call.field("method")
        }
    }
}

/// `client.get<T>` (a TypeScript instantiation expression) is `client.get`
/// for everything that asks what is called. The TypeScript grammar also
/// parses `await client.get<T>(url)` as a call of `(await client.get)`:
/// the callee is the awaited expression.
pub fn strip_type_arguments(node: Node<'_>) -> Node<'_> {
    match node.kind_name() {
        "instantiation_expression" => node.field("function").unwrap_or(node),
        "await_expression" => node.named_child(0).unwrap_or(node),
        _ => node,
    }
}

/// The last identifier of a callee (`get` for `axios.get`, `getSession` for
/// `this.sessionApi().getSession`).
pub fn call_method_name<'t>(call: Node<'t>, family: Family, text: &'t str) -> Option<&'t str> {
    let f = callee(call, family, text)?;
    let node = match f.kind_name() {
        "member_expression" => f.field("property")?,
        "attribute" => f.field("attribute")?,
        _ => f,
    };
    node.utf8_text(text.as_bytes()).ok()
}

/// The text of a call's receiver (`client` for `client.get(key)`), `None`
/// for a call with no receiver (`fetch(url)`, Ruby `get(key)`).
pub fn call_receiver<'t>(call: Node<'t>, family: Family, text: &'t str) -> Option<&'t str> {
    let recv = match family {
        Family::Ruby => call.field("receiver")?,
        _ => {
            let f = callee(call, family, text)?;
            match f.kind_name() {
                "member_expression" => f.field("object")?,
                "attribute" => f.field("object")?,
                _ => return None,
            }
        }
    };
    recv.utf8_text(text.as_bytes()).ok()
}

/// True for a call on the enclosing object itself (`this.x()`, `self.x`,
/// Ruby `x` with no receiver) or with no receiver at all.
pub fn is_own_call(call: Node<'_>, family: Family, text: &str) -> bool {
    call_receiver(call, family, text).is_none_or(|r| matches!(r, "this" | "self" | "cls"))
}

/// Strips `await`, parentheses and TS non-null/`as` wrappers.
/// The target and value of a local binding: `const x = v` (JS declarator),
/// `x = v` (assignment in any of the three languages).
pub fn binding_parts(node: Node<'_>) -> Option<(Node<'_>, Node<'_>)> {
    let (target, value) = match node.kind_name() {
        "variable_declarator" => ("name", "value"),
        "assignment" | "assignment_expression" => ("left", "right"),
        _ => return None,
    };
    Some((node.field(target)?, node.field(value)?))
}

pub fn unwrap_expr(mut node: Node<'_>) -> Node<'_> {
    loop {
        match node.kind_name() {
            "await_expression"
            | "parenthesized_expression"
            | "non_null_expression"
            | "as_expression"
            | "satisfies_expression"
            | "await" => match node.named_child(0) {
                Some(inner) => node = inner,
                None => return node,
            },
            _ => return node,
        }
    }
}

/// The values the function `func` returns from `body`: its `return`
/// statements' values outside nested functions, or the body itself when it
/// is an expression (an arrow function's `=> value`).
pub fn returned_values<'t>(func: Node<'t>, body: Node<'t>, family: Family) -> Vec<Node<'t>> {
    if !matches!(
        body.kind_name(),
        "statement_block" | "block" | "body_statement"
    ) {
        return vec![body];
    }
    let mut values = Vec::new();
    walk(body, &mut |n| {
        if n != func && is_function(n.kind_name(), family) {
            return false;
        }
        if n.kind_name() == "return_statement" {
            if let Some(v) = n.named_child(0) {
                values.push(v);
            }
            return false;
        }
        true
    });
    values
}

/// The value a default-or-fallback expression builds: `session or
/// aiohttp.ClientSession()`, `options.client ?? new Client()`, `client ||
/// Faraday.new`, `Client() if enabled else None`, `c ? new A() : b`. A
/// dependency that may be injected is still built here by default, so the
/// binding is the operand that constructs (the last one when both may);
/// any other expression is returned as it is (wrappers unwrapped).
pub fn fallback_value(node: Node<'_>) -> Node<'_> {
    let node = unwrap_expr(node);
    let operands: Vec<Node<'_>> = match node.kind_name() {
        // Python `a or b`, JS `a || b` / `a ?? b`, Ruby `a || b` / `a or b`.
        "boolean_operator" | "binary_expression" | "binary" => {
            let op = node.field("operator").map(|o| o.kind_name()).unwrap_or("");
            if !matches!(op, "or" | "||" | "??") {
                return node;
            }
            [node.field("left"), node.field("right")]
                .into_iter()
                .flatten()
                .collect()
        }
        // JS `c ? a : b`, Ruby `c ? a : b`.
        "ternary_expression" | "conditional" => {
            [node.field("consequence"), node.field("alternative")]
                .into_iter()
                .flatten()
                .collect()
        }
        // Python `a if c else b`: the first and last named children.
        "conditional_expression" => {
            let n = node.named_child_count() as u32;
            if n < 3 {
                return node;
            }
            [node.named_child(0), node.named_child(n - 1)]
                .into_iter()
                .flatten()
                .collect()
        }
        _ => return node,
    };
    let builds = |n: &Node<'_>| {
        matches!(
            unwrap_expr(*n).kind_name(),
            "call" | "call_expression" | "new_expression"
        )
    };
    match operands.iter().rev().find(|n| builds(n)) {
        Some(n) => fallback_value(*n),
        None => node,
    }
}

/// True when a function enclosing `node` declares a parameter called `name`
/// (`function useSearch(fetch) { fetch(term) }`): the name is not the global.
pub fn is_parameter_in_scope(node: Node<'_>, name: &str, family: Family, text: &str) -> bool {
    let mut cur = enclosing_function(node, family);
    while let Some(func) = cur {
        let params = func.field("parameters").or_else(|| func.field("parameter"));
        if let Some(params) = params {
            let is_name = |n: Node<'_>| {
                n.kind_name() == "identifier" && n.utf8_text(text.as_bytes()).ok() == Some(name)
            };
            if is_name(params) || any_descendant(params, &mut |n| is_name(n)) {
                return true;
            }
        }
        cur = enclosing_function(func, family);
    }
    false
}

/// JavaScript: a block enclosing `node` declares `name` locally (`const
/// fetch = loader`, `let { fetch } = deps`), so the name is not the global.
pub fn is_local_binding_in_scope(node: Node<'_>, name: &str, text: &str) -> bool {
    let is_name = |n: Node<'_>| {
        matches!(
            n.kind_name(),
            "identifier" | "shorthand_property_identifier_pattern"
        ) && n.utf8_text(text.as_bytes()).ok() == Some(name)
    };
    let mut cur = parent_of(node);
    while let Some(scope) = cur {
        if matches!(
            scope.kind_name(),
            "statement_block" | "program" | "switch_body"
        ) {
            let mut c = scope.walk();
            for st in scope.named_children(&mut c) {
                if !matches!(
                    st.kind_name(),
                    "lexical_declaration" | "variable_declaration"
                ) {
                    continue;
                }
                let mut d = st.walk();
                for decl in st.named_children(&mut d) {
                    if decl.kind_name() == "variable_declarator"
                        && let Some(target) = decl.field("name")
                        && (is_name(target) || any_descendant(target, &mut |n| is_name(n)))
                    {
                        return true;
                    }
                }
            }
        }
        cur = parent_of(scope);
    }
    false
}

/// The receiver text and the method name of a call in any language:
/// (`""`, `name`) for a plain call, (`obj`, `prop`) for `obj.prop(...)`
/// (Ruby: `recv.method`). `None` for a callee of another shape.
pub fn call_receiver_and_method<'t>(
    call: Node<'t>,
    family: Family,
    text: &'t str,
) -> Option<(&'t str, &'t str)> {
    if family == Family::Ruby {
        return Some(ruby_receiver_and_method(call, text));
    }
    let f = call.field("function")?;
    let of = |n: Node<'t>| n.utf8_text(text.as_bytes()).unwrap_or("");
    match f.kind_name() {
        "identifier" => Some(("", of(f))),
        "member_expression" | "attribute" => {
            let obj = f.field("object")?;
            let prop = f.field("property").or_else(|| f.field("attribute"))?;
            Some((of(unwrap_expr(obj)), of(prop)))
        }
        _ => None,
    }
}

/// A call's callee as a dotted path: `process.exit`, `sys.exit`, Ruby
/// `Kernel.exit` (`recv.method`) or `abort` (a method with no receiver).
pub fn callee_path(call: Node<'_>, family: Family, text: &str) -> String {
    match family {
        Family::Ruby => match ruby_receiver_and_method(call, text) {
            ("", method) => method.to_string(),
            (recv, method) => format!("{recv}.{method}"),
        },
        _ => call.field("function").map_or_else(String::new, |f| {
            text.get(f.byte_range()).unwrap_or("").to_string()
        }),
    }
}

/// The value a Python module binds `name` to at its top level (`name =
/// <value>`; the last such binding), as [`ruby_constant_assignment`] finds
/// a Ruby constant's.
pub fn python_module_value<'t>(root: Node<'t>, name: &str, text: &str) -> Option<Node<'t>> {
    let mut found = None;
    let mut c = root.walk();
    for stmt in root.named_children(&mut c) {
        if stmt.kind_name() != "expression_statement" {
            continue;
        }
        if let Some(a) = stmt.named_child(0)
            && a.kind_name() == "assignment"
            && a.field("left").and_then(|l| text.get(l.byte_range())) == Some(name)
        {
            found = a.field("right");
        }
    }
    found
}

/// A Ruby call's receiver and method texts (`""` when absent):
/// `("RestClient", "put")` for `RestClient.put(url)`.
pub fn ruby_receiver_and_method<'t>(call: Node<'t>, text: &'t str) -> (&'t str, &'t str) {
    let part = |field: &'static str| {
        call.field(field)
            .and_then(|n| n.utf8_text(text.as_bytes()).ok())
            .unwrap_or("")
    };
    (part("receiver"), part("method"))
}

/// The assignment (`NAME = <value>`) a Ruby constant names, in the nearest
/// enclosing class or module body or at the top of the file.
pub fn ruby_constant_assignment<'t>(value: Node<'t>, text: &str) -> Option<(Node<'t>, Node<'t>)> {
    if value.kind_name() != "constant" {
        return None;
    }
    let name = text.get(value.byte_range()).unwrap_or("");
    let mut cur = parents::parent(value);
    while let Some(scope) = cur {
        if matches!(scope.kind_name(), "program" | "body_statement")
            && matches!(
                parents::parent(scope).map(|p| p.kind_name()),
                None | Some("class" | "module")
            )
        {
            let mut cursor = scope.walk();
            for stmt in scope.named_children(&mut cursor) {
                if stmt.kind_name() == "assignment"
                    && let (Some(l), Some(r)) = (stmt.field("left"), stmt.field("right"))
                    && l.kind_name() == "constant"
                    && text.get(l.byte_range()) == Some(name)
                {
                    return Some((l, r));
                }
            }
        }
        cur = parents::parent(scope);
    }
    None
}

/// The statements of a block: its named children but comments.
pub fn statements(body: Node<'_>) -> Vec<Node<'_>> {
    let mut c = body.walk();
    body.named_children(&mut c)
        .filter(|n| n.kind_name() != "comment")
        .collect()
}

/// The expression a statement holds (`expression_statement` unwrapped).
pub fn statement_expression(stmt: Node<'_>) -> Node<'_> {
    if stmt.kind_name() == "expression_statement" {
        stmt.named_child(0).unwrap_or(stmt)
    } else {
        stmt
    }
}

/// The default value of the parameter of the enclosing function that the
/// identifier `value` names: Ruby `conn = Faraday.new(...)` and `conn:
/// Faraday.new(...)`, Python `session=requests.Session()`, JS/TS `conn =
/// axios.create()`. What the name holds unless a caller injects another.
pub fn parameter_default<'t>(value: Node<'t>, family: Family, text: &str) -> Option<Node<'t>> {
    if value.kind_name() != "identifier" {
        return None;
    }
    let name = text.get(value.byte_range())?;
    let named = |n: Option<Node<'_>>| n.is_some_and(|n| text.get(n.byte_range()) == Some(name));
    let params = enclosing_function(value, family)?.field("parameters")?;
    let mut c = params.walk();
    params
        .named_children(&mut c)
        .find_map(|p| match (family, p.kind_name()) {
            (Family::Ruby, "optional_parameter" | "keyword_parameter")
            | (Family::Python, "default_parameter" | "typed_default_parameter") => {
                named(p.field("name")).then(|| p.field("value")).flatten()
            }
            (Family::Js, "assignment_pattern") => {
                named(p.field("left")).then(|| p.field("right")).flatten()
            }
            (Family::Js, "required_parameter" | "optional_parameter") => named(p.field("pattern"))
                .then(|| p.field("value"))
                .flatten(),
            _ => None,
        })
}

/// The call made on the result of `call` (`Client.current.fetch(x)` for
/// `Client.current`): Ruby's receiver, JavaScript's and Python's object of
/// the callee.
pub fn chained_outer_call(call: Node<'_>, family: Family) -> Option<Node<'_>> {
    let up = parent_of(call)?;
    match family {
        Family::Ruby => (up.kind_name() == "call"
            && up.child_by_field_name("receiver") == Some(call))
        .then_some(up),
        Family::Js | Family::Python => {
            let object = if family == Family::Js {
                "member_expression"
            } else {
                "attribute"
            };
            if up.kind_name() != object || up.child_by_field_name("object") != Some(call) {
                return None;
            }
            let outer = parent_of(up)?;
            (is_call(outer.kind_name(), family)
                && outer.child_by_field_name("function") == Some(up))
            .then_some(outer)
        }
    }
}

/// The decorators of a definition: a Python `decorated_definition`'s, a
/// TypeScript method's (they precede it in the class body) or a class's.
/// Ruby has none.
pub fn decorators_of(func: Node<'_>, family: Family) -> Vec<Node<'_>> {
    let mut out = Vec::new();
    match family {
        Family::Python => {
            if let Some(p) = parent_of(func).filter(|p| p.kind_name() == "decorated_definition") {
                let mut c = p.walk();
                out.extend(
                    p.named_children(&mut c)
                        .filter(|n| n.kind_name() == "decorator"),
                );
            }
        }
        Family::Js => {
            let mut c = func.walk();
            out.extend(
                func.named_children(&mut c)
                    .filter(|n| n.kind_name() == "decorator"),
            );
            // Decorators precede a method in a class body; elsewhere the
            // sibling walk (O(depth) in tree-sitter) finds none.
            let in_class_body = parent_of(func).is_some_and(|p| p.kind_name() == "class_body");
            let mut prev = in_class_body
                .then(|| crate::semantics::parents::prev_named_sibling(func))
                .flatten();
            while let Some(p) = prev {
                if p.kind_name() != "decorator" {
                    break;
                }
                out.push(p);
                prev = crate::semantics::parents::prev_named_sibling(p);
            }
        }
        Family::Ruby => {}
    }
    out
}

/// A Python call, or a decorator read as one: `@retry(stop=..., wait=...)` or bare
/// `@retry`.
pub struct DecoratorCall<'t> {
    pub node: Node<'t>,
    /// The callee's text (`retry`, `tenacity.retry`, `backoff.on_exception`).
    pub head: &'t str,
    pub positional: Vec<Node<'t>>,
    pub keywords: Vec<(&'t str, Node<'t>)>,
    /// Settings passed as `**options` / `*args`: not readable.
    pub splat: bool,
}

impl<'t> DecoratorCall<'t> {
    pub fn keyword(&self, key: &str) -> Option<Node<'t>> {
        self.keywords
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| *v)
    }
}

/// The decorators of a Python `decorated_definition`, each read as a call.
pub fn decorator_calls<'t>(decorated: Node<'t>, text: &'t str) -> Vec<DecoratorCall<'t>> {
    let mut c = decorated.walk();
    decorated
        .named_children(&mut c)
        .filter(|d| d.kind() == "decorator")
        .filter_map(|d| {
            let expr = d.named_child(0)?;
            let mut call = python_call(expr, text)?;
            call.node = d;
            Some(call)
        })
        .collect()
}

/// A Python call (`Retry(total=1, backoff_factor=0.1)`) or a bare callee
/// read as one: its callee, positional and keyword arguments.
pub fn python_call<'t>(expr: Node<'t>, text: &'t str) -> Option<DecoratorCall<'t>> {
    let of = |n: Node<'t>| n.utf8_text(text.as_bytes()).unwrap_or("");
    let (callee, args) = if expr.kind() == "call" {
        (
            expr.child_by_field_name("function")?,
            expr.child_by_field_name("arguments"),
        )
    } else {
        (expr, None)
    };
    let mut call = DecoratorCall {
        node: expr,
        head: of(callee),
        positional: Vec::new(),
        keywords: Vec::new(),
        splat: false,
    };
    if let Some(args) = args {
        let mut ac = args.walk();
        for a in args.named_children(&mut ac) {
            match a.kind() {
                "keyword_argument" => {
                    let key = a.child_by_field_name("name").map(of).unwrap_or("");
                    if let Some(v) = a.child_by_field_name("value") {
                        call.keywords.push((key, v));
                    }
                }
                "dictionary_splat" | "list_splat" => call.splat = true,
                "comment" => {}
                _ => call.positional.push(a),
            }
        }
    }
    Some(call)
}
