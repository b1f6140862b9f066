//! Every evaluation weight, in centipawns, each with the reason it exists.
//!
//! The weights were fitted to game results by `examples/tune.rs` (Texel's method: the mean
//! squared error between a logistic of the evaluation and the game's result over quiet
//! positions from about 8,600 recorded games), in two rounds, each checked by a match: first
//! the scalar weights, then the piece-square tables with the scalars again. Table entries seen
//! in fewer than 2000 positions keep their hand-set values. Where the fit went against the
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
    230,  // pawn: weakest piece; its worth is in hand, as a drop
    270,  // knight: forward-only jumper, often stranded on a 6x6 board
    510,  // silver: flexible attacker and defender
    550,  // gold: the best king defender
    750,  // bishop: fewer open diagonals on 6x6 than on 9x9
    960,  // rook: controls a sixth of the board from one square
    0,    // king: never captured
    850,  // tokin: a gold that costs the opponent only a pawn when taken
    720,  // promoted knight: moves as gold, returns a knight when taken
    470,  // promoted silver: moves as gold, loses the silver's backward diagonals
    1280, // horse: bishop plus king steps, a strong defender too
    1220, // dragon: rook plus king steps, the strongest piece
];

/// Values of pieces held in hand, indexed by `PieceKind::index()` (hand kinds only).
/// A piece in hand can be dropped on any empty square, so it is worth more than on the board;
/// the fit values a pawn in hand at twice a pawn on the board (each side has only one).
pub const HAND_VALUE: [i32; PieceKind::HAND_NUM] = [
    380,  // pawn: cheap drops block checks and attack from point-blank
    360,  // knight: a dropped knight forks from anywhere
    670,  // silver
    830,  // gold: a gold drop next to the king often mates
    980,  // bishop
    1150, // rook
];

/// The king's worth in exchanges: more than all other pieces, so it is never traded.
pub const KING_EXCHANGE_VALUE: i32 = 20000;

/// A bonus for the side to move: it can act first.
pub const TEMPO: i32 = 8;

/// King-attack weight of each kind whose attacks reach the enemy king's neighbourhood.
/// Indexed by `PieceKind::index()`. The fit weighs the close-range pieces (pawns, generals,
/// promoted minors) far above the sliders: on 6x6 a contact attacker is the mating threat.
pub const ATTACKER_WEIGHT: [i32; PieceKind::NUM] = [
    111, // pawn
    50,  // knight
    60,  // silver
    166, // gold
    20,  // bishop
    12,  // rook
    0,   // king: does not attack the other king
    188, // tokin
    134, // promoted knight
    111, // promoted silver
    14,  // horse
    28,  // dragon
];

/// Danger per hand kind the attacker holds: every piece in hand is a potential drop next to
/// the king. Indexed by hand index. Small except for the knight, whose drop forks the king
/// from two ranks away and cannot be blocked; negative for the pawn by the fit, whose value in
/// hand (`HAND_VALUE`) already counts it.
pub const HAND_PRESSURE: [i32; PieceKind::HAND_NUM] = [
    -30, // pawn
    40,  // knight: forks the king from two ranks away
    20,  // silver
    6,   // gold: the classic mating drop
    -7,  // bishop
    -2,  // rook: attacks a whole line from a distance
];

/// Danger for each square next to the king attacked by the enemy and defended by no piece but
/// the king: the king cannot hold such squares.
pub const WEAK_RING_SQUARE: i32 = 20;
/// Danger for each square next to the king that the enemy attacks at all. Negative by the
/// fit: it offsets `WEAK_RING_SQUARE`, so that attacked squares we also defend count less.
pub const ATTACKED_RING_SQUARE: i32 = -16;
/// Danger for each empty, undefended square next to the king when the enemy holds pieces:
/// a place to drop an attacker.
pub const DROP_HOLE: i32 = 7;
/// Danger for each square where an enemy hand piece could be dropped with check and not be
/// taken: the first step of most mates.
pub const SAFE_DROP_CHECK: i32 = 21;
/// Danger per empty square on the king's file and rank when the enemy has a rook-mover:
/// open lines let rooks check from afar.
pub const OPEN_LINE: i32 = 4;
/// Danger per empty square on the king's diagonals when the enemy has a bishop-mover.
pub const OPEN_DIAGONAL: i32 = 6;
/// Danger removed per friendly non-king piece next to the king. Negative by the fit: pieces
/// crowding the king also take its flight squares, and mates on 6x6 are often smothered.
pub const RING_DEFENDER: i32 = -20;
/// Danger is scored as danger^2 / this: one attacker is harmless, several together are deadly.
pub const KING_DANGER_DIVISOR: i32 = 40;
/// The king-danger penalty saturates here, so a lost king does not outweigh being mated.
/// The fit lowered it from 1200: with heavy attacker weights danger saturates early, and the
/// search, not the evaluation, must tell a mating attack from a harmless one.
pub const KING_DANGER_CAP: i32 = 550;

