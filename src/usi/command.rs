//! The GUI's commands as a typed enum, parsed from one tokenized line.
//!
//! Parsing checks syntax only. What needs the position (move legality, SFEN validity) or the
//! option table is checked where the command runs, so every rejection still names its token.

use super::go::GoParams;
use super::input::MAX_LINE_BYTES;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    Usi,
    Debug(bool),
    IsReady,
    SetOption {
        name: String,
        value: Option<String>,
    },
    Register,
    UsiNewGame,
    Position(PositionSpec),
    Go(GoParams),
    /// `go mate <ms|infinite>`: a tsume search, answered with `checkmate ...`. `None`: no
    /// time limit (until `stop`).
    GoMate(Option<u64>),
    Stop,
    PonderHit,
    GameOver(GameResult),
    Quit,
    /// `d`: the board diagram.
    Display,
    Perft(u32),
    Help,
}

/// `position startpos|sfen <SFEN> [moves ...]`, not yet checked against the rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PositionSpec {
    /// `None` for `startpos`.
    pub sfen: Option<String>,
    pub moves: Vec<String>,
}

/// The result in `gameover`, from the engine's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameResult {
    Win,
    Lose,
    Draw,
    /// Missing or unrecognized: the game is over all the same.
    Unknown,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CommandError {
    #[error("unknown command '{0}' (type 'help' for the list)")]
    Unknown(String),
    #[error("{command}: missing {what}")]
    Missing {
        command: &'static str,
        what: &'static str,
    },
    #[error("{command}: unexpected '{token}'")]
    Unexpected {
        command: &'static str,
        token: String,
    },
    #[error("{command}: bad number '{token}' for {field}")]
    BadNumber {
        command: &'static str,
        field: &'static str,
        token: String,
    },
    #[error("line of {bytes} bytes ignored: longer than the {MAX_LINE_BYTES}-byte limit")]
    LineTooLong { bytes: usize },
}

/// Parses one line's tokens. `Ok(None)` for an empty line. The first token must be the command:
/// a line that starts with junk is rejected whole, so stray text can never trigger `quit`.
pub fn parse(tokens: &[&str]) -> Result<Option<Command>, CommandError> {
    let Some((&first, rest)) = tokens.split_first() else {
        return Ok(None);
    };
    let command = match first {
        "usi" => Command::Usi,
        "debug" => parse_debug(rest)?,
        "isready" => Command::IsReady,
        "setoption" => parse_setoption(rest)?,
        "register" => Command::Register,
        "usinewgame" => Command::UsiNewGame,
        "position" => Command::Position(parse_position(rest)?),
        "go" => super::go::parse_go(rest)?,
        "stop" => Command::Stop,
        // YaneuraOu's `ponderhit btime ... wtime ...` carries fresh clocks; the search API has
        // no use for them, so they are accepted and dropped.
        "ponderhit" => Command::PonderHit,
        "gameover" => Command::GameOver(match rest.first().copied() {
            Some("win") => GameResult::Win,
            Some("lose") => GameResult::Lose,
            Some("draw") => GameResult::Draw,
            _ => GameResult::Unknown,
        }),
        "quit" => Command::Quit,
        "d" => Command::Display,
        "perft" => Command::Perft(parse_perft_depth(rest)?),
        "help" => Command::Help,
        _ => return Err(CommandError::Unknown(first.to_string())),
    };
    Ok(Some(command))
}

fn parse_debug(rest: &[&str]) -> Result<Command, CommandError> {
    match rest.first().copied() {
        None | Some("on") => Ok(Command::Debug(true)),
        Some("off") => Ok(Command::Debug(false)),
        Some(token) => Err(CommandError::Unexpected {
            command: "debug",
            token: token.to_string(),
        }),
    }
}

/// `setoption name <name> [value <value>]`. Names and values may contain spaces (UCI style);
/// the words are joined with single spaces.
fn parse_setoption(rest: &[&str]) -> Result<Command, CommandError> {
    match rest.first().copied() {
        Some("name") => {}
        Some(token) => {
            return Err(CommandError::Unexpected {
                command: "setoption",
                token: token.to_string(),
            });
        }
        None => {
            return Err(CommandError::Missing {
                command: "setoption",
                what: "'name <option>'",
            });
        }
    }
    let rest = &rest[1..];
    let value_at = rest.iter().position(|&t| t == "value");
    let name_tokens = &rest[..value_at.unwrap_or(rest.len())];
    if name_tokens.is_empty() {
        return Err(CommandError::Missing {
            command: "setoption",
            what: "the option name",
        });
    }
    let value = value_at.map(|i| rest[i + 1..].join(" "));
    Ok(Command::SetOption {
        name: name_tokens.join(" "),
        value,
    })
}

