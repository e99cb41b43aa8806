//! O(1) parent lookups for the file being checked.
//!
//! `Node::parent()` is not a pointer in tree-sitter: it walks down from the
//! root, so it costs O(depth × width). Ancestor walks built on it make
//! deep or wide files quadratic or worse (a 1,000-branch `else if` chain,
//! 10,000 nested `try` blocks). While the engine checks a file it installs
//! a [`ParentIndex`] for that file's tree; [`parent`] then answers from a
//! table built once, in one traversal, the first time it is asked.
//!
//! The same traversal records the tree's nodes in document order with the
//! extent of each subtree, so that [`descendants`] and [`preorder`] walk a
//! subtree as a slice instead of moving a `TreeCursor` (which steps through
//! the hidden nodes of the grammar at every move).

// This module is where tree-sitter's own walks are allowed: its answers
// fall back to them for nodes outside the installed table.
#![allow(clippy::disallowed_methods)]

use crate::semantics::kind::NodeKind as _;
use rustc_hash::FxHashMap as HashMap;
use std::any::Any;
use std::cell::RefCell;
use std::marker::PhantomData;
use std::ops::ControlFlow;
use std::rc::Rc;
use tree_sitter::Node;

/// The nodes of a tree in document order (depth first, as a `TreeCursor`
/// visits them), with each node's parent and the end of its subtree.
struct Flat {
    /// Nodes in document order (`'static` only in type: see [`ParentIndex`]).
    nodes: Vec<Node<'static>>,
    /// Position of each node's parent in `nodes` (`NONE` for the root).
    parent: Vec<u32>,
    /// Position just after each node's subtree in `nodes`.
    end: Vec<u32>,
    /// Each node's kind id (`Node::kind_id`), for walks that want a few
    /// kinds only ([`preorder_kinds`]).
    kinds: Vec<u16>,
    /// Each node's start byte: in document order they never decrease, so a
    /// node is found by a binary search and its id among the few nodes that
    /// start where it does (the scan asks for far fewer positions than a
    /// map of every node would hold).
    starts: Vec<u32>,
    /// Node id -> position in `nodes`, built on first need for trees where
    /// many nodes start at one byte (a long `a + b + c ...` chain).
    position: std::cell::OnceCell<HashMap<usize, u32>>,
}

/// Above this many nodes starting at one byte, [`Flat::index_of`] looks
/// the node up in a map instead.
const SHORT_RUN: usize = 32;

const NONE: u32 = u32::MAX;

impl Flat {
    /// The position of the node of this table with `node`'s id (a node of
    /// this tree, or a shared subtree in another live tree).
    fn index_of(&self, node: Node<'_>) -> Option<usize> {
        let id = node.id();
        let start = u32::try_from(node.start_byte()).ok()?;
        let first = self.starts.partition_point(|s| *s < start);
        for i in first..self.starts.len().min(first + SHORT_RUN) {
            if self.starts[i] != start {
                return None;
            }
            if self.nodes[i].id() == id {
                return Some(i);
            }
        }
        if self.starts.get(first + SHORT_RUN) != Some(&start) {
            return None;
        }
        let position = self.position.get_or_init(|| {
            let mut map = HashMap::with_capacity_and_hasher(self.nodes.len(), Default::default());
            for (i, n) in self.nodes.iter().enumerate() {
                map.insert(n.id(), i as u32);
            }
            map
        });
        position.get(&id).map(|i| *i as usize)
    }

    /// The position of `node` when it is a node of this tree.
    fn find(&self, node: Node<'_>) -> Option<usize> {
        let i = self.index_of(node)?;
        let n = self.nodes[i];
        // The same subtree id in another live tree would be a shared
        // subtree; accept it only when it is the same node.
        (n.start_byte() == node.start_byte()
            && n.end_byte() == node.end_byte()
            && n.kind_id() == node.kind_id())
        .then_some(i)
    }
}

