//! The hand-crafted evaluation: material on the board and in hand, a bonus per exact hand,
//! piece-square and king-offset tables, king safety (board attackers, drop threats, holes and
//! open lines around each king, a table bonus for the control of every square one and two steps
//! from each king, also by the enemy's strongest hand piece, and one for each king's safe
//! flight squares), the safe checking drops of each piece in hand, how each piece is attacked
//! and defended, and mobility. Scores are centipawns from the side to move's point of view.
//!
//! Every term is computed the same way for each color and subtracted, with White reading the
//! tables through the 180-degree rotation, so the evaluation is exactly color-symmetric.

mod hand_tables;
mod king_tables;
mod piece_tables;
pub mod weights;

use arrayvec::ArrayVec;

use crate::attacks::{
    bishop_attacks, gold_attacks, king_attacks, knight_attacks, pawn_attacks, piece_attacks,
    rook_attacks, silver_attacks,
};
use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::hand::Hand;
use crate::piece::PieceKind;
use crate::position::Position;
use crate::square::Square;
use weights::*;

/// The piece-square bonus of a piece of `kind` and `color` on `sq`.
#[inline(always)]
fn pst(w: &Weights, kind: PieceKind, color: Color, sq: Square) -> i32 {
    w.pst[color.index()][kind.index()][sq.index()]
}

/// Chebyshev distance between any two squares.
static DISTANCE: [[u8; Square::NUM]; Square::NUM] = {
    let mut table = [[0; Square::NUM]; Square::NUM];
    let mut a = 0;
    while a < Square::NUM {
        let mut b = 0;
        while b < Square::NUM {
            let (sa, sb) = (Square::new(a), Square::new(b));
            let df = sa.file().index().abs_diff(sb.file().index());
            let dr = sa.rank().index().abs_diff(sb.rank().index());
            table[a][b] = if df > dr { df } else { dr } as u8;
            b += 1;
        }
        a += 1;
    }
    table
};

/// `king_offset` by the piece's color, the king's square and the piece's square.
static KING_OFFSET: [[[u8; Square::NUM]; Square::NUM]; Color::NUM] = {
    let mut table = [[[0; Square::NUM]; Square::NUM]; Color::NUM];
    let mut c = 0;
    while c < Color::NUM {
        let color = Color::ALL[c];
        let mut k = 0;
        while k < Square::NUM {
            let mut s = 0;
            while s < Square::NUM {
                table[c][k][s] = king_offset(color, Square::new(k), Square::new(s)) as u8;
                s += 1;
            }
            k += 1;
        }
        c += 1;
    }
    table
};

/// What one color's pieces attack, gathered in one pass over its pieces.
struct SideAttacks {
    /// Squares attacked by any non-king piece, and by two or more.
    by_pieces: Bitboard,
    by_two: Bitboard,
    /// Summed `ATTACKER_WEIGHT` of the pieces whose attacks reach the enemy king's ring.
    king_attack: i32,
    /// Positional score of this color's board pieces: tables, mobility, stray generals.
    positional: i32,
    /// Material of this color's board pieces.
    material: i32,
    /// Each board piece but the king with its attacks, for the terms that need the enemy's
    /// attacks too. The game has 12 such pieces, so the list never overflows.
    pieces: ArrayVec<PieceAttacks, 12>,
}

impl SideAttacks {
    /// Nothing attacked, no pieces: what `side_attacks` starts from.
    #[inline(always)]
    fn new() -> Self {
        SideAttacks {
            by_pieces: Bitboard::EMPTY,
            by_two: Bitboard::EMPTY,
            king_attack: 0,
            positional: 0,
            material: 0,
            pieces: ArrayVec::new(),
        }
    }
}

/// A board piece and the squares it attacks.
struct PieceAttacks {
    kind: PieceKind,
    square: Square,
    attacks: Bitboard,
}

/// What `side_attacks` reads for every piece of one color.
struct SideContext {
    color: Color,
    occ: Bitboard,
    ours: Bitboard,
    /// Distances from every square to our king and to the enemy king, and offsets from them.
    own_king_distance: &'static [u8; Square::NUM],
    enemy_king_distance: &'static [u8; Square::NUM],
    own_king_offset: &'static [u8; Square::NUM],
    enemy_king_offset: &'static [u8; Square::NUM],
    enemy_ring: Bitboard,
}

