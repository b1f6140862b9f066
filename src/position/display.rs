//! Human-readable output: the SFEN as `Display`, and a board diagram.

use super::Position;
use crate::color::Color;
use crate::piece::PieceKind;
use crate::square::{File, Rank, Square};
use std::fmt::Write;

impl Position {
    /// A diagram as Black sees the board, with hands, SFEN, key and checkers.
    pub fn diagram(&self) -> String {
        let mut out = String::new();
        let hand_line = |color: Color| {
            let hand = self.hand(color);
            let items: Vec<String> = PieceKind::HAND_SFEN_ORDER
                .iter()
                .filter(|&&k| hand.count(k) > 0)
                .map(|&k| {
                    if hand.count(k) > 1 {
                        format!("{}{}", k.letter(), hand.count(k))
                    } else {
                        k.letter().to_string()
                    }
                })
                .collect();
            if items.is_empty() {
                "-".to_string()
            } else {
                items.join(" ")
            }
        };
        let _ = writeln!(out, "White hand: {}", hand_line(Color::White));
        let _ = writeln!(out, "   6  5  4  3  2  1");
        let _ = writeln!(out, " +------------------+");
        for rank in Rank::ALL {
            out.push('|');
            for file in File::ALL.iter().rev() {
                match self.piece_on(Square::from_file_rank(*file, rank)) {
                    Some(p) => {
                        let _ = write!(out, "{:>3}", p.sfen());
                    }
                    None => out.push_str("  ."),
                }
            }
            let _ = writeln!(out, " | {}", rank.to_char());
        }
        let _ = writeln!(out, " +------------------+");
        let _ = writeln!(out, "Black hand: {}", hand_line(Color::Black));
        let _ = writeln!(out, "Side to move: {}", self.side_to_move());
        let _ = writeln!(out, "Sfen: {}", self.to_sfen());
        let _ = writeln!(out, "Key: {:016X}", self.key());
        let _ = write!(out, "Checkers:");
        for sq in self.checkers() {
            let _ = write!(out, " {sq}");
        }
        out
    }
}

impl std::fmt::Display for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_sfen())
    }
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Position({})", self.to_sfen())
    }
}
