//! Every evaluation weight, in centipawns, each with the reason it exists.
//!
//! The weights were fitted to game results by `examples/tune.rs` (Texel's method: the mean
//! squared error between a logistic of the evaluation and the game's result over quiet
//! positions of recorded games), each round checked by a match: the scalar weights, then the
//! piece-square tables with them (about 8,600 games), then the king-distance tables (9,400),
//! then everything again over 17,900 games, stopped after two passes, where the held-out
//! error was lowest; in the fifteenth session the king-distance tables became the finer
//! king-offset tables, fitted alone over 11,000 newer games (three passes). Table entries seen
//! in fewer than 2000 positions keep their earlier values. Where the fit went against the
//! reason first written for a weight, the comment says what it found.
//!
//! Tables are written for Black as Black sees the board (rank a, the far side, on top; file 6 on
//! the left), so index = rank * 6 + (6 - file); White reads them through `Square::flip`.

use crate::color::Color;
use crate::piece::PieceKind;
use crate::square::Square;

/// Board values indexed by `PieceKind::index()`.
/// Small board, few pieces: the generals and the big pieces carry most of the game; the king's
/// entry is unused.
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

/// A bonus for the side to move: it can act first.
pub const TEMPO: i32 = 12;

/// King-attack weight of each kind whose attacks reach the enemy king's neighbourhood.
/// Indexed by `PieceKind::index()`. The fit weighs the close-range pieces (pawns, generals,
/// promoted minors) far above the sliders: on 6x6 a contact attacker is the mating threat.
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
/// hand (`HAND_VALUE`) already counts it.
pub const HAND_PRESSURE: [i32; PieceKind::HAND_NUM] = [
    -23, // pawn
    39,  // knight: forks the king from two ranks away
    17,  // silver
    6,   // gold: the classic mating drop
    -6,  // bishop
    -2,  // rook: attacks a whole line from a distance
];

/// Danger for each square next to the king attacked by the enemy and defended by no piece but
/// the king: the king cannot hold such squares.
pub const WEAK_RING_SQUARE: i32 = 22;
/// Danger for each square next to the king that the enemy attacks at all. Negative by the
/// fit: it offsets `WEAK_RING_SQUARE`, so that attacked squares we also defend count less.
pub const ATTACKED_RING_SQUARE: i32 = -14;
/// Danger for each empty, undefended square next to the king when the enemy holds pieces:
/// a place to drop an attacker.
pub const DROP_HOLE: i32 = 5;
/// Danger for each square where an enemy hand piece could be dropped with check and not be
/// taken: the first step of most mates.
pub const SAFE_DROP_CHECK: i32 = 22;
/// Danger per empty square on the king's file and rank when the enemy has a rook-mover:
/// open lines let rooks check from afar.
pub const OPEN_LINE: i32 = 6;
/// Danger per empty square on the king's diagonals when the enemy has a bishop-mover.
pub const OPEN_DIAGONAL: i32 = 7;
/// Danger removed per friendly non-king piece next to the king. Negative by the fit: pieces
/// crowding the king also take its flight squares, and mates on 6x6 are often smothered.
pub const RING_DEFENDER: i32 = -18;
/// Danger is scored as danger^2 / this: one attacker is harmless, several together are deadly.
pub const KING_DANGER_DIVISOR: i32 = 40;
/// The king-danger penalty saturates here, so a lost king does not outweigh being mated.
/// The fit lowered it from 1200: with heavy attacker weights danger saturates early, and the
/// search, not the evaluation, must tell a mating attack from a harmless one.
pub const KING_DANGER_CAP: i32 = 600;

/// Mobility per reachable square (empty or enemy) of each slider kind, indexed by kind:
/// a trapped big piece is worth much less than an active one. The horse's is slightly negative
/// by the fit: its king steps keep it useful when hemmed in.
pub const SLIDER_MOBILITY: [i32; PieceKind::NUM] = [0, 0, 0, 0, 45, 34, 0, 0, 0, 0, 3, 9];

/// Penalty per step of distance, beyond two, of a gold-moving or silver piece from the nearer
/// king: in a drop game generals away from both kings do nothing.
pub const GENERAL_STRAY: i32 = 74;

