//! Cross-file facts gathered in a first pass over the scan (declarations of
//! functions with short timeout defaults, retry helpers, retrying house clients).

#[derive(Debug, Default)]
pub struct ProjectIndex {}