struct Table {
    /// The tree's root (`'static` only in type: see [`ParentIndex`]).
    root: Node<'static>,
    /// The tree in document order, built on first use.
    flat: Option<Rc<Flat>>,
    /// (node id, question) -> the nearest proper ancestor answering it.
    enclosing: HashMap<(usize, u8), Option<Node<'static>>>,
    /// (node id, question) -> a per-node fact computed once per file.
    flags: HashMap<(usize, u8), bool>,
    /// question -> a per-file fact (plain data, no nodes) computed once.
    facts: HashMap<u8, Rc<dyn Any>>,
}

/// Questions [`memo_flag`] answers once per node and file.
pub mod question {
    /// `missing_retry::function_retries`.
    pub const FUNCTION_RETRIES: u8 = 64;
    /// `missing_retry`: byte ranges of the calls, by callee name.
    pub const CALLS_BY_CALLEE: u8 = 65;
    /// `silent_rescue`: byte ranges of every call, in document order.
    pub const CALLS_IN_ORDER: u8 = 66;
    /// `silent_rescue`: outbound classification of a call, by byte range.
    pub const OUTBOUND_BY_RANGE: u8 = 67;
    /// `short_timeout`: the file's text contains `imeout`.
    pub const TEXT_HAS_IMEOUT: u8 = 68;
    /// `short_timeout`: the file's text contains `timeout`.
    pub const TEXT_HAS_TIMEOUT: u8 = 69;
    /// `silent_rescue`: the nearest `await`, `yield` or function above a
    /// node (plus the family, as for the function question).
    pub const AWAIT_OR_FUNCTION: u8 = 16;
    /// `clients`: variables assigned a member of another object
    /// (`let get = https.get`), by name.
    pub const FUNCTION_ALIASES: u8 = 70;
    /// `short_timeout`: the file's text holds a word some candidate must
    /// spell (`imeout`, `IMEOUT`, Ruby `timeout`, Python `Config`).
    pub const TEXT_MAY_TIME_OUT: u8 = 71;
    /// `endpoints`: (the text's address and length, whether the file's text
    /// names a local host of its family).
    pub const TEXT_NAMES_LOCAL_HOST: u8 = 72;
    /// `missing_retry`: the file's retry helpers that retry timeouts or
    /// one condition of their own only, by helper name.
    pub const NARROW_HELPERS: u8 = 73;
    /// `schedule`: names the file's scheduler calls take as callbacks.
    pub const NAMED_TIMER_CALLBACKS: u8 = 74;
}

thread_local! {
    static TABLE: RefCell<Option<Table>> = const { RefCell::new(None) };
}

/// While alive, [`parent`] answers for the tree of `root` from a table.
/// The table is removed when the index is dropped, and the index borrows
/// the tree (`'t`), so no node in the table outlives its tree.
pub struct ParentIndex<'t> {
    previous: Option<Table>,
    _tree: PhantomData<&'t ()>,
}

/// A tree's document-order table taken out of a [`ParentIndex`] (see
/// [`ParentIndex::detach`]), so that a later pass over the same tree need
/// not traverse it again.
pub struct Detached(Flat, Vec<(u8, Rc<dyn Any>)>);

/// Per-file facts ([`file_fact`]) that depend on nothing but the tree and
/// its text, so that a later pass over the same tree may reuse them (see
/// [`ParentIndex::detach`]).
const TREE_ONLY_FACTS: &[u8] = &[question::FUNCTION_ALIASES];

// SAFETY: the nodes in the table are plain handles (pointers into a
// `Tree`, which is `Send`) and are only read while installed by
// [`ParentIndex::install_with`] on the tree they came from, whose `Tree`
// the owner moves together with this value; nothing here is shared: the
// facts are plain data whose `Rc` was the only reference when detached.
unsafe impl Send for Detached {}

