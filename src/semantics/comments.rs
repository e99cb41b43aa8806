//! Comments that state why a setting is what it is.
//!
//! A retry budget, a status list or a timeout with a comment beside it that
//! gives a reason (`# max_attempts counts the first try, so this does not
//! retry, to avoid timeouts`) was chosen by someone who weighed it; whether
//! the choice is wrong is for a reviewer who knows the dependency to judge.

use crate::semantics::ast::Field as _;
use crate::semantics::parents;
use tree_sitter::Node;

use crate::model::knowledge::{Eco, list};
use crate::semantics::kind::NodeKind;

/// How far up from the flagged node comments are looked for: the value, its
/// pair or argument, the literal or call holding it and the statement.
const MAX_LEVELS: usize = 10;

/// A flagged node longer than this is a block, not a setting: comments
/// inside it are about other things.
const MAX_INNER_ROWS: usize = 12;

/// The first comment beside `node` (directly above it or one of its
/// enclosing expressions up to the statement, or after it on the same line)
/// that gives a reason (`reason-words` in common.toml). Markers of unfinished
/// work (`TODO`, `FIXME`) are not reasons. With a non-empty `topic`, the
/// comment must also name one of its words (a comment explaining why a loop
/// retries says nothing about why it retries at once).
pub fn reason_beside<'t>(node: Node<'t>, text: &'t str, topic: &[&str]) -> Option<&'t str> {
    comment_beside(node, text, &|comment| {
        gives_reason(comment) && about(comment, topic)
    })
}

/// The first comment beside `node` (as for [`reason_beside`]) that names one
/// of `words` (`RETRY_HTTP_CODES = [500, 502]  # handle 429 separately`).
pub fn naming_beside<'t>(node: Node<'t>, text: &'t str, words: &[&str]) -> Option<&'t str> {
    comment_beside(node, text, &|comment| about(comment, words))
}

fn comment_beside<'t>(
    node: Node<'t>,
    text: &'t str,
    gives_reason: &dyn Fn(&str) -> bool,
) -> Option<&'t str> {
    // Inside the flagged literal (`retries={ # ... "max_attempts": 1 }`).
    if let Some(c) = comments_within(node)
        .into_iter()
        .find(|c| gives_reason(&text[c.byte_range()]))
    {
        return Some(text[c.byte_range()].trim());
    }
    let mut cur = Some(node);
    for _ in 0..MAX_LEVELS {
        let n = cur?;
        for c in adjacent_comments(n) {
            let body = &text[c.byte_range()];
            if gives_reason(body) {
                return Some(body.trim());
            }
        }
        if is_boundary(n) {
            // A statement that opens its block (Python puts the comments
            // before a body's first statement outside the block).
            let mut outer = parents::parent(n);
            while let Some(o) = outer.filter(|o| o.start_byte() == n.start_byte()) {
                if let Some(c) = adjacent_comments(o)
                    .into_iter()
                    .find(|c| gives_reason(&text[c.byte_range()]))
                {
                    return Some(text[c.byte_range()].trim());
                }
                outer = parents::parent(o);
            }
            break;
        }
        cur = parents::parent(n);
    }
    None
}

