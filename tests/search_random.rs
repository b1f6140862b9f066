//! Positions from random games: the search always returns a legal move, under every limit and
//! thread count, and the evaluation is color-symmetric.

mod common;
use common::Rng;

use judkins::eval::evaluate;
use judkins::search::{Engine, EngineOptions, Limits, SearchInfo, SearchListener, SearchResult};
use judkins::{Move, Position};
use std::sync::mpsc;

/// Positions met along random games from the start (with their game history).
fn random_positions(seed: u64, games: usize) -> Vec<Position> {
    let mut rng = Rng(seed);
    let mut out = Vec::new();
    for _ in 0..games {
        let mut pos = Position::startpos();
        let plies = 4 + rng.below(60);
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.do_move(moves[rng.below(moves.len())]);
            out.push(pos.clone());
        }
    }
    out
}

#[test]
fn evaluation_is_symmetric() {
    let positions = random_positions(0x5eed, 150);
    assert!(positions.len() > 1000);
    for pos in &positions {
        let flipped = pos.flipped();
        assert_eq!(evaluate(pos), evaluate(&flipped), "{}", pos.to_sfen());
    }
}

fn check_result(pos: &Position, best: Option<Move>) {
    match best {
        Some(mv) => assert!(pos.is_legal(mv), "{} played {mv}", pos.to_sfen()),
        None => assert!(!pos.has_legal_move(), "{} has moves", pos.to_sfen()),
    }
}

#[test]
fn random_positions_always_get_a_legal_move() {
    let positions = random_positions(0xbadc0de, 40);
    let mut engine = Engine::default();
    for (i, pos) in positions.iter().enumerate().step_by(3) {
        let limits = match i % 3 {
            0 => Limits::depth(1 + (i % 5) as u32),
            1 => Limits::nodes(1 + (i as u64 * 37) % 3000),
            _ => Limits::movetime(5),
        };
        let result = engine.search_sync(pos, limits);
        check_result(pos, result.best);
        if let Some(ponder) = result.ponder {
            let mut after = pos.clone();
            after.do_move(result.best.unwrap());
            assert!(
                after.is_legal(ponder),
                "ponder {ponder} in {}",
                after.to_sfen()
            );
        }
    }
}

#[test]
fn several_threads_and_multipv_stay_legal() {
    let positions = random_positions(0xfeed, 8);
    let mut engine = Engine::new(EngineOptions {
        threads: 3,
        multipv: 3,
        ..EngineOptions::default()
    });
    for pos in positions.iter().step_by(5) {
        let result = engine.search_sync(pos, Limits::depth(5));
        check_result(pos, result.best);
    }
}

struct Channel(mpsc::Sender<Result<SearchResult, SearchInfo>>);

impl SearchListener for Channel {
    fn info(&mut self, info: &SearchInfo) {
        let _ = self.0.send(Err(info.clone()));
    }
    fn done(&mut self, result: SearchResult) {
        let _ = self.0.send(Ok(result));
    }
}

#[test]
fn infinite_search_waits_for_stop_and_answers_once() {
    let pos = Position::startpos();
    let mut engine = Engine::default();
    let (tx, rx) = mpsc::channel();
    let limits = Limits {
        infinite: true,
        ..Limits::default()
    };
    engine.start(&pos, limits, Channel(tx));
    // Infos arrive; no result before the stop.
    let first = rx.recv().unwrap();
    assert!(first.is_err(), "an info comes first");
    assert!(engine.is_searching());
    engine.stop();
    engine.wait();
    let results: Vec<SearchResult> = rx.try_iter().filter_map(Result::ok).collect();
    assert_eq!(results.len(), 1);
    check_result(&pos, results[0].best);
}

#[test]
fn ponder_done_waits_for_ponderhit_even_after_a_mate() {
    let pos = Position::from_sfen("5k/6/5P/6/6/K5 b G 1").unwrap();
    let mut engine = Engine::default();
    let (tx, rx) = mpsc::channel();
    let limits = Limits {
        ponder: true,
        depth: Some(3),
        ..Limits::default()
    };
    engine.start(&pos, limits, Channel(tx));
    // The depth-limited search finishes at once, but must hold its answer while pondering.
    std::thread::sleep(std::time::Duration::from_millis(50));
    assert!(engine.is_searching());
    assert!(rx.try_iter().all(|m| m.is_err()));
    engine.ponderhit();
    engine.wait();
    let results: Vec<SearchResult> = rx.try_iter().filter_map(Result::ok).collect();
    assert_eq!(results.len(), 1);
    assert_eq!(
        results[0].best.map(|m| m.to_string()).as_deref(),
        Some("G*1b")
    );
}
