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
    200,  // pawn: weakest piece; its worth is in hand, as a drop
    280,  // knight: forward-only jumper, often stranded on a 6x6 board
    510,  // silver: flexible attacker and defender
    510,  // gold: the best king defender
    740,  // bishop: fewer open diagonals on 6x6 than on 9x9
    960,  // rook: controls a sixth of the board from one square
    0,    // king: never captured
    640,  // tokin: a gold that costs the opponent only a pawn when taken
    690,  // promoted knight: moves as gold, returns a knight when taken
    430,  // promoted silver: moves as gold, loses the silver's backward diagonals
    1280, // horse: bishop plus king steps, a strong defender too
    1210, // dragon: rook plus king steps, the strongest piece
];

/// Values of pieces held in hand, indexed by `PieceKind::index()` (hand kinds only).
/// A piece in hand can be dropped on any empty square, so it is worth more than on the board;
/// the fit values a pawn in hand at twice a pawn on the board (each side has only one).
pub const HAND_VALUE: [i32; PieceKind::HAND_NUM] = [
    420,  // pawn: cheap drops block checks and attack from point-blank
    350,  // knight: a dropped knight forks from anywhere
    660,  // silver
    820,  // gold: a gold drop next to the king often mates
    930,  // bishop
    1100, // rook
];

/// The king's worth in exchanges: more than all other pieces, so it is never traded.
pub const KING_EXCHANGE_VALUE: i32 = 20000;

/// A bonus for the side to move: it can act first.
pub const TEMPO: i32 = 4;

/// King-attack weight of each kind whose attacks reach the enemy king's neighbourhood.
/// Indexed by `PieceKind::index()`. The fit weighs the close-range pieces (pawns, generals,
/// promoted minors) far above the sliders: on 6x6 a contact attacker is the mating threat.
pub const ATTACKER_WEIGHT: [i32; PieceKind::NUM] = [
    123, // pawn
    47,  // knight
    81,  // silver
    148, // gold
    20,  // bishop
    2,   // rook
    0,   // king: does not attack the other king
    188, // tokin
    141, // promoted knight
    123, // promoted silver
    32,  // horse
    28,  // dragon
];

/// Danger per hand kind the attacker holds: every piece in hand is a potential drop next to
/// the king. Indexed by hand index. Small except for the knight, whose drop forks the king
/// from two ranks away and cannot be blocked; negative for the pawn by the fit, whose value in
/// hand (`HAND_VALUE`) already counts it.
pub const HAND_PRESSURE: [i32; PieceKind::HAND_NUM] = [
    -49, // pawn
    39,  // knight: forks the king from two ranks away
    19,  // silver
    4,   // gold: the classic mating drop
    0,   // bishop
    5,   // rook: attacks a whole line from a distance
];

/// Danger for each square next to the king attacked by the enemy and defended by no piece but
/// the king: the king cannot hold such squares.
pub const WEAK_RING_SQUARE: i32 = 21;
/// Danger for each square next to the king that the enemy attacks at all. Negative by the
/// fit: it offsets `WEAK_RING_SQUARE`, so that attacked squares we also defend count less.
pub const ATTACKED_RING_SQUARE: i32 = -11;
/// Danger for each empty, undefended square next to the king when the enemy holds pieces:
/// a place to drop an attacker.
pub const DROP_HOLE: i32 = 8;
/// Danger for each square where an enemy hand piece could be dropped with check and not be
/// taken: the first step of most mates.
pub const SAFE_DROP_CHECK: i32 = 21;
/// Danger per empty square on the king's file and rank when the enemy has a rook-mover:
/// open lines let rooks check from afar.
pub const OPEN_LINE: i32 = 5;
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
pub const KING_DANGER_CAP: i32 = 550;

/// Mobility per reachable square (empty or enemy) of each slider kind, indexed by kind:
/// a trapped big piece is worth much less than an active one. The horse's is slightly negative
/// by the fit: its king steps keep it useful when hemmed in.
pub const SLIDER_MOBILITY: [i32; PieceKind::NUM] = [0, 0, 0, 0, 49, 37, 0, 0, 0, 0, -3, 9];

/// Penalty per step of distance, beyond two, of a gold-moving or silver piece from the nearer
/// king: in a drop game generals away from both kings do nothing.
pub const GENERAL_STRAY: i32 = 64;

