//! Every evaluation weight, in centipawns, each with the reason it exists.
//!
//! The weights were fitted to game results by `examples/tune.rs` (Texel's method: the mean
//! squared error between a logistic of the evaluation and the game's result over quiet
//! positions of recorded games), each round checked by a match: the scalar weights, then the
//! piece-square tables with them (about 8,600 games), then the king-distance tables (9,400),
//! then everything again over 17,900 games, stopped after two passes, where the held-out error
//! was lowest; in the fifteenth session the king-distance tables became the finer king-offset
//! tables, fitted alone over 11,000 newer games (three passes). The sixteenth session added the
//! state tables (the control of each square near a king, and each piece's attackers and
//! defenders), each fitted and then all tables together over 13,800 games, with a ridge that
//! holds rarely seen entries near their start (`examples/tune.rs --ridge`); the seventeenth
//! added four more (the ring's control by the enemy's strongest hand piece, each hand piece's
//! safe checking drops, the king's safe flight squares, each piece's safe moves), fitted with
//! every other table over 17,900 games. The thirty-seventh session refitted every table over
//! 81,000 games, judged on random openings the fit never saw. The fitted tables live in
//! `piece_tables.rs` and `king_tables.rs`; this file holds the scalar weights, the tables'
//! layouts and their index functions. Where the fit went against the reason first written
//! for a scalar weight, the comment says what it found.
//!
//! Tables are written for Black as Black sees the board (rank a, the far side, on top; file 6 on
//! the left), so index = rank * 6 + (6 - file); White reads them through `Square::flip`.

pub use super::hand_tables::HAND_SET;
pub use super::king_tables::{HAND_ATTACK, KING_ESCAPE, OUTER_CONTROL, RING_CONTROL, RING_HAND};
pub use super::piece_tables::{ENEMY_KING_OFFSET, MOBILITY, OWN_KING_OFFSET, PIECE_STATUS, PST};
use crate::color::Color;
use crate::piece::PieceKind;
use crate::square::Square;

/// Board values indexed by `PieceKind::index()`.
/// Small board, few pieces: the generals and the big pieces carry most of the game; the king's
/// entry is unused. The knight at 320 lost (H0, -27.5 Elo at byoyomi 100, strength log,
/// eighty-third round).
pub const BOARD_VALUE: [i32; PieceKind::NUM] = [
    200,  // pawn: weakest piece; its worth is in hand, as a drop
    280,  // knight: forward-only jumper, often stranded on a 6x6 board
    510,  // silver: flexible attacker and defender
    550,  // gold: the best king defender
    760,  // bishop: fewer open diagonals on 6x6 than on 9x9
    980,  // rook: controls a sixth of the board from one square
    0,    // king: never captured
    810,  // tokin: a gold that costs the opponent only a pawn when taken
    710,  // promoted knight: moves as gold, returns a knight when taken
    490,  // promoted silver: moves as gold, loses the silver's backward diagonals
    1310, // horse: bishop plus king steps, a strong defender too
    1260, // dragon: rook plus king steps, the strongest piece
];

/// Values of pieces held in hand, indexed by `PieceKind::index()` (hand kinds only).
/// A piece in hand can be dropped on any empty square, so it is worth more than on the board;
/// the fit values a pawn in hand at twice a pawn on the board (each side has only one).
pub const HAND_VALUE: [i32; PieceKind::HAND_NUM] = [
    430,  // pawn: cheap drops block checks and attack from point-blank
    370,  // knight: a dropped knight forks from anywhere
    680,  // silver
    860,  // gold: a gold drop next to the king often mates
    970,  // bishop
    1160, // rook
];

/// The king's worth in exchanges: more than all other pieces, so it is never traded.
pub const KING_EXCHANGE_VALUE: i32 = 20000;

/// A bonus for the side to move: it can act first. 20 lost (H0, -21.1 Elo at byoyomi 100,
/// strength log, eighty-second round).
pub const TEMPO: i32 = 12;

