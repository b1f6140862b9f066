//! Internal search scores: centipawns, with mate scores near the ends of the range that carry
//! their distance from the root in plies.

use super::Score;
use crate::eval::weights::BOARD_VALUE;
use crate::piece::PieceKind;

/// The deepest ply the search reaches.
pub const MAX_PLY: usize = 128;
/// Being mated at the root; mate in `n` plies scores `MATE - n`.
pub const MATE: i32 = 32000;
/// Above every real score.
pub const INFINITE: i32 = MATE + 1;
/// Scores at or beyond these carry a mate distance.
pub const MATE_IN_MAX: i32 = MATE - MAX_PLY as i32;
pub const MATED_IN_MAX: i32 = -MATE_IN_MAX;
pub const DRAW: i32 = 0;

/// The side to move at `ply` mates at once... scored from the root: mate in `ply` plies.
#[inline(always)]
pub const fn mate_in(ply: usize) -> i32 {
    MATE - ply as i32
}

/// The side to move at `ply` is mated there.
#[inline(always)]
pub const fn mated_in(ply: usize) -> i32 {
    -MATE + ply as i32
}

#[inline(always)]
pub const fn is_mate_score(score: i32) -> bool {
    score >= MATE_IN_MAX || score <= MATED_IN_MAX
}

/// What the evaluation thinks a pawn on the board is worth, in its own (fitted) units. GUIs
/// and match runners read `score cp` as hundredths of a pawn, so that is what goes out.
const PAWN_IN_EVAL_UNITS: i32 = BOARD_VALUE[PieceKind::Pawn.index()];

/// An internal score in centipawns: a pawn on the board is 100.
const fn to_centipawns(score: i32) -> i32 {
    score * 100 / PAWN_IN_EVAL_UNITS
}

/// The protocol-facing form of an internal score.
pub fn to_score(score: i32) -> Score {
    if score >= MATE_IN_MAX {
        Score::Mate((MATE - score).max(1))
    } else if score <= MATED_IN_MAX {
        Score::Mate(-(MATE + score).max(1))
    } else {
        Score::Cp(to_centipawns(score))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_scores_convert_to_plies_and_never_zero() {
        assert_eq!(to_score(mate_in(1)), Score::Mate(1));
        assert_eq!(to_score(mated_in(2)), Score::Mate(-2));
        assert_eq!(to_score(mated_in(0)), Score::Mate(-1));
    }

    #[test]
    fn centipawns_count_a_board_pawn_as_100() {
        assert_eq!(to_score(PAWN_IN_EVAL_UNITS), Score::Cp(100));
        assert_eq!(to_score(-2 * PAWN_IN_EVAL_UNITS), Score::Cp(-200));
        assert_eq!(to_score(0), Score::Cp(0));
        // Rounds toward zero, the same for both signs.
        assert_eq!(to_score(1), Score::Cp(0));
        assert_eq!(to_score(-1), Score::Cp(0));
    }
}
