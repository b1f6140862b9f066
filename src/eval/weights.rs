//! Every evaluation weight, in centipawns, each with the reason it exists.
//!
//! The weights were fitted to game results by `examples/tune.rs` (Texel's method: the mean
//! squared error between a logistic of the evaluation and the game's result over quiet
//! positions of recorded games), each round checked by a match: the scalar weights, then the
//! piece-square tables with them (about 8,600 games), then the king-distance tables (9,400),
//! then everything again over 17,900 games, stopped after two passes, where the held-out
//! error was lowest. Table entries seen in fewer than 2000 positions keep their hand-set
//! values. Where the fit went against the reason first written for a weight, the comment
//! says what it found.
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

/// Bonus for a piece of each kind (by `PieceKind::index()`) at each Chebyshev distance from its
/// own king (index 0 unused): generals guard from close by, sliders work from afar.
pub const OWN_KING_DISTANCE: [[i32; 6]; PieceKind::NUM] = [
    [0, 68, 12, -36, 32, 48],     // pawn
    [0, 20, -64, 44, -8, -8],     // knight
    [0, 76, -28, 20, 48, 72],     // silver
    [0, 80, -16, 12, 60, -324],   // gold
    [0, 32, 64, 16, 32, 0],       // bishop
    [0, 28, 40, 48, 52, 8],       // rook
    [0, 0, 0, 0, 0, 0],           // king
    [0, 24, -140, -28, 96, -116], // tokin
    [0, 12, -32, 16, 76, 44],     // proknight
    [0, -96, -72, 84, 92, -96],   // prosilver
    [0, 208, 108, 60, -68, -184], // horse
    [0, 164, 136, 32, 40, -104],  // dragon
];
/// The same by distance from the enemy king: attackers must come close to mate.
pub const ENEMY_KING_DISTANCE: [[i32; 6]; PieceKind::NUM] = [
    [0, -396, 12, -36, 32, 12],      // pawn
    [0, -204, -20, 52, 124, -36],    // knight
    [0, -48, 100, 112, 32, -84],     // silver
    [0, 248, 64, 72, -24, -16],      // gold
    [0, -72, 112, 68, -8, 4],        // bishop
    [0, 116, 72, 60, 8, 4],          // rook
    [0, 0, 0, 0, 0, 0],              // king
    [0, -680, -108, -32, 68, -20],   // tokin
    [0, -300, -136, 88, 36, 32],     // proknight
    [0, -520, 104, 248, -108, -132], // prosilver
    [0, 0, 188, 48, -4, -124],       // horse
    [0, 0, 176, 60, 12, -100],       // dragon
];

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
    pub own_king_offset: [[i32; KING_OFFSETS]; PieceKind::NUM],
    pub enemy_king_offset: [[i32; KING_OFFSETS]; PieceKind::NUM],
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

/// Offsets of a square from a king, in rank and file steps of -5..=5 each.
pub const KING_OFFSETS: usize = 121;

/// The offset of `sq` from `king` as the owner of a piece of `color` sees the board: both are
/// read through `table_index`, so White's offsets are Black's rotated. The index is
/// (rank step + 5) * 11 + (file step + 5), steps counted in the tables' reading order (rank a
/// to f, file 6 to 1): index 60 is the king's own square, 49 the square straight ahead of it.
pub const fn king_offset(color: Color, king: Square, sq: Square) -> usize {
    let (p, k) = (table_index(color, sq), table_index(color, king));
    (p / 6 + 5 - k / 6) * 11 + (p % 6 + 5 - k % 6)
}

/// Offset tables that give every offset its Chebyshev distance's entry of `by_distance`.
const fn offsets_from_distances(
    by_distance: &[[i32; 6]; PieceKind::NUM],
) -> [[i32; KING_OFFSETS]; PieceKind::NUM] {
    let mut out = [[0; KING_OFFSETS]; PieceKind::NUM];
    let mut k = 0;
    while k < PieceKind::NUM {
        let mut i = 0;
        while i < KING_OFFSETS {
            let dr = (i / 11).abs_diff(5);
            let df = (i % 11).abs_diff(5);
            out[k][i] = by_distance[k][if dr > df { dr } else { df }];
            i += 1;
        }
        k += 1;
    }
    out
}

pub const OWN_KING_OFFSET: [[i32; KING_OFFSETS]; PieceKind::NUM] =
    offsets_from_distances(&OWN_KING_DISTANCE);
pub const ENEMY_KING_OFFSET: [[i32; KING_OFFSETS]; PieceKind::NUM] =
    offsets_from_distances(&ENEMY_KING_DISTANCE);