/// King-attack weight of each kind whose attacks reach the enemy king's neighbourhood.
/// Indexed by `PieceKind::index()`. The fit weighs the close-range pieces (pawns, generals,
/// promoted minors) far above the sliders: on 6x6 a contact attacker is the mating threat.
/// A refit of these and the other king-danger weights (pawn 110 -> 85, gold 133 -> 99) with
/// `DROP_HOLE` held at 0 leaned behind over 1,049 games at byoyomi 100 (eighty-first round).
pub const ATTACKER_WEIGHT: [i32; PieceKind::NUM] = [
    110, // pawn
    51,  // knight
    70,  // silver
    133, // gold
    17,  // bishop
    14,  // rook
    0,   // king: does not attack the other king
    188, // tokin
    154, // promoted knight
    107, // promoted silver
    17,  // horse
    24,  // dragon
];

/// Danger per hand kind the attacker holds: every piece in hand is a potential drop next to
/// the king. Indexed by hand index. Small except for the knight, whose drop forks the king
/// from two ranks away and cannot be blocked; negative for the pawn by the fit, whose value in
/// hand (`HAND_VALUE`) already counts it. The knight's 39 down to 25 lost (H0, -24.3 Elo at
/// byoyomi 100, strength log, eighty-first round); up to 50 led by +9.3 over 1,793 games
/// (eighty-second round) but fell back to +3.5 over 4,728, flat (eighty-third). The silver's
/// 28 was even over 198 games (eighty-third, stopped).
pub const HAND_PRESSURE: [i32; PieceKind::HAND_NUM] = [
    -23, // pawn
    39,  // knight: forks the king from two ranks away
    17,  // silver
    6,   // gold: the classic mating drop
    -6,  // bishop
    -2,  // rook: attacks a whole line from a distance
];

/// Danger for each square next to the king attacked by the enemy and defended by no piece but
/// the king: the king cannot hold such squares. 16 lost (H0, -31.8 Elo) and 28 was flat over
/// 1,538 games at byoyomi 100 (strength log, eightieth round).
pub const WEAK_RING_SQUARE: i32 = 22;
/// Danger for each square next to the king that the enemy attacks at all. Negative by the
/// fit: it offsets `WEAK_RING_SQUARE`, so that attacked squares we also defend count less.
/// -8 leaned behind over 755 games and -20 over 812 at byoyomi 100 (eightieth and eighty-first
/// rounds).
pub const ATTACKED_RING_SQUARE: i32 = -14;
/// Danger for each empty, undefended square next to the king when the enemy holds pieces:
/// a place to drop an attacker. The fit's 5 is switched off: 0 won, H1 at +37.0 over 791
/// games at byoyomi 100 (strength log, seventy-ninth round). The term stays so that the
/// tuner can refit it.
pub const DROP_HOLE: i32 = 0;
/// Danger for each square where an enemy hand piece could be dropped with check and not be
/// taken: the first step of most mates. Down from the fit's 22: 15 won, H1 at +21.0 over
/// 1,559 games at byoyomi 100 (strength log, seventy-eighth round); 30 leaned behind over 784
/// games (seventy-fifth round), and 18 lost on `DROP_HOLE` 0 (H0, -26.7 Elo, eighty-second).
pub const SAFE_DROP_CHECK: i32 = 15;
/// Danger per empty square on the king's file and rank when the enemy has a rook-mover:
/// open lines let rooks check from afar. Halved with `OPEN_DIAGONAL` (3 and 4) lost (H0,
/// -13.9 Elo at byoyomi 100, eightieth round); raised with it (9 and 10) was flat, -0.7 over
/// 1,022 games (eighty-third).
pub const OPEN_LINE: i32 = 6;
/// Danger per empty square on the king's diagonals when the enemy has a bishop-mover.
pub const OPEN_DIAGONAL: i32 = 7;
/// Danger removed per friendly non-king piece next to the king. Negative by the fit: pieces
/// crowding the king also take its flight squares, and mates on 6x6 are often smothered.
/// -9 lost (H0, -18.6 Elo) and -27 leaned behind over 822 games at byoyomi 100 (strength
/// log, seventy-sixth round).
pub const RING_DEFENDER: i32 = -18;
/// Danger is scored as danger^2 / this: one attacker is harmless, several together are deadly.
/// 34 lost (H0, -31 Elo) and 46 was flat over 1,200 games at byoyomi 100 (strength log,
/// seventy-fourth round), and flat again over 1,155 games on `DROP_HOLE` 0 (eighty-first).
pub const KING_DANGER_DIVISOR: i32 = 40;
/// The king-danger penalty saturates here, so a lost king does not outweigh being mated.
/// The fit lowered it from 1200: with heavy attacker weights danger saturates early, and the
/// search, not the evaluation, must tell a mating attack from a harmless one. 800 lost (H0,
/// -28 Elo) and 450 leaned behind over 1,250 games at byoyomi 100 (strength log,
/// seventy-fifth round).
pub const KING_DANGER_CAP: i32 = 600;

