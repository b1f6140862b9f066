//! Squares of the 6x6 board in USI coordinates.
//!
//! Index = rank * 6 + (file - 1), where rank 0 is `a` (White's back rank) and file 1 is the
//! right-hand file as Black sees the board. So `1a` is 0 and `6f` is 35; Black moves toward
//! lower indices.

/// A file, `1`..`6`, numbered from Black's right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum File {
    F1,
    F2,
    F3,
    F4,
    F5,
    F6,
}

/// A rank, `a`..`f`, lettered from White's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Rank {
    A,
    B,
    C,
    D,
    E,
    F,
}

impl File {
    pub const NUM: usize = 6;
    pub const ALL: [File; File::NUM] = [File::F1, File::F2, File::F3, File::F4, File::F5, File::F6];

    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn new(index: usize) -> File {
        File::ALL[index]
    }

    /// Parses `'1'..='6'`.
    pub fn from_char(c: char) -> Option<File> {
        let d = (c as u32).wrapping_sub('1' as u32) as usize;
        (d < File::NUM).then(|| File::new(d))
    }

    pub const fn to_char(self) -> char {
        (b'1' + self as u8) as char
    }
}

impl Rank {
    pub const NUM: usize = 6;
    pub const ALL: [Rank; Rank::NUM] = [Rank::A, Rank::B, Rank::C, Rank::D, Rank::E, Rank::F];

    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn new(index: usize) -> Rank {
        Rank::ALL[index]
    }

    /// Parses `'a'..='f'`.
    pub fn from_char(c: char) -> Option<Rank> {
        let d = (c as u32).wrapping_sub('a' as u32) as usize;
        (d < Rank::NUM).then(|| Rank::new(d))
    }

    pub const fn to_char(self) -> char {
        (b'a' + self as u8) as char
    }
}

#[rustfmt::skip]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Square {
    S1A, S2A, S3A, S4A, S5A, S6A,
    S1B, S2B, S3B, S4B, S5B, S6B,
    S1C, S2C, S3C, S4C, S5C, S6C,
    S1D, S2D, S3D, S4D, S5D, S6D,
    S1E, S2E, S3E, S4E, S5E, S6E,
    S1F, S2F, S3F, S4F, S5F, S6F,
}

impl Square {
    pub const NUM: usize = 36;
    #[rustfmt::skip]
    pub const ALL: [Square; Square::NUM] = {
        use Square::*;
        [
            S1A, S2A, S3A, S4A, S5A, S6A,
            S1B, S2B, S3B, S4B, S5B, S6B,
            S1C, S2C, S3C, S4C, S5C, S6C,
            S1D, S2D, S3D, S4D, S5D, S6D,
            S1E, S2E, S3E, S4E, S5E, S6E,
            S1F, S2F, S3F, S4F, S5F, S6F,
        ]
    };

    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The square with this index; panics above 35.
    #[inline(always)]
    pub const fn new(index: usize) -> Square {
        assert!(index < Square::NUM);
        // SAFETY: `Square` is `repr(u8)` with the variants 0..=35 in order, and `index` is
        // below 36. (Indexing `ALL` costs a load on the hottest path, bitboard iteration.)
        unsafe { std::mem::transmute::<u8, Square>(index as u8) }
    }

    pub const fn try_new(index: usize) -> Option<Square> {
        if index < Square::NUM {
            Some(Square::ALL[index])
        } else {
            None
        }
    }

    #[inline(always)]
    pub const fn from_file_rank(file: File, rank: Rank) -> Square {
        Square::new(rank as usize * 6 + file as usize)
    }

    #[inline(always)]
    pub const fn file(self) -> File {
        File::new(self as usize % 6)
    }

    #[inline(always)]
    pub const fn rank(self) -> Rank {
        Rank::new(self as usize / 6)
    }

    /// The same square seen from the other side (rotated 180 degrees).
    #[inline(always)]
    pub const fn flip(self) -> Square {
        Square::new(35 - self as usize)
    }

    /// The square `df` files and `dr` ranks away, if it is on the board.
    pub const fn offset(self, df: i32, dr: i32) -> Option<Square> {
        let f = (self as usize % 6) as i32 + df;
        let r = (self as usize / 6) as i32 + dr;
        if f >= 0 && f < 6 && r >= 0 && r < 6 {
            Some(Square::new((r * 6 + f) as usize))
        } else {
            None
        }
    }

    /// Parses a USI square name such as `3c`.
    pub fn parse(s: &str) -> Option<Square> {
        let mut chars = s.chars();
        let file = File::from_char(chars.next()?)?;
        let rank = Rank::from_char(chars.next()?)?;
        chars
            .next()
            .is_none()
            .then_some(Square::from_file_rank(file, rank))
    }
}

impl std::fmt::Display for Square {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", self.file().to_char(), self.rank().to_char())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `Square::new` transmutes the index: every variant must sit at its place in `ALL`.
    #[test]
    fn new_is_the_variant_at_its_index() {
        for (i, &sq) in Square::ALL.iter().enumerate() {
            assert_eq!(Square::new(i), sq);
            assert_eq!(sq.index(), i);
        }
        assert_eq!(Square::try_new(Square::NUM), None);
    }
}
