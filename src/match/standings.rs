//! Results as they come in: per-pairing tallies and game pairs, per-engine points, and the
//! reasons games ended; and the text lines that report them.

use super::outcome::GameResult;
use super::records::GameRecord;
use super::sprt::{Pentanomial, SprtDecision, SprtParams};
use super::stats::Tally;
use crate::color::Color;
use std::collections::{BTreeMap, HashMap};
use std::time::Duration;

pub struct Standings {
    names: Vec<String>,
    /// Keyed by (lower engine index, higher), from the lower one's side.
    tallies: BTreeMap<(usize, usize), Tally>,
    pairs: BTreeMap<(usize, usize), Pentanomial>,
    /// First game of a color-swapped pair: pair id to half points of the lower engine.
    half_pairs: HashMap<usize, usize>,
    engine_tallies: Vec<Tally>,
    reasons: BTreeMap<&'static str, u32>,
    by_color: [u32; 3],
    pub games: usize,
}

impl Standings {
    pub fn new(names: Vec<String>) -> Standings {
        let n = names.len();
        Standings {
            names,
            tallies: BTreeMap::new(),
            pairs: BTreeMap::new(),
            half_pairs: HashMap::new(),
            engine_tallies: vec![Tally::default(); n],
            reasons: BTreeMap::new(),
            by_color: [0; 3],
            games: 0,
        }
    }

    /// Adds a game; returns its pairing key.
    pub fn add(&mut self, record: &GameRecord) -> (usize, usize) {
        self.add_result(
            record.engine_ids,
            record.pair_id,
            record.game.result,
            record.game.reason.category(),
        )
    }

    /// Adds a game from its players (engine indices by color), pair, result and the category of
    /// its ending; returns its pairing key.
    pub fn add_result(
        &mut self,
        engine_ids: [usize; Color::NUM],
        pair_id: usize,
        result: GameResult,
        category: &'static str,
    ) -> (usize, usize) {
        let [black, white] = engine_ids;
        let key = (black.min(white), black.max(white));
        // Half points of the lower-indexed engine in this game: 0, 1 or 2.
        let lower_half = match result {
            GameResult::Draw => 1,
            GameResult::Win(color) if engine_ids[color.index()] == key.0 => 2,
            GameResult::Win(_) => 0,
        };
        let tally = self.tallies.entry(key).or_default();
        match lower_half {
            2 => tally.wins += 1,
            0 => tally.losses += 1,
            _ => tally.draws += 1,
        }
        for (engine, half) in [(key.0, lower_half), (key.1, 2 - lower_half)] {
            let t = &mut self.engine_tallies[engine];
            match half {
                2 => t.wins += 1,
                0 => t.losses += 1,
                _ => t.draws += 1,
            }
        }
        match self.half_pairs.remove(&pair_id) {
            Some(first) => self.pairs.entry(key).or_default().add(first + lower_half),
            None => {
                self.half_pairs.insert(pair_id, lower_half);
            }
        }
        *self.reasons.entry(category).or_default() += 1;
        self.by_color[match result {
            GameResult::Win(Color::Black) => 0,
            GameResult::Win(Color::White) => 1,
            GameResult::Draw => 2,
        }] += 1;
        self.games += 1;
        key
    }

    pub fn tally(&self, key: (usize, usize)) -> Tally {
        self.tallies.get(&key).copied().unwrap_or_default()
    }

    pub fn pentanomial(&self, key: (usize, usize)) -> Pentanomial {
        self.pairs.get(&key).copied().unwrap_or_default()
    }

    /// `Score of A vs B: W - L - D [0.xxx] N`, then Elo, LOS and draw ratio.
    pub fn score_lines(&self, key: (usize, usize)) -> String {
        let t = self.tally(key);
        let draw_ratio = if t.games() == 0 {
            0.0
        } else {
            100.0 * t.draws as f64 / t.games() as f64
        };
        format!(
            "Score of {} vs {}: {} - {} - {}  [{:.3}] {}\n\
             Elo difference: {}, LOS: {:.1} %, DrawRatio: {:.1} %",
            self.names[key.0],
            self.names[key.1],
            t.wins,
            t.losses,
            t.draws,
            t.score(),
            t.games(),
            elo_text(&t),
            100.0 * t.los(),
            draw_ratio
        )
    }

