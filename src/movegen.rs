//! Legal move generation.
//!
//! Moves come out in batches: all moves of one piece (split into the unpromoted and the
//! promoting destinations), or all drops of one kind. Counting a batch is two popcounts, which
//! is what makes bulk-counted perft fast. Legality is exact at generation: pins, check
//! evasions (including interposing drops), king safety, forced promotion, dead drops, nifu
//! and uchifuzume are all handled here, so no move needs a make/unmake test.

use crate::attacks::{
    between, bishop_attacks, gold_attacks, king_attacks, knight_attacks, line, pawn_attacks,
    piece_attacks, rook_attacks, silver_attacks,
};
use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::moves::{Move, MoveList};
use crate::piece::PieceKind;
use crate::position::Position;
use crate::square::{File, Square};

/// The legal moves of one piece, or the legal drops of one kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveBatch {
    Board {
        from: Square,
        plain: Bitboard,
        promote: Bitboard,
    },
    Drop {
        kind: PieceKind,
        to: Bitboard,
    },
}

impl MoveBatch {
    #[inline(always)]
    pub fn len(&self) -> usize {
        match self {
            MoveBatch::Board { plain, promote, .. } => (plain.count() + promote.count()) as usize,
            MoveBatch::Drop { to, .. } => to.count() as usize,
        }
    }

    /// Cheaper than `len() == 0`: no population counts.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        match self {
            MoveBatch::Board { plain, promote, .. } => (*plain | *promote).is_empty(),
            MoveBatch::Drop { to, .. } => to.is_empty(),
        }
    }

    /// Promotions first, as they are usually the stronger of the pair.
    #[inline(always)]
    pub fn for_each(&self, mut f: impl FnMut(Move)) {
        match *self {
            MoveBatch::Board {
                from,
                plain,
                promote,
            } => {
                for to in promote {
                    f(Move::Board {
                        from,
                        to,
                        promote: true,
                    });
                }
                for to in plain {
                    f(Move::Board {
                        from,
                        to,
                        promote: false,
                    });
                }
            }
            MoveBatch::Drop { kind, to } => {
                for to in to {
                    f(Move::Drop { kind, to });
                }
            }
        }
    }
}

/// Which moves to generate. The three parts are disjoint and together make all legal moves:
/// `captures` is every capture and every promotion; `quiets` every other board move;
/// `drops` every drop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GenFilter {
    pub captures: bool,
    pub quiets: bool,
    pub drops: bool,
}

impl GenFilter {
    pub const ALL: GenFilter = GenFilter {
        captures: true,
        quiets: true,
        drops: true,
    };
    pub const CAPTURES: GenFilter = GenFilter {
        captures: true,
        quiets: false,
        drops: false,
    };
    pub const QUIETS: GenFilter = GenFilter {
        captures: false,
        quiets: true,
        drops: false,
    };
    pub const DROPS: GenFilter = GenFilter {
        captures: false,
        quiets: false,
        drops: true,
    };
}

/// What a generation pass shares across pieces.
struct Context {
    us: Color,
    king: Square,
    occ: Bitboard,
    pinned: Bitboard,
    /// Destinations allowed for unpromoted board moves: filter and check evasion applied.
    plain_mask: Bitboard,
    /// Destinations allowed for promoting board moves.
    promote_mask: Bitboard,
}

impl Context {
    /// Splits a non-king piece's attacked squares into its legal unpromoted and promoting
    /// destinations. `forced` holds the squares where this kind must promote.
    #[inline(always)]
    fn batch(
        &self,
        from: Square,
        attacks: Bitboard,
        promotable: bool,
        forced: Bitboard,
    ) -> MoveBatch {
        let mut attacks = attacks;
        if self.pinned.has(from) {
            attacks &= line(self.king, from);
        }
        let plain = attacks & self.plain_mask & !forced;
        let promote = if promotable {
            let zone = Bitboard::zone(self.us);
            let reach = if zone.has(from) {
                attacks
            } else {
                attacks & zone
            };
            reach & self.promote_mask
        } else {
            Bitboard::EMPTY
        };
        MoveBatch::Board {
            from,
            plain,
            promote,
        }
    }
}

