#!/usr/bin/env python3
"""Writes the table values that `examples/tune.rs` prints into the table sources.

usage: python3 examples/apply_fit.py FIT_OUTPUT [EVAL_DIR]

FIT_OUTPUT is the tuner's printout (lines `NAME[...]   old ->   new`); EVAL_DIR defaults to
src/eval. Each table's numbers are replaced in source order, which is the tuner's entry order;
every old value is checked against the source first, so a table whose layout moved stops the
script instead of being scrambled. Scalar weights are left for weights.rs by hand.
"""
import re
import sys
from collections import defaultdict

TABLES = {
    "piece_tables.rs": ["PST", "OWN_KING_OFFSET", "ENEMY_KING_OFFSET", "PIECE_STATUS", "MOBILITY"],
    "king_tables.rs": ["RING_CONTROL", "OUTER_CONTROL", "RING_HAND", "HAND_ATTACK", "KING_ESCAPE"],
}
FIT_LINE = re.compile(r"^(\w+)(?:\[[^\]]+\])+\s+(-?\d+) ->\s+(-?\d+)")
NUMBER = re.compile(r"\s*-?\d+")


def read_fit(path):
    values = defaultdict(list)
    for line in open(path):
        m = FIT_LINE.match(line)
        if m:
            values[m.group(1)].append((int(m.group(2)), int(m.group(3))))
    return values


def rewrite_table(lines, name, pairs):
    """Replaces the numbers of `pub const NAME` in `lines`; returns how many changed."""
    pairs = iter(pairs)
    changed = 0

    def replace(m):
        nonlocal changed
        old, new = next(pairs)
        if int(m.group(0)) != old:
            sys.exit(f"{name}: source has {m.group(0).strip()} where the fit says {old}")
        changed += new != old
        text = str(new)
        width = len(m.group(0))
        if len(text) < width:
            return text.rjust(width)
        # Too wide for the column: keep one space of the padding, if there was any.
        return " " + text if m.group(0)[0].isspace() else text

    row = next((i for i, line in enumerate(lines) if line.startswith(f"pub const {name}:")), None)
    if row is None:
        sys.exit(f"{name}: no `pub const {name}` in the source")
    opened = False
    while True:
        code, sep, comment = lines[row].partition("//")
        head = ""
        if not opened:
            start = code.find("= [")
            if start < 0:
                row += 1
                continue
            head, code = code[: start + 3], code[start + 3 :]
            opened = True
        end = code.find("];")
        body, tail = (code, "") if end < 0 else (code[:end], code[end:])
        lines[row] = head + NUMBER.sub(replace, body) + tail + sep + comment
        if end >= 0:
            break
        row += 1
    if next(pairs, None) is not None:
        sys.exit(f"{name}: the fit has more entries than the source")
    return changed


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    try:
        values = read_fit(sys.argv[1])
    except OSError as e:
        sys.exit(f"cannot read {sys.argv[1]}: {e.strerror}")
    eval_dir = sys.argv[2] if len(sys.argv) == 3 else "src/eval"
    for file, names in TABLES.items():
        path = f"{eval_dir}/{file}"
        try:
            lines = open(path).read().split("\n")
        except OSError as e:
            sys.exit(f"cannot read {path}: {e.strerror}")
        for name in names:
            if name not in values:
                print(f"{name}: not in the fit, left as it is")
                continue
            changed = rewrite_table(lines, name, values[name])
            print(f"{name}: {len(values[name])} entries, {changed} changed")
        open(path, "w").write("\n".join(lines))
    # Scalars, and any table this script does not know yet, are for the sources by hand.
    written = {name for names in TABLES.values() for name in names}
    others = sorted(set(values) - written)
    if others:
        print("left for the sources by hand:", ", ".join(others))


if __name__ == "__main__":
    main()