/// Mobility per reachable square (empty or enemy) of each slider kind, indexed by kind:
/// a trapped big piece is worth much less than an active one. The horse's is near zero by the
/// fit: its king steps keep it useful when hemmed in. The bishop's and rook's entries moved
/// down by about a fifth lost (H0, -25.8 Elo), and up as much leaned behind over 1,200 games
/// at byoyomi 100 (strength log, seventy-sixth round).
pub const SLIDER_MOBILITY: [i32; PieceKind::NUM] = [0, 0, 0, 0, 45, 34, 0, 0, 0, 0, 3, 9];

/// Penalty per step of distance, beyond two, of a gold-moving or silver piece from the nearer
/// king: in a drop game generals away from both kings do nothing. 50 was flat over 1,207
/// games at byoyomi 100 (strength log, seventy-fifth round), and 95 lost (H0, -32.9 Elo,
/// eighty-second round).
pub const GENERAL_STRAY: i32 = 74;

/// The scalar weights above gathered in one value, so that a tuner can vary them; the engine
/// evaluates with `WEIGHTS`, which is made of the named constants alone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weights {
    pub board_value: [i32; PieceKind::NUM],
    pub hand_value: [i32; PieceKind::HAND_NUM],
    pub tempo: i32,
    pub attacker_weight: [i32; PieceKind::NUM],
    pub hand_pressure: [i32; PieceKind::HAND_NUM],
    pub weak_ring_square: i32,
    pub attacked_ring_square: i32,
    pub drop_hole: i32,
    pub safe_drop_check: i32,
    pub open_line: i32,
    pub open_diagonal: i32,
    pub ring_defender: i32,
    pub king_danger_cap: i32,
    pub slider_mobility: [i32; PieceKind::NUM],
    pub general_stray: i32,
    /// Bonus by kind and by offset from its own king, and from the enemy king (`king_offset`).
    pub own_king_offset: KingOffsetTables,
    pub enemy_king_offset: KingOffsetTables,
    /// `PST` as each color reads it, by color, kind and square.
    pub pst: PstBySquare,
    /// Bonus per king-ring square by its control (`ring_control_index`).
    pub ring_control: [i32; RING_CONTROL_ENTRIES],
    /// Bonus per board piece by how it is attacked and defended (`piece_status_index`).
    pub piece_status: [i32; PIECE_STATUS_ENTRIES],
    /// Bonus per square two steps from the king by its control (`outer_control_index`).
    pub outer_control: [i32; OUTER_CONTROL_ENTRIES],
    /// Bonus per kind in hand by its safe checking drops (`hand_attack_index`).
    pub hand_attack: [i32; HAND_ATTACK_ENTRIES],
    /// Bonus per board piece by its safe moves (`mobility_index`).
    pub mobility: [i32; MOBILITY_ENTRIES],
    /// Bonus per king by its safe flight squares (`king_escape_index`).
    pub king_escape: [i32; KING_ESCAPE_ENTRIES],
    /// Bonus per king-ring square by its control and the enemy's hand (`ring_hand_index`).
    pub ring_hand: [i32; RING_HAND_ENTRIES],
    /// Bonus per hand by its exact contents (`hand_set_index`).
    pub hand_set: [i32; HAND_SET_ENTRIES],
}

/// The tables indexed by a state of the board rather than by a piece's square or offset.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum StateTable {
    RingControl,
    OuterControl,
    PieceStatus,
    HandAttack,
    Mobility,
    KingEscape,
    RingHand,
    HandSet,
}

impl StateTable {
    pub const ALL: [StateTable; 8] = [
        StateTable::RingControl,
        StateTable::OuterControl,
        StateTable::PieceStatus,
        StateTable::HandAttack,
        StateTable::Mobility,
        StateTable::KingEscape,
        StateTable::RingHand,
        StateTable::HandSet,
    ];

