//! Mate in one by a drop that cannot be blocked: a piece dropped next to the enemy king, or a
//! knight. Such a check is answered only by taking the checker or by moving the king, so a few
//! attack tests decide it exactly, without making the move.

use super::Position;
use crate::attacks::{king_attacks, knight_attacks, piece_attacks};
use crate::bitboard::Bitboard;
use crate::moves::Move;
use crate::piece::PieceKind;
use crate::square::Square;

impl Position {
    /// A drop of the side to move that checks from a square no piece can step between and
    /// leaves the enemy no legal move. Pawns are left out: a pawn drop may not mate. In check,
    /// no drop is tested: it would have to answer the check first.
    pub fn unblockable_drop_mate(&self) -> Option<Move> {
        let us = self.side_to_move();
        let hand = self.hand(us);
        // A hand of pawns alone cannot mate, so the flight scan below is not worth its cost.
        if hand.kinds().all(|kind| kind == PieceKind::Pawn) || self.in_check() {
            return None;
        }
        let them = !us;
        let king = self.king_square(them);
        let occ = self.occupied();
        let ring = king_attacks(king);
        // The king's moves that none of our board pieces covers: the dropped piece must cover
        // them all, which rules out most drops before the exact test.
        let occ_without_king = occ ^ king;
        let open_flights = (ring & !self.pieces(them))
            .into_iter()
            .filter(|&sq| !self.is_attacked(sq, us, occ_without_king))
            .collect::<Bitboard>();
        for kind in hand.kinds() {
            // A piece of ours on s attacks the king exactly when the same piece of theirs on
            // the king's square would attack s.
            let checks = match kind {
                PieceKind::Pawn => continue,
                PieceKind::Knight => knight_attacks(them, king),
                _ => piece_attacks(kind, them, king, occ) & ring,
            };
            for to in checks & !occ {
                // An open flight on `to` itself stays open: the king may take the piece.
                let uncovered = open_flights & !piece_attacks(kind, us, to, occ_without_king);
                if uncovered.is_empty() && self.is_unblockable_drop_mate(kind, to) {
                    return Some(Move::Drop { kind, to });
                }
            }
        }
        None
    }

    /// Whether a piece of `kind` dropped on `to`, checking the enemy king from next to it or
    /// by a knight's jump, mates: no unpinned piece can take it and every king move is
    /// attacked, by the dropped piece or by the rest of ours.
    pub(crate) fn is_unblockable_drop_mate(&self, kind: PieceKind, to: Square) -> bool {
        let us = self.side_to_move();
        let them = !us;
        let king = self.king_square(them);
        let occ = self.occupied() | to;
        let takers = self.attackers_to(to, them, occ) & !Bitboard::from(king);
        if takers.is_nonempty() && (takers & !self.pinned_with(them, occ)).is_nonempty() {
            return false;
        }
        // The king leaves its square, so our sliders see through it.
        let occ_without_king = occ ^ king;
        let dropped = piece_attacks(kind, us, to, occ_without_king);
        (king_attacks(king) & !self.pieces(them))
            .into_iter()
            .all(|sq| dropped.has(sq) || self.is_attacked(sq, us, occ_without_king))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every unblockable mating drop, found by playing each legal drop and counting replies.
    fn mating_drops_by_play(pos: &Position) -> Vec<Move> {
        let king = pos.king_square(!pos.side_to_move());
        let near = king_attacks(king) | knight_attacks(!pos.side_to_move(), king);
        let mut found = Vec::new();
        for mv in pos.legal_moves() {
            let Move::Drop { kind, to } = mv else {
                continue;
            };
            if kind == PieceKind::Pawn || !near.has(to) {
                continue;
            }
            let mut child = pos.clone();
            child.do_move(mv);
            if child.in_check() && child.count_legal_moves() == 0 {
                found.push(mv);
            }
        }
        found
    }

    #[test]
    fn finds_a_gold_drop_mate_and_only_a_mating_drop() {
        // Gold on 5b, defended by the silver on 4c, mates the king on 5a.
        let pos = Position::from_sfen("1k4/6/2S3/6/6/5K b G 1").unwrap();
        let mv = pos.unblockable_drop_mate().expect("a mate");
        assert_eq!(mating_drops_by_play(&pos), vec![mv]);
    }

    #[test]
    fn agrees_with_playing_every_drop_over_random_games() {
        // Random games from the start, with the hands filling up as pieces are taken.
        let (mut positions, mut mates) = (0, 0);
        crate::position::for_each_random_game_position(200, 80, |pos| {
            let found = pos.unblockable_drop_mate();
            let by_play = if pos.in_check() {
                Vec::new()
            } else {
                mating_drops_by_play(pos)
            };
            match found {
                Some(mv) => {
                    assert!(by_play.contains(&mv), "{pos}: {mv} does not mate");
                    mates += 1;
                }
                None => assert!(by_play.is_empty(), "{pos}: missed {by_play:?}"),
            }
            positions += 1;
        });
        assert!(
            positions > 5_000 && mates > 20,
            "{positions} positions, {mates} mates"
        );
    }
}
