#!/usr/bin/env bash
# Start-position perft, ours against fairy-stockfish, run alternately on the same machine.
# Usage: benches/perft-vs-fairy.sh [DEPTH] [RUNS]. Prints each run and the median ratio.
# OURS=path overrides our binary (default: a fresh release build).
set -euo pipefail
cd "$(dirname "$0")/.."
depth=${1:-6}
runs=${2:-5}
source benches/fairy-common.sh

now() { date +%s.%N; }
ratios=()
for i in $(seq "$runs"); do
  t0=$(now)
  "$ours" perft "$depth" | tail -1
  t1=$(now)
  printf 'usi\nsetoption name UCI_Variant value judkins\nposition startpos\ngo perft %s\nquit\n' "$depth" |
    "$fsf" | grep 'Nodes searched'
  t2=$(now)
  r=$(awk -v a="$t0" -v b="$t1" -v c="$t2" -v i="$i" 'BEGIN {
    printf "run %d: judkins %.3f s, fairy-stockfish %.3f s, ratio %.1f\n", i, b - a, c - b, (c - b) / (b - a) > "/dev/stderr"
    print (c - b) / (b - a) }')
  ratios+=("$r")
done
printf '%s\n' "${ratios[@]}" | median_ratio "fairy-stockfish time / judkins time" %.1f
