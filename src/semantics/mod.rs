//! Shared knowledge rules build on: which calls cross the network, which
//! names are retry helpers or delays, and what a file imports.

pub mod answers;
pub mod ast;
pub mod bindings;
pub mod clients;
pub mod comments;
pub mod containment;
pub mod delay;
pub mod endpoints;
pub mod errors;
pub mod facts;
pub mod flow;
pub mod handlers;
pub mod kind;
pub mod loops;
pub mod names;
pub mod parents;
pub mod retry_decorators;
pub mod retry_policies;
pub mod schedule;
pub mod sentinel;
pub mod status;