    /// The constant's name in this file.
    pub const fn name(self) -> &'static str {
        match self {
            StateTable::RingControl => "RING_CONTROL",
            StateTable::OuterControl => "OUTER_CONTROL",
            StateTable::PieceStatus => "PIECE_STATUS",
            StateTable::HandAttack => "HAND_ATTACK",
            StateTable::Mobility => "MOBILITY",
            StateTable::KingEscape => "KING_ESCAPE",
            StateTable::RingHand => "RING_HAND",
            StateTable::HandSet => "HAND_SET",
        }
    }
}

impl Weights {
    /// The values of one state table.
    pub fn state_table_mut(&mut self, table: StateTable) -> &mut [i32] {
        match table {
            StateTable::RingControl => &mut self.ring_control,
            StateTable::OuterControl => &mut self.outer_control,
            StateTable::PieceStatus => &mut self.piece_status,
            StateTable::HandAttack => &mut self.hand_attack,
            StateTable::Mobility => &mut self.mobility,
            StateTable::KingEscape => &mut self.king_escape,
            StateTable::RingHand => &mut self.ring_hand,
            StateTable::HandSet => &mut self.hand_set,
        }
    }
}

/// The weights the engine plays with.
pub const WEIGHTS: Weights = Weights {
    board_value: BOARD_VALUE,
    hand_value: HAND_VALUE,
    tempo: TEMPO,
    attacker_weight: ATTACKER_WEIGHT,
    hand_pressure: HAND_PRESSURE,
    weak_ring_square: WEAK_RING_SQUARE,
    attacked_ring_square: ATTACKED_RING_SQUARE,
    drop_hole: DROP_HOLE,
    safe_drop_check: SAFE_DROP_CHECK,
    open_line: OPEN_LINE,
    open_diagonal: OPEN_DIAGONAL,
    ring_defender: RING_DEFENDER,
    king_danger_cap: KING_DANGER_CAP,
    slider_mobility: SLIDER_MOBILITY,
    general_stray: GENERAL_STRAY,
    own_king_offset: OWN_KING_OFFSET,
    enemy_king_offset: ENEMY_KING_OFFSET,
    pst: pst_by_square(&PST),
    ring_control: RING_CONTROL,
    piece_status: PIECE_STATUS,
    outer_control: OUTER_CONTROL,
    hand_attack: HAND_ATTACK,
    mobility: MOBILITY,
    king_escape: KING_ESCAPE,
    ring_hand: RING_HAND,
    hand_set: HAND_SET,
};

/// Hand-set entries: whether the holder is to move, and the count (0, 1, 2) of each hand kind,
/// pawn first. The material terms value each piece in hand alone; this table values the
/// combinations (two generals that mate together, a second copy worth less than the first).
pub const HAND_SET_ENTRIES: usize = 2 * HAND_SETS;

/// Hands of at most two of each hand kind: 3 to the sixth (729).
pub const HAND_SETS: usize = 3usize.pow(PieceKind::HAND_NUM as u32);

/// The hand-set entry of a hand, from its counts in `PieceKind::HAND` order.
pub const fn hand_set_index(to_move: bool, counts: [u8; PieceKind::HAND_NUM]) -> usize {
    let mut index = 0;
    let mut i = PieceKind::HAND_NUM;
    while i > 0 {
        i -= 1;
        let count = if counts[i] > 2 { 2 } else { counts[i] };
        index = index * 3 + count as usize;
    }
    to_move as usize * HAND_SETS + index
}

/// Ring-hand entries: the square's step from the king, attackers, defenders, occupant (as
/// `ring_control_index`) and the enemy's strongest kind of hand piece (`HAND_CLASSES`).
pub const RING_HAND_ENTRIES: usize = 9 * 27 * HAND_CLASSES;

/// Classes of a hand: empty; pawns or knights only; a bishop or rook but no general; a silver
/// but no gold; a gold.
pub const HAND_CLASSES: usize = 5;

/// The ring-hand entry of a square next to a king, by its `ring_step`.
pub const fn ring_hand_index(
    step: usize,
    attackers: usize,
    defenders: usize,
    occupant: usize,
    class: usize,
) -> usize {
    (((step * 3 + attackers) * 3 + defenders) * 3 + occupant) * HAND_CLASSES + class
}