impl Position {
    /// Calls `f` with each non-empty batch of legal moves allowed by `filter`. Stops when `f`
    /// returns true and then returns true itself.
    #[inline(always)]
    pub fn generate(&self, filter: GenFilter, mut f: impl FnMut(MoveBatch) -> bool) -> bool {
        let us = self.side_to_move();
        let them = !us;
        let ours = self.pieces(us);
        let theirs = self.pieces(them);
        let occ = self.occupied();
        let empty = !occ;
        let king = self.king_square(us);
        let checkers = self.checkers();

        let mut plain_mask = Bitboard::EMPTY;
        if filter.captures {
            plain_mask |= theirs;
        }
        if filter.quiets {
            plain_mask |= empty;
        }
        let promote_mask = if filter.captures {
            !ours
        } else {
            Bitboard::EMPTY
        };

        // King moves: every destination must be safe with the king lifted off its square,
        // so that a slider's ray through the king counts.
        let mut king_to = Bitboard::EMPTY;
        for to in king_attacks(king) & plain_mask {
            if !self.is_attacked(to, them, occ ^ king) {
                king_to |= to;
            }
        }
        if king_to.is_nonempty()
            && f(MoveBatch::Board {
                from: king,
                plain: king_to,
                promote: Bitboard::EMPTY,
            })
        {
            return true;
        }
        if checkers.has_many() {
            return false;
        }

        // In check, a non-king move must capture the checker or block it; a drop must block.
        let (evasion, drop_to) = match checkers.first() {
            Some(checker) => (between(king, checker) | checker, between(king, checker)),
            None => (Bitboard::FULL, empty),
        };
        let ctx = Context {
            us,
            king,
            occ,
            pinned: self.pinned(us),
            plain_mask: plain_mask & evasion,
            promote_mask: promote_mask & evasion,
        };
        if (filter.captures || filter.quiets) && self.generate_board(&ctx, &mut f) {
            return true;
        }
        filter.drops && self.generate_drops(us, drop_to, &mut f)
    }

    #[inline(always)]
    fn generate_board(&self, ctx: &Context, f: &mut impl FnMut(MoveBatch) -> bool) -> bool {
        let us = ctx.us;
        let ours = self.pieces(us);
        let last_rank = Bitboard::dead_squares(PieceKind::Pawn, us);
        let last_two = Bitboard::dead_squares(PieceKind::Knight, us);
        macro_rules! each {
            ($pieces:expr, $attacks:expr, $promotable:expr, $forced:expr) => {
                for from in $pieces & ours {
                    let batch = ctx.batch(from, $attacks(from), $promotable, $forced);
                    if !batch.is_empty() && f(batch) {
                        return true;
                    }
                }
            };
        }
        let none = Bitboard::EMPTY;
        each!(
            self.pieces_of_kind(PieceKind::Pawn),
            |s| pawn_attacks(us, s),
            true,
            last_rank
        );
        each!(
            self.pieces_of_kind(PieceKind::Knight),
            |s| knight_attacks(us, s),
            true,
            last_two
        );
        each!(
            self.pieces_of_kind(PieceKind::Silver),
            |s| silver_attacks(us, s),
            true,
            none
        );
        each!(self.gold_movers(), |s| gold_attacks(us, s), false, none);
        each!(
            self.pieces_of_kind(PieceKind::Bishop),
            |s| bishop_attacks(s, ctx.occ),
            true,
            none
        );
        each!(
            self.pieces_of_kind(PieceKind::Rook),
            |s| rook_attacks(s, ctx.occ),
            true,
            none
        );
        each!(
            self.pieces_of_kind(PieceKind::Horse),
            |s| bishop_attacks(s, ctx.occ) | king_attacks(s),
            false,
            none
        );
        each!(
            self.pieces_of_kind(PieceKind::Dragon),
            |s| rook_attacks(s, ctx.occ) | king_attacks(s),
            false,
            none
        );
        false
    }

    #[inline(always)]
    fn generate_drops(
        &self,
        us: Color,
        targets: Bitboard,
        f: &mut impl FnMut(MoveBatch) -> bool,
    ) -> bool {
        let hand = *self.hand(us);
        if hand.is_empty() || targets.is_empty() {
            return false;
        }
        for kind in PieceKind::HAND {
            if hand.count(kind) == 0 {
                continue;
            }
            let to = match kind {
                PieceKind::Pawn => self.pawn_drop_targets(us, targets),
                _ => targets & !Bitboard::dead_squares(kind, us),
            };
            if to.is_nonempty() && f(MoveBatch::Drop { kind, to }) {
                return true;
            }
        }
        false
    }

    /// Pawn drops: not on the last rank, not on a file holding our unpromoted pawn (nifu),
    /// and not the one square where a drop would check the enemy king if that drop mates
    /// (uchifuzume).
    #[inline(always)]
    fn pawn_drop_targets(&self, us: Color, targets: Bitboard) -> Bitboard {
        let mut to = targets & !Bitboard::dead_squares(PieceKind::Pawn, us);
        for pawn in self.pieces_of(us, PieceKind::Pawn) {
            to &= !Bitboard::file(pawn.file());
        }
        let check_square = pawn_attacks(!us, self.king_square(!us));
        if let Some(sq) = (to & check_square).first()
            && self.is_pawn_drop_mate(sq)
        {
            to ^= sq;
        }
        to
    }

    /// Whether a pawn dropped on `sq` (which must check the enemy king) leaves the enemy no
    /// legal move. The pawn is adjacent to the king, so no piece can step between.
    fn is_pawn_drop_mate(&self, sq: Square) -> bool {
        self.is_unblockable_drop_mate(PieceKind::Pawn, sq)
    }

    /// All legal moves.
    pub fn legal_moves(&self) -> MoveList {
        self.moves_of(GenFilter::ALL)
    }

