#!/usr/bin/env bash
# Benchmark resilint on a directory against the parse-only floor (same files,
# same grammars, no rules) and, when available, ast-grep with an equivalent
# core rule set (benches/ast-grep/). Reports the median of RUNS runs of wall
# time, CPU time (user+sys), files/s, MB/s and peak RSS.
#
#   benches/bench.sh DIR [RUNS]          (default RUNS=3)
#   AST_GREP=/path/to/ast-grep benches/bench.sh DIR
#
# ast-grep is looked up as $AST_GREP, then on PATH, then installed with npm
# into benches/.tools (npm install @ast-grep/cli) if npm is available.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
dir="${1:?usage: benches/bench.sh DIR [RUNS]}"
runs="${2:-3}"
jobs="${JOBS:-$(nproc)}"

cargo build --release --quiet --manifest-path "$root/Cargo.toml"
bin="$root/target/release/resilint"

sg="${AST_GREP:-}"
if [ -z "$sg" ]; then
  if command -v ast-grep >/dev/null 2>&1; then sg="$(command -v ast-grep)"
  elif [ -x "$here/.tools/node_modules/.bin/ast-grep" ]; then sg="$here/.tools/node_modules/.bin/ast-grep"
  elif command -v npm >/dev/null 2>&1; then
    npm install --silent --prefix "$here/.tools" @ast-grep/cli >/dev/null 2>&1 && sg="$here/.tools/node_modules/.bin/ast-grep" || sg=""
  fi
fi

# Files and bytes the scanner considers (same set for both resilint modes).
stats="$("$bin" check "$dir" --parse-only --stats --format json --fail-on never 2>&1 >/dev/null | grep '^stats:' || true)"
files="$(echo "$stats" | sed -E 's/^stats: ([0-9]+) files.*/\1/')"
mb="$(echo "$stats" | sed -E 's/.* ([0-9.]+) MB,.*/\1/')"
full_stats="$("$bin" check "$dir" --stats --format json --fail-on never 2>&1 >/dev/null | grep '^stats:' || true)"
prefiltered="$(echo "$full_stats" | sed -E 's/.*\(([0-9]+) not parsed.*/\1/')"

# measure NAME CMD... -> "wall cpu rss_kb" medians
measure() {
  local name="$1"; shift
  local walls=() cpus=() rsss=()
  for _ in $(seq "$runs"); do
    local tmp
    tmp="$(mktemp)"
    /usr/bin/time -o "$tmp" -f '%e %U %S %M' "$@" >/dev/null 2>&1 || true
    read -r w u s m <"$tmp"
    rm -f "$tmp"
    walls+=("$w"); cpus+=("$(echo "$u + $s" | bc -l)"); rsss+=("$m")
  done
  med() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
  echo "$name $(med "${walls[@]}") $(med "${cpus[@]}") $(med "${rsss[@]}")"
}

results=()
results+=("$(measure "resilint-check(j$jobs)" "$bin" check "$dir" --jobs "$jobs" --format json --fail-on never)")
results+=("$(measure "parse-only-floor(j$jobs)" "$bin" check "$dir" --parse-only --jobs "$jobs" --format json --fail-on never)")
results+=("$(measure "resilint-check(j1)" "$bin" check "$dir" --jobs 1 --format json --fail-on never)")
results+=("$(measure "resilint-check-no-cross-file(j$jobs)" env RESILINT_NO_INDEX=1 "$bin" check "$dir" --jobs "$jobs" --format json --fail-on never)")
results+=("$(measure "resilint-check-no-prefilter(j$jobs)" env RESILINT_NO_PREFILTER=1 "$bin" check "$dir" --jobs "$jobs" --format json --fail-on never)")
if [ -n "$sg" ]; then
  results+=("$(measure "ast-grep(j$jobs)" "$sg" scan -c "$here/ast-grep/sgconfig.yml" --threads "$jobs" --json=compact "$dir")")
fi

echo
echo "directory: $dir   files: $files   MB: $mb   runs: $runs (median)   files not parsed by the prefilter: $prefiltered"
printf '%-36s %8s %8s %10s %8s %9s\n' "command" "wall s" "cpu s" "files/s" "MB/s" "RSS MiB"
floor_cpu=""
for r in "${results[@]}"; do
  read -r name w c m <<<"$r"
  fps="$(echo "$files / $w" | bc -l 2>/dev/null || echo 0)"
  mbs="$(echo "$mb / $w" | bc -l 2>/dev/null || echo 0)"
  printf '%-36s %8.2f %8.2f %10.0f %8.1f %9.1f\n' "$name" "$w" "$c" "$fps" "$mbs" "$(echo "$m / 1024" | bc -l)"
  case "$name" in parse-only-floor*) floor_cpu="$c";; esac
done
echo
for r in "${results[@]}"; do
  read -r name w c m <<<"$r"
  [ -n "$floor_cpu" ] && printf 'CPU ratio %-36s %.2fx floor\n' "$name" "$(echo "$c / $floor_cpu" | bc -l)"
done
