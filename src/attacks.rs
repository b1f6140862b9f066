//! Attack tables, all built at compile time by `const fn`.
//!
//! Step pieces use one table per color and square. Sliders use "fancy" magic bitboards: the
//! occupancy bits that matter are hashed by a multiply and a shift into a shared table. The
//! magic numbers were found once by a random search; the table builder checks each one at
//! compile time, so a bad magic fails the build. Magics beat the plain ray walk
//! (`slider_attacks_slow`) by the figures in README.md.

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::piece::PieceKind;
use crate::square::Square;

pub type Steps<'a> = &'a [(i32, i32)];

// Offsets (file, rank) for Black; forward is rank - 1. White's are mirrored in rank.
const PAWN_STEPS: Steps<'static> = &[(0, -1)];
const KNIGHT_STEPS: Steps<'static> = &[(-1, -2), (1, -2)];
const SILVER_STEPS: Steps<'static> = &[(-1, -1), (0, -1), (1, -1), (-1, 1), (1, 1)];
const GOLD_STEPS: Steps<'static> = &[(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (0, 1)];
const KING_STEPS: Steps<'static> = &[
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];
const ROOK_DIRS: Steps<'static> = &[(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: Steps<'static> = &[(1, 1), (1, -1), (-1, 1), (-1, -1)];