impl<'t> ParentIndex<'t> {
    pub fn install(root: Node<'t>) -> ParentIndex<'t> {
        Self::install_with(root, None)
    }

    /// Installs the index for `root`, starting from a table detached
    /// from an earlier index on the same tree (ignored when it is the
    /// table of another tree).
    pub fn install_with(root: Node<'t>, saved: Option<Detached>) -> ParentIndex<'t> {
        // SAFETY: only the lifetime changes. The node is stored in a
        // thread-local that `Drop` clears, and `self` cannot outlive `'t`
        // (the tree), so the stored nodes are never used after the tree
        // is freed. Nodes leave the table only through `parent`, which
        // hands them back with the lifetime of a node of the same tree.
        let root: Node<'static> = unsafe { std::mem::transmute::<Node<'t>, Node<'static>>(root) };
        // Only a table (and the facts) of this very tree.
        let (flat, facts) = match saved {
            Some(Detached(flat, facts)) if flat.nodes.first().is_some_and(|n| *n == root) => {
                (Some(flat), facts)
            }
            _ => (None, Vec::new()),
        };
        let previous = TABLE.with(|t| {
            t.borrow_mut().replace(Table {
                root,
                flat: flat.map(Rc::new),
                enclosing: HashMap::default(),
                flags: HashMap::default(),
                facts: facts.into_iter().collect(),
            })
        });
        ParentIndex {
            previous,
            _tree: PhantomData,
        }
    }
}

impl ParentIndex<'_> {
    /// Removes the index, keeping its document-order table (when it was
    /// built) for [`ParentIndex::install_with`] on the same tree.
    pub fn detach(self) -> Option<Detached> {
        let (flat, facts) = TABLE.with(|t| {
            let mut t = t.borrow_mut();
            let t = t.as_mut()?;
            let facts: Vec<(u8, Rc<dyn Any>)> = TREE_ONLY_FACTS
                .iter()
                .filter_map(|q| {
                    let fact = t.facts.remove(q)?;
                    // Moved to another thread only when nothing else holds it.
                    (Rc::strong_count(&fact) == 1 && Rc::weak_count(&fact) == 0)
                        .then_some((*q, fact))
                })
                .collect();
            Some((t.flat.take()?, facts))
        })?;
        Rc::try_unwrap(flat).ok().map(|flat| Detached(flat, facts))
    }
}

impl Drop for ParentIndex<'_> {
    fn drop(&mut self) {
        let previous = self.previous.take();
        TABLE.with(|t| *t.borrow_mut() = previous);
    }
}

fn build(root: Node<'static>) -> Flat {
    // Every node the cursor visits (hidden nodes are not counted).
    let count = root.descendant_count();
    let mut flat = Flat {
        nodes: Vec::with_capacity(count),
        parent: Vec::with_capacity(count),
        end: Vec::with_capacity(count),
        kinds: Vec::with_capacity(count),
        starts: Vec::with_capacity(count),
        position: std::cell::OnceCell::new(),
    };
    let mut cursor = root.walk();
    // (position of an open node, how many of its children are still to
    // visit). A node's child count is the number of siblings the cursor
    // steps through under it (tree-sitter's own `Node::children` relies on
    // it), so the cursor never asks for a sibling that is not there: a
    // failed `goto_next_sibling` climbs through the hidden nodes above and
    // back, which cost about as much as a step that succeeds.
    let mut stack: Vec<(u32, u32)> = Vec::new();
    loop {
        let node = cursor.node();
        let i = flat.nodes.len() as u32;
        flat.nodes.push(node);
        flat.parent.push(stack.last().map_or(NONE, |(p, _)| *p));
        flat.end.push(i + 1);
        flat.kinds.push(node.kind_id());
        flat.starts
            .push(u32::try_from(node.start_byte()).unwrap_or(u32::MAX));
        let children = node.child_count();
        if children > 0 && cursor.goto_first_child() {
            stack.push((i, children - 1));
            continue;
        }
        loop {
            let Some((p, left)) = stack.last_mut() else {
                return flat;
            };
            if *left > 0 && cursor.goto_next_sibling() {
                *left -= 1;
                break;
            }
            flat.end[*p as usize] = flat.nodes.len() as u32;
            stack.pop();
            cursor.goto_parent();
        }
    }
}

