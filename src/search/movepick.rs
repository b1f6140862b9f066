//! Move ordering: the hash move first, then captures and promotions that do not lose material
//! (MVV-LVA), then quiet moves and drops by killer, counter-move and history (raised for a
//! piece leaving the attack of a cheaper enemy piece, lowered for one entering it), then the
//! losing captures. Evasions come captures first; quiescence sees only captures and promotions.

use super::see::{immediate_gain, see_ge};
use crate::attacks::{king_attacks, piece_attacks};
use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::eval::piece_value;
use crate::eval::weights::BOARD_VALUE;
use crate::movegen::GenFilter;
use crate::moves::{MAX_MOVES, Move};
use crate::piece::PieceKind;
use crate::position::{CheckInfo, Position};
use crate::square::Square;
use arrayvec::ArrayVec;

/// Board moves are indexed by the moving kind, drops by `DROP_BASE` plus the dropped kind.
const DROP_BASE: usize = PieceKind::NUM;
const MOVER_NUM: usize = PieceKind::NUM + PieceKind::HAND_NUM;
/// History scores stay within +-HISTORY_MAX.
const HISTORY_MAX: i32 = 16384;

const KILLER_1_SCORE: i32 = 1 << 20;
const KILLER_2_SCORE: i32 = KILLER_1_SCORE - 1;
const COUNTER_SCORE: i32 = KILLER_1_SCORE - 2;
/// Drops that attack the squares around the enemy king are the ones that build mates.
/// 6000 and 1500 were flat and 1000 behind (strength log, sixty-eighth and sixty-ninth rounds).
const DROP_NEAR_KING_BONUS: i32 = 3000;
/// Quiet moves that take a piece away from the attack of a cheaper enemy piece come earlier,
/// and those that put a piece (or drop one) where a cheaper enemy piece attacks come later:
/// such a piece is lost whatever defends it. 10000 was flat and 4000 leaned behind (strength
/// log, eighteenth and seventieth rounds).
const THREAT_ESCAPE_BONUS: i32 = 6000;
const THREAT_ENTRY_MALUS: i32 = 6000;
/// Evasions that capture the checker go first.
const EVASION_CAPTURE_BASE: i32 = 1 << 24;

/// Who moves in a move, for the history tables.
#[inline(always)]
pub fn mover_index(pos: &Position, mv: Move) -> usize {
    match mv {
        Move::Board { from, .. } => pos.piece_on(from).map_or(0, |p| p.kind.index()),
        Move::Drop { kind, .. } => DROP_BASE + kind.index(),
    }
}

#[inline(always)]
pub fn is_capture(pos: &Position, mv: Move) -> bool {
    !mv.is_drop() && pos.piece_on(mv.to()).is_some()
}

/// Quiet moves: neither captures nor promotions (drops are quiet).
#[inline(always)]
pub fn is_quiet(pos: &Position, mv: Move) -> bool {
    !mv.is_promotion() && !is_capture(pos, mv)
}

/// What a quiet cutoff at `depth` adds to its move's history (and takes from the quiet moves
/// tried before it): 16 per ply squared, capped at 4000, but at least 128 per ply, so that the
/// many shallow cutoffs teach the history too (an SPRT: the strength log's twentieth round).
#[inline(always)]
pub fn history_bonus(depth: i32) -> i32 {
    (depth * depth * 16).max(128 * depth).min(4000)
}

/// For each kind, a bit per kind worth less on the board (the king excluded).
static CHEAPER_KINDS: [u16; PieceKind::NUM] = {
    let mut table = [0u16; PieceKind::NUM];
    let mut k = 0;
    while k < PieceKind::NUM {
        let mut j = 0;
        while j < PieceKind::NUM {
            if !matches!(PieceKind::ALL[j], PieceKind::King) && BOARD_VALUE[j] < BOARD_VALUE[k] {
                table[k] |= 1 << j;
            }
            j += 1;
        }
        k += 1;
    }
    table
};

/// For each of `us`'s kinds, the squares that an enemy piece worth less attacks.
fn cheaper_attacks(pos: &Position, us: Color) -> [Bitboard; PieceKind::NUM] {
    let them = !us;
    let occ = pos.occupied();
    let mut by_kind = [Bitboard::EMPTY; PieceKind::NUM];
    for kind in PieceKind::ALL {
        if kind != PieceKind::King {
            for sq in pos.pieces_of(them, kind) {
                by_kind[kind.index()] |= piece_attacks(kind, them, sq, occ);
            }
        }
    }
    let mut out = [Bitboard::EMPTY; PieceKind::NUM];
    for (attacked, &cheaper) in out.iter_mut().zip(&CHEAPER_KINDS) {
        let mut mask = cheaper;
        while mask != 0 {
            *attacked |= by_kind[mask.trailing_zeros() as usize];
            mask &= mask - 1;
        }
    }
    out
}