const fn step_table(steps: Steps) -> [[Bitboard; Square::NUM]; Color::NUM] {
    let mut table = [[Bitboard::EMPTY; Square::NUM]; Color::NUM];
    let mut sq = 0;
    while sq < Square::NUM {
        let mut i = 0;
        while i < steps.len() {
            let (df, dr) = steps[i];
            if let Some(to) = Square::new(sq).offset(df, dr) {
                table[0][sq].0 |= 1 << to as u8;
            }
            if let Some(to) = Square::new(sq).offset(df, -dr) {
                table[1][sq].0 |= 1 << to as u8;
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

static PAWN: [[Bitboard; Square::NUM]; Color::NUM] = step_table(PAWN_STEPS);
static KNIGHT: [[Bitboard; Square::NUM]; Color::NUM] = step_table(KNIGHT_STEPS);
static SILVER: [[Bitboard; Square::NUM]; Color::NUM] = step_table(SILVER_STEPS);
static GOLD: [[Bitboard; Square::NUM]; Color::NUM] = step_table(GOLD_STEPS);
static KING: [Bitboard; Square::NUM] = step_table(KING_STEPS)[0];

/// Squares a slider on `sq` reaches with blockers `occ`, by walking the rays. With `trim_edges`,
/// the last square of each ray is left out: that gives the magic occupancy mask.
pub const fn slider_attacks_slow(sq: Square, occ: u64, dirs: Steps, trim_edges: bool) -> u64 {
    let mut bb = 0;
    let mut i = 0;
    while i < dirs.len() {
        let (df, dr) = dirs[i];
        let mut cur = sq.offset(df, dr);
        while let Some(s) = cur {
            let next = s.offset(df, dr);
            if trim_edges && next.is_none() {
                break;
            }
            bb |= 1 << s as u8;
            if occ & (1 << s as u8) != 0 {
                break;
            }
            cur = next;
        }
        i += 1;
    }
    bb
}

#[derive(Clone, Copy)]
struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: u32,
}

const fn table_size(dirs: Steps) -> usize {
    let mut size = 0;
    let mut sq = 0;
    while sq < Square::NUM {
        size += 1 << slider_attacks_slow(Square::new(sq), 0, dirs, true).count_ones();
        sq += 1;
    }
    size
}

const ROOK_TABLE_SIZE: usize = table_size(ROOK_DIRS);
const BISHOP_TABLE_SIZE: usize = table_size(BISHOP_DIRS);

struct SliderTables<const N: usize> {
    magics: [Magic; Square::NUM],
    attacks: [Bitboard; N],
}

const fn build_slider<const N: usize>(dirs: Steps, magics: &[u64; Square::NUM]) -> SliderTables<N> {
    let mut tables = SliderTables {
        magics: [Magic {
            mask: 0,
            magic: 0,
            shift: 0,
            offset: 0,
        }; Square::NUM],
        attacks: [Bitboard::EMPTY; N],
    };
    let mut filled = [false; N];
    let mut offset = 0;
    let mut sq = 0;
    while sq < Square::NUM {
        let square = Square::new(sq);
        let mask = slider_attacks_slow(square, 0, dirs, true);
        let bits = mask.count_ones();
        let magic = Magic {
            mask,
            magic: magics[sq],
            shift: 64 - bits,
            offset: offset as u32,
        };
        // Carry-Rippler walk over every subset of the mask.
        let mut subset = 0u64;
        loop {
            let index = offset + (subset.wrapping_mul(magic.magic) >> magic.shift) as usize;
            let attacks = slider_attacks_slow(square, subset, dirs, false);
            if filled[index] && tables.attacks[index].0 != attacks {
                panic!("bad magic number");
            }
            filled[index] = true;
            tables.attacks[index] = Bitboard(attacks);
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
        tables.magics[sq] = magic;
        offset += 1 << bits;
        sq += 1;
    }
    tables
}

const ROOK_MAGICS: [u64; 36] = [
    0x1a00100214000100,
    0x0102040108800020,
    0x0a02040220414000,
    0x9401030180220000,
    0x300202c142880000,
    0x0202200400001002,
    0x0220210831480a68,
    0x0020250800110404,
    0x0090480100044908,
    0x002010a820080000,
    0x1050411800014014,
    0x18101e04045508a0,
    0x5100208002080100,
    0x90a0808c041c0500,
    0x08208142160a18c0,
    0x010480280c302001,
    0x20010140900000cc,
    0x0040801032020028,
    0x0020c20202400c02,
    0x0081004082000200,
    0x0024220800000030,
    0x0424821000141002,
    0x1020560080001200,
    0x8815020050104000,
    0x0910604401801000,
    0x030740840002701c,
    0x3412004405000001,
    0x00040a0800020004,
    0x6402101015003080,
    0x2014640800100042,
    0x1008004008010000,
    0x0012204010030111,
    0x0020102260000241,
    0x0020040208002000,
    0x0002b02040400042,
    0x2a18010088001200,
];
const BISHOP_MAGICS: [u64; 36] = [
    0x08460a8400122041,
    0x0090410000000100,
    0x2040440008004086,
    0x9022024000040005,
    0x00a890240084d000,
    0x0010580884000044,
    0x104d081910000202,
    0x0008840400140010,
    0x5001010000014900,
    0x00422842000c0084,
    0x0005022110200000,
    0x061883101020000c,
    0x0040101080502420,
    0x0120090808004003,
    0x4042060080000012,
    0x01a0212144000005,
    0x0040927840044000,
    0x0020028841e02401,
    0x80260a4000040003,
    0x4512041400412000,
    0x0c20800401508880,
    0x488082030c320140,
    0x00404010000004a2,
    0x0024830310008000,
    0x0042881442100001,
    0xa0244400520a0500,
    0x104951040a480400,
    0x008a060802100400,
    0x02491c0000000000,
    0x0041009c00000505,
    0x2018244110080c00,
    0x0400811089100080,
    0x1508011110000001,
    0x0090046401100400,
    0x000208252c001410,
    0x00a0820842000422,
];

static ROOK: SliderTables<ROOK_TABLE_SIZE> = build_slider(ROOK_DIRS, &ROOK_MAGICS);
static BISHOP: SliderTables<BISHOP_TABLE_SIZE> = build_slider(BISHOP_DIRS, &BISHOP_MAGICS);

#[inline(always)]
fn slider_lookup<const N: usize>(tables: &SliderTables<N>, sq: Square, occ: Bitboard) -> Bitboard {
    let m = &tables.magics[sq.index()];
    let index = m.offset as usize + ((occ.0 & m.mask).wrapping_mul(m.magic) >> m.shift) as usize;
    tables.attacks[index]
}

#[inline(always)]
pub fn rook_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    slider_lookup(&ROOK, sq, occ)
}

#[inline(always)]
pub fn bishop_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    slider_lookup(&BISHOP, sq, occ)
}

#[inline(always)]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    PAWN[color.index()][sq.index()]
}

#[inline(always)]
pub fn knight_attacks(color: Color, sq: Square) -> Bitboard {
    KNIGHT[color.index()][sq.index()]
}

#[inline(always)]
pub fn silver_attacks(color: Color, sq: Square) -> Bitboard {
    SILVER[color.index()][sq.index()]
}

/// Gold moves, shared by the gold and the four pieces that promote to move like it.
#[inline(always)]
pub fn gold_attacks(color: Color, sq: Square) -> Bitboard {
    GOLD[color.index()][sq.index()]
}

#[inline(always)]
pub fn king_attacks(sq: Square) -> Bitboard {
    KING[sq.index()]
}

/// Squares a piece of `kind` and `color` on `sq` attacks, given the occupancy `occ`.
#[inline(always)]
pub fn piece_attacks(kind: PieceKind, color: Color, sq: Square, occ: Bitboard) -> Bitboard {
    match kind {
        PieceKind::Pawn => pawn_attacks(color, sq),
        PieceKind::Knight => knight_attacks(color, sq),
        PieceKind::Silver => silver_attacks(color, sq),
        PieceKind::Gold | PieceKind::Tokin | PieceKind::ProKnight | PieceKind::ProSilver => {
            gold_attacks(color, sq)
        }
        PieceKind::Bishop => bishop_attacks(sq, occ),
        PieceKind::Rook => rook_attacks(sq, occ),
        PieceKind::King => king_attacks(sq),
        PieceKind::Horse => bishop_attacks(sq, occ) | king_attacks(sq),
        PieceKind::Dragon => rook_attacks(sq, occ) | king_attacks(sq),
    }
}

const fn line_tables() -> (
    [[Bitboard; Square::NUM]; Square::NUM],
    [[Bitboard; Square::NUM]; Square::NUM],
) {
    let mut between = [[Bitboard::EMPTY; Square::NUM]; Square::NUM];
    let mut line = [[Bitboard::EMPTY; Square::NUM]; Square::NUM];
    let dirs: Steps<'static> = &[
        (1, 0),
        (-1, 0),
        (0, 1),
        (0, -1),
        (1, 1),
        (1, -1),
        (-1, 1),
        (-1, -1),
    ];
    let mut a = 0;
    while a < Square::NUM {
        let mut d = 0;
        while d < dirs.len() {
            let (df, dr) = dirs[d];
            let full = slider_attacks_slow(Square::new(a), 0, &[(df, dr)], false)
                | slider_attacks_slow(Square::new(a), 0, &[(-df, -dr)], false)
                | (1 << a);
            let mut gap = 0u64;
            let mut cur = Square::new(a).offset(df, dr);
            while let Some(b) = cur {
                between[a][b as usize] = Bitboard(gap);
                line[a][b as usize] = Bitboard(full);
                gap |= 1 << b as u8;
                cur = b.offset(df, dr);
            }
            d += 1;
        }
        a += 1;
    }
    (between, line)
}

