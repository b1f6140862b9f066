//! Commands that act during a search: `stop`, `ponderhit`, `gameover`, `isready`.

mod usi_support;

use judkins::Position;
use std::time::{Duration, Instant};
use usi_support::{UsiEngine, best_move, median, startpos_after};

/// How long a held-back `bestmove` is watched for before the test calls it held.
const HOLD: Duration = Duration::from_millis(300);

fn is_bestmove(line: &str) -> bool {
    line.starts_with("bestmove")
}

#[test]
fn stop_during_go_infinite_gives_bestmove_promptly() {
    let mut engine = UsiEngine::spawn();
    engine.send("position startpos moves 6e6d");
    let pos = startpos_after(&["6e6d"]);
    let mut latencies = Vec::new();
    for _ in 0..7 {
        engine.send("go infinite");
        // The search is running (and holds its bestmove) before stop is sent.
        assert!(!engine.sees_within(Duration::from_millis(50), is_bestmove));
        let sent = Instant::now();
        engine.send("stop");
        let lines = engine.read_bestmove();
        latencies.push(sent.elapsed());
        best_move(lines.last().unwrap(), &pos);
    }
    let typical = median(latencies.clone());
    eprintln!("stop -> bestmove latencies {latencies:?}, median {typical:?}");
    // The target is 50 ms; the bound leaves room for a loaded 2-core machine.
    assert!(typical < Duration::from_millis(500), "median {typical:?}");
}

#[test]
fn infinite_search_holds_bestmove_until_stop() {
    let mut engine = UsiEngine::spawn();
    // Even with one legal move in sight and a depth limit, infinite waits.
    engine.send("position startpos");
    engine.send("go infinite depth 1");
    assert!(
        !engine.sees_within(HOLD, is_bestmove),
        "bestmove before stop"
    );
    engine.send("stop");
    let lines = engine.read_bestmove();
    best_move(lines.last().unwrap(), &Position::startpos());
}

/// The moves before the ponder search: the game plus the predicted reply.
const PONDER_MOVES: [&str; 2] = ["6e6d", "1b1c"];

/// Starts `go ponder` with small clocks (so a real search ends soon after `ponderhit`) and
/// checks that no `bestmove` comes while it ponders; then sends `command`, which must end
/// the ponder search with a `bestmove` legal in the pondered position.
fn ponder_then(engine: &mut UsiEngine, command: &str) {
    engine.send(&format!(
        "position startpos moves {}",
        PONDER_MOVES.join(" ")
    ));
    engine.send("go ponder btime 0 wtime 0 byoyomi 200");
    assert!(
        !engine.sees_within(HOLD, is_bestmove),
        "bestmove during ponder"
    );
    engine.send(command);
    let lines = engine.read_bestmove();
    best_move(lines.last().unwrap(), &startpos_after(&PONDER_MOVES));
}

#[test]
fn ponder_then_ponderhit_plays_a_legal_move() {
    let mut engine = UsiEngine::spawn();
    ponder_then(&mut engine, "ponderhit");
    // A second ponderhit has no search to act on: one warning, no bestmove.
    engine.expect_info("ponderhit", "info string warning:", "ponderhit");
}

#[test]
fn ponder_then_stop_still_sends_one_bestmove() {
    let mut engine = UsiEngine::spawn();
    ponder_then(&mut engine, "stop");
    let lines = engine.sync();
    assert!(lines.iter().all(|l| !is_bestmove(l)), "{lines:?}");
}

#[test]
fn gameover_during_ponder_ends_the_search() {
    let mut engine = UsiEngine::spawn();
    ponder_then(&mut engine, "gameover lose");
    // Ready for the next game.
    engine.send("usinewgame");
    engine.send("position startpos");
    engine.send("go depth 1");
    let lines = engine.read_bestmove();
    best_move(lines.last().unwrap(), &Position::startpos());
}

#[test]
fn isready_is_answered_during_a_search_without_ending_it() {
    let mut engine = UsiEngine::spawn();
    engine.send("position startpos");
    engine.send("go infinite");
    for _ in 0..3 {
        let sent = Instant::now();
        let lines = engine.sync();
        assert!(lines.iter().all(|l| !is_bestmove(l)), "{lines:?}");
        assert!(
            sent.elapsed() < Duration::from_secs(2),
            "{:?}",
            sent.elapsed()
        );
    }
    engine.send("stop");
    let lines = engine.read_bestmove();
    best_move(lines.last().unwrap(), &Position::startpos());
}

#[test]
fn stray_stop_and_ponderhit_when_idle_are_harmless() {
    let mut engine = UsiEngine::spawn();
    assert_eq!(engine.reply_to("stop"), None);
    assert_eq!(engine.reply_to("gameover draw"), None);
    engine.expect_info("ponderhit", "info string warning:", "ponderhit");
    engine.send("go depth 1");
    best_move(
        engine.read_bestmove().last().unwrap(),
        &Position::startpos(),
    );
}
