//! Random opening lines for tuning data: random legal walks from the start position, kept when
//! a short search scores them close to level.
//!
//! Games played from the 28 built-in openings teach a tuner the openings themselves: a fit to
//! them lowers the error on other games from the same openings and raises it on games from
//! openings it never saw. Many distinct openings, each played twice with colors swapped, give
//! records from which an evaluation fit can generalise. The verdict on a change still comes
//! from the built-in set.
//!
//! ```sh
//! cargo run --release --example gen_openings -- COUNT [SEED] [NODES] [LIMIT] > openings.txt
//! ```
//!
//! Each walk is 4 to 8 plies of moves chosen uniformly among the legal ones (drops, captures
//! and promotions included). It is kept when it is new, the side to move has a legal move and
//! a search of NODES nodes (100,000) scores it within LIMIT centipawns (100) of level, without
//! a mate score. Lines are written as `judkins match --openings` reads them, with the score
//! from Black's side as a comment.

use judkins::search::{Engine, EngineOptions, Limits, Score};
use judkins::{Color, Move, Position, START_SFEN};
use std::collections::HashSet;
use std::process::ExitCode;

/// A small, fast generator (xorshift64*): the lines need to vary, not to be unpredictable.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number in `lo..=hi`.
    fn between(&mut self, lo: usize, hi: usize) -> usize {
        lo + (self.next() % (hi - lo + 1) as u64) as usize
    }
}

/// A random legal walk of `plies` moves, or None when a side runs out of moves first.
fn random_walk(rng: &mut Rng, plies: usize) -> Option<(Position, Vec<Move>)> {
    let mut pos = Position::from_sfen(START_SFEN).ok()?;
    let mut line = Vec::with_capacity(plies);
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return None;
        }
        let mv = moves[rng.between(0, moves.len() - 1)];
        pos.do_move(mv);
        line.push(mv);
    }
    pos.has_legal_move().then_some((pos, line))
}

fn number(args: &[String], i: usize, default: u64, name: &str) -> Result<u64, String> {
    args.get(i).map_or(Ok(default), |s| {
        s.parse()
            .map_err(|_| format!("{name}: '{s}' is not a number"))
    })
}

fn run(args: &[String]) -> Result<(), String> {
    let count = number(args, 0, u64::MAX, "COUNT")?;
    if count == u64::MAX {
        return Err("usage: gen_openings COUNT [SEED] [NODES] [LIMIT]".to_string());
    }
    let seed = number(args, 1, 1, "SEED")?;
    let nodes = number(args, 2, 100_000, "NODES")?;
    let limit = number(args, 3, 100, "LIMIT")? as i32;
    // xorshift must not start at zero.
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let mut engine = Engine::new(EngineOptions {
        hash_mb: 16,
        ..EngineOptions::default()
    });
    let (mut seen, mut kept, mut tried) = (HashSet::new(), 0, 0u64);
    while kept < count {
        tried += 1;
        let plies = rng.between(4, 8);
        let Some((pos, line)) = random_walk(&mut rng, plies) else {
            continue;
        };
        if !seen.insert(pos.key()) {
            continue;
        }
        engine.new_game();
        let Some(Score::Cp(score)) = engine.search_sync(&pos, Limits::nodes(nodes)).score else {
            continue;
        };
        if score.abs() > limit {
            continue;
        }
        let black = if pos.side_to_move() == Color::Black {
            score
        } else {
            -score
        };
        let moves: Vec<String> = line.iter().map(|m| m.to_string()).collect();
        println!("startpos moves {}  # {black:+}", moves.join(" "));
        kept += 1;
    }
    eprintln!("kept {kept} of {tried} walks");
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("gen_openings: {message}");
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A walk is a legal line of the asked length from the start position, which leaves the
    /// side to move a legal move; the same seed draws the same walks.
    #[test]
    fn walks_are_legal_lines_of_the_asked_length() {
        let (mut rng, mut again) = (Rng(12345), Rng(12345));
        let mut walks = 0;
        for plies in (4..=8).cycle().take(50) {
            let walk = random_walk(&mut rng, plies);
            let repeat = random_walk(&mut again, plies);
            assert_eq!(
                walk.as_ref().map(|(p, _)| p.key()),
                repeat.as_ref().map(|(p, _)| p.key())
            );
            let Some((end, line)) = walk else { continue };
            walks += 1;
            assert_eq!(line.len(), plies);
            let mut pos = Position::from_sfen(START_SFEN).unwrap();
            for mv in &line {
                let parsed = pos.parse_move(&mv.to_string()).expect("a legal move");
                pos.do_move(parsed);
            }
            assert_eq!(pos.key(), end.key());
            assert!(pos.has_legal_move());
        }
        assert!(walks > 40, "{walks} of 50 walks finished");
    }
}