/// Adds the pieces of one kind to `side`. Called once per kind with a constant `kind`, so the
/// attack function and the kind's terms are chosen at compile time, not per piece.
#[inline(always)]
fn add_kind(
    side: &mut SideAttacks,
    pos: &Position,
    cx: &SideContext,
    kind: PieceKind,
    w: &Weights,
) {
    let pieces = pos.pieces_of(cx.color, kind);
    if pieces.is_empty() {
        return;
    }
    side.material += w.board_value[kind.index()] * pieces.count() as i32;
    for sq in pieces {
        let attacks = piece_attacks(kind, cx.color, sq, cx.occ);
        let _ = side.pieces.try_push(PieceAttacks {
            kind,
            square: sq,
            attacks,
        });
        side.by_two |= side.by_pieces & attacks;
        side.by_pieces |= attacks;
        side.positional += pst(w, kind, cx.color, sq)
            + w.own_king_offset[kind.index()][cx.own_king_offset[sq.index()] as usize]
            + w.enemy_king_offset[kind.index()][cx.enemy_king_offset[sq.index()] as usize];
        if (attacks & cx.enemy_ring).is_nonempty() {
            side.king_attack += w.attacker_weight[kind.index()];
        }
        match kind {
            PieceKind::Bishop | PieceKind::Rook | PieceKind::Horse | PieceKind::Dragon => {
                side.positional +=
                    w.slider_mobility[kind.index()] * (attacks & !cx.ours).count() as i32;
            }
            PieceKind::Silver
            | PieceKind::Gold
            | PieceKind::Tokin
            | PieceKind::ProKnight
            | PieceKind::ProSilver => {
                let near =
                    cx.own_king_distance[sq.index()].min(cx.enemy_king_distance[sq.index()]) as i32;
                side.positional -= w.general_stray * (near - 2).max(0);
            }
            _ => {}
        }
    }
}

/// Fills `side` (fresh from `SideAttacks::new`) with `color`'s pieces. An out-parameter, not a
/// return value: returning the struct copied its piece list, about 2% of the search's time.
#[inline(always)]
fn side_attacks(side: &mut SideAttacks, pos: &Position, color: Color, w: &Weights) {
    let own_king = pos.king_square(color);
    let enemy_king = pos.king_square(!color);
    let cx = SideContext {
        color,
        occ: pos.occupied(),
        ours: pos.pieces(color),
        own_king_distance: &DISTANCE[own_king.index()],
        enemy_king_distance: &DISTANCE[enemy_king.index()],
        own_king_offset: &KING_OFFSET[color.index()][own_king.index()],
        enemy_king_offset: &KING_OFFSET[color.index()][enemy_king.index()],
        enemy_ring: king_attacks(enemy_king),
    };
    side.positional = pst(w, PieceKind::King, color, own_king);
    add_kind(side, pos, &cx, PieceKind::Pawn, w);
    add_kind(side, pos, &cx, PieceKind::Knight, w);
    add_kind(side, pos, &cx, PieceKind::Silver, w);
    add_kind(side, pos, &cx, PieceKind::Gold, w);
    add_kind(side, pos, &cx, PieceKind::Bishop, w);
    add_kind(side, pos, &cx, PieceKind::Rook, w);
    add_kind(side, pos, &cx, PieceKind::Tokin, w);
    add_kind(side, pos, &cx, PieceKind::ProKnight, w);
    add_kind(side, pos, &cx, PieceKind::ProSilver, w);
    add_kind(side, pos, &cx, PieceKind::Horse, w);
    add_kind(side, pos, &cx, PieceKind::Dragon, w);
}

/// Squares from which a piece of `kind` dropped by `attacker` would check a king on `king`,
/// given the slider lines from the king.
#[inline(always)]
fn drop_check_squares(
    kind: PieceKind,
    attacker: Color,
    king: Square,
    rook_lines: Bitboard,
    bishop_lines: Bitboard,
) -> Bitboard {
    // A piece of `attacker` on s attacks `king` exactly when the same piece of the other color
    // on `king` would attack s.
    let defender = !attacker;
    match kind {
        PieceKind::Pawn => pawn_attacks(defender, king),
        PieceKind::Knight => knight_attacks(defender, king),
        PieceKind::Silver => silver_attacks(defender, king),
        PieceKind::Gold => gold_attacks(defender, king),
        PieceKind::Bishop => bishop_lines,
        PieceKind::Rook => rook_lines,
        _ => Bitboard::EMPTY,
    }
}

