//! Moves, their USI spelling, and the move list.

use crate::piece::PieceKind;
use crate::square::Square;
use arrayvec::ArrayVec;

/// A board move (with or without promotion) or a drop from hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Board {
        from: Square,
        to: Square,
        promote: bool,
    },
    Drop {
        kind: PieceKind,
        to: Square,
    },
}

/// An upper bound on the legal moves of any Judkins position; see `movegen::tests` for the
/// proof and for the largest count found.
///
/// Each side has one of each of the six hand kinds at the start, so a side owns at most 12
/// non-king pieces. Board moves: counted over the best square of each kind on an empty board,
/// doubled where promotion is optional, a side with two rooks, bishops, silvers, golds,
/// knights and pawns and its king has at most 128 moves. Drops: at most six kinds on at most
/// 34 empty squares, 204. A side cannot have both at once, so 332 is safe, and loose: a
/// hill-climbing search over valid positions found no more than 225
/// (`R5/2S1Bk/6/6/3K2/6 b RBGSNPgnp 1`).
pub const MAX_MOVES: usize = 332;

pub type MoveList = ArrayVec<Move, MAX_MOVES>;

impl Move {
    #[inline(always)]
    pub const fn to(self) -> Square {
        match self {
            Move::Board { to, .. } | Move::Drop { to, .. } => to,
        }
    }

    #[inline(always)]
    pub const fn from(self) -> Option<Square> {
        match self {
            Move::Board { from, .. } => Some(from),
            Move::Drop { .. } => None,
        }
    }

    #[inline(always)]
    pub const fn is_drop(self) -> bool {
        matches!(self, Move::Drop { .. })
    }

    #[inline(always)]
    pub const fn is_promotion(self) -> bool {
        matches!(self, Move::Board { promote: true, .. })
    }

    /// Packs into 16 bits, never 0 (a board move never has `from == to`): bits 0-5 `from` or
    /// the dropped kind, bits 6-11 `to`, bit 12 promotion, bit 15 drop.
    #[inline(always)]
    pub const fn to_u16(self) -> u16 {
        match self {
            Move::Board { from, to, promote } => {
                from as u16 | (to as u16) << 6 | (promote as u16) << 12
            }
            Move::Drop { kind, to } => kind as u16 | (to as u16) << 6 | 1 << 15,
        }
    }

    /// Unpacks what `to_u16` packed; `None` for 0 and for codes no move packs to.
    #[inline(always)]
    pub fn from_u16(code: u16) -> Option<Move> {
        let low = (code & 63) as usize;
        let to = Square::try_new(((code >> 6) & 63) as usize)?;
        if code & (1 << 15) != 0 {
            let kind = PieceKind::ALL
                .get(low)
                .copied()
                .filter(|k| k.is_hand_kind())?;
            Some(Move::Drop { kind, to })
        } else {
            let from = Square::try_new(low)?;
            (from != to).then_some(Move::Board {
                from,
                to,
                promote: code & (1 << 12) != 0,
            })
        }
    }
}

impl std::fmt::Display for Move {
    /// USI notation: `6e6d`, `2f5c+`, `P*3c`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Move::Board { from, to, promote } => {
                write!(f, "{from}{to}{}", if promote { "+" } else { "" })
            }
            Move::Drop { kind, to } => write!(f, "{}*{to}", kind.letter()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_fits_in_32_bits_and_round_trips_through_u16() {
        assert!(std::mem::size_of::<Move>() <= 4);
        for from in Square::ALL {
            for to in Square::ALL {
                for promote in [false, true] {
                    let mv = Move::Board { from, to, promote };
                    if from != to {
                        assert_eq!(Move::from_u16(mv.to_u16()), Some(mv));
                    }
                }
            }
            for kind in PieceKind::HAND {
                let mv = Move::Drop { kind, to: from };
                assert_eq!(Move::from_u16(mv.to_u16()), Some(mv));
            }
        }
        assert_eq!(Move::from_u16(0), None);
    }

    #[test]
    fn usi_spelling() {
        let mv = Move::Board {
            from: Square::S2F,
            to: Square::S5C,
            promote: true,
        };
        assert_eq!(mv.to_string(), "2f5c+");
        assert_eq!(
            Move::Drop {
                kind: PieceKind::Pawn,
                to: Square::S3C
            }
            .to_string(),
            "P*3c"
        );
    }
}