/// Piece-square bonuses for Black, per kind. A row per rank, a to f, files 6 to 1.
#[rustfmt::skip]
pub const PST: [[i32; 36]; PieceKind::NUM] = [
    // pawn: advanced pawns cramp the enemy; the fit dislikes pawns on the 6-file (the king's
    // side) and likes one guarding the king's home from 5f
    [   0,    0,    0,    0,    0,    0,
       30,   30,   30,   30,   30,   30,
     -182,   16,   16,   16,   16,   14,
     -288,    8,    8,    8,    8,    6,
     -226,  -70,    2,    2,    2,    0,
        0,  414,    0,    0,    0,    0],
    // knight: best on the central d squares, one jump from the zone
    [   0,    0,    0,    0,    0,    0,
        0,    0,    0,    0,    0,    0,
       10,   20,   24,   24,   20,   10,
        8,  -18,  178,  486,  200,    8,
        0, -154,   32,    8,    6,    0,
      -10,  184,  170,  130,   -4,  -10],
    // silver: strong on files 5-2 from rank b to d; weak on the 6-file edge
    [   8,   12,   14,   14,   12,    8,
       10,  404,   18,   18,   16,   10,
      -48,  164,  414,  244,  376,    6,
     -276,  154,  190,  562,  390,    2,
     -268,   70,  102,  112,    4,    0,
       -4,   54, -148,  -34,    0,   -4],
    // gold: files 5-3, forward or beside its king; poor on the 6-file
    [   4,    8,   10,   10,    8,    4,
        6,  310,  312,  340,   12,    6,
     -108,   98,  362,  250,   10,    4,
     -118,  264,  278,  434,    6,    0,
     -268,  246,  226,  196,    4,    0,
       -2,  170,  152,  186,    2,   -2],
    // bishop: best advanced on files 6-4; left on its home ranks it is worth much less
    [   0,    0,    2,    2,    0,    0,
       46,  136,  138,    6,    6,    0,
      -58,  -38,  -68,   10,    6,    2,
      -64,   72,  -60, -106, -332,    2,
        0,   22, -130, -324,    6, -326,
        0,  -62, -216,    2, -366,    0],
    // rook: on the enemy's back rank it promotes and does damage; kept home (ranks d-f) it is
    // far worse
    [ 290,  240,  226,   10,   10,    8,
        8,  144,   10,   10,   10,    8,
        0,    2,    2,    2,    2,    0,
        0, -280, -388, -378, -300, -484,
        0,  -52, -228, -176, -202, -352,
        0, -422, -322, -440, -296, -500],
    // king: the fit scores a king that ran up the 6- and 5-files highly (in these games such a
    // king escaped to where the enemy has no pieces, often to win on impasse points)
    [ 698,  580,  -60,  -60,  -60,  -60,
      818,  798,  -50,  -50,  -50,  -50,
      694,  624,  -36,  -36,  -32,  -30,
      540,  508,  -18,  -18,  -14,  -12,
      184,  230,   50,   -4,    0,    4,
        0,  -70, -134,    0,    8,   12],
    // tokin: an advanced gold, cheap for the owner; poor stuck in the corner by the 6-file
    [  10, -208,   16,   16,   14,   10,
     -272,   40, -114,   18,   16,   10,
     -146,   12,   14,   14,   12,    6,
        0,    6,    8,    8,    6,    0,
        0,    2,    4,    4,    2,    0,
       -4,    0,    2,    2,    0,   -4],
    // promoted knight: as the tokin, best central on ranks b-c
    [-592, -344,   68, -200,   14,   10,
     -364,  -38,  280,  250,   16,   10,
        6,   70,  420,   14,   12,    6,
        0,    6,    8,    8,    6,    0,
        0,    2,    4,    4,    2,    0,
       -4,    0,    2,    2,    0,   -4],
    // promoted silver: as the tokin, best central on rank b
    [-244,   82,  -48,   16,   14,   10,
       10,  250,  426,   18,   16,   10,
        6,   12,   14,   14,   12,    6,
        0,    6,    8,    8,    6,    0,
        0,    2,    4,    4,    2,    0,
       -4,    0,    2,    2,    0,   -4],
    // horse: best on the enemy side, files 5-3
    [ 236,   62,   54,    6,    4,    0,
      -80,  110,  208,  280,    8,    4,
       32,  172,  130,   14,   10,    6,
      -90,  106,   44,   14,   10,    6,
        4,  -50,   10,   10,    8,    4,
        0,    4,    6,    6,    4,    0],
    // dragon: in the enemy camp
    [ 108,  176,  188,  266,  270,   -2,
      224,  188,  162,  150,  152,   12,
       32,  148,  208,    8,    8,    6,
      -74,   38,   64,    4,    4,    0,
        0,   70,  104,    2,    2,    0,
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