/// The danger to `color`'s king, before it is squared into a penalty. Calls `hand_attack` with
/// the enemy's hand-attack entries, which share the search for safe checking drops.
#[inline(always)]
fn king_danger(
    pos: &Position,
    color: Color,
    own: &SideAttacks,
    enemy: &SideAttacks,
    w: &Weights,
    mut hand_attack: impl FnMut(usize),
) -> i32 {
    let them = !color;
    let king = pos.king_square(color);
    let ring = king_attacks(king);
    let occ = pos.occupied();
    let empty = !occ;
    let hand = pos.hand(them);
    // The king's slider lines serve both the drop checks and the open-line terms.
    let rook_lines = rook_attacks(king, occ);
    let bishop_lines = bishop_attacks(king, occ);
    let mut danger = enemy.king_attack;
    let attacked = ring & enemy.by_pieces;
    danger += w.attacked_ring_square * attacked.count() as i32;
    danger += w.weak_ring_square * (attacked & !own.by_pieces).count() as i32;
    danger -= w.ring_defender * (ring & pos.pieces(color)).count() as i32;
    if !hand.is_empty() {
        let holes = ring & empty & !own.by_pieces;
        danger += w.drop_hole * holes.count() as i32;
        // A drop is safe when no piece of ours but the king covers it and, if the king does,
        // an enemy piece backs it up.
        let king_cover = ring & !enemy.by_pieces;
        let unsafe_squares = own.by_pieces | king_cover;
        for kind in hand.kinds() {
            danger += w.hand_pressure[kind.index()];
            let checks = drop_check_squares(kind, them, king, rook_lines, bishop_lines)
                & empty
                & !unsafe_squares;
            danger += w.safe_drop_check * checks.count().min(2) as i32;
            hand_attack(hand_attack_index(
                them == pos.side_to_move(),
                kind,
                hand.count(kind) > 1,
                checks.count().min(3) as usize,
            ));
        }
    }
    let has_rook_mover =
        (pos.rook_movers() & pos.pieces(them)).is_nonempty() || hand.count(PieceKind::Rook) > 0;
    if has_rook_mover {
        danger += w.open_line * (rook_lines & empty).count() as i32;
    }
    let has_bishop_mover =
        (pos.bishop_movers() & pos.pieces(them)).is_nonempty() || hand.count(PieceKind::Bishop) > 0;
    if has_bishop_mover {
        danger += w.open_diagonal * (bishop_lines & empty).count() as i32;
    }
    danger
}

/// For each color, king square and square: the square's `ring_step` if it is next to the king,
/// its `outer_step` if it is two steps away, as the king's owner sees the board; read per square
/// of the control tables, so the offsets are not decoded in the evaluation.
static CONTROL_STEP: [[[u8; Square::NUM]; Square::NUM]; Color::NUM] = {
    let mut table = [[[u8::MAX; Square::NUM]; Square::NUM]; Color::NUM];
    let mut c = 0;
    while c < Color::NUM {
        let mut k = 0;
        while k < Square::NUM {
            let mut s = 0;
            while s < Square::NUM {
                let offset = KING_OFFSET[c][k][s] as usize;
                table[c][k][s] = match DISTANCE[k][s] {
                    1 => ring_step(offset) as u8,
                    2 => outer_step(offset) as u8,
                    _ => u8::MAX,
                };
                s += 1;
            }
            k += 1;
        }
        c += 1;
    }
    table
};

/// Squares two king steps from each square.
static OUTER_RING: [Bitboard; Square::NUM] = {
    let mut table = [Bitboard::EMPTY; Square::NUM];
    let mut a = 0;
    while a < Square::NUM {
        let mut b = 0;
        while b < Square::NUM {
            if DISTANCE[a][b] == 2 {
                table[a] = table[a].with(Square::new(b));
            }
            b += 1;
        }
        a += 1;
    }
    table
};