/// The documentation of `func` and the section comment above it, when one
/// of them speaks about failures and contains a phrase of `phrases`: the
/// function's docstring (Python), the comment block directly above its
/// definition (JSDoc, Ruby), or a banner comment that heads the run of
/// definitions the function belongs to (a comment block followed by a blank
/// line, with only definitions between it and the function:
/// `# All of these are best-effort: they log and swallow failures`).
/// Returns the phrase found.
pub fn documented_phrase<'p>(func: Node<'_>, text: &str, phrases: &[&'p str]) -> Option<&'p str> {
    // Only documentation that speaks about failures (`failure-words`:
    // "failures are logged, not raised") describes the function's handlers
    // with its tolerance phrase, rather than, say, which inputs it ignores.
    let failure_words = list(Eco::Common, "failure-words");
    let found = |comment: &str| {
        let lower = comment.to_lowercase();
        about(comment, failure_words)
            .then(|| phrases.iter().copied().find(|p| lower.contains(p)))
            .flatten()
    };
    if let Some(doc) = docstring(func, text)
        && let Some(p) = found(doc)
    {
        return Some(p);
    }
    let stmt = outermost_statement(func);
    // The comment block directly above the definition.
    let block = comment_block_above(stmt);
    if !block.is_empty() {
        let start = block.last().map_or(0, |c| c.start_byte());
        let end = block.first().map_or(0, |c| c.end_byte());
        if let Some(p) = text.get(start..end).and_then(found) {
            return Some(p);
        }
    }
    // The banner heading the run of definitions.
    let mut prev = parents::prev_sibling(stmt);
    while let Some(p) = prev {
        if p.kind_name() == "comment" {
            let next_row = parents::next_sibling(p).map_or(usize::MAX, |n| n.start_position().row);
            if p.end_position().row + 1 < next_row {
                // Separated by a blank line: a banner. Take its whole block.
                let start = comment_block_above(p)
                    .last()
                    .map_or(p.start_byte(), |c| c.start_byte());
                return text.get(start..p.end_byte()).and_then(found);
            }
            // The documentation of an earlier definition.
            prev = parents::prev_sibling(p);
            continue;
        }
        if !is_definition(p) {
            return None;
        }
        prev = parents::prev_sibling(p);
    }
    None
}

/// The documentation of `func`: its docstring (Python), else the comment
/// block directly above its definition (JSDoc, Ruby).
pub fn documentation<'t>(func: Node<'_>, text: &'t str) -> Option<&'t str> {
    if let Some(doc) = docstring(func, text) {
        return Some(doc);
    }
    let stmt = outermost_statement(func);
    let mut block = comment_block_above(stmt);
    // Ruby: the comments above a class's first method sit before the
    // class body that the method opens.
    if block.is_empty()
        && let Some(body) = parents::parent(stmt).filter(|b| b.start_byte() == stmt.start_byte())
    {
        block = comment_block_above(body);
    }
    let start = block.last()?.start_byte();
    let end = block.first()?.end_byte();
    text.get(start..end)
}

/// Whether `doc` gives a reason (`reason-words`).
pub fn doc_gives_reason(doc: &str) -> bool {
    gives_reason(doc)
}

/// A Python function's docstring: a string as the first statement of its body.
fn docstring<'t>(func: Node<'_>, text: &'t str) -> Option<&'t str> {
    if func.kind_name() != "function_definition" {
        return None;
    }
    let first = func.field("body")?.named_child(0)?;
    let s = (first.kind_name() == "expression_statement")
        .then(|| first.named_child(0))
        .flatten()
        .filter(|s| s.kind_name() == "string")?;
    text.get(s.byte_range())
}

/// The statement of a container (module, class body, block) that holds
/// `func`: its decorated definition, export or declaration.
fn outermost_statement(func: Node<'_>) -> Node<'_> {
    let mut n = func;
    while let Some(p) = parents::parent(n) {
        if matches!(
            p.kind_name(),
            "module"
                | "program"
                | "block"
                | "class_body"
                | "statement_block"
                | "body_statement"
                | "class"
                | "ERROR"
        ) {
            break;
        }
        n = p;
    }
    n
}

/// The contiguous comment block ending on the line before `n`, nearest first.
fn comment_block_above(n: Node<'_>) -> Vec<Node<'_>> {
    let mut out = Vec::new();
    let mut row = n.start_position().row;
    let mut prev = parents::prev_sibling(n);
    while let Some(p) = prev.filter(|p| p.kind_name() == "comment") {
        if p.end_position().row + 1 < row {
            break;
        }
        let before = parents::prev_sibling(p);
        // `a = [500]  # ...` ends the line above: that comment is `a`'s.
        if before.is_some_and(|b| {
            b.kind_name() != "comment" && b.end_position().row == p.start_position().row
        }) {
            break;
        }
        row = p.start_position().row;
        out.push(p);
        prev = before;
    }
    out
}

/// A function, method or class definition (with its decorators or export).
fn is_definition(n: Node<'_>) -> bool {
    let k = n.kind_name();
    matches!(
        k,
        "function_definition"
            | "decorated_definition"
            | "class_definition"
            | "function_declaration"
            | "generator_function_declaration"
            | "class_declaration"
            | "method_definition"
            | "method"
            | "singleton_method"
    ) || (k == "export_statement" && n.field("declaration").is_some_and(is_definition))
}

/// The comments inside a small flagged node (a literal of a few lines).
fn comments_within(node: Node<'_>) -> Vec<Node<'_>> {
    let mut out = Vec::new();
    if node.end_position().row - node.start_position().row > MAX_INNER_ROWS {
        return out;
    }
    let mut cursor = node.walk();
    let mut stack = vec![node];
    while let Some(n) = stack.pop() {
        for c in n.children(&mut cursor) {
            if c.kind_name() == "comment" {
                out.push(c);
            } else {
                stack.push(c);
            }
        }
    }
    out.sort_by_key(|c| c.start_byte());
    out
}

/// Comments directly above `n` (a contiguous block ending on the line before
/// it or on its own first line) and a comment after it on its last line.
fn adjacent_comments(n: Node<'_>) -> Vec<Node<'_>> {
    let mut out = comment_block_above(n);
    let end = n.end_position().row;
    let mut next = parents::next_sibling(n);
    // `"max_attempts": 1,  # ...`: the comment follows the separator.
    while let Some(s) = next {
        if s.start_position().row != end {
            break;
        }
        if s.kind_name() == "comment" {
            out.push(s);
            break;
        }
        if !matches!(s.kind_name(), "," | ";") {
            break;
        }
        next = parents::next_sibling(s);
    }
    out
}

/// A statement, or a definition: comments further out describe more than
/// the setting.
fn is_boundary(n: Node<'_>) -> bool {
    let k = n.kind_name();
    k.ends_with("statement")
        || k.ends_with("declaration")
        || k.ends_with("definition")
        || matches!(k, "assignment" | "method" | "class" | "module" | "program")
}

/// True when `comment` names one of `topic`'s words (any, when empty).
fn about(comment: &str, topic: &[&str]) -> bool {
    if topic.is_empty() {
        return true;
    }
    let padded = padded_words(comment);
    topic.iter().any(|w| padded.contains(&format!(" {w} ")))
}

/// ` the words of the comment `, lowercased, for whole-word search.
fn padded_words(comment: &str) -> String {
    format!(
        " {} ",
        comment
            .to_ascii_lowercase()
            .replace(|c: char| !c.is_ascii_alphanumeric() && c != '\'', " ")
    )
}

fn gives_reason(comment: &str) -> bool {
    let lower = comment.to_ascii_lowercase();
    if list(Eco::Common, "unfinished-work-markers")
        .iter()
        .any(|m| lower.contains(m))
    {
        return false;
    }
    // Word boundaries: pad so that `so` at the start or end matches ` so `.
    let padded = padded_words(comment);
    list(Eco::Common, "reason-words")
        .iter()
        .any(|w| padded.contains(&format!(" {w} ")))
}

#[cfg(test)]
mod tests {
    use super::gives_reason;

    #[test]
    fn reasons_and_non_reasons() {
        assert!(gives_reason(
            "# max_attempts includes the first try so this does not retry"
        ));
        assert!(gives_reason(
            "# We get occasional transient 5xx errors, so retry them"
        ));
        assert!(gives_reason(
            "// short on purpose: the probe must not block"
        ));
        assert!(!gives_reason("// expect: short-timeout"));
        assert!(!gives_reason("# timeout for the API call"));
        assert!(!gives_reason(
            "# TODO: retry 429 too, so that throttling is handled"
        ));
    }
}
