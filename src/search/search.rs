//! One search thread: iterative deepening with aspiration windows over a principal variation
//! search, with quiescence at the leaves. Threads share only the transposition table and the
//! signals; each has its own position, stack and ordering tables.

use super::movepick::{
    MovePicker, OrderingTables, history_bonus, is_capture, is_quiet, mover_index,
};
use super::score::*;
use super::see::see_ge;
use super::thread::SearchShared;
use super::tt::{TtBound, TtHit};
use super::{Bound, SearchInfo, SearchListener};
use crate::eval::evaluate;
use crate::moves::Move;
use crate::position::{Position, Sennichite};
use crate::square::Square;
use arrayvec::ArrayVec;

mod quiescence;
mod reductions;
mod root;
mod singular;

use reductions::{
    LMR_HISTORY_DIVISOR, PLY, extends_after_reduction, lmr_table, prunes_evasion, whole_plies,
};
use singular::singular_beta;

/// Marks a missing static evaluation (in check); fits the table's 16 bits.
const EVAL_NONE: i32 = 32500;
// The margins below were set with the hand-made evaluation and doubled together once the
// fitted one replaced it: an SPRT against the old margins took x2 (x1.5 and x3 scored less).
/// Reverse futility: a node whose static eval beats beta by this much per depth is cut.
/// 200 lost by an SPRT and 150 was flat (strength log, thirty-fourth and twenty-eighth rounds).
const RFP_MARGIN: i32 = 180;
const RFP_MAX_DEPTH: i32 = 6;
/// Null move: from this depth, with this base reduction, one ply more per this much of
/// static eval above beta (at most three).
const NMP_MIN_DEPTH: i32 = 3;
const NMP_BASE_REDUCTION: i32 = 3;
const NMP_EVAL_PER_PLY: i32 = 400;
/// Futility for quiet moves: static eval plus this base and per-depth margin below alpha.
const FUTILITY_BASE: i32 = 240;
/// A step of 160 lost and one of 240 leaned behind (thirty-third and thirty-fourth rounds).
const FUTILITY_PER_DEPTH: i32 = 200;
const FUTILITY_MAX_DEPTH: i32 = 6;
/// SEE pruning thresholds per depth: quiets per depth squared, captures per depth.
/// Quiet margins of 40 and 80 both lost (thirty-third and thirty-fourth rounds).
const SEE_QUIET_MARGIN: i32 = 60;
const SEE_CAPTURE_MARGIN: i32 = 240;
/// Quiescence delta pruning: a capture that cannot lift the score near alpha is skipped.
const DELTA_MARGIN: i32 = 400;
/// The depths at which a move that raises alpha makes the later moves a ply shallower.
/// Two plies, and depth 2 as well, both lost (strength log, seventy-second round); up to
/// depth 15 was flat at byoyomi 100, where few searches get that deep (seventy-third round);
/// from depth 4 fell behind, -10.0 over 1,042 games (seventy-eighth round).
const ALPHA_RAISE_DEPTHS: std::ops::RangeInclusive<i32> = 3..=11;
/// Checks on the node counter and the clock every this many nodes.
const TIME_CHECK_INTERVAL: u64 = 1024;
/// Repetition pre-filter size: keys on the path and in the game, counted by their low bits.
const REP_FILTER_SIZE: usize = 1 << 12;
/// No check or singular extension from this ply on, so that extended lines end in the stack.
const EXTENSION_PLY_LIMIT: usize = 2 * MAX_PLY / 3;

#[derive(Clone, Debug)]
pub struct RootMove {
    pub mv: Move,
    pub score: i32,
    pub previous_score: i32,
    /// The score of the last completed search of this move, for reports.
    pub bound: Bound,
    pub seldepth: usize,
    pub pv: Vec<Move>,
}

#[derive(Clone, Copy)]
struct Frame {
    static_eval: i32,
    killers: [Option<Move>; 2],
    /// The move played from this ply, as (mover, destination), for counter-moves.
    played: Option<(usize, Square)>,
    null_move: bool,
    /// The hash move, while a singular-extension search asks how the other moves fare.
    excluded: Option<Move>,
    /// Plies that late-move reduction took off the move from this ply, while its reduced
    /// search runs (0 otherwise).
    reduction: i32,
}