/// Calls `f` with the control entry (`index`, from the square's step) of each of `squares`
/// near `color`'s king.
#[inline(always)]
fn for_control<T>(
    pos: &Position,
    color: Color,
    own: &SideAttacks,
    enemy: &SideAttacks,
    squares: Bitboard,
    index: impl Fn(usize, usize, usize, usize, bool) -> T,
    mut f: impl FnMut(T),
) {
    let king = pos.king_square(color);
    let steps = &CONTROL_STEP[color.index()][king.index()];
    let enemy_hand = !pos.hand(!color).is_empty();
    let count = |side: &SideAttacks, sq: Square| {
        side.by_pieces.has(sq) as usize + side.by_two.has(sq) as usize
    };
    let (ours, theirs) = (pos.pieces(color), pos.pieces(!color));
    for sq in squares {
        // 0 empty, 1 ours, 2 the enemy's.
        let occupant = ours.has(sq) as usize + 2 * theirs.has(sq) as usize;
        f(index(
            steps[sq.index()] as usize,
            count(enemy, sq),
            count(own, sq),
            occupant,
            enemy_hand,
        ));
    }
}

/// Calls `f` with the ring-control and ring-hand entries of each square next to `color`'s king.
#[inline(always)]
fn for_ring_control(
    pos: &Position,
    color: Color,
    own: &SideAttacks,
    enemy: &SideAttacks,
    f: impl FnMut((usize, usize)),
) {
    let ring = king_attacks(pos.king_square(color));
    let to_move = color == pos.side_to_move();
    let class = hand_class(pos.hand(!color));
    let index = |step, attackers, defenders, occupant, enemy_hand| {
        (
            ring_control_index(to_move, step, attackers, defenders, occupant, enemy_hand),
            ring_hand_index(step, attackers, defenders, occupant, class),
        )
    };
    for_control(pos, color, own, enemy, ring, index, f);
}

/// Calls `f` with the outer-control entry of each square two steps from `color`'s king.
#[inline(always)]
fn for_outer_control(
    pos: &Position,
    color: Color,
    own: &SideAttacks,
    enemy: &SideAttacks,
    f: impl FnMut(usize),
) {
    let outer = OUTER_RING[pos.king_square(color).index()];
    for_control(pos, color, own, enemy, outer, outer_control_index, f);
}

/// Calls `f` with the piece-status and mobility entries of each board piece of `color` but
/// its king.
#[inline(always)]
fn for_pieces(
    pos: &Position,
    color: Color,
    own: &SideAttacks,
    enemy: &SideAttacks,
    mut f: impl FnMut(usize, usize),
) {
    let to_move = color == pos.side_to_move();
    let own_king = king_attacks(pos.king_square(color));
    let enemy_king = king_attacks(pos.king_square(!color));
    let count = |side: &SideAttacks, king: Bitboard, sq: Square| {
        (side.by_pieces.has(sq) as usize + side.by_two.has(sq) as usize + king.has(sq) as usize)
            .min(2)
    };
    // Mobility counts moves to squares that no enemy piece or king attacks.
    let blocked = pos.pieces(color) | enemy.by_pieces | enemy_king;
    for piece in &own.pieces {
        let status = piece_status_index(
            to_move,
            piece.kind,
            count(enemy, enemy_king, piece.square),
            count(own, own_king, piece.square),
        );
        let moves = (piece.attacks & !blocked).count().min(8) as usize;
        f(status, mobility_index(piece.kind, moves));
    }
}

/// Calls `f` with the king-escape entry of `color`'s king.
#[inline(always)]
fn for_king_escape(pos: &Position, color: Color, enemy: &SideAttacks, mut f: impl FnMut(usize)) {
    let king = pos.king_square(color);
    let enemy_king = king_attacks(pos.king_square(!color));
    let flights = king_attacks(king) & !pos.pieces(color) & !enemy.by_pieces & !enemy_king;
    let hand = pos.hand(!color);
    let held: usize = PieceKind::HAND
        .iter()
        .map(|&k| hand.count(k) as usize)
        .sum();
    f(king_escape_index(
        color == pos.side_to_move(),
        held.min(2),
        flights.count() as usize,
    ));
}

