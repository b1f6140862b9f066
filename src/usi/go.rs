//! `go` and its parameters.
//!
//! Numbers are read leniently, because GUIs and bots do send odd ones (`movetime 0.9`, negative
//! clocks after byoyomi overruns): a value that is a number but out of range is clamped with a
//! warning. A token that is no number at all, or an unknown keyword, rejects the whole `go`.

use super::command::{Command, CommandError};
use super::options::UsiOptions;
use crate::color::Color;
use crate::position::{MoveError, Position};
use crate::search::Limits;
use std::time::Instant;

/// What a `go` line asked for. Moves in `searchmoves` are checked against the position later.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GoParams {
    pub ponder: bool,
    pub infinite: bool,
    /// Black's (sente's) clock, as USI defines it.
    pub btime: Option<u64>,
    pub wtime: Option<u64>,
    pub binc: Option<u64>,
    pub winc: Option<u64>,
    pub byoyomi: Option<u64>,
    pub movetime: Option<u64>,
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub searchmoves: Vec<String>,
    /// Clamps made while parsing, reported on one `info string` line.
    pub warnings: Vec<String>,
}

/// A `searchmoves` entry that is not a legal move here: the `go` is not run.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("go: searchmoves: {0}")]
pub struct SearchMovesError(#[from] MoveError);

impl GoParams {
    /// The search limits for `pos`, with the clock started at `start`. `DepthLimit` and
    /// `NodesLimit` cap what the `go` asked for.
    pub fn limits(
        &self,
        pos: &Position,
        options: &UsiOptions,
        start: Instant,
    ) -> Result<Limits, SearchMovesError> {
        let searchmoves = self
            .searchmoves
            .iter()
            .map(|token| pos.parse_move(token))
            .collect::<Result<Vec<_>, _>>()?;
        let mut time = [None; Color::NUM];
        time[Color::Black.index()] = self.btime;
        time[Color::White.index()] = self.wtime;
        let mut inc = [0; Color::NUM];
        inc[Color::Black.index()] = self.binc.unwrap_or(0);
        inc[Color::White.index()] = self.winc.unwrap_or(0);
        Ok(Limits {
            time,
            inc,
            byoyomi: self.byoyomi.unwrap_or(0),
            movetime: self.movetime,
            depth: capped(self.depth, options.depth_limit),
            nodes: capped(self.nodes, options.nodes_limit),
            infinite: self.infinite,
            ponder: self.ponder,
            searchmoves,
            start,
        })
    }
}

/// The smaller of a requested limit and a standing cap (0 = no cap).
fn capped<T: Copy + Ord + Default>(requested: Option<T>, cap: T) -> Option<T> {
    if cap == T::default() {
        requested
    } else {
        Some(requested.map_or(cap, |r| r.min(cap)))
    }
}

const KEYWORDS: &[&str] = &[
    "ponder",
    "infinite",
    "btime",
    "wtime",
    "binc",
    "winc",
    "byoyomi",
    "movetime",
    "movestogo",
    "depth",
    "nodes",
    "searchmoves",
    "mate",
];

/// `go mate` takes a time in milliseconds or `infinite`; no value means `infinite`.
fn parse_go_mate(value: Option<&str>) -> Result<Command, CommandError> {
    match value {
        None | Some("infinite") => Ok(Command::GoMate(None)),
        Some(v) => v
            .parse::<u64>()
            .map(|ms| Command::GoMate(Some(ms)))
            .map_err(|_| CommandError::BadNumber {
                command: "go",
                field: "mate",
                token: v.to_string(),
            }),
    }
}

pub fn parse_go(tokens: &[&str]) -> Result<Command, CommandError> {
    if let Some(at) = tokens.iter().position(|&t| t == "mate") {
        return parse_go_mate(tokens.get(at + 1).copied());
    }
    // `go perft N`, as Fairy-Stockfish and YaneuraOu spell it.
    if tokens.first() == Some(&"perft") {
        return super::command::parse(tokens).map(|c| c.unwrap_or(Command::Help));
    }
    let mut params = GoParams::default();
    let mut i = 0;
    while i < tokens.len() {
        let Some(&keyword) = KEYWORDS.iter().find(|&&k| k == tokens[i]) else {
            return Err(CommandError::Unexpected {
                command: "go",
                token: tokens[i].to_string(),
            });
        };
        i += 1;
        match keyword {
            "ponder" => params.ponder = true,
            "infinite" => params.infinite = true,
            "searchmoves" => {
                while i < tokens.len() && !KEYWORDS.contains(&tokens[i]) {
                    params.searchmoves.push(tokens[i].to_string());
                    i += 1;
                }
            }
            _ => {
                let token = tokens.get(i).copied().ok_or(CommandError::Missing {
                    command: "go",
                    what: "a number after a limit keyword",
                })?;
                i += 1;
                let value = parse_millis(keyword, token, &mut params.warnings)?;
                set_limit(&mut params, keyword, value);
            }
        }
    }
    Ok(Command::Go(params))
}

fn set_limit(params: &mut GoParams, field: &str, value: u64) {
    match field {
        "btime" => params.btime = Some(value),
        "wtime" => params.wtime = Some(value),
        "binc" => params.binc = Some(value),
        "winc" => params.winc = Some(value),
        "byoyomi" => params.byoyomi = Some(value),
        "movetime" => params.movetime = Some(value),
        "depth" => {
            let depth = u32::try_from(value).unwrap_or(u32::MAX);
            params.depth = Some(at_least_one(field, depth as u64, &mut params.warnings) as u32);
        }
        "nodes" => params.nodes = Some(at_least_one(field, value, &mut params.warnings)),
        // Shogi GUIs do not send it and the search has no use for it.
        _ => log::debug!("go: {field} {value} ignored"),
    }
}

fn at_least_one(field: &str, value: u64, warnings: &mut Vec<String>) -> u64 {
    if value == 0 {
        warnings.push(format!("{field} 0 raised to 1"));
        1
    } else {
        value
    }
}

/// A non-negative integer; negatives become 0, fractions are truncated and huge values
/// saturate, each with a warning. Anything that is not a finite number is an error.
fn parse_millis(
    field: &'static str,
    token: &str,
    warnings: &mut Vec<String>,
) -> Result<u64, CommandError> {
    if let Ok(n) = token.parse::<u64>() {
        return Ok(n);
    }
    let bad = || CommandError::BadNumber {
        command: "go",
        field,
        token: token.to_string(),
    };
    // `i128` takes big negatives and positives past u64 without a float's rounding.
    let value = match token.parse::<i128>() {
        Ok(n) => n as f64,
        Err(_) => token.parse::<f64>().map_err(|_| bad())?,
    };
    if !value.is_finite() {
        return Err(bad());
    }
    let clamped = if value < 0.0 {
        0
    } else if value >= u64::MAX as f64 {
        u64::MAX
    } else {
        value as u64
    };
    warnings.push(format!("{field} '{token}' read as {clamped}"));
    Ok(clamped)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn go(line: &str) -> Result<Command, CommandError> {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        parse_go(&tokens)
    }

    fn params(line: &str) -> GoParams {
        match go(line) {
            Ok(Command::Go(p)) => p,
            other => panic!("'{line}' gave {other:?}"),
        }
    }

    #[test]
    fn every_parameter_in_any_order() {
        let p = params(
            "byoyomi 1000 ponder wtime 20 btime 10 winc 4 binc 3 movetime 7 depth 5 nodes 99 infinite",
        );
        assert_eq!(
            p,
            GoParams {
                ponder: true,
                infinite: true,
                btime: Some(10),
                wtime: Some(20),
                binc: Some(3),
                winc: Some(4),
                byoyomi: Some(1000),
                movetime: Some(7),
                depth: Some(5),
                nodes: Some(99),
                searchmoves: vec![],
                warnings: vec![],
            }
        );
    }

    #[test]
    fn searchmoves_stop_at_the_next_keyword() {
        let p = params("searchmoves 6e6d P*3c depth 2");
        assert_eq!(p.searchmoves, ["6e6d", "P*3c"]);
        assert_eq!(p.depth, Some(2));
    }

    #[test]
    fn odd_numbers_are_clamped_with_warnings() {
        let p = params("btime -500 movetime 0.9 nodes 0 depth 99999999999999999999999");
        assert_eq!(p.btime, Some(0));
        assert_eq!(p.movetime, Some(0));
        assert_eq!(p.nodes, Some(1));
        assert_eq!(p.depth, Some(u32::MAX));
        assert_eq!(p.warnings.len(), 4, "{:?}", p.warnings);
    }

    #[test]
    fn junk_rejects_the_go_naming_the_token() {
        assert_eq!(
            go("depth abc"),
            Err(CommandError::BadNumber {
                command: "go",
                field: "depth",
                token: "abc".to_string()
            })
        );
        assert!(matches!(
            go("btime NaN"),
            Err(CommandError::BadNumber { .. })
        ));
        assert!(matches!(
            go("btime inf"),
            Err(CommandError::BadNumber { .. })
        ));
        assert!(matches!(go("depth"), Err(CommandError::Missing { .. })));
        assert_eq!(
            go("fast"),
            Err(CommandError::Unexpected {
                command: "go",
                token: "fast".to_string()
            })
        );
    }

    #[test]
    fn limits_put_btime_on_black_and_apply_the_caps() {
        let pos = Position::startpos();
        let mut options = UsiOptions::default();
        let start = Instant::now();
        let p = params("btime 1000 wtime 2000 binc 10 winc 20 byoyomi 300 searchmoves 6e6d");
        let limits = p.limits(&pos, &options, start).unwrap();
        assert_eq!(limits.time[Color::Black.index()], Some(1000));
        assert_eq!(limits.time[Color::White.index()], Some(2000));
        assert_eq!(limits.inc, [10, 20]);
        assert_eq!(limits.byoyomi, 300);
        assert_eq!(limits.searchmoves, [pos.parse_move("6e6d").unwrap()]);
        assert_eq!(limits.depth, None);
        assert_eq!(limits.start, start);
        options.depth_limit = 4;
        options.nodes_limit = 500;
        let limits = params("depth 9 nodes 100")
            .limits(&pos, &options, start)
            .unwrap();
        assert_eq!((limits.depth, limits.nodes), (Some(4), Some(100)));
        let limits = params("infinite").limits(&pos, &options, start).unwrap();
        assert_eq!((limits.depth, limits.nodes), (Some(4), Some(500)));
    }

    #[test]
    fn an_illegal_searchmove_is_named() {
        let pos = Position::startpos();
        let err = params("searchmoves 6e6d 1b1c")
            .limits(&pos, &UsiOptions::default(), Instant::now())
            .unwrap_err();
        assert!(err.to_string().contains("'1b1c'"), "{err}");
    }

    #[test]
    fn mate_and_perft_are_their_own_commands() {
        assert_eq!(go("mate 1000"), Ok(Command::GoMate(Some(1000))));
        assert_eq!(go("btime 5 mate infinite"), Ok(Command::GoMate(None)));
        assert_eq!(go("mate"), Ok(Command::GoMate(None)));
        assert!(go("mate soon").is_err());
        assert_eq!(go("perft 2"), Ok(Command::Perft(2)));
    }
}