/// What the search learns about move order, kept between searches of a game.
pub struct OrderingTables {
    history: [[[i32; Square::NUM]; MOVER_NUM]; Color::NUM],
    /// The quiet reply that refuted each (mover, destination) of the previous move.
    counter: [[Option<Move>; Square::NUM]; MOVER_NUM],
}

impl OrderingTables {
    pub fn new() -> Box<OrderingTables> {
        Box::new(OrderingTables {
            history: [[[0; Square::NUM]; MOVER_NUM]; Color::NUM],
            counter: [[None; Square::NUM]; MOVER_NUM],
        })
    }

    pub fn clear(&mut self) {
        *self = *OrderingTables::new();
    }

    #[inline(always)]
    pub fn history(&self, color: Color, mover: usize, to: Square) -> i32 {
        self.history[color.index()][mover][to.index()]
    }

    /// Moves a history score toward `bonus`'s sign, more slowly as it nears the bound.
    #[inline(always)]
    pub fn update_history(&mut self, color: Color, mover: usize, to: Square, bonus: i32) {
        let bonus = bonus.clamp(-HISTORY_MAX, HISTORY_MAX);
        let h = &mut self.history[color.index()][mover][to.index()];
        *h += bonus - *h * bonus.abs() / HISTORY_MAX;
    }

    pub fn counter(&self, prev: Option<(usize, Square)>) -> Option<Move> {
        prev.and_then(|(mover, to)| self.counter[mover][to.index()])
    }