/// The installed tree in document order, built on first use.
fn flat() -> Option<Rc<Flat>> {
    TABLE.with(|t| {
        let mut t = t.borrow_mut();
        let table = t.as_mut()?;
        let root = table.root;
        Some(
            table
                .flat
                .get_or_insert_with(|| Rc::new(build(root)))
                .clone(),
        )
    })
}

/// Calls `visit` on every descendant of `node` (not `node` itself) in
/// document order; `visit` returns false to skip a node's children. Walks
/// the installed table when `node` belongs to it and returns true;
/// returns false without calling `visit` otherwise.
pub fn descendants<'t>(node: Node<'t>, visit: &mut dyn FnMut(Node<'t>) -> bool) -> bool {
    let Some(flat) = flat() else { return false };
    let Some(start) = flat.find(node) else {
        return false;
    };
    let end = flat.end[start] as usize;
    let mut i = start + 1;
    while i < end {
        // SAFETY: a descendant of `node` in the installed tree, which
        // `node` belongs to, so it lives as long as `node` does.
        let n = unsafe { std::mem::transmute::<Node<'static>, Node<'t>>(flat.nodes[i]) };
        i = if visit(n) {
            i + 1
        } else {
            flat.end[i] as usize
        };
    }
    true
}

/// Calls `visit` on `root` and every node of its tree in document order
/// (as a `TreeCursor` visits them) until it breaks; from the installed
/// table when `root` is its root.
pub fn preorder<'t>(root: Node<'t>, visit: &mut dyn FnMut(Node<'t>) -> ControlFlow<()>) {
    if let Some(flat) = flat()
        && flat.find(root) == Some(0)
    {
        for &n in &flat.nodes {
            // SAFETY: a node of the installed tree, which `root` belongs to.
            let n = unsafe { std::mem::transmute::<Node<'static>, Node<'t>>(n) };
            if visit(n).is_break() {
                return;
            }
        }
        return;
    }
    let mut cursor = root.walk();
    loop {
        if visit(cursor.node()).is_break() {
            return;
        }
        if cursor.goto_first_child() {
            continue;
        }
        loop {
            if cursor.goto_next_sibling() {
                break;
            }
            if !cursor.goto_parent() {
                return;
            }
        }
    }
}

/// The node kinds of the built-in grammars that satisfy a predicate on the
/// kind's name, by kind id (`Node::kind_id`), for [`preorder_of`] and
/// [`descendants_of`].
pub struct KindSet(Vec<(usize, Vec<bool>)>);

impl KindSet {
    pub fn new(wanted: impl Fn(&str, crate::lang::Family) -> bool) -> KindSet {
        KindSet(crate::semantics::kind::per_grammar(|name, family| {
            name.is_some_and(|k| wanted(k, family))
        }))
    }

    /// The table of `node`'s grammar; `None` for another grammar.
    fn for_node(&self, node: Node<'_>) -> Option<&[bool]> {
        // SAFETY: `node` is a node of a live tree; this only reads its language.
        let grammar = unsafe { tree_sitter::ffi::ts_node_language(node.into_raw()) } as usize;
        self.0
            .iter()
            .find(|(g, _)| *g == grammar)
            .map(|(_, t)| t.as_slice())
    }
}

/// [`preorder`] calling `visit` only on the nodes of `set`, which must
/// ignore every other node (with a grammar `set` does not know, it is
/// called on all).
pub fn preorder_of<'t>(
    root: Node<'t>,
    set: &KindSet,
    visit: &mut dyn FnMut(Node<'t>) -> ControlFlow<()>,
) {
    match set.for_node(root) {
        Some(wanted) => preorder_kinds(root, wanted, visit),
        None => preorder(root, visit),
    }
}

