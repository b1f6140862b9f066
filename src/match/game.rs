//! The referee: plays one game between two running engines, checking every move with the
//! rules core, keeping the clocks, and recording how the game ended.

use super::adjudication::{Adjudication, Adjudicator, Verdict};
use super::cli::Dialect;
use super::clock::{Clock, TimeControl};
use super::engine::{BestMove, EngineScore, GoFailure, UsiEngine};
use super::openings::Opening;
use super::outcome::{EndReason, GameResult};
use crate::color::Color;
use crate::moves::Move;
use crate::position::{Position, Sennichite};
use std::time::Duration;

#[derive(Debug, Clone)]
pub struct GameSettings {
    pub tc: TimeControl,
    pub adjudication: Adjudication,
    /// How long `isready` and a move under a node or depth limit may take.
    pub hang_timeout: Duration,
    /// After a move ran out of time: how long to wait for `bestmove` after `stop`.
    pub stop_grace: Duration,
}

/// One move of the game with what its engine said about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveRecord {
    pub mv: Move,
    pub score: Option<EngineScore>,
    pub depth: Option<u32>,
    pub time_ms: u64,
}

/// The game as played from the opening on.
#[derive(Debug, Clone)]
pub struct PlayedGame {
    pub moves: Vec<MoveRecord>,
    pub result: GameResult,
    pub reason: EndReason,
    /// Engines (by color) that crashed or hung and must be restarted.
    pub broken: [bool; Color::NUM],
}

/// What ended the game, and who lost (None for a draw).
struct Ending {
    loser: Option<Color>,
    reason: EndReason,
    broken: Option<Color>,
}

impl Ending {
    fn loss(loser: Color, reason: EndReason) -> Ending {
        Ending {
            loser: Some(loser),
            reason,
            broken: None,
        }
    }

    fn broken(loser: Color, reason: EndReason) -> Ending {
        Ending {
            loser: Some(loser),
            reason,
            broken: Some(loser),
        }
    }

    fn draw(reason: EndReason) -> Ending {
        Ending {
            loser: None,
            reason,
            broken: None,
        }
    }
}

/// Plays `opening` with `engines[Black]` moving first (or whoever the SFEN says), speaking
/// to each engine in its dialect.
pub fn play_game(
    engines: [&mut UsiEngine; Color::NUM],
    dialects: [Dialect; Color::NUM],
    opening: &Opening,
    settings: &GameSettings,
) -> PlayedGame {
    let mut referee = Referee {
        engines,
        pos: opening.position(),
        clock: Clock::new(&settings.tc),
        adjudicator: Adjudicator::new(&settings.adjudication),
        moves: Vec::new(),
        settings,
    };
    let ending = referee
        .start_engines()
        .unwrap_or_else(|| referee.play(opening, dialects));
    let result = match ending.loser {
        Some(loser) => GameResult::Win(!loser),
        None => GameResult::Draw,
    };
    let mut broken = [false; Color::NUM];
    if let Some(c) = ending.broken {
        broken[c.index()] = true;
    }
    for color in Color::ALL {
        if !broken[color.index()] {
            let _ = referee.engines[color.index()]
                .send(&format!("gameover {}", result.gameover_for(color)));
        }
    }
    PlayedGame {
        moves: referee.moves,
        result,
        reason: ending.reason,
        broken,
    }
}

struct Referee<'a> {
    engines: [&'a mut UsiEngine; Color::NUM],
    pos: Position,
    clock: Clock,
    adjudicator: Adjudicator,
    moves: Vec<MoveRecord>,
    settings: &'a GameSettings,
}

fn crash(engine: &mut UsiEngine) -> EndReason {
    EndReason::Crash {
        exit: engine.exit_description(),
    }
}

