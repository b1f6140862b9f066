//! Time controls and the game clock: what `go` is told, how long a move may take, and what a
//! move costs.
//!
//! A move is timed from the moment `go` is written to the moment its `bestmove` line is read.
//! Fischer: the increment is credited after the move. Byoyomi: a move may use the main time
//! left plus the byoyomi; the byoyomi does not carry over, and once the main time is spent
//! every move gets the byoyomi alone. A move that takes longer than its allowance plus the
//! margin loses on time.

use crate::color::Color;
use std::time::Duration;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TimeControl {
    /// Main time in ms; `Some(0)` for byoyomi-only.
    pub base_ms: Option<u64>,
    pub inc_ms: u64,
    pub byoyomi_ms: u64,
    pub movetime_ms: Option<u64>,
    pub nodes: Option<u64>,
    pub depth: Option<u32>,
    /// Grace before a time forfeit is declared.
    pub margin_ms: u64,
}

impl TimeControl {
    /// A short label for records: `10+0.1`, `0+byo1`, `movetime=100`, `nodes=1000`.
    pub fn label(&self) -> String {
        let secs = |ms: u64| {
            let s = format!("{:.3}", ms as f64 / 1000.0);
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        };
        let mut parts = Vec::new();
        if let Some(base) = self.base_ms {
            let mut tc = secs(base);
            if self.inc_ms > 0 {
                tc += &format!("+{}", secs(self.inc_ms));
            }
            if self.byoyomi_ms > 0 {
                tc += &format!("+byo{}", secs(self.byoyomi_ms));
            }
            parts.push(tc);
        }
        if let Some(mt) = self.movetime_ms {
            parts.push(format!("movetime={}", secs(mt)));
        }
        if let Some(n) = self.nodes {
            parts.push(format!("nodes={n}"));
        }
        if let Some(d) = self.depth {
            parts.push(format!("depth={d}"));
        }
        parts.join(" ")
    }

    pub fn has_time_limit(&self) -> bool {
        self.base_ms.is_some() || self.movetime_ms.is_some()
    }
}

/// Why a move was too slow.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Overstep {
    pub used_ms: u64,
    pub allowed_ms: u64,
}

/// The clocks of one game.
#[derive(Debug, Clone)]
pub struct Clock {
    tc: TimeControl,
    remaining_ms: [u64; Color::NUM],
}

impl Clock {
    pub fn new(tc: &TimeControl) -> Clock {
        Clock {
            tc: tc.clone(),
            remaining_ms: [tc.base_ms.unwrap_or(0); Color::NUM],
        }
    }

    pub fn remaining_ms(&self, color: Color) -> u64 {
        self.remaining_ms[color.index()]
    }

    /// The arguments of `go` (after the word `go`). `btime`/`binc` are Black's clock unless
    /// `swap` asks for chess colors.
    pub fn go_args(&self, swap: bool) -> String {
        let mut args = Vec::new();
        if let Some(mt) = self.tc.movetime_ms {
            args.push(format!("movetime {mt}"));
        } else if self.tc.base_ms.is_some() {
            let (b, w) = (Color::Black.index(), Color::White.index());
            let (first, second) = if swap { (w, b) } else { (b, w) };
            args.push(format!(
                "btime {} wtime {}",
                self.remaining_ms[first], self.remaining_ms[second]
            ));
            if self.tc.inc_ms > 0 {
                args.push(format!("binc {0} winc {0}", self.tc.inc_ms));
            }
            if self.tc.byoyomi_ms > 0 {
                args.push(format!("byoyomi {}", self.tc.byoyomi_ms));
            }
        }
        if let Some(n) = self.tc.nodes {
            args.push(format!("nodes {n}"));
        }
        if let Some(d) = self.tc.depth {
            args.push(format!("depth {d}"));
        }
        args.join(" ")
    }

    /// How long `side`'s move may take before it loses on time, margin included; `None`
    /// when only nodes or depth limit the search. `charge` counts whole milliseconds, so a
    /// move is in time until the next whole millisecond begins: the deadline must agree.
    pub fn allowance(&self, side: Color) -> Option<Duration> {
        let ms = self.allowed_ms(side)?;
        Some(Duration::from_millis(ms + self.tc.margin_ms + 1))
    }

    fn allowed_ms(&self, side: Color) -> Option<u64> {
        if let Some(mt) = self.tc.movetime_ms {
            return Some(mt);
        }
        self.tc
            .base_ms
            .map(|_| self.remaining_ms[side.index()] + self.tc.byoyomi_ms)
    }