    /// The legal moves in one or more parts of `filter`.
    pub fn moves_of(&self, filter: GenFilter) -> MoveList {
        let mut list = MoveList::new();
        self.generate(filter, |batch| {
            // Cannot overflow: MAX_MOVES bounds the legal moves of any position.
            batch.for_each(|mv| list.push(mv));
            false
        });
        list
    }

    /// The number of legal moves, without listing them.
    #[inline]
    pub fn count_legal_moves(&self) -> usize {
        let mut count = 0;
        self.generate(GenFilter::ALL, |batch| {
            count += batch.len();
            false
        });
        count
    }

    pub fn has_legal_move(&self) -> bool {
        self.generate(GenFilter::ALL, |_| true)
    }

    /// Whether `mv` is legal here: for moves that come from outside the generator, such as a
    /// transposition-table move or a killer. Checks the one move directly, without a
    /// generation pass; `generation_parts_are_disjoint_and_complete` and the reference test
    /// in tests/make_unmake.rs hold it to the generator.
    pub fn is_legal(&self, mv: Move) -> bool {
        let us = self.side_to_move();
        let occ = self.occupied();
        let king = self.king_square(us);
        let checkers = self.checkers();
        match mv {
            Move::Board { from, to, promote } => {
                let Some(piece) = self.piece_on(from).filter(|p| p.color == us) else {
                    return false;
                };
                if self.pieces(us).has(to) || !piece_attacks(piece.kind, us, from, occ).has(to) {
                    return false;
                }
                let zone = Bitboard::zone(us);
                if promote {
                    if !piece.kind.can_promote() || !(zone.has(from) || zone.has(to)) {
                        return false;
                    }
                } else if Bitboard::dead_squares(piece.kind, us).has(to) {
                    return false;
                }
                if piece.kind == PieceKind::King {
                    return !self.is_attacked(to, !us, occ ^ from);
                }
                if let Some(checker) = checkers.first()
                    && (checkers.has_many() || !(between(king, checker) | checker).has(to))
                {
                    return false;
                }
                !self.pinned(us).has(from) || line(king, from).has(to)
            }
            Move::Drop { kind, to } => {
                if !kind.is_hand_kind()
                    || self.hand(us).count(kind) == 0
                    || occ.has(to)
                    || Bitboard::dead_squares(kind, us).has(to)
                {
                    return false;
                }
                if let Some(checker) = checkers.first()
                    && (checkers.has_many() || !between(king, checker).has(to))
                {
                    return false;
                }
                kind != PieceKind::Pawn || self.pawn_drop_targets(us, Bitboard::from(to)).has(to)
            }
        }
    }

    /// Files where `color` has an unpromoted pawn.
    pub fn pawn_files(&self, color: Color) -> impl Iterator<Item = File> + '_ {
        self.pieces_of(color, PieceKind::Pawn)
            .into_iter()
            .map(|s| s.file())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves::MAX_MOVES;

    #[test]
    fn generation_parts_are_disjoint_and_complete() {
        let pos = Position::from_sfen("2n2k/5g/R2s2/2N2p/K1S3/6 b RBGPb 19").unwrap();
        let all = pos.legal_moves();
        let mut parts: Vec<Move> = [GenFilter::CAPTURES, GenFilter::QUIETS, GenFilter::DROPS]
            .iter()
            .flat_map(|f| pos.moves_of(*f))
            .collect();
        assert_eq!(parts.len(), all.len());
        parts.sort_by_key(|m| m.to_u16());
        let mut all: Vec<Move> = all.to_vec();
        all.sort_by_key(|m| m.to_u16());
        assert_eq!(parts, all);
        for mv in &all {
            assert!(pos.is_legal(*mv), "{mv}");
        }
    }

    /// The capacity argument of `MAX_MOVES`, checked from the attack tables.
    #[test]
    fn move_list_capacity_is_a_proven_bound() {
        let empty = Bitboard::EMPTY;
        let reach = |kind: PieceKind| {
            Square::ALL
                .iter()
                .map(|&s| {
                    crate::attacks::piece_attacks(kind, Color::Black, s, empty).count() as usize
                })
                .max()
                .unwrap()
        };
        let board: usize = PieceKind::HAND
            .iter()
            .map(|&k| 2 * reach(k) * if k.can_promote() { 2 } else { 1 })
            .sum::<usize>()
            + reach(PieceKind::King);
        let promoted_best = [PieceKind::Horse, PieceKind::Dragon]
            .iter()
            .map(|&k| reach(k))
            .max()
            .unwrap();
        // A promoted piece never beats its unpromoted form doubled.
        assert!(promoted_best <= 2 * reach(PieceKind::Rook));
        let drops = PieceKind::HAND_NUM * (Square::NUM - 2);
        assert!(board + drops <= MAX_MOVES, "{board} + {drops}");
    }

    #[test]
    fn richest_position_found_fits_with_room() {
        let pos = Position::from_sfen("R5/2S1Bk/6/6/3K2/6 b RBGSNPgnp 1").unwrap();
        assert_eq!(pos.count_legal_moves(), 225);
        assert_eq!(pos.legal_moves().len(), 225);
    }
}