fn parse_position(rest: &[&str]) -> Result<PositionSpec, CommandError> {
    let moves_at = rest.iter().position(|&t| t == "moves");
    let (setup, moves) = match moves_at {
        Some(i) => (&rest[..i], &rest[i + 1..]),
        None => (rest, &[][..]),
    };
    let sfen = match setup.split_first() {
        None => {
            return Err(CommandError::Missing {
                command: "position",
                what: "'startpos' or 'sfen <SFEN>'",
            });
        }
        Some((&"startpos", [])) => None,
        Some((&"startpos", [extra, ..])) => {
            return Err(CommandError::Unexpected {
                command: "position",
                token: extra.to_string(),
            });
        }
        Some((&"sfen", [])) => {
            return Err(CommandError::Missing {
                command: "position",
                what: "the SFEN after 'sfen'",
            });
        }
        Some((&"sfen", fields)) => Some(fields.join(" ")),
        Some((other, _)) => {
            return Err(CommandError::Unexpected {
                command: "position",
                token: other.to_string(),
            });
        }
    };
    Ok(PositionSpec {
        sfen,
        moves: moves.iter().map(|m| m.to_string()).collect(),
    })
}

fn parse_perft_depth(rest: &[&str]) -> Result<u32, CommandError> {
    match rest {
        [] => Err(CommandError::Missing {
            command: "perft",
            what: "the depth",
        }),
        [token, ..] => token.parse().map_err(|_| CommandError::BadNumber {
            command: "perft",
            field: "depth",
            token: token.to_string(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_line(line: &str) -> Result<Option<Command>, CommandError> {
        parse(&super::super::input::tokenize(line))
    }

    #[test]
    fn simple_commands() {
        assert_eq!(parse_line("usi"), Ok(Some(Command::Usi)));
        assert_eq!(parse_line("  isready\r"), Ok(Some(Command::IsReady)));
        assert_eq!(parse_line(""), Ok(None));
        assert_eq!(
            parse_line("gameover lose"),
            Ok(Some(Command::GameOver(GameResult::Lose)))
        );
        assert_eq!(
            parse_line("gameover"),
            Ok(Some(Command::GameOver(GameResult::Unknown)))
        );
        assert_eq!(
            parse_line("ponderhit btime 100 wtime 100"),
            Ok(Some(Command::PonderHit))
        );
    }

    #[test]
    fn junk_in_front_of_a_command_rejects_the_line() {
        assert_eq!(
            parse_line("joho quit"),
            Err(CommandError::Unknown("joho".to_string()))
        );
        assert_eq!(
            parse_line("QUIT"),
            Err(CommandError::Unknown("QUIT".to_string()))
        );
    }

    #[test]
    fn setoption_with_and_without_value() {
        assert_eq!(
            parse_line("setoption name USI_Hash value 64"),
            Ok(Some(Command::SetOption {
                name: "USI_Hash".to_string(),
                value: Some("64".to_string())
            }))
        );
        assert_eq!(
            parse_line("setoption name Clear_Hash"),
            Ok(Some(Command::SetOption {
                name: "Clear_Hash".to_string(),
                value: None
            }))
        );
        assert_eq!(
            parse_line("setoption name Move Overhead value 10"),
            Ok(Some(Command::SetOption {
                name: "Move Overhead".to_string(),
                value: Some("10".to_string())
            }))
        );
        assert!(matches!(
            parse_line("setoption name value 3"),
            Err(CommandError::Missing { .. })
        ));
        assert!(matches!(
            parse_line("setoption USI_Hash"),
            Err(CommandError::Unexpected { token, .. }) if token == "USI_Hash"
        ));
    }

    #[test]
    fn position_forms() {
        assert_eq!(
            parse_line("position startpos"),
            Ok(Some(Command::Position(PositionSpec {
                sfen: None,
                moves: vec![]
            })))
        );
        assert_eq!(
            parse_line("position startpos moves"),
            Ok(Some(Command::Position(PositionSpec {
                sfen: None,
                moves: vec![]
            })))
        );
        assert_eq!(
            parse_line("position sfen rbnsgk/5p/6/6/P5/KGSNBR b - moves 6e6d"),
            Ok(Some(Command::Position(PositionSpec {
                sfen: Some("rbnsgk/5p/6/6/P5/KGSNBR b -".to_string()),
                moves: vec!["6e6d".to_string()]
            })))
        );
        assert!(matches!(
            parse_line("position startpos 6e6d"),
            Err(CommandError::Unexpected { token, .. }) if token == "6e6d"
        ));
        assert!(matches!(
            parse_line("position"),
            Err(CommandError::Missing { .. })
        ));
        assert!(matches!(
            parse_line("position sfen moves 6e6d"),
            Err(CommandError::Missing { .. })
        ));
        assert!(matches!(
            parse_line("position fen x"),
            Err(CommandError::Unexpected { token, .. }) if token == "fen"
        ));
    }

    #[test]
    fn perft_depth_must_be_a_number() {
        assert_eq!(parse_line("perft 3"), Ok(Some(Command::Perft(3))));
        assert!(matches!(
            parse_line("perft -1"),
            Err(CommandError::BadNumber { token, .. }) if token == "-1"
        ));
        assert!(matches!(
            parse_line("perft"),
            Err(CommandError::Missing { .. })
        ));
    }
}