/// King-escape entries: whether the king's owner is to move, the enemy's pieces in hand (0, 1,
/// 2 or more), and the king's flight squares that no enemy piece attacks and no own piece
/// fills (0 to 8).
pub const KING_ESCAPE_ENTRIES: usize = 2 * 3 * 9;

/// The king-escape entry of a king.
pub const fn king_escape_index(to_move: bool, enemy_hand: usize, flights: usize) -> usize {
    (to_move as usize * 3 + enemy_hand) * 9 + flights
}

/// Hand-attack entries: whether the holder is to move, the kind in hand, whether it holds two
/// or more, and the squares where a drop of it would check the enemy king and not be taken
/// (0, 1, 2, 3 or more).
pub const HAND_ATTACK_ENTRIES: usize = 2 * PieceKind::HAND_NUM * 2 * 4;

/// The hand-attack entry of a kind in hand.
pub const fn hand_attack_index(
    to_move: bool,
    kind: PieceKind,
    several: bool,
    checks: usize,
) -> usize {
    ((to_move as usize * PieceKind::HAND_NUM + kind.index()) * 2 + several as usize) * 4 + checks
}

/// Mobility entries: the piece's kind and its moves to squares that no enemy piece or king
/// attacks (0 to 8 or more).
pub const MOBILITY_ENTRIES: usize = PieceKind::NUM * 9;

/// The mobility entry of a board piece.
pub const fn mobility_index(kind: PieceKind, safe_moves: usize) -> usize {
    kind.index() * 9 + safe_moves
}

/// Outer-control entries: as `ring_control_index` without the side to move, for the 16
/// squares two steps from the king.
pub const OUTER_CONTROL_ENTRIES: usize = 16 * SQUARE_CONTROLS;

/// The step (0-15) of a square two steps from a king, from its `king_offset`: the 5 x 5 grid
/// read row by row, the inner 3 x 3 skipped.
pub const fn outer_step(offset: usize) -> usize {
    let (row, column) = (offset / 11 - 3, offset % 11 - 3);
    match row {
        0 => column,
        4 => 11 + column,
        _ => 5 + (row - 1) * 2 + (column == 4) as usize,
    }
}

/// The outer-control entry of a square two steps from a king, by its `outer_step`.
pub const fn outer_control_index(
    step: usize,
    attackers: usize,
    defenders: usize,
    occupant: usize,
    enemy_hand: bool,
) -> usize {
    step * SQUARE_CONTROLS + square_control(attackers, defenders, occupant, enemy_hand)
}

/// Piece-status entries: whether the piece's owner is to move, its kind, the enemy's attackers
/// on it and its owner's defenders (0, 1, 2 or more each, kings included).
pub const PIECE_STATUS_ENTRIES: usize = 2 * PieceKind::NUM * 3 * 3;

/// The piece-status entry of a board piece.
pub const fn piece_status_index(
    to_move: bool,
    kind: PieceKind,
    attackers: usize,
    defenders: usize,
) -> usize {
    ((to_move as usize * PieceKind::NUM + kind.index()) * 3 + attackers) * 3 + defenders
}

/// Ring-control entries: whether the king's owner is to move, the square's step from the king
/// (3 x 3, owner's view), the enemy's attackers on it (0, 1, 2 or more), the owner's defenders
/// other than the king (the same), what stands on it (nothing, the owner's piece, the
/// enemy's), and whether the enemy has a piece in hand.
pub const RING_CONTROL_ENTRIES: usize = 2 * 9 * SQUARE_CONTROLS;

/// The control states of one square near a king: attackers, defenders, occupant, enemy hand.
const SQUARE_CONTROLS: usize = 3 * 3 * 3 * 2;

/// The control state of a square (`SQUARE_CONTROLS`).
const fn square_control(
    attackers: usize,
    defenders: usize,
    occupant: usize,
    enemy_hand: bool,
) -> usize {
    ((attackers * 3 + defenders) * 3 + occupant) * 2 + enemy_hand as usize
}

/// The step (0-8, the 3 x 3 grid read row by row) of a square next to a king, from its
/// `king_offset`.
pub const fn ring_step(offset: usize) -> usize {
    (offset / 11 - 4) * 3 + (offset % 11 - 4)
}

