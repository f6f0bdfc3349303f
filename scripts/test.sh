#!/usr/bin/env bash
# `npm test`, and CI's run of it (`.ci/run` passes --install for a clean `npm ci` first).
#
# Steps: Debian's Chromium, the build, then two lanes side by side: the browser tests (two
# workers, a server each) in one, the type checks and lint, then the Vitest projects (the
# server's database tests a second time on the machine's PostgreSQL, 127.0.0.1:5432 unless
# TEST_DATABASE_URL says otherwise) in the other. The browser suite mostly waits on pages
# and servers (well under one core of its own), so on two cores the lanes take little longer
# together than the longer one alone (decision 064). The browser tests' output is printed
# when they end, not mixed into the other lane's. Every step runs to its end even when one
# before it failed, so a run reports all its failures; the command then exits 1.
#
# A table of the steps ends the output: wall-clock seconds, and the CPU seconds of each
# step's processes (on a shared or busy machine the first grows, the second hardly).
set -uo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
started=$(date +%s)
browser_pid=''
cleanup() {
  if [ -n "$browser_pid" ]; then kill -- "-$browser_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Runs a step in a subshell that writes its outcome to $work/<n>: the exit code, its start
# and end, and the CPU seconds (user + system) of its processes as `times` reports them.
run_step() {
  local file="$work/$1" name=$2
  shift 2
  echo "$name" >"$file.name"
  (
    set +e
    start=$(date +%s)
    "$@"
    code=$?
    echo "$code $start $(date +%s)" >"$file.result"
    times >"$file.cpu"
    exit "$code"
  )
}

cpu_seconds() {
  tail -n 1 "$1" | awk '{ total = 0; for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); total += t[1] * 60 + t[2] }
    printf "%d", total }'
}

report() {
  local failed=0
  echo
  echo "== steps"
  printf '%-30s %8s %8s  %s\n' step seconds 'CPU s' result
  for file in $(ls "$work"/*.name 2>/dev/null | sort -V); do
    local base=${file%.name} code=' ' begin end seconds='-' cpu='-' result='not run'
    if [ -f "$base.result" ]; then
      read -r code begin end <"$base.result"
      seconds=$((end - begin))
      cpu=$(cpu_seconds "$base.cpu")
      if [ "$code" = 0 ]; then result=passed; else result="failed ($code)"; fi
    fi
    [ "$result" = passed ] || failed=1
    printf '%-30s %8s %8s  %s\n' "$(cat "$file")" "$seconds" "$cpu" "$result"
  done
  printf '%-30s %8s\n' total $(($(date +%s) - started))
  return "$failed"
}

step_started() { echo; echo "== $1"; }

if [ "${1:-}" = --install ]; then
  step_started 'npm ci'
  run_step 1 'npm ci' npm ci --no-audit --no-fund || { report; exit 1; }
fi
step_started 'chromium'
run_step 2 'chromium' node scripts/ensure-chromium.mjs || { report; exit 1; }
step_started 'build'
run_step 3 'build' npm run build --silent

# The browser lane, in its own process group so an interrupted run stops all of it, and
# reading nothing from the terminal, which a background group may not.
if [ -f "$work/3.result" ] && [ "$(cut -d' ' -f1 "$work/3.result")" = 0 ]; then
  set -m
  run_step 6 'browser tests' npm run test:e2e --silent </dev/null >"$work/browser.log" 2>&1 &
  browser_pid=$!
  set +m
fi

step_started 'typecheck + lint'
run_step 4 'typecheck + lint' npm run check --silent
step_started 'vitest (+ PostgreSQL pass)'
run_step 5 'vitest (+ PostgreSQL pass)' npm run test:unit --silent

if [ -n "$browser_pid" ]; then
  step_started 'browser tests (ran beside the steps above)'
  wait "$browser_pid"
  browser_pid=''
  cat "$work/browser.log"
fi
report
