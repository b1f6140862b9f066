//! How much less than the full depth a late move gets: the late-move reduction table and the
//! late-move pruning count.

use super::*;

/// Late-move reductions grow as log(depth) * log(move number) / this. Smaller reduces more:
/// 1.8 beat 2.2 by an SPRT and 1.6 lost (strength log, eighth round); 2.0 and 1.9 were flat
/// (thirty-fourth and seventieth rounds).
const LMR_DIVISOR: f64 = 1.8;

/// A quiet move is reduced one ply less per this much history (one more per this much below
/// zero), in fractions of a ply since the eighty-fourth round: 8000 beat 6000 by an SPRT
/// (strength log, twenty-sixth round); neither 4000 nor 12000 (twenty-seventh round, stopped
/// leaning negative) did better.
pub(super) const LMR_HISTORY_DIVISOR: i32 = 8000;

/// Hindsight: a node whose move the parent reduced by this many plies or more is searched a
/// ply deeper when the move did not worsen its mover's standing.
const HINDSIGHT_MIN_REDUCTION: i32 = 3;

/// Whether a node is searched a ply deeper after its parent reduced the move into it by
/// `prior_reduction` plies: heavily reduced, yet the side to move now stands no better by
/// its static evaluation (`eval`) than the mover's evaluation said (`parent_eval`, from the
/// other side), so the reduction guessed the move worse than it looks (Stockfish's
/// hindsight depth; its other half, a ply shallower when the move looks bad, is not kept).
pub(super) fn extends_after_reduction(prior_reduction: i32, eval: i32, parent_eval: i32) -> bool {
    prior_reduction >= HINDSIGHT_MIN_REDUCTION
        && eval != EVAL_NONE
        && parent_eval != EVAL_NONE
        && eval + parent_eval <= 0
}

/// A ply of reduction in the units of `lmr_table`: the adjustments of a move add up in
/// fractions of a ply and are rounded once, at the end. Summing whole plies (the table rounded
/// first, the history's share cut toward zero, so that less than 8000 of it counted for
/// nothing) lost to this by an SPRT, +29.8 over 1,276 games (strength log, eighty-fourth
/// round).
pub(super) const PLY: i32 = 1024;

/// Late-move reductions, from log(depth) * log(move number), in `PLY`ths of a ply.
pub(super) fn lmr_table() -> Box<[[i32; 64]; 64]> {
    let mut table = Box::new([[0; 64]; 64]);
    for (depth, row) in table.iter_mut().enumerate().skip(1) {
        for (count, r) in row.iter_mut().enumerate().skip(1) {
            *r = ((depth as f64).ln() * (count as f64).ln() / LMR_DIVISOR * PLY as f64) as i32;
        }
    }
    table
}

/// A reduction in `PLY`ths rounded to whole plies, halves up.
#[inline(always)]
pub(super) fn whole_plies(r: i32) -> i32 {
    (r + PLY / 2).div_euclid(PLY)
}

/// Late-move pruning: quiet moves beyond this count are skipped at shallow depth. The base
/// 3 + depth^2 beat 4 + depth^2 by an SPRT (strength log, thirty-second round); a looser
/// 1.5 x (4 + depth^2) was flat and a tighter 2 + depth^2 leaned behind; dropping the + 1 of
/// the not-improving count lost too (thirty-third round).
fn lmp_limit(depth: i32, improving: bool) -> usize {
    let base = 3 + depth * depth;
    (if improving { base } else { base / 2 + 1 }) as usize
}

/// Whether a quiet evasion tried as the `count`th move is pruned by the late-move count, the
/// not-improving one since a node in check has no static evaluation. Pruning late quiet
/// evasions (once a reply escapes mate) beat searching them all by an SPRT, +17 Elo (strength
/// log, forty-fourth round); skipping them by SEE instead was flat.
pub(super) fn prunes_evasion(depth: i32, count: usize) -> bool {
    prunes_late(depth, count, false)
}

/// Whether late-move pruning skips the `count`th quiet move at this depth.
fn prunes_late(depth: i32, count: usize, improving: bool) -> bool {
    depth <= LMP_MAX_DEPTH && count >= lmp_limit(depth, improving)
}

