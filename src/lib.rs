//! Judkins shogi (6x6 shogi): rules core, search, evaluation, USI protocol and match runner.

pub mod attacks;
pub mod bitboard;
pub mod color;
pub mod console;
pub mod eval;
pub mod hand;
pub mod movegen;
pub mod moves;
pub mod perft;
pub mod piece;
pub mod position;
pub mod square;
pub mod zobrist;

pub use bitboard::Bitboard;
pub use color::Color;
pub use hand::Hand;
pub use movegen::{GenFilter, MoveBatch};
pub use moves::{MAX_MOVES, Move, MoveList};
pub use piece::{Piece, PieceKind};
pub use position::{MoveError, Position, Repetition, START_SFEN, Sennichite, SfenError};
pub use square::{File, Rank, Square};

pub mod r#match;
pub mod search;
pub mod usi;
