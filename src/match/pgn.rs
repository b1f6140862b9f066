//! PGN-style game records for people, with moves in Hodges notation (see the rules page):
//! piece letter (`+` first when promoted), `-` move, `x` capture or `*` drop, destination,
//! then `+` promoted or `=` declined where promotion was optional; the origin square is added
//! when another piece of the same kind could reach the same square.
//!
//! Results read from Black's (the first player's) side: `1-0` means Black won.

use super::records::GameRecord;
use crate::moves::Move;
use crate::piece::PieceKind;
use crate::position::Position;
use std::fmt::Write;

/// The Hodges spelling of a legal move `mv` in `pos` (before it is played).
pub fn hodges(pos: &Position, mv: Move) -> String {
    match mv {
        Move::Drop { kind, to } => format!("{}*{to}", kind.letter()),
        Move::Board { from, to, promote } => {
            let kind = pos.piece_on(from).map_or(PieceKind::King, |p| p.kind);
            let mut out = String::new();
            if kind.is_promoted() {
                out.push('+');
            }
            out.push(kind.letter());
            let legal = pos.legal_moves();
            let ambiguous = legal.iter().any(|&other| match other {
                Move::Board { from: f, to: t, .. } => {
                    t == to && f != from && pos.piece_on(f).is_some_and(|p| p.kind == kind)
                }
                Move::Drop { .. } => false,
            });
            if ambiguous {
                out.push_str(&from.to_string());
            }
            out.push(if pos.piece_on(to).is_some() { 'x' } else { '-' });
            out.push_str(&to.to_string());
            let optional = legal.contains(&Move::Board {
                from,
                to,
                promote: !promote,
            });
            if promote {
                out.push('+');
            } else if optional {
                out.push('=');
            }
            out
        }
    }
}

fn tag(out: &mut String, name: &str, value: &str) {
    let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
    let _ = writeln!(out, "[{name} \"{escaped}\"]");
}

/// One game as PGN text, ending with a blank line.
pub fn game_to_pgn(record: &GameRecord, event: &str) -> String {
    let game = &record.game;
    let mut out = String::new();
    tag(&mut out, "Event", event);
    tag(&mut out, "Site", "judkins match");
    tag(&mut out, "Date", &record.date);
    tag(
        &mut out,
        "Round",
        &format!("{}.{}", record.round, record.number),
    );
    tag(&mut out, "Black", &record.players[0]);
    tag(&mut out, "White", &record.players[1]);
    tag(&mut out, "Result", game.result.pgn());
    tag(&mut out, "Variant", "judkins");
    tag(&mut out, "TimeControl", &record.tc_label);
    tag(&mut out, "SFEN", &record.opening.start_sfen);
    tag(&mut out, "Opening", &record.opening.to_line());
    tag(
        &mut out,
        "PlyCount",
        &(record.opening.moves.len() + game.moves.len()).to_string(),
    );
    tag(&mut out, "Termination", &record.termination());
    out.push('\n');

    let mut pos = Position::from_sfen(&record.opening.start_sfen).expect("checked opening");
    let mut tokens = Vec::new();
    let opening = record
        .opening
        .moves
        .iter()
        .map(|&mv| (mv, "{book}".to_string()));
    let played = game.moves.iter().map(|m| {
        let mut comment = String::from("{");
        if let Some(s) = m.score {
            let _ = write!(comment, "{}", format_score(s));
            if let Some(d) = m.depth {
                let _ = write!(comment, "/{d}");
            }
            comment.push(' ');
        }
        let _ = write!(comment, "{:.3}s}}", m.time_ms as f64 / 1000.0);
        (m.mv, comment)
    });
    for (i, (mv, comment)) in opening.chain(played).enumerate() {
        let black = pos.side_to_move() == crate::color::Color::Black;
        let number = i / 2 + 1;
        if black || i == 0 {
            tokens.push(if black {
                format!("{number}.")
            } else {
                format!("{number}...")
            });
        }
        tokens.push(hodges(&pos, mv));
        tokens.push(comment);
        pos.do_move(mv);
    }
    tokens.push(game.result.pgn().to_string());
    let mut line_len = 0;
    for token in tokens {
        if line_len > 0 && line_len + token.len() + 1 > 80 {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(&token);
        line_len += token.len();
    }
    out.push_str("\n\n");
    out
}

/// `+0.35` pawns, or `+M5` / `-M4` for mates in plies.
fn format_score(score: super::engine::EngineScore) -> String {
    match score {
        super::engine::EngineScore::Cp(cp) => format!("{:+.2}", cp as f64 / 100.0),
        super::engine::EngineScore::Mate(n) if n > 0 => format!("+M{n}"),
        super::engine::EngineScore::Mate(n) => format!("-M{}", -n),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spell(sfen: &str, usi: &str) -> String {
        let pos = Position::from_sfen(sfen).unwrap();
        hodges(&pos, pos.parse_move(usi).unwrap())
    }

    #[test]
    fn hodges_spellings() {
        let start = crate::position::START_SFEN;
        assert_eq!(spell(start, "6e6d"), "P-6d");
        // The bishop may promote on 6b or decline.
        assert_eq!(spell(start, "2f6b+"), "B-6b+");
        assert_eq!(spell(start, "2f6b"), "B-6b=");
        assert_eq!(spell(start, "2f3e"), "B-3e");
        // Both the gold (5f) and the silver (4f) reach 5e, but they are different kinds.
        assert_eq!(spell(start, "4f5e"), "S-5e");
        // Two Black golds (4e and 2e) can reach 3d: the origin is added.
        let two_golds = "rbns1k/5p/6/6/P1G1G1/K1SNBR b - 1";
        assert_eq!(spell(two_golds, "4e3d"), "G4e-3d");
        // Drops, and a capture by a promoted piece.
        assert_eq!(spell("5k/6/5P/6/6/K5 b G 1", "G*2b"), "G*2b");
        assert_eq!(spell("5k/6/2+B3/6/6/K5 b - 1", "4c3b"), "+B-3b");
        assert_eq!(spell("5k/2p3/2+B3/6/6/K5 b - 1", "4c4b"), "+Bx4b");
    }
}
