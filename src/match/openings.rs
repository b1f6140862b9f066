//! Opening positions: the built-in set (openings.txt) or a user's file. A line is
//! `startpos [moves ...]`, `sfen <SFEN> [moves ...]` or a bare SFEN, optionally followed by
//! `moves ...`; `#` starts a comment, and blank lines are skipped. Every move is checked
//! by the rules core when the file is read.

use crate::moves::Move;
use crate::position::{Position, START_SFEN};

const BUILT_IN: &str = include_str!("openings.txt");

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OpeningError {
    #[error("cannot read openings file '{path}': {reason}")]
    Read { path: String, reason: String },
    #[error("{source_name} line {line}: bad SFEN '{sfen}': {reason}")]
    Sfen {
        source_name: String,
        line: usize,
        sfen: String,
        reason: String,
    },
    #[error("{source_name} line {line}: {reason}")]
    Move {
        source_name: String,
        line: usize,
        reason: String,
    },
    #[error("{source_name} line {line}: the game is already over after '{text}'")]
    GameOver {
        source_name: String,
        line: usize,
        text: String,
    },
    #[error("{source_name} holds no openings")]
    Empty { source_name: String },
}

/// A start position and the moves played from it before the engines take over.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opening {
    pub start_sfen: String,
    pub moves: Vec<Move>,
}

impl Opening {
    /// The position the engines start from, with the opening moves in its history.
    pub fn position(&self) -> Position {
        let mut pos = Position::from_sfen(&self.start_sfen).expect("checked when read");
        for &mv in &self.moves {
            pos.do_move(mv);
        }
        pos
    }

    /// The `position` command prefix: `position startpos` or `position sfen <SFEN>`.
    pub fn usi_start(&self) -> String {
        if self.start_sfen == START_SFEN {
            "position startpos".to_string()
        } else {
            format!("position sfen {}", self.start_sfen)
        }
    }

    /// The opening as one line of an openings file.
    pub fn to_line(&self) -> String {
        let mut line = if self.start_sfen == START_SFEN {
            "startpos".to_string()
        } else {
            format!("sfen {}", self.start_sfen)
        };
        if !self.moves.is_empty() {
            line.push_str(" moves");
            for mv in &self.moves {
                line.push_str(&format!(" {mv}"));
            }
        }
        line
    }
}

pub fn built_in() -> Vec<Opening> {
    parse_openings(BUILT_IN, "built-in openings").expect("the built-in openings are valid")
}

pub fn load(path: &str) -> Result<Vec<Opening>, OpeningError> {
    let text = std::fs::read_to_string(path).map_err(|e| OpeningError::Read {
        path: path.to_string(),
        reason: e.to_string(),
    })?;
    parse_openings(&text, path)
}

pub fn parse_openings(text: &str, source_name: &str) -> Result<Vec<Opening>, OpeningError> {
    let mut openings = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or_default().trim();
        if line.is_empty() {
            continue;
        }
        openings.push(parse_line(line, source_name, i + 1)?);
    }
    if openings.is_empty() {
        return Err(OpeningError::Empty {
            source_name: source_name.to_string(),
        });
    }
    Ok(openings)
}

