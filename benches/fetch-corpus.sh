#!/usr/bin/env bash
# Fetches the benchmark corpus (benches/corpus.txt: public repositories at
# pinned commits) into DIR, one shallow checkout per repository, without
# history. Re-running skips repositories already at their commit.
#
#   benches/fetch-corpus.sh DIR
#   benches/bench.sh DIR 3
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
dest="${1:?usage: benches/fetch-corpus.sh DIR}"
mkdir -p "$dest"
grep -v '^#' "$here/corpus.txt" | while read -r name url commit; do
  [ -n "$name" ] || continue
  dir="$dest/$name"
  if [ "$(git -C "$dir" rev-parse HEAD 2>/dev/null || true)" = "$commit" ]; then
    echo "$name: at $commit"
    continue
  fi
  rm -rf "$dir"
  git init -q "$dir"
  git -C "$dir" fetch -q --depth 1 "$url" "$commit"
  git -C "$dir" -c advice.detachedHead=false checkout -q FETCH_HEAD
  echo "$name: $url @ $commit"
done
