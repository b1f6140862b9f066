//! Static exchange evaluation: does a move win at least a threshold once every capture on its
//! destination square has been played out, least valuable attacker first?

use crate::bitboard::Bitboard;
use crate::eval::{capture_gain, promotion_gain};
use crate::moves::Move;
use crate::piece::PieceKind;
use crate::position::Position;

/// Attackers in the order they join an exchange: cheapest first, king last.
const EXCHANGE_ORDER: [PieceKind; PieceKind::NUM] = [
    PieceKind::Pawn,
    PieceKind::Knight,
    PieceKind::Tokin,
    PieceKind::ProKnight,
    PieceKind::Silver,
    PieceKind::ProSilver,
    PieceKind::Gold,
    PieceKind::Bishop,
    PieceKind::Rook,
    PieceKind::Horse,
    PieceKind::Dragon,
    PieceKind::King,
];

/// What playing `mv` gains at once: the captured piece and any promotion.
#[inline]
pub fn immediate_gain(pos: &Position, mv: Move) -> i32 {
    match mv {
        Move::Board { from, to, promote } => {
            let captured = pos.piece_on(to).map_or(0, |p| capture_gain(p.kind));
            if promote {
                captured + pos.piece_on(from).map_or(0, |p| promotion_gain(p.kind))
            } else {
                captured
            }
        }
        Move::Drop { .. } => 0,
    }
}

/// The kind that stands on the destination after `mv`: promoted if it promotes. `None` when
/// no piece of ours makes the move.
#[inline]
pub fn kind_after(pos: &Position, mv: Move) -> Option<PieceKind> {
    match mv {
        Move::Board { from, promote, .. } => {
            let kind = pos.piece_on(from)?.kind;
            Some(if promote {
                kind.promoted().unwrap_or(kind)
            } else {
                kind
            })
        }
        Move::Drop { kind, .. } => Some(kind),
    }
}

/// True when `mv` wins at least `threshold` by static exchange. Pins are ignored.
pub fn see_ge(pos: &Position, mv: Move, threshold: i32) -> bool {
    let to = mv.to();
    let us = pos.side_to_move();
    let Some(moved_kind) = kind_after(pos, mv) else {
        return false;
    };
    let mut occ = match mv.from() {
        Some(from) => pos.occupied() ^ from,
        None => pos.occupied(),
    };
    let mut swap = immediate_gain(pos, mv) - threshold;
    if swap < 0 {
        return false;
    }
    // What we lose if the moved piece is taken.
    swap = capture_gain(moved_kind) - swap;
    if swap <= 0 {
        return true;
    }
    occ |= to;
    let mut stm = us;
    let mut attackers = pos.all_attackers_to(to, occ);
    let mut res = true;
    loop {
        stm = !stm;
        attackers &= occ;
        let stm_attackers = attackers & pos.pieces(stm);
        if stm_attackers.is_empty() {
            break;
        }
        res = !res;
        let Some(kind) = EXCHANGE_ORDER
            .into_iter()
            .find(|&k| (stm_attackers & pos.pieces_of_kind(k)).is_nonempty())
        else {
            break;
        };
        if kind == PieceKind::King {
            // The king may take only when nothing can take it back.
            return if (attackers & !pos.pieces(stm)).is_nonempty() {
                !res
            } else {
                res
            };
        }
        swap = capture_gain(kind) - swap;
        if swap < res as i32 {
            break;
        }
        let square = (stm_attackers & pos.pieces_of_kind(kind)).first_unchecked();
        occ ^= square;
        // Sliders behind the piece that just moved join in.
        attackers |= pos.slider_attackers(to, occ);
        attackers &= !Bitboard::from(to);
    }
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exchanges() {
        // Black rook 1f can take the pawn on 1b, defended by the white king on 1a.
        let pos = Position::from_sfen("rbnsgk/5p/6/6/P5/KGSNBR b - 1").unwrap();
        let rook_takes = pos.parse_move("1f1b").unwrap();
        assert!(!see_ge(&pos, rook_takes, 0));
        assert!(see_ge(&pos, rook_takes, -2000));
        // An undefended piece is free.
        let pos = Position::from_sfen("5k/6/6/6/1s4/KR4 b - 1").unwrap();
        let take = pos.parse_move("5f5e").unwrap();
        assert!(see_ge(&pos, take, capture_gain(PieceKind::Silver)));
        assert!(!see_ge(&pos, take, capture_gain(PieceKind::Silver) + 1));
    }
}
