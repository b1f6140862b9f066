//! Piece kinds, including the promoted ones, and colored pieces.

use crate::color::Color;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum PieceKind {
    Pawn,
    Knight,
    Silver,
    Gold,
    Bishop,
    Rook,
    King,
    Tokin,
    ProKnight,
    ProSilver,
    Horse,
    Dragon,
}

impl PieceKind {
    pub const NUM: usize = 12;
    pub const ALL: [PieceKind; PieceKind::NUM] = [
        PieceKind::Pawn,
        PieceKind::Knight,
        PieceKind::Silver,
        PieceKind::Gold,
        PieceKind::Bishop,
        PieceKind::Rook,
        PieceKind::King,
        PieceKind::Tokin,
        PieceKind::ProKnight,
        PieceKind::ProSilver,
        PieceKind::Horse,
        PieceKind::Dragon,
    ];
    /// Kinds that can be held in hand; their index is also the hand index.
    pub const HAND_NUM: usize = 6;
    pub const HAND: [PieceKind; PieceKind::HAND_NUM] = [
        PieceKind::Pawn,
        PieceKind::Knight,
        PieceKind::Silver,
        PieceKind::Gold,
        PieceKind::Bishop,
        PieceKind::Rook,
    ];
    /// The canonical SFEN hand order.
    pub const HAND_SFEN_ORDER: [PieceKind; PieceKind::HAND_NUM] = [
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Gold,
        PieceKind::Silver,
        PieceKind::Knight,
        PieceKind::Pawn,
    ];

    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    #[inline(always)]
    pub const fn new(index: usize) -> PieceKind {
        PieceKind::ALL[index]
    }

    /// The promoted form, if this kind promotes.
    #[inline(always)]
    pub const fn promoted(self) -> Option<PieceKind> {
        match self {
            PieceKind::Pawn => Some(PieceKind::Tokin),
            PieceKind::Knight => Some(PieceKind::ProKnight),
            PieceKind::Silver => Some(PieceKind::ProSilver),
            PieceKind::Bishop => Some(PieceKind::Horse),
            PieceKind::Rook => Some(PieceKind::Dragon),
            _ => None,
        }
    }

    #[inline(always)]
    pub const fn can_promote(self) -> bool {
        self.promoted().is_some()
    }

    /// The kind this one goes to hand as: promotion is lost on capture.
    #[inline(always)]
    pub const fn unpromoted(self) -> PieceKind {
        match self {
            PieceKind::Tokin => PieceKind::Pawn,
            PieceKind::ProKnight => PieceKind::Knight,
            PieceKind::ProSilver => PieceKind::Silver,
            PieceKind::Horse => PieceKind::Bishop,
            PieceKind::Dragon => PieceKind::Rook,
            k => k,
        }
    }

    #[inline(always)]
    pub const fn is_promoted(self) -> bool {
        (self as u8) >= PieceKind::Tokin as u8
    }

    /// True for the kinds that can sit in a hand (the unpromoted non-kings).
    #[inline(always)]
    pub const fn is_hand_kind(self) -> bool {
        (self as u8) < PieceKind::King as u8
    }

    /// The SFEN letter of the unpromoted kind, uppercase.
    pub const fn letter(self) -> char {
        match self.unpromoted() {
            PieceKind::Pawn => 'P',
            PieceKind::Knight => 'N',
            PieceKind::Silver => 'S',
            PieceKind::Gold => 'G',
            PieceKind::Bishop => 'B',
            PieceKind::Rook => 'R',
            _ => 'K',
        }
    }

    /// The unpromoted kind named by an SFEN letter of either case.
    pub fn from_letter(c: char) -> Option<PieceKind> {
        Some(match c.to_ascii_uppercase() {
            'P' => PieceKind::Pawn,
            'N' => PieceKind::Knight,
            'S' => PieceKind::Silver,
            'G' => PieceKind::Gold,
            'B' => PieceKind::Bishop,
            'R' => PieceKind::Rook,
            'K' => PieceKind::King,
            _ => return None,
        })
    }

    /// Pieces that count 5 in the impasse point rule (rook and bishop, promoted or not).
    pub const fn impasse_points(self) -> u32 {
        match self.unpromoted() {
            PieceKind::Rook | PieceKind::Bishop => 5,
            PieceKind::King => 0,
            _ => 1,
        }
    }
}

/// A piece of one color.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub color: Color,
    pub kind: PieceKind,
}

impl Piece {
    pub const fn new(color: Color, kind: PieceKind) -> Piece {
        Piece { color, kind }
    }

    /// The SFEN token: `+` before promoted kinds, uppercase for Black.
    pub fn sfen(self) -> String {
        let letter = match self.color {
            Color::Black => self.kind.letter(),
            Color::White => self.kind.letter().to_ascii_lowercase(),
        };
        if self.kind.is_promoted() {
            format!("+{letter}")
        } else {
            letter.to_string()
        }
    }
}

impl std::fmt::Display for PieceKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let name = match self {
            PieceKind::Pawn => "pawn",
            PieceKind::Knight => "knight",
            PieceKind::Silver => "silver",
            PieceKind::Gold => "gold",
            PieceKind::Bishop => "bishop",
            PieceKind::Rook => "rook",
            PieceKind::King => "king",
            PieceKind::Tokin => "tokin",
            PieceKind::ProKnight => "promoted knight",
            PieceKind::ProSilver => "promoted silver",
            PieceKind::Horse => "horse",
            PieceKind::Dragon => "dragon",
        };
        f.write_str(name)
    }
}
