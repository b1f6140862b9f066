//! USI move strings, checked against the legal moves of a position.

use super::Position;
use crate::attacks::piece_attacks;
use crate::bitboard::Bitboard;
use crate::moves::Move;
use crate::piece::PieceKind;
use crate::square::Square;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    #[error("malformed move '{token}': {reason}")]
    Malformed { token: String, reason: &'static str },
    #[error("illegal move '{token}': {reason}")]
    Illegal { token: String, reason: String },
}

/// Parses the syntax of a USI move without a position: `6e6d`, `2f5c+`, `P*3c`. Also
/// accepts `G@2b` (Sjaak II's drops) and a trailing `=` for a declined promotion.
pub fn parse_move_syntax(token: &str) -> Result<Move, MoveError> {
    let malformed = |reason| MoveError::Malformed {
        token: token.to_string(),
        reason,
    };
    if !token.is_ascii() {
        return Err(malformed("not ASCII"));
    }
    let bytes = token.as_bytes();
    if bytes.len() == 4 && (bytes[1] == b'*' || bytes[1] == b'@') {
        let kind = PieceKind::from_letter(bytes[0] as char)
            .ok_or_else(|| malformed("unknown piece letter"))?;
        if kind == PieceKind::King {
            return Err(malformed("a king cannot be dropped"));
        }
        let to =
            Square::parse(&token[2..4]).ok_or_else(|| malformed("bad square, expected 1a..6f"))?;
        return Ok(Move::Drop { kind, to });
    }
    let (squares, promote) = match bytes.len() {
        4 => (token, false),
        5 if bytes[4] == b'+' => (&token[..4], true),
        5 if bytes[4] == b'=' => (&token[..4], false),
        _ => {
            return Err(malformed(
                "expected <from><to>[+] like 2f5c+ or <piece>*<to> like P*3c",
            ));
        }
    };
    let from = Square::parse(&squares[..2])
        .ok_or_else(|| malformed("bad origin square, expected 1a..6f"))?;
    let to = Square::parse(&squares[2..])
        .ok_or_else(|| malformed("bad destination square, expected 1a..6f"))?;
    if from == to {
        return Err(malformed("origin and destination are the same square"));
    }
    Ok(Move::Board { from, to, promote })
}

impl Position {
    /// Parses a USI move and checks that it is legal here; the error says what is wrong.
    pub fn parse_move(&self, token: &str) -> Result<Move, MoveError> {
        let mv = parse_move_syntax(token)?;
        if self.is_legal(mv) {
            return Ok(mv);
        }
        Err(MoveError::Illegal {
            token: token.to_string(),
            reason: self.why_illegal(mv),
        })
    }

    /// A reason for a move that `is_legal` rejected.
    fn why_illegal(&self, mv: Move) -> String {
        let us = self.side_to_move();
        let zone = Bitboard::zone(us);
        match mv {
            Move::Board { from, to, promote } => {
                let Some(piece) = self.piece_on(from) else {
                    return format!("no piece on {from}");
                };
                if piece.color != us {
                    return format!(
                        "the {} on {from} is {}'s, and {us} is to move",
                        piece.kind, piece.color
                    );
                }
                if self.pieces(us).has(to) {
                    return format!("{to} holds a piece of {us}'s own");
                }
                if !piece_attacks(piece.kind, us, from, self.occupied()).has(to) {
                    return format!("a {} on {from} cannot reach {to}", piece.kind);
                }
                if promote && !piece.kind.can_promote() {
                    return format!("a {} cannot promote", piece.kind);
                }
                if promote && !zone.has(from) && !zone.has(to) {
                    return format!("neither {from} nor {to} is in {us}'s promotion zone");
                }
                if !promote && Bitboard::dead_squares(piece.kind, us).has(to) {
                    return format!("a {} reaching {to} must promote (add '+')", piece.kind);
                }
                self.king_exposure_reason(piece.kind == PieceKind::King)
            }
            Move::Drop { kind, to } => {
                if self.hand(us).count(kind) == 0 {
                    return format!("{us} has no {kind} in hand");
                }
                if self.occupied().has(to) {
                    return format!("{to} is occupied");
                }
                if Bitboard::dead_squares(kind, us).has(to) {
                    return format!("a {kind} dropped on {to} could never move");
                }
                if kind == PieceKind::Pawn && self.pawn_files(us).any(|f| f == to.file()) {
                    return format!(
                        "{us} already has an unpromoted pawn on file {} (nifu)",
                        to.file().to_char()
                    );
                }
                if self.in_check() {
                    return format!("{us} is in check and the drop on {to} does not block it");
                }
                "a pawn drop that mates is forbidden (uchifuzume)".to_string()
            }
        }
    }

    fn king_exposure_reason(&self, king_move: bool) -> String {
        if king_move {
            "the king would move into check".to_string()
        } else if self.in_check() {
            "it does not answer the check".to_string()
        } else {
            "it leaves the king in check".to_string()
        }
    }
}
