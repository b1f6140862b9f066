//! Game rules inside the tree: perpetual check loses for the checker, plain repetition draws.

use judkins::Position;
use judkins::search::{Engine, Limits, Score};

/// Plays `moves` from `sfen`, keeping the history the repetition rules read.
fn play(sfen: &str, moves: &[&str]) -> Position {
    let mut pos = Position::from_sfen(sfen).unwrap();
    for m in moves {
        let mv = pos.parse_move(m).unwrap();
        pos.do_move(mv);
    }
    pos
}

/// Black rook 2d against the bare white king 1a. The rook has checked from 1d and 2d while
/// the king stepped 1a-2a-1a; checking from 1d again repeats with Black checking throughout.
const ROOK_VS_KING: &str = "5k/6/6/4R1/6/K5 b - 1";
const CHECKING_CYCLE: [&str; 4] = ["2d1d", "1a2a", "1d2d", "2a1a"];

#[test]
fn perpetual_check_scores_as_a_loss_for_the_checker() {
    let pos = play(ROOK_VS_KING, &CHECKING_CYCLE);
    let repeat = pos.parse_move("2d1d").unwrap();
    let mut engine = Engine::default();
    let limits = Limits {
        searchmoves: vec![repeat],
        ..Limits::depth(4)
    };
    let result = engine.search_sync(&pos, limits);
    assert_eq!(result.best, Some(repeat));
    assert_eq!(result.score, Some(Score::Mate(-1)), "{result:?}");
}

#[test]
fn the_checker_avoids_the_perpetual() {
    let pos = play(ROOK_VS_KING, &CHECKING_CYCLE);
    let mut engine = Engine::default();
    let result = engine.search_sync(&pos, Limits::depth(6));
    let best = result.best.unwrap();
    assert_ne!(best.to_string(), "2d1d");
    assert!(
        !matches!(result.score, Some(Score::Mate(n)) if n < 0),
        "{result:?}"
    );
}

#[test]
fn a_quiet_repetition_is_a_draw() {
    // The rook shuffles 4d-4e without checking while the king steps 1a-1b-1a.
    let pos = play("5k/6/6/2R3/6/K5 b - 1", &["4d4e", "1a1b", "4e4d", "1b1a"]);
    let repeat = pos.parse_move("4d4e").unwrap();
    let limits = Limits {
        searchmoves: vec![repeat],
        ..Limits::depth(4)
    };
    let result = Engine::default().search_sync(&pos, limits);
    assert_eq!(result.score, Some(Score::Cp(0)), "{result:?}");
}