/// The ring-control entry of a square next to a king, by its `ring_step`.
pub const fn ring_control_index(
    to_move: bool,
    step: usize,
    attackers: usize,
    defenders: usize,
    occupant: usize,
    enemy_hand: bool,
) -> usize {
    (to_move as usize * 9 + step) * SQUARE_CONTROLS
        + square_control(attackers, defenders, occupant, enemy_hand)
}

/// A piece-square table per color, kind and square.
pub type PstBySquare = [[[i32; Square::NUM]; PieceKind::NUM]; Color::NUM];

/// The index into a Black-view table (as `PST` is written) for a piece of `color` on `sq`.
pub const fn table_index(color: Color, sq: Square) -> usize {
    let sq = match color {
        Color::Black => sq,
        Color::White => sq.flip(),
    };
    sq.rank().index() * 6 + 5 - sq.file().index()
}

/// Black-view tables read through `table_index` for each color and square, once: the
/// evaluation reads them for every piece.
pub const fn pst_by_square(tables: &[[i32; 36]; PieceKind::NUM]) -> PstBySquare {
    let mut out = [[[0; Square::NUM]; PieceKind::NUM]; Color::NUM];
    let mut c = 0;
    while c < Color::NUM {
        let color = Color::ALL[c];
        let mut k = 0;
        while k < PieceKind::NUM {
            let mut sq = 0;
            while sq < Square::NUM {
                out[c][k][sq] = tables[k][table_index(color, Square::new(sq))];
                sq += 1;
            }
            k += 1;
        }
        c += 1;
    }
    out
}

/// Offsets of a square from a king, in rank and file steps of -5..=5 each.
pub const KING_OFFSETS: usize = 121;

/// A king-offset table per piece kind.
pub type KingOffsetTables = [[i32; KING_OFFSETS]; PieceKind::NUM];

