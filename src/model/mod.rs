//! The project model (spec v3): what the scanner knows about a project
//! beyond one syntax node. Library and framework knowledge as data
//! (`knowledge`), the execution context of every file (`exec`), and the
//! effect summaries of project functions across files (`effects`). Rules ask
//! the model; they keep only their own reasoning.

pub mod aliases;
pub mod callers;
pub mod effects;
pub mod exec;
pub mod knowledge;
pub mod raised;
pub mod resolve;
pub mod uses;