/// The hand-set entry of `color`'s hand.
#[inline(always)]
fn hand_set(pos: &Position, color: Color) -> usize {
    let hand = pos.hand(color);
    hand_set_index(
        color == pos.side_to_move(),
        PieceKind::HAND.map(|k| hand.count(k)),
    )
}

/// The class of a hand for `ring_hand_index`.
fn hand_class(hand: &Hand) -> usize {
    if hand.count(PieceKind::Gold) > 0 {
        4
    } else if hand.count(PieceKind::Silver) > 0 {
        3
    } else if hand.count(PieceKind::Rook) + hand.count(PieceKind::Bishop) > 0 {
        2
    } else if !hand.is_empty() {
        1
    } else {
        0
    }
}

/// The entries of `table` that `pos` holds for `color` and for its opponent, as the
/// evaluation adds them (`color`'s with a plus): for the tuner.
pub fn table_entries(pos: &Position, table: StateTable, color: Color) -> [Vec<usize>; 2] {
    let (mut own, mut enemy) = (SideAttacks::new(), SideAttacks::new());
    side_attacks(&mut own, pos, color, &WEIGHTS);
    side_attacks(&mut enemy, pos, !color, &WEIGHTS);
    let entries = |color: Color, own: &SideAttacks, enemy: &SideAttacks| {
        let mut out = Vec::new();
        let mut push = |e| out.push(e);
        match table {
            StateTable::RingControl => for_ring_control(pos, color, own, enemy, |(e, _)| push(e)),
            StateTable::RingHand => for_ring_control(pos, color, own, enemy, |(_, e)| push(e)),
            StateTable::OuterControl => for_outer_control(pos, color, own, enemy, push),
            StateTable::PieceStatus => for_pieces(pos, color, own, enemy, |e, _| push(e)),
            StateTable::Mobility => for_pieces(pos, color, own, enemy, |_, e| push(e)),
            StateTable::HandAttack => {
                king_danger(pos, !color, enemy, own, &WEIGHTS, push);
            }
            StateTable::KingEscape => for_king_escape(pos, color, enemy, push),
            StateTable::HandSet => push(hand_set(pos, color)),
        }
        out
    };
    [entries(color, &own, &enemy), entries(!color, &enemy, &own)]
}

/// The king-danger penalty for a danger figure.
#[inline(always)]
fn danger_penalty(danger: i32, w: &Weights) -> i32 {
    let d = danger.max(0);
    (d * d / KING_DANGER_DIVISOR).min(w.king_danger_cap)
}

#[inline(always)]
fn hand_value(pos: &Position, color: Color, w: &Weights) -> i32 {
    let hand = pos.hand(color);
    PieceKind::HAND
        .iter()
        .map(|&k| w.hand_value[k.index()] * hand.count(k) as i32)
        .sum()
}

/// The static evaluation of `pos` from the side to move's point of view.
pub fn evaluate(pos: &Position) -> i32 {
    evaluate_with(pos, &WEIGHTS)
}

/// The static evaluation with the given weights: the tuner's entry point. Inlined into
/// `evaluate`, where the weights are constants.
#[inline(always)]
pub fn evaluate_with(pos: &Position, w: &Weights) -> i32 {
    let us = pos.side_to_move();
    let them = !us;
    let (mut ours, mut theirs) = (SideAttacks::new(), SideAttacks::new());
    side_attacks(&mut ours, pos, us, w);
    side_attacks(&mut theirs, pos, them, w);
    let mut score = ours.material - theirs.material;
    score += hand_value(pos, us, w) - hand_value(pos, them, w);
    score += ours.positional - theirs.positional;
    let mut tables = 0;
    let danger_to_us = king_danger(pos, us, &ours, &theirs, w, |e| tables -= w.hand_attack[e]);
    let danger_to_them = king_danger(pos, them, &theirs, &ours, w, |e| tables += w.hand_attack[e]);
    score += danger_penalty(danger_to_them, w) - danger_penalty(danger_to_us, w);
    let ring = |(control, hand): (usize, usize)| w.ring_control[control] + w.ring_hand[hand];
    for_ring_control(pos, us, &ours, &theirs, |e| tables += ring(e));
    for_ring_control(pos, them, &theirs, &ours, |e| tables -= ring(e));
    for_outer_control(pos, us, &ours, &theirs, |e| tables += w.outer_control[e]);
    for_outer_control(pos, them, &theirs, &ours, |e| tables -= w.outer_control[e]);
    let piece = |status: usize, mobility: usize| w.piece_status[status] + w.mobility[mobility];
    for_pieces(pos, us, &ours, &theirs, |s, m| tables += piece(s, m));
    for_pieces(pos, them, &theirs, &ours, |s, m| tables -= piece(s, m));
    for_king_escape(pos, us, &theirs, |e| tables += w.king_escape[e]);
    for_king_escape(pos, them, &ours, |e| tables -= w.king_escape[e]);
    tables += w.hand_set[hand_set(pos, us)] - w.hand_set[hand_set(pos, them)];
    score + tables + w.tempo
}

