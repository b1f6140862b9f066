//! The two sides. Black (sente) moves first and sits on ranks e-f.

use std::ops::Not;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Color {
    Black,
    White,
}

impl Color {
    pub const NUM: usize = 2;
    pub const ALL: [Color; Color::NUM] = [Color::Black, Color::White];

    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The SFEN side letter: `b` for Black, `w` for White.
    pub const fn sfen_char(self) -> char {
        match self {
            Color::Black => 'b',
            Color::White => 'w',
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }
}

impl Not for Color {
    type Output = Color;

    #[inline(always)]
    fn not(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }
}

impl std::fmt::Display for Color {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
