//! The commands for people at a terminal: `d`, `perft N` and `help`.

use super::output::Output;
use crate::perft::divide;
use crate::position::Position;
use std::time::Instant;

/// Deeper perft runs for hours on this board; refuse rather than tie up a core.
pub const MAX_PERFT_DEPTH: u32 = 10;

pub fn help_lines() -> Vec<String> {
    [
        "judkins: a Judkins shogi (6x6) engine speaking USI. Commands:",
        "  usi                       identify the engine and list its options",
        "  isready                   answered with readyok (also during a search)",
        "  setoption name <N> [value <V>]   set an option (names are case-insensitive)",
        "  usinewgame                a new game: clears the hash table and histories",
        "  position startpos|sfen <SFEN> [moves <m1> ...]   set the position",
        "  go [ponder] [btime <ms>] [wtime <ms>] [binc <ms>] [winc <ms>] [byoyomi <ms>]",
        "     [movetime <ms>] [depth <n>] [nodes <n>] [infinite] [searchmoves <m1> ...]",
        "  go mate <ms|infinite>     tsume search: checkmate <moves>|nomate|timeout",
        "  stop | ponderhit          end the search / the predicted move was played",
        "  gameover win|lose|draw    ends any running search",
        "  d                         show the board, hands, SFEN, key and checkers",
        "  perft <n> (or go perft <n>)   count the moves below each root move",
        "  debug [on|off] | register accepted and ignored",
        "  help | quit",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect()
}

/// Runs perft divide on `pos`, printing one line per root move, then the total as the last
/// line, `Nodes searched: N`.
pub fn perft_divide(out: &Output, mut pos: Position, depth: u32) {
    let start = Instant::now();
    let nodes: u64 = if depth == 0 {
        1
    } else {
        divide(&mut pos, depth)
            .into_iter()
            .map(|(mv, n)| {
                out.line(&format!("{mv}: {n}"));
                n
            })
            .sum()
    };
    let elapsed = start.elapsed();
    let nps = (nodes as f64 / elapsed.as_secs_f64().max(1e-9)) as u64;
    out.lines([
        &format!("Time: {} ms, {nps} nodes/second", elapsed.as_millis()),
        &format!("Nodes searched: {nodes}"),
    ]);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::usi::output::capture;

    #[test]
    fn perft_lists_root_moves_and_ends_with_the_total() {
        let (out, captured) = capture::output();
        perft_divide(&out, Position::startpos(), 2);
        let lines = captured.lines();
        assert_eq!(lines.last().unwrap(), "Nodes searched: 336");
        let per_move: u64 = lines
            .iter()
            .filter_map(|l| l.split_once(": ").filter(|(m, _)| !m.contains(' ')))
            .filter_map(|(_, n)| n.parse::<u64>().ok())
            .sum();
        assert_eq!(per_move, 336);
        assert_eq!(lines.iter().filter(|l| l.contains(": ")).count(), 20 + 2);
    }
}