/// Piece-square bonuses for Black, per kind. A row per rank, a to f, files 6 to 1.
#[rustfmt::skip]
pub const PST: [[i32; 36]; PieceKind::NUM] = [
    // pawn: advanced pawns cramp the enemy; the fit dislikes pawns on the 6-file (the king's
    // side) and likes one guarding the king's home from 5f
    [   0,    0,    0,    0,    0,    0,
       -62,   -134,   -26,   136,   58,    6,
     -172,   94,   134,   90,   128,   140,
     -296,    110,  -120,    378,    -96,    48,
     -218,   98,    -86,    -180,    -102,    -106,
        -50,   70,    26,    68,    -8,    -138],
    // knight: best on the central d squares, one jump from the zone
    [   0,    0,    0,    0,    0,    0,
        0,    0,    0,    0,    0,    0,
       -94,  -106,   24,  180,  -28,   -40,
      -22,   122,  180,  324,  162,  152,
        -158,   88,    36,   48,    -76,    -4,
      -86,  180,  178,  176,   104,   48],
    // silver: strong on files 5-2 from rank b to d; weak on the 6-file edge
    [   198,   -162,   36,   -2,   100,    -116,
       198,  178,  252,  320,   34,   16,
      -46,  134,  262,  220,  168,    154,
     -152,   126,  152,  426,  144,    -32,
     -214,    28,   120,   134,   86,    60,
       -124,   -62,   24,   -42, -106,   -8],
    // gold: files 5-3, forward or beside its king; poor on the 6-file
    [  -2,    -50,  -144,   52,    84,    60,
      -188,  266,   96,  164,   20,    -66,
       12,   236,  248,   124,   98,    70,
        6,  196,  190,  360,  234,    108,
     -212,  198,  242,  328,    278,    154,
       -82,  106,  220,  174,    84,   52],
    // bishop: best advanced on files 6-4; left on its home ranks it is worth much less
    [  152,  240,  358,  170,    132,    12,
       108,  102,  234,    144,    80,    14,
       90,   44,   40,   156,    32,    32,
      130,   94,  -136, -118, -242,    -16,
     -172,   20, -126, -294,  -74, -218,
        10,    0, -210, -316, -330,   24],
    // rook: on the enemy's back rank it promotes and does damage; kept home (ranks d-f) it is
    // far worse
    [ 282,  242,  252,  176,   270,    2,
      226,  136,   100,   46,   94,    54,
      -90,   -188, -322,    -182, -252,    18,
     -182, -280, -336, -484, -254, -494,
        -140,   -4, -212, -204, -200, -308,
        -174, -298, -304, -472, -246, -422],
    // king: the fit scores a king that ran up the 6- and 5-files highly (in these games such a
    // king escaped to where the enemy has no pieces, often to win on impasse points)
    [ 696,  736,  604,  206,   28,   22,
      732,  764,  236,  -42,  -30,  -30,
      618,  624,  112,  -36,  -86,   -6,
      350,  478,  112,  -36,    4,  -72,
       88,  332,   10,  -58,    -114,    -122,
      -86, -134,  -58,    -74,    -88,   -182],
    // tokin: an advanced gold, cheap for the owner; poor stuck in the corner by the 6-file
    [-380, -288,   -62,   24,   -58,   -70,
     -334, -110,  -24,   -10,   -86,   -80,
     -168,   30,   50,   10,   -2,    6,
        -58,    6,    54,    8,    6,    0,
        -56,    36,    68,    4,    2,    0,
       -4,    0,    2,    2,    0,   -4],
    // promoted knight: as the tokin, best central on ranks b-c
    [-402, -394, -240,  -34,   -160,   -178,
     -340,  -58,  106,    8,   32,   -110,
        -36,   102,  286,  254,   128,    -46,
        54,    0,    280,    26,    6,    0,
        0,    122,    110,    14,    2,    0,
       -4,    0,    2,    2,    0,   -4],
    // promoted silver: as the tokin, best central on rank b
    [ 104,   84, -122,   32,   -144,   -22,
       -92,  280,  164,  118,   -18,   -62,
        10,   340,  234,   70,   40,    -26,
        0,    2,    2,    0,    6,    0,
        0,    2,    2,    4,    2,    0,
       -4,    0,    2,    2,    0,   -4],
    // horse: best on the enemy side, files 5-3
    [ 118,  166,  274,  286,    186,    106,
       156,   162,  316,  264,    6,    -16,
       62,   162,   22,   128,   68,    2,
        2,    2,  -14,   54,   26,    160,
        -66, -134,    -102,   42,  -16,    48,
        90,    -24,    -112,    -46,    -20,    20],
    // dragon: in the enemy camp
    [ 192,  182,  236,  100,  334,   98,
      166,  138,  168,  216,  176,  176,
      108,   90,   92,    114,    -2,    56,
        28,   78,   44,    10,    62,    36,
        -10,  -10,    4,    80,    -24,    38,
        36,  -46,  -58,    -12,    -70,    0],
];

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
}

/// The tables indexed by a state of the board rather than by a piece's square or offset.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum StateTable {
    RingControl,
    OuterControl,
    PieceStatus,
}

impl StateTable {
    pub const ALL: [StateTable; 3] = [
        StateTable::RingControl,
        StateTable::OuterControl,
        StateTable::PieceStatus,
    ];

