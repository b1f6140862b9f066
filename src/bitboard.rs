//! A set of squares: bit `i` of a `u64` is square index `i`; only the low 36 bits are used.

use crate::color::Color;
use crate::piece::PieceKind;
use crate::square::{File, Rank, Square};
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u64);

impl Bitboard {
    pub const EMPTY: Bitboard = Bitboard(0);
    pub const FULL: Bitboard = Bitboard((1 << 36) - 1);

    #[inline(always)]
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(1 << sq as u8)
    }

    pub const fn file(file: File) -> Bitboard {
        Bitboard(0x041041041 << file as u8)
    }

    pub const fn rank(rank: Rank) -> Bitboard {
        Bitboard(0x3f << (6 * rank as u8))
    }

    /// The ranks `color` counts from its far side: `relative_ranks(Black, 2)` is ranks a-b.
    pub const fn relative_ranks(color: Color, count: usize) -> Bitboard {
        let top = (1u64 << (6 * count)) - 1;
        match color {
            Color::Black => Bitboard(top),
            Color::White => Bitboard(top << (36 - 6 * count)),
        }
    }

    /// The two farthest ranks from `color`: its promotion zone.
    #[inline(always)]
    pub const fn zone(color: Color) -> Bitboard {
        Bitboard::relative_ranks(color, 2)
    }

    /// Squares where a piece of `kind` and `color` could never move again: a pawn's last
    /// rank, a knight's last two. It may not be dropped there, and must promote on arrival.
    #[inline(always)]
    pub const fn dead_squares(kind: PieceKind, color: Color) -> Bitboard {
        match kind {
            PieceKind::Pawn => Bitboard::relative_ranks(color, 1),
            PieceKind::Knight => Bitboard::relative_ranks(color, 2),
            _ => Bitboard::EMPTY,
        }
    }

    #[inline(always)]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline(always)]
    pub const fn is_nonempty(self) -> bool {
        self.0 != 0
    }

    #[inline(always)]
    pub const fn has(self, sq: Square) -> bool {
        self.0 & (1 << sq as u8) != 0
    }

    #[inline(always)]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// More than one square.
    #[inline(always)]
    pub const fn has_many(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// The lowest square, if any.
    #[inline(always)]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::new(self.0.trailing_zeros() as usize))
        }
    }

    /// The lowest square of a set known to be non-empty.
    #[inline(always)]
    pub fn first_unchecked(self) -> Square {
        debug_assert!(self.0 != 0);
        Square::new(self.0.trailing_zeros() as usize)
    }

    #[inline(always)]
    pub const fn with(self, sq: Square) -> Bitboard {
        Bitboard(self.0 | (1 << sq as u8))
    }

    #[inline(always)]
    pub const fn without(self, sq: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << sq as u8))
    }

    /// The same set seen from the other side (rotated 180 degrees).
    pub const fn flip(self) -> Bitboard {
        Bitboard(self.0.reverse_bits() >> 28)
    }

    pub fn iter(self) -> BitboardIter {
        BitboardIter(self.0)
    }
}

pub struct BitboardIter(u64);

impl Iterator for BitboardIter {
    type Item = Square;

    #[inline(always)]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let sq = Square::new(self.0.trailing_zeros() as usize);
        self.0 &= self.0 - 1;
        Some(sq)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for BitboardIter {}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = BitboardIter;

    fn into_iter(self) -> BitboardIter {
        self.iter()
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        iter.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

impl From<Square> for Bitboard {
    fn from(sq: Square) -> Bitboard {
        Bitboard::from_square(sq)
    }
}

macro_rules! set_ops {
    ($($trait:ident $fn:ident $assign_trait:ident $assign_fn:ident $op:tt;)*) => {$(
        impl $trait for Bitboard {
            type Output = Bitboard;
            #[inline(always)]
            fn $fn(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $trait<Square> for Bitboard {
            type Output = Bitboard;
            #[inline(always)]
            fn $fn(self, rhs: Square) -> Bitboard {
                Bitboard(self.0 $op Bitboard::from_square(rhs).0)
            }
        }
        impl $assign_trait for Bitboard {
            #[inline(always)]
            fn $assign_fn(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
        impl $assign_trait<Square> for Bitboard {
            #[inline(always)]
            fn $assign_fn(&mut self, rhs: Square) {
                self.0 = self.0 $op Bitboard::from_square(rhs).0;
            }
        }
    )*};
}

set_ops! {
    BitAnd bitand BitAndAssign bitand_assign &;
    BitOr bitor BitOrAssign bitor_assign |;
    BitXor bitxor BitXorAssign bitxor_assign ^;
}

impl Not for Bitboard {
    type Output = Bitboard;

    /// The complement within the 36 squares.
    #[inline(always)]
    fn not(self) -> Bitboard {
        Bitboard(!self.0 & Bitboard::FULL.0)
    }
}

impl std::fmt::Debug for Bitboard {
    /// A 6x6 diagram, rank a on top and file 6 on the left, as Black sees the board.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "Bitboard(0x{:09x})", self.0)?;
        for rank in Rank::ALL {
            for file in File::ALL.iter().rev() {
                let c = if self.has(Square::from_file_rank(*file, rank)) {
                    'X'
                } else {
                    '.'
                };
                write!(f, "{c}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}