impl Referee<'_> {
    /// `isready` and `usinewgame` to both; an engine that fails loses before a move.
    fn start_engines(&mut self) -> Option<Ending> {
        for color in Color::ALL {
            let engine = &mut self.engines[color.index()];
            let ready = engine
                .ready(self.settings.hang_timeout)
                .and_then(|_| engine.send("usinewgame"));
            if let Err(e) = ready {
                let reason = match e {
                    super::engine::EngineError::Timeout { .. } => EndReason::Hang,
                    _ => crash(engine),
                };
                return Some(Ending::broken(color, reason));
            }
        }
        None
    }

    fn play(&mut self, opening: &Opening, dialects: [Dialect; Color::NUM]) -> Ending {
        // The `position` command as each engine reads it, grown by one move per ply.
        let mut position_cmd = dialects.map(|d| {
            let mut cmd = opening.usi_start() + " moves";
            for &mv in &opening.moves {
                cmd.push(' ');
                cmd.push_str(&d.spell(mv));
            }
            cmd
        });
        loop {
            let side = self.pos.side_to_move();
            if !self.pos.has_legal_move() {
                let reason = if self.pos.in_check() {
                    EndReason::Checkmate
                } else {
                    EndReason::NoLegalMove
                };
                return Ending::loss(side, reason);
            }
            let dialect = dialects[side.index()];
            let go = format!("go {}", self.clock.go_args(dialect.swap_clock));
            let answer = match self.ask(side, &position_cmd[side.index()], &go) {
                Ok(answer) => answer,
                Err(ending) => return ending,
            };
            if let Err(over) = self.clock.charge(side, answer.elapsed) {
                return Ending::loss(
                    side,
                    EndReason::TimeForfeit {
                        used_ms: over.used_ms,
                        allowed_ms: over.allowed_ms,
                    },
                );
            }
            let mv = match answer.token.as_str() {
                "resign" => return Ending::loss(side, EndReason::Resign),
                token => match self.pos.parse_move(token) {
                    Ok(mv) => mv,
                    Err(e) => {
                        let detail = if token == "win" {
                            "unsupported 'bestmove win' (Judkins has no declaration rule)".into()
                        } else {
                            e.to_string()
                        };
                        return Ending::loss(side, EndReason::IllegalMove { detail });
                    }
                },
            };
            self.pos.do_move(mv);
            for (cmd, d) in position_cmd.iter_mut().zip(dialects) {
                cmd.push(' ');
                cmd.push_str(&d.spell(mv));
            }
            self.moves.push(MoveRecord {
                mv,
                score: answer.score,
                depth: answer.depth,
                time_ms: answer.elapsed.as_millis() as u64,
            });
            if let Some(ending) = self.after_move(side, answer.score) {
                return ending;
            }
        }
    }

    /// Asks `side`'s engine for a move within its time.
    fn ask(&mut self, side: Color, position: &str, go: &str) -> Result<BestMove, Ending> {
        let limit = self
            .clock
            .allowance(side)
            .unwrap_or(self.settings.hang_timeout);
        let engine = &mut self.engines[side.index()];
        match engine.go(position, go, limit) {
            Ok(answer) => Ok(answer),
            Err(GoFailure::Exited) => Err(Ending::broken(side, crash(engine))),
            Err(GoFailure::Timeout) => match engine.stop(self.settings.stop_grace) {
                // Late, but alive: under a clock that is a time forfeit, else a hang.
                Ok(late) if self.settings.tc.has_time_limit() => {
                    Err(Ending::loss(side, self.forfeit(side, late.elapsed)))
                }
                Ok(_) => Err(Ending::loss(side, EndReason::Hang)),
                Err(GoFailure::Timeout) => Err(Ending::broken(side, EndReason::Hang)),
                Err(GoFailure::Exited) => Err(Ending::broken(side, crash(engine))),
            },
        }
    }

    fn forfeit(&self, side: Color, used: Duration) -> EndReason {
        let mut clock = self.clock.clone();
        match clock.charge(side, used) {
            Err(over) => EndReason::TimeForfeit {
                used_ms: over.used_ms,
                allowed_ms: over.allowed_ms,
            },
            // Only reachable if the clock and the deadline disagree by a rounding.
            Ok(()) => EndReason::TimeForfeit {
                used_ms: used.as_millis() as u64,
                allowed_ms: used.as_millis() as u64,
            },
        }
    }

    fn after_move(&mut self, mover: Color, score: Option<EngineScore>) -> Option<Ending> {
        match self.pos.sennichite() {
            Some(Sennichite::Draw) => return Some(Ending::draw(EndReason::Repetition)),
            Some(Sennichite::PerpetualCheck { loser }) => {
                return Some(Ending::loss(loser, EndReason::PerpetualCheck));
            }
            None => {}
        }
        if !self.pos.has_legal_move() {
            // Scored at the top of the loop, before any adjudication.
            return None;
        }
        let verdict = self.adjudicator.after_move(&self.pos, mover, score)?;
        let loser = match &verdict {
            Verdict::Resign { loser } => Some(*loser),
            Verdict::Impasse { loser, .. } => *loser,
            Verdict::DrawByScore | Verdict::MaxPlies => None,
        };
        Some(Ending {
            loser,
            reason: EndReason::Adjudicated(verdict),
            broken: None,
        })
    }
}