/// Mobility per reachable square (empty or enemy) of each slider kind, indexed by kind:
/// a trapped big piece is worth much less than an active one. The horse's is slightly negative
/// by the fit: its king steps keep it useful when hemmed in.
pub const SLIDER_MOBILITY: [i32; PieceKind::NUM] = [0, 0, 0, 0, 47, 36, 0, 0, 0, 0, 2, 9];

/// Penalty per step of distance, beyond two, of a gold-moving or silver piece from the nearer
/// king: in a drop game generals away from both kings do nothing.
pub const GENERAL_STRAY: i32 = 72;

/// Bonus for a piece of each kind (by `PieceKind::index()`) at each Chebyshev distance from its
/// own king (index 0 unused): generals guard from close by, sliders work from afar.
pub const OWN_KING_DISTANCE: [[i32; 6]; PieceKind::NUM] = [
    [0, 44, 32, -36, 64, -88],    // pawn
    [0, 28, -52, 16, 12, 204],    // knight
    [0, 60, -28, 20, 68, 36],     // silver
    [0, 72, -28, -12, 136, -340], // gold
    [0, 24, 40, 12, 24, 4],       // bishop
    [0, 48, 60, 64, 16, 0],       // rook
    [0, 0, 0, 0, 0, 0],           // king
    [0, 80, -196, 16, 104, -252], // tokin
    [0, 12, -4, 40, 48, 24],      // proknight
    [0, -112, -68, 88, 0, -36],   // prosilver
    [0, 188, 76, 20, -76, -88],   // horse
    [0, 144, 100, 0, 40, -92],    // dragon
];
/// The same by distance from the enemy king: attackers must come close to mate.
pub const ENEMY_KING_DISTANCE: [[i32; 6]; PieceKind::NUM] = [
    [0, -84, 76, -52, 40, 16],       // pawn
    [0, -160, 4, 32, 92, -24],       // knight
    [0, -40, 104, 124, 40, -104],    // silver
    [0, 316, 104, 76, -28, -24],     // gold
    [0, 12, 72, 76, -16, 0],         // bishop
    [0, 80, 12, 64, 12, -8],         // rook
    [0, 0, 0, 0, 0, 0],              // king
    [0, -644, -252, -80, 64, -16],   // tokin
    [0, -368, -140, 120, 0, 40],     // proknight
    [0, -272, 108, 276, -132, -152], // prosilver
    [0, 0, 180, 60, -8, -100],       // horse
    [0, 0, 204, 60, 28, -116],       // dragon
];