    /// Charges a move of `used` to `side`: updates its clock, or says it was too slow.
    pub fn charge(&mut self, side: Color, used: Duration) -> Result<(), Overstep> {
        let used_ms = used.as_millis() as u64;
        let Some(allowed_ms) = self.allowed_ms(side) else {
            return Ok(());
        };
        if used_ms > allowed_ms + self.tc.margin_ms {
            return Err(Overstep {
                used_ms,
                allowed_ms,
            });
        }
        if self.tc.movetime_ms.is_none() {
            let left = &mut self.remaining_ms[side.index()];
            *left = left.saturating_sub(used_ms) + self.tc.inc_ms;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tc(base: Option<u64>, inc: u64, byo: u64) -> TimeControl {
        TimeControl {
            base_ms: base,
            inc_ms: inc,
            byoyomi_ms: byo,
            movetime_ms: None,
            nodes: None,
            depth: None,
            margin_ms: 50,
        }
    }

    #[test]
    fn fischer_clock_charges_and_credits_the_increment() {
        let mut clock = Clock::new(&tc(Some(1000), 100, 0));
        assert_eq!(
            clock.go_args(false),
            "btime 1000 wtime 1000 binc 100 winc 100"
        );
        clock
            .charge(Color::Black, Duration::from_millis(300))
            .unwrap();
        // 1000 - 300 + 100
        assert_eq!(clock.remaining_ms(Color::Black), 800);
        assert_eq!(
            clock.go_args(false),
            "btime 800 wtime 1000 binc 100 winc 100"
        );
        assert_eq!(
            clock.go_args(true),
            "btime 1000 wtime 800 binc 100 winc 100"
        );
        // Regression: a reply 0.4 ms past a deadline of exactly allowed + margin was scored a
        // forfeit as "150 ms used, 150 ms allowed". The deadline now ends where `charge`
        // stops accepting, at the next whole millisecond.
        let deadline = clock.allowance(Color::Black).unwrap();
        assert!(
            clock
                .clone()
                .charge(Color::Black, deadline - Duration::from_nanos(1))
                .is_ok()
        );
        assert!(clock.clone().charge(Color::Black, deadline).is_err());
        // Allowed 800 + margin 50 = 850: 851 forfeits, 850 does not.
        assert_eq!(
            clock
                .clone()
                .charge(Color::Black, Duration::from_millis(851)),
            Err(Overstep {
                used_ms: 851,
                allowed_ms: 800
            })
        );
        clock
            .charge(Color::Black, Duration::from_millis(850))
            .unwrap();
        assert_eq!(clock.remaining_ms(Color::Black), 100);
    }

    #[test]
    fn byoyomi_does_not_carry_over() {
        let mut clock = Clock::new(&tc(Some(500), 0, 1000));
        assert_eq!(clock.go_args(false), "btime 500 wtime 500 byoyomi 1000");
        assert_eq!(
            clock.allowance(Color::White),
            Some(Duration::from_millis(1551))
        );
        clock
            .charge(Color::White, Duration::from_millis(1200))
            .unwrap();
        assert_eq!(clock.remaining_ms(Color::White), 0);
        assert_eq!(
            clock.allowance(Color::White),
            Some(Duration::from_millis(1051))
        );
        assert!(
            clock
                .charge(Color::White, Duration::from_millis(1051))
                .is_err()
        );
    }

    #[test]
    fn movetime_and_node_limits() {
        let mut t = tc(None, 0, 0);
        t.movetime_ms = Some(100);
        t.depth = Some(3);
        let mut clock = Clock::new(&t);
        assert_eq!(clock.go_args(false), "movetime 100 depth 3");
        assert!(
            clock
                .charge(Color::Black, Duration::from_millis(150))
                .is_ok()
        );
        assert!(
            clock
                .charge(Color::Black, Duration::from_millis(151))
                .is_err()
        );
        let mut t = tc(None, 0, 0);
        t.nodes = Some(5000);
        let mut clock = Clock::new(&t);
        assert_eq!(clock.go_args(false), "nodes 5000");
        assert_eq!(clock.allowance(Color::Black), None);
        assert!(clock.charge(Color::Black, Duration::from_secs(100)).is_ok());
        assert_eq!(t.label(), "nodes=5000");
        assert_eq!(tc(Some(10_000), 100, 0).label(), "10+0.1");
    }
}