/// Late-move pruning applies up to this depth: 10 beat 8 by an SPRT (strength log,
/// thirty-fifth round).
const LMP_MAX_DEPTH: i32 = 10;

impl Worker<'_> {
    /// Whether late-move or futility pruning skips a quiet move that gives no check, tried
    /// as the `count`th move. Both tests only tighten as the move count and alpha grow, so
    /// every later quiet move would be pruned as well, checks aside.
    #[inline(always)]
    pub(super) fn prunes_quiet(
        &self,
        depth: i32,
        count: usize,
        improving: bool,
        static_eval: i32,
        alpha: i32,
    ) -> bool {
        let lmr_depth = (depth - 1 - self.reduction(depth, count)).max(0);
        prunes_late(depth, count, improving)
            || (lmr_depth <= FUTILITY_MAX_DEPTH
                && static_eval + FUTILITY_BASE + FUTILITY_PER_DEPTH * lmr_depth <= alpha)
    }

    /// The table's reduction in whole plies.
    #[inline(always)]
    pub(super) fn reduction(&self, depth: i32, count: usize) -> i32 {
        whole_plies(self.reduction_fine(depth, count))
    }

    /// The table's reduction in `PLY`ths.
    #[inline(always)]
    pub(super) fn reduction_fine(&self, depth: i32, count: usize) -> i32 {
        self.lmr[(depth as usize).min(63)][count.min(63)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fine_reductions_round_to_the_nearest_ply_halves_up() {
        assert_eq!(whole_plies(0), 0);
        assert_eq!(whole_plies(PLY / 2 - 1), 0);
        assert_eq!(whole_plies(PLY / 2), 1);
        assert_eq!(whole_plies(3 * PLY / 2), 2);
        assert_eq!(whole_plies(-PLY / 2), 0);
        assert_eq!(whole_plies(-PLY / 2 - 1), -1);
        assert_eq!(whole_plies(-3 * PLY), -3);
        // The table in whole plies is the rounded formula, as the pruning steps read it.
        let table = lmr_table();
        for depth in 1..64 {
            for count in 1..64 {
                let exact = (depth as f64).ln() * (count as f64).ln() / LMR_DIVISOR;
                assert_eq!(
                    whole_plies(table[depth][count]),
                    (0.5 + exact) as i32,
                    "depth {depth}, move {count}"
                );
            }
        }
    }

    #[test]
    fn evasions_are_pruned_from_the_not_improving_late_move_count() {
        for depth in 1..=LMP_MAX_DEPTH {
            let limit = lmp_limit(depth, false);
            assert!(limit < lmp_limit(depth, true), "depth {depth}");
            assert!(!prunes_evasion(depth, limit - 1), "depth {depth}");
            assert!(prunes_evasion(depth, limit), "depth {depth}");
        }
        // At depth 3 the count is (3 + 9) / 2 + 1 = 7.
        assert!(!prunes_evasion(3, 6));
        assert!(prunes_evasion(3, 7));
    }

    #[test]
    fn only_heavy_reductions_of_moves_that_kept_their_standing_extend() {
        // The mover stood at +100; the side to move now sees -100 or less: the move held.
        assert!(extends_after_reduction(3, -100, 100));
        assert!(extends_after_reduction(5, -250, 100));
        // The side to move gained on the mover's view: the move looks bad, no extension.
        assert!(!extends_after_reduction(3, -99, 100));
        // Too small a reduction, or no reduction at all.
        assert!(!extends_after_reduction(2, -500, 100));
        assert!(!extends_after_reduction(0, -500, 100));
        // A side in check has no static evaluation to compare.
        assert!(!extends_after_reduction(4, EVAL_NONE, 100));
        assert!(!extends_after_reduction(4, -100, EVAL_NONE));
    }

    #[test]
    fn evasions_are_never_pruned_beyond_the_late_move_depth() {
        assert!(!prunes_evasion(LMP_MAX_DEPTH + 1, 1000));
        assert!(!prunes_evasion(40, 63));
    }
}