/// Piece-square bonuses for Black, per kind. A row per rank, a to f, files 6 to 1.
#[rustfmt::skip]
pub const PST: [[i32; 36]; PieceKind::NUM] = [
    // pawn: advanced pawns cramp the enemy; the fit dislikes pawns on the 6-file (the king's
    // side) and likes one guarding the king's home from 5f
    [   0,    0,    0,    0,    0,    0,
       30,   30,   30,   30,   30,   30,
     -148,   16,   16,   16,   16,   14,
     -296,    8,    8,    8,    8,    6,
     -248, -146,    2,    2,    2,    0,
        0,  342,    0,    0,    0,    0],
    // knight: best on the central d squares, one jump from the zone
    [   0,    0,    0,    0,    0,    0,
        0,    0,    0,    0,    0,    0,
       10,   20,    6,   24,   20,   10,
        8,  -52,  210,  470,  152,    8,
        0, -222,   36,    8,    6,    0,
      -10,  212,  212,  156,   -4,  -10],
    // silver: strong on files 5-2 from rank b to d; weak on the 6-file edge
    [   8,   12,   14,   14,   12,    8,
       10,  300,   18,   18,   16,   10,
       14,  134,  286,  252,  332,    6,
     -202,  128,  106,  442,  220,    2,
     -182,  -16,   88,   66,    4,    0,
       -4,   96,  -34,   94,    0,   -4],
    // gold: files 5-3, forward or beside its king; poor on the 6-file
    [   4,    8,   10,   10,    8,    4,
        6,  200,   96,  134,   12,    6,
      -92,   70,  252,  100,   10,    4,
      -70,  264,  216,  366,    6,    0,
     -296,  188,  220,  198,    4,    0,
       -2,  128,  184,  202,    2,   -2],
    // bishop: best advanced on files 6-4; left on its home ranks it is worth much less
    [   0,  160,    2,    2,    0,    0,
       54,  130,   90,    6,    6,    0,
      -26,  -18,  -94,   10,    6,    2,
      -66,   90, -122, -170, -384,    2,
        0,   62, -150, -292,    6, -292,
        0,   16, -224,    2, -344,    0],
    // rook: on the enemy's back rank it promotes and does damage; kept home (ranks d-f) it is
    // far worse
    [ 328,  274,  204,   10,   10,    8,
        8,  130,   10,   10,   10,    8,
        0,    2,    2,    2,    2,    0,
        0, -304, -450, -478, -336, -506,
        0,  -74, -272, -222, -236, -342,
        0, -414, -320, -456, -250, -458],
    // king: the fit scores a king that ran up the 6- and 5-files highly (in these games such a
    // king escaped to where the enemy has no pieces, often to win on impasse points)
    [ 590,  552,  -60,  -60,  -60,  -60,
      694,  798,  -50,  -50,  -50,  -50,
      636,  692,  -36,  -36,  -32,  -30,
      498,  600,  -18,  -18,  -14,  -12,
      136,  252,  -16,   -4,    0,    4,
      -68, -112, -202,    0,    8,   12],
    // tokin: an advanced gold, cheap for the owner; poor stuck in the corner by the 6-file
    [  10, -270,   16,   16,   14,   10,
     -436, -206, -278,   18,   16,   10,
     -228,   12,   14,   14,   12,    6,
        0,    6,    8,    8,    6,    0,
        0,    2,    4,    4,    2,    0,
       -4,    0,    2,    2,    0,   -4],
    // promoted knight: as the tokin, best central on ranks b-c
    [-642, -374,  -82, -106,   14,   10,
     -430,  -74,  136,  314,   16,   10,
        6,   34,  294,   14,   12,    6,
        0,    6,    8,    8,    6,    0,
        0,    2,    4,    4,    2,    0,
       -4,    0,    2,    2,    0,   -4],
    // promoted silver: as the tokin, best central on rank b
    [ -86,  214, -250,   16,   14,   10,
       10,  340,  182,   18,   16,   10,
        6,   12,   14,   14,   12,    6,
        0,    6,    8,    8,    6,    0,
        0,    2,    4,    4,    2,    0,
       -4,    0,    2,    2,    0,   -4],
    // horse: best on the enemy side, files 5-3
    [ 316,  112,   84,  184,    4,    0,
       36,  104,  188,  304,    8,    4,
       88,  128,   60,   14,   10,    6,
      -72,   66,  -78,  -28,   10,    6,
        4, -146,   10,  -30,    8,    4,
        0,    4,    6,    6,    4,    0],
    // dragon: in the enemy camp
    [ 296,  248,  232,  276,  382,  108,
      294,  154,  112,  124,   96,   12,
      168,  154,  134,    8,    8,    6,
      -34,  -42,  -72,    4,    4,    0,
        0,  -52,   16,    2,    2,    0,
        0,    2,    2,    2,    2,    0],
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
    pub own_king_distance: [[i32; 6]; PieceKind::NUM],
    pub enemy_king_distance: [[i32; 6]; PieceKind::NUM],
    /// `PST` as each color reads it, by color, kind and square.
    pub pst: PstBySquare,
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
    own_king_distance: OWN_KING_DISTANCE,
    enemy_king_distance: ENEMY_KING_DISTANCE,
    pst: pst_by_square(&PST),
};

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
        let color = if c == 0 { Color::Black } else { Color::White };
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
