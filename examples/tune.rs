//! Texel-style tuning of the evaluation's weights from game records.
//!
//! Reads the JSON-lines records `judkins match --records` writes, replays every game, keeps the
//! quiet positions (side to move not in check, the move played from it and the move before it
//! neither a capture nor a promotion, no mate score announced), and labels each with the game's
//! result for the side to move. It then fits the scale K of the logistic curve that maps an
//! evaluation to an expected score, and moves one weight at a time by a step while the mean
//! squared error falls (Texel's local search). `--pst`, `--king-offsets`, `--ring-control`,
//! `--outer-control`, `--ring-hand`, `--piece-status`, `--mobility`, `--hand-attack`,
//! `--king-escape` and `--hand-set` add tables that the evaluation adds linearly, so they
//! are fitted without evaluating again; `--tables-only` holds every scalar weight. A table
//! entry held by fewer than `--min-holders` training positions (2000) stays as it is, and
//! `--ridge L` charges L times the square of an entry's move from its start against the summed
//! squared error, so that rare entries move only as far as their evidence carries them. Every
//! tenth game is held out to measure the fit, or, with `--held-out`, the games of the files
//! named so (say, openings the fit never saw), and with `--split-openings`, a fifth of the
//! openings of the files named so, each with all its games. `--lambda L` labels each
//! training position with (1 - L) times the result plus L times the expected score of the
//! mover's recorded search score (held-out labels stay results). `--scale K` holds the logistic
//! scale at K instead of fitting it. It prints the weights found, for
//! pasting into `src/eval/weights.rs` by hand: the engine plays with named constants only.
//!
//! ```sh
//! cargo run --release --example tune -- [--passes N] [--min-ply N] [--pst] [--king-offsets] \
//!     [--ring-control] [--outer-control] [--ring-hand] [--piece-status] [--mobility] \
//!     [--hand-attack] [--king-escape] [--hand-set] [--tables-only] [--min-holders N] \
//!     [--ridge L] [--fix NAME,...] [--opening-bias] [--lambda L] [--scale K] \
//!     [--held-out RECORDS.jsonl]... \
//!     [--split-openings RECORDS.jsonl]... RECORDS.jsonl...
//! ```

use judkins::Position;
use judkins::eval::weights::{
    KING_OFFSETS, KingOffsetTables, StateTable, WEIGHTS, Weights, king_offset, table_index,
};
use judkins::eval::{evaluate_with, table_entries};
use judkins::r#match::json::{self, Json};
use judkins::piece::PieceKind;
use judkins::{Color, Square};
use std::collections::HashMap;
use std::process::ExitCode;
use std::time::Instant;

/// One labelled position: its result for the side to move (1 win, 0.5 draw, 0 loss).
struct Sample {
    pos: Position,
    result: f64,
    /// The game's opening (its start position and opening moves), numbered in order of
    /// appearance.
    opening: u32,
    /// Added to the evaluation before it is mapped to a score: the opening's bias for the side
    /// to move under `--opening-bias`, else 0.
    offset: f64,
    /// The score the mover's search gave this position (centipawns, side to move), if any.
    search: Option<f64>,
}

/// The string member `key` of a record.
fn string_field<'a>(record: &'a Json, key: &str) -> Option<&'a str> {
    record.get(key)?.as_str()
}

/// The strings of the record's array member `key`; none if it is missing.
fn string_array<'a>(record: &'a Json, key: &str) -> Vec<&'a str> {
    record
        .get(key)
        .and_then(Json::as_array)
        .map_or_else(Vec::new, |items| {
            items.iter().filter_map(Json::as_str).collect()
        })
}

/// The played moves of a record, each with whether its mover announced a mate score and the
/// centipawn score it gave, if any.
fn played_moves(record: &Json) -> Vec<(&str, bool, Option<f64>)> {
    let moves = record.get("moves").and_then(Json::as_array).unwrap_or(&[]);
    moves
        .iter()
        .filter_map(|played| {
            let score = played.get("score");
            let mate = score.and_then(|s| s.get("mate")).is_some();
            let cp = score.and_then(|s| s.get("cp")).and_then(Json::as_i64);
            Some((played.get("usi")?.as_str()?, mate, cp.map(|cp| cp as f64)))
        })
        .collect()
}

