//! How a game ended: the result and the recorded reason.

use super::adjudication::Verdict;
use crate::color::Color;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameResult {
    Win(Color),
    Draw,
}

impl GameResult {
    /// PGN style, from Black's (the first player's) side: `1-0` Black won, `0-1` White won.
    pub fn pgn(self) -> &'static str {
        match self {
            GameResult::Win(Color::Black) => "1-0",
            GameResult::Win(Color::White) => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }

    /// The result written as [`GameResult::pgn`] writes it.
    pub fn from_pgn(text: &str) -> Option<GameResult> {
        [
            GameResult::Win(Color::Black),
            GameResult::Win(Color::White),
            GameResult::Draw,
        ]
        .into_iter()
        .find(|r| r.pgn() == text)
    }

    pub fn winner_name(self) -> &'static str {
        match self {
            GameResult::Win(c) => c.name(),
            GameResult::Draw => "draw",
        }
    }

    /// The USI `gameover` word for `color`.
    pub fn gameover_for(self, color: Color) -> &'static str {
        match self {
            GameResult::Win(c) if c == color => "win",
            GameResult::Win(_) => "lose",
            GameResult::Draw => "draw",
        }
    }
}

/// Why a game ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EndReason {
    /// The side to move is in check with no legal move.
    Checkmate,
    /// The side to move has no legal move without being in check (a loss in shogi).
    NoLegalMove,
    /// The token and the core's explanation (names uchifuzume, nifu, ...).
    IllegalMove {
        detail: String,
    },
    TimeForfeit {
        used_ms: u64,
        allowed_ms: u64,
    },
    Resign,
    Repetition,
    PerpetualCheck,
    /// The engine's output ended; `exit` says how the process ended, as far as known.
    Crash {
        exit: String,
    },
    /// No answer within the time allowed (or the hang timeout), nor after `stop`.
    Hang,
    StartFailure {
        detail: String,
    },
    Adjudicated(Verdict),
}

impl EndReason {
    /// The category counted in the final summary.
    pub fn category(&self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::NoLegalMove => "no legal move",
            EndReason::IllegalMove { .. } => "illegal move",
            EndReason::TimeForfeit { .. } => "time forfeit",
            EndReason::Resign => "resignation",
            EndReason::Repetition => "repetition draw",
            EndReason::PerpetualCheck => "perpetual check",
            EndReason::Crash { .. } => "engine crash",
            EndReason::Hang => "engine hang",
            EndReason::StartFailure { .. } => "engine start failure",
            EndReason::Adjudicated(Verdict::Resign { .. }) => "adjudication: resign",
            EndReason::Adjudicated(Verdict::DrawByScore) => "adjudication: draw",
            EndReason::Adjudicated(Verdict::MaxPlies) => "adjudication: max plies",
            EndReason::Adjudicated(Verdict::Impasse { .. }) => "adjudication: impasse",
        }
    }

    /// The category named `text`, as [`EndReason::category`] writes it.
    pub fn category_named(text: &str) -> Option<&'static str> {
        // One reason of each kind: their categories are every category there is.
        let one_of_each = [
            EndReason::Checkmate,
            EndReason::NoLegalMove,
            EndReason::IllegalMove {
                detail: String::new(),
            },
            EndReason::TimeForfeit {
                used_ms: 0,
                allowed_ms: 0,
            },
            EndReason::Resign,
            EndReason::Repetition,
            EndReason::PerpetualCheck,
            EndReason::Crash {
                exit: String::new(),
            },
            EndReason::Hang,
            EndReason::StartFailure {
                detail: String::new(),
            },
            EndReason::Adjudicated(Verdict::Resign {
                loser: Color::Black,
            }),
            EndReason::Adjudicated(Verdict::DrawByScore),
            EndReason::Adjudicated(Verdict::MaxPlies),
            EndReason::Adjudicated(Verdict::Impasse {
                loser: None,
                points: [0; Color::NUM],
            }),
        ];
        one_of_each
            .iter()
            .map(EndReason::category)
            .find(|&c| c == text)
    }

    /// A sentence for the PGN `Termination` tag and the records, naming `loser` where the
    /// game has one.
    pub fn describe(&self, loser: Option<&str>) -> String {
        let who = loser.unwrap_or("?");
        match self {
            EndReason::Checkmate => format!("{who} is checkmated"),
            EndReason::NoLegalMove => format!("{who} has no legal move"),
            EndReason::IllegalMove { detail } => format!("{who} played an {detail}"),
            EndReason::TimeForfeit {
                used_ms,
                allowed_ms,
            } => format!("{who} loses on time ({used_ms} ms used, {allowed_ms} ms allowed)"),
            EndReason::Resign => format!("{who} resigns"),
            EndReason::Repetition => "fourfold repetition".to_string(),
            EndReason::PerpetualCheck => {
                format!("{who} gave perpetual check (fourfold repetition)")
            }
            EndReason::Crash { exit } => format!("{who} crashed ({exit})"),
            EndReason::Hang => format!("{who} stopped responding"),
            EndReason::StartFailure { detail } => format!("{who} could not start: {detail}"),
            EndReason::Adjudicated(Verdict::Resign { .. }) => {
                format!("{who} resigns by adjudication (score)")
            }
            EndReason::Adjudicated(Verdict::DrawByScore) => "draw by adjudication (score)".into(),
            EndReason::Adjudicated(Verdict::MaxPlies) => "draw by adjudication (ply limit)".into(),
            EndReason::Adjudicated(Verdict::Impasse { points, .. }) => format!(
                "impasse adjudication: black {} points, white {} points",
                points[0], points[1]
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_and_categories_read_back_as_written() {
        for r in [
            GameResult::Win(Color::Black),
            GameResult::Win(Color::White),
            GameResult::Draw,
        ] {
            assert_eq!(GameResult::from_pgn(r.pgn()), Some(r));
        }
        assert_eq!(GameResult::from_pgn("1-1"), None);
        let impasse = EndReason::Adjudicated(Verdict::Impasse {
            loser: Some(Color::White),
            points: [30, 20],
        });
        for reason in [EndReason::Checkmate, EndReason::Hang, impasse] {
            assert_eq!(
                EndReason::category_named(reason.category()),
                Some(reason.category())
            );
        }
        assert_eq!(EndReason::category_named("boredom"), None);
    }
}
