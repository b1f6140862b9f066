//! The search listener that speaks USI: rate-limited `info` lines, then one final `info ... pv`
//! and exactly one `bestmove` per search.

use super::info::{format_bestmove, format_info, format_synthesized, is_legal_reply, legal_prefix};
use super::output::Output;
use crate::moves::Move;
use crate::position::Position;
use crate::search::{Bound, SearchInfo, SearchListener, SearchResult};
use std::time::{Duration, Instant};

pub struct UsiListener {
    out: Output,
    /// The searched position, to check every move the search hands back.
    root: Position,
    start: Instant,
    pv_interval: Duration,
    last_printed: Option<Instant>,
    /// The deepest exact line printed so far, per MultiPV index.
    printed_depth: Vec<u32>,
    /// The latest line 1 (the main line) received, its PV cut to its legal part.
    main_line: Option<SearchInfo>,
    /// Whether the last line printed is `main_line` as it stands.
    main_line_is_last: bool,
    done: bool,
}

impl UsiListener {
    pub fn new(out: Output, root: &Position, start: Instant, pv_interval: Duration) -> UsiListener {
        UsiListener {
            out,
            root: root.clone(),
            start,
            pv_interval,
            last_printed: None,
            printed_depth: Vec::new(),
            main_line: None,
            main_line_is_last: false,
            done: false,
        }
    }

    /// A new exact depth always goes out (at most one per depth and line, so the count stays
    /// small); other reports, such as aspiration fail-highs, at most once per interval.
    fn should_print(&self, info: &SearchInfo, index: usize) -> bool {
        let deeper = self
            .printed_depth
            .get(index)
            .is_none_or(|&d| info.depth > d);
        let interval_passed = self
            .last_printed
            .is_none_or(|t| t.elapsed() >= self.pv_interval);
        (info.bound == Bound::Exact && deeper) || interval_passed
    }

    /// The move to play: the search's, if legal; else the first legal move (and an error line,
    /// since this is a search bug); `None` only when there is no legal move.
    fn checked_best(&self, best: Option<Move>) -> Option<Move> {
        match best {
            Some(mv) if self.root.is_legal(mv) => Some(mv),
            other => {
                let fallback = self.root.legal_moves().first().copied();
                if let (Some(bad), Some(_)) = (other, fallback) {
                    self.out.error(format!(
                        "search returned illegal move {bad}; playing a legal one"
                    ));
                } else if fallback.is_some() {
                    log::error!("search found no move in a position that has legal moves");
                }
                fallback
            }
        }
    }

    /// The final `info` line (unless the main line just printed already is it) and the
    /// ponder move.
    fn final_info(&self, best: Move, result: &SearchResult) -> (Option<String>, Option<Move>) {
        let ponder_ok = |reply: &Move| is_legal_reply(&self.root, best, *reply);
        match &self.main_line {
            Some(info) if info.pv.first() == Some(&best) => {
                let ponder = result
                    .ponder
                    .filter(ponder_ok)
                    .or_else(|| info.pv.get(1).copied());
                let line = (!self.main_line_is_last).then(|| format_info(info));
                (line, ponder)
            }
            _ => {
                let ponder = result.ponder.filter(ponder_ok);
                let pv: Vec<Move> = std::iter::once(best).chain(ponder).collect();
                let score = result.score.or(self.main_line.as_ref().map(|i| i.score));
                let time_ms = self.start.elapsed().as_millis() as u64;
                let line = format_synthesized(result.depth, score, result.nodes, time_ms, &pv);
                (Some(line), ponder)
            }
        }
    }
}

impl SearchListener for UsiListener {
    fn info(&mut self, info: &SearchInfo) {
        let mut info = info.clone();
        info.pv = legal_prefix(&self.root, &info.pv);
        let index = info.multipv.max(1) as usize - 1;
        let print = self.should_print(&info, index);
        if print {
            self.out.line(&format_info(&info));
            self.last_printed = Some(Instant::now());
            if info.bound == Bound::Exact {
                if self.printed_depth.len() <= index {
                    self.printed_depth.resize(index + 1, 0);
                }
                self.printed_depth[index] = self.printed_depth[index].max(info.depth);
            }
        }
        if index == 0 {
            self.main_line = Some(info);
            self.main_line_is_last = print;
        } else if print {
            self.main_line_is_last = false;
        }
    }