    pub fn set_counter(&mut self, prev: Option<(usize, Square)>, mv: Move) {
        if let Some((mover, to)) = prev {
            self.counter[mover][to.index()] = Some(mv);
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Stage {
    Tt,
    CapturesInit,
    GoodCaptures,
    QuietsInit,
    Quiets,
    BadCaptures,
    EvasionsInit,
    Evasions,
    Done,
}

#[derive(Clone, Copy)]
struct Scored {
    mv: Move,
    score: i32,
}

pub struct MovePicker {
    stage: Stage,
    tt_move: Option<Move>,
    killers: [Option<Move>; 2],
    counter: Option<Move>,
    /// Quiescence: captures and promotions only (unless in check).
    quiescence: bool,
    in_check: bool,
    moves: ArrayVec<Scored, MAX_MOVES>,
    bad_captures: ArrayVec<Move, MAX_MOVES>,
    cursor: usize,
    /// Late-move pruning has begun: only quiet moves that give check can still be searched.
    quiet_checks_only: bool,
    /// Built on first use: most nodes never ask which moves give check.
    check_info: Option<CheckInfo>,
    /// Quiet moves dropped by `keep_only_quiet_checks` that rank below the last kept check,
    /// and those waiting to be reported by `take_skipped`.
    dropped_tail: usize,
    dropped_pending: usize,
}

impl MovePicker {
    /// `tt_move` must already be checked legal.
    pub fn new(
        pos: &Position,
        tt_move: Option<Move>,
        killers: [Option<Move>; 2],
        counter: Option<Move>,
    ) -> MovePicker {
        MovePicker::build(pos, tt_move, killers, counter, false)
    }

    /// For quiescence: the hash move only if it is a capture or promotion, or any evasion.
    pub fn quiescence(pos: &Position, tt_move: Option<Move>) -> MovePicker {
        let tt_move = tt_move.filter(|&m| pos.in_check() || !is_quiet(pos, m));
        MovePicker::build(pos, tt_move, [None; 2], None, true)
    }

    fn build(
        pos: &Position,
        tt_move: Option<Move>,
        killers: [Option<Move>; 2],
        counter: Option<Move>,
        quiescence: bool,
    ) -> MovePicker {
        let in_check = pos.in_check();
        let stage = match (tt_move.is_some(), in_check) {
            (true, _) => Stage::Tt,
            (false, true) => Stage::EvasionsInit,
            (false, false) => Stage::CapturesInit,
        };
        MovePicker {
            stage,
            tt_move,
            killers,
            counter,
            quiescence,
            in_check,
            moves: ArrayVec::new(),
            bad_captures: ArrayVec::new(),
            cursor: 0,
            quiet_checks_only: false,
            check_info: None,
            dropped_tail: 0,
            dropped_pending: 0,
        }
    }

    /// Whether the quiet moves are still to be generated.
    pub fn before_quiets(&self) -> bool {
        matches!(
            self.stage,
            Stage::Tt | Stage::CapturesInit | Stage::GoodCaptures
        ) && !self.quiescence
            && !self.in_check
    }

    /// Called before the quiet moves are generated when the search already knows that it
    /// will prune every quiet move but a check, and does not count the pruned ones: only the
    /// quiet checks are generated and scored, best first (earlier generated first among
    /// equals, where `keep_only_quiet_checks` keeps the order its selections left).
    pub fn generate_only_quiet_checks(&mut self) {
        debug_assert!(self.before_quiets());
        self.quiet_checks_only = true;
    }

    /// Called when late-move or futility pruning starts to skip quiet moves: every later
    /// quiet move but a check would be pruned too, so the rest are put in their final order
    /// now and only the checks kept, instead of selecting each move only to skip it. Each kept
    /// check remembers how many dropped moves came before it (see `take_skipped`).
    pub fn keep_only_quiet_checks(&mut self, pos: &Position) {
        if self.quiet_checks_only {
            return;
        }
        self.quiet_checks_only = true;
        if self.stage == Stage::Quiets {
            self.drop_quiet_non_checks(pos);
        }
    }

    /// Whether the legal move `mv` gives check in `pos`, the position this picker serves.
    #[inline]
    pub fn gives_check(&mut self, pos: &Position, mv: Move) -> bool {
        let info = self.check_info.get_or_insert_with(|| pos.check_info());
        pos.gives_check_with(info, mv)
    }

    fn drop_quiet_non_checks(&mut self, pos: &Position) {
        let cursor = self.cursor;
        let info = *self.check_info.get_or_insert_with(|| pos.check_info());
        // Rank: best score first, earlier in the list first among equals, the order a stable
        // sort gives. Checks are usually none or a few. The lists are filled in place: a
        // `collect` into an `ArrayVec` copies its whole capacity.
        let rank = |score: i32, i: usize| (std::cmp::Reverse(score), i);
        let mut checks: ArrayVec<(i32, usize, Move), MAX_MOVES> = ArrayVec::new();
        let mut is_check = [0u64; MAX_MOVES.div_ceil(64)];
        for (i, entry) in self.moves[cursor..].iter().enumerate() {
            if pos.gives_check_with(&info, entry.mv) {
                checks.push((entry.score, i, entry.mv));
                is_check[i / 64] |= 1 << (i % 64);
            }
        }
        let dropped = self.moves.len() - cursor - checks.len();
        if checks.is_empty() {
            self.dropped_tail = dropped;
            self.moves.truncate(cursor);
            return;
        }
        checks.sort_unstable_by_key(|&(score, i, _)| rank(score, i));
        // `between[p]`: dropped moves ranked below the first p checks but above the others.
        let mut between = [0u16; MAX_MOVES];
        let mut between_sum = 0;
        for (i, entry) in self.moves[cursor..].iter().enumerate() {
            if is_check[i / 64] & (1 << (i % 64)) != 0 {
                continue;
            }
            let p = checks.partition_point(|&(score, c, _)| rank(score, c) < rank(entry.score, i));
            if p < checks.len() {
                between[p] += 1;
                between_sum += 1;
            }
        }
        self.dropped_tail = dropped - between_sum;
        // Each kept check's `score` becomes the number of dropped moves between it and the
        // check (or move) before it.
        self.moves.truncate(cursor);
        for (&(_, _, mv), &n) in checks.iter().zip(&between) {
            self.moves.push(Scored {
                mv,
                score: n as i32,
            });
        }
    }

    /// Puts the generated quiet checks in their final order, best first and earlier first
    /// among equals (an insertion sort: there are few), with no dropped moves to report.
    fn order_kept_checks(&mut self) {
        let moves = &mut self.moves[..];
        for i in 1..moves.len() {
            let mut j = i;
            while j > 0 && moves[j - 1].score < moves[j].score {
                moves.swap(j - 1, j);
                j -= 1;
            }
        }
        for entry in moves.iter_mut() {
            entry.score = 0;
        }
    }

    /// How many dropped quiet moves ranked before the move just returned (or, once the quiet
    /// moves are done, after the last of them) that were not yet reported: the search counts
    /// them as tried, so that move-count based reductions stay as they were.
    pub fn take_skipped(&mut self) -> usize {
        std::mem::take(&mut self.dropped_pending)
    }

    /// Whether the move just returned is a capture or promotion already found to win at least
    /// zero by static exchange (so any weaker SEE test on it passes too).
    #[inline(always)]
    pub fn returned_good_capture(&self) -> bool {
        self.stage == Stage::GoodCaptures && !self.quiescence
    }

    /// The next move to try, or `None` when all are done.
    pub fn next(&mut self, pos: &Position, tables: &OrderingTables) -> Option<Move> {
        loop {
            match self.stage {
                Stage::Tt => {
                    self.stage = if self.in_check {
                        Stage::EvasionsInit
                    } else {
                        Stage::CapturesInit
                    };
                    return self.tt_move;
                }
                Stage::CapturesInit => {
                    self.generate(pos, GenFilter::CAPTURES, None, |pos, mv| {
                        let attacker = match mv {
                            Move::Board { from, .. } => {
                                pos.piece_on(from).map_or(0, |p| piece_value(p.kind))
                            }
                            Move::Drop { .. } => 0,
                        };
                        immediate_gain(pos, mv) * 16 - attacker
                    });
                    self.stage = Stage::GoodCaptures;
                }
                Stage::GoodCaptures => {
                    while let Some(mv) = self.pick_best() {
                        if self.quiescence || see_ge(pos, mv, 0) {
                            return Some(mv);
                        }
                        self.bad_captures.push(mv);
                    }
                    self.stage = if self.quiescence {
                        Stage::Done
                    } else {
                        Stage::QuietsInit
                    };
                }
                Stage::QuietsInit => {
                    self.stage = Stage::Quiets;
                    let us = pos.side_to_move();
                    let enemy_ring = king_attacks(pos.king_square(!us));
                    let cheaper = cheaper_attacks(pos, us);
                    let (killers, counter) = (self.killers, self.counter);
                    let filter = GenFilter {
                        captures: false,
                        quiets: true,
                        drops: true,
                    };
                    let checks_only = self
                        .quiet_checks_only
                        .then(|| *self.check_info.get_or_insert_with(|| pos.check_info()));
                    self.generate(pos, filter, checks_only.as_ref(), |pos, mv| {
                        if Some(mv) == killers[0] {
                            return KILLER_1_SCORE;
                        }
                        if Some(mv) == killers[1] {
                            return KILLER_2_SCORE;
                        }
                        if Some(mv) == counter {
                            return COUNTER_SCORE;
                        }
                        let mover = mover_index(pos, mv);
                        let mut score = tables.history(us, mover, mv.to());
                        match mv {
                            Move::Drop { kind, to } => {
                                if (piece_attacks(kind, us, to, pos.occupied()) & enemy_ring)
                                    .is_nonempty()
                                {
                                    score += DROP_NEAR_KING_BONUS;
                                }
                                if cheaper[kind.index()].has(to) {
                                    score -= THREAT_ENTRY_MALUS;
                                }
                            }
                            // A board move's mover index is its piece's kind.
                            Move::Board { from, to, .. } => {
                                if cheaper[mover].has(to) {
                                    score -= THREAT_ENTRY_MALUS;
                                } else if cheaper[mover].has(from) {
                                    score += THREAT_ESCAPE_BONUS;
                                }
                            }
                        }
                        score
                    });
                    if self.quiet_checks_only {
                        self.order_kept_checks();
                    }
                }
                Stage::Quiets => {
                    if self.quiet_checks_only {
                        if self.cursor < self.moves.len() {
                            let entry = self.moves[self.cursor];
                            self.cursor += 1;
                            self.dropped_pending += entry.score as usize;
                            return Some(entry.mv);
                        }
                        self.dropped_pending += std::mem::take(&mut self.dropped_tail);
                    } else if let Some(mv) = self.pick_best() {
                        return Some(mv);
                    }
                    self.stage = Stage::BadCaptures;
                    self.cursor = 0;
                }
                Stage::BadCaptures => {
                    if self.cursor < self.bad_captures.len() {
                        self.cursor += 1;
                        return Some(self.bad_captures[self.cursor - 1]);
                    }
                    self.stage = Stage::Done;
                }
                Stage::EvasionsInit => {
                    let us = pos.side_to_move();
                    self.generate(pos, GenFilter::ALL, None, |pos, mv| {
                        if is_capture(pos, mv) {
                            EVASION_CAPTURE_BASE + immediate_gain(pos, mv) * 16
                        } else {
                            tables.history(us, mover_index(pos, mv), mv.to())
                        }
                    });
                    self.stage = Stage::Evasions;
                }
                Stage::Evasions => {
                    if let Some(mv) = self.pick_best() {
                        return Some(mv);
                    }
                    self.stage = Stage::Done;
                }
                Stage::Done => return None,
            }
        }
    }

    /// Fills the list with the legal moves of `filter` (less the hash move), scored. Kept out
    /// of line: inlined, its setup would be hoisted into every call of `next`.
    /// With `checks_only`, only the moves that give check.
    #[inline(never)]
    fn generate(
        &mut self,
        pos: &Position,
        filter: GenFilter,
        checks_only: Option<&CheckInfo>,
        mut score: impl FnMut(&Position, Move) -> i32,
    ) {
        self.moves.clear();
        self.cursor = 0;
        let tt_move = self.tt_move;
        let moves = &mut self.moves;
        pos.generate(filter, |batch| {
            let batch = match checks_only {
                Some(info) => pos.checking_part(info, batch),
                None => batch,
            };
            batch.for_each(|mv| {
                if Some(mv) != tt_move {
                    moves.push(Scored { mv, score: 0 });
                }
            });
            false
        });
        for entry in self.moves.iter_mut() {
            entry.score = score(pos, entry.mv);
        }
    }

    /// Selection: swaps the best remaining move to the cursor and returns it.
    #[inline]
    fn pick_best(&mut self) -> Option<Move> {
        let rest = &mut self.moves[self.cursor..];
        let first = rest.first()?;
        let (mut best, mut best_score) = (0, first.score);
        for (i, s) in rest.iter().enumerate().skip(1) {
            if s.score > best_score {
                best = i;
                best_score = s.score;
            }
        }
        rest.swap(0, best);
        self.cursor += 1;
        Some(self.moves[self.cursor - 1].mv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// All moves the picker returns, with the dropped-move counts reported before each.
    fn picked(
        pos: &Position,
        mut picker: MovePicker,
        trigger_after: Option<usize>,
    ) -> Vec<(Move, usize)> {
        let tables = OrderingTables::new();
        let mut out = Vec::new();
        let mut quiets_seen = 0;
        while let Some(mv) = picker.next(pos, &tables) {
            out.push((mv, picker.take_skipped()));
            if is_quiet(pos, mv) {
                quiets_seen += 1;
                if Some(quiets_seen) == trigger_after {
                    picker.keep_only_quiet_checks(pos);
                }
            }
        }
        out
    }

    /// Once late-move pruning starts, the picker returns of the remaining quiet moves exactly
    /// the checks, and reports every other one as dropped, so that the search's move count
    /// (returned + dropped) ends where it would have without the shortcut.
    #[test]
    fn keeping_only_quiet_checks_drops_the_rest_and_counts_them() {
        let pos = Position::from_sfen("2n2k/5g/R2s2/2N2p/K1S3/6 b RBGPb 19").unwrap();
        let info = pos.check_info();
        let all = picked(&pos, MovePicker::new(&pos, None, [None; 2], None), None);
        assert_eq!(all.len(), pos.legal_moves().len());
        assert!(all.iter().all(|&(_, skipped)| skipped == 0));
        let trigger = 3;
        let short = picked(
            &pos,
            MovePicker::new(&pos, None, [None; 2], None),
            Some(trigger),
        );
        // Up to the trigger, the same moves in the same order.
        let split = all
            .iter()
            .scan(0, |quiets, &(mv, _)| {
                *quiets += is_quiet(&pos, mv) as usize;
                Some(*quiets)
            })
            .position(|q| q == trigger)
            .unwrap()
            + 1;
        assert_eq!(all[..split], short[..split]);
        let later_quiets: Vec<Move> = all[split..]
            .iter()
            .map(|&(mv, _)| mv)
            .filter(|&mv| is_quiet(&pos, mv))
            .collect();
        let mut expected: Vec<Move> = later_quiets
            .iter()
            .copied()
            .filter(|&mv| pos.gives_check_with(&info, mv))
            .collect();
        let mut kept: Vec<Move> = short[split..]
            .iter()
            .map(|&(mv, _)| mv)
            .filter(|&mv| is_quiet(&pos, mv))
            .collect();
        assert!(!expected.is_empty() && expected.len() < later_quiets.len());
        expected.sort_by_key(|m| m.to_u16());
        kept.sort_by_key(|m| m.to_u16());
        assert_eq!(kept, expected);
        let dropped: usize = short.iter().map(|&(_, skipped)| skipped).sum();
        assert_eq!(short.len() + dropped, all.len());
    }

    /// Told before the quiet moves that only quiet checks will be searched, the picker
    /// generates just those, best first, and leaves the other stages as they were.
    #[test]
    fn generating_only_quiet_checks_keeps_the_other_stages() {
        let pos = Position::from_sfen("2n2k/5g/R2s2/2N2p/K1S3/6 b RBGPb 19").unwrap();
        let info = pos.check_info();
        let all = picked(&pos, MovePicker::new(&pos, None, [None; 2], None), None);
        let mut picker = MovePicker::new(&pos, None, [None; 2], None);
        assert!(picker.before_quiets());
        picker.generate_only_quiet_checks();
        let short = picked(&pos, picker, None);
        assert!(short.iter().all(|&(_, skipped)| skipped == 0));
        let keep = |mv: Move| !is_quiet(&pos, mv) || pos.gives_check_with(&info, mv);
        let expected: Vec<Move> = all
            .iter()
            .map(|&(mv, _)| mv)
            .filter(|&mv| keep(mv))
            .collect();
        let got: Vec<Move> = short.iter().map(|&(mv, _)| mv).collect();
        assert_eq!(got, expected);
        assert!(got.iter().any(|&mv| is_quiet(&pos, mv)));
        assert!(got.len() < all.len());
    }

    /// A Black silver on 3d is attacked by a White pawn (3c); another pawn (2b) covers 2c.
    const THREAT_SFEN: &str = "5k/4p1/3p2/3S2/6/K5 b - 1";

    #[test]
    fn history_bonus_grows_linearly_when_shallow_and_is_capped() {
        assert_eq!(history_bonus(1), 128);
        assert_eq!(history_bonus(4), 512);
        assert_eq!(history_bonus(8), 1024);
        assert_eq!(history_bonus(10), 1600);
        assert_eq!(history_bonus(40), 4000);
        for depth in 1..40 {
            assert!(history_bonus(depth + 1) >= history_bonus(depth), "{depth}");
        }
    }

    /// Cheaper attackers are counted by board value, and the king never as one.
    #[test]
    fn cheaper_attacks_count_only_cheaper_pieces() {
        let pos = Position::from_sfen(THREAT_SFEN).unwrap();
        let cheaper = cheaper_attacks(&pos, Color::Black);
        let silver = cheaper[PieceKind::Silver.index()];
        assert!(silver.has(Square::S3D) && silver.has(Square::S2C));
        assert!(
            !silver.has(Square::S2A),
            "the White king is no cheaper attacker"
        );
        assert!(cheaper[PieceKind::Pawn.index()].is_empty());
        assert!(cheaper[PieceKind::King.index()].is_empty());
        assert_eq!(cheaper[PieceKind::Gold.index()], silver);
    }

    /// With no history, the silver's escapes come before the king's moves and its step into
    /// the second pawn's attack after them.
    #[test]
    fn threatened_pieces_escape_first_and_do_not_step_into_cheap_attacks() {
        let pos = Position::from_sfen(THREAT_SFEN).unwrap();
        let order: Vec<Move> = picked(&pos, MovePicker::new(&pos, None, [None; 2], None), None)
            .into_iter()
            .map(|(mv, _)| mv)
            .filter(|&mv| is_quiet(&pos, mv))
            .collect();
        let at = |from: Square, to: Square| {
            order
                .iter()
                .position(
                    |&mv| matches!(mv, Move::Board { from: f, to: t, .. } if f == from && t == to),
                )
                .unwrap()
        };
        let king = [Square::S6E, Square::S5E, Square::S5F].map(|to| at(Square::S6F, to));
        for to in [Square::S4C, Square::S4E, Square::S2E] {
            assert!(king.iter().all(|&k| at(Square::S3D, to) < k), "{to:?}");
        }
        assert!(king.iter().all(|&k| at(Square::S3D, Square::S2C) > k));
    }
}
