//! Singular extension: a hash move that beats every other move of its node by a margin is
//! searched a ply deeper; when the other moves fail high even without it, the node is cut
//! (multi-cut).

use super::*;

/// From this depth, a hash move stored at least this close to the node's depth is tested, with
/// a margin below its stored score of this much per ply of depth: 3 beat 2 by an SPRT (strength
/// log, twenty-ninth round), so fewer hash moves count as singular. Starting at depth 7, 9 or
/// 10 instead of 8 all lost (sixty-fifth and sixty-seventh rounds).
const SINGULAR_MIN_DEPTH: i32 = 8;
const SINGULAR_TT_DEPTH_SLACK: i32 = 3;
const SINGULAR_MARGIN_PER_DEPTH: i32 = 3;

/// The singular beta of a node whose stored entry qualifies: searched deeply enough, a score
/// that is at least a lower bound, no mate score, and a node neither the root nor so deep that
/// extensions must stop.
pub(super) fn singular_beta(hit: TtHit, depth: i32, ply: usize) -> Option<i32> {
    let qualifies = (1..EXTENSION_PLY_LIMIT).contains(&ply)
        && depth >= SINGULAR_MIN_DEPTH
        && hit.depth >= depth - SINGULAR_TT_DEPTH_SLACK
        && hit.bound != TtBound::Upper
        && !is_mate_score(hit.score);
    qualifies.then(|| hit.score - SINGULAR_MARGIN_PER_DEPTH * depth)
}

impl Worker<'_> {
    /// The score of a half-depth search of the node with `tt_move` left out, against
    /// `singular_beta`: below it, every other move fails low and the hash move is singular.
    /// The node's own entry stays unread and unwritten meanwhile (`Frame::excluded`).
    pub(super) fn singular_search(
        &mut self,
        tt_move: Move,
        singular_beta: i32,
        depth: i32,
        ply: usize,
        cut_node: bool,
        key: u64,
    ) -> i32 {
        self.stack[ply].excluded = Some(tt_move);
        let score = self.search_node::<false>(
            singular_beta - 1,
            singular_beta,
            (depth - 1) / 2,
            ply,
            cut_node,
            key,
        );
        self.stack[ply].excluded = None;
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hit(score: i32, depth: i32, bound: TtBound) -> TtHit {
        TtHit {
            mv: None,
            score,
            eval: 0,
            depth,
            bound,
        }
    }

    #[test]
    fn singular_beta_lies_below_the_stored_score_by_the_margin() {
        let depth = SINGULAR_MIN_DEPTH + 2;
        let expected = 300 - SINGULAR_MARGIN_PER_DEPTH * depth;
        assert_eq!(
            singular_beta(hit(300, depth, TtBound::Lower), depth, 3),
            Some(expected)
        );
        assert_eq!(
            singular_beta(hit(300, depth - 3, TtBound::Exact), depth, 3),
            Some(expected)
        );
    }

    #[test]
    fn singular_beta_needs_a_qualifying_entry_and_node() {
        let depth = SINGULAR_MIN_DEPTH;
        let good = hit(100, depth, TtBound::Lower);
        assert!(singular_beta(good, depth, 5).is_some());
        // Too shallow a node, too shallow an entry, an upper bound, a mate score.
        assert_eq!(singular_beta(good, depth - 1, 5), None);
        assert_eq!(
            singular_beta(hit(100, depth - 4, TtBound::Lower), depth, 5),
            None
        );
        assert_eq!(
            singular_beta(hit(100, depth, TtBound::Upper), depth, 5),
            None
        );
        assert_eq!(
            singular_beta(hit(MATE - 10, depth, TtBound::Lower), depth, 5),
            None
        );
        // Not at the root, whose moves the iteration orders itself; not past the extension cap.
        assert_eq!(singular_beta(good, depth, 0), None);
        assert_eq!(singular_beta(good, depth, EXTENSION_PLY_LIMIT), None);
    }
}
