//! Node kinds without the cost of `Node::kind()`.
//!
//! `Node::kind()` asks the grammar for the symbol's name and then measures
//! and validates that C string on every call (`strlen` and UTF-8 checks).
//! Rules ask for kinds of most nodes they visit, so the engine spent more
//! time there than in some rules. [`NodeKind::kind_name`] answers from a
//! table of each built-in grammar's names, built once and indexed by the
//! node's symbol; a node of any other grammar falls back to `kind()`.

use std::sync::LazyLock;
use tree_sitter::Node;

use crate::lang::Lang;

/// For every built-in grammar, its address and a table by kind id of
/// `entry(kind name, family)` (the name is `None` for an unused id).
pub fn per_grammar<T>(
    entry: impl Fn(Option<&str>, crate::lang::Family) -> T,
) -> Vec<(usize, Vec<T>)> {
    Lang::ALL
        .iter()
        .map(|lang| {
            let grammar = lang.grammar();
            let table = (0..grammar.node_kind_count())
                .map(|id| {
                    let name = u16::try_from(id)
                        .ok()
                        .and_then(|id| grammar.node_kind_for_id(id));
                    entry(name, lang.family())
                })
                .collect();
            (grammar.into_raw() as usize, table)
        })
        .collect()
}

/// Per grammar: its address and its node names by symbol id.
static NAMES: LazyLock<Vec<(usize, Vec<Box<str>>)>> =
    LazyLock::new(|| per_grammar(|name, _| name.unwrap_or("").into()));

pub trait NodeKind<'t> {
    /// The node's kind, as `Node::kind()` returns it.
    fn kind_name(&self) -> &'t str;
}

impl<'t> NodeKind<'t> for Node<'t> {
    #[inline]
    fn kind_name(&self) -> &'t str {
        let raw = self.into_raw();
        // SAFETY: `raw` is a node of a live tree (`self` borrows it); both
        // calls only read the node and its tree's language.
        let (grammar, symbol) = unsafe {
            (
                tree_sitter::ffi::ts_node_language(raw) as usize,
                tree_sitter::ffi::ts_node_symbol(raw),
            )
        };
        NAMES
            .iter()
            .find(|(g, _)| *g == grammar)
            .and_then(|(_, names)| names.get(symbol as usize).map(|name| &**name))
            .filter(|name| !name.is_empty())
            .unwrap_or_else(|| self.kind())
    }
}

#[cfg(test)]
mod tests {
    use super::NodeKind;
    use crate::lang::Lang;

    #[test]
    fn kind_name_matches_kind_for_every_node() {
        let sources = [
            (
                Lang::TypeScript,
                "const a = <T,>(x: T) => x; class C { m() { try { f() } catch (e) {} } }",
            ),
            (
                Lang::Tsx,
                "export const A = () => <div onClick={() => fetch('/x')}>hi</div>;",
            ),
            (
                Lang::Ruby,
                "class A; def b; c rescue nil; retry if x; end; end",
            ),
            (
                Lang::Python,
                "async def f():\n    try:\n        await g()\n    except Exception as e:\n        raise X() from e\n",
            ),
        ];
        for (lang, text) in sources {
            let mut parser = tree_sitter::Parser::new();
            parser.set_language(&lang.grammar()).unwrap();
            let tree = parser.parse(text, None).unwrap();
            let mut cursor = tree.walk();
            let mut seen = 0;
            loop {
                let node = cursor.node();
                assert_eq!(node.kind_name(), node.kind(), "{lang:?}");
                seen += 1;
                if cursor.goto_first_child() {
                    continue;
                }
                while !cursor.goto_next_sibling() {
                    if !cursor.goto_parent() {
                        break;
                    }
                }
                if cursor.node() == tree.root_node() {
                    break;
                }
            }
            assert!(seen > 10);
        }
    }
}
