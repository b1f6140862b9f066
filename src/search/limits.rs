//! What a `go` command asks of the search.

use crate::color::Color;
use crate::moves::Move;
use std::time::Instant;

/// Search limits. Times are in milliseconds. `time` and `inc` are indexed by color:
/// USI's `btime`/`binc` are Black's (sente's), `wtime`/`winc` White's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    pub time: [Option<u64>; Color::NUM],
    pub inc: [u64; Color::NUM],
    pub byoyomi: u64,
    pub movetime: Option<u64>,
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub infinite: bool,
    pub ponder: bool,
    /// Restrict the root to these moves when non-empty.
    pub searchmoves: Vec<Move>,
    /// When the `go` arrived: the clock runs from here.
    pub start: Instant,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            time: [None; Color::NUM],
            inc: [0; Color::NUM],
            byoyomi: 0,
            movetime: None,
            depth: None,
            nodes: None,
            infinite: false,
            ponder: false,
            searchmoves: Vec::new(),
            start: Instant::now(),
        }
    }
}

impl Limits {
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    pub fn movetime(ms: u64) -> Limits {
        Limits {
            movetime: Some(ms),
            ..Limits::default()
        }
    }

    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }
}