/// Material only (board and hand), from the side to move's point of view: a cheap figure for
/// pruning margins and tests.
pub fn material(pos: &Position) -> i32 {
    let side = |c: Color| -> i32 {
        pos.pieces(c)
            .into_iter()
            .filter_map(|sq| pos.piece_on(sq))
            .map(|p| BOARD_VALUE[p.kind.index()])
            .sum::<i32>()
            + hand_value(pos, c, &WEIGHTS)
    };
    side(pos.side_to_move()) - side(!pos.side_to_move())
}

/// The value SEE and move ordering give a piece of `kind` standing on the board.
#[inline(always)]
pub fn piece_value(kind: PieceKind) -> i32 {
    BOARD_VALUE[kind.index()]
}

/// By kind: what capturing the piece gains (it leaves the board and joins our hand; the king is
/// worth more than everything else together), and what promoting it gains (0 if it cannot).
/// Tables, because SEE and move ordering ask for these at nearly every node.
const GAINS: ([i32; PieceKind::NUM], [i32; PieceKind::NUM]) = {
    let mut capture = [0; PieceKind::NUM];
    let mut promotion = [0; PieceKind::NUM];
    let mut i = 0;
    while i < PieceKind::NUM {
        let kind = PieceKind::ALL[i];
        capture[i] = match kind {
            PieceKind::King => KING_EXCHANGE_VALUE,
            _ => BOARD_VALUE[i] + HAND_VALUE[kind.unpromoted().index()],
        };
        if let Some(promoted) = kind.promoted() {
            promotion[i] = BOARD_VALUE[promoted.index()] - BOARD_VALUE[i];
        }
        i += 1;
    }
    (capture, promotion)
};

/// What capturing a piece of `kind` gains.
#[inline(always)]
pub fn capture_gain(kind: PieceKind) -> i32 {
    GAINS.0[kind.index()]
}

/// What promoting a piece of `kind` gains: 0 for a kind that cannot promote.
#[inline(always)]
pub fn promotion_gain(kind: PieceKind) -> i32 {
    GAINS.1[kind.index()]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The gain tables are indexed by kind: each entry must be its own kind's value.
    #[test]
    fn gain_tables_follow_the_values() {
        for kind in PieceKind::ALL {
            let expected_capture = match kind {
                PieceKind::King => KING_EXCHANGE_VALUE,
                _ => piece_value(kind) + HAND_VALUE[kind.unpromoted().index()],
            };
            assert_eq!(capture_gain(kind), expected_capture, "{kind:?}");
            let expected_promotion = kind
                .promoted()
                .map_or(0, |p| piece_value(p) - piece_value(kind));
            assert_eq!(promotion_gain(kind), expected_promotion, "{kind:?}");
        }
        assert!(promotion_gain(PieceKind::Pawn) > 0);
    }

    /// A hand's class is set by its strongest kind for mating drops: gold, then silver, then
    /// the big pieces, then pawns and knights.
    #[test]
    fn hand_class_follows_the_strongest_kind_held() {
        use PieceKind::*;
        let class = |kinds: &[PieceKind]| {
            let mut hand = Hand::EMPTY;
            kinds.iter().for_each(|&k| hand.add(k));
            hand_class(&hand)
        };
        assert_eq!(class(&[]), 0);
        assert_eq!(class(&[Pawn, Knight, Knight]), 1);
        assert_eq!(class(&[Pawn, Bishop]), 2);
        assert_eq!(class(&[Rook, Silver]), 3);
        assert_eq!(class(&[Pawn, Rook, Silver, Gold]), 4);
    }
}
