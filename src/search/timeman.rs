//! Time management: how long one move may take, from the clock, increment and byoyomi.
//!
//! The soft limit decides whether a new iteration starts; the hard limit stops the search from
//! inside. Both count from the `go` (or from `ponderhit` when pondering).

use super::Limits;
use crate::color::Color;

/// Moves we expect still to play: Judkins games are short, and a fixed horizon keeps some
/// time for the end at every point. 20 beat 28 by an SPRT at 2+0.02, +33.8 Elo (strength
/// log, sixty-third round; a side plays about 32 moves); 16 was flat against 20.
const MOVES_TO_GO: u64 = 20;
/// The hard limit may take this fraction (per mille) of the remaining main time.
const HARD_FRACTION_PER_MILLE: u64 = 250;
/// The hard limit is at most this multiple of the soft limit (3 was flat at 2+0.02, strength
/// log, sixty-fourth round).
const HARD_OVER_SOFT: u64 = 5;
/// Of the increment, this per mille is spent on the current move.
const INCREMENT_USE_PER_MILLE: u64 = 800;
/// Of what a move may use without flagging, this per mille stays unused when it exceeds the
/// move overhead: on a loaded machine a process can stall for 100 ms, and at byoyomi 1000 a
/// 50 ms margin lost games on time while the last 5% of a move's time buys almost nothing.
const RESERVE_PER_MILLE: u64 = 100;

/// Time limits in milliseconds from the moment the clock runs for us.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeBudget {
    /// Do not start a new iteration after this. Equal to `hard` when unused time is lost
    /// (byoyomi with no main time left, movetime): then the search runs to the hard limit.
    pub soft: u64,
    /// Stop the search at this point.
    pub hard: u64,
}

/// The budget for `us`, or `None` when no clock limits the search (depth, nodes, infinite).
pub fn budget(limits: &Limits, us: Color, overhead_ms: u64) -> Option<TimeBudget> {
    if let Some(movetime) = limits.movetime {
        let t = movetime
            .saturating_sub(overhead_ms)
            .max(movetime.min(10) / 2)
            .max(1);
        return Some(TimeBudget { soft: t, hard: t });
    }
    let byoyomi = limits.byoyomi;
    let remaining = match limits.time[us.index()] {
        Some(t) => t,
        None if byoyomi > 0 => 0,
        None => return None,
    };
    let inc = limits.inc[us.index()];
    // Everything this move may use without flagging: main time plus the byoyomi period.
    let total = remaining + byoyomi;
    let reserve = overhead_ms.max(total * RESERVE_PER_MILLE / 1000);
    let usable = if total > 2 * reserve {
        total - reserve
    } else {
        (total / 2).max(1)
    };
    if byoyomi > 0 && remaining < byoyomi / 2 {
        // Final push: the main time is (nearly) gone, and the byoyomi is spent in any case.
        return Some(TimeBudget {
            soft: usable,
            hard: usable,
        });
    }
    let soft = remaining / MOVES_TO_GO + inc * INCREMENT_USE_PER_MILLE / 1000 + byoyomi;
    let hard = (remaining * HARD_FRACTION_PER_MILLE / 1000 + inc + byoyomi)
        .min(soft * HARD_OVER_SOFT)
        .min(usable)
        .max(1);
    Some(TimeBudget {
        soft: soft.min(hard),
        hard,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock(btime: u64, wtime: u64, inc: u64, byoyomi: u64) -> Limits {
        Limits {
            time: [Some(btime), Some(wtime)],
            inc: [inc, inc],
            byoyomi,
            ..Limits::default()
        }
    }

    #[test]
    fn each_side_reads_its_own_clock() {
        let limits = clock(60_000, 1_000, 0, 0);
        let black = budget(&limits, Color::Black, 50).unwrap();
        let white = budget(&limits, Color::White, 50).unwrap();
        assert!(black.soft > white.soft);
        assert!(white.hard <= 1_000 - 50);
    }

    #[test]
    fn never_exceeds_what_is_left() {
        for remaining in [0u64, 1, 10, 49, 50, 51, 100, 1000, 10_000] {
            for (inc, byoyomi) in [(0, 0), (10, 0), (0, 100), (0, 1000)] {
                let limits = clock(remaining, remaining, inc, byoyomi);
                let b = budget(&limits, Color::Black, 50).unwrap();
                assert!(b.soft <= b.hard, "{remaining} {inc} {byoyomi}");
                assert!(b.hard >= 1);
                assert!(
                    b.hard <= (remaining + byoyomi).max(1),
                    "{remaining} {inc} {byoyomi}: {b:?}"
                );
            }
        }
    }

    #[test]
    fn byoyomi_final_push_uses_almost_all_of_it() {
        // A tenth stays in reserve at 1 s; at 200 ms the 50 ms overhead is the larger margin.
        for (byoyomi, expected) in [(1000, 900), (200, 150), (100, 50), (5000, 4500)] {
            let b = budget(&clock(0, 0, 0, byoyomi), Color::White, 50).unwrap();
            assert_eq!(
                b,
                TimeBudget {
                    soft: expected,
                    hard: expected
                },
                "byoyomi {byoyomi}"
            );
        }
    }

    #[test]
    fn a_fresh_clock_spreads_main_time_over_twenty_moves() {
        // 60 s + 1 s: a twentieth of the main time and 80% of the increment; the hard limit
        // is a quarter of the main time plus the increment (under five soft limits).
        let b = budget(&clock(60_000, 60_000, 1_000, 0), Color::Black, 50).unwrap();
        assert_eq!(
            b,
            TimeBudget {
                soft: 3_000 + 800,
                hard: 15_000 + 1_000
            }
        );
    }

    #[test]
    fn movetime_and_no_clock() {
        let b = budget(&Limits::movetime(1000), Color::Black, 50).unwrap();
        assert_eq!(b.hard, 950);
        assert_eq!(budget(&Limits::depth(5), Color::Black, 50), None);
    }
}
