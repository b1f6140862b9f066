//! Mates the search must find with their exact distance in plies, and the pawn-drop mate it
//! must never play.

use judkins::Position;
use judkins::search::{Engine, Limits, Score, SearchResult};

fn search(sfen: &str, depth: u32) -> (Position, SearchResult) {
    let pos = Position::from_sfen(sfen).expect("valid test SFEN");
    let mut engine = Engine::default();
    let result = engine.search_sync(&pos, Limits::depth(depth));
    (pos, result)
}

fn assert_mate(sfen: &str, plies: i32) {
    let (pos, result) = search(sfen, 12);
    assert_eq!(result.score, Some(Score::Mate(plies)), "{sfen}: {result:?}");
    let best = result.best.expect("a move");
    assert!(pos.is_legal(best), "{sfen}: {best}");
}

#[test]
fn mate_in_one_by_gold_drop() {
    // White king 1a; the pawn on 1c guards 1b, so G*1b covers 1a's every escape.
    let (_, result) = search("5k/6/5P/6/6/K5 b G 1", 6);
    assert_eq!(result.score, Some(Score::Mate(1)));
    assert_eq!(result.best.map(|m| m.to_string()).as_deref(), Some("G*1b"));
}

#[test]
fn mate_in_three() {
    assert_mate("2nB2/5k/6/3S2/6/K5 b RGp 1", 3);
    assert_mate("5k/2sB2/6/5n/6/K5 b RGP 1", 3);
    assert_mate("3k2/5R/4sn/3B2/6/K5 b PG 1", 3);
}

#[test]
fn mate_in_five() {
    assert_mate("3kn1/6/2B3/6/6/K5 b Rpgs 1", 5);
    assert_mate("4rk/5n/6/4S1/6/K5 b GBP 1", 5);
}

#[test]
fn the_mated_side_sees_its_mate_coming() {
    // After Black's first move of the mate in three, White is mated in two plies.
    let mut pos = Position::from_sfen("5k/2sB2/6/5n/6/K5 b RGP 1").unwrap();
    pos.do_move(pos.parse_move("R*2a").unwrap());
    let mut engine = Engine::default();
    let result = engine.search_sync(&pos, Limits::depth(10));
    assert_eq!(result.score, Some(Score::Mate(-2)), "{result:?}");
}

#[test]
fn never_plays_the_illegal_pawn_drop_mate() {
    // P*1b would mate (the gold on 2c guards 1b and 2b; the knight blocks 2a), so it is
    // illegal, and Black has no other mate in one.
    let (pos, result) = search("4nk/6/4G1/6/6/K5 b P 1", 10);
    let best = result.best.expect("a move");
    assert_ne!(best.to_string(), "P*1b");
    assert!(pos.is_legal(best));
    assert_ne!(result.score, Some(Score::Mate(1)));
}

#[test]
fn no_legal_move_gives_no_best_move() {
    // White, to move, is checkmated.
    let pos = Position::from_sfen("4nk/4G1/4G1/6/6/K5 w P2r2b2sp 2").unwrap();
    let result = Engine::default().search_sync(&pos, Limits::depth(3));
    assert_eq!(result.best, None);
}
