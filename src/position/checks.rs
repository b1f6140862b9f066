//! Which moves give check, answered from a few bitboards computed once per position: for each
//! kind, the squares from which it would attack the enemy king, and the pieces whose leaving
//! their line uncovers a check by a slider behind them.

use super::Position;
use crate::attacks::{line, piece_attacks};
use crate::bitboard::Bitboard;
use crate::movegen::MoveBatch;
use crate::moves::Move;
use crate::piece::PieceKind;
use crate::square::Square;

/// Check-giving squares and discoverers for the side to move.
#[derive(Clone, Copy, Debug)]
pub struct CheckInfo {
    enemy_king: Square,
    /// By kind: where a piece of the side to move would attack the enemy king.
    squares: [Bitboard; PieceKind::NUM],
    /// Pieces of the side to move standing alone between the enemy king and one of its sliders.
    discoverers: Bitboard,
}

impl Position {
    /// Check-giving squares and discoverers for the side to move.
    pub fn check_info(&self) -> CheckInfo {
        let us = self.side_to_move();
        let enemy_king = self.king_square(!us);
        let occ = self.occupied();
        // A piece of ours on s attacks the king exactly when the same piece of theirs on the
        // king's square would attack s.
        let squares = PieceKind::ALL.map(|kind| match kind {
            PieceKind::King => Bitboard::EMPTY,
            _ => piece_attacks(kind, !us, enemy_king, occ),
        });
        CheckInfo {
            enemy_king,
            squares,
            discoverers: self.lone_blockers(enemy_king, us, occ) & self.pieces(us),
        }
    }

    /// Whether the legal move `mv` gives check, directly or by uncovering a slider.
    #[inline(always)]
    pub fn gives_check_with(&self, info: &CheckInfo, mv: Move) -> bool {
        match mv {
            Move::Drop { kind, to } => info.squares[kind.index()].has(to),
            Move::Board { from, to, promote } => {
                let Some(piece) = self.piece_on(from) else {
                    return false;
                };
                let kind = if promote {
                    piece.kind.promoted().unwrap_or(piece.kind)
                } else {
                    piece.kind
                };
                // A slider's own squares are read with `from` still occupied: that can only
                // matter if it stood between `to` and the king, and then it was giving check.
                info.squares[kind.index()].has(to)
                    || (info.discoverers.has(from) && !line(info.enemy_king, from).has(to))
            }
        }
    }

    /// The moves of a legal batch that give check: `gives_check_with` for a whole batch at
    /// once, with a few bitboard operations instead of one test per move.
    #[inline(always)]
    pub fn checking_part(&self, info: &CheckInfo, batch: MoveBatch) -> MoveBatch {
        match batch {
            MoveBatch::Drop { kind, to } => MoveBatch::Drop {
                kind,
                to: to & info.squares[kind.index()],
            },
            MoveBatch::Board {
                from,
                plain,
                promote,
            } => {
                let Some(piece) = self.piece_on(from) else {
                    return MoveBatch::Board {
                        from,
                        plain: Bitboard::EMPTY,
                        promote: Bitboard::EMPTY,
                    };
                };
                let discovered = if info.discoverers.has(from) {
                    !line(info.enemy_king, from)
                } else {
                    Bitboard::EMPTY
                };
                let promoted = piece.kind.promoted().unwrap_or(piece.kind);
                MoveBatch::Board {
                    from,
                    plain: plain & (info.squares[piece.kind.index()] | discovered),
                    promote: promote & (info.squares[promoted.index()] | discovered),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    /// Against the definition, on positions of pseudo-random games that have sliders, drops
    /// and promotions: every legal move gives check exactly when the king stands in check after
    /// it, and `checking_part` keeps exactly those moves of each batch.
    #[test]
    fn agrees_with_playing_the_move() {
        let mut checks = 0;
        crate::position::for_each_random_game_position(60, 80, |pos| {
            let info = pos.check_info();
            // The batch form keeps exactly the moves the per-move test calls checks.
            pos.generate(crate::movegen::GenFilter::ALL, |batch| {
                let mut expected = Vec::new();
                batch.for_each(|mv| {
                    if pos.gives_check_with(&info, mv) {
                        expected.push(mv);
                    }
                });
                let mut kept = Vec::new();
                pos.checking_part(&info, batch).for_each(|mv| kept.push(mv));
                assert_eq!(kept, expected, "{}", pos.to_sfen());
                false
            });
            for mv in pos.legal_moves() {
                let mut after = pos.clone();
                after.do_move(mv);
                assert_eq!(
                    pos.gives_check_with(&info, mv),
                    after.in_check(),
                    "{} {mv:?}",
                    pos.to_sfen()
                );
                checks += after.in_check() as usize;
            }
        });
        assert!(checks > 1000, "too few checking moves seen: {checks}");
    }
}
