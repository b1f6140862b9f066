//! Zobrist keys, generated at compile time by splitmix64.
//!
//! A position's key is the XOR of one key per (color, kind, square) occupied, one per
//! (color, hand kind, count) held, and the side key when White is to move.

use crate::color::Color;
use crate::piece::PieceKind;
use crate::square::Square;

/// The most pieces of one kind a hand can hold: each side starts with one of each.
pub const MAX_HAND_COUNT: usize = 2;

const fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

pub struct ZobristKeys {
    pub board: [[[u64; Square::NUM]; PieceKind::NUM]; Color::NUM],
    /// `hand[c][k][n]` is XORed in while color `c` holds exactly `n` of kind `k` (`n >= 1`).
    pub hand: [[[u64; MAX_HAND_COUNT + 1]; PieceKind::HAND_NUM]; Color::NUM],
    pub side: u64,
}

const fn build() -> ZobristKeys {
    let mut state = 0x4a75_646b_696e_7321; // "Judkins!"
    let mut keys = ZobristKeys {
        board: [[[0; Square::NUM]; PieceKind::NUM]; Color::NUM],
        hand: [[[0; MAX_HAND_COUNT + 1]; PieceKind::HAND_NUM]; Color::NUM],
        side: 0,
    };
    let mut c = 0;
    while c < Color::NUM {
        let mut k = 0;
        while k < PieceKind::NUM {
            let mut s = 0;
            while s < Square::NUM {
                keys.board[c][k][s] = splitmix(&mut state);
                s += 1;
            }
            k += 1;
        }
        let mut k = 0;
        while k < PieceKind::HAND_NUM {
            let mut n = 1;
            while n <= MAX_HAND_COUNT {
                keys.hand[c][k][n] = splitmix(&mut state);
                n += 1;
            }
            k += 1;
        }
        c += 1;
    }
    keys.side = splitmix(&mut state);
    keys
}

pub static ZOBRIST: ZobristKeys = build();

#[inline(always)]
pub fn board_key(color: Color, kind: PieceKind, sq: Square) -> u64 {
    ZOBRIST.board[color.index()][kind.index()][sq.index()]
}

#[inline(always)]
pub fn hand_key(color: Color, kind: PieceKind, count: u8) -> u64 {
    ZOBRIST.hand[color.index()][kind.index()][count as usize]
}

#[inline(always)]
pub fn side_key() -> u64 {
    ZOBRIST.side
}