/// Calls `visit` on the descendants of `node` (not `node` itself) of
/// `set`, in document order, as `ast::walk` with a visitor that always
/// descends and ignores every other node (with a grammar `set` does not
/// know, it is called on all).
pub fn descendants_of<'t>(node: Node<'t>, set: &KindSet, visit: &mut dyn FnMut(Node<'t>)) {
    let wanted = set.for_node(node);
    let want = |k: u16| wanted.is_none_or(|w| w.get(usize::from(k)).copied().unwrap_or(false));
    if let Some(flat) = flat()
        && let Some(start) = flat.find(node)
    {
        let end = flat.end[start] as usize;
        for i in start + 1..end {
            if want(flat.kinds[i]) {
                // SAFETY: a descendant of `node` in the installed tree, which
                // `node` belongs to, so it lives as long as `node` does.
                visit(unsafe { std::mem::transmute::<Node<'static>, Node<'t>>(flat.nodes[i]) });
            }
        }
        return;
    }
    crate::semantics::ast::walk(node, &mut |n| {
        if want(n.kind_id()) {
            visit(n);
        }
        true
    });
}

/// [`preorder`] calling `visit` only on the nodes whose kind id `wanted`
/// holds true for (ids beyond it are not wanted): from the installed
/// table, only those nodes are touched.
pub fn preorder_kinds<'t>(
    root: Node<'t>,
    wanted: &[bool],
    visit: &mut dyn FnMut(Node<'t>) -> ControlFlow<()>,
) {
    let want = |k: u16| wanted.get(usize::from(k)).copied().unwrap_or(false);
    if let Some(flat) = flat()
        && flat.find(root) == Some(0)
    {
        for (i, &k) in flat.kinds.iter().enumerate() {
            if !want(k) {
                continue;
            }
            // SAFETY: a node of the installed tree, which `root` belongs to.
            let n = unsafe { std::mem::transmute::<Node<'static>, Node<'t>>(flat.nodes[i]) };
            if visit(n).is_break() {
                return;
            }
        }
        return;
    }
    preorder(root, &mut |n| {
        if want(n.kind_id()) {
            visit(n)
        } else {
            ControlFlow::Continue(())
        }
    });
}

/// The parent of `node`: from the installed table when `node` belongs to
/// the tree being checked, otherwise `Node::parent`.
pub fn parent<'t>(node: Node<'t>) -> Option<Node<'t>> {
    let found = TABLE.with(|t| {
        let mut t = t.borrow_mut();
        let table = t.as_mut()?;
        let root = table.root;
        let flat = table.flat.get_or_insert_with(|| Rc::new(build(root)));
        let p = *flat.parent.get(flat.index_of(node)?)?;
        flat.nodes.get(p as usize).copied().filter(|p| {
            // The same subtree id in another live tree would be a shared
            // subtree; accept the answer only when it encloses `node`.
            p.start_byte() <= node.start_byte() && node.end_byte() <= p.end_byte()
        })
    });
    match found {
        // SAFETY: `p` is the parent of `node` in the installed tree, which
        // `node` belongs to (its id is in the table), so it lives as long as
        // `node` does.
        Some(p) => Some(unsafe { std::mem::transmute::<Node<'static>, Node<'t>>(p) }),
        None if node.id() == TABLE.with(|t| t.borrow().as_ref().map_or(0, |t| t.root.id())) => None,
        None => node.parent(),
    }
}

/// Which neighbour [`sibling`] looks for.
#[derive(Clone, Copy)]
enum Step {
    Next,
    Prev,
}

/// The neighbour of `node` in its parent's children (named ones only when
/// `named`), from the installed table: `Node::next_sibling` and friends
/// find the parent by walking down from the root, so a loop over the
/// statements after a deeply nested one is quadratic. `None` inside means
/// the node is not in the table (the caller falls back to tree-sitter).
fn sibling<'t>(node: Node<'t>, step: Step, named: bool) -> Option<Option<Node<'t>>> {
    let flat = flat()?;
    let i = flat.find(node)?;
    let p = flat.parent[i];
    if p == NONE {
        return Some(None);
    }
    let p = p as usize;
    let mut j = i;
    let found = loop {
        j = match step {
            Step::Next => {
                let k = flat.end[j] as usize;
                if k >= flat.end[p] as usize {
                    break None;
                }
                k
            }
            Step::Prev => {
                if j == p + 1 {
                    break None;
                }
                // The node before `j` in document order is the last node
                // of the previous sibling's subtree: climb to the sibling.
                let mut k = j - 1;
                while flat.parent[k] as usize != p {
                    k = flat.parent[k] as usize;
                }
                k
            }
        };
        if !named || flat.nodes[j].is_named() {
            break Some(j);
        }
    };
    // SAFETY: a node of the installed tree, which `node` belongs to.
    Some(found.map(|k| unsafe { std::mem::transmute::<Node<'static>, Node<'t>>(flat.nodes[k]) }))
}

