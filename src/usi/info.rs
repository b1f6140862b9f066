//! The text of `info` and `bestmove` lines, and the legality checks that keep a search bug
//! from ever reaching the GUI as an illegal move.

use crate::moves::Move;
use crate::position::Position;
use crate::search::{Bound, Score, SearchInfo};
use std::fmt::Write;

/// `cp X` or `mate N`, mate in plies with the engine's sign. Never `mate 0`, which GUIs read as
/// a win: a 0 (mated at the root, which the search should not report) becomes `mate -1`.
pub fn format_score(score: Score) -> String {
    match score {
        Score::Cp(cp) => format!("cp {cp}"),
        Score::Mate(0) => "mate -1".to_string(),
        Score::Mate(plies) => format!("mate {plies}"),
    }
}

/// `info depth D seldepth S multipv K score ... [lowerbound|upperbound] nodes N nps N
/// hashfull H time T pv ...`, with `pv` last and left out when empty.
pub fn format_info(info: &SearchInfo) -> String {
    let mut line = format!(
        "info depth {} seldepth {} multipv {} score {}",
        info.depth,
        info.seldepth.max(info.depth),
        info.multipv.max(1),
        format_score(info.score)
    );
    match info.bound {
        Bound::Exact => {}
        Bound::Lower => line.push_str(" lowerbound"),
        Bound::Upper => line.push_str(" upperbound"),
    }
    let _ = write!(
        line,
        " nodes {} nps {} hashfull {} time {}",
        info.nodes,
        info.nps,
        info.hashfull.min(1000),
        info.time_ms
    );
    push_pv(&mut line, &info.pv);
    line
}

/// The final line for a result that came without a matching `info`: only what is known.
pub fn format_synthesized(
    depth: u32,
    score: Option<Score>,
    nodes: u64,
    time_ms: u64,
    pv: &[Move],
) -> String {
    let mut line = format!("info depth {depth}");
    if let Some(score) = score {
        let _ = write!(line, " score {}", format_score(score));
    }
    let _ = write!(line, " nodes {nodes} time {time_ms}");
    push_pv(&mut line, pv);
    line
}

fn push_pv(line: &mut String, pv: &[Move]) {
    if !pv.is_empty() {
        line.push_str(" pv");
        for mv in pv {
            let _ = write!(line, " {mv}");
        }
    }
}

/// `bestmove X [ponder Y]`, or `bestmove resign` when there is no move.
pub fn format_bestmove(best: Option<Move>, ponder: Option<Move>) -> String {
    match (best, ponder) {
        (None, _) => "bestmove resign".to_string(),
        (Some(best), None) => format!("bestmove {best}"),
        (Some(best), Some(ponder)) => format!("bestmove {best} ponder {ponder}"),
    }
}

/// The longest legal beginning of `pv` from `root`.
pub fn legal_prefix(root: &Position, pv: &[Move]) -> Vec<Move> {
    let mut pos = root.clone();
    let mut legal = Vec::with_capacity(pv.len());
    for &mv in pv {
        if !pos.is_legal(mv) {
            log::warn!(
                "search PV {} has illegal move {mv} after {} plies; cut there",
                pv.iter().map(Move::to_string).collect::<Vec<_>>().join(" "),
                legal.len()
            );
            break;
        }
        pos.do_move(mv);
        legal.push(mv);
    }
    legal
}

/// Whether `reply` is legal after `mv` is played from `root`.
pub fn is_legal_reply(root: &Position, mv: Move, reply: Move) -> bool {
    let mut pos = root.clone();
    pos.do_move(mv);
    pos.is_legal(reply)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn info(score: Score, bound: Bound, pv: Vec<Move>) -> SearchInfo {
        SearchInfo {
            depth: 3,
            seldepth: 5,
            multipv: 1,
            score,
            bound,
            nodes: 1234,
            nps: 5678,
            hashfull: 12,
            time_ms: 9,
            pv,
        }
    }

    #[test]
    fn info_line_has_the_standard_field_order() {
        let pos = Position::startpos();
        let first = pos.parse_move("6e6d").unwrap();
        assert_eq!(
            format_info(&info(Score::Cp(-35), Bound::Exact, vec![first])),
            "info depth 3 seldepth 5 multipv 1 score cp -35 nodes 1234 nps 5678 hashfull 12 time 9 pv 6e6d"
        );
        assert_eq!(
            format_info(&info(Score::Mate(3), Bound::Lower, vec![])),
            "info depth 3 seldepth 5 multipv 1 score mate 3 lowerbound nodes 1234 nps 5678 hashfull 12 time 9"
        );
        assert!(
            format_info(&info(Score::Mate(-2), Bound::Upper, vec![]))
                .contains("score mate -2 upperbound")
        );
    }

    #[test]
    fn never_mate_zero() {
        assert_eq!(format_score(Score::Mate(0)), "mate -1");
    }

    #[test]
    fn an_illegal_pv_tail_is_cut() {
        let pos = Position::startpos();
        let a = pos.parse_move("6e6d").unwrap();
        let mut after = pos.clone();
        after.do_move(a);
        let b = after.parse_move("1b1c").unwrap();
        // Black's 6e6d again is illegal on move 3: the pawn already left 6e.
        assert_eq!(legal_prefix(&pos, &[a, b, a]), vec![a, b]);
        assert!(is_legal_reply(&pos, a, b));
        assert!(!is_legal_reply(&pos, a, a));
    }

    #[test]
    fn bestmove_forms() {
        let pos = Position::startpos();
        let a = pos.parse_move("6e6d").unwrap();
        assert_eq!(format_bestmove(None, Some(a)), "bestmove resign");
        assert_eq!(format_bestmove(Some(a), None), "bestmove 6e6d");
        assert_eq!(
            format_bestmove(Some(a), Some(a)),
            "bestmove 6e6d ponder 6e6d"
        );
    }
}
