# Shared by the *-vs-fairy.sh scripts (sourced, not run): sets `fsf` to fairy-stockfish,
# installing it if missing, and `ours` to our binary (OURS=path, or a fresh release build).
fsf=${FAIRY_STOCKFISH:-/usr/games/fairy-stockfish}
if [ ! -x "$fsf" ]; then
  apt-get install -y fairy-stockfish >/dev/null
fi
if [ -z "${OURS:-}" ]; then
  cargo build --release --quiet
  OURS=target/release/judkins
fi
ours=$OURS

# Prints "median ratio (LABEL): X" for the numbers on stdin, with FORMAT (e.g. %.2f).
median_ratio() {
  sort -g | awk -v label="$1" -v fmt="$2" \
    '{a[NR]=$1} END {printf "median ratio (%s): " fmt "\n", label, a[int((NR+1)/2)]}'
}
