//! resilint: a lint scanner for resilience anti-patterns in TypeScript/JavaScript,
//! Ruby and Python service code.

pub mod backlog;
pub mod baseline;
pub mod cli;
pub mod codeowners;
pub mod config;
pub mod context;
pub mod engine;
pub mod finding;
pub mod fix;
pub mod git;
pub mod incidents;
pub mod index;
pub mod init;
pub mod lang;
pub mod model;
pub mod project;
pub mod render;
pub mod rules;
pub mod semantics;
pub mod suppress;
pub mod text;
pub mod walk;
