#!/usr/bin/env bash
# Start-position search speed, ours against fairy-stockfish: one thread each, the same hash
# size (16 MiB unless HASH_MB says otherwise), `go movetime MS`, run alternately on the same
# machine so both see the same load.
# Usage: benches/nps-vs-fairy.sh [RUNS] [MOVETIME_MS]. Prints each run and the median ratio.
# OURS=path overrides our binary (default: a fresh release build); HASH_MB=N sets the hash.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
movetime=${2:-10000}
hash_mb=${HASH_MB:-16}
source benches/fairy-common.sh
wait_s=$(awk -v m="$movetime" 'BEGIN { print m / 1000 + 1 }')

# Last `info ... nps N` figure an engine prints for one search from the start position.
nps_of() {
  { printf 'usi\nsetoption name UCI_Variant value judkins\nsetoption name Threads value 1\n'
    printf 'setoption name USI_Hash value %s\nisready\nposition startpos\ngo movetime %s\n' \
      "$hash_mb" "$movetime"
    sleep "$wait_s"
    echo quit; } | "$1" 2>/dev/null |
    awk '/^info .* nps / { for (i = 1; i < NF; i++) if ($i == "nps") n = $(i + 1) } END { print n + 0 }'
}

ratios=()
for i in $(seq "$runs"); do
  ours_nps=$(nps_of "$ours")
  fairy=$(nps_of "$fsf")
  r=$(awk -v a="$ours_nps" -v b="$fairy" 'BEGIN { print a / b }')
  printf 'run %d: judkins %d nps, fairy-stockfish %d nps, ratio %.2f\n' "$i" "$ours_nps" "$fairy" "$r"
  ratios+=("$r")
done
printf '%s\n' "${ratios[@]}" | median_ratio "judkins nps / fairy-stockfish nps" %.2f
