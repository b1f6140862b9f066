//! SFEN parse and format.

use super::Position;
use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::piece::{Piece, PieceKind};
use crate::square::{File, Rank, Square};
use crate::zobrist::MAX_HAND_COUNT;

pub const START_SFEN: &str = "rbnsgk/5p/6/6/P5/KGSNBR b - 1";

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SfenError {
    #[error("SFEN is missing the {field} field")]
    MissingField { field: &'static str },
    #[error("unexpected '{token}' after the move number")]
    ExtraField { token: String },
    #[error("board '{board}' has {found} ranks, expected 6 separated by '/'")]
    RankCount { board: String, found: usize },
    #[error("rank {rank} ('{token}') covers {files} files, expected 6")]
    RankWidth {
        rank: char,
        token: String,
        files: usize,
    },
    #[error("unknown piece '{token}' in rank {rank}")]
    UnknownPiece { rank: char, token: String },
    #[error("'{token}' in rank {rank} cannot be promoted")]
    BadPromotion { rank: char, token: String },
    #[error("bad side to move '{token}', expected 'b' or 'w'")]
    BadSide { token: String },
    #[error("bad hand '{token}': {reason}")]
    BadHand { token: String, reason: String },
    #[error("{count} {kind}s in the position, the game has only {max}")]
    TooManyPieces {
        kind: PieceKind,
        count: usize,
        max: usize,
    },
    #[error("{color} has {count} kings, expected exactly one")]
    KingCount { color: Color, count: usize },
    #[error("{color} {kind} on {square} could never move")]
    DeadPiece {
        color: Color,
        kind: PieceKind,
        square: Square,
    },
    #[error("two unpromoted {color} pawns on file {file} (nifu)")]
    Nifu { color: Color, file: char },
    #[error("{color} is in check but it is not {color}'s move")]
    OpponentInCheck { color: Color },
    #[error("bad move number '{token}', expected a positive integer")]
    BadMoveNumber { token: String },
}

/// Each side starts with one of each non-king kind, so two exist of each.
const MAX_PER_KIND: usize = 2;

impl Position {
    /// Parses `<board> <side> <hand> [<move number>]`. Hands may list pieces in any order.
    pub fn from_sfen(sfen: &str) -> Result<Position, SfenError> {
        let mut fields = sfen.split_whitespace();
        let board = fields
            .next()
            .ok_or(SfenError::MissingField { field: "board" })?;
        let side = fields.next().ok_or(SfenError::MissingField {
            field: "side to move",
        })?;
        let hand = fields
            .next()
            .ok_or(SfenError::MissingField { field: "hand" })?;
        let move_number = match fields.next() {
            None => 1,
            Some(token) => match token.parse::<u32>() {
                Ok(n) if n >= 1 => n,
                _ => {
                    return Err(SfenError::BadMoveNumber {
                        token: token.to_string(),
                    });
                }
            },
        };
        if let Some(token) = fields.next() {
            return Err(SfenError::ExtraField {
                token: token.to_string(),
            });
        }
        let side = match side {
            "b" => Color::Black,
            "w" => Color::White,
            _ => {
                return Err(SfenError::BadSide {
                    token: side.to_string(),
                });
            }
        };
        let mut pos = Position::empty(side, move_number);
        parse_board(&mut pos, board)?;
        parse_hand(&mut pos, hand)?;
        validate(&pos)?;
        pos.checkers = pos.compute_checkers();
        Ok(pos)
    }

    /// Formats the position as SFEN, hands in the order R B G S N P, Black's first.
    pub fn to_sfen(&self) -> String {
        let mut out = String::new();
        for rank in Rank::ALL {
            if rank != Rank::A {
                out.push('/');
            }
            let mut empty = 0;
            for file in File::ALL.iter().rev() {
                match self.piece_on(Square::from_file_rank(*file, rank)) {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        out.push_str(&piece.sfen());
                    }
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
        }
        out.push(' ');
        out.push(self.side.sfen_char());
        out.push(' ');
        out.push_str(&self.hand_sfen());
        out.push(' ');
        out.push_str(&self.move_number.to_string());
        out
    }

    /// The hand field alone, `-` when both hands are empty.
    pub fn hand_sfen(&self) -> String {
        let mut out = String::new();
        for color in Color::ALL {
            for kind in PieceKind::HAND_SFEN_ORDER {
                let n = self.hand(color).count(kind);
                if n > 1 {
                    out.push_str(&n.to_string());
                }
                if n > 0 {
                    out.push_str(&Piece::new(color, kind).sfen());
                }
            }
        }
        if out.is_empty() { "-".to_string() } else { out }
    }
}

fn parse_board(pos: &mut Position, board: &str) -> Result<(), SfenError> {
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != Rank::NUM {
        return Err(SfenError::RankCount {
            board: board.to_string(),
            found: ranks.len(),
        });
    }
    for (rank, token) in Rank::ALL.into_iter().zip(ranks) {
        let mut files = 0usize; // squares filled so far, from file 6 leftwards
        let mut chars = token.chars().peekable();
        while let Some(c) = chars.next() {
            if let Some(d) = c.to_digit(10) {
                files += d as usize;
                continue;
            }
            let promoted = c == '+';
            let letter = if promoted { chars.next() } else { Some(c) };
            let shown = || {
                if promoted {
                    format!("+{}", letter.map(String::from).unwrap_or_default())
                } else {
                    c.to_string()
                }
            };
            let Some(kind) = letter.and_then(PieceKind::from_letter) else {
                return Err(SfenError::UnknownPiece {
                    rank: rank.to_char(),
                    token: shown(),
                });
            };
            let kind = if promoted {
                kind.promoted().ok_or_else(|| SfenError::BadPromotion {
                    rank: rank.to_char(),
                    token: shown(),
                })?
            } else {
                kind
            };
            if files >= File::NUM {
                files += 1; // keep counting, to report the rank's real width
                continue;
            }
            let color = if letter.is_some_and(|l| l.is_ascii_uppercase()) {
                Color::Black
            } else {
                Color::White
            };
            let sq = Square::from_file_rank(File::new(File::NUM - 1 - files), rank);
            pos.put_piece::<true>(sq, Piece::new(color, kind));
            files += 1;
        }
        if files != File::NUM {
            return Err(SfenError::RankWidth {
                rank: rank.to_char(),
                token: token.to_string(),
                files,
            });
        }
    }
    Ok(())
}

fn parse_hand(pos: &mut Position, hand: &str) -> Result<(), SfenError> {
    if hand == "-" {
        return Ok(());
    }
    let bad = |reason: String| SfenError::BadHand {
        token: hand.to_string(),
        reason,
    };
    let mut seen = [[false; PieceKind::HAND_NUM]; Color::NUM];
    let mut count: Option<usize> = None;
    for c in hand.chars() {
        if let Some(d) = c.to_digit(10) {
            let n = count.unwrap_or(0) * 10 + d as usize;
            if n > 99 {
                return Err(bad("count too large".to_string()));
            }
            count = Some(n);
            continue;
        }
        let kind = PieceKind::from_letter(c).ok_or_else(|| bad(format!("unknown piece '{c}'")))?;
        if kind == PieceKind::King {
            return Err(bad("a king cannot be in hand".to_string()));
        }
        let color = if c.is_ascii_uppercase() {
            Color::Black
        } else {
            Color::White
        };
        let n = count.take().unwrap_or(1);
        if n == 0 {
            return Err(bad(format!("count 0 for '{c}'")));
        }
        if n > MAX_HAND_COUNT {
            return Err(SfenError::TooManyPieces {
                kind,
                count: n,
                max: MAX_PER_KIND,
            });
        }
        if std::mem::replace(&mut seen[color.index()][kind.index()], true) {
            return Err(bad(format!("'{c}' is listed twice")));
        }
        for _ in 0..n {
            pos.add_to_hand::<true>(color, kind);
        }
    }
    if count.is_some() {
        return Err(bad("a count with no piece after it".to_string()));
    }
    Ok(())
}

fn validate(pos: &Position) -> Result<(), SfenError> {
    for color in Color::ALL {
        let count = pos.pieces_of(color, PieceKind::King).count() as usize;
        if count != 1 {
            return Err(SfenError::KingCount { color, count });
        }
    }
    for kind in PieceKind::HAND {
        let on_board = pos.pieces_of_kind(kind).count() as usize
            + kind
                .promoted()
                .map_or(0, |p| pos.pieces_of_kind(p).count() as usize);
        let in_hand: usize = Color::ALL
            .iter()
            .map(|&c| pos.hand(c).count(kind) as usize)
            .sum();
        let count = on_board + in_hand;
        if count > MAX_PER_KIND {
            return Err(SfenError::TooManyPieces {
                kind,
                count,
                max: MAX_PER_KIND,
            });
        }
    }
    for color in Color::ALL {
        for kind in [PieceKind::Pawn, PieceKind::Knight] {
            if let Some(square) =
                (pos.pieces_of(color, kind) & Bitboard::dead_squares(kind, color)).first()
            {
                return Err(SfenError::DeadPiece {
                    color,
                    kind,
                    square,
                });
            }
        }
        for file in File::ALL {
            if (pos.pieces_of(color, PieceKind::Pawn) & Bitboard::file(file)).has_many() {
                return Err(SfenError::Nifu {
                    color,
                    file: file.to_char(),
                });
            }
        }
    }
    let waiting = !pos.side;
    if pos.is_attacked(pos.king_square(waiting), pos.side, pos.occupied()) {
        return Err(SfenError::OpponentInCheck { color: waiting });
    }
    Ok(())
}
