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
       -138,   -208,   -74,   140,   108,    2,
     -192,   80,   188,   86,   138,   150,
     -294,    118,  -200,    498,    -136,    80,
     -206,   128,    -130,    -266,    -148,    -166,
        -70,   26,     2,    100,    16,    -198],
    // knight: best on the central d squares, one jump from the zone
    [   0,    0,    0,    0,    0,    0,
        0,    0,    0,    0,    0,    0,
       -104,   -78,   38,  208,   18,   -74,
        4,   156,  176,  288,  200,  140,
        -194,   142,    46,   20,    -128,    -20,
      -130,  194,  152,  178,   142,   92],
    // silver: strong on files 5-2 from rank b to d; weak on the 6-file edge
    [   286,   -238,   66,    4,   170,    -170,
       248,  146,  244,  260,   64,   20,
      -82,  148,  260,  192,  222,    222,
     -166,   130,  168,  390,  176,    -84,
     -208,    38,   114,   126,   84,    78,
       -146,   -48,    8,   -40,  -52,   -18],
    // gold: files 5-3, forward or beside its king; poor on the 6-file
    [  16,    -46,  -146,   38,    140,    88,
      -202,  198,   74,  108,   44,    -122,
       56,   244,  210,   104,   60,    64,
        36,  182,  182,  334,  226,    140,
     -172,  212,  232,  346,    348,    252,
       -122,   86,  216,  192,    124,   112],
    // bishop: best advanced on files 6-4; left on its home ranks it is worth much less
    [  236,  198,  356,  186,    206,     0,
       124,   54,  212,    192,    132,    34,
       146,   84,   34,    80,    54,    64,
      142,   72,  -184,  -84, -136,    -70,
     -124,   -42, -118, -258,  -112, -228,
        -88,    2, -182, -246, -294,   -40],
    // rook: on the enemy's back rank it promotes and does damage; kept home (ranks d-f) it is
    // far worse
    [ 216,  192,  206,  120,   326,    2,
      216,   94,    52,   60,   148,    90,
      -142,   -214, -350,    -234, -214,    50,
     -148, -258, -224, -448, -210, -428,
        -130,   22, -182, -254, -198, -242,
        -234, -268, -328, -482, -302, -388],
    // king: the fit scores a king that ran up the 6- and 5-files highly (in these games such a
    // king escaped to where the enemy has no pieces, often to win on impasse points)
    [ 692,  702,  462,  386,   70,   88,
      716,  814,  312,  -60,   -8,  -24,
      638,  624,  116,  -20,  -146,    4,
      350,  454,  166,  -18,    -4,  -102,
       78,  336,   -56,  -12,    -126,    -172,
      -94, -124,  -22,    -44,    -120,   -302],
    // tokin: an advanced gold, cheap for the owner; poor stuck in the corner by the 6-file
    [-406, -280,   -42,   24,   -122,   -126,
     -310,  -70,   16,   -12,   -140,   -116,
     -114,   26,   80,   -10,   -20,    6,
        -98,    66,    88,    8,    6,    0,
        -132,    52,    130,    4,    2,    0,
       -4,    0,    2,    2,    0,   -4],
    // promoted knight: as the tokin, best central on ranks b-c
    [-362, -464, -308,  -16,   -222,   -214,
     -300,  -58,   64,    -72,   24,   -198,
        -32,   100,  214,  188,   220,    -68,
        126,    34,    364,    40,    6,    0,
        0,    192,    188,    16,    2,    0,
       -4,    0,    2,    2,    0,   -4],
    // promoted silver: as the tokin, best central on rank b
    [ 148,   70, -122,   14,   -242,   -60,
       -152,  254,  178,   24,   -22,   -86,
         2,   400,  236,   110,   64,    -36,
        0,    2,    20,    0,    6,    0,
        0,    2,    12,    4,    2,    0,
       -4,    0,    2,    2,    0,   -4],
    // horse: best on the enemy side, files 5-3
    [  44,  110,  242,  266,    246,    174,
       162,   130,  262,  196,    -28,    -64,
        8,   162,   -52,   112,   62,    6,
        -42,    -28,    4,   72,   34,    180,
        -82, -148,    -136,   42,  -20,    -6,
        150,     -4,    -124,    -44,    -46,    -4],
    // dragon: in the enemy camp
    [ 108,  128,  174,   16,  268,   60,
       76,   94,  138,  132,  152,  124,
       32,   48,   66,    132,    -26,    62,
        -12,   86,   60,    -20,    108,    88,
          8,   30,    32,    124,     14,    78,
        24,  -32,   14,    -36,    -60,    -4],
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
       98,    98,   -92,   -22,    96,   -12,
       74,   -24,   -12,    40,     0,   -110,
       90,  -180,    64,   -58,     0,     0,
       104,   -10,   -72,   -162,   -64,   -78,
       -2,   -62,   -62,   -58,    70,    64,
      180,   -46,     0,     0,     0,     0,
       24,   -22,     0,     0,    56,    50,
        6,   -76,     0,     0,    -14,     0,
        0,   -46,     0,     0,     0,     0,
    // 2 ahead, 1 left
      -38,     8,    76,    -10,    66,    40,
       14,    36,    92,    34,   -74,   -148,
       -10,     24,    126,    34,     0,     0,
        4,   -50,   -84,   -92,   -34,   -98,
      -40,    28,    28,  -138,   -62,    36,
      -120,   -26,   -58,    26,     0,     0,
      -40,   -58,     0,     0,    66,   -98,
       50,    110,     16,    40,   -16,   -70,
     -188,   -66,     0,     0,     0,     0,
    // 2 ahead
        0,     0,     2,   -40,    22,   -50,
       -48,     -4,    34,   -22,    42,    18,
       10,   -40,    32,    -8,     4,    124,
        4,   -72,  -182,  -160,   -12,  -130,
        4,     10,    12,    -2,   -80,    -6,
       -4,   -18,    120,    18,     0,   -92,
      132,   -26,     0,     4,    94,    38,
       130,   -96,  -138,    20,  -146,    134,
       114,   -82,   -60,   202,   -88,   -48,
    // 2 ahead, 1 right
      -52,   -22,    62,   -32,    78,   -12,
      -22,    -6,    68,   -50,     0,   -112,
       44,   -38,    24,     -24,    126,    30,
      -12,    52,    20,   -46,   -62,    48,
       -12,    30,    28,   -48,     10,    34,
       52,     8,   -56,   -74,  -352,    54,
       52,    56,    72,   -90,   -56,   216,
      -46,   -28,    102,   -80,    42,   -104,
       26,   -26,   -58,  -206,   -132,   -88,
    // 2 ahead, 2 right
       58,   -26,    50,     6,   -44,   -108,
       16,   -20,     10,    104,   -40,    36,
      -18,    16,    30,     18,   -58,   184,
       16,   -88,     4,   -32,    48,    -26,
       10,   -52,     6,    36,    56,     -16,
       18,    12,     8,    42,     34,    24,
        -14,   -50,   -70,    -20,    90,   -50,
      -36,     8,   -46,  -140,    124,    64,
        12,   -26,   -36,     6,   -10,    70,
    // 1 ahead, 2 left
        2,    -14,    96,    28,     6,    94,
       14,   -26,    94,     4,    34,   -76,
       136,    18,    22,   -50,     0,     0,
      -86,   -64,     24,    134,    40,   -42,
       94,     6,   -18,   -44,     0,    -8,
      -58,   -12,     8,   -90,     0,     0,
       -4,    122,     0,     0,   -24,     -16,
       110,    34,     0,   -118,   -74,     0,
      -66,     14,     16,     0,     0,     0,
    // 1 ahead, 2 right
      -132,    32,   -108,    54,   -90,   -18,
       10,    18,     -8,    22,    40,    28,
        24,     12,    74,     4,     6,    150,
      -86,   -46,    24,     0,   -56,   -14,
      -12,   -10,    22,   -28,   -18,   -20,
       48,    18,     8,   -20,   -48,    34,
      -48,   -60,    34,   -168,    68,    -10,
      -54,   -68,   -60,     6,    40,     -2,
        4,    -14,   -86,    76,     4,   -112,
    // 2 left
       48,    76,    68,    -4,    126,   -12,
     -124,    52,    74,   -44,     0,    122,
      -104,    38,    34,  -136,     0,     0,
       102,    66,     6,   -82,   -74,     24,
      -12,    112,     2,    -2,     22,    98,
        8,    -12,     0,    24,     0,     0,
      -52,    36,     0,     0,     0,     0,
      -58,   -118,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,
    // 2 right
      -46,   -50,   -38,   -26,    10,     8,
       -8,   -16,    32,     14,   -82,    104,
       10,   -18,    34,     8,    -14,    102,
       30,    -20,   -60,     0,   -48,    64,
        10,    14,   -20,   -38,   -42,   -16,
       52,     0,     16,    34,     8,    142,
      -24,   -40,    34,    36,    88,   -66,
      -30,    42,  -234,   -122,   -52,    100,
        0,     0,   -140,     -22,    94,    106,
    // 1 behind, 2 left
       148,    72,     34,   -84,   -92,   -36,
       68,   -26,   -108,    72,     0,     46,
     -184,   -30,    120,    102,     0,     0,
       -4,   -16,   -72,    58,   -76,   -28,
       42,   -24,   -58,   -64,     2,    76,
      -42,   -42,     0,    92,     0,     0,
      -58,    12,     0,   -114,     0,    28,
       42,    114,     0,     0,     0,     0,
      -12,    48,     0,     0,     0,     0,
    // 1 behind, 2 right
        12,    40,    30,     4,    40,    12,
        0,    44,    34,    62,     8,     30,
       12,    16,   -94,   -52,     0,    64,
      -74,   -30,    18,    30,    -4,    42,
       20,    -6,     4,     -8,    38,     -8,
      -74,    28,    42,    -8,   -28,   -28,
      -88,    -18,    -8,   -16,    112,    50,
      -10,   -82,   -152,    86,    -6,   -140,
      -52,   -70,   -50,    30,   -48,   -98,
    // 2 behind, 2 left
       30,     -46,   -84,    60,    -8,    40,
      -154,    32,     8,    110,     0,   -24,
      -144,    -12,    54,    -16,     0,     0,
       24,   -92,   -124,    46,    30,    64,
      -106,   152,    56,    48,     0,    68,
       130,    32,     0,    30,     0,     0,
      -30,   230,     0,     0,     0,    112,
      -28,   -38,     0,     0,     0,    88,
        0,    30,     0,     0,     0,     0,
    // 2 behind, 1 left
       38,    42,    108,     10,   -10,    94,
      -64,    68,   -72,  -188,    34,   -18,
      -78,   -94,    52,   -124,     0,     0,
       120,    50,     10,   -34,  -242,     4,
       56,    14,     2,   -58,    20,     16,
      -40,   152,   -88,    82,     0,     0,
       10,    116,     0,    28,    38,    60,
      -22,   -54,   -22,     4,     0,   -38,
       -6,    56,     0,     12,     0,     0,
    // 2 behind
      -98,    36,    80,    74,    132,   -14,
      -90,    14,   -88,    -2,   -58,   -20,
      -80,    54,   -118,     0,     0,     0,
      -140,    42,    42,    74,   -22,    78,
        8,    78,    126,     6,     28,   -30,
       94,    74,    24,   -68,     0,     0,
      -136,    -2,    -6,    46,    42,    54,
      -72,    74,    118,     6,   -50,   -52,
        -6,     2,     26,    28,     0,   -60,
    // 2 behind, 1 right
       14,   -24,    20,    60,    100,    110,
      -54,   -62,     -6,   -36,    32,    16,
       14,   -48,   208,   -124,     0,     -18,
      -58,    24,     14,     4,   -10,   -24,
      -58,    28,   -106,    58,     6,   -14,
      -102,     0,   170,    -8,    10,     14,
        10,   124,     0,    16,    82,     6,
      -56,    50,   -114,    122,    46,    80,
      -138,   -80,   -28,     4,   -28,   -14,
    // 2 behind, 2 right
       66,   -66,   -32,    20,    74,   -10,
       76,   -18,   -30,   -42,   -54,    62,
     -182,   -34,   -134,   -104,     0,     10,
       90,   -52,   -128,   202,    62,    68,
      -18,     6,    40,    110,   -76,    74,
      -62,    70,   140,    42,    48,   -20,
       66,    -18,    54,    70,   -26,   -46,
        8,    16,    -12,     -10,   -104,    28,
      -140,     -10,    42,    108,    44,     4,
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
      -32,   -40,   -44,   -64,    28,     2,  -216,    50,    48, // pawn
        0,    48,    92,   -98,   -52,    42,  -148,   -102,    -4, // knight
       10,    14,     8,   -72,   -62,     -26,   -126,  -170,   -70, // silver
      -28,     16,     6,  -124,   -56,    -30,  -218,   -102,  -214, // gold
        2,    50,    60,   -90,   -78,   -78,   -72,  -218,  -322, // bishop
        18,    42,    64,  -314,  -302,  -278,    24,  -222,  -390, // rook
        0,     0,     0,     0,     0,     0,     0,     0,     0, // king (unused)
       24,   -62,   -104,     18,   -28,    66,     0,     6,    22, // tokin
        20,   -26,   -60,  -218,   -14,    74,   -134,    -4,   -78, // promoted knight
      -42,     20,    30,   -166,   -42,   -38,     0,    78,     10, // promoted silver
        38,    12,     4,  -234,  -164,  -138,     0,   -70,   -150, // horse
      -16,    16,    26,  -316,  -342,  -300,     0,     0,     0, // dragon
    // the owner to move
       24,     0,    18,    -6,    80,    54,   -136,   -18,    98, // pawn
        2,    48,     58,  -166,   -58,    18,  -166,  -174,   -30, // knight
       18,    10,     0,  -156,   -70,   -62,  -246,  -182,   -90, // silver
      -30,    30,     28,  -246,     -48,    -46,  -136,  -214,  -204, // gold
       -8,    58,    64,  -178,  -120,   -102,   -146,  -342,  -302, // bishop
       46,    60,    78,  -272,  -242,  -200,  -196,  -544,  -506, // rook
        0,     0,     0,     0,     0,     0,     0,     0,     0, // king (unused)
       22,   -42,   -44,    56,    58,    74,     0,    92,    124, // tokin
       48,    -2,   -28,   -70,     -12,    48,   -78,   -92,   -24, // promoted knight
       24,   -68,   -48,  -184,   -86,   -86,    26,    -6,    42, // promoted silver
       70,     22,     2,  -186,  -200,  -156,    -24,  -374,  -280, // horse
       34,    44,    42,  -292,  -262,  -220,     6,  -384,  -216, // dragon
];

