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
       30,   30,   30,   30,   30,   30,
     -138,   16,   16,   16,   16,   14,
     -282,    8,  118,    8,    8,    6,
     -248,  -62,    2,    2,    2,    0,
        0,  150,    0,    0,    0,    0],
    // knight: best on the central d squares, one jump from the zone
    [   0,    0,    0,    0,    0,    0,
        0,    0,    0,    0,    0,    0,
       10,  -42,  -44,  146, -138,   10,
      -82,   -4,  206,  462,  160,  174,
        0, -194,    4,  110,    6,    0,
      -10,  206,  326,  160,   -4,  -10],
    // silver: strong on files 5-2 from rank b to d; weak on the 6-file edge
    [   8,   12,  -64,   66,   12,    8,
       10,  262,  128,  358,   16,   10,
      -24,  142,  236,  322,  246,    6,
     -132,   96,  120,  434,  216,    2,
     -162,    0,   98,   94,   28,    0,
       -4,   28,  -28,   82, -152,   -4],
    // gold: files 5-3, forward or beside its king; poor on the 6-file
    [-164,    8,  -64,  148,    8,    4,
      -72,  288,  144,  244,   12,    6,
     -130,   44,  292,   96,  296,    4,
     -160,  250,  212,  352,  118,    0,
     -292,  186,  218,  242,    4,    0,
       -2,  126,  174,  190,    2,   -2],
    // bishop: best advanced on files 6-4; left on its home ranks it is worth much less
    [  54,  212,  284,  172,    0,    0,
       98,  102,  238,    6,    6,    0,
      -12,  -56,  -90,   62,    6,    2,
      -42,   36,  -98, -150, -388,    2,
     -340,   94, -112, -292, -106, -302,
        0,  -16, -212, -360, -316,   74],
    // rook: on the enemy's back rank it promotes and does damage; kept home (ranks d-f) it is
    // far worse
    [ 336,  298,  234,  156,   10,    8,
      210,  174,   98,   10,   10,    8,
      -60,   -8, -162,    2, -356,    0,
     -232, -256, -460, -554, -370, -492,
        0,  -54, -240, -226, -242, -342,
        0, -354, -310, -444, -222, -448],
    // king: the fit scores a king that ran up the 6- and 5-files highly (in these games such a
    // king escaped to where the enemy has no pieces, often to win on impasse points)
    [ 680,  660,  780,  -60,  -60,  -60,
      802,  730,  -50,  -50,  -50,  -50,
      612,  676,  -36,  -36,  -32,  -30,
      416,  498,  -18,  -18,  -14,  -12,
      118,  270,  -54, -154,    0,    4,
      -76, -132, -134,    0,    8,   12],
    // tokin: an advanced gold, cheap for the owner; poor stuck in the corner by the 6-file
    [-332, -382,   16,   16,   14,   10,
     -384, -154, -126,   18,   16,   10,
     -226,  -26,   14,   14,   12,    6,
        0,    6,    8,    8,    6,    0,
        0,    2,    4,    4,    2,    0,
       -4,    0,    2,    2,    0,   -4],
    // promoted knight: as the tokin, best central on ranks b-c
    [-598, -396, -100, -184,   14,   10,
     -376,  -54,  178,  188,   16,   10,
        6,   76,  352,  216,   12,    6,
        0,    6,    8,    8,    6,    0,
        0,    2,    4,    4,    2,    0,
       -4,    0,    2,    2,    0,   -4],
    // promoted silver: as the tokin, best central on rank b
    [ -42,  112, -206,   16,   14,   10,
       10,  264,  146,  220,   16,   10,
        6,   84,  226,   14,   12,    6,
        0,    6,    8,    8,    6,    0,
        0,    2,    4,    4,    2,    0,
       -4,    0,    2,    2,    0,   -4],
    // horse: best on the enemy side, files 5-3
    [ 222,  130,  206,  242,    4,    0,
       72,   94,  172,  230,    8,    4,
       62,   78,   70,   76,   10,    6,
        0,   58,  -48,   10,  -18,    6,
        4, -148,    8,   30,  -14,    4,
        0,    4,    6,    6,    4,    0],
    // dragon: in the enemy camp
    [ 316,  258,  242,  254,  392,  124,
      248,  180,  122,  176,  124,  220,
      164,  118,  108,    8,    8,    6,
        4,   -2, -126,    4,    4,    0,
        0,  -28,  -20,    2,    2,    0,
        0,  -58, -222,    2,    2,    0],
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
        48,   32,   32,   32,   32,   32,   32,   32,   32,   32,   48,
        48,   32,  -36,  -36,  -36,  -38,  -36,  -36,  -36,   32,   48,
        48,   32,  -36,   12,   12,   16,   12,   12,  -36,   32,   48,
        48,   32,  -36,  194,  150,  126,   68,   12,  -36,   32,   48,
        48,   32,  -36,   36,  110,    0,  170,   12,  -36,   32,   48,
        48,   32,  -36,   12,   50,   50,   68,   12,  -36,   32,   48,
        48,   32,  -36,   12,   40,   -6,   12,   12,  -36,   32,   48,
        48,   32,  -36,  -36,  -36, -118,  -36,  -36,  -36,   32,   48,
        48,   32,   32,   32,   32,   32,   32,   32,   32,   32,   48,
        48,   48,   48,   48,   48,   48,   48,   48,   48,   48,   48],
    // knight
    [   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,
        -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,
        -8,   -8,   44,   44,   44,   44,   44,   44,   44,   -8,   -8,
        -8,   -8,   44,  -64,  -64,  -64,   -6,  -20,  -10,    4,   -8,
        -8,   -8,   44,  -64,   20,   20,   -6, -150,  108,   -8,   -8,
        -8,   -8,   44,  -64,   20,    0,  -24,  -24,   76,   -8,   -8,
        -8,   -8,   44,  -64,   20,   20,   38,   28,   88,   -8,   -8,
        -8,   -8,   44,  -64,  -64,  -64,  -64,  -64,   44,   -8,   -8,
        -8,   -8,   44,   44,   44,   44,   44,   44,   44,   -8,   -8,
        -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,
        -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8],
    // silver
    [   72,   72,   72,   72,   72,   72,   72,   72,   72,   72,   72,
        72,   48,   48,   48,   48,   48,   36,   48,   48,   48,   72,
        72,   48,   20,   20,   20,   20,  -26,   56,  -52,  -84,   72,
        72,   48,   20,  -28,  -28,   48,  -48,  -26,   42, -110,   72,
        72,   48,   20,  -28,   76,   90,  126,  -56,   80,   48,   72,
        72,   48,   20,  -28,   76,    0,   80,   -6, -186,   48,   72,
        72,   48,   20,  -28,   76,  -30,   10,  -14,   20,   48,   72,
        72,   48,   20,  -28,  -28,  -28,  -28,  -28,   20,   48,   72,
        72,   48,   20,   20,   20,   20,   20,   20,   20,   48,   72,
        72,   48,   48,   48,   48,   48,   48,   48,   48,   48,   72,
        72,   72,   72,   72,   72,   72,   72,   72,   72,   72,   72],
    // gold
    [ -324, -324, -324, -324, -324, -324, -324, -324, -324, -324, -324,
      -324,   60,   60,   60,   60,   60,   60,   60,   60,   60, -324,
      -324,   60,   12,   12,   12,   12,   12,  194,   12,   60, -324,
      -324,   60,   12,  -16,  -16,  -16,   14,   40,   64,   60, -324,
      -324,   60,   12,  -16,   80,   46,   52,   32,   72,   60, -324,
      -324,   60,   12,  -16,   80,    0,  102,   40,    6,   60, -324,
      -324,   60,   12,  -16,   80,  -78,  -44, -118,   12,   60, -324,
      -324,   60,   12,  -16,  -16,  -42,  -74, -182,   12,   60, -324,
      -324,   60,   12,   12,   12,   12,   12,   12,   12,   60, -324,
      -324,   60,   60,   60,   60,   60,   60,   60,   60,   60, -324,
      -324, -324, -324, -324, -324, -324, -324, -324, -324, -324, -324],
    // bishop
    [    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,
         0,   32,   32,   32,   32,  -14,   54,  -68,   32,   32,    0,
         0,   32,   16,   16,   16,   16,  -22,  -10,   16,   32,    0,
         0,   32,   16,   64,   64,  -10,   44,  -12,   44,   60,    0,
         0,   32,   16,   64,   32,   62,   68,  120,   16,   32,  148,
         0,   32,   16,   64,   32,    0,   -2,  -14,   50,   34, -154,
         0,   32,   16,   64,   32,  -14,  -30,   64,   16,   32,    0,
         0,   32,   16,   64,   64,   64,   64,   64,   16,   32,    0,
         0,   32,   16,   16,   16,   16,   16,   16,   16,   32,    0,
         0,   32,   32,   32,   32,   32,   32,   32,   32,   32,    0,
         0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0],
    // rook
    [    8,    8,    8,    8,    8,  -62, -130, -124,    8,    8,    8,
         8,   52,   52,   52,   52,  -68,  -54,   52,   52,   52,    8,
         8,   52,   48,   48,   48,   24,  -34,   48,   48,   52,    8,
         8,   52,   48,   40,   40,   20,  160,   18,  178,   36,  -80,
         8,   52,   48,   40,   28,   28,  -22,   84,   58,   98,   82,
         8,   52,   48,   40,   28,    0,  100,  110,  146,  104,   94,
         8,   52,   48,   40,   28,   28,   28,   40,  116,  144,    8,
         8,   52,   48,   40,   40,   40,   40,   40,   48,   52,    8,
         8,   52,   48,   48,   48,   48,   48,   48,   48,   52,    8,
         8,   52,   52,   52,   52,   52,   52,   52,   52,   52,    8,
         8,    8,    8,    8,    8,    8,    8,    8,    8,    8,    8],
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
    [ -116, -116, -116, -116, -116, -116, -116, -116, -116, -116, -116,
      -116,   96,   96,   96,   96,   96,   96,   96,   96,   96, -116,
      -116,   96,  -28,  -28,  -28,  -28,  -28,  -28,  -28,   96, -116,
      -116,   96,  -28, -140, -140, -140, -140, -140,  -28,   96, -116,
      -116,   96,  -28, -140,   24,   24,   24, -140,  -28,   96, -116,
      -116,   96,  -28, -140,   24,    0,   24, -140,  -28,   96, -116,
      -116,   96,  -28, -140,   24,   24,   24, -140,  -28,   96, -116,
      -116,   96,  -28, -140, -140, -140, -140, -140,  -28,   96, -116,
      -116,   96,  -28,  -28,  -28,  -28,  -28,  -28,  -28,   96, -116,
      -116,   96,   96,   96,   96,   96,   96,   96,   96,   96, -116,
      -116, -116, -116, -116, -116, -116, -116, -116, -116, -116, -116],
    // proknight
    [   44,   44,   44,   44,   44,   44,   44, -198,   44,   44,   44,
        44,   76,   76,   76,   76,   76,   -6, -164,  112,   76,   44,
        44,   76,   16,   16,   16,   16,  124,   16,   16,   76,   44,
        44,   76,   16,  -32,  -32,  -32,  -32,  -32,   16,   76,   44,
        44,   76,   16,  -32,   12,   12,   12,  -32,   16,   76,   44,
        44,   76,   16,  -32,   12,    0,   12,  -32,   16,   76,   44,
        44,   76,   16,  -32,   12,   12,   12,  -32,   16,   76,   44,
        44,   76,   16,  -32,  -32,  -32,  -32,  -32,   16,   76,   44,
        44,   76,   16,   16,   16,   16,   16,   16,   16,   76,   44,
        44,   76,   76,   76,   76,   76,   76,   76,   76,   76,   44,
        44,   44,   44,   44,   44,   44,   44,   44,   44,   44,   44],
    // prosilver
    [  -96,  -96,  -96,  -96,  -96,  -96,  -96,  -96,  -96,  -96,  -96,
       -96,   92,   92,   92,   92,   92,   92,   92,   92,   92,  -96,
       -96,   92,   84,   84,   84,   84,   84,   84,   84,   92,  -96,
       -96,   92,   84,  -72,  -72,  -72,  -72,  -72,   84,   92,  -96,
       -96,   92,   84,  -72,  -96,  -96,  -96,  -72,   84,   92,  -96,
       -96,   92,   84,  -72,  -96,    0,  -96,  -72,   84,   92,  -96,
       -96,   92,   84,  -72,  -96,  -96,  -96,  -72,   84,   92,  -96,
       -96,   92,   84,  -72,  -72,  -72,  -72,  -72,   84,   92,  -96,
       -96,   92,   84,   84,   84,   84,   84,   84,   84,   92,  -96,
       -96,   92,   92,   92,   92,   92,   92,   92,   92,   92,  -96,
       -96,  -96,  -96,  -96,  -96,  -96,  -96,  -96,  -96,  -96,  -96],
    // horse
    [ -184, -184, -184, -184, -184, -184, -184, -184, -184, -184, -184,
      -184,  -68,  -68,  -68,  -68,  -14,    8,  -22,  -68,  -68, -184,
      -184,  -68,   60,   60,   60,   68,   50,   18,   60,  -68, -184,
      -184,  -68,   60,  108,  108,  200,  128,  180,  132,  -68, -184,
      -184,  -68,   60,  108,  208,  230,  218,  112,  136,  -68, -184,
      -184,  -68,   60,  108,  208,    0,  218,   34,   60,  -68, -184,
      -184,  -68,   60,  108,  208,  402,  310,  108,   60,  -68, -184,
      -184,  -68,   60,  108,  108,  108,  108,  108,   60,  -68, -184,
      -184,  -68,   60,   60,   60,   60,   60,   60,   60,  -68, -184,
      -184,  -68,  -68,  -68,  -68,  -68,  -68,  -68,  -68,  -68, -184,
      -184, -184, -184, -184, -184, -184, -184, -184, -184, -184, -184],
    // dragon
    [ -104, -104, -104, -104, -104, -104,   14, -142, -104, -104, -104,
      -104,   40,   40,   40,   40,  106,  -12,  -10,   40,   40, -104,
      -104,   40,   32,   32,   32,   30,  108,   24,   32,   40, -104,
      -104,   40,   32,  136,  136,   54,  114,  138,   32,   40, -104,
      -104,   40,   32,  136,  164,  164,  134,   68,   32,   40, -104,
      -104,   40,   32,  136,  164,    0,  242,  176,   32,   40, -104,
      -104,   40,   32,  136,  164,  164,  164,  136,   32,   40, -104,
      -104,   40,   32,  136,  136,  136,  136,  136,   32,   40, -104,
      -104,   40,   32,   32,   32,   32,   32,   32,   32,   40, -104,
      -104,   40,   40,   40,   40,   40,   40,   40,   40,   40, -104,
      -104, -104, -104, -104, -104, -104, -104, -104, -104, -104, -104],
];
/// The same by offset from the enemy king: where an attacker stands relative to the king it
/// attacks, not just how far, decides whether it threatens mate.
#[rustfmt::skip]
pub const ENEMY_KING_OFFSET: KingOffsetTables = [
    // pawn
    [   12,   12,   12,   12,   12,   12,   12,   12,   12,   12,   12,
        12,   32,   32,   32,   32,   32,   32,   32,   32,   32,   12,
        12,   32,  -36,  -36,  -36,  -36,  -36,  -36,  -36,   32,   12,
        12,   32,  -36,   12,   12,   12,   12,   12,  -36,   32,   12,
         8,  114,  -36,   12, -396, -396, -396,   12,  -36,   32,   12,
       144,   40,  -36,   12, -396,    0, -396,   12,  -36,   32,   12,
         2,  -58,  -36,   12, -396, -396, -396,   12,  -36,   32,   12,
        44,   12,  -80,   12,   12,   12,   12,   12,  -36,   32,   12,
        -8,   22,  -84,  -36,  -36,  -36,  -36,  -36,  -36,   32,   12,
         0,   62,  140,   32,   32,   32,   32,   32,   32,   32,   12,
        12,   12,   12,   12,   12,   12,   12,   12,   12,   12,   12],
    // knight
    [  -36,  -36,  -36,  -36,  -36,  -36,  -36,  -36,  -36,  -36,  -36,
       -36,  124,  124,  124,  124,  124,  124,  124,  124,  124,  -36,
       -36,  124,   52,   52,   52,   52,   52,   52,   52,  124,  -36,
       -36,  124,   52,  -20,  -20,  -20,  -20,  -20,   52,  124,  -36,
       -36,  124,   52,  -20, -204, -204, -204,  -20,   52,  124,  -36,
       -36,  124,   38,  -20, -204,    0, -204,  -20,   52,  124,  -36,
       -36,  124, -158,  -20, -204, -204, -204,  -20,   52,  124,  -36,
       -36,  124,  -34,  128,  -20,   98,  -20,  -20,   52,  124,  -36,
       -36,   46,   46,   58,  -20,  262,   52,   52,   52,  124,  -36,
       -36,  124,  168,  142,  162,  124,  124,  124,  124,  124,  -36,
       -36,   94,  -24,  -46,  112,  -36,  -36,  -36,  -36,  -36,  -36],
    // silver
    [  -84,  -84,  -84,  -84,  -84,  -84,  -84,  -84,  -84,  -84,  -84,
       -84,   32,   32,   32,   32,   32,   32,   32,   32,   32,  -84,
       -84,   32,  112,  112,  112,  112,  112,  112,  112,   32,  -84,
       -84,   32,  112, -406,  100,  100,  100,  100,  112,   32,  -84,
       -84,   32,   -6,   12,  -48,  -48,  -48,  100,  112,   32,  -84,
       -84,   38,   42,   28,  -48,    0,  -48,  100,  112,   32,  -84,
       -84,    8,  180,  210,  -48,  -48,  -48,  100,  112,   32,  -84,
       -84,  158,   98,  -24,  256,  100,  100,  100,  112,   32,  -84,
       -84,  -10,  108,  114,   84,  112,  112,  112,  112,   32,  -84,
       -84,   48,   28,   42,   98,   32,   32,   32,   32,   32,  -84,
       -84,  176,   16,  -84,  -84,  -84,  -84,  -84,  -84,  -84,  -84],
    // gold
    [  -16,  -16,  -16,  -16,  -16,  -16,  -16,  -16,  -16,  -16,  -16,
       -16,  -24,  -24,  -24,  -24,  -24,  -24,  -24,  -24,  -24,  -16,
       -16,  -24,   72,   72,   72,   72,   72,   72,   72,  -24,  -16,
       -16,  -24,   72,   64,   64,   64,   64,   64,   72,  -24,  -16,
       -16, -186,  -58,   64,  248,  248,  248,   64,   72,  -24,  -16,
       -16, -104,   36,   72,  248,    0,  248,   64,   72,  -24,  -16,
       -16,  -26,  218,  160,  248,  248,  248,   64,   72,  -24,  -16,
       -16,   36,  180,   16,  206,   64,   64,   64,   72,  -24,  -16,
       -16,   12,   96,   66,  136,   72,   72,   72,   72,  -24,  -16,
       222,   20,  -22,   28,  -24,  -24,  -24,  -24,  -24,  -24,  -16,
       -16,   30,   42,  -58,  -16,  -16,  -16,  -16,  -16,  -16,  -16],
    // bishop
    [    4,    4,    4,    4,    4,    4,    4,    4,    4,    4,    4,
         4,   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,   -8,    4,
         4,   -8,   68,   68,   68,   68,   68,   68,   68,   -8,    4,
         4,   -8,   68,  112,  112,  112,  112,  112,   68,   -8,    4,
         4,   -8,   68,  112,  -72,  -72,  -72,  112,   68,   -8,    4,
         4,  -82,   20,  112,  -72,    0,  -72,  112,   68,   -8,    4,
       -74, -124,   -8,  -64,  -72,  -72,  -72,  112,   68,   -8,    4,
         0,   14,   52,  262,   70,  112,  112,  112,   68,   -8,    4,
        18,   12,  130,  -12,   82,   -8,   68,   68,   68,   -8,    4,
         4,   86,  -98,   54,  -66,   50,   -8,   -8,   -8,   -8,    4,
         4,   14,  -78,    4,   58,   60,    4,    4,    4,    4,    4],
    // rook
    [    4,    4,    4,    4,    4,    4,    4,    4,    4,    4,    4,
         4,    8,    8,    8,    8,    8,    8,    8,    8,    8,    4,
         4,    8,   60,   60,   60,   60,   60,   60,   60,    8,    4,
         4,    8,   60,   72,   72,   72,   72,   72,   60,    8,    4,
         4,    8,   60,   72,  116,  116,  116,   72,   60,    8,    4,
        34,  160,  294,  224,  116,    0,  116,   72,   60,    8,    4,
       154,   90,   62,   72,  116,  116,  116,   72,   60,    8,    4,
         4,    8,   60,   72,    2,   72,   72,   72,   60,    8,    4,
         4,  -24,  114,  -42,   68,  136,   60,   60,   60,    8,    4,
         4,  -58,  -36,  -20,   76,   66,   88,    8,    8,    8,    4,
         4,   74,  100,  -10,   28,   46,    4,    4,    4,    4,    4],
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
    [  -20,  -20,  -20,  -20,  -20,  -20,  -20,  -20,  -20,  -20,  -20,
       -20,   68,   68,   68,   68,   68,   68,   68,   68,   68,  -20,
       -20,   68,  -32,  -32,  -32,  -32,  -32,  -32,  -32,   68,  -20,
       -20,   68,  -32, -108, -108, -108, -108, -108,  -32,   68,  -20,
       -20,   68,  -32, -108, -680, -680, -680, -108,  -32,   68,  -20,
       -20,   68,  -32, -108, -680,    0, -680, -108,  -32,   68,  -20,
       -20,   68,  -32, -108, -680, -680, -680, -108,  -32,   68,  -20,
       -20,   68,  -32, -108, -108, -108, -108, -108,  -32,   68,  -20,
       -20,   68,  -32,  -32,  -32,  -32,  -32,  -32,  -32,   68,  -20,
       -20,   68,   68,   68,   68,   68,   68,   68,   68,   68,  -20,
       -20,  -20,  -20,  -20,  -20,  -20,  -20,  -20,  -20,  -20,  -20],
    // proknight
    [   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,
        32,   36,   36,   36,   36,   36,   36,   36,   36,   36,   32,
        32,   36, -406,   88,   88,   88,   88,   88,   88,   36,   32,
        32,   36,   88, -136, -136, -136, -136, -136,   88,   36,   32,
        32,   36,   88, -136, -300, -300, -300, -136,   88,   36,   32,
        32,   48,  182, -136, -300,    0, -300, -136,   88,   36,   32,
        32,  108,  242, -136, -300, -300, -300, -136,   88,   36,   32,
        32,   36,   88, -136, -136, -136, -136, -136,   88,   36,   32,
        32,   36,   88,   88,   88,   88,   88,   88,   88,   36,   32,
        32,   36,   36,   36,   36,   36,   36,   36,   36,   36,   32,
        32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32],
    // prosilver
    [ -132, -132, -132, -132, -132, -132, -132, -132, -132, -132, -132,
      -132, -108, -108, -108, -108, -108, -108, -108, -108, -108, -132,
      -132, -108,  248,  248,  248,  248,  248,  248,  248, -108, -132,
      -132, -108,  248,  104,  104,  104,  104,  104,  248, -108, -132,
      -132, -108,  248,  104, -520, -520, -520,  104,  248, -108, -132,
      -132, -108,  248,  104, -520,    0, -520,  104,  248, -108, -132,
      -132, -108,  248,  104, -520, -520, -520,  104,  248, -108, -132,
      -132, -108,  248,  104,  104,  104,  104,  104,  248, -108, -132,
      -132, -108,  248,  248,  248,  248,  248,  248,  248, -108, -132,
      -132, -108, -108, -108, -108, -108, -108, -108, -108, -108, -132,
      -132, -132, -132, -132, -132, -132, -132, -132, -132, -132, -132],
    // horse
    [ -124, -124, -124, -124, -124, -124, -124, -124, -124, -124, -124,
      -124,   -4,   -4,   -4,   -4,   -4,   -4,   -4,   -4,   -4, -124,
      -124,   -4,   48,   48,   48,   48,   48,   48,   48,   -4, -124,
      -124,   -4,   48,  188,  188,  188,  188,  188,   48,   -4, -124,
      -124, -148,   48,  188,    0,    0,    0,  188,   48,   -4, -124,
      -284,  -94,   50,  188,    0,    0,    0,  188,   48,   -4, -124,
      -148, -172, -100,  188,    0,    0,    0,  188,   48,   -4, -124,
      -106, -106,  -44,  188,  188,  188,  188,  188,   48,   -4, -124,
      -124,   76,   80,  -48,   48,   48,   48,   48,   48,   -4, -124,
      -124,   -4,   -4,  -90,   -4,   -4,   -4,   -4,   -4,   -4, -124,
      -124, -124, -124, -124, -124, -124, -124, -124, -124, -124, -124],
    // dragon
    [ -100, -100, -100, -100, -100, -100, -100, -100, -100, -100, -100,
      -100,   12,   12,   12,   12,   12,   12,   12,   12,   12, -100,
      -100,   12,   60,   60,   60,   60,   60,   60,   60,   12, -100,
      -100,   12,   60,  176,  176,  176,  176,  176,   60,   12, -100,
      -100,  100,  106,  192,    0,    0,    0,  176,   60,   12, -100,
        -2,  142,  166,  196,    0,    0,    0,  176,   60,   12, -100,
      -180,   50,  162,  176,    0,    0,    0,  176,   60,   12, -100,
      -100,   -8,   60,  176,  176,  176,  176,  176,   60,   12, -100,
      -100,  -32,   60,   60,   60,   60,   60,   60,   60,   12, -100,
      -100,   12,   12,   12,   12,   12,   12,   12,   12,   12, -100,
      -100, -100, -100, -100, -100, -100, -100, -100, -100, -100, -100],
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