    /// The SPRT line and decision for a pairing.
    pub fn sprt(&self, key: (usize, usize), params: &SprtParams) -> (String, SprtDecision) {
        let pairs = self.pentanomial(key);
        let llr = params.llr(&pairs);
        let (lower, upper) = params.bounds();
        let percent = 100.0 * llr / if llr >= 0.0 { upper } else { -lower };
        let p = pairs.0;
        let line = format!(
            "SPRT: llr {llr:.3} ({percent:.1}%), lbound {lower:.2}, ubound {upper:.2} \
             [elo0 {}, elo1 {}] Ptnml(0-2): [{}, {}, {}, {}, {}]",
            params.elo0, params.elo1, p[0], p[1], p[2], p[3], p[4]
        );
        (line, params.decide(llr, pairs.pairs()))
    }

    /// A table of all engines by points, with each one's Elo against the field.
    pub fn table(&self) -> String {
        let mut order: Vec<usize> = (0..self.names.len()).collect();
        let points = |i: usize| {
            let t = self.engine_tallies[i];
            t.wins as f64 + t.draws as f64 / 2.0
        };
        order.sort_by(|&a, &b| points(b).total_cmp(&points(a)));
        let width = self.names.iter().map(|n| n.len()).max().unwrap_or(4).max(4);
        let mut out = format!(
            "Rank {:<width$} {:>7} {:>6} {:>7} {:>6} {:>6} {:>6}  Elo vs field\n",
            "Name", "Points", "Games", "Score", "Wins", "Losses", "Draws"
        );
        for (rank, &i) in order.iter().enumerate() {
            let t = self.engine_tallies[i];
            out.push_str(&format!(
                "{:>4} {:<width$} {:>7.1} {:>6} {:>6.1}% {:>6} {:>6} {:>6}  {}\n",
                rank + 1,
                self.names[i],
                points(i),
                t.games(),
                100.0 * t.score(),
                t.wins,
                t.losses,
                t.draws,
                elo_text(&t)
            ));
        }
        out
    }

    /// Results by color and by reason.
    pub fn summary(&self) -> String {
        let [black, white, draws] = self.by_color;
        let mut out = format!(
            "Games: {} (Black won {black}, White won {white}, drawn {draws})\nEndings:",
            self.games
        );
        for (reason, count) in &self.reasons {
            out.push_str(&format!("\n  {reason}: {count}"));
        }
        out
    }

    pub fn pairings(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.tallies.keys().copied()
    }
}

fn elo_text(t: &Tally) -> String {
    // Adding 0.0 turns -0.0 into 0.0 for printing.
    let elo = t.elo() + 0.0;
    if elo.is_finite() {
        format!("{elo:.1} +/- {:.1}", t.elo_error_95())
    } else {
        format!("{}inf", if elo > 0.0 { "+" } else { "-" })
    }
}

/// `h:mm:ss`.
pub fn clock_text(d: Duration) -> String {
    let s = d.as_secs();
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

/// `Progress: done/total games, elapsed ..., ETA ...`; the ETA from the pace of the `played`
/// games of this run (fewer than `done` when a run resumed).
pub fn progress_line(done: usize, total: usize, played: usize, elapsed: Duration) -> String {
    let eta = if played == 0 {
        "?".to_string()
    } else {
        let per_game = elapsed.as_secs_f64() / played as f64;
        clock_text(Duration::from_secs_f64(
            per_game * (total - done.min(total)) as f64,
        ))
    };
    format!(
        "Progress: {done}/{total} games, elapsed {}, ETA {eta}",
        clock_text(elapsed)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times() {
        assert_eq!(clock_text(Duration::from_secs(3725)), "1:02:05");
        assert_eq!(
            progress_line(2, 6, 2, Duration::from_secs(10)),
            "Progress: 2/6 games, elapsed 0:00:10, ETA 0:00:20"
        );
        // Resumed at game 4 of 6: one game in 10 s, two to go.
        assert_eq!(
            progress_line(5, 6, 1, Duration::from_secs(10)),
            "Progress: 5/6 games, elapsed 0:00:10, ETA 0:00:10"
        );
    }
}
