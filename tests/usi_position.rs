//! `position` (all or nothing), `d` and `perft`.

mod usi_support;

use judkins::Position;
use usi_support::{UsiEngine, displayed_sfen, startpos_after};

#[test]
fn position_with_moves_is_shown_by_d() {
    let mut engine = UsiEngine::spawn();
    engine.send("position startpos moves 6e6d 1b1c 2f6b+");
    let expected = startpos_after(&["6e6d", "1b1c", "2f6b+"]);
    assert_eq!(displayed_sfen(&mut engine), expected.to_sfen());
    engine.send("d");
    let lines = engine.read_until("the end of d", |l| l.starts_with("Checkers:"));
    assert!(lines.iter().any(|l| l.starts_with("Key: ")), "{lines:?}");
    assert!(lines.iter().any(|l| l.contains("hand:")), "{lines:?}");
}

#[test]
fn an_illegal_or_malformed_move_keeps_the_previous_position() {
    let mut engine = UsiEngine::spawn();
    engine.send("position startpos moves 6e6d 1b1c");
    let kept = startpos_after(&["6e6d", "1b1c"]).to_sfen();
    assert_eq!(displayed_sfen(&mut engine), kept);
    for (bad, token) in [
        ("position startpos moves 6e6d 1b1c 6e6d", "'6e6d'"),
        ("position startpos moves 6e6d 1b1c 2f6b 9z9z", "'9z9z'"),
        ("position startpos moves 6e6d 1b1c P*3c", "'P*3c'"),
        (
            "position sfen rbnsgk/5p/6/6/P5/KGSNBR q - 1 moves 6e6d",
            "'q'",
        ),
        ("position sfen rbnsgk/5p/6/6/P5 b -", "rbnsgk/5p/6/6/P5"),
        ("position startpos extra", "'extra'"),
        ("position", "startpos"),
    ] {
        engine.expect_info(bad, "info string error: ", token);
        assert_eq!(displayed_sfen(&mut engine), kept, "after {bad}");
    }
}

#[test]
fn sfen_position_with_moves_and_no_move_number() {
    let mut engine = UsiEngine::spawn();
    engine.send("position sfen 5k/6/6/6/6/K5 b RBGSNPrbgsnp moves G*1b");
    let mut expected = Position::from_sfen("5k/6/6/6/6/K5 b RBGSNPrbgsnp 1").unwrap();
    let mv = expected.parse_move("G*1b").unwrap();
    expected.do_move(mv);
    assert_eq!(displayed_sfen(&mut engine), expected.to_sfen());
}

#[test]
fn perft_divides_the_current_position() {
    let mut engine = UsiEngine::spawn();
    engine.send("position startpos moves 6e6d");
    engine.send("perft 2");
    let lines = engine.read_until("Nodes searched", |l| l.starts_with("Nodes searched: "));
    let mut pos = startpos_after(&["6e6d"]);
    let expected = judkins::perft::perft(&mut pos, 2);
    assert_eq!(
        lines.last().unwrap(),
        &format!("Nodes searched: {expected}")
    );
    let root_moves = lines
        .iter()
        .filter(|l| {
            l.split_once(": ")
                .is_some_and(|(m, _)| pos.parse_move(m).is_ok())
        })
        .count();
    assert_eq!(root_moves, pos.legal_moves().len(), "{lines:?}");
    engine.send("go perft 1");
    let lines = engine.read_until("Nodes searched", |l| l.starts_with("Nodes searched: "));
    assert_eq!(
        lines.last().unwrap(),
        &format!("Nodes searched: {}", pos.legal_moves().len())
    );
}