impl Frame {
    const EMPTY: Frame = Frame {
        static_eval: EVAL_NONE,
        killers: [None; 2],
        played: None,
        null_move: false,
        excluded: None,
        reduction: 0,
    };
}

type PvLine = ArrayVec<Move, MAX_PLY>;

pub struct Worker<'a> {
    pub id: usize,
    shared: &'a SearchShared<'a>,
    tables: &'a mut OrderingTables,
    pos: Position,
    nodes: u64,
    stack: Vec<Frame>,
    pv: Vec<PvLine>,
    lmr: Box<[[i32; 64]; 64]>,
    rep_filter: Vec<u16>,
    pub root_moves: Vec<RootMove>,
    pv_index: usize,
    seldepth: usize,
    pub completed_depth: i32,
    stopped: bool,
}

impl<'a> Worker<'a> {
    pub fn new(
        id: usize,
        shared: &'a SearchShared<'a>,
        tables: &'a mut OrderingTables,
        pos: &Position,
        root_moves: Vec<Move>,
    ) -> Worker<'a> {
        let mut rep_filter = vec![0u16; REP_FILTER_SIZE];
        // Every position of the game before the root, and the root itself.
        let mut earlier = pos.clone();
        rep_filter[earlier.key() as usize % REP_FILTER_SIZE] += 1;
        while earlier.game_ply() > 0 {
            earlier.undo_move();
            rep_filter[earlier.key() as usize % REP_FILTER_SIZE] += 1;
        }
        Worker {
            id,
            shared,
            tables,
            pos: pos.clone(),
            nodes: 0,
            stack: vec![Frame::EMPTY; MAX_PLY + 4],
            pv: vec![PvLine::new(); MAX_PLY + 1],
            lmr: lmr_table(),
            rep_filter,
            root_moves: root_moves
                .into_iter()
                .map(|mv| RootMove {
                    mv,
                    score: -INFINITE,
                    previous_score: -INFINITE,
                    bound: Bound::Exact,
                    seldepth: 0,
                    pv: vec![mv],
                })
                .collect(),
            pv_index: 0,
            seldepth: 0,
            completed_depth: 0,
            stopped: false,
        }
    }

    fn is_main(&self) -> bool {
        self.id == 0
    }

    #[inline(always)]
    fn rep_push(&mut self, key: u64, delta: i32) {
        let slot = &mut self.rep_filter[key as usize % REP_FILTER_SIZE];
        *slot = (*slot as i32 + delta) as u16;
    }

    /// Counts a node and, now and then, looks at the clock and the limits.
    #[inline(always)]
    fn count_node(&mut self) {
        self.nodes += 1;
        if self.nodes.is_multiple_of(TIME_CHECK_INTERVAL) {
            self.shared.publish_nodes(self.id, self.nodes);
            if self.is_main() && self.completed_depth >= 1 {
                self.shared.check_limits();
            }
        }
        if let Some(limit) = self.shared.limits.nodes {
            // One thread stops at exactly the limit; several check at the interval.
            let exact =
                self.shared.threads() == 1 || self.nodes.is_multiple_of(TIME_CHECK_INTERVAL);
            if exact
                && self.is_main()
                && self.completed_depth >= 1
                && self.shared.total_nodes_with(self.id, self.nodes) >= limit
            {
                self.shared.signals.raise_stop();
            }
        }
        if self.completed_depth >= 1 && self.shared.signals.stop_requested() {
            self.stopped = true;
        }
    }

    /// The score of a repetition of the current position, if it repeats an earlier one.
    #[inline]
    fn repetition_score(&self, ply: usize) -> Option<i32> {
        if self.rep_filter[self.pos.key() as usize % REP_FILTER_SIZE] == 0 {
            return None;
        }
        let repetition = self.pos.repetition(1)?;
        Some(match repetition.outcome {
            Sennichite::Draw => DRAW,
            Sennichite::PerpetualCheck { loser } => {
                if loser == self.pos.side_to_move() {
                    mated_in(ply)
                } else {
                    mate_in(ply)
                }
            }
        })
    }

    fn search<const PV: bool>(
        &mut self,
        alpha: i32,
        beta: i32,
        depth: i32,
        ply: usize,
        cut_node: bool,
    ) -> i32 {
        if depth <= 0 {
            return self.qsearch::<PV>(alpha, beta, ply);
        }
        if PV {
            self.pv[ply].clear();
        }
        self.count_node();
        if self.stopped {
            return 0;
        }
        if let Some(score) = self.repetition_score(ply) {
            return score;
        }
        if ply >= MAX_PLY - 2 {
            return if self.pos.in_check() {
                0
            } else {
                evaluate(&self.pos)
            };
        }
        // Mate-distance pruning: no line here beats a mate already found nearer the root.
        let alpha = alpha.max(mated_in(ply));
        let beta = beta.min(mate_in(ply + 1));
        if alpha >= beta {
            return alpha;
        }
        let key = self.pos.key();
        self.rep_push(key, 1);
        let score = self.search_node::<PV>(alpha, beta, depth, ply, cut_node, key);
        self.rep_push(key, -1);
        score
    }

    #[allow(clippy::too_many_arguments)]
    fn search_node<const PV: bool>(
        &mut self,
        mut alpha: i32,
        beta: i32,
        mut depth: i32,
        ply: usize,
        cut_node: bool,
        key: u64,
    ) -> i32 {
        if PV && ply > self.seldepth {
            self.seldepth = ply;
        }
        let in_check = self.pos.in_check();
        let tt = self.shared.tt;
        let excluded = self.stack[ply].excluded;
        // The singular search must not see the node's own entry: it asks about the others.
        let hit = if excluded.is_none() {
            tt.probe(key, ply)
        } else {
            None
        };
        if let Some(h) = hit
            && !PV
            && h.depth >= depth
            && cuts(h, beta)
        {
            return h.score;
        }
        // A drop that mates where nothing can step between ends the node before any search.
        if excluded.is_none()
            && let Some(score) = self.drop_mate_score::<PV>(ply, key, EVAL_NONE, depth)
        {
            return score;
        }
        let tt_move = hit.and_then(|h| h.mv).filter(|&mv| self.pos.is_legal(mv));
        self.stack[ply + 2].killers = [None; 2];
        self.stack[ply].null_move = false;
        let static_eval = if in_check {
            EVAL_NONE
        } else if excluded.is_some() {
            self.stack[ply].static_eval
        } else {
            match hit {
                Some(h) if h.eval != EVAL_NONE => h.eval,
                _ => evaluate(&self.pos),
            }
        };
        self.stack[ply].static_eval = static_eval;
        let improving = !in_check
            && ply >= 2
            && self.stack[ply - 2].static_eval != EVAL_NONE
            && static_eval > self.stack[ply - 2].static_eval;
        // Hindsight: read (and clear) how much the parent reduced the move into this node.
        // Cleared, a singular search of this node (same ply, later) reads no reduction.
        let (prior_reduction, parent_eval) = if ply >= 1 {
            let parent = &mut self.stack[ply - 1];
            (std::mem::take(&mut parent.reduction), parent.static_eval)
        } else {
            (0, EVAL_NONE)
        };
        if extends_after_reduction(prior_reduction, static_eval, parent_eval) {
            depth += 1;
        }

        if !PV && !in_check && excluded.is_none() {
            // The opponent's last move lowered their own standing (the two static evaluations
            // sum above zero): a third of a ply's margin less is needed to trust the cut. At
            // depth 1 when improving the margin is then -60, and the "cut" returns a fail-low
            // from the static evaluation alone; clamping it at zero did not help (strength
            // log, sixtieth round).
            let worsening = parent_eval != EVAL_NONE && static_eval + parent_eval > 0;
            // Reverse futility: far above beta with little depth left, assume it holds.
            if depth <= RFP_MAX_DEPTH
                && static_eval - RFP_MARGIN * (depth - improving as i32)
                    + worsening as i32 * RFP_MARGIN / 3
                    >= beta
                && static_eval < MATE_IN_MAX
            {
                // Halfway to beta: the static evaluation overstates a cut it only guesses.
                return (static_eval + beta) / 2;
            }
            // Null move: if passing still fails high, the position is good enough. Drops
            // make zugzwang very rare, so no verification search.
            if depth >= NMP_MIN_DEPTH
                && static_eval >= beta
                && beta > MATED_IN_MAX
                && beta < MATE_IN_MAX
                && ply >= 1
                && !self.stack[ply - 1].null_move
            {
                let reduction = NMP_BASE_REDUCTION
                    + depth / 4
                    + ((static_eval - beta) / NMP_EVAL_PER_PLY).min(3);
                self.stack[ply].null_move = true;
                self.stack[ply].played = None;
                self.pos.do_null_move();
                let score =
                    -self.search::<false>(-beta, -beta + 1, depth - reduction, ply + 1, !cut_node);
                self.pos.undo_null_move();
                self.stack[ply].null_move = false;
                if self.stopped {
                    return 0;
                }
                if score >= beta {
                    return if score >= MATE_IN_MAX { beta } else { score };
                }
            }
        }
        // Internal iterative reduction: without a hash move this node was never searched
        // well; search it shallower now and let the next iteration do it properly. Two plies
        // at cut nodes from depth 8 leaned behind, and at PV nodes lost (strength log,
        // thirty-fourth and seventy-second rounds).
        if tt_move.is_none() && excluded.is_none() && depth >= 4 && (PV || cut_node) {
            depth -= 1;
        }

        let prev = if ply >= 1 {
            self.stack[ply - 1].played
        } else {
            None
        };
        let counter = self.tables.counter(prev);
        let mut picker = MovePicker::new(&self.pos, tt_move, self.stack[ply].killers, counter);
        let us = self.pos.side_to_move();
        let mut best = -INFINITE;
        let mut best_move = None;
        let mut count = 0usize;
        let mut quiets_tried: ArrayVec<(usize, Square), 64> = ArrayVec::new();
        loop {
            // Below depth 3 the count of pruned moves sets nothing later (reductions start at
            // depth 3), so when the next quiet move would already be pruned, the picker need
            // not generate, score and count the quiet moves that cannot be checks.
            if depth <= 2
                && best > MATED_IN_MAX
                && picker.before_quiets()
                && self.prunes_quiet(depth, count + 1, improving, static_eval, alpha)
            {
                picker.generate_only_quiet_checks();
            }
            let Some(mv) = picker.next(&self.pos, self.tables) else {
                break;
            };
            if Some(mv) == excluded {
                continue;
            }
            count += 1 + picker.take_skipped();
            // Prefetched as early as possible, to hide more of the memory latency.
            let child_key = self.pos.key_after(mv);
            self.shared.tt.prefetch(child_key);
            let quiet = is_quiet(&self.pos, mv);
            let mover = mover_index(&self.pos, mv);
            // In `PLY`ths for late-move reductions; in whole plies for the pruning margins.
            let reduction_fine = self.reduction_fine(depth, count);
            let reduction = whole_plies(reduction_fine);
            if best > MATED_IN_MAX && !in_check {
                let lmr_depth = (depth - 1 - reduction).max(0);
                if quiet && !picker.gives_check(&self.pos, mv) {
                    // Late-move and futility pruning spare checks: they build the mates.
                    if self.prunes_quiet(depth, count, improving, static_eval, alpha) {
                        picker.keep_only_quiet_checks(&self.pos);
                        continue;
                    }
                    if lmr_depth <= 6
                        && !see_ge(&self.pos, mv, -SEE_QUIET_MARGIN * lmr_depth * lmr_depth)
                    {
                        continue;
                    }
                } else if depth <= 6
                    && !picker.returned_good_capture()
                    && !see_ge(&self.pos, mv, -SEE_CAPTURE_MARGIN * depth)
                {
                    continue;
                }
            } else if best > MATED_IN_MAX
                && quiet
                && prunes_evasion(depth, count)
                && !picker.gives_check(&self.pos, mv)
            {
                // In check, once one reply escapes mate, late quiet evasions (mostly drops
                // between king and checker) are pruned by the count of the not-improving case.
                continue;
            }
            let mut singular = false;
            if let Some(h) = hit
                && Some(mv) == tt_move
                && let Some(singular_beta) = singular_beta(h, depth, ply)
            {
                let score = self.singular_search(mv, singular_beta, depth, ply, cut_node, key);
                if self.stopped {
                    return 0;
                }
                if score < singular_beta {
                    singular = true;
                } else if singular_beta >= beta {
                    // Multi-cut: even without the hash move, this node fails high.
                    return singular_beta;
                }
            }
            let capture = is_capture(&self.pos, mv);
            self.stack[ply].played = Some((mover, mv.to()));
            self.pos.do_move_with_key(mv, child_key);
            let gives_check = self.pos.in_check();
            // Check extension, for checks the opponent cannot simply take for free, at every
            // depth: leaving depth-1 checks to quiescence was rejected, H0 at -6.4 (strength
            // log, seventy-third round).
            let extension = (singular
                || (gives_check && ply < EXTENSION_PLY_LIMIT && self.check_is_safe(mv.to())))
                as i32;
            let new_depth = depth - 1 + extension;
            let mut score;
            // Non-capture promotions are reduced like quiet moves: sparing them lost, H0 at
            // -41.9 (strength log, seventy-seventh round).
            if depth >= 3 && count > 1 + PV as usize && !capture {
                // In `PLY`ths, rounded once at the end.
                let mut r = reduction_fine;
                r -= PV as i32 * PLY;
                r += !improving as i32 * PLY;
                // Expected cut nodes a ply more: two leaned behind and none was flat (strength
                // log, fourteenth and sixty-sixth rounds).
                r += cut_node as i32 * PLY;
                // A ply less for the killer and counter move: without it the engine fell
                // behind (H0; strength log, sixty-fifth round). The second killer too was flat,
                // +5 over 7,041 games (sixty-seventh and sixty-eighth rounds).
                if Some(mv) == self.stack[ply].killers[0] || Some(mv) == counter {
                    r -= PLY;
                }
                if quiet {
                    r -= self.tables.history(us, mover, mv.to()) * PLY / LMR_HISTORY_DIVISOR;
                }
                if gives_check {
                    r -= PLY;
                }
                let r = whole_plies(r);
                // At least a ply: reducing into quiescence lost, H0 at -15.1 (strength log,
                // seventy-third round).
                let reduced = (new_depth - r).clamp(1, new_depth.max(1));
                self.stack[ply].reduction = new_depth - reduced;
                score = -self.search::<false>(-alpha - 1, -alpha, reduced, ply + 1, true);
                self.stack[ply].reduction = 0;
                if score > alpha && reduced < new_depth {
                    score =
                        -self.search::<false>(-alpha - 1, -alpha, new_depth, ply + 1, !cut_node);
                }
            } else if !PV || count > 1 {
                score = -self.search::<false>(-alpha - 1, -alpha, new_depth, ply + 1, !cut_node);
            } else {
                score = alpha + 1;
            }
            if PV && (count == 1 || (score > alpha && score < beta)) {
                score = -self.search::<true>(-beta, -alpha, new_depth, ply + 1, false);
            }
            self.pos.undo_move();
            if self.stopped {
                return 0;
            }
            let alpha_before = alpha;
            if self.record_score::<PV>(ply, mv, score, beta, &mut best, &mut best_move, &mut alpha)
            {
                break;
            }
            // A move raised alpha without reaching beta: the later moves must beat a better
            // line, so they are searched a ply shallower (Stockfish's alpha-raise reduction),
            // and the node is stored at the lowered depth. +17.9 over 1,725 games, H1
            // (strength log, seventy-first round). Only PV nodes get here: every other node
            // has a null window, where raising alpha is a cut.
            if PV
                && alpha > alpha_before
                && ALPHA_RAISE_DEPTHS.contains(&depth)
                && alpha.abs() < MATE_IN_MAX
            {
                depth -= 1;
            }
            if quiet && Some(mv) != best_move {
                let _ = quiets_tried.try_push((mover, mv.to()));
            }
        }
        if count == 0 {
            // In a singular search, the hash move was the only one: it is singular.
            if excluded.is_some() {
                return alpha;
            }
            // No legal move loses, in check or not.
            return mated_in(ply);
        }
        // Only a cutoff rewards its move: rewarding a PV node's quiet best move that raised
        // alpha as well lost, H0 at -27.4 (strength log, seventy-seventh round).
        if let Some(mv) = best_move
            && best >= beta
            && is_quiet(&self.pos, mv)
        {
            self.reward_quiet(ply, mv, depth, &quiets_tried, prev);
        }
        let bound = if best >= beta {
            TtBound::Lower
        } else if PV && best_move.is_some() {
            TtBound::Exact
        } else {
            TtBound::Upper
        };
        if excluded.is_none() {
            tt.store(key, ply, best_move, best, static_eval, depth, bound);
        }
        best
    }

    /// After a checking move: is the checking piece safe from capture, or defended?
    fn check_is_safe(&self, to: Square) -> bool {
        let them = self.pos.side_to_move();
        let occ = self.pos.occupied();
        !self.pos.is_attacked(to, them, occ) || self.pos.is_attacked(to, !them, occ)
    }

    fn reward_quiet(
        &mut self,
        ply: usize,
        mv: Move,
        depth: i32,
        tried: &[(usize, Square)],
        prev: Option<(usize, Square)>,
    ) {
        let us = self.pos.side_to_move();
        let bonus = history_bonus(depth);
        self.tables
            .update_history(us, mover_index(&self.pos, mv), mv.to(), bonus);
        for &(mover, to) in tried {
            self.tables.update_history(us, mover, to, -bonus);
        }
        let killers = &mut self.stack[ply].killers;
        if killers[0] != Some(mv) {
            killers[1] = killers[0];
            killers[0] = Some(mv);
        }
        self.tables.set_counter(prev, mv);
    }

    /// Takes `score` for `mv` into the node's best score, best move, alpha and PV, as search
    /// and quiescence both do; true when it reaches `beta` (a cutoff).
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    fn record_score<const PV: bool>(
        &mut self,
        ply: usize,
        mv: Move,
        score: i32,
        beta: i32,
        best: &mut i32,
        best_move: &mut Option<Move>,
        alpha: &mut i32,
    ) -> bool {
        if score <= *best {
            return false;
        }
        *best = score;
        if score <= *alpha {
            return false;
        }
        *best_move = Some(mv);
        if PV {
            self.update_pv(ply, mv);
        }
        if score >= beta {
            return true;
        }
        *alpha = score;
        false
    }

    /// Mate in one when the side to move has a drop that mates where nothing can step between
    /// (none in check), stored with the drop as the node's move; `None` otherwise.
    fn drop_mate_score<const PV: bool>(
        &mut self,
        ply: usize,
        key: u64,
        static_eval: i32,
        depth: i32,
    ) -> Option<i32> {
        let mv = self.pos.unblockable_drop_mate()?;
        let score = mate_in(ply + 1);
        if PV {
            self.pv[ply + 1].clear();
            self.update_pv(ply, mv);
        }
        let tt = self.shared.tt;
        tt.store(
            key,
            ply,
            Some(mv),
            score,
            static_eval,
            depth,
            TtBound::Lower,
        );
        Some(score)
    }

    fn update_pv(&mut self, ply: usize, mv: Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(mv);
        let child = &tail[0];
        let room = MAX_PLY - 1;
        line.extend(child.iter().take(room).copied());
    }

    /// Sends one `info` per MultiPV line.
    fn report(&self, listener: &mut dyn SearchListener, depth: i32, multipv: usize) {
        let nodes = self.shared.total_nodes_with(self.id, self.nodes);
        let time_ms = self.shared.elapsed_since_go_ms();
        let hashfull = self.shared.tt.hashfull();
        for (i, rm) in self.root_moves.iter().take(multipv).enumerate() {
            let score = if rm.score == -INFINITE {
                rm.previous_score
            } else {
                rm.score
            };
            listener.info(&SearchInfo {
                depth: depth as u32,
                seldepth: rm.seldepth.max(1) as u32,
                multipv: i as u32 + 1,
                score: to_score(score),
                bound: rm.bound,
                nodes,
                nps: nodes * 1000 / time_ms.max(1),
                hashfull,
                time_ms,
                pv: rm.pv.clone(),
            });
        }
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The position at the root (for the ponder-move lookup).
    pub fn position(&self) -> &Position {
        &self.pos
    }
}

/// Whether a stored result settles a null-window search against `beta`.
#[inline(always)]
fn cuts(hit: TtHit, beta: i32) -> bool {
    match hit.bound {
        TtBound::Exact => true,
        TtBound::Lower => hit.score >= beta,
        TtBound::Upper => hit.score < beta,
    }
}
