//! The handshake, options and the ways the engine ends.

mod usi_support;

use std::time::{Duration, Instant};
use usi_support::{UsiEngine, median};

#[test]
fn handshake_lists_id_and_every_option_then_usiok_and_readyok() {
    let mut engine = UsiEngine::spawn();
    engine.send("usi");
    let lines = engine.read_until("usiok", |l| l == "usiok");
    assert_eq!(
        lines[0],
        format!("id name judkins {}", env!("CARGO_PKG_VERSION"))
    );
    assert!(lines[1].starts_with("id author "), "{lines:?}");
    let options: Vec<&String> = lines.iter().filter(|l| l.starts_with("option ")).collect();
    for name in [
        "USI_Hash",
        "USI_Ponder",
        "Threads",
        "MultiPV",
        "Move_Overhead",
        "USI_Variant",
        "Clear_Hash",
    ] {
        let declared = format!("option name {name} type ");
        assert!(
            options.iter().any(|l| l.starts_with(&declared)),
            "{name} missing from {lines:?}"
        );
    }
    // Nothing else: ids, options, usiok.
    assert_eq!(lines.len(), 2 + options.len() + 1, "{lines:?}");
    for line in &options {
        // ShogiHome splits option lines on single spaces.
        assert!(!line.contains("  "), "{line}");
    }
    assert_eq!(engine.sync(), ["readyok"]);
}

#[test]
fn usiok_comes_fast() {
    let mut engine = UsiEngine::spawn();
    let mut samples = Vec::new();
    for _ in 0..5 {
        let sent = Instant::now();
        engine.send("usi");
        engine.read_until("usiok", |l| l == "usiok");
        samples.push(sent.elapsed());
    }
    let typical = median(samples);
    eprintln!("usi -> usiok median latency: {typical:?}");
    // The issue asks for well under 100 ms; the bound is loose for a loaded test machine.
    assert!(
        typical < Duration::from_millis(500),
        "usiok took {typical:?}"
    );
}

#[test]
fn setoption_clamps_warns_and_rejects_with_one_info_string_each() {
    let mut engine = UsiEngine::spawn();
    let warning = "info string warning:";
    let error = "info string error:";
    let cases = [
        (
            "setoption name USI_Hash value 0",
            Some((warning, "value 0")),
        ),
        ("setoption name usi_hash value 64", None),
        (
            "setoption name Threads value 100000",
            Some((warning, "100000")),
        ),
        ("setoption name MultiPV value many", Some((error, "'many'"))),
        (
            "setoption name NoSuchOption value 3",
            Some((warning, "'NoSuchOption'")),
        ),
        ("setoption name USI_Variant value judkins", None),
        (
            "setoption name UCI_Variant value minishogi",
            Some((error, "'minishogi'")),
        ),
        ("setoption name USI_Ponder value true", None),
        ("setoption name Move Overhead value 20", None),
        ("setoption name Clear_Hash", None),
        ("setoption name", Some((error, "name"))),
    ];
    for (command, reply) in cases {
        match reply {
            None => assert_eq!(engine.reply_to(command), None, "{command}"),
            Some((prefix, token)) => engine.expect_info(command, prefix, token),
        }
    }
}

#[test]
fn quit_exits_cleanly_even_during_a_search() {
    let mut engine = UsiEngine::spawn();
    engine.send("position startpos");
    engine.send("go infinite");
    engine.sync();
    engine.send("quit");
    let status = engine
        .wait_exit(Duration::from_secs(10))
        .unwrap_or_else(|| engine.fail("no exit after quit"));
    assert!(status.success(), "{status:?}");
    // The infinite search still got its bestmove.
    assert!(engine.sees_within(Duration::from_secs(1), |l| l.starts_with("bestmove")));
}

#[test]
fn end_of_input_means_quit() {
    let mut engine = UsiEngine::spawn();
    engine.sync();
    engine.close_stdin();
    let status = engine
        .wait_exit(Duration::from_secs(10))
        .unwrap_or_else(|| engine.fail("no exit at end of input"));
    assert!(status.success(), "{status:?}");
}