    /// The constant's name in this file.
    pub const fn name(self) -> &'static str {
        match self {
            StateTable::RingControl => "RING_CONTROL",
            StateTable::OuterControl => "OUTER_CONTROL",
            StateTable::PieceStatus => "PIECE_STATUS",
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
};

/// Outer-control entries: as `ring_control_index`, for the 16 squares two steps from the king.
pub const OUTER_CONTROL_ENTRIES: usize = 16 * 3 * 3 * 3 * 2;

/// The outer-control entry of a square two steps from a king, from its `king_offset`.
pub const fn outer_control_index(
    offset: usize,
    attackers: usize,
    defenders: usize,
    occupant: usize,
    enemy_hand: bool,
) -> usize {
    // The 5 x 5 grid of steps read row by row, the inner 3 x 3 skipped.
    let (row, column) = (offset / 11 - 3, offset % 11 - 3);
    let step = match row {
        0 => column,
        4 => 11 + column,
        _ => 5 + (row - 1) * 2 + (column == 4) as usize,
    };
    (((step * 3 + attackers) * 3 + defenders) * 3 + occupant) * 2 + enemy_hand as usize
}

/// Bonus for a king's owner by the control of each square two steps from the king, laid out
/// as `RING_CONTROL`.
#[rustfmt::skip]
pub const OUTER_CONTROL: [i32; OUTER_CONTROL_ENTRIES] = [
    // 2 ahead, 2 left
       66,    72,   -68,   -28,    58,   -10,
       46,   -32,   -12,    20,     0,   -74,
       66,  -134,    32,   -28,     0,     0,
       38,   -46,   -42,   -94,   -42,   -56,
      -12,   -66,   -36,   -44,    36,    32,
      100,   -28,     0,     0,     0,     0,
       -4,   -30,     0,     0,    30,    32,
       -4,   -48,     0,     0,    -8,     0,
        0,   -32,     0,     0,     0,     0,
    // 2 ahead, 1 left
      -18,     0,    60,    -8,    36,    32,
       22,    22,    72,    20,   -50,   -96,
       -4,     6,    84,    14,     0,     0,
      -10,   -62,   -54,   -56,   -30,   -92,
      -30,    12,    22,  -100,   -50,    12,
      -84,   -36,   -32,    12,     0,     0,
      -26,   -58,     0,     0,    36,   -52,
       28,    74,     0,    18,   -12,   -32,
     -108,   -46,     0,     0,     0,     0,
    // 2 ahead
       38,    20,    24,   -26,    28,   -28,
       -2,     4,    40,   -14,    38,    24,
       50,   -22,    60,    10,     6,    74,
       12,   -64,  -156,  -110,   -18,  -106,
        8,     0,    -4,   -10,   -62,   -16,
       -8,   -24,    98,   -10,     6,   -68,
      112,   -20,     0,     2,    54,    14,
       80,  -116,  -132,    10,  -116,    74,
       42,  -104,   -56,   102,   -42,   -28,
    // 2 ahead, 1 right
      -52,   -34,    50,   -20,    56,   -28,
      -30,   -10,    54,   -44,    16,   -90,
       36,   -26,    18,     4,    84,    14,
      -16,    22,    -6,   -36,   -78,    36,
       -6,    26,    16,   -34,     6,    22,
       56,    18,   -70,   -60,  -222,    38,
       44,    14,    34,   -50,   -40,   120,
      -36,   -28,    80,   -32,    12,   -68,
       28,   -30,   -24,  -108,   -62,   -42,
    // 2 ahead, 2 right
       68,   -16,    50,     0,   -46,   -98,
       10,   -26,     4,    86,   -20,    26,
      -32,    -6,    28,     2,   -32,   106,
       30,   -62,   -16,   -22,    46,    -4,
       18,   -42,    14,    24,    50,     2,
       10,    12,     8,    28,     8,    -8,
        6,   -22,   -48,    -4,    72,   -30,
      -20,    24,   -32,  -114,    98,    62,
        0,   -18,   -24,    -2,   -26,    64,
    // 1 ahead, 2 left
        4,    -6,    66,    16,    -4,    58,
       -6,   -14,    64,     2,    18,   -54,
       68,   -18,    14,   -32,     0,     0,
      -74,   -58,     8,    78,    18,   -32,
       58,    10,   -10,   -38,     0,    -4,
      -48,   -30,     0,   -52,     0,     0,
      -14,    72,     0,     0,   -16,     0,
       68,    10,     0,   -68,   -42,     0,
      -36,     8,     6,     0,     0,     0,
    // 1 ahead, 2 right
      -96,    30,   -70,    60,   -70,   -28,
       18,    14,     6,    14,    24,    -6,
        4,     2,    68,     2,     6,    80,
      -74,   -34,    28,    42,   -38,   -16,
      -10,   -10,    32,   -28,   -12,   -20,
       30,    14,    -2,   -24,   -30,    16,
      -20,   -30,    14,   -90,    54,    -8,
      -44,   -50,   -30,    12,    36,     6,
        0,    -6,   -60,    76,    18,   -72,
    // 2 left
       30,    56,    68,   -18,    62,   -34,
     -112,    40,    22,   -64,     0,    48,
      -50,    14,    24,  -106,     0,     0,
       54,    56,    -4,   -50,   -42,     6,
      -14,    66,     8,    20,     6,    54,
        0,    16,     0,    14,     0,     0,
      -46,    10,     0,     0,     0,     0,
      -38,   -84,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,
    // 2 right
      -26,   -32,   -16,   -14,    14,    16,
       -6,   -14,    40,     6,   -66,    88,
       -2,   -22,    10,     4,    -6,    52,
       48,    -2,   -56,    26,   -36,    64,
        8,    22,   -18,   -30,   -40,   -12,
       38,     0,     6,    30,     0,    92,
      -18,   -18,    24,    36,    66,   -52,
      -26,    44,  -162,   -56,   -24,    74,
      -16,     0,   -96,     2,    50,    62,
    // 1 behind, 2 left
       74,    42,     6,   -50,   -56,   -22,
       28,   -32,   -52,    68,     0,     0,
     -108,   -16,    74,    64,     0,     0,
      -10,   -36,   -42,    40,   -58,   -14,
       18,   -46,   -32,   -42,    -4,    50,
      -12,   -24,     0,    52,     0,     0,
      -26,    20,     0,   -60,     0,    16,
       22,    72,     0,    -4,     0,     0,
      -12,    28,     0,     0,     0,     0,
    // 1 behind, 2 right
        4,    20,    34,     0,   -10,    -2,
      -10,    28,    16,    64,    -8,     0,
       22,    16,   -76,   -38,     0,    34,
      -78,   -32,    -2,    36,   -14,    14,
       14,    -4,   -10,     8,    22,     4,
      -42,    36,    44,   -18,   -16,   -18,
      -84,    -2,    -8,   -20,    68,    42,
      -16,   -60,   -96,    74,   -10,   -70,
      -20,   -40,   -30,    26,   -26,   -48,
    // 2 behind, 2 left
       30,     4,   -44,    44,    -2,    20,
      -98,    52,     6,    82,     0,   -14,
      -68,    -2,    32,    -4,     0,     0,
       12,   -78,   -78,    26,    24,    52,
      -66,   102,    32,    26,     0,    40,
       70,    14,     0,    16,     0,     0,
      -20,   128,     0,     0,     0,    60,
      -14,   -20,     0,     0,     0,    50,
        0,    24,     0,     0,     0,     0,
    // 2 behind, 1 left
       -4,    12,    66,     6,   -26,    58,
      -68,    64,   -60,  -120,    18,   -12,
      -52,   -64,    38,   -64,     0,     0,
       62,    36,     4,   -24,  -148,     0,
       14,    -6,     0,   -26,    10,     2,
      -28,   104,   -44,    44,     0,     0,
       -4,    92,     0,    10,    18,    30,
      -10,   -46,   -10,     6,     0,   -22,
       -4,    38,     0,     2,     0,     0,
    // 2 behind
      -56,    30,    76,    40,    66,   -28,
      -54,    16,   -48,    -6,   -26,   -14,
      -10,    50,   -54,    20,     0,     0,
      -86,    36,    26,    74,   -12,    38,
       20,    52,    98,    16,     4,   -20,
       80,    58,    10,   -48,     0,     0,
      -78,   -14,    -2,    20,    16,    42,
      -56,    48,    52,     2,   -20,   -30,
        2,     2,     8,    14,     0,   -32,
    // 2 behind, 1 right
       24,   -22,    26,    52,    52,    84,
      -38,   -54,     8,   -28,    14,    -2,
       26,   -38,   150,   -74,     0,     4,
      -40,    20,     2,    12,   -12,   -42,
      -30,    36,   -78,    68,    10,   -14,
      -44,     2,   120,   -18,    12,     2,
        8,   100,     0,    10,    38,    16,
      -26,    30,   -70,    72,    24,    54,
      -76,   -64,   -10,     2,   -16,   -12,
    // 2 behind, 2 right
       40,   -56,   -14,    30,    50,   -16,
       58,   -14,   -12,   -28,   -24,    36,
     -120,   -20,   -88,   -66,     0,     6,
       56,   -54,   -92,   156,    36,    52,
      -18,     8,    16,    98,   -38,    54,
      -20,    70,   106,    22,    28,   -16,
       48,    -8,    28,    36,   -16,   -48,
       32,    24,    -4,     2,   -82,    26,
      -96,     6,    36,    82,    24,     4,
];

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

/// Bonus for a piece's owner by how the piece is attacked and defended. A row per kind:
/// attackers 0, 1, 2 or more, each with defenders 0, 1, 2 or more.
#[rustfmt::skip]
pub const PIECE_STATUS: [i32; PIECE_STATUS_ENTRIES] = [
    // the owner's opponent to move
      -44,   -36,   -32,  -106,   -18,   -14,  -158,    26,   -10, // pawn
       16,    42,    68,   -84,   -32,    58,  -118,   -68,    12, // knight
      -14,    12,    -4,   -72,   -50,     6,   -72,  -116,   -12, // silver
      -44,     4,     2,  -112,   -28,    -2,  -126,   -34,  -148, // gold
        6,    52,    48,   -48,   -68,   -52,   -40,  -134,  -252, // bishop
        2,    28,    78,  -268,  -268,  -198,    12,  -116,  -220, // rook
        0,     0,     0,     0,     0,     0,     0,     0,     0, // king (unused)
       14,   -48,   -66,     8,   -14,    54,     0,     6,    22, // tokin
        2,   -50,   -52,  -160,   -24,    66,   -66,    -8,   -56, // promoted knight
      -42,     8,    14,   -90,   -22,   -36,     0,    42,     8, // promoted silver
        2,   -10,    -2,  -178,  -154,  -104,     0,   -30,   -74, // horse
      -60,   -22,    10,  -196,  -282,  -210,     0,     0,     0, // dragon
    // the owner to move
       52,    22,    18,    12,    34,    14,   -88,   -56,    22, // pawn
       16,    26,     4,  -116,   -40,    14,  -102,  -150,   -46, // knight
       18,    18,   -14,  -128,   -44,   -40,  -190,  -162,   -62, // silver
      -36,    20,     8,  -210,     0,    -6,  -100,  -180,  -148, // gold
       -6,    40,    24,  -144,  -116,   -92,   -80,  -290,  -260, // bishop
       34,    48,    62,  -218,  -194,  -144,  -100,  -368,  -308, // rook
        0,     0,     0,     0,     0,     0,     0,     0,     0, // king (unused)
       44,   -12,   -38,    50,    58,    50,     0,    50,    64, // tokin
       60,    -4,   -32,   -24,     2,    36,   -34,   -60,   -24, // promoted knight
       52,   -56,   -44,  -108,   -54,   -78,    22,    -8,    22, // promoted silver
       54,     4,   -24,  -170,  -164,  -116,    -6,  -246,  -160, // horse
       38,    26,    12,  -234,  -210,  -160,    -6,  -210,  -106, // dragon
];

/// Ring-control entries: the square's step from the king (3 x 3, owner's view), the enemy's
/// attackers on it (0, 1, 2 or more), the owner's defenders other than the king (the same),
/// what stands on it (nothing, the owner's piece, the enemy's), and whether the enemy has a
/// piece in hand.
pub const RING_CONTROL_ENTRIES: usize = 9 * 3 * 3 * 3 * 2;

/// The ring-control entry of a square next to a king, from the square's `king_offset`.
pub const fn ring_control_index(
    offset: usize,
    attackers: usize,
    defenders: usize,
    occupant: usize,
    enemy_hand: bool,
) -> usize {
    let step = (offset / 11 - 4) * 3 + (offset % 11 - 4);
    (((step * 3 + attackers) * 3 + defenders) * 3 + occupant) * 2 + enemy_hand as usize
}

/// Bonus for a king's owner by the control of each square next to the king.
/// Rows: attackers 0-2 by defenders 0-2; each row: empty, own piece, enemy piece, each
/// without and with a piece in the enemy's hand.
#[rustfmt::skip]
pub const RING_CONTROL: [i32; RING_CONTROL_ENTRIES] = [
    // ahead-left
      -18,    44,   -52,    54,    38,    36,
       28,    10,    -2,    -8,     0,    46,
      100,    44,    52,    26,     0,     0,
       86,  -102,   -26,    -4,   -58,   -22,
      118,   -62,    -8,    10,    38,   -12,
       82,    50,    96,   120,     0,     0,
       62,     8,  -110,   -68,     0,     0,
       58,    -8,    56,   -48,     0,     0,
       74,   -36,    22,     0,     0,     0,
    // ahead
      -16,    -4,   -32,   -10,   -54,  -148,
       82,   -12,    -4,     2,    14,    72,
       36,   -42,    -4,   -78,     0,    48,
      -30,   -32,   -32,   -14,     8,   -80,
      -14,  -106,    42,    12,    40,    30,
      102,   -52,    54,   -48,     0,   -18,
      -28,   -48,  -148,  -288,     0,     0,
     -186,  -106,    94,    44,    86,     0,
       28,   -26,    76,   154,     0,     0,
    // ahead-right
       44,    84,    52,    94,   -18,  -126,
       34,   -14,   -12,    30,    14,    16,
       -8,   -22,    36,    -6,     0,    44,
      110,    32,    20,    48,     2,  -112,
       60,   -28,    14,   -56,   -46,    -4,
       16,    68,   -10,   -16,    20,    12,
      -58,   -42,  -236,  -310,   -18,    44,
      114,   -20,  -142,  -218,   -60,   -56,
       90,   -60,    92,   -44,    -8,     0,
    // left
       42,    62,    20,    28,    34,   -44,
       36,    20,    30,    50,     0,    -2,
       56,   -96,     6,    70,     0,     0,
       16,    72,    10,    34,   -14,   -64,
       72,   -20,   -12,    -2,    10,     2,
       44,   -36,    -4,   -98,     0,     0,
       -4,   -20,   -82,   -20,     0,     0,
        0,   200,  -168,   -76,     0,     0,
       62,    30,   -44,    76,     0,     0,
    // (king)
        0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,
    // right
       18,   -58,   -30,    30,    24,   -22,
      -24,   -34,     6,    24,    18,    32,
       -8,    36,   -30,    56,     0,   -20,
        2,   -56,   -32,   -54,    68,  -208,
       58,     2,   -16,     6,    14,   -78,
      128,    36,    34,    84,   -42,   -20,
       10,    14,  -266,  -240,    36,    -6,
      232,    18,   -76,  -116,    20,    38,
      106,    46,     4,    48,    66,     0,
    // behind-left
       54,     6,   -54,    14,     0,   -24,
       20,   -20,   -48,     0,     0,   -42,
      -36,   146,   -24,     8,     0,     0,
       78,   -50,    72,   -24,     0,     8,
       24,    32,   -42,     0,     0,   -36,
       26,    42,   -44,    68,     0,     0,
      -42,     8,     0,   -40,     0,    32,
      -18,    90,    40,     4,     0,     0,
       38,    -6,     0,     2,     0,     0,
    // behind
      -20,   -24,    34,    32,   -22,   -24,
      -16,   -64,   -56,   -48,     0,     0,
     -118,   -40,   -44,  -108,     0,     0,
       58,    38,     8,   -70,    44,   -74,
      -32,   -20,   -14,    -6,     6,   -46,
       -6,   -38,    42,   -24,     0,     0,
       52,    70,   -56,   -22,     0,    20,
       46,    96,   -30,   -52,     0,    20,
      -10,    56,    24,   -48,     0,     0,
    // behind-right
       64,    28,    82,    -4,    -2,     0,
      -12,   -22,   -32,    26,     0,    46,
      -68,   -86,   -80,    24,     0,    -2,
      164,    70,   -78,  -110,    -6,  -116,
       18,   -38,   -20,   -24,   -86,   -14,
      -44,   -74,   100,    58,     6,    16,
       26,    28,   -40,   -38,   -24,    20,
       36,     4,  -102,   -20,    -8,   -34,
      -16,    -4,   -98,   -72,     0,     0,
];

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

/// Bonus by kind and by offset from its own king (`king_offset`): the king sits at row 5,
/// column 5 of each grid, which reads like the board from the owner's side. The fit likes a
/// gold beside or in front of its king and dislikes one behind it, where it guards less.
/// The tables began as the old per-distance tables (each offset given its Chebyshev
/// distance's bonus), and entries seen in fewer than 2000 training positions kept that value.
#[rustfmt::skip]
pub const OWN_KING_OFFSET: KingOffsetTables = [
    // pawn
    [   48,   48,   48,   48,   48,   48,   48,   48,   48,   48,   48,
        48,   32,   32,   32,   32,   14,   -182,   36,   198,   94,    8,
        48,   32,    8,  -40,   18,   54,  -28,  -98,   28,   -14,   120,
        -66,   -38,   -4,   -18,   30,   104,   -58,   16,   92,   44,   102,
         0,   28,  -120,   86,  188,  144,   324,   26,  -116,   -72,   50,
        22,   -84,  -54,   104,   90,    0,  172,   62,  -78,   -120,   -44,
        -18,   74,  -74,   88,   96,   142,   -48,   -82,  -74,   22,   -54,
        68,   28,  -34,   110,   42,   -24,   -12,   156,   -8,   52,   66,
        44,   52,   56,   74,  -110,  -94,  -46,    2,  -52,   24,   64,
        86,   42,   116,   12,   44,   16,   64,   12,   40,   60,   48,
        48,   48,   48,   48,   48,   48,   40,   38,   48,   42,   48],
    // knight
    [   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,
        -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,
        -8,   -8,   44,   44,   78,   44,   74,   -38,   74,   -32,   10,
        -8,   -8,   30,  -126,  -86,  -156,   38,   28,   76,    6,   -50,
        -8,   -8,   20,  -122,   -90,   -14,   32,  -16,  102,   -34,   28,
        -8,   -8,   44,  -84,   -64,    0,   46,   14,   60,   72,   40,
        -8,   -8,   44,  -126,   -172,   96,   128,    8,   56,   -96,   -16,
        -8,   -8,   44,  -88,  -116,  -60,  -76,  -112,   -80,   110,   146,
        -8,   -8,   44,   42,   12,   140,   32,   -10,   58,   -44,    2,
        -8,   -8,   -8,   -8,   -28,   -4,    6,   -122,   -134,    0,    8,
        -8,   -8,   -8,   -8,   -16,   -10,   20,   -8,   -46,   30,   -8],
    // silver
    [   72,   72,   72,   72,   18,   -68,   186,   132,   26,   124,   84,
        72,   48,   48,   -4,   236,   94,   106,   78,   154,   144,   64,
        72,   48,   -16,   -42,   -30,   58,   26,   70,  102,  -18,   138,
        72,   48,    6,  -100,  -66,   24,    4,   -6,   26,  -62,   238,
        72,   -38,   -12,   82,   92,   74,  136,  -48,   68,   34,   102,
        72,   48,   56,  -10,   84,    0,   146,    0,  -88,   18,   -26,
        72,   48,   22,  -12,   110,  -12,    8,  -38,   -24,   30,   54,
        72,   48,   20,   20,  -50,   14,  -58,  -56,   -52,   -34,   126,
        72,   48,   20,    0,   52,   12,   -126,   -24,   24,   -26,   -6,
        72,   48,   48,   48,   70,   94,   -44,   -28,   70,   64,   64,
        72,   72,   72,   72,   72,   146,   62,   72,   72,   72,   72],
    // gold
    [ -324, -324, -324, -342, -272, -220, -260, -240, -122, -374, -312,
      -324,   60,   60,   -14,   44,   -26,   118,   74,   46,   -52, -336,
      -324,   60,   12,    4,    4,   26,   -2,  226,   76,   52, -118,
      -324,   60,   86,  -56,   38,   -2,   76,   66,   124,   184, -200,
      -324,   60,    0,  -114,   80,    2,   40,   66,   42,   120, -240,
      -324,   36,   -82,   44,   34,    0,  116,    6,    2,   80, -212,
      -324,   102,   52,  -30,   84,  -30,    2,   -8,   50,   -32, -288,
      -324,   60,   44,   -4,   22,   42,   38,  -90,   -114,   60, -292,
      -324,   76,   12,    2,   54,   32,   -6,   -34,   -102,   32, -292,
      -324,   60,   60,   102,   54,   64,   24,   -14,   -78,   24, -324,
      -324, -324, -324, -324, -330, -272, -322, -354, -322, -330, -324],
    // bishop
    [    0,    0,    6,    -54,    -94,    -94,    40,    -34,    38,    22,    78,
         0,   32,   -22,   146,   66,   68,   62,  -68,   90,   30,    62,
         -20,   32,   -46,   -110,   96,   26,  -80,  -36,   78,   30,    -36,
         -10,   32,   -8,   38,   130,    6,   68,   20,   66,   -34,    86,
         0,   32,   -46,   82,   200,   34,   102,  104,   -8,   154,  -18,
         0,   32,   20,    6,   108,    0,   10,   46,   104,   68,  -84,
         0,   32,   50,   46,   32,  -14,   22,   120,   104,   200,    240,
         0,   32,   16,   108,   64,   156,   14,    6,    6,   34,    -156,
         0,   32,   16,   16,   20,   76,   -18,   68,   28,   -86,    -46,
         0,   32,   32,   32,   48,   26,   18,   32,   50,   -6,    -52,
         0,    0,    0,    0,    10,    -38,    -8,    0,    0,    24,    6],
    // rook
    [    8,    46,    56,    -38,    4,  -30, -112, -174,    -52,    4,    -118,
         32,   24,   92,   -160,   -24,  -64,  -50,    0,   50,   -42,    18,
         8,   22,   82,   140,   70,   50,   58,   130,    4,   30,    -104,
         8,   52,   34,   -72,   26,   24,  146,   14,  148,    4,  -32,
         8,   52,   52,   70,   -60,   -14,  -38,   134,   108,   80,   94,
         8,   52,   -10,   70,   72,    0,  100,  114,  146,  140,   90,
         8,   52,   44,   64,   -6,   20,   30,   262,  194,  198,    38,
         8,   52,   48,   70,    0,   70,   -2,   168,   58,   82,    108,
         8,   52,   48,   114,   108,   10,   -42,   76,   70,   60,    88,
         8,   52,   52,   52,   48,   10,   -62,   -4,   36,   52,    -18,
         8,    8,    8,    12,    36,    18,    14,    4,    18,    18,    -10],
    // king
    [    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,
         0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,
         0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,
         0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,
         0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,
         0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,
         0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,
         0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,
         0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,
         0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,
         0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0],
    // tokin
    [ -116, -116, -116, -116, -116,  -58,   22, -120, -156,  -32, -144,
      -116,   96,   96,   102,   126,   102,   -10,   -126,   78,   92, -190,
      -116,   96,  -28,  -28,   86,   32,   62,  -102,  -54,   102, -116,
      -116,   96,  -28, -140, -140, -194,   10,    0,   14,   86, -116,
      -116,   96,  -28, -140,   -6,    0,   130,  -76,  -72,    4, -116,
      -116,   96,  -28, -122,   10,    0,   106, -104,   12,   70, -116,
      -116,   96,  -28, -150,   152,   -30,    4, -118,  -130,   76, -116,
      -116,   96,  -28, -144, -104, -188, -110, -162,  -28,   96, -116,
      -116,   96,  -28,  -34,  -64,  -48,  -82,  -40,  -28,   96, -116,
      -116,   96,   96,   96,   96,   56,   96,   96,   96,   96, -116,
      -116, -116, -116, -116, -116, -116, -116, -116, -116, -116, -116],
    // proknight
    [   44,   44,   44,   184,   108,   54,   192,  -52,   -52,   -34,   -154,
        44,   76,   58,   16,   116,   12,   24,  -52,  172,   90,   82,
        44,   76,   -14,   -18,   138,   -2,  104,   194,   196,   108,    8,
        44,   76,   16,  -48,  -160,  -44,   60,    8,   52,   98,   62,
        44,   76,   16,  -48,   -40,   16,   12,   54,   136,   14,   20,
        44,   76,   16,  -64,   -68,    0,   32,  -40,   34,   40,   -4,
        44,   76,   16,  -36,   -58,   -34,   64,  -68,   -112,   18,   -8,
        44,   76,   16,  -30,  -138,  -68,   10,  -158,   -20,   54,   44,
        44,   76,   16,   16,   16,   -14,   34,    6,   16,   76,   44,
        44,   76,   76,   76,   76,   76,   76,   76,   76,   76,   44,
        44,   44,   44,   44,   44,   44,   44,   44,   44,   44,   44],
    // prosilver
    [  -96,  -96,  -96,  -96,  -96,  -136,  -104,   48,   -2,  -100,  -122,
       -96,   92,   92,   112,   148,   22,   38,   96,   192,   12,  -118,
       -96,   92,   84,   154,   26,   74,   174,   150,   152,   110,  -76,
       -96,   92,   84,  -72,  -24,   -8,  -120,   70,   12,   58,  -96,
       -96,   92,   84,  -72,  -84,  -94,  -74,  -78,   -10,   46,  -96,
       -96,   92,   84,  -96,  -70,    0,  -66,  -18,   72,   82,  -130,
       -96,   92,   84,  -80,  -76,  -132,  -136,  -60,   36,   90,  -108,
       -96,   92,   84,  -72,  -82,  -128,  -244,  -40,   96,   70,  -96,
       -96,   92,   84,   84,   84,   76,   84,   62,   84,   92,  -96,
       -96,   92,   92,   92,   92,   92,   92,   92,   92,   92,  -96,
       -96,  -96,  -96,  -96,  -96,  -96,  -96,  -96,  -96,  -96,  -96],
    // horse
    [ -184, -184, -156, -192, -172,  -90, -182, -226, -202, -132, -242,
      -184,  -92,  -20,  -62,   24,  -48,    18,  -46,  -82,  -94, -122,
      -184,  -68,   42,   -30,   70,   146,   98,   126,   110,  -74, -212,
      -184,  -68,   138,   84,  164,  180,  238,  166,  116,   26,  -26,
      -184,  -68,   60,   66,  136,  158,  168,  166,  138,    6, -140,
      -184,  -68,   122,  104,  180,    0,  234,   50,   166,  -16,  -62,
      -184,  -68,   60,   46,  252,  234,  144,   98,   88,   62, -118,
      -184,  -68,   60,  132,    0,   82,  142,   92,   32,  -100, -174,
      -184,  -68,   60,   60,   30,   102,   68,   26,   76,  -118, -206,
      -184,  -68,  -68,  -68,  -68,  -96,  -22,  -82,  -78,  -112, -182,
      -184, -184, -184, -184, -184, -184, -184, -184, -184, -184, -144],
    // dragon
    [ -104, -104, -104, -104,  -48,   84,   66,  -96,  -44,  -72,  -76,
      -104,   40,   76,   62,   122,   70,   38,  -16,   146,    0,  -20,
      -104,   48,   12,   122,   36,   36,  110,   56,   82,   -8,  -32,
      -104,   40,   38,   70,  298,   78,  112,   82,   108,   -92, -162,
      -104,   40,   -6,  154,  204,  136,  144,   98,   -32,   32,  -58,
      -104,   48,   30,  156,  238,    0,  204,   66,   -96,   -102,   16,
      -104,   40,   30,  166,  204,  232,  114,  146,   26,   -8, -182,
      -104,   40,   32,  148,  118,  188,  188,   62,   14,   12, -162,
      -104,   40,   32,   32,   28,   -6,   84,   78,   110,   34, -156,
      -104,   40,   40,   40,   100,   72,   -38,   62,   -2,   14, -110,
      -104, -104, -104,  -90, -112, -104,  -92, -104, -102, -104, -104],
];
/// The same by offset from the enemy king: where an attacker stands relative to the king it
/// attacks, not just how far, decides whether it threatens mate.
#[rustfmt::skip]
pub const ENEMY_KING_OFFSET: KingOffsetTables = [
    // pawn
    [   12,   12,   12,   12,   12,   12,   12,   12,   12,   12,   12,
        12,   -22,   58,   22,   60,   20,   32,   32,   32,   32,   12,
        -102,   112,    0,  -112,  -48,    6,  -16,  -36,  -36,   32,   12,
        98,   172,  -32,   -146,   -48,   -26,   22,   12,  -36,   32,   12,
         156,  284,  -92,   -104, -350, -360, -334,   12,  -36,   32,   12,
        90,   90,  -132,   -92, -338,    0, -416,   -32,  -36,   32,   12,
         14,   28,  -62,   14, -300, -396, -366,    8,  -78,   32,   12,
        34,   60,  -10,   106,   62,   120,   26,    4,  -72,   32,   12,
        -12,   20,  -74,  -66,  -42,  -14,  -34,  -36,  -36,   32,   12,
         -24,   60,  138,   98,   152,   102,   22,   32,   32,   32,   12,
        12,   106,   182,    2,   66,   -12,   -20,   12,   12,   12,   12],
    // knight
    [  -36,  -36,  -36,  -36,  -36,  -36,  -36,  -36,  -36,  -36,  -36,
       -36,  124,  124,  124,  124,  124,  124,  124,  124,  124,  -36,
       -34,  170,   -4,   50,   144,   98,   50,    6,   52,  124,  -36,
        94,  130,   -38,  -28,  -78,  -80,  -32,  -56,   60,  124,  -36,
       -36,  162,   -40,  -146, -274, -262, -222,  -60,   52,  124,  -36,
       -24,  -32,   10,  -180, -344,    0, -234,  -140,    6,  124,  -36,
        38,  -12, -124,  -104, -112, -158, -272,   -6,   38,  116,  -36,
       -236,  122,  -32,  132,  -20,   166,  -20,   64,   40,  168,   -2,
       -40,   20,   24,   112,   -4,  226,   144,   140,   66,  138,  -36,
       -108,   -4,   84,  138,  212,  296,  128,  208,  148,   46,  -36,
       -92,   -30,   72,  -48,  124,  -98,  142,   94,   -2,  -36,  -36],
    // silver
    [  -84,  -124,  -52,  -112,  -140,  -90,  -82,  -88,  -84,  -84,  -84,
       -10,   -76,   30,   -102,   -106,   -162,    6,   82,   32,   32,  -84,
       -18,   -130,  -176,  -222,  -102,  -110,   20,   82,   90,   32,  -84,
       -144,   -36,  -40, -330,  -70,  -40,   62,   40,   98,   32,  -84,
       -106,   -54,   -2,   30,  -48,   -8,  -48,  114,   64,   12,  -84,
       -114,   70,   30,   60,  134,    0,    4,   -2,   56,   -32,  -84,
       -70,    38,  144,  236,  -48,  -48,  -48,    8,  122,   56,  -84,
        48,  130,   92,   36,  300,  266,  158,  -14,   24,   44,  -84,
       142,   12,  118,  164,   158,  244,  206,   78,    6,   32,  -84,
        24,   70,   30,   52,   128,    8,   -8,   28,   42,   32,  -84,
       -98,  226,   12,  -22,  -28,   42,  -178,  -110,  -84,  -84,  -84],
    // gold
    [   70,  -32,  -56,  -156,  -140,  -138,   34,  -28,  -16,  -16,  -16,
       -80,  -10,  -164,  -194,  -12,  -82,  -82,  -38,  -24,  -24,  -16,
        20,  -166,   -146,   -172,   -166,   -90,   26,   14,   94,  -24,  -16,
       -40,  -240,   -108,   -186,   -196,   -174,   -30,   -40,   48,  -24,  -16,
       -40, -206,  -42,   -266,   68,  248,  194,   92,   42,  -30,  -16,
        42,  -62,   74,   76,  248,    0,  248,    8,   28,  -32,  -16,
        72,   16,  214,  168,  248,  248,  248,   124,   98,  -24,  -16,
        -6,   56,  178,   64,  230,   270,   156,   44,   204,  -24,  -16,
       178,   78,   112,   118,  142,   146,   70,   28,   108,  -24,  -16,
       306,   70,    8,   12,  -66,   62,   24,   -6,  -24,  -24,  -16,
       -54,   60,   78,  -20,  -58,  -76,  -86,   40,  -16,  -16,  -16],
    // bishop
    [    44,    0,    -10,    -26,    2,    4,    14,    4,    4,    4,    4,
         84,   176,    8,   42,   -6,   18,    4,   -14,   -8,   -8,    4,
         32,   88,   170,   -18,   50,   38,   78,   92,   68,   -8,    4,
         20,   132,   200,  214,  126,  156,  110,   66,   86,   -8,    4,
         -48,   -36,   22,   44,  -72,   -8,  -72,  122,   64,   -8,    4,
         -74,  -104,   -4,   86,  -174,    0,  -50,  122,   16,   -8,    4,
       -92, -106,   -8,  -84,  -72,  -168,  -72,   40,   58,   -8,    4,
         -106,   -10,   44,  212,   54,  174,  -12,  208,   38,    6,    4,
        -84,   -4,  158,    8,   44,   -18,   154,   26,   86,   -8,    4,
         108,   184,  -32,   86,  -50,   92,   110,   102,    8,   -8,    4,
         294,   32,  -88,    -164,   48,   84,    -140,    16,    4,    4,    4],
    // rook
    [    4,    -48,    -4,    -20,    -92,    42,    14,    10,    4,    4,    4,
         -34,    4,    -58,    74,    -54,    72,    42,    -18,    8,    8,    4,
         -38,    72,   -36,   -114,   86,   114,   114,   84,   60,    8,    4,
         -56,    -14,   112,   -16,   -4,   208,   250,   68,   28,    8,    4,
         38,    52,   114,   122,  138,  116,  110,   26,   50,    -28,    4,
        114,  212,  292,  236,  116,    0,  116,   142,   48,    4,    4,
       152,   162,   100,   82,  192,  116,   30,   136,   94,    8,    4,
         42,    148,   106,    2,    -38,   238,   110,   92,   100,    12,    4,
         -14,   66,   46,  -30,   42,  144,   90,   110,   124,    22,    4,
         -172,  -24,  -62,  -48,   72,   76,   58,    44,    58,    8,    4,
         -50,   80,   74,   36,   32,   44,    62,    44,    18,    4,    4],
    // king
    [    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,
         0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,
         0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,
         0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,
         0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,
         0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,
         0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,
         0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,
         0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,
         0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,
         0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0],
    // tokin
    [  -18,    6,  -140,    8,  -24,  -124,  -30,  -20,  -20,  -20,  -20,
       -186,   -32,   -56,   -86,   -20,   -46,   28,   84,   68,   68,  -20,
        52,   -8,  -126,  -20,  -24,  -78,  -50,  -32,  -32,   68,  -20,
        80,    2,  -20, -136,  -86, -102, -108, -108,  -32,   68,  -20,
       164,   -10,  -138, -162, -616, -680, -680, -108,  -32,   68,  -20,
         4,   118,  166,  -86, -680,    0, -680, -114,    2,   68,  -20,
       136,   150,  106,  -44, -680, -680, -680, -138,  -34,   68,  -20,
       -56,   208,   98, -108, -108, -108, -108, -108,  -32,   68,  -20,
       -54,   76,  120,  -32,  -32,  -32,  -32,  -32,  -32,   68,  -20,
       -20,   80,   68,   68,   68,   68,   68,   68,   68,   68,  -20,
       -20,  -20,  -20,  -20,  -20,  -20,  -20,  -20,  -20,  -20,  -20],
    // proknight
    [   52,   34,   -80,   64,   -66,   24,   66,   32,   32,   32,   32,
        56,   -26,   -150,   -142,   -102,   -102,   -52,   28,   12,   28,   32,
        -140,   -112, -226,   -156,   34,   -70,   124,   22,   88,   36,   32,
        -50,   -90,   -22, -144,  -68, -138, -148, -192,   86,   20,   32,
        22,    4,   54, -130, -166, -300, -264, -158,   46,   36,   32,
        200,   140,  220,  102, -300,    0, -300, -146,   22,   44,   32,
        26,  130,  254,   86, -300, -300, -300, -130,   158,   -16,   32,
         4,   100,   306,  -66, -136, -136, -136, -136,   88,   36,   32,
        128,   -2,   122,   88,   88,   88,   88,   88,   88,   36,   32,
        32,   14,   36,   36,   36,   36,   36,   36,   36,   36,   32,
        32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32],
    // prosilver
    [ -132, -134, -124, -192, -182, -126, -132, -132, -132, -132, -132,
      -118,  -66, -190, -128, -170, -104, -130, -108, -108, -108, -132,
      -154, -120,   74,   44,   54,  114,  200,  246,  248, -108, -132,
      -162,    2,   60,   52,   -4,   34,  102,   96,  248, -108, -132,
      -162,  -76,   12,   60, -378, -520, -520,  104,  248, -108, -132,
       -28,  -90,  392,   90, -520,    0, -520,  104,  248, -108, -132,
       -22,   98,  328,  368, -520, -520, -520,  130,  248, -108, -132,
      -130,   44,  324,  228,  220,  104,  104,  104,  248, -108, -132,
      -132, -108,  230,  264,  248,  248,  248,  248,  248, -108, -132,
      -132, -108, -108, -108, -108, -108, -108, -108, -108, -108, -132,
      -132, -132, -132, -132, -132, -132, -132, -132, -132, -132, -132],
    // horse
    [ -130,  -26, -124, -108,  -22,   36, -144, -148, -124, -124, -124,
       -12,   20,   36,   -74,   -60,   148,   -42,   -18,   -6,   -4, -124,
        -4,   46,   -20,   -38,   20,   104,   50,   34,   -2,   -18, -124,
        -8,   -124,   -44,   -2,  188,  222,  140,  174,   10,   -4, -124,
      -158, -184,   152,   92,    0,    0,    0,  180,   42,   -20, -124,
      -184,  -86,   -22,  134,    0,    0,    0,  136,   52,   22, -124,
      -160, -182, -158,  220,    0,    0,    0,  216,   108,   30, -124,
      -102, -122,   -4,  180,   44,  276,  234,  148,   64,   -4, -124,
       110,   98,   100,  -36,   10,   48,   102,   -10,   48,   -4, -124,
       -88,   222,   84,  -66,   -10,   92,   82,   -4,   -4,   -4, -124,
       -18, -132, -128, -240,  -58, -168, -108, -124, -124, -124, -124],
    // dragon
    [ -182, -218,  -48,  -60, -246,  -68, -162,  -90,  -66, -100, -100,
      -100,   -58,   -72,   48,   -68,   32,   -106,   24,   30,   18, -100,
       -80,   -92,   70,   -14,   112,   38,   50,   18,   74,   12, -100,
       -58,   48,   84,  130,  154,  284,  168,  100,   28,   42, -100,
      -104,  110,  102,  218,    0,    0,    0,  228,   84,   64, -100,
        50,  158,  144,  216,    0,    0,    0,  378,   152,   -46,  -70,
       -40,   94,  164,  250,    0,    0,    0,  126,   64,   -22, -100,
       -28,   68,   132,  168,  102,  214,  186,  280,   100,   12, -100,
        54,  -14,   86,   -8,    0,   26,   186,   152,   80,   12, -100,
      -170,   30,   20,   -86,   -34,   -82,   -12,   -14,   12,   12, -100,
      -186,  -38, -100,   50,  -32, -146,  -66, -100, -100, -100, -100],
];

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
}