fn samples_from_game(record: &Json, min_ply: usize, out: &mut Vec<Sample>) -> Option<()> {
    let reason = string_field(record, "reason").unwrap_or("");
    if ["time", "crash", "illegal", "disconnect"]
        .iter()
        .any(|bad| reason.contains(bad))
    {
        return None;
    }
    let black_score = match string_field(record, "winner")? {
        "black" => 1.0,
        "white" => 0.0,
        _ => 0.5,
    };
    let mut pos = Position::from_sfen(string_field(record, "start_sfen")?).ok()?;
    for token in string_array(record, "opening_moves") {
        let mv = pos.parse_move(token).ok()?;
        pos.do_move(mv);
    }
    let mut previous_capture = false;
    for (token, mate_announced, search) in played_moves(record) {
        let mv = pos.parse_move(token).ok()?;
        let capture = !mv.is_drop() && pos.piece_on(mv.to()).is_some();
        let quiet = !capture && !mv.is_promotion();
        if pos.game_ply() >= min_ply
            && quiet
            && !previous_capture
            && !mate_announced
            && !pos.in_check()
        {
            let result = if pos.side_to_move() == Color::Black {
                black_score
            } else {
                1.0 - black_score
            };
            // A position without its history: cheap to keep and to evaluate.
            let pos = Position::from_sfen(&pos.to_sfen()).ok()?;
            out.push(Sample {
                pos,
                result,
                opening: 0,
                offset: 0.0,
                search,
            });
        }
        previous_capture = capture;
        pos.do_move(mv);
    }
    Some(())
}

/// Under `--lambda`: blends each label with the expected score of its search score under the
/// scale `k` (fitted to results, or held by `--scale`), which then stays. A result alone is
/// noisy: one game's luck labels every position of it.
fn blend_labels(samples: &mut [Sample], lambda: f64, k: f64) {
    for s in samples {
        if let Some(cp) = s.search {
            s.result = (1.0 - lambda) * s.result + lambda * predicted(cp, k);
        }
    }
}

/// Mean squared error of the predicted scores over `samples`.
fn error(samples: &[Sample], w: &Weights, k: f64) -> f64 {
    let total: f64 = evaluations(samples, w)
        .into_iter()
        .zip(samples)
        .map(|(e, s)| (s.result - predicted(e as f64 + s.offset, k)).powi(2))
        .sum();
    total / samples.len().max(1) as f64
}

/// The expected score of an evaluation `e` under the logistic scale `k`.
fn predicted(e: f64, k: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * e / 400.0))
}

/// Every sample's evaluation under `w`, on all cores.
fn evaluations(samples: &[Sample], w: &Weights) -> Vec<i32> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let chunk = samples.len().div_ceil(threads).max(1);
    std::thread::scope(|scope| {
        let handles: Vec<_> = samples
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    part.iter()
                        .map(|s| evaluate_with(&s.pos, w))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect()
    })
}

/// A table the evaluation adds linearly: the piece-square tables (a piece's entry by its
/// square), the king-offset tables (by its offset from a king), or a state table (by the
/// control of a square near a king, or how a piece is attacked and defended).
#[derive(Clone, Copy, PartialEq)]
enum Table {
    Square,
    OwnKingOffset,
    EnemyKingOffset,
    State(StateTable),
}

impl Table {
    /// Entries per piece kind in a piece table.
    fn per_kind(self) -> usize {
        match self {
            Table::Square => Square::NUM,
            _ => KING_OFFSETS,
        }
    }

    /// One parameter per entry, in entry order.
    fn params(self) -> Vec<Param> {
        match self {
            Table::Square => pst_params(),
            Table::State(table) => (0..WEIGHTS.clone().state_table_mut(table).len())
                .map(|i| {
                    Param::new(format!("{}[{i}]", table.name()), 2, move |w| {
                        &mut w.state_table_mut(table)[i]
                    })
                })
                .collect(),
            _ => king_offset_params(self),
        }
    }

    /// The entries `pos` holds, each with its sign: +1 for the side to move's, -1 for the
    /// opponent's.
    fn entries(self, pos: &Position) -> Vec<(usize, i32)> {
        let us = pos.side_to_move();
        if let Table::State(table) = self {
            let [ours, theirs] = table_entries(pos, table, us);
            let signed = |entries: Vec<usize>, sign| entries.into_iter().map(move |e| (e, sign));
            return signed(ours, 1).chain(signed(theirs, -1)).collect();
        }
        pos.occupied()
            .into_iter()
            .filter_map(|sq| {
                let piece = pos.piece_on(sq)?;
                let (color, kind) = (piece.color, piece.kind);
                let index = match self {
                    Table::Square => table_index(color, sq),
                    // The king-offset tables hold no entry for the kings themselves.
                    _ if kind == PieceKind::King => return None,
                    Table::OwnKingOffset => king_offset(color, pos.king_square(color), sq),
                    _ => king_offset(color, pos.king_square(!color), sq),
                };
                let sign = if color == us { 1 } else { -1 };
                Some((kind.index() * self.per_kind() + index, sign))
            })
            .collect()
    }
}

