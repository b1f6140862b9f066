//! `go` in its forms: one legal `bestmove` each, after a final `info ... pv`.

mod usi_support;

use judkins::Position;
use usi_support::{UsiEngine, best_move, startpos_after};

/// The `info` line just before `bestmove` carries a PV that starts with the best move.
fn assert_final_pv(lines: &[String]) {
    let [.., info, bestmove] = lines else {
        panic!("no info line before bestmove: {lines:?}");
    };
    let best = bestmove.split_whitespace().nth(1).unwrap();
    let pv = info
        .split_once(" pv ")
        .unwrap_or_else(|| panic!("no pv in the final info: {lines:?}"))
        .1;
    assert!(info.starts_with("info "), "{lines:?}");
    assert_eq!(pv.split_whitespace().next(), Some(best), "{lines:?}");
}

#[test]
fn go_depth_after_moves_gives_a_legal_bestmove() {
    let moves = ["6e6d", "1b1c", "2f6b+", "5a6b"];
    let mut engine = UsiEngine::spawn();
    engine.sync();
    engine.send("usinewgame");
    engine.send(&format!("position startpos moves {}", moves.join(" ")));
    engine.send("go depth 2");
    let lines = engine.read_bestmove();
    let pos = startpos_after(&moves);
    assert!(best_move(lines.last().unwrap(), &pos).is_some());
    assert_final_pv(&lines);
}

#[test]
fn go_with_every_clock_parameter_gives_a_legal_bestmove() {
    let mut engine = UsiEngine::spawn();
    engine.send("position startpos moves 6e6d");
    engine
        .send("go btime 1000 wtime 900 binc 10 winc 10 byoyomi 100 movetime 50 nodes 5000 depth 3");
    let lines = engine.read_bestmove();
    best_move(lines.last().unwrap(), &startpos_after(&["6e6d"]));
    assert_final_pv(&lines);
}

#[test]
fn go_on_a_mated_position_resigns() {
    let sfen = "5k/6/6/p5/g5/K5 b - 1";
    assert!(Position::from_sfen(sfen).unwrap().legal_moves().is_empty());
    let mut engine = UsiEngine::spawn();
    engine.send(&format!("position sfen {sfen}"));
    engine.send("go depth 3");
    let lines = engine.read_bestmove();
    assert_eq!(lines.last().unwrap(), "bestmove resign");
    assert!(lines.iter().all(|l| !l.contains("mate 0")), "{lines:?}");
}

#[test]
fn every_go_gets_exactly_one_bestmove_even_in_a_row() {
    let mut engine = UsiEngine::spawn();
    // `go` before any `position` searches the start position.
    engine.send("go depth 1");
    engine.send("go infinite");
    engine.send("go depth 1");
    for _ in 0..3 {
        let lines = engine.read_bestmove();
        best_move(lines.last().unwrap(), &Position::startpos());
    }
    engine.sync();
    engine.send("stop");
    let lines = engine.sync();
    assert!(
        lines.iter().all(|l| !l.starts_with("bestmove")),
        "{lines:?}"
    );
}

#[test]
fn go_mate_answers_with_the_mating_line_and_no_bestmove() {
    let mut engine = UsiEngine::spawn();
    engine.send("position sfen 5k/6/5P/6/6/K5 b G 1");
    engine.send("go mate 5000");
    let lines = engine.read_until("checkmate", |l| l.starts_with("checkmate"));
    assert_eq!(lines.last().unwrap(), "checkmate G*1b");
    engine.send("position sfen 1r4/4pk/B1+S2p/1N4/1K4/2G3 b BGNrs 47");
    engine.send("go mate infinite");
    let lines = engine.read_until("checkmate", |l| l.starts_with("checkmate"));
    assert_eq!(
        lines.last().unwrap(),
        "checkmate B*3d 2b2c N*2d 1b2a 4c3b 2a1a 2d1b+ 1a1b G*2b"
    );
    let lines = engine.sync();
    assert!(
        lines.iter().all(|l| !l.starts_with("bestmove")),
        "{lines:?}"
    );
}

#[test]
fn go_mate_proves_there_is_no_mate() {
    let mut engine = UsiEngine::spawn();
    engine.send("position sfen 5k/6/6/6/6/K5 b - 1");
    engine.send("go mate 1000");
    engine.read_until("checkmate", |l| l == "checkmate nomate");
}

#[test]
fn go_mate_infinite_answers_timeout_on_stop() {
    let mut engine = UsiEngine::spawn();
    // Millions of nodes without a verdict.
    engine.send("position sfen 2n1k1/2r1sp/6/3GN1/PS4/K2+b2 b RGb 27");
    engine.send("go mate infinite");
    engine.send("isready");
    engine.read_until("readyok", |l| l == "readyok");
    engine.send("stop");
    engine.read_until("checkmate", |l| l == "checkmate timeout");
    engine.send("go mate soon");
    engine.read_until("error", |l| l.contains("'soon'"));
}

#[test]
fn a_bad_go_is_rejected_and_names_its_token() {
    let mut engine = UsiEngine::spawn();
    engine.send("position startpos");
    for (bad, token) in [
        ("go depth deep", "'deep'"),
        ("go searchmoves 6e6d 1a1b", "'1a1b'"),
        ("go sometime 5", "'sometime'"),
    ] {
        engine.expect_info(bad, "info string error: ", token);
    }
    // Out-of-range numbers are clamped with one warning, and the search runs.
    engine.send("go depth 0 movetime -5");
    let lines = engine.read_bestmove();
    assert!(
        lines[0].starts_with("info string warning: go:"),
        "{lines:?}"
    );
    best_move(lines.last().unwrap(), &Position::startpos());
}

#[test]
fn searchmoves_are_accepted() {
    let mut engine = UsiEngine::spawn();
    engine.send("position startpos moves 6e6d");
    engine.send("go depth 2 searchmoves 1b1c 2a2b");
    let lines = engine.read_bestmove();
    let pos = startpos_after(&["6e6d"]);
    best_move(lines.last().unwrap(), &pos);
}
