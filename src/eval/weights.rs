//! Every evaluation weight, in centipawns, each with the reason it exists.
//!
//! The scalar weights (not yet the tables) were fitted to game results by `examples/tune.rs`
//! (Texel's method: the mean squared error between a logistic of the evaluation and the game's
//! result over quiet positions from 8,047 recorded games), then checked by a match. Where the
//! fit went against the reason first written for a weight, the comment says what it found.
//!
//! Tables are written for Black as Black sees the board (rank a, the far side, on top; file 6 on
//! the left), so index = rank * 6 + (6 - file); White reads them through `Square::flip`.

use crate::color::Color;
use crate::piece::PieceKind;
use crate::square::Square;

/// Board values indexed by `PieceKind::index()`.
/// Small board, few pieces: the generals and the big pieces carry most of the game; the king's
/// entry is unused. The fit moved value from the bishop into its mobility (`SLIDER_MOBILITY`).
pub const BOARD_VALUE: [i32; PieceKind::NUM] = [
    50,   // pawn: weakest piece; its worth is in hand, as a drop
    240,  // knight: forward-only jumper, often stranded on a 6x6 board
    430,  // silver: flexible attacker and defender
    470,  // gold: the best king defender
    370,  // bishop: fewer open diagonals on 6x6 than on 9x9
    620,  // rook: controls a sixth of the board from one square
    0,    // king: never captured
    420,  // tokin: a gold that costs the opponent only a pawn when taken
    430,  // promoted knight: moves as gold, returns a knight when taken
    340,  // promoted silver: moves as gold, loses the silver's backward diagonals
    920,  // horse: bishop plus king steps, a strong defender too
    1120, // dragon: rook plus king steps, the strongest piece
];

/// Values of pieces held in hand, indexed by `PieceKind::index()` (hand kinds only).
/// A piece in hand can be dropped on any empty square, so it is worth more than on the board;
/// the knight is the exception the fit found: dropped, it can only go forward and is lost
/// easily.
pub const HAND_VALUE: [i32; PieceKind::HAND_NUM] = [
    180, // pawn: cheap drops block checks and attack from point-blank
    160, // knight: forward-only, easily stranded once dropped
    560, // silver
    670, // gold: a gold drop next to the king often mates
    750, // bishop
    870, // rook
];

/// The king's worth in exchanges: more than all other pieces, so it is never traded.
pub const KING_EXCHANGE_VALUE: i32 = 20000;

/// The side to move's bonus. Negative by the fit: the tuning positions are those where the
/// side to move played a quiet move, which it more often does when it has no attack.
pub const TEMPO: i32 = -28;

/// King-attack weight of each kind whose attacks reach the enemy king's neighbourhood.
/// Indexed by `PieceKind::index()`. The fit weighs the close-range pieces (pawns, generals,
/// promoted minors) far above the sliders: on 6x6 a contact attacker is the mating threat.
pub const ATTACKER_WEIGHT: [i32; PieceKind::NUM] = [
    167, // pawn
    85,  // knight
    106, // silver
    92,  // gold
    31,  // bishop
    -5,  // rook
    0,   // king: does not attack the other king
    188, // tokin
    125, // promoted knight
    117, // promoted silver
    8,   // horse
    25,  // dragon
];

/// Danger per hand kind the attacker holds: every piece in hand is a potential drop next to
/// the king. Indexed by hand index. Small except for the knight, whose drop forks the king
/// from two ranks away and cannot be blocked.
pub const HAND_PRESSURE: [i32; PieceKind::HAND_NUM] = [
    -12, // pawn: drops in front of the king and takes away escapes
    69,  // knight: forks the king from two ranks away
    10,  // silver
    6,   // gold: the classic mating drop
    -1,  // bishop
    6,   // rook: attacks a whole line from a distance
];

/// Danger for each square next to the king attacked by the enemy and defended by no piece but
/// the king: the king cannot hold such squares.
pub const WEAK_RING_SQUARE: i32 = 39;
/// Danger for each square next to the king that the enemy attacks at all.
pub const ATTACKED_RING_SQUARE: i32 = -5;
/// Danger for each empty, undefended square next to the king when the enemy holds pieces:
/// a place to drop an attacker.
pub const DROP_HOLE: i32 = 4;
/// Danger for each square where an enemy hand piece could be dropped with check and not be
/// taken: the first step of most mates.
pub const SAFE_DROP_CHECK: i32 = 36;
/// Danger per empty square on the king's file and rank when the enemy has a rook-mover.
/// Slightly negative by the fit: a king with open lines also has room to run.
pub const OPEN_LINE: i32 = -4;
/// Danger per empty square on the king's diagonals when the enemy has a bishop-mover;
/// negative by the fit, as for `OPEN_LINE`.
pub const OPEN_DIAGONAL: i32 = -9;
/// Danger removed per friendly non-king piece next to the king. Negative by the fit: pieces
/// crowding the king also take its flight squares, and mates on 6x6 are often smothered.
pub const RING_DEFENDER: i32 = -13;
/// Danger is scored as danger^2 / this: one attacker is harmless, several together are deadly.
pub const KING_DANGER_DIVISOR: i32 = 40;
/// The king-danger penalty saturates here, so a lost king does not outweigh being mated.
/// The fit lowered it from 1200: with heavy attacker weights danger saturates early, and the
/// search, not the evaluation, must tell a mating attack from a harmless one.
pub const KING_DANGER_CAP: i32 = 450;