/// For each entry of `table`, the samples whose evaluation holds it, with its summed sign.
/// The evaluation is linear in these entries, so shifting one by d moves each such sample's
/// evaluation by sign * d, and the error can be updated without evaluating again.
fn table_features(samples: &[Sample], table: Table) -> Vec<Vec<(u32, i32)>> {
    let mut features = vec![Vec::new(); table.params().len()];
    for (j, s) in samples.iter().enumerate() {
        let mut signs = table.entries(&s.pos);
        signs.sort_unstable();
        let mut i = 0;
        while i < signs.len() {
            let entry = signs[i].0;
            let mut sum = 0;
            while i < signs.len() && signs[i].0 == entry {
                sum += signs[i].1;
                i += 1;
            }
            if sum != 0 {
                features[entry].push((j as u32, sum));
            }
        }
    }
    features
}

/// Texel's local search on one weight: steps of `step` up while `try_shift` keeps a step
/// (it applies one only when the error falls), or else down; true if the weight moved.
fn climb(step: i32, mut try_shift: impl FnMut(i32) -> bool) -> bool {
    for direction in [1, -1] {
        // Keep stepping while the error falls: most weights move by many steps.
        let mut moved = false;
        while try_shift(direction * step) {
            moved = true;
        }
        if moved {
            return true;
        }
    }
    false
}

/// By default, table entries seen in fewer training positions stay as they are: rare entries
/// fit noise.
const MIN_HOLDERS: usize = 2000;

/// One pass over the table entries by the linear update; true if any entry moved.
fn table_pass(
    train: &[Sample],
    w: &mut Weights,
    k: f64,
    best: &mut f64,
    params: &[Param],
    features: &[Vec<(u32, i32)>],
    limits: &EntryLimits,
) -> bool {
    let mut evals = evaluations(train, w);
    let n = train.len() as f64;
    let mut improved = false;
    for (p, holders) in params.iter().zip(features) {
        if holders.len() < limits.min_holders {
            continue;
        }
        let start = (p.value)(&WEIGHTS);
        improved |= climb(p.step, |delta| {
            // Ridge: moving an entry away from its start value costs ridge * offset^2.
            let offset = ((p.value)(w) - start) as f64;
            let cost = limits.ridge * ((offset + delta as f64).powi(2) - offset.powi(2));
            let change: f64 = holders
                .iter()
                .map(|&(j, sign)| {
                    let s = &train[j as usize];
                    let e = evals[j as usize];
                    (s.result - predicted((e + sign * delta) as f64 + s.offset, k)).powi(2)
                        - (s.result - predicted(e as f64 + s.offset, k)).powi(2)
                })
                .sum();
            if change + cost >= 0.0 {
                return false;
            }
            for &(j, sign) in holders {
                evals[j as usize] += sign * delta;
            }
            (p.shift)(w, delta);
            *best += change / n;
            true
        });
    }
    improved
}

