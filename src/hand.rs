//! Pieces in hand, as counts per unpromoted kind.

use crate::piece::PieceKind;

/// Counts indexed by `PieceKind::index()` for the six hand kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Hand([u8; PieceKind::HAND_NUM]);

impl Hand {
    pub const EMPTY: Hand = Hand([0; PieceKind::HAND_NUM]);

    #[inline(always)]
    pub fn count(&self, kind: PieceKind) -> u8 {
        self.0[kind.index()]
    }

    #[inline(always)]
    pub fn add(&mut self, kind: PieceKind) {
        self.0[kind.index()] += 1;
    }

    #[inline(always)]
    pub fn remove(&mut self, kind: PieceKind) {
        debug_assert!(self.0[kind.index()] > 0);
        self.0[kind.index()] -= 1;
    }

    pub fn is_empty(&self) -> bool {
        self.0 == [0; PieceKind::HAND_NUM]
    }

    /// The kinds held at least once, in hand-index order.
    pub fn kinds(&self) -> impl Iterator<Item = PieceKind> + '_ {
        PieceKind::HAND.into_iter().filter(|k| self.count(*k) > 0)
    }
}
