#!/usr/bin/env python3
"""Writes the weights that `examples/tune.rs` prints into the evaluation's sources.

usage: python3 examples/apply_fit.py FIT_OUTPUT [EVAL_DIR]

FIT_OUTPUT is the tuner's printout (lines `NAME[...]   old ->   new`, or `NAME   old ->   new`
for a scalar); EVAL_DIR defaults to src/eval. Each table's numbers are replaced in source
order, which is the tuner's entry order; the per-kind weights of weights.rs (`BOARD_VALUE[Pawn]`)
by their kind's index, and the scalars (`TEMPO`) in their `pub const` line. Every old value is
checked against the source first, so a table whose layout moved stops the script instead of
being scrambled.
"""
import re
import sys
from collections import defaultdict

TABLES = {
    "piece_tables.rs": ["PST", "OWN_KING_OFFSET", "ENEMY_KING_OFFSET", "PIECE_STATUS", "MOBILITY"],
    "king_tables.rs": ["RING_CONTROL", "OUTER_CONTROL", "RING_HAND", "HAND_ATTACK", "KING_ESCAPE"],
    "hand_tables.rs": ["HAND_SET"],
}
# The scalar weights' file, and its arrays indexed by `PieceKind::index()` (the fit names
# their entries by kind, in the order of `enum PieceKind` in src/piece.rs).
WEIGHTS_FILE = "weights.rs"
KIND_ARRAYS = ["BOARD_VALUE", "ATTACKER_WEIGHT", "HAND_VALUE", "HAND_PRESSURE", "SLIDER_MOBILITY"]
PIECE_FILE = "../piece.rs"
FIT_LINE = re.compile(r"^(\w+)((?:\[[^\]]+\])*)\s+(-?\d+) ->\s+(-?\d+)")
NUMBER = re.compile(r"\s*-?\d+")


def read_kinds(path):
    """The variants of `enum PieceKind`, in index order."""
    m = re.search(r"pub enum PieceKind \{([^}]*)\}", "\n".join(read_lines(path)))
    if not m:
        sys.exit(f"{path}: no `pub enum PieceKind`")
    return [re.sub(r"//.*", "", v).strip() for v in m.group(1).split(",") if v.strip()]


def read_fit(path, kind_names):
    """Table entries in the fit's order, per-kind entries by kind index, and the scalars."""
    tables, kinds, scalars = defaultdict(list), defaultdict(dict), {}
    for line in open(path):
        m = FIT_LINE.match(line)
        if not m:
            continue
        name, index, pair = m.group(1), m.group(2), (int(m.group(3)), int(m.group(4)))
        if not index:
            scalars[name] = pair
        elif name in KIND_ARRAYS:
            kind = index.strip("[]")
            if kind not in kind_names:
                sys.exit(f"{name}: unknown piece kind '{kind}' in the fit")
            kinds[name][kind_names.index(kind)] = pair
        else:
            tables[name].append(pair)
    return tables, kinds, scalars


def rewrite_table(lines, name, entries, whole=True):
    """Replaces the numbers of `pub const NAME` in `lines` at the indices of `entries`
    ({index: (old, new)}); with `whole`, the fit must cover every number. Returns how many
    changed."""
    index = 0
    changed = 0

    def replace(m):
        nonlocal index, changed
        index += 1
        if index - 1 not in entries:
            return m.group(0)
        old, new = entries[index - 1]
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
    if max(entries) >= index:
        sys.exit(f"{name}: the fit has more entries than the source")
    if whole and index > len(entries):
        sys.exit(f"{name}: the source has {index} entries, the fit {len(entries)}")
    return changed


def rewrite_scalar(lines, name, pair):
    """Replaces N in `pub const NAME: i32 = N;`; returns whether it changed, or None when the
    source has no such line."""
    old, new = pair
    pattern = re.compile(rf"^(pub const {name}: i32 = )(-?\d+);")
    for row, line in enumerate(lines):
        m = pattern.match(line)
        if m:
            if int(m.group(2)) != old:
                sys.exit(f"{name}: source has {m.group(2)} where the fit says {old}")
            lines[row] = pattern.sub(rf"\g<1>{new};", line)
            return new != old
    return None


def read_lines(path):
    try:
        return open(path).read().split("\n")
    except OSError as e:
        sys.exit(f"cannot read {path}: {e.strerror}")


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    eval_dir = sys.argv[2] if len(sys.argv) == 3 else "src/eval"
    try:
        tables, kinds, scalars = read_fit(sys.argv[1], read_kinds(f"{eval_dir}/{PIECE_FILE}"))
    except OSError as e:
        sys.exit(f"cannot read {sys.argv[1]}: {e.strerror}")
    # Every file is rewritten in memory first: a value that does not match stops the script
    # before anything is written.
    rewritten = []
    for file, names in TABLES.items():
        path = f"{eval_dir}/{file}"
        lines = read_lines(path)
        for name in names:
            if name not in tables:
                print(f"{name}: not in the fit, left as it is")
                continue
            changed = rewrite_table(lines, name, dict(enumerate(tables[name])))
            print(f"{name}: {len(tables[name])} entries, {changed} changed")
        rewritten.append((path, lines))
    path = f"{eval_dir}/{WEIGHTS_FILE}"
    lines = read_lines(path)
    for name, entries in kinds.items():
        changed = rewrite_table(lines, name, entries, whole=False)
        print(f"{name}: {len(entries)} entries, {changed} changed")
    unknown = []
    changed = 0
    for name, pair in scalars.items():
        result = rewrite_scalar(lines, name, pair)
        if result is None:
            unknown.append(name)
        changed += bool(result)
    if scalars:
        print(f"scalars: {len(scalars) - len(unknown)}, {changed} changed")
    rewritten.append((path, lines))
    for path, lines in rewritten:
        open(path, "w").write("\n".join(lines))
    # A table or scalar this script does not know yet is for the sources by hand.
    written = {name for names in TABLES.values() for name in names}
    others = sorted(set(tables) - written) + unknown
    if others:
        print("left for the sources by hand:", ", ".join(others))


if __name__ == "__main__":
    main()