/// Minimises `f` over [lo, hi] by golden-section search.
fn golden_section(mut lo: f64, mut hi: f64, f: impl Fn(f64) -> f64) -> f64 {
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..30 {
        let a = hi - ratio * (hi - lo);
        let b = lo + ratio * (hi - lo);
        if f(a) < f(b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// +1 when Black is to move, -1 when White is: the sign of a bias given from Black's side.
fn black_sign(pos: &Position) -> f64 {
    if pos.side_to_move() == Color::Black {
        1.0
    } else {
        -1.0
    }
}

/// Under `--opening-bias`: fits each opening's bias (centipawns for Black, the same in every
/// position of its games) to the current weights and stores it in the samples' offsets. The
/// bias takes up how far an opening favours one color, so that the tables are not moved to
/// explain it by the pieces that opening's games happen to place.
fn fit_opening_biases(samples: &mut [Sample], w: &Weights, k: f64) {
    let evals = evaluations(samples, w);
    let openings = samples
        .iter()
        .map(|s| s.opening as usize + 1)
        .max()
        .unwrap_or(0);
    let mut members = vec![Vec::new(); openings];
    for (j, s) in samples.iter().enumerate() {
        members[s.opening as usize].push(j);
    }
    for group in members.iter().filter(|g| !g.is_empty()) {
        let bias = golden_section(-600.0, 600.0, |b| {
            group
                .iter()
                .map(|&j| {
                    let s = &samples[j];
                    (s.result - predicted(evals[j] as f64 + black_sign(&s.pos) * b, k)).powi(2)
                })
                .sum()
        });
        for &j in group {
            samples[j].offset = black_sign(&samples[j].pos) * bias;
        }
    }
}

/// The logistic scale that fits the current weights best, by golden-section search.
fn fit_k(samples: &[Sample], w: &Weights) -> f64 {
    golden_section(0.1, 3.0, |k| error(samples, w, k))
}

/// Moves one weight by a signed amount.
type Shift = Box<dyn Fn(&mut Weights, i32)>;

/// A tunable weight: its name, its step, and how to read and shift it.
struct Param {
    name: String,
    step: i32,
    value: Box<dyn Fn(&Weights) -> i32>,
    shift: Shift,
}

impl Param {
    fn new(
        name: String,
        step: i32,
        field: impl Fn(&mut Weights) -> &mut i32 + Copy + 'static,
    ) -> Param {
        Param {
            name,
            step,
            value: Box::new(move |w| *field(&mut w.clone())),
            shift: Box::new(move |w, delta| *field(w) += delta),
        }
    }
}

fn scalar_params() -> Vec<Param> {
    let mut out = Vec::new();
    let mut scalar = |name: &str, step: i32, field: fn(&mut Weights) -> &mut i32| {
        out.push(Param::new(name.to_string(), step, field))
    };
    scalar("TEMPO", 4, |w| &mut w.tempo);
    scalar("WEAK_RING_SQUARE", 1, |w| &mut w.weak_ring_square);
    scalar("ATTACKED_RING_SQUARE", 1, |w| &mut w.attacked_ring_square);
    scalar("DROP_HOLE", 1, |w| &mut w.drop_hole);
    scalar("SAFE_DROP_CHECK", 1, |w| &mut w.safe_drop_check);
    scalar("OPEN_LINE", 1, |w| &mut w.open_line);
    scalar("OPEN_DIAGONAL", 1, |w| &mut w.open_diagonal);
    scalar("RING_DEFENDER", 1, |w| &mut w.ring_defender);
    scalar("KING_DANGER_CAP", 50, |w| &mut w.king_danger_cap);
    scalar("GENERAL_STRAY", 2, |w| &mut w.general_stray);
    let board = PieceKind::ALL.into_iter().filter(|&k| k != PieceKind::King);
    let sliders = [
        PieceKind::Bishop,
        PieceKind::Rook,
        PieceKind::Horse,
        PieceKind::Dragon,
    ];
    for kind in board {
        let i = kind.index();
        out.push(Param::new(format!("BOARD_VALUE[{kind:?}]"), 10, move |w| {
            &mut w.board_value[i]
        }));
        out.push(Param::new(
            format!("ATTACKER_WEIGHT[{kind:?}]"),
            1,
            move |w| &mut w.attacker_weight[i],
        ));
    }
    for kind in PieceKind::HAND {
        let i = kind.index();
        out.push(Param::new(format!("HAND_VALUE[{kind:?}]"), 10, move |w| {
            &mut w.hand_value[i]
        }));
        out.push(Param::new(
            format!("HAND_PRESSURE[{kind:?}]"),
            1,
            move |w| &mut w.hand_pressure[i],
        ));
    }
    for kind in sliders {
        let i = kind.index();
        out.push(Param::new(
            format!("SLIDER_MOBILITY[{kind:?}]"),
            1,
            move |w| &mut w.slider_mobility[i],
        ));
    }
    out
}

/// One parameter per entry of each kind's Black-view piece-square table; a shift moves the
/// entry for both colors.
fn pst_params() -> Vec<Param> {
    let mut out = Vec::new();
    for kind in PieceKind::ALL {
        let k = kind.index();
        for index in 0..Square::NUM {
            let square_for = move |color: Color| {
                Square::ALL
                    .into_iter()
                    .find(|&sq| table_index(color, sq) == index)
                    .unwrap_or(Square::new(0))
            };
            let (black, white) = (square_for(Color::Black), square_for(Color::White));
            out.push(Param {
                name: format!("PST[{kind:?}][{index}]"),
                step: 2,
                value: Box::new(move |w| w.pst[0][k][black.index()]),
                shift: Box::new(move |w, delta| {
                    w.pst[0][k][black.index()] += delta;
                    w.pst[1][k][white.index()] += delta;
                }),
            });
        }
    }
    out
}

/// One parameter per entry of each kind's king-offset table, own or enemy.
fn king_offset_params(table: Table) -> Vec<Param> {
    let (name, field): (&str, fn(&mut Weights) -> &mut KingOffsetTables) = match table {
        Table::OwnKingOffset => ("OWN_KING_OFFSET", |w| &mut w.own_king_offset),
        _ => ("ENEMY_KING_OFFSET", |w| &mut w.enemy_king_offset),
    };
    let mut out = Vec::new();
    for kind in PieceKind::ALL {
        let k = kind.index();
        for index in 0..KING_OFFSETS {
            out.push(Param::new(
                format!("{name}[{kind:?}][{index}]"),
                2,
                move |w| &mut field(w)[k][index],
            ));
        }
    }
    out
}

/// How far the table pass lets entries move.
struct EntryLimits {
    /// Entries seen in fewer training positions are left as they are.
    min_holders: usize,
    /// The cost of an entry's squared move from its start, in summed squared error.
    ridge: f64,
}

struct Options {
    passes: usize,
    /// Tune the piece-square tables too.
    pst: bool,
    /// Tune the king-offset tables too.
    king_offsets: bool,
    /// State tables to tune too.
    state_tables: Vec<StateTable>,
    /// Leave every scalar weight as it is.
    tables_only: bool,
    /// Weights left as they are, by name prefix.
    fixed: Vec<String>,
    limits: EntryLimits,
    min_ply: usize,
    files: Vec<String>,
    /// Records held out whole instead of every tenth game: to judge a fit on openings or
    /// builds that it never saw.
    held_out: Vec<String>,
    /// Records whose openings are split: `held_out_opening` decides, game by game.
    split_openings: Vec<String>,
    /// Fit a bias per opening beside the weights (`fit_opening_biases`).
    opening_bias: bool,
    /// The share of a training label taken from the mover's search score instead of the
    /// game's result (`--lambda`).
    lambda: f64,
    /// The logistic scale, held instead of fitted (`--scale`): a fit continued from tables an
    /// earlier fit wrote keeps that fit's scale, and with it the same blended labels.
    scale: Option<f64>,
}

fn parse_args() -> Result<Options, String> {
    let mut options = Options {
        passes: 20,
        pst: false,
        king_offsets: false,
        state_tables: Vec::new(),
        tables_only: false,
        fixed: Vec::new(),
        limits: EntryLimits {
            min_holders: MIN_HOLDERS,
            ridge: 0.0,
        },
        min_ply: 8,
        files: Vec::new(),
        held_out: Vec::new(),
        split_openings: Vec::new(),
        opening_bias: false,
        lambda: 0.0,
        scale: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut number = |flag: &str| -> Result<f64, String> {
            let value = args.next().ok_or(format!("{flag} needs a number"))?;
            value
                .parse()
                .map_err(|_| format!("{flag}: '{value}' is not a number"))
        };
        let whole = |value: f64, flag: &str| {
            (value >= 0.0 && value.fract() == 0.0)
                .then_some(value as usize)
                .ok_or(format!("{flag}: '{value}' is not a whole number"))
        };
        match arg.as_str() {
            "--passes" => options.passes = whole(number("--passes")?, "--passes")?,
            "--min-ply" => options.min_ply = whole(number("--min-ply")?, "--min-ply")?,
            "--min-holders" => {
                options.limits.min_holders = whole(number("--min-holders")?, "--min-holders")?
            }
            "--ridge" => options.limits.ridge = number("--ridge")?,
            "--scale" => {
                let k = number("--scale")?;
                if k <= 0.0 {
                    return Err(format!("--scale: '{k}' is not above 0"));
                }
                options.scale = Some(k);
            }
            "--pst" => options.pst = true,
            "--king-offsets" => options.king_offsets = true,
            "--ring-control" => options.state_tables.push(StateTable::RingControl),
            "--outer-control" => options.state_tables.push(StateTable::OuterControl),
            "--piece-status" => options.state_tables.push(StateTable::PieceStatus),
            "--hand-attack" => options.state_tables.push(StateTable::HandAttack),
            "--mobility" => options.state_tables.push(StateTable::Mobility),
            "--king-escape" => options.state_tables.push(StateTable::KingEscape),
            "--ring-hand" => options.state_tables.push(StateTable::RingHand),
            "--hand-set" => options.state_tables.push(StateTable::HandSet),
            "--tables-only" => options.tables_only = true,
            "--lambda" => {
                let lambda = number("--lambda")?;
                if !(0.0..=1.0).contains(&lambda) {
                    return Err(format!("--lambda: '{lambda}' is not a number from 0 to 1"));
                }
                options.lambda = lambda;
            }
            "--opening-bias" => options.opening_bias = true,
            "--held-out" => options
                .held_out
                .push(args.next().ok_or("--held-out needs a records file")?),
            "--split-openings" => options
                .split_openings
                .push(args.next().ok_or("--split-openings needs a records file")?),
            "--fix" => {
                let names = args.next().ok_or("--fix needs weight names")?;
                options.fixed.extend(names.split(',').map(str::to_string));
            }
            _ if arg.starts_with("--") => return Err(format!("unknown option '{arg}'")),
            _ => options.files.push(arg),
        }
    }
    if options.files.is_empty() {
        return Err(
            "usage: tune [--passes N] [--min-ply N] [--pst] [--king-offsets] [--ring-control] [--outer-control] [--ring-hand] [--piece-status] [--mobility] [--hand-attack] [--king-escape] [--hand-set] [--tables-only] [--min-holders N] [--ridge L] [--fix NAME,...] [--opening-bias] [--lambda L] [--scale K] [--held-out RECORDS.jsonl]... [--split-openings RECORDS.jsonl]... RECORDS.jsonl..."
                .into(),
        );
    }
    Ok(options)
}

/// Where the games of a records file go.
#[derive(Clone, Copy)]
enum Role {
    Train,
    HeldOut,
    SplitByOpening,
}

/// A game's opening: its start position, a space and its opening moves joined by spaces.
fn opening_key(record: &Json) -> String {
    format!(
        "{} {}",
        string_field(record, "start_sfen").unwrap_or(""),
        string_array(record, "opening_moves").join(" ")
    )
}

/// Whether an opening (`opening_key`) is in the fifth that `--split-openings` holds out: its
/// CRC-32 modulo 1000 is below 200. A hash, so that the split depends on the opening alone,
/// not on the order of the games.
fn held_out_opening(key: &str) -> bool {
    crc32(key.as_bytes()) % 1000 < 200
}

/// The CRC-32 of zlib and PNG (reflected polynomial 0xEDB88320).
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in bytes {
        crc ^= byte as u32;
        for _ in 0..8 {
            crc = (crc >> 1) ^ (0xEDB8_8320 & (crc & 1).wrapping_neg());
        }
    }
    !crc
}

fn main() -> ExitCode {
    let options = match parse_args() {
        Ok(o) => o,
        Err(message) => {
            eprintln!("tune: {message}");
            return ExitCode::from(2);
        }
    };
    // Every tenth game is held out, whole: positions of one game share its result, so a
    // split by position would hide fitting noise. With `--held-out` or `--split-openings`,
    // whole files or whole openings are.
    let (mut train, mut check) = (Vec::new(), Vec::new());
    let mut games = 0;
    let mut openings: HashMap<String, u32> = HashMap::new();
    let every_tenth = options.held_out.is_empty() && options.split_openings.is_empty();
    let files = (options.files.iter().map(|f| (f, Role::Train)))
        .chain(options.held_out.iter().map(|f| (f, Role::HeldOut)))
        .chain(
            options
                .split_openings
                .iter()
                .map(|f| (f, Role::SplitByOpening)),
        );
    for (file, role) in files {
        let text = match std::fs::read_to_string(file) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("tune: cannot read {file}: {e}");
                return ExitCode::from(2);
            }
        };
        for line in text.lines() {
            // A line that is not JSON (cut off mid-write) counts as a record without fields:
            // no samples, the empty opening.
            let record = json::parse(line).unwrap_or(Json::Null);
            let key = opening_key(&record);
            let held = match role {
                Role::Train => every_tenth && games % 10 == 9,
                Role::HeldOut => true,
                Role::SplitByOpening => held_out_opening(&key),
            };
            let out = if held { &mut check } else { &mut train };
            let first = out.len();
            games += samples_from_game(&record, options.min_ply, out).is_some() as usize;
            let next = openings.len() as u32;
            let opening = *openings.entry(key).or_insert(next);
            out[first..].iter_mut().for_each(|s| s.opening = opening);
        }
    }
    println!(
        "{games} games, {} training and {} held-out positions",
        train.len(),
        check.len()
    );
    let mut w = WEIGHTS.clone();
    let held_or_fitted_k =
        |train: &[Sample], w: &Weights| options.scale.unwrap_or_else(|| fit_k(train, w));
    let mut k = held_or_fitted_k(&train, &w);
    if options.opening_bias {
        // The biases and the scale depend on each other: one round each way is enough.
        fit_opening_biases(&mut train, &w, k);
        k = held_or_fitted_k(&train, &w);
        fit_opening_biases(&mut train, &w, k);
        fit_opening_biases(&mut check, &w, k);
        println!("{} openings, each with its own bias", openings.len());
    }
    if options.lambda > 0.0 {
        // Held-out labels stay pure results, so the held-out error still measures play.
        let lambda = options.lambda;
        blend_labels(&mut train, lambda, k);
        println!(
            "labels blended: {lambda} search score, {} result",
            1.0 - lambda
        );
    }
    let mut best = error(&train, &w, k);
    println!(
        "K = {k:.4}; error {best:.6} (held out {:.6})",
        error(&check, &w, k)
    );
    let mut params = scalar_params();
    params.retain(|p| {
        !options.tables_only && !options.fixed.iter().any(|f| p.name.starts_with(f.as_str()))
    });
    let mut tables = Vec::new();
    if options.pst {
        tables.push(Table::Square);
    }
    if options.king_offsets {
        tables.extend([Table::OwnKingOffset, Table::EnemyKingOffset]);
    }
    tables.extend(options.state_tables.iter().map(|&t| Table::State(t)));
    let mut table_params = Vec::new();
    let mut features = Vec::new();
    for &table in &tables {
        table_params.extend(table.params());
        features.extend(table_features(&train, table));
    }
    let started = Instant::now();
    for pass in 1..=options.passes {
        let mut improved = false;
        for p in &params {
            improved |= climb(p.step, |delta| {
                (p.shift)(&mut w, delta);
                let e = error(&train, &w, k);
                if e >= best {
                    (p.shift)(&mut w, -delta);
                    return false;
                }
                best = e;
                true
            });
        }
        if !tables.is_empty() {
            improved |= table_pass(
                &train,
                &mut w,
                k,
                &mut best,
                &table_params,
                &features,
                &options.limits,
            );
            best = error(&train, &w, k);
        }
        if options.opening_bias {
            fit_opening_biases(&mut train, &w, k);
            fit_opening_biases(&mut check, &w, k);
            best = error(&train, &w, k);
        }
        println!(
            "pass {pass}: error {best:.6} (held out {:.6}), {:.0} s",
            error(&check, &w, k),
            started.elapsed().as_secs_f64()
        );
        if !improved {
            break;
        }
    }
    println!("K refitted to the tuned weights: {:.4}", fit_k(&train, &w));
    for p in params.iter().chain(&table_params) {
        let (new, old) = ((p.value)(&w), (p.value)(&WEIGHTS));
        let mark = if new != old { "  (changed)" } else { "" };
        println!("{:28} {old:6} -> {new:6}{mark}", p.name);
    }
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A record as `judkins match --records` writes it: Black's pawn runs up the 6-file,
    /// promotes on 6b and takes the rook on 6a; the mover of 6d6c announced a mate.
    const RECORD: &str = concat!(
        r#"{"game":1,"round":1,"black":"a","white":"b","time_control":"0+byo0.1","#,
        r#""date":"2026.11.22","start_sfen":"rbnsgk/5p/6/6/P5/KGSNBR b - 1","opening_moves":[],"#,
        r#""moves":[{"usi":"6e6d","score":{"cp":10},"depth":5,"time_ms":3},"#,
        r#"{"usi":"1b1c","score":null,"depth":null,"time_ms":3},"#,
        r#"{"usi":"6d6c","score":{"mate":5},"depth":5,"time_ms":3},"#,
        r#"{"usi":"1c1d","score":{"cp":-3},"depth":5,"time_ms":3},"#,
        r#"{"usi":"6c6b+","score":{"cp":40},"depth":5,"time_ms":3},"#,
        r#"{"usi":"1d1e","score":{"cp":-50},"depth":5,"time_ms":3},"#,
        r#"{"usi":"6b6a","score":{"cp":900},"depth":5,"time_ms":3}],"#,
        r#""result":"1-0","winner":"black","reason":"checkmate","termination":"b is checkmated"}"#
    );

    fn samples(line: &str, min_ply: usize) -> Option<Vec<Sample>> {
        let mut out = Vec::new();
        samples_from_game(&json::parse(line).ok()?, min_ply, &mut out).map(|()| out)
    }

    fn opening_of(line: &str) -> String {
        opening_key(&json::parse(line).unwrap())
    }

    #[test]
    fn keeps_quiet_positions_labelled_for_the_side_to_move() {
        let kept = samples(RECORD, 0).expect("a valid record");
        // Plies 0, 1, 3 and 5: ply 2's mover announced a mate, ply 4 promotes, ply 6 captures.
        let plies: Vec<(String, f64)> = kept.iter().map(|s| (s.pos.to_sfen(), s.result)).collect();
        assert_eq!(plies.len(), 4, "{plies:?}");
        assert_eq!(
            plies.iter().map(|p| p.1).collect::<Vec<_>>(),
            [1.0, 0.0, 0.0, 0.0]
        );
        assert_eq!(plies[0].0, "rbnsgk/5p/6/6/P5/KGSNBR b - 1");
        assert!(
            plies[3].0.starts_with("rbnsgk/+P5/6/5p/6/KGSNBR w"),
            "{}",
            plies[3].0
        );
    }

    /// The linear update is only right if each table entry moves the evaluation of every
    /// position that holds it by its summed sign, and no other position.
    #[test]
    fn table_features_match_the_evaluation() {
        let samples = samples(RECORD, 0).expect("a valid record");
        for table in [Table::Square, Table::OwnKingOffset, Table::EnemyKingOffset]
            .into_iter()
            .chain(StateTable::ALL.map(Table::State))
        {
            let features = table_features(&samples, table);
            let params = table.params();
            assert_eq!(features.len(), params.len());
            for (entry, (holders, param)) in features.iter().zip(&params).enumerate() {
                let mut w = WEIGHTS.clone();
                (param.shift)(&mut w, 10);
                for (j, s) in samples.iter().enumerate() {
                    let sign = holders
                        .iter()
                        .find(|h| h.0 as usize == j)
                        .map_or(0, |h| h.1);
                    let moved = evaluate_with(&s.pos, &w) - evaluate_with(&s.pos, &WEIGHTS);
                    assert_eq!(moved, 10 * sign, "{} entry {entry}, sample {j}", param.name);
                }
            }
        }
    }

    #[test]
    fn blends_each_label_with_its_recorded_search_score() {
        let mut kept = samples(RECORD, 0).expect("a valid record");
        let scores: Vec<Option<f64>> = kept.iter().map(|s| s.search).collect();
        assert_eq!(scores, [Some(10.0), None, Some(-3.0), Some(-50.0)]);
        blend_labels(&mut kept, 0.5, 0.4);
        let labels: Vec<f64> = kept.iter().map(|s| s.result).collect();
        // The winner's +10 pulls its 1 halfway to just over 0.5; the unscored ply keeps its 0.
        assert!((labels[0] - (0.5 + 0.5 * predicted(10.0, 0.4))).abs() < 1e-12);
        assert!(labels[0] < 1.0 && labels[0] > 0.75, "{labels:?}");
        assert_eq!(labels[1], 0.0);
        assert!(labels[3] > 0.0 && labels[3] < 0.25, "{labels:?}");
    }

    #[test]
    fn skips_the_opening_plies_asked_for() {
        let kept = samples(RECORD, 2).expect("a valid record");
        assert_eq!(kept.len(), 2);
    }

    #[test]
    fn skips_forfeits_and_unfinished_records() {
        let forfeit = RECORD.replace(r#""reason":"checkmate""#, r#""reason":"time forfeit""#);
        assert!(samples(&forfeit, 0).is_none());
        let cut = &RECORD[..RECORD.find(r#","result""#).unwrap_or(0)];
        assert!(samples(cut, 0).is_none());
        let illegal = RECORD.replace("6e6d", "6e6b");
        assert!(samples(&illegal, 0).is_none());
    }

    /// The check value of CRC-32 (that of the string "123456789"), and a split that follows
    /// the opening: the same opening goes the same way whatever the rest of the record says.
    #[test]
    fn split_openings_hashes_the_opening_alone() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        let other_game = RECORD.replace(r#""game":1"#, r#""game":7"#);
        assert_eq!(opening_of(RECORD), opening_of(&other_game));
        assert_eq!(
            held_out_opening(&opening_of(RECORD)),
            held_out_opening(&opening_of(&other_game))
        );
        // Over many openings, about a fifth is held out.
        let held = (0..1000)
            .filter(|i| {
                let line = RECORD.replace(
                    r#""opening_moves":[]"#,
                    &format!(r#""opening_moves":["{i}"]"#),
                );
                held_out_opening(&opening_of(&line))
            })
            .count();
        assert!((150..250).contains(&held), "{held}");
    }

    /// Black wins every game of the opening, and the evaluation cannot tell why: the opening's
    /// bias must favour Black, added to Black's positions and taken from White's.
    #[test]
    fn opening_bias_takes_up_a_won_opening() {
        let mut kept = samples(RECORD, 0).expect("a valid record");
        let w = WEIGHTS.clone();
        fit_opening_biases(&mut kept, &w, 0.4);
        let before = error(&samples(RECORD, 0).unwrap(), &w, 0.4);
        assert!(error(&kept, &w, 0.4) < before);
        for s in &kept {
            let black = s.pos.side_to_move() == Color::Black;
            assert!(
                if black {
                    s.offset > 100.0
                } else {
                    s.offset < -100.0
                },
                "{}",
                s.offset
            );
        }
    }
}
