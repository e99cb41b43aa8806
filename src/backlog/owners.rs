//! CODEOWNERS for a project root: the file found in the root or its
//! ancestors up to the git work tree's root, and where the root sits below it.

use crate::codeowners::CodeOwners;
use std::path::Path;

pub struct ProjectOwners {
    owners: CodeOwners,
    /// The project root relative to the CODEOWNERS base (`""` when equal).
    prefix: String,
}

impl ProjectOwners {
    /// CODEOWNERS for `project_root`, looked up in it and its ancestors up
    /// to the git work tree's root.
    pub fn discover(project_root: &Path) -> Option<ProjectOwners> {
        let top = crate::project::git_root(project_root);
        for dir in project_root.ancestors() {
            if let Some(owners) = CodeOwners::discover(dir) {
                return Some(ProjectOwners {
                    owners,
                    prefix: crate::project::display_path(project_root, dir),
                });
            }
            if top.as_deref() == Some(dir) {
                break;
            }
        }
        None
    }

    /// The owners of `rel` (relative to the project root), space-separated.
    pub fn owner(&self, rel: &str) -> Option<String> {
        let owners = if self.prefix.is_empty() {
            self.owners.owners(rel)
        } else {
            self.owners.owners(&format!("{}/{rel}", self.prefix))
        };
        owners.map(|o| o.join(" "))
    }
}