    fn done(&mut self, result: SearchResult) {
        if self.done {
            log::error!("the search reported done twice; the second result is dropped");
            return;
        }
        self.done = true;
        let Some(best) = self.checked_best(result.best) else {
            // Mated (or stalemated, which loses too): nothing to show but the verdict.
            self.out
                .lines(["info depth 0 score mate -1", "bestmove resign"]);
            return;
        };
        let (line, ponder) = self.final_info(best, &result);
        let bestmove = format_bestmove(Some(best), ponder);
        self.out
            .lines(line.as_deref().into_iter().chain([bestmove.as_str()]));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Score;
    use crate::usi::output::capture;

    fn report(depth: u32, bound: Bound, pv: &[&str], pos: &Position) -> SearchInfo {
        let mut line = pos.clone();
        let pv = pv
            .iter()
            .map(|m| {
                let mv = line.parse_move(m).unwrap();
                line.do_move(mv);
                mv
            })
            .collect();
        SearchInfo {
            depth,
            seldepth: depth,
            multipv: 1,
            score: Score::Cp(10),
            bound,
            nodes: 100,
            nps: 1000,
            hashfull: 0,
            time_ms: 1,
            pv,
        }
    }

    fn listener(pos: &Position, interval_ms: u64) -> (UsiListener, capture::Captured) {
        let (out, captured) = capture::output();
        let l = UsiListener::new(out, pos, Instant::now(), Duration::from_millis(interval_ms));
        (l, captured)
    }

    #[test]
    fn new_depths_print_and_repeats_within_the_interval_do_not() {
        let pos = Position::startpos();
        let (mut l, captured) = listener(&pos, 60_000);
        l.info(&report(1, Bound::Exact, &["6e6d"], &pos));
        l.info(&report(2, Bound::Lower, &["5f5e"], &pos));
        l.info(&report(2, Bound::Exact, &["5f5e", "1b1c"], &pos));
        l.info(&report(2, Bound::Exact, &["4f4e"], &pos));
        let lines = captured.lines();
        assert_eq!(lines.len(), 2, "{lines:?}");
        assert!(lines[0].ends_with("pv 6e6d"));
        assert!(lines[1].ends_with("pv 5f5e 1b1c"));
        // The last report (depth 2, 4f4e) was held back, so the final line repeats it.
        let best = pos.parse_move("4f4e").unwrap();
        l.done(SearchResult {
            best: Some(best),
            ..SearchResult::default()
        });
        let lines = captured.lines();
        assert_eq!(lines.len(), 4, "{lines:?}");
        assert!(lines[2].ends_with("pv 4f4e"), "{lines:?}");
        assert_eq!(lines[3], "bestmove 4f4e");
    }

    #[test]
    fn final_line_is_not_repeated_and_ponder_comes_from_the_pv() {
        let pos = Position::startpos();
        let (mut l, captured) = listener(&pos, 0);
        l.info(&report(3, Bound::Exact, &["5f5e", "1b1c", "6e6d"], &pos));
        let best = pos.parse_move("5f5e").unwrap();
        l.done(SearchResult {
            best: Some(best),
            ..SearchResult::default()
        });
        l.done(SearchResult::default());
        let lines = captured.lines();
        assert_eq!(lines.len(), 2, "{lines:?}");
        assert_eq!(lines[1], "bestmove 5f5e ponder 1b1c");
    }

    #[test]
    fn a_result_without_reports_gets_a_synthesized_pv_line() {
        let pos = Position::startpos();
        let (mut l, captured) = listener(&pos, 0);
        let best = pos.parse_move("6e6d").unwrap();
        let mut after = pos.clone();
        after.do_move(best);
        let ponder = after.parse_move("1b1c").unwrap();
        l.done(SearchResult {
            best: Some(best),
            ponder: Some(ponder),
            score: Some(Score::Mate(-4)),
            depth: 2,
            nodes: 50,
        });
        let lines = captured.lines();
        assert_eq!(lines.len(), 2, "{lines:?}");
        assert!(
            lines[0].starts_with("info depth 2 score mate -4 nodes 50 time "),
            "{lines:?}"
        );
        assert!(lines[0].ends_with(" pv 6e6d 1b1c"), "{lines:?}");
        assert_eq!(lines[1], "bestmove 6e6d ponder 1b1c");
    }

    #[test]
    fn an_illegal_best_move_is_replaced_by_a_legal_one() {
        let pos = Position::startpos();
        let (mut l, captured) = listener(&pos, 0);
        let illegal = Position::startpos().legal_moves()[0];
        let mut after = pos.clone();
        after.do_move(illegal);
        // A move of White's, illegal for Black at the root.
        let whites = after.legal_moves()[0];
        l.done(SearchResult {
            best: Some(whites),
            ..SearchResult::default()
        });
        let lines = captured.lines();
        let last = lines.last().unwrap();
        let played = last.strip_prefix("bestmove ").unwrap();
        assert!(pos.parse_move(played).is_ok(), "{lines:?}");
        assert!(lines.iter().any(|l| l.starts_with("info string error:")));
    }

    #[test]
    fn no_move_means_resign() {
        let pos = Position::from_sfen("5k/6/6/p5/g5/K5 b - 1").unwrap();
        assert!(pos.legal_moves().is_empty());
        let (mut l, captured) = listener(&pos, 0);
        l.done(SearchResult::default());
        assert_eq!(
            captured.lines(),
            ["info depth 0 score mate -1", "bestmove resign"]
        );
    }
}