/// The offset of `sq` from `king` as the owner of a piece of `color` sees the board: both are
/// read through `table_index`, so White's offsets are Black's rotated. The index is
/// (rank step + 5) * 11 + (file step + 5), steps counted in the tables' reading order (rank a
/// to f, file 6 to 1): index 60 is the king's own square, 49 the square straight ahead of it.
pub const fn king_offset(color: Color, king: Square, sq: Square) -> usize {
    let (p, k) = (table_index(color, sq), table_index(color, king));
    (p / 6 + 5 - k / 6) * 11 + (p % 6 + 5 - k % 6)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Offsets are read from the piece owner's side: straight ahead of a king is 49 for both
    /// colors, toward the owner's left (file 6 for Black) 59, and the corners span the grid.
    #[test]
    fn king_offsets_read_from_the_owners_side() {
        let sq = |s: &str| Square::parse(s).expect("a square");
        assert_eq!(king_offset(Color::Black, sq("3d"), sq("3d")), 60);
        assert_eq!(king_offset(Color::Black, sq("3d"), sq("3c")), 49);
        assert_eq!(king_offset(Color::White, sq("3c"), sq("3d")), 49);
        assert_eq!(king_offset(Color::Black, sq("3d"), sq("4d")), 59);
        assert_eq!(king_offset(Color::White, sq("3d"), sq("2d")), 59);
        assert_eq!(king_offset(Color::Black, sq("1f"), sq("6a")), 0);
        assert_eq!(king_offset(Color::Black, sq("6a"), sq("1f")), 120);
        assert_eq!(king_offset(Color::White, sq("6a"), sq("1f")), 0);
    }

    /// The squares one and two steps from a king (a 5 x 5 grid of offsets, its centre the
    /// king) each get their own block of control entries, and the blocks fill each table.
    #[test]
    fn control_entries_are_distinct_and_fill_their_tables() {
        let mut ring = vec![0; RING_CONTROL_ENTRIES];
        let mut outer = vec![0; OUTER_CONTROL_ENTRIES];
        for row in 3..8usize {
            for column in 3..8usize {
                let offset = row * 11 + column;
                let near = row.abs_diff(5) <= 1 && column.abs_diff(5) <= 1;
                if offset == 60 {
                    continue;
                }
                for (attackers, defenders, occupant) in (0..27).map(|i| (i / 9, i / 3 % 3, i % 3)) {
                    for hand in [false, true] {
                        if near {
                            for to_move in [false, true] {
                                ring[ring_control_index(
                                    to_move,
                                    ring_step(offset),
                                    attackers,
                                    defenders,
                                    occupant,
                                    hand,
                                )] += 1;
                            }
                        } else {
                            outer[outer_control_index(
                                outer_step(offset),
                                attackers,
                                defenders,
                                occupant,
                                hand,
                            )] += 1;
                        }
                    }
                }
            }
        }
        // The ring's unused block is the king's own square.
        let king_block = 4 * 54..5 * 54;
        let ring_unused: Vec<usize> = (0..RING_CONTROL_ENTRIES)
            .filter(|&e| ring[e] != 1)
            .collect();
        let expected: Vec<usize> = king_block
            .clone()
            .chain(king_block.map(|e| e + 9 * 54))
            .collect();
        assert_eq!(ring_unused, expected);
        assert!(ring_unused.iter().all(|&e| ring[e] == 0));
        assert!(outer.iter().all(|&n| n == 1));
    }

    /// Asserts that `indices` hits every entry of a table of `entries` exactly once.
    fn assert_fills(entries: usize, indices: impl Iterator<Item = usize>) {
        let mut seen = vec![0; entries];
        for i in indices {
            seen[i] += 1;
        }
        assert!(seen.iter().all(|&n| n == 1), "{seen:?}");
    }

    #[test]
    fn piece_status_entries_fill_their_table() {
        let states = (0..2 * PieceKind::NUM * 9).map(|i| {
            let kind = PieceKind::ALL[i / 9 % PieceKind::NUM];
            piece_status_index(i / 9 >= PieceKind::NUM, kind, i / 3 % 3, i % 3)
        });
        assert_fills(PIECE_STATUS_ENTRIES, states);
    }

    #[test]
    fn hand_attack_entries_fill_their_table() {
        let states = (0..2 * PieceKind::HAND_NUM * 8).map(|i| {
            let kind = PieceKind::HAND[i / 8 % PieceKind::HAND_NUM];
            hand_attack_index(i / 8 >= PieceKind::HAND_NUM, kind, i / 4 % 2 == 1, i % 4)
        });
        assert_fills(HAND_ATTACK_ENTRIES, states);
    }

    #[test]
    fn king_escape_and_mobility_entries_fill_their_tables() {
        let escapes = (0..54).map(|i| king_escape_index(i >= 27, i / 9 % 3, i % 9));
        assert_fills(KING_ESCAPE_ENTRIES, escapes);
        let moves = (0..PieceKind::NUM * 9).map(|i| mobility_index(PieceKind::ALL[i / 9], i % 9));
        assert_fills(MOBILITY_ENTRIES, moves);
    }

    /// Each square next to the king, each control state and each hand class has its own
    /// ring-hand entry; the king's own square has none in use.
    #[test]
    fn ring_hand_entries_fill_their_table_but_the_kings_square() {
        let mut states = Vec::new();
        for offset in [48, 49, 50, 59, 61, 70, 71, 72] {
            for i in 0..27 * HAND_CLASSES {
                let control = i / HAND_CLASSES;
                let class = i % HAND_CLASSES;
                states.push(ring_hand_index(
                    ring_step(offset),
                    control / 9,
                    control / 3 % 3,
                    control % 3,
                    class,
                ));
            }
        }
        let king = 4 * 27 * HAND_CLASSES..5 * 27 * HAND_CLASSES;
        states.extend(king);
        assert_fills(RING_HAND_ENTRIES, states.into_iter());
    }

    /// Every hand of at most two of each kind, with either side to move, has its own entry;
    /// the rows of `HAND_SET` read the counts with the pawn fastest.
    #[test]
    fn hand_set_entries_fill_their_table() {
        let hands = (0..HAND_SET_ENTRIES).map(|i| {
            let mut counts = [0u8; PieceKind::HAND_NUM];
            let mut rest = i % HAND_SETS;
            for count in &mut counts {
                *count = (rest % 3) as u8;
                rest /= 3;
            }
            hand_set_index(i >= HAND_SETS, counts)
        });
        assert_fills(HAND_SET_ENTRIES, hands);
        assert_eq!(hand_set_index(false, [1, 0, 0, 0, 0, 0]), 1);
        assert_eq!(
            hand_set_index(true, [0, 0, 0, 0, 0, 2]),
            HAND_SETS + 2 * 243
        );
    }
}
