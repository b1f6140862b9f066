//! Every evaluation weight, in centipawns, each with the reason it exists.
//!
//! Tables are written for Black as Black sees the board (rank a, the far side, on top; file 6 on
//! the left), so index = rank * 6 + (6 - file); White reads them through `Square::flip`.

use crate::piece::PieceKind;

/// Board values indexed by `PieceKind::index()`.
/// Small board, few pieces: the generals and the big pieces carry most of the game; the king's
/// entry is unused.
pub const BOARD_VALUE: [i32; PieceKind::NUM] = [
    90,   // pawn: weakest piece, but a free drop blocker and tokin threat
    300,  // knight: forward-only jumper, often stranded on a 6x6 board
    440,  // silver: flexible attacker and defender
    520,  // gold: the best king defender
    600,  // bishop: fewer open diagonals on 6x6 than on 9x9
    700,  // rook: controls a sixth of the board from one square
    0,    // king: never captured
    520,  // tokin: a gold that costs the opponent only a pawn when taken
    500,  // promoted knight: moves as gold, returns a knight when taken
    490,  // promoted silver: moves as gold, loses the silver's backward diagonals
    860,  // horse: bishop plus king steps, a strong defender too
    1000, // dragon: rook plus king steps, the strongest piece
];

/// Values of pieces held in hand, indexed by `PieceKind::index()` (hand kinds only).
/// A piece in hand can be dropped on any empty square, so it is worth more than on the board.
pub const HAND_VALUE: [i32; PieceKind::HAND_NUM] = [
    110, // pawn: cheap drops block checks and attack from point-blank
    340, // knight: a dropped knight forks from anywhere
    500, // silver
    580, // gold: a gold drop next to the king often mates
    690, // bishop
    800, // rook
];

/// The king's worth in exchanges: more than all other pieces, so it is never traded.
pub const KING_EXCHANGE_VALUE: i32 = 20000;

/// A bonus for the side to move: it can act first.
pub const TEMPO: i32 = 20;

/// King-attack weight of each kind whose attacks reach the enemy king's neighbourhood.
/// Indexed by `PieceKind::index()`; stronger pieces near the king make mates likelier.
pub const ATTACKER_WEIGHT: [i32; PieceKind::NUM] = [
    4,  // pawn
    8,  // knight
    12, // silver
    12, // gold
    10, // bishop
    14, // rook
    0,  // king: does not attack the other king
    12, // tokin
    12, // promoted knight
    12, // promoted silver
    18, // horse
    22, // dragon
];

/// Danger per hand kind the attacker holds: every piece in hand is a potential drop next to
/// the king. Indexed by hand index.
pub const HAND_PRESSURE: [i32; PieceKind::HAND_NUM] = [
    3,  // pawn: drops in front of the king and takes away escapes
    6,  // knight: forks the king from two ranks away
    9,  // silver
    11, // gold: the classic mating drop
    9,  // bishop
    13, // rook: attacks a whole line from a distance
];

/// Danger for each square next to the king attacked by the enemy and defended by no piece but
/// the king: the king cannot hold such squares.
pub const WEAK_RING_SQUARE: i32 = 9;
/// Danger for each square next to the king that the enemy attacks at all.
pub const ATTACKED_RING_SQUARE: i32 = 4;
/// Danger for each empty, undefended square next to the king when the enemy holds pieces:
/// a place to drop an attacker.
pub const DROP_HOLE: i32 = 6;
/// Danger for each square where an enemy hand piece could be dropped with check and not be
/// taken: the first step of most mates.
pub const SAFE_DROP_CHECK: i32 = 14;
/// Danger per empty square on the king's file and rank when the enemy has a rook-mover:
/// open lines let rooks check from afar.
pub const OPEN_LINE: i32 = 3;
/// Danger per empty square on the king's diagonals when the enemy has a bishop-mover.
pub const OPEN_DIAGONAL: i32 = 2;
/// Danger removed per friendly non-king piece next to the king: defenders cover drop squares.
pub const RING_DEFENDER: i32 = 7;
/// Danger is scored as danger^2 / this: one attacker is harmless, several together are deadly.
pub const KING_DANGER_DIVISOR: i32 = 40;
/// The king-danger penalty saturates here, so a lost king does not outweigh being mated.
pub const KING_DANGER_CAP: i32 = 1200;

/// Mobility per reachable square (empty or enemy) of each slider kind, indexed by kind:
/// a trapped big piece is worth much less than an active one.
pub const SLIDER_MOBILITY: [i32; PieceKind::NUM] = [0, 0, 0, 0, 6, 5, 0, 0, 0, 0, 4, 3];

/// Penalty per step of distance, beyond two, of a gold-moving or silver piece from the nearer
/// king: in a drop game generals away from both kings do nothing.
pub const GENERAL_STRAY: i32 = 12;

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