/// Ring-control entries: the square's step from the king (3 x 3, owner's view), the enemy's
/// attackers on it (0, 1, 2 or more), the owner's defenders other than the king (the same),
/// what stands on it (nothing, the owner's piece, the enemy's), and whether the enemy has a
/// piece in hand.
pub const RING_CONTROL_ENTRIES: usize = 2 * 9 * 3 * 3 * 3 * 2;

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
      -92,    -20,   -44,    -2,    60,    -34,
       26,    -16,    -24,    -54,     0,    70,
       74,    58,    80,    32,     0,     0,
       48,  -132,   -114,    -70,   -106,   -98,
       70,   -62,    62,     4,    50,   -82,
       84,    68,    96,   190,     0,     0,
       92,     18,  -110,   -68,     0,     0,
       74,    36,    50,   -84,     0,     0,
       102,   -36,    22,     0,     0,     0,
    // ahead
        2,    -72,    18,   -48,   -86,  -292,
       76,   -44,    32,     -34,    12,    56,
        8,   -48,    10,   -62,     0,    76,
      -24,   -116,     4,   -74,     42,   -188,
       36,  -142,    68,     0,    34,    24,
      110,   -14,    26,   -22,     0,   -18,
      -28,   -42,  -148,  -288,     10,     0,
     -184,   -66,    94,    -16,    86,     0,
       84,   -36,    88,   150,     0,     0,
    // ahead-right
       116,    68,    38,    72,   -48,  -240,
       78,   -14,   -24,    42,    38,    34,
       24,   -12,    18,    12,     0,    78,
       78,    -48,    84,    14,     76,  -108,
       56,   -40,    -10,   -54,   -112,    -38,
       14,    22,    -6,    24,    34,    -4,
      -60,   -116,  -236,  -310,   -42,    52,
       64,     6,  -122,  -194,   -76,   -86,
       32,   -80,    84,   -50,    -8,     0,
    // left
       40,    56,    36,    54,    34,   -130,
       10,    50,    56,    66,     0,    -16,
       80,   -56,     4,    144,     0,     0,
       -12,    60,    -4,    -8,    -4,   -70,
       72,   -26,   -76,    10,    10,     -16,
       24,   -26,    -30,   -176,     0,     0,
       -4,   -66,   -82,   -20,     0,     0,
        16,   342,  -216,   -94,     0,     0,
       62,    60,   -44,    130,     0,     0,
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
       -12,   -46,   -62,     4,    42,   -56,
        4,   -14,     4,    22,    18,    -2,
       16,    48,   -22,    82,     0,   -44,
        46,   -42,   -24,   -84,    70,  -338,
       42,     -6,   -48,     -30,    -32,   -178,
      156,    46,    38,    128,   -42,   -70,
        6,    52,  -266,  -240,    50,    -10,
      228,    14,   -52,  -176,    36,    76,
       94,    50,     32,    74,    66,     0,
    // behind-left
       52,     10,   -46,    24,     0,   -80,
       40,   -18,   -10,     -18,     0,   -86,
      -62,   236,   -48,     40,     0,     0,
       92,   -68,    56,   -52,     2,     -12,
       40,    -12,   -108,     -20,     0,   -66,
       26,    34,   -74,    90,     0,     0,
      -32,     -20,     0,   -40,     0,    32,
      -44,    170,    56,     12,     0,     0,
       38,    -14,     0,     2,     0,     0,
    // behind
      -46,   -22,    32,    24,   -22,   -44,
      -38,   -74,   -60,   -60,     0,     -20,
     -126,   -82,   -70,  -154,     0,     0,
       26,    20,     62,   -114,    50,   -102,
      -52,   -64,   -42,    -14,     6,   -74,
       -16,   -108,    64,   -32,     0,     0,
       68,    16,   -56,   -22,     0,    26,
       56,    150,   -18,   -56,     0,    20,
      -20,    58,    34,   -70,     0,     0,
    // behind-right
       68,    12,    88,    -12,    20,     8,
      -18,   -32,   -34,    38,     0,    38,
      -46,   -82,   -52,    48,     0,    -2,
      140,    38,   -82,  -196,    16,  -168,
       -6,   -56,   -28,   -18,   -152,   -22,
      -32,   -86,   152,    72,     6,    16,
       22,    26,   -40,   -38,   -34,    36,
       -6,     2,  -126,   -66,    -4,   -58,
        4,    44,   -120,   -100,     0,     0,
    // the owner to move
    // ahead-left
      -18,    68,   -58,    54,    38,    48,
       -14,    16,    -44,     4,     0,    46,
       94,    90,    18,    44,     0,     0,
       54,   -12,   -58,     2,   -90,    16,
       86,    52,    -46,    56,    38,    14,
       96,    104,    150,   150,     0,     0,
       60,     -14,  -190,   -134,     0,     0,
       100,     4,    80,   -66,     0,     0,
       108,   -60,    22,     0,     0,     0,
    // ahead
       18,     8,    -2,    -6,   -84,   -94,
       26,     0,    -6,     -18,    14,    140,
       -2,   -18,    -30,   -66,     0,    48,
      -10,   -48,   -28,    10,     -18,   -62,
        4,   -90,    36,    30,    58,    10,
       42,   -64,    22,   -38,     0,   -18,
      -64,   -104,  -108,  -302,     -12,     0,
     -218,  -206,    70,    70,    126,     0,
       -2,     6,    60,   186,     0,     0,
    // ahead-right
       64,    140,    44,    74,    -8,   -74,
       52,    24,   -22,    10,     6,    14,
       10,   -36,    -2,    -46,     0,    44,
       86,    60,    38,    86,     -28,  -226,
       38,   -32,    14,   -16,   -38,    -12,
       28,    -12,    -8,    48,    14,    32,
      -116,   -54,  -264,  -342,    -6,    70,
       66,   -82,  -124,  -184,   -102,   -74,
       20,   -42,    132,     8,    -8,     0,
    // left
       52,    110,    56,    68,    34,    -2,
       36,    46,    32,    76,     0,    -2,
       66,   -102,     8,    54,     0,     0,
       -30,    76,    -32,    70,   -28,   -94,
       64,   -20,    -6,     0,    10,     2,
       44,   -28,     4,   -30,     0,     0,
       -10,   -58,   -154,   -38,     0,     0,
        -6,   244,  -176,   -108,     0,     0,
       62,    30,   -100,    76,     0,     0,
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
       -12,   -38,   -42,    10,    24,    12,
      -14,   -16,     0,    10,    18,    36,
       -10,    38,    -8,    44,     0,   -20,
        -24,   -116,     4,   -40,    116,  -230,
       42,     -26,    24,     26,     6,   -80,
      116,    28,    104,    80,   -52,   -20,
       -20,    -42,  -288,  -280,    62,    -30,
      180,    -4,   -124,   -94,    10,    18,
      128,    24,     16,    90,    66,     0,
    // behind-left
       50,     -16,     0,    10,     0,   -28,
       54,    -8,   -34,     -8,     0,   -42,
      -30,   158,   -22,     32,     0,     0,
       74,   -34,    90,   -70,     -14,     14,
       10,    102,     2,     -12,     0,   -36,
       32,    96,   -56,    106,     0,     0,
      -62,     -2,     0,   -66,     0,    32,
      -18,    42,    30,     12,     0,     0,
       56,    -2,     0,     2,     0,     0,
    // behind
      -38,   -12,    80,    24,   -22,   -44,
      -30,   -76,   -68,   -64,     0,     0,
     -132,   -32,   -60,  -122,     0,     0,
       108,    46,     -20,     4,    80,   -80,
      -62,    -4,   -40,    -6,     6,   -60,
       -10,   -56,    42,   -20,     0,     0,
       54,    120,   -94,   -30,     0,    28,
       66,    104,   -44,   -68,     0,    20,
      -22,    62,    26,   -66,     0,     0,
    // behind-right
       28,    94,    86,     0,    -18,     -50,
      -26,   -32,    -4,    -14,     0,    70,
      -76,   -98,   -82,    16,     0,    -2,
      186,    146,   -72,   -26,    -16,  -172,
       52,   -14,    30,   -44,   -108,   -50,
      -62,   -94,   142,    66,     6,    12,
       26,     2,   -60,   -76,   -54,    12,
       58,     -8,  -134,    -2,    -20,   -64,
       -4,    -26,   -136,   -86,     0,     0,
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
        48,   32,   32,   32,   32,    8,   -274,   64,   230,   158,    -28,
        48,   32,    42,  -40,   72,   108,  -38,  -142,   80,   -52,    94,
        -146,   -78,   14,    28,   52,   122,   -40,   62,   96,   84,   158,
         -20,   64,  -116,   70,  200,  152,   356,   44,  -162,   -112,   82,
        -14,   -120,  -68,   106,   92,    0,  204,   108,  -130,   -204,   -60,
        -42,   78,  -80,   138,   122,   186,   -104,   -118,  -82,   -14,   -136,
        72,   30,  -62,   100,   68,   -32,   -30,   170,   -10,   50,   92,
        38,   68,   110,   44,  -116,  -62,  -106,    12,  -64,   10,   76,
        120,   50,   170,    2,   42,   -46,   74,   -12,   56,   96,   48,
        48,   48,   48,   48,   48,   48,   28,   32,   48,   40,   48],
    // knight
    [   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,
        -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,
        -8,   -8,   44,   44,   124,   70,   88,   -30,   76,   -16,   28,
        -8,   -8,   16,  -160,  -46,  -174,   86,   36,   102,    10,   -42,
        -8,   -8,    8,  -156,   -144,   -46,   26,   16,  112,   -44,   72,
        -8,   -8,   44,  -90,   -40,    0,   48,   48,   56,   86,   54,
        -8,   -8,   44,  -144,   -308,   96,   126,    14,   30,   -120,   -18,
        -8,   -8,   44,  -100,  -132,  -30,  -52,  -120,   -82,   178,   258,
        -8,   -8,   44,   34,   -18,   186,   34,    40,   114,   -62,    14,
        -8,   -8,   -8,   -8,   -46,   -8,    -2,   -174,   -190,    8,    30,
        -8,   -8,   -8,   -8,   -28,   -20,   26,   -8,   -66,   62,   -8],
    // silver
    [   72,   72,   72,   72,   -6,   -144,   250,   122,   26,   172,   98,
        72,   48,   48,   -68,   266,   86,    54,   70,   154,   222,   84,
        72,   48,   -44,   -88,   -62,   38,   30,   76,  106,    8,   152,
        72,   48,    -10,  -104,  -68,    0,    -10,   -12,   12,  -46,   302,
        72,   -94,   -16,   142,   102,   70,  134,  -38,   48,   26,   100,
        72,   48,   86,   -8,   70,    0,   156,    8,  -66,    6,   -100,
        72,   48,    8,    8,   130,   30,    16,  -38,    -4,   30,   22,
        72,   48,   20,   70,  -28,   18,  -24,   -8,   -32,   -80,   158,
        72,   48,   20,    -8,   68,   24,   -140,     2,   64,   -88,   -58,
        72,   48,   48,   48,   124,   118,   -110,   -58,   98,   84,   58,
        72,   72,   72,   72,   72,   208,   52,   72,   72,   72,   72],
    // gold
    [ -324, -324, -324, -358, -208, -230, -208, -138,   -2, -404, -310,
      -324,   60,   60,   -80,   22,   -50,   120,   88,   78,   -92, -346,
      -324,   60,   12,    2,    10,   26,   14,  224,   128,   72,   20,
      -324,   60,   168,  -78,   68,   -12,   84,   16,   156,   176, -154,
      -324,   60,    0,  -174,   58,    -8,   16,   62,   10,   100, -182,
      -324,   14,   -152,   78,   -20,    0,  114,    -26,    16,   68, -102,
      -324,   142,   92,  -18,   68,  -30,    32,   14,   54,   -84, -268,
      -324,   60,   90,    2,   46,   126,   70,  -32,    -96,   102, -262,
      -324,   64,   12,    8,   66,   96,   62,   -18,   -116,   -22, -260,
      -324,   60,   60,   142,   52,   52,   50,   -28,   -166,   -16, -324,
      -324, -324, -324, -324, -336, -222, -294, -366, -334, -314, -324],
    // bishop
    [    0,    0,    18,    -114,    -158,    -86,    -12,    -46,    36,    42,    128,
         0,   32,   -68,   198,   98,   72,   20,  -42,   96,   56,    110,
         -36,   32,   -108,   -184,   142,   42,  -86,  -10,   30,   22,    -62,
         -24,   32,   -20,   14,   114,    2,   50,   36,   36,   -46,    102,
         0,   32,   -62,   46,   280,   38,    90,   82,    0,   166,  -46,
         0,   32,   34,    -34,   122,    0,   12,   80,   132,   80,  -28,
         0,   32,   48,   52,   18,  -14,   48,   134,   130,   196,    380,
         0,   32,   16,   130,   56,   140,   -12,    -28,    0,   46,    -244,
         0,   32,   16,    8,   20,   90,    -6,   98,   56,   -172,    -112,
         0,   32,   32,   32,   70,   16,    6,   24,   74,   -38,    -94,
         0,    0,    0,    0,    18,    -40,    -10,    0,    -2,    26,    12],
    // rook
    [    8,    62,    96,    -98,    -34,  -36, -106, -186,    -72,    -76,    -182,
         62,   38,   112,   -212,   -66,  -82,  -34,    -14,   58,   -112,    18,
         8,    6,   132,   192,   26,   46,   92,   122,    32,    2,    -152,
         8,   52,   30,   -114,   16,   10,  130,   -40,  120,    0,   -6,
         8,   52,   64,   92,   -70,   -28,  -44,   112,   116,   82,   92,
         8,   52,   -48,   100,   94,    0,   86,   82,  146,  152,   102,
         8,   52,   28,   92,    2,   24,   32,   264,  236,  192,    40,
         8,   52,   48,   84,    -18,   70,    6,   236,   98,   116,    144,
         8,   52,   48,   166,   136,   16,   -128,   124,   90,   48,    120,
         8,   52,   52,   52,   40,   -32,   -142,   -46,    4,   106,    -42,
         8,    8,    8,    28,    62,    18,    22,    0,     2,    32,    -26],
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
    [ -116, -116, -116, -116, -116,    6,   132, -110, -166,   66, -174,
      -116,   96,   96,   118,   134,    64,   -84,   -266,   90,   82, -214,
      -116,   96,  -28,  -28,   122,   32,   116,  -154,  -52,    88, -116,
      -116,   96,  -28, -140, -148, -188,   126,    114,   38,   70, -116,
      -116,   96,  -28, -140,   -30,    -18,   144,  -64,  -114,    -72, -116,
      -116,   96,  -28, -102,   -22,    0,   166, -100,   48,   46, -116,
      -116,   96,  -28, -172,   278,   -64,    -6, -116,  -200,   76, -116,
      -116,   96,  -28, -170,  -22, -170, -114, -168,  -28,   96, -116,
      -116,   96,  -28,  -44,  -80,  -50,  -140,  -66,  -28,   96, -116,
      -116,   96,   96,   96,   96,   24,   96,   96,   96,   96, -116,
      -116, -116, -116, -116, -116, -116, -116, -116, -116, -116, -116],
    // proknight
    [   44,   44,   44,   284,   144,   66,   258,    0,   -104,   -22,   -246,
        44,   76,   56,   -10,   120,   -2,   24,   -4,  206,   90,   154,
        44,   76,   -20,   -50,   124,   -12,  114,   228,   252,   120,    34,
        44,   76,   16,  -56,  -290,  -78,   98,    -8,   70,   128,   78,
        44,   76,   16,  -68,   -72,   14,   16,   60,   208,   -34,   -18,
        44,   76,   16,  -110,   -182,    0,   50,  -30,   22,   -6,   -44,
        44,   76,   16,  -48,   -82,   -70,   82,  -94,   -174,   -28,   -60,
        44,   76,   16,  -28,  -214,  -78,   14,  -216,   -34,   38,   44,
        44,   76,   16,   16,   16,   -34,   52,    -10,   16,   76,   44,
        44,   76,   76,   76,   76,   76,   76,   76,   76,   76,   44,
        44,   44,   44,   44,   44,   44,   44,   44,   44,   44,   44],
    // prosilver
    [  -96,  -96,  -96,  -96,  -96,  -218,  -124,   78,   88,   -78,  -152,
       -96,   92,   92,   124,   156,   10,   -24,   54,   206,   -48,   -96,
       -96,   92,   84,   210,   -32,   20,   190,   144,   146,   116,  -54,
       -96,   92,   84,  -72,   20,   -4,  -152,   80,   -46,   16,  -96,
       -96,   92,   84,  -72,  -108,  -72,  -42,  -44,   -86,   32,  -96,
       -96,   92,   84,  -114,  -50,    0,  -50,   22,   82,   90,  -162,
       -96,   92,   84,  -84,  -30,  -206,  -128,  -56,   32,   88,  -116,
       -96,   92,   84,  -72,  -86,  -138,  -316,   16,   132,   62,  -96,
       -96,   92,   84,   84,   84,   68,   88,   40,   84,   92,  -96,
       -96,   92,   92,   92,   92,   92,   92,   92,   92,   92,  -96,
       -96,  -96,  -96,  -96,  -96,  -96,  -96,  -96,  -96,  -96,  -96],
    // horse
    [ -184, -184, -134, -186, -180,  -46, -190, -216, -204, -110, -298,
      -184,  -106,    6,  -94,   56,  -76,     8,  -54,  -40,  -94,  -72,
      -184,  -68,   28,   -96,   72,   116,   102,   134,    70,  -88, -218,
      -184,  -68,   194,   74,  140,  148,  230,  136,   58,   72,    0,
      -184,  -68,   60,   34,  136,  170,  130,  176,  110,    28, -144,
      -184,  -68,   158,   62,  174,    0,  226,   18,   164,   -2,    8,
      -184,  -68,   60,    2,  270,  198,  138,   86,   42,   124,  -84,
      -184,  -68,   60,  140,    -100,   32,  140,   48,   10,  -126, -152,
      -184,  -68,   60,   60,   -24,   154,   104,   -10,   62,  -162, -238,
      -184,  -68,  -68,  -68,  -68,  -114,   34,  -90,  -92,  -174, -184,
      -184, -184, -184, -184, -184, -184, -184, -184, -184, -184, -104],
    // dragon
    [ -104, -104, -104, -112,   -2,   144,   58,  -78,  -24,  -42,  -28,
      -104,   40,   118,   86,   146,   80,   44,  -40,   162,    8,   52,
      -104,   48,   12,   184,   58,   68,  106,   34,   54,   -8,   34,
      -104,   40,   26,   64,  306,   76,   88,   10,   114,   -146, -156,
      -104,   40,   -22,  176,  218,  118,  102,   46,   -86,   40,  -24,
      -104,   56,   26,  178,  284,    0,  188,   10,   -134,   -150,   74,
      -104,   40,   30,  194,  194,  246,   88,   92,   38,   -40, -234,
      -104,   40,   32,  166,   68,  162,  198,   -22,   -14,   -8, -206,
      -104,   40,   32,   32,   16,   -28,   140,   86,   164,   14, -216,
      -104,   40,   40,   40,   138,   120,   -114,   78,   -42,   -10, -116,
      -104, -104, -104,  -84, -126, -104,  -92, -104, -100, -104, -104],
];
/// The same by offset from the enemy king: where an attacker stands relative to the king it
/// attacks, not just how far, decides whether it threatens mate.
#[rustfmt::skip]
pub const ENEMY_KING_OFFSET: KingOffsetTables = [
    // pawn
    [   12,   12,   12,   12,   12,   12,   12,   12,   12,   12,   12,
        12,   -68,   86,    6,   88,   22,   32,   32,   32,   32,   12,
        -154,   192,    0,  -174,  -58,    32,   -2,  -36,  -36,   32,   12,
        158,   250,  -20,   -254,   -72,   -52,   34,   12,  -36,   32,   12,
         188,  328,  -94,   -158, -296, -334, -268,   12,  -36,   32,   12,
        116,   164,   -94,   -132, -314,    0, -436,   -46,  -36,   32,   12,
         30,   70,  -38,   -30, -248, -396, -340,    10,  -98,   32,   12,
        38,   64,   22,   132,   56,   122,   62,    10,  -88,   32,   12,
        -10,   30,  -64,  -80,  -48,    6,  -24,  -38,  -36,   32,   12,
         -36,   46,  162,   78,   194,   154,    8,   32,   32,   32,   12,
        12,   136,   228,    10,   152,     0,   -36,   12,   12,   12,   12],
    // knight
    [  -36,  -36,  -36,  -36,  -36,  -36,  -36,  -36,  -36,  -36,  -36,
       -36,  124,  124,  124,  124,  124,  124,  124,  124,  124,  -36,
       -34,  174,   -58,   50,   238,   112,   54,    -30,   52,  124,  -36,
        170,   94,   -104,  -10,  -80,  -134,  -52,  -58,   68,  124,  -36,
       -14,  168,   -108,  -192, -252, -290, -228,  -66,   52,  124,  -36,
       -32,  -92,   -32,  -154, -298,    0, -250,  -256,    -22,  124,  -36,
        94,  -66, -152,  -110,  -76, -116, -266,   44,   18,  100,  -36,
       -316,  102,  -22,  138,  -20,   106,  -20,   100,   32,  186,   22,
       -22,   -18,   16,   102,   16,  222,   144,   232,   64,  150,  -36,
       -120,   -76,   60,  144,  232,  302,   94,  256,  164,   -22,  -36,
       -124,   -68,   70,  -46,  120,  -78,  200,   154,   12,  -36,  -36],
    // silver
    [  -84,  -162,  -50,  -142,  -202,  -122,  -58,  -90,  -84,  -84,  -84,
        14,   -154,   -18,   -160,   -146,   -304,    -22,   136,   32,   32,  -84,
        16,   -170,  -296,  -278,  -184,  -184,   -22,   68,   82,   32,  -84,
       -174,   -52,  -72, -288,  -150,  -56,   22,    0,   88,   30,  -84,
       -124,   -62,    4,   66,  -48,   36,  -48,   98,   72,   -8,  -84,
       -174,   80,   -18,   78,  250,    0,    48,   -110,   -4,   -86,  -84,
       -92,    40,  142,  242,  -48,  -48,  -48,    -72,  128,   30,  -84,
        106,  120,   88,   30,  280,  282,  154,  -74,   -46,   52,  -84,
       220,   32,  120,  184,   184,  224,  196,   42,    -86,   32,  -84,
        68,   70,   22,   62,   164,    16,   -24,    8,   46,   32,  -84,
       -76,  238,    4,   32,  -38,   114,  -270,  -124,  -84,  -84,  -84],
    // gold
    [   146,  -50,  -92,  -250,  -234,  -242,   72,  -42,  -16,  -16,  -16,
       -148,  -38,  -194,  -310,  -24,  -136,  -138,  -36,  -24,  -24,  -16,
        44,  -264,   -226,   -274,   -238,   -182,   -30,   -46,   108,  -24,  -16,
       -70,  -278,   -140,   -218,   -274,   -258,   -102,   -94,   30,  -24,  -16,
       -38, -192,  -70,   -280,   18,  248,  186,   94,    0,  -44,  -16,
        50,  -48,   68,   64,  248,    0,  248,    -44,   -10,  -46,  -16,
        92,   24,  194,  148,  248,  248,  248,   148,   112,  -24,  -16,
        -26,   64,  164,   52,  178,   294,   178,   38,   288,  -24,  -16,
       200,   76,   110,   150,  158,   134,   86,   -42,   122,  -24,  -16,
       296,   84,    14,   18,  -58,   74,   46,    4,  -24,  -24,  -16,
       -68,   80,   80,  -20,  -66,  -90,  -154,   74,  -16,  -16,  -16],
    // bishop
    [    62,    -16,    -30,    -66,    8,    8,    30,    4,    4,    4,    4,
         120,   290,    2,   14,   -28,   16,    18,   -24,   -8,   -8,    4,
          0,   122,   172,   -44,   24,   24,   94,   120,   68,   -8,    4,
          0,   192,   174,  278,  108,  160,   50,   30,   104,   -8,    4,
         -128,   -54,    6,   34,  -72,   58,  -72,  130,   58,   -8,    4,
         -118,  -116,   -50,   98,  -168,    0,   20,  112,   -16,   -8,    4,
       -124,  -94,   -20,  -58,  -72,  -180,  -72,   -20,   42,   -8,    4,
         -174,   -36,    0,  198,   54,  150,  -34,  244,   18,    42,    4,
        -120,   -8,  160,    38,   38,   -42,   188,   -48,   84,   -8,    4,
          72,   218,   -6,   110,  -60,   100,    70,   220,    6,   -8,    4,
         400,   68,  -68,    -208,   34,   88,    -176,    20,    4,    4,    4],
    // rook
    [    4,    -94,    -10,    -24,    -176,    36,    22,    16,    4,    4,    4,
         -64,    4,    -88,    128,    -136,    118,    66,    -44,    8,    8,    4,
         -86,    96,   -94,   -210,   64,   116,   110,   100,   60,    8,    4,
         -110,     -6,   164,   -10,   -8,   296,   372,   74,    6,    8,    4,
         42,    24,   110,   142,  252,  116,  138,   18,   30,    -56,    4,
        122,  202,  250,  184,  116,    0,  116,   174,   12,    0,    4,
       102,   148,   102,   114,  342,  116,   64,   132,   130,    8,    4,
         72,    188,   120,    42,    -60,   258,   148,   88,   156,    14,    4,
         -14,   86,   36,  -20,   32,  148,   94,   106,   210,    38,    4,
         -154,  -10,  -52,  -36,   40,   84,   46,    36,    72,    8,    4,
         -34,   70,   66,   50,   30,   46,    24,    40,    24,    4,    4],
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
    [  -14,    36,  -184,    16,  -40,  -212,  -40,  -20,  -20,  -20,  -20,
       -300,   -60,   -178,   -208,   -42,   -140,   -10,   92,   68,   68,  -20,
        106,   -34,  -182,   -6,   -6,  -108,  -58,  -32,  -32,   68,  -20,
        160,    -14,  -22, -154,  -70,  -90, -108, -108,  -32,   68,  -20,
       234,   -54,  -170, -176, -572, -680, -680, -108,  -32,   68,  -20,
         20,   136,  260,  -48, -680,    0, -680, -126,    20,   68,  -20,
       156,   170,  142,   18, -680, -680, -680, -144,  -26,   68,  -20,
       -76,   272,   184, -108, -108, -108, -108, -108,  -32,   68,  -20,
       -70,   92,  272,  -32,  -32,  -32,  -32,  -32,  -32,   68,  -20,
       -20,   102,   68,   68,   68,   68,   68,   68,   68,   68,  -20,
       -20,  -20,  -20,  -20,  -20,  -20,  -20,  -20,  -20,  -20,  -20],
    // proknight
    [   60,   40,   -178,   56,   -142,   26,   62,   28,   32,   32,   32,
        50,   -78,   -186,   -164,   -160,   -164,   -112,   18,   -12,   26,   32,
        -268,   -158, -182,   -244,   16,   -108,   146,   -4,   88,   36,   32,
        -118,   -142,   -12, -124,  -22, -102, -154, -234,   88,    6,   32,
        28,    -6,   36,  -72, -114, -300, -210, -168,   10,   36,   32,
        202,   136,  208,  116, -300,    0, -300, -146,   -26,   62,   32,
        -8,  110,  262,   40, -300, -300, -300, -118,   204,   -46,   32,
         20,   108,   360,  -18, -136, -136, -136, -136,   88,   36,   32,
        238,   -28,    90,   88,   88,   88,   88,   88,   88,   36,   32,
        32,   -30,   36,   36,   36,   36,   36,   36,   36,   36,   32,
        32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32],
    // prosilver
    [ -132, -138, -106, -238, -212, -134, -132, -132, -132, -132, -132,
      -108,  -30, -254, -166, -216,  -70, -146, -108, -108, -108, -132,
      -180, -142,   -22,   -128,   -30,   20,  170,  244,  248, -108, -132,
      -200,    110,   -52,   66,   -60,    2,  114,   92,  248, -108, -132,
      -162,  -54,   -98,   34, -264, -520, -520,  104,  248, -108, -132,
        36,  -80,  372,   58, -520,    0, -520,  104,  248, -108, -132,
        56,   162,  318,  448, -520, -520, -520,  156,  248, -108, -132,
      -112,   70,  292,  290,  316,  104,  104,  104,  248, -108, -132,
      -132, -108,  238,  278,  248,  248,  248,  248,  248, -108, -132,
      -132, -108, -108, -108, -108, -108, -108, -108, -108, -108, -132,
      -132, -132, -132, -132, -132, -132, -132, -132, -132, -132, -132],
    // horse
    [ -128,    2, -142, -114,   18,   166, -174, -168, -124, -124, -124,
        32,   12,   12,   -136,   -78,   194,   -68,   -56,   -8,   -4, -124,
        26,   36,   -38,   -50,   -36,   100,   36,   22,   -18,   -34, -124,
        -2,   -146,   -72,   -94,  192,  226,  104,  148,   -22,   -4, -124,
      -156, -192,   124,   72,    0,    0,    0,  170,   30,   -30, -124,
      -134,  -100,   -72,   70,    0,    0,    0,   98,   82,   34, -124,
      -168, -188, -180,  192,    0,    0,    0,  250,   156,   52, -124,
       -82, -128,   -32,   92,   -30,  292,  254,   96,   72,   -4, -124,
       156,   64,    58,  -34,   14,   -2,   134,   -70,   48,   -4, -124,
       -42,   228,   160,  -62,   -26,   104,   152,   -4,   -4,   -4, -124,
        54,  -70,  -76, -246,  -48, -188,  -94, -124, -124, -124, -124],
    // dragon
    [ -260, -282,  -78,   12, -280,  -64, -254,  -100,  -42, -100, -100,
      -110,   -106,   -90,   60,   -76,   28,   -154,   22,   68,   24, -100,
       -64,   -112,   62,   -20,   162,   34,   56,   -16,   78,   12, -100,
       -40,   46,   98,  144,  184,  330,  200,  108,   -16,   54, -100,
      -114,   94,   80,  204,    0,    0,    0,  246,   108,   88, -100,
        62,  156,  106,  174,    0,    0,    0,  466,   206,   -104,  -52,
       -32,   72,  146,  260,    0,    0,    0,  156,   60,   -44, -100,
       -22,   74,   112,  120,   30,  224,  208,  344,   142,   12, -100,
        102,  -18,   56,    8,    6,   30,   292,   248,   90,   12, -100,
      -214,    2,    2,   -136,   -84,   -128,   -12,   -30,   12,   12, -100,
      -308,  -20, -112,   114,   28, -176,  -24, -100, -100, -100, -100],
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