static LINES: (
    [[Bitboard; Square::NUM]; Square::NUM],
    [[Bitboard; Square::NUM]; Square::NUM],
) = line_tables();

/// Squares strictly between `a` and `b` when they share a rank, file or diagonal; else empty.
#[inline(always)]
pub fn between(a: Square, b: Square) -> Bitboard {
    LINES.0[a.index()][b.index()]
}

/// The whole rank, file or diagonal through `a` and `b`, or empty when they share none.
#[inline(always)]
pub fn line(a: Square, b: Square) -> Bitboard {
    LINES.1[a.index()][b.index()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_lookups_match_ray_walks_for_every_occupancy_subset() {
        for sq in Square::ALL {
            for (dirs, lookup) in [
                (ROOK_DIRS, rook_attacks as fn(Square, Bitboard) -> Bitboard),
                (BISHOP_DIRS, bishop_attacks),
            ] {
                // Pseudo-random occupancies, including bits outside the mask.
                let mut x = 0x1234_5678_9abc_def0u64 ^ sq as u64;
                for _ in 0..2000 {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    let occ = Bitboard(x & (x >> 3)) & Bitboard::FULL;
                    assert_eq!(
                        lookup(sq, occ).0,
                        slider_attacks_slow(sq, occ.0, dirs, false)
                    );
                }
            }
        }
    }

    #[test]
    fn step_tables_are_rotations_of_each_other() {
        for sq in Square::ALL {
            assert_eq!(
                gold_attacks(Color::White, sq.flip()),
                gold_attacks(Color::Black, sq).flip()
            );
            assert_eq!(
                knight_attacks(Color::White, sq.flip()),
                knight_attacks(Color::Black, sq).flip()
            );
        }
        assert_eq!(
            knight_attacks(Color::Black, Square::S3F),
            Bitboard::from(Square::S2D) | Square::S4D
        );
        assert_eq!(
            pawn_attacks(Color::White, Square::S1B),
            Bitboard::from(Square::S1C)
        );
    }

    #[test]
    fn between_and_line() {
        assert_eq!(
            between(Square::S1A, Square::S4D),
            Bitboard::from(Square::S2B) | Square::S3C
        );
        assert_eq!(between(Square::S1A, Square::S2C), Bitboard::EMPTY);
        assert_eq!(line(Square::S1A, Square::S2C), Bitboard::EMPTY);
        assert_eq!(
            line(Square::S1A, Square::S1C),
            Bitboard::file(crate::square::File::F1)
        );
    }
}