fn parse_line(line: &str, source_name: &str, number: usize) -> Result<Opening, OpeningError> {
    let (head, moves) = match line.split_once(" moves") {
        Some((head, rest)) => (head.trim(), rest.split_whitespace().collect::<Vec<_>>()),
        None => (line, Vec::new()),
    };
    let sfen = match head {
        "startpos" => START_SFEN,
        _ => head.strip_prefix("sfen ").unwrap_or(head).trim(),
    };
    let mut pos = Position::from_sfen(sfen).map_err(|e| OpeningError::Sfen {
        source_name: source_name.to_string(),
        line: number,
        sfen: sfen.to_string(),
        reason: e.to_string(),
    })?;
    let mut opening = Opening {
        start_sfen: pos.to_sfen(),
        moves: Vec::new(),
    };
    for token in moves {
        let mv = pos.parse_move(token).map_err(|e| OpeningError::Move {
            source_name: source_name.to_string(),
            line: number,
            reason: e.to_string(),
        })?;
        pos.do_move(mv);
        opening.moves.push(mv);
    }
    if !pos.has_legal_move() || pos.sennichite().is_some() {
        return Err(OpeningError::GameOver {
            source_name: source_name.to_string(),
            line: number,
            text: line.to_string(),
        });
    }
    Ok(opening)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The built-in lines are legal, quiet (no capture, promotion or drop), leave nobody in
    /// check, and lead to distinct positions.
    #[test]
    fn built_in_openings_are_legal_quiet_and_distinct() {
        let openings = built_in();
        assert!(openings.len() >= 20, "{}", openings.len());
        let mut keys = Vec::new();
        let mut unbalanced = Vec::new();
        for opening in &openings {
            let mut pos = Position::from_sfen(&opening.start_sfen).unwrap();
            for &mv in &opening.moves {
                assert!(!mv.is_drop() && !mv.is_promotion(), "{}", opening.to_line());
                pos.do_move(mv);
                assert_eq!(pos.last_captured(), None, "{}", opening.to_line());
            }
            assert!(!pos.in_check(), "{}", opening.to_line());
            let mut free = winning_captures(&pos);
            // And the side that just moved, as if it could move again.
            pos.do_null_move();
            free.extend(winning_captures(&pos));
            pos.undo_null_move();
            if !free.is_empty() {
                unbalanced.push(format!("{}: {free:?}", opening.to_line()));
            }
            assert!((2..=6).contains(&opening.moves.len()));
            assert_eq!(pos.impasse_points(crate::Color::Black), 14);
            keys.push(pos.key());
        }
        assert!(
            unbalanced.is_empty(),
            "captures win material:\n{}",
            unbalanced.join("\n")
        );
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(
            keys.len(),
            openings.len(),
            "two openings reach one position"
        );
    }

    /// Rough piece values, only to spot a capture that plainly wins material.
    fn value(kind: crate::PieceKind) -> u32 {
        use crate::PieceKind::*;
        match kind.unpromoted() {
            Pawn => 1,
            Knight => 3,
            Silver => 4,
            Gold => 5,
            Bishop => 7,
            Rook => 8,
            King => 100,
            _ => 0,
        }
    }

    /// Captures that take an undefended piece or a piece worth more than the capturer: a
    /// line ending where one exists is not level.
    fn winning_captures(pos: &Position) -> Vec<Move> {
        let mut found = Vec::new();
        for mv in pos.legal_moves() {
            let Some(victim) = pos.piece_on(mv.to()) else {
                continue;
            };
            let attacker = mv
                .from()
                .and_then(|f| pos.piece_on(f))
                .expect("a board move");
            let mut after = pos.clone();
            after.do_move(mv);
            let recapture = after
                .legal_moves()
                .iter()
                .any(|m| m.to() == mv.to() && !m.is_drop());
            if !recapture || value(victim.kind) > value(attacker.kind) {
                found.push(mv);
            }
        }
        found
    }

    #[test]
    fn lines_in_every_form_round_trip() {
        let text = "# comment\n\nstartpos\nsfen 5k/6/6/6/6/K5 b G 1 moves G*2b\n\
                    rbnsgk/5p/6/6/P5/KGSNBR w - 1 moves 1b1c\n";
        let openings = parse_openings(text, "test").unwrap();
        assert_eq!(openings.len(), 3);
        assert_eq!(openings[0].usi_start(), "position startpos");
        assert_eq!(openings[1].to_line(), "sfen 5k/6/6/6/6/K5 b G 1 moves G*2b");
        assert_eq!(openings[2].moves.len(), 1);
        for o in &openings {
            let again = parse_openings(&o.to_line(), "again").unwrap();
            assert_eq!(&again[0], o);
        }
    }

    #[test]
    fn bad_lines_are_reported_with_their_number_and_token() {
        let err = parse_openings("startpos\nstartpos moves 6e6d 6d6c\n", "f").unwrap_err();
        assert!(
            matches!(err, OpeningError::Move { line: 2, .. }) && err.to_string().contains("6d6c"),
            "{err}"
        );
        let err = parse_openings("xyz b - 1", "f").unwrap_err();
        assert!(err.to_string().contains("xyz"), "{err}");
        // Mate: White has no legal move after the gold drop.
        let err = parse_openings("sfen 5k/6/5P/6/6/K5 b G 1 moves G*1b", "f").unwrap_err();
        assert!(matches!(err, OpeningError::GameOver { .. }), "{err}");
        assert!(matches!(
            parse_openings("# nothing\n", "f"),
            Err(OpeningError::Empty { .. })
        ));
        assert!(load("/no/such/file").is_err());
    }
}
