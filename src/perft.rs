//! Perft: count the leaf nodes of the legal move tree to a fixed depth.

use crate::moves::Move;
use crate::position::Position;

/// Leaves at `depth`. The last ply is counted without playing the moves.
pub fn perft(pos: &mut Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves() as u64,
        _ => {
            let mut nodes = 0;
            for mv in pos.legal_moves() {
                pos.do_move(mv);
                nodes += perft(pos, depth - 1);
                pos.undo_move();
            }
            nodes
        }
    }
}

/// Leaves at `depth` below each root move, in generation order.
pub fn divide(pos: &mut Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .into_iter()
        .map(|mv| {
            pos.do_move(mv);
            let nodes = perft(pos, depth - 1);
            pos.undo_move();
            (mv, nodes)
        })
        .collect()
}
