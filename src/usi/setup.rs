//! `position`: building the new position all or nothing, with the full move history.

use super::command::PositionSpec;
use crate::position::{MoveError, Position, SfenError};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("position: bad SFEN '{sfen}': {source}")]
    Sfen { sfen: String, source: SfenError },
    #[error("position: move {number}: {source}")]
    Move { number: usize, source: MoveError },
}

/// The position the command describes, or the first thing wrong with it. The caller keeps its
/// previous position on an error, so a half-applied move list can never be searched.
pub fn build_position(spec: &PositionSpec) -> Result<Position, SetupError> {
    let mut pos = match &spec.sfen {
        None => Position::startpos(),
        Some(sfen) => Position::from_sfen(sfen).map_err(|source| SetupError::Sfen {
            sfen: sfen.clone(),
            source,
        })?,
    };
    for (i, token) in spec.moves.iter().enumerate() {
        let mv = pos.parse_move(token).map_err(|source| SetupError::Move {
            number: i + 1,
            source,
        })?;
        pos.do_move(mv);
    }
    Ok(pos)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(sfen: Option<&str>, moves: &[&str]) -> PositionSpec {
        PositionSpec {
            sfen: sfen.map(str::to_string),
            moves: moves.iter().map(|m| m.to_string()).collect(),
        }
    }

    #[test]
    fn moves_are_replayed_with_history() {
        let pos = build_position(&spec(None, &["6e6d", "1b1c"])).unwrap();
        assert_eq!(pos.game_ply(), 2);
        assert_eq!(pos.to_sfen(), "rbnsgk/6/5p/P5/6/KGSNBR b - 3");
    }

    #[test]
    fn the_error_names_the_bad_move_and_its_number() {
        let err = build_position(&spec(None, &["6e6d", "6e6d"])).unwrap_err();
        let text = err.to_string();
        assert!(text.contains("move 2") && text.contains("'6e6d'"), "{text}");
        let err = build_position(&spec(None, &["zz"])).unwrap_err();
        assert!(err.to_string().contains("'zz'"), "{err}");
    }

    #[test]
    fn the_error_names_the_bad_sfen() {
        let err = build_position(&spec(Some("rbnsgk/5p/6/6/P5/KGSNBR x -"), &[])).unwrap_err();
        let text = err.to_string();
        assert!(text.contains("'x'"), "{text}");
    }
}
