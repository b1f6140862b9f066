//! Quiescence search: captures and promotions until the position is quiet, with stand-pat (on
//! the static evaluation, or on a stored score that bounds it); evasions when in check, the
//! late quiet ones only until a reply escapes mate.

use super::*;

impl Worker<'_> {
    pub(super) fn qsearch<const PV: bool>(&mut self, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        if PV {
            self.pv[ply].clear();
            if ply > self.seldepth {
                self.seldepth = ply;
            }
        }
        self.count_node();
        if self.stopped {
            return 0;
        }
        let in_check = self.pos.in_check();
        if ply >= MAX_PLY - 2 {
            return if in_check { 0 } else { evaluate(&self.pos) };
        }
        let key = self.pos.key();
        let tt = self.shared.tt;
        // The parent prefetched this entry, so a stored evaluation costs less than a new one
        // (the same figure: one in seven quiescence nodes finds it, 5% more nodes per second).
        let hit = tt.probe(key, ply);
        let fresh_eval = if in_check {
            EVAL_NONE
        } else {
            match hit {
                Some(h) if h.eval != EVAL_NONE => h.eval,
                _ => evaluate(&self.pos),
            }
        };
        if let Some(h) = hit
            && !PV
            && cuts(h, beta)
        {
            return h.score;
        }
        // Quiescence tries a quiet hash move only in check: skip the legality test otherwise.
        let tt_move = hit
            .and_then(|h| h.mv)
            .filter(|&mv| (in_check || !is_quiet(&self.pos, mv)) && self.pos.is_legal(mv));
        let static_eval;
        let mut best;
        if in_check {
            static_eval = EVAL_NONE;
            best = -INFINITE;
        } else {
            static_eval = fresh_eval;
            best = stand_pat(static_eval, hit);
            if best >= beta {
                if hit.is_none() {
                    tt.store(key, ply, None, best, static_eval, -1, TtBound::Lower);
                }
                return best;
            }
            alpha = alpha.max(best);
            // A drop that mates where nothing can step between: the captures below would miss
            // it, and with it every quiet move of the parent that allowed it is refuted.
            if let Some(score) = self.drop_mate_score::<PV>(ply, key, static_eval, 0) {
                return score;
            }
        }
        let mut picker = MovePicker::quiescence(&self.pos, tt_move);
        let mut best_move = None;
        let mut count = 0;
        while let Some(mv) = picker.next(&self.pos, self.tables) {
            count += 1;
            if in_check {
                if skips_quiet_evasion(best, count) && is_quiet(&self.pos, mv) {
                    continue;
                }
            } else {
                if !mv.is_promotion()
                    && static_eval + super::super::see::immediate_gain(&self.pos, mv) + DELTA_MARGIN
                        <= alpha
                {
                    continue;
                }
                if !see_ge(&self.pos, mv, 0) {
                    continue;
                }
            }
            // Only for moves that survive pruning; issued before `do_move`, so that the load
            // overlaps it (the child probes first thing, for its stored evaluation).
            let child_key = self.pos.key_after(mv);
            self.shared.tt.prefetch(child_key);
            self.pos.do_move_with_key(mv, child_key);
            let score = -self.qsearch::<PV>(-beta, -alpha, ply + 1);
            self.pos.undo_move();
            if self.stopped {
                return 0;
            }
            if self.record_score::<PV>(ply, mv, score, beta, &mut best, &mut best_move, &mut alpha)
            {
                break;
            }
        }
        if in_check && count == 0 {
            return mated_in(ply);
        }
        let bound = if best >= beta {
            TtBound::Lower
        } else {
            TtBound::Upper
        };
        tt.store(key, ply, best_move, best, static_eval, 0, bound);
        best
    }
}

/// Quiescence in check tries this many moves before it skips quiet evasions. Skipping from
/// the third move on beat trying every evasion by an SPRT, +9.7 Elo (strength log,
/// forty-sixth round); from the second (1) leaned behind and from the fourth (3) was flat.
const QS_EVASIONS_BEFORE_SKIP: usize = 2;

/// Whether quiescence in check skips a quiet evasion tried as the `count`th move: once one
/// reply escapes mate, the third and later (mostly drops between king and checker) are left
/// to the main search. Until one escapes, every evasion is tried.
fn skips_quiet_evasion(best: i32, count: usize) -> bool {
    best > MATED_IN_MAX && count > QS_EVASIONS_BEFORE_SKIP
}

/// The score of standing pat: the static evaluation, or a stored search result whose bound
/// says the true value lies beyond it on the side it lies (mate scores aside).
fn stand_pat(static_eval: i32, hit: Option<TtHit>) -> i32 {
    match hit {
        Some(h)
            if !is_mate_score(h.score)
                && match h.bound {
                    TtBound::Exact => true,
                    TtBound::Lower => h.score > static_eval,
                    TtBound::Upper => h.score < static_eval,
                } =>
        {
            h.score
        }
        _ => static_eval,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hit(score: i32, bound: TtBound) -> Option<TtHit> {
        Some(TtHit {
            mv: None,
            score,
            eval: 0,
            depth: 3,
            bound,
        })
    }

    #[test]
    fn quiet_evasions_are_skipped_only_after_an_escape_from_the_third_move_on() {
        // Nothing escapes mate yet: every evasion is tried, however late.
        assert!(!skips_quiet_evasion(-INFINITE, 30));
        assert!(!skips_quiet_evasion(mated_in(4), 30));
        // One escapes: the first two moves are tried, later ones skipped.
        assert!(!skips_quiet_evasion(0, QS_EVASIONS_BEFORE_SKIP));
        assert!(skips_quiet_evasion(0, QS_EVASIONS_BEFORE_SKIP + 1));
        assert!(skips_quiet_evasion(-500, 9));
    }

    #[test]
    fn stand_pat_takes_a_stored_score_only_where_its_bound_allows() {
        assert_eq!(stand_pat(50, None), 50);
        assert_eq!(stand_pat(50, hit(120, TtBound::Exact)), 120);
        assert_eq!(stand_pat(50, hit(-20, TtBound::Exact)), -20);
        // A lower bound above the evaluation raises it; one below says nothing.
        assert_eq!(stand_pat(50, hit(120, TtBound::Lower)), 120);
        assert_eq!(stand_pat(50, hit(-20, TtBound::Lower)), 50);
        // An upper bound below the evaluation lowers it; one above says nothing.
        assert_eq!(stand_pat(50, hit(-20, TtBound::Upper)), -20);
        assert_eq!(stand_pat(50, hit(120, TtBound::Upper)), 50);
        // Mate scores belong to the line that found them, not to a quiet stand-pat.
        assert_eq!(stand_pat(50, hit(MATE - 5, TtBound::Exact)), 50);
        assert_eq!(stand_pat(50, hit(-MATE + 5, TtBound::Upper)), 50);
    }
}
