//! Machine-readable game records: one JSON object per line (JSON Lines), for analysis and
//! tuning.
//!
//! Fields: `game` (1-based), `round`, `black`, `white`, `time_control`, `date`, `start_sfen`,
//! `opening_moves` (USI moves played from the opening book), `moves` (one object per engine
//! move: `usi`, `score` as `{"cp":N}` or `{"mate":N}` from the mover's side or null, `depth`
//! or null, `time_ms`), `result` (`1-0` Black won, `0-1` White won, `1/2-1/2`), `winner`
//! (`black`, `white` or `draw`), `reason` (the summary category) and `termination` (a
//! sentence).

use super::engine::EngineScore;
use super::game::PlayedGame;
use super::openings::Opening;
use super::outcome::GameResult;
use crate::color::Color;
use std::fmt::Write;

/// A finished game with everything the reports need.
#[derive(Debug, Clone)]
pub struct GameRecord {
    /// 1-based, in schedule order.
    pub number: usize,
    pub round: u32,
    /// Engine names by color: Black, White.
    pub players: [String; Color::NUM],
    /// Engine indices by color.
    pub engine_ids: [usize; Color::NUM],
    /// Games of one opening with colors swapped share this.
    pub pair_id: usize,
    pub opening: Opening,
    pub tc_label: String,
    pub date: String,
    pub game: PlayedGame,
}

impl GameRecord {
    pub fn loser_name(&self) -> Option<&str> {
        match self.game.result {
            GameResult::Win(winner) => Some(&self.players[(!winner).index()]),
            GameResult::Draw => None,
        }
    }

    pub fn termination(&self) -> String {
        self.game.reason.describe(self.loser_name())
    }
}

/// A JSON string literal.
pub fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn json_score(score: Option<EngineScore>) -> String {
    match score {
        Some(EngineScore::Cp(cp)) => format!("{{\"cp\":{cp}}}"),
        Some(EngineScore::Mate(n)) => format!("{{\"mate\":{n}}}"),
        None => "null".to_string(),
    }
}

/// One game as one line of JSON (no trailing newline).
pub fn game_to_json(record: &GameRecord) -> String {
    let game = &record.game;
    let opening_moves: Vec<String> = record
        .opening
        .moves
        .iter()
        .map(|m| json_string(&m.to_string()))
        .collect();
    let moves: Vec<String> = game
        .moves
        .iter()
        .map(|m| {
            format!(
                "{{\"usi\":{},\"score\":{},\"depth\":{},\"time_ms\":{}}}",
                json_string(&m.mv.to_string()),
                json_score(m.score),
                m.depth.map_or("null".to_string(), |d| d.to_string()),
                m.time_ms
            )
        })
        .collect();
    format!(
        "{{\"game\":{},\"round\":{},\"black\":{},\"white\":{},\"time_control\":{},\"date\":{},\
         \"start_sfen\":{},\"opening_moves\":[{}],\"moves\":[{}],\"result\":{},\"winner\":{},\
         \"reason\":{},\"termination\":{}}}",
        record.number,
        record.round,
        json_string(&record.players[0]),
        json_string(&record.players[1]),
        json_string(&record.tc_label),
        json_string(&record.date),
        json_string(&record.opening.start_sfen),
        opening_moves.join(","),
        moves.join(","),
        json_string(game.result.pgn()),
        json_string(game.result.winner_name()),
        json_string(game.reason.category()),
        json_string(&record.termination()),
    )
}

/// Today's UTC date as `YYYY.MM.DD` (PGN style), from the system clock.
pub fn today() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (y, m, d) = civil_from_days((secs / 86_400) as i64);
    format!("{y:04}.{m:02}.{d:02}")
}

/// Days since 1970-01-01 to a Gregorian (year, month, day): the well-known era algorithm
/// (eras of 400 years, years starting in March so the leap day comes last).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        // 2000-02-29 is day 11016: 30 years (7 leap) = 10957 days, + 31 + 28.
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        assert_eq!(civil_from_days(11_017), (2000, 3, 1));
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
    }

    #[test]
    fn json_strings_are_escaped() {
        assert_eq!(json_string("a\"b\\c\n\u{1}"), "\"a\\\"b\\\\c\\n\\u0001\"");
    }
}