/// `node.next_sibling()`, answered from the installed table.
pub fn next_sibling(node: Node<'_>) -> Option<Node<'_>> {
    sibling(node, Step::Next, false).unwrap_or_else(|| node.next_sibling())
}

/// `node.next_named_sibling()`, answered from the installed table.
pub fn next_named_sibling(node: Node<'_>) -> Option<Node<'_>> {
    sibling(node, Step::Next, true).unwrap_or_else(|| node.next_named_sibling())
}

/// `node.prev_sibling()`, answered from the installed table.
pub fn prev_sibling(node: Node<'_>) -> Option<Node<'_>> {
    sibling(node, Step::Prev, false).unwrap_or_else(|| node.prev_sibling())
}

/// `node.prev_named_sibling()`, answered from the installed table.
pub fn prev_named_sibling(node: Node<'_>) -> Option<Node<'_>> {
    sibling(node, Step::Prev, true).unwrap_or_else(|| node.prev_named_sibling())
}

/// `node.descendant_for_byte_range(start, end)`: the smallest node under
/// `node` that covers the range, from the installed table. Tree-sitter
/// walks down from `node` through every child before the range; asked
/// once per handler or call of a deeply nested file, that is quadratic.
/// Here: the last node starting at or before `start` (a binary search),
/// then up to the first ancestor that reaches `end`.
pub fn descendant_for_byte_range(node: Node<'_>, start: usize, end: usize) -> Option<Node<'_>> {
    let from_table = || {
        let flat = flat()?;
        let x = flat.find(node)?;
        let start32 = u32::try_from(start).ok()?;
        let after = flat.starts.partition_point(|s| *s <= start32);
        let mut k = after.checked_sub(1)?.min(flat.end[x] as usize - 1);
        if k < x || start > end {
            return None;
        }
        while k != x {
            let n = flat.nodes[k];
            let (s, e) = (n.start_byte(), n.end_byte());
            if s <= start && end <= e && (start < e || s == e) {
                break;
            }
            k = flat.parent[k] as usize;
        }
        // SAFETY: a node of the installed tree, which `node` belongs to.
        Some(unsafe { std::mem::transmute::<Node<'static>, Node<'_>>(flat.nodes[k]) })
    };
    from_table().or_else(|| node.descendant_for_byte_range(start, end))
}

/// The nearest proper ancestor of `node` whose kind satisfies `is_target`,
/// memoised per `question` (each caller passes its own constant for each
/// predicate) so that asking it for every node of a deep tree stays linear.
/// Without an installed table it is a plain ancestor walk.
pub fn enclosing<'t>(
    node: Node<'t>,
    question: u8,
    is_target: impl Fn(&str) -> bool,
) -> Option<Node<'t>> {
    let installed = TABLE.with(|t| t.borrow().is_some());
    if !installed {
        let mut cur = node.parent();
        while let Some(n) = cur {
            if is_target(n.kind_name()) {
                return Some(n);
            }
            cur = n.parent();
        }
        return None;
    }
    // Walk up until a target or a node whose answer is known, then record
    // the answer for every node passed on the way.
    let mut path: Vec<Node<'t>> = Vec::new();
    let mut cur = node;
    let answer: Option<Node<'t>> = loop {
        let known = TABLE.with(|t| {
            t.borrow()
                .as_ref()
                .and_then(|t| t.enclosing.get(&(cur.id(), question)).copied())
        });
        if let Some(known) = known {
            // SAFETY: recorded for a node of the installed tree, as `cur` is.
            break known.map(|n| unsafe { std::mem::transmute::<Node<'static>, Node<'t>>(n) });
        }
        path.push(cur);
        match parent(cur) {
            Some(p) if is_target(p.kind_name()) => break Some(p),
            Some(p) => cur = p,
            None => break None,
        }
    };
    TABLE.with(|t| {
        if let Some(t) = t.borrow_mut().as_mut() {
            // SAFETY: see `ParentIndex::install`; the answer belongs to the
            // installed tree and the table is cleared before the tree drops.
            let stored =
                answer.map(|n| unsafe { std::mem::transmute::<Node<'t>, Node<'static>>(n) });
            for n in &path {
                t.enclosing.insert((n.id(), question), stored);
            }
        }
    });
    answer
}

/// `compute()` for `node`, remembered for the rest of the file being
/// checked: a per-function fact asked once per call inside the function
/// is computed once per function. Without an installed table: `compute()`.
pub fn memo_flag(node: Node<'_>, question: u8, compute: impl FnOnce() -> bool) -> bool {
    let key = (node.id(), question);
    let known = TABLE.with(|t| t.borrow().as_ref().map(|t| t.flags.get(&key).copied()));
    match known {
        None => compute(),
        Some(Some(v)) => v,
        Some(None) => {
            let v = compute();
            TABLE.with(|t| {
                if let Some(t) = t.borrow_mut().as_mut() {
                    t.flags.insert(key, v);
                }
            });
            v
        }
    }
}

/// A per-file fact (`build()`), computed once for the file being checked
/// and shared by every later question. Without an installed table it is
/// built on every call.
pub fn file_fact<T: 'static>(question: u8, build: impl FnOnce() -> T) -> Rc<T> {
    let known = TABLE.with(|t| {
        t.borrow()
            .as_ref()
            .and_then(|t| t.facts.get(&question).cloned())
    });
    if let Some(fact) = known.and_then(|f| f.downcast::<T>().ok()) {
        return fact;
    }
    let fact = Rc::new(build());
    TABLE.with(|t| {
        if let Some(t) = t.borrow_mut().as_mut() {
            t.facts.insert(question, fact.clone() as Rc<dyn Any>);
        }
    });
    fact
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_answers_like_tree_sitter() {
        let mut parser = tree_sitter::Parser::new();
        parser
            .set_language(&tree_sitter_typescript::LANGUAGE_TYPESCRIPT.into())
            .unwrap();
        let text =
            "function f() { try { g(); } catch (e) { if (a) { b(); } else if (c) { d(); } } }";
        let tree = parser.parse(text, None).unwrap();
        let root = tree.root_node();
        fn collect<'t>(n: Node<'t>, out: &mut Vec<Node<'t>>) {
            out.push(n);
            let mut c = n.walk();
            for child in n.children(&mut c) {
                collect(child, out);
            }
        }
        let mut all = Vec::new();
        collect(root, &mut all);
        let _index = ParentIndex::install(root);
        for n in all {
            assert_eq!(parent(n), n.parent(), "{}", n.kind_name());
        }
    }

    /// Siblings from the table are tree-sitter's, named or not, in every
    /// grammar (Python's and Ruby's hidden nodes included).
    #[test]
    fn siblings_answer_like_tree_sitter() {
        let cases: [(tree_sitter::Language, &str); 3] = [
            (
                tree_sitter_typescript::LANGUAGE_TYPESCRIPT.into(),
                "function f() { try { g(); } catch (e) { /* c */ if (a) { b(); } else if (c) { d(); } } return x; }",
            ),
            (
                tree_sitter_python::LANGUAGE.into(),
                "def f():\n    try:\n        g()\n    except E as e:\n        # c\n        pass\n    finally:\n        h()\n    return x\n",
            ),
            (
                tree_sitter_ruby::LANGUAGE.into(),
                "def f\n  g\nrescue E => e\n  # c\n  h\nensure\n  i\nend\nx = [1].each { |y| y }\n",
            ),
        ];
        for (language, text) in cases {
            let mut parser = tree_sitter::Parser::new();
            parser.set_language(&language).unwrap();
            let tree = parser.parse(text, None).unwrap();
            let root = tree.root_node();
            let mut all = Vec::new();
            crate::semantics::ast::walk(root, &mut |n| {
                all.push(n);
                true
            });
            let _index = ParentIndex::install(root);
            for n in &all {
                let (s, e) = (n.start_byte(), n.end_byte());
                for (a, b) in [
                    (s, e),
                    (s, s),
                    (e, e),
                    (s, (s + 1).min(e)),
                    (s.saturating_sub(1), e),
                ] {
                    assert_eq!(
                        descendant_for_byte_range(root, a, b),
                        root.descendant_for_byte_range(a, b),
                        "{a}..{b} in {text}"
                    );
                    assert_eq!(
                        descendant_for_byte_range(*n, a, b).map(|d| d.id()),
                        n.descendant_for_byte_range(a, b).map(|d| d.id()),
                        "{a}..{b} under {}",
                        n.kind_name()
                    );
                }
            }
            for a in 0..=text.len() {
                for b in a..=text.len() {
                    assert_eq!(
                        descendant_for_byte_range(root, a, b),
                        root.descendant_for_byte_range(a, b),
                        "{a}..{b} in {text}"
                    );
                }
            }
            for n in all {
                assert!(sibling(n, Step::Prev, true).is_some(), "not in the table");
                assert_eq!(next_sibling(n), n.next_sibling(), "{}", n.kind_name());
                assert_eq!(prev_sibling(n), n.prev_sibling(), "{}", n.kind_name());
                assert_eq!(
                    next_named_sibling(n),
                    n.next_named_sibling(),
                    "{}",
                    n.kind_name()
                );
                assert_eq!(
                    prev_named_sibling(n),
                    n.prev_named_sibling(),
                    "{}",
                    n.kind_name()
                );
            }
        }
    }

    /// The table's walks visit the nodes a `TreeCursor` visits, in its
    /// order, and skip the same subtrees.
    #[test]
    fn walks_match_the_cursor() {
        let mut parser = tree_sitter::Parser::new();
        parser
            .set_language(&tree_sitter_typescript::LANGUAGE_TSX.into())
            .unwrap();
        let text = "async function f(a = 1) { for (const x of xs) { try { await g(x, <A b={c} />); } catch (e) { if (a) { b(); } else if (c) { d(); } } } }\nconst o = { k: v, m() { return 1 } };";
        let tree = parser.parse(text, None).unwrap();
        let root = tree.root_node();
        fn cursor_walk(from: Node<'_>, skip: &str) -> Vec<(usize, u16)> {
            let mut out = Vec::new();
            crate::semantics::ast::walk(from, &mut |n| {
                out.push((n.id(), n.kind_id()));
                n.kind_name() != skip
            });
            out
        }
        let mut starts = Vec::new();
        crate::semantics::parents::preorder(root, &mut |n| {
            starts.push(n);
            ControlFlow::Continue(())
        });
        let expected: Vec<_> = starts
            .iter()
            .map(|&n| {
                (
                    cursor_walk(n, ""),
                    cursor_walk(n, "statement_block"),
                    n.id(),
                )
            })
            .collect();
        let _index = ParentIndex::install(root);
        let mut visited = Vec::new();
        preorder(root, &mut |n| {
            visited.push(n.id());
            ControlFlow::Continue(())
        });
        assert_eq!(
            visited,
            expected.iter().map(|e| e.2).collect::<Vec<_>>(),
            "preorder"
        );
        for (n, (all, skipping, _)) in starts.iter().zip(&expected) {
            assert_eq!(&cursor_walk(*n, ""), all, "{}", n.kind_name());
            assert_eq!(
                &cursor_walk(*n, "statement_block"),
                skipping,
                "{}",
                n.kind_name()
            );
        }
    }
}