/// Mobility per reachable square (empty or enemy) of each slider kind, indexed by kind:
/// a trapped big piece is worth much less than an active one.
pub const SLIDER_MOBILITY: [i32; PieceKind::NUM] = [0, 0, 0, 0, 62, 27, 0, 0, 0, 0, 8, 3];

/// Penalty per step of distance, beyond two, of a gold-moving or silver piece from the nearer
/// king: in a drop game generals away from both kings do nothing.
pub const GENERAL_STRAY: i32 = 54;

/// Piece-square bonuses for Black, per kind. A row per rank, a to f, files 6 to 1.
#[rustfmt::skip]
pub const PST: [[i32; 36]; PieceKind::NUM] = [
    // pawn: advanced pawns threaten to promote and cramp the enemy
    [ 0,  0,  0,  0,  0,  0,
     30, 30, 30, 30, 30, 30,
     14, 16, 16, 16, 16, 14,
      6,  8,  8,  8,  8,  6,
      0,  2,  2,  2,  2,  0,
      0,  0,  0,  0,  0,  0],
    // knight: from ranks c-d it jumps into the zone; on the back rank it does little
    [ 0,  0,  0,  0,  0,  0,
      0,  0,  0,  0,  0,  0,
     10, 20, 24, 24, 20, 10,
      8, 14, 18, 18, 14,  8,
      0,  6,  8,  8,  6,  0,
    -10, -4,  0,  0, -4,-10],
    // silver: advanced silvers attack, but it is strong anywhere in the middle
    [ 8, 12, 14, 14, 12,  8,
     10, 16, 18, 18, 16, 10,
      6, 12, 16, 16, 12,  6,
      2,  8, 10, 10,  8,  2,
      0,  4,  6,  6,  4,  0,
     -4,  0,  2,  2,  0, -4],
    // gold (and every gold-mover uses this): central and a little forward
    [ 4,  8, 10, 10,  8,  4,
      6, 12, 14, 14, 12,  6,
      4, 10, 12, 12, 10,  4,
      0,  6,  8,  8,  6,  0,
      0,  4,  6,  6,  4,  0,
     -2,  2,  4,  4,  2, -2],
    // bishop: central diagonals are the longest
    [ 0,  0,  2,  2,  0,  0,
      0,  6,  6,  6,  6,  0,
      2,  6, 10, 10,  6,  2,
      2,  6, 10, 10,  6,  2,
      0,  6,  6,  6,  6,  0,
      0,  0,  2,  2,  0,  0],
    // rook: the enemy camp is where a rook promotes and does damage
    [ 8, 10, 10, 10, 10,  8,
      8, 10, 10, 10, 10,  8,
      0,  2,  2,  2,  2,  0,
      0,  0,  0,  0,  0,  0,
      0,  0,  0,  0,  0,  0,
      0,  2,  2,  2,  2,  0],
    // king: safest on its own back ranks, near a corner; in the open it is mated quickly
    [-60,-60,-60,-60,-60,-60,
     -50,-50,-50,-50,-50,-50,
     -30,-32,-36,-36,-32,-30,
     -12,-14,-18,-18,-14,-12,
       4,  0, -4, -4,  0,  4,
      12,  8,  0,  0,  8, 12],
    // tokin: an advanced gold, cheap for the owner
    [10, 14, 16, 16, 14, 10,
     10, 16, 18, 18, 16, 10,
      6, 12, 14, 14, 12,  6,
      0,  6,  8,  8,  6,  0,
      0,  2,  4,  4,  2,  0,
     -4,  0,  2,  2,  0, -4],
    // promoted knight: as the tokin
    [10, 14, 16, 16, 14, 10,
     10, 16, 18, 18, 16, 10,
      6, 12, 14, 14, 12,  6,
      0,  6,  8,  8,  6,  0,
      0,  2,  4,  4,  2,  0,
     -4,  0,  2,  2,  0, -4],
    // promoted silver: as the tokin
    [10, 14, 16, 16, 14, 10,
     10, 16, 18, 18, 16, 10,
      6, 12, 14, 14, 12,  6,
      0,  6,  8,  8,  6,  0,
      0,  2,  4,  4,  2,  0,
     -4,  0,  2,  2,  0, -4],
    // horse: central, and a good defender at home
    [ 0,  4,  6,  6,  4,  0,
      4,  8, 10, 10,  8,  4,
      6, 10, 14, 14, 10,  6,
      6, 10, 14, 14, 10,  6,
      4,  8, 10, 10,  8,  4,
      0,  4,  6,  6,  4,  0],
    // dragon: in the enemy camp, near its king
    [12, 14, 14, 14, 14, 12,
     12, 16, 16, 16, 16, 12,
      6,  8,  8,  8,  8,  6,
      0,  4,  4,  4,  4,  0,
      0,  2,  2,  2,  2,  0,
      0,  2,  2,  2,  2,  0],
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
