//! Whole matches: the protocol the referee speaks, legal and complete records, tournaments,
//! SPRT stopping, and command-line errors.

mod match_support;

use judkins::Position;
use match_support::{
    args, engine_args, fake_engine, json_field, json_moves, records, run_match, scratch, two_fakes,
};

/// Replays a record with the rules core: every move must be legal, and the recorded ending
/// must hold in the final position where it can be checked there.
fn replay(record: &str) -> Position {
    let mut pos = Position::from_sfen(json_field(record, "start_sfen").unwrap()).unwrap();
    let (opening, moves) = json_moves(record);
    for token in opening.iter().chain(&moves) {
        let mv = pos
            .parse_move(token)
            .unwrap_or_else(|e| panic!("{e} in {record}"));
        pos.do_move(mv);
    }
    match json_field(record, "reason").unwrap() {
        "checkmate" => assert!(!pos.has_legal_move() && pos.in_check(), "{record}"),
        "repetition draw" => assert!(pos.sennichite().is_some(), "{record}"),
        _ => {}
    }
    pos
}

#[test]
fn the_referee_speaks_usi_with_black_clock_first() {
    let fake = fake_engine();
    let dir = scratch("protocol");
    let (log_a, log_b) = (dir.join("a.log"), dir.join("b.log"));
    let run = run_match(&args(&[
        "--engine",
        &format!("cmd={fake}"),
        "name=A",
        "arg=--variant",
        "arg=USI_Variant",
        "arg=--log",
        &format!("arg={}", log_a.display()),
        "--engine",
        &format!("cmd={fake}"),
        "name=B",
        "swapclock=true",
        "option.USI_Hash=7",
        "arg=--log",
        &format!("arg={}", log_b.display()),
        "--each",
        "option.Threads=1",
        "--games",
        "1",
        "--tc",
        "5+1",
        "--maxplies",
        "4",
    ]));
    assert_eq!(run.code, 0, "{}\n{}", run.stdout, run.stderr);
    let a = std::fs::read_to_string(&log_a).unwrap();
    let b = std::fs::read_to_string(&log_b).unwrap();
    // The variant option only to the engine that declared it; user options to each.
    assert!(
        a.contains("setoption name USI_Variant value judkins"),
        "{a}"
    );
    assert!(!b.contains("USI_Variant"), "{b}");
    assert!(a.contains("setoption name Threads value 1"), "{a}");
    assert!(b.contains("setoption name USI_Hash value 7"), "{b}");
    for log in [&a, &b] {
        let order: Vec<&str> = log
            .lines()
            .filter(|l| ["usi", "isready", "usinewgame", "quit"].contains(l))
            .collect();
        // Start-up check (usi, isready, quit), then the game's process.
        assert_eq!(
            order,
            [
                "usi",
                "isready",
                "quit",
                "usi",
                "isready",
                "isready",
                "usinewgame",
                "quit"
            ],
            "{log}"
        );
    }
    // A (Black) first sees full clocks; White's clock shows Black's time after Black's move
    // plus the 1 s increment, so btime > wtime; B asked for chess colors, so it gets them
    // swapped.
    let a_go: Vec<&str> = a.lines().filter(|l| l.starts_with("go ")).collect();
    assert_eq!(a_go[0], "go btime 5000 wtime 5000 binc 1000 winc 1000");
    let b_go = b.lines().find(|l| l.starts_with("go ")).unwrap();
    let numbers: Vec<u64> = b_go
        .split_whitespace()
        .filter_map(|t| t.parse().ok())
        .collect();
    assert!(numbers[0] == 5000 && numbers[1] > 5000, "{b_go}");
    assert!(a.contains("position startpos moves"), "{a}");
    assert!(a.lines().any(|l| l.starts_with("gameover ")), "{a}");
    assert!(b.contains("gameover draw"), "{b}");
}

#[test]
fn a_round_robin_of_random_movers_completes_with_legal_records() {
    let dir = scratch("roundrobin");
    let rec = dir.join("games.jsonl");
    let pgn = dir.join("games.pgn");
    let fake = fake_engine();
    let run = run_match(&args(&[
        "--engine",
        &format!("cmd={fake}"),
        "name=R1",
        "arg=--random",
        "arg=1",
        "--engine",
        &format!("cmd={fake}"),
        "name=R2",
        "arg=--random",
        "arg=2",
        "--engine",
        &format!("cmd={fake}"),
        "name=R3",
        "arg=--random",
        "arg=3",
        "--games",
        "2",
        "--concurrency",
        "2",
        "--movetime",
        "200",
        "--timemargin",
        "1000",
        "--maxplies",
        "160",
        "--records",
        rec.to_str().unwrap(),
        "--pgn",
        pgn.to_str().unwrap(),
    ]));
    assert_eq!(run.code, 0, "{}\n{}", run.stdout, run.stderr);
    let lines = records(&rec);
    assert_eq!(lines.len(), 6);
    for line in &lines {
        replay(line);
    }
    // Each pair of games plays one built-in opening with colors swapped.
    for pairing in [("R1", "R2"), ("R1", "R3"), ("R2", "R3")] {
        let games: Vec<&String> = lines
            .iter()
            .filter(|l| {
                let players = (
                    json_field(l, "black").unwrap(),
                    json_field(l, "white").unwrap(),
                );
                players == pairing || players == (pairing.1, pairing.0)
            })
            .collect();
        assert_eq!(games.len(), 2);
        assert_eq!(json_moves(games[0]).0, json_moves(games[1]).0);
        assert_ne!(json_field(games[0], "black"), json_field(games[1], "black"));
    }
    assert!(run.stdout.contains("Rank Name"), "{}", run.stdout);
    assert!(run.stdout.contains("Progress: 6/6 games"), "{}", run.stdout);
    let text = std::fs::read_to_string(&pgn).unwrap();
    assert_eq!(text.matches("[Event ").count(), 6);
    assert!(
        text.contains("[Variant \"judkins\"]") && text.contains("{book}"),
        "{text}"
    );
}

/// An SPRT over up to 1,000 games that A wins all: A plays legal moves, B resigns at once, so
/// every pair is 2-0 for A. `extra` goes after the settings.
fn lopsided_sprt(extra: &[&str]) -> Vec<String> {
    let mut rest = vec![
        "--games",
        "2",
        "--rounds",
        "500",
        "--movetime",
        "100",
        "--timemargin",
        "1000",
        "--sprt",
        "elo0=0",
        "elo1=10",
        "alpha=0.05",
        "beta=0.05",
    ];
    rest.extend(extra);
    two_fakes(&[], &engine_args(&["--at", "1", "--then", "resign"]), &rest)
}

#[test]
fn sprt_stops_a_lopsided_match_early() {
    let run = run_match(&lopsided_sprt(&[]));
    assert_eq!(run.code, 0, "{}\n{}", run.stdout, run.stderr);
    assert!(run.stdout.contains("SPRT: H1 accepted"), "{}", run.stdout);
    let finished = run.stdout.matches("Finished game").count();
    assert!((2..1000).contains(&finished), "{finished}");
    assert!(
        run.stdout.contains("lbound -2.94, ubound 2.94"),
        "{}",
        run.stdout
    );
}

/// The game numbers a run reported as finished, in order.
fn finished_games(stdout: &str) -> Vec<usize> {
    stdout
        .lines()
        .filter_map(|l| l.strip_prefix("Finished game "))
        .map(|rest| rest.split(' ').next().unwrap().parse().unwrap())
        .collect()
}

#[test]
fn resume_plays_only_the_games_not_yet_in_the_records() {
    let dir = scratch("resume");
    let rec = dir.join("games.jsonl");
    let rec_arg = rec.to_str().unwrap().to_string();
    // B resigns at its first move: every game is quick and A's.
    let resigner = engine_args(&["--at", "1", "--then", "resign"]);
    let run_games = |games: &str, extra: &[&str]| {
        let mut rest = vec![
            "--games",
            games,
            "--movetime",
            "50",
            "--timemargin",
            "1000",
            "--records",
            &rec_arg,
            // Too few pairs to decide; here for its pentanomial count.
            "--sprt",
            "elo0=0",
            "elo1=10",
        ];
        rest.extend(extra);
        run_match(&two_fakes(&[], &resigner, &rest))
    };
    // Three games: the second pair (games 3 and 4) is split across the two runs.
    let first = run_games("3", &["--resume"]);
    assert_eq!(first.code, 0, "{}\n{}", first.stdout, first.stderr);
    assert!(
        first.stdout.contains("Resume: no games in"),
        "{}",
        first.stdout
    );
    assert_eq!(finished_games(&first.stdout).len(), 3);

    let second = run_games("8", &["--resume"]);
    assert_eq!(second.code, 0, "{}\n{}", second.stdout, second.stderr);
    let resumed = format!("Resumed: 3 games from {rec_arg}, 5 to play");
    assert!(second.stdout.contains(&resumed), "{}", second.stdout);
    let mut numbers = finished_games(&second.stdout);
    numbers.sort_unstable();
    assert_eq!(numbers, vec![4, 5, 6, 7, 8]);
    // Four whole pairs, each 2-0: the split one was joined.
    let last_sprt = second
        .stdout
        .lines()
        .rfind(|l| l.starts_with("SPRT: llr"))
        .unwrap();
    assert!(
        last_sprt.ends_with("Ptnml(0-2): [0, 0, 0, 0, 4]"),
        "{last_sprt}"
    );
    assert!(
        second.stdout.contains("Progress: 8/8 games"),
        "{}",
        second.stdout
    );
    assert!(
        second.stdout.contains("Score of A vs B: 8 - 0 - 0"),
        "{}",
        second.stdout
    );
    let mut recorded: Vec<usize> = records(&rec)
        .iter()
        .map(|l| {
            l[l.find("\"game\":").unwrap() + 7..]
                .split(',')
                .next()
                .unwrap()
                .parse()
                .unwrap()
        })
        .collect();
    recorded.sort_unstable();
    assert_eq!(recorded, (1..=8).collect::<Vec<_>>());

    // Everything played: a third run reports the match and plays nothing.
    let third = run_games("8", &["--resume"]);
    assert_eq!(third.code, 0, "{}\n{}", third.stdout, third.stderr);
    assert!(finished_games(&third.stdout).is_empty(), "{}", third.stdout);
    assert!(
        third.stdout.contains("Score of A vs B: 8 - 0 - 0"),
        "{}",
        third.stdout
    );

    // The engines in the other order make another schedule: refused, the file untouched.
    let fake = format!("cmd={}", fake_engine());
    let mut swapped = args(&["--engine", &fake, "name=B"]);
    swapped.extend(resigner.iter().cloned());
    swapped.extend(args(&[
        "--engine",
        &fake,
        "name=A",
        "--games",
        "8",
        "--movetime",
        "50",
        "--records",
        &rec_arg,
        "--resume",
    ]));
    let before = std::fs::read_to_string(&rec).unwrap();
    let refused = run_match(&swapped);
    assert_eq!(refused.code, 2, "{}\n{}", refused.stdout, refused.stderr);
    assert!(
        refused
            .stderr
            .contains("line 1: game 1 was A vs B, but this schedule plays B vs A"),
        "{}",
        refused.stderr
    );
    assert_eq!(std::fs::read_to_string(&rec).unwrap(), before);
}

#[test]
fn resume_after_a_decided_sprt_plays_nothing_more() {
    let dir = scratch("resume-sprt");
    let rec = dir.join("games.jsonl");
    let argv = lopsided_sprt(&["--records", rec.to_str().unwrap(), "--resume"]);
    let first = run_match(&argv);
    assert!(
        first.stdout.contains("SPRT: H1 accepted"),
        "{}",
        first.stdout
    );
    let played = records(&rec).len();
    let again = run_match(&argv);
    assert_eq!(again.code, 0, "{}\n{}", again.stdout, again.stderr);
    assert!(
        again.stdout.contains("SPRT: H1 accepted"),
        "{}",
        again.stdout
    );
    assert!(
        again.stdout.contains("the SPRT is decided by these games"),
        "{}",
        again.stdout
    );
    assert!(finished_games(&again.stdout).is_empty(), "{}", again.stdout);
    assert_eq!(records(&rec).len(), played);
}

#[test]
fn bad_arguments_and_dead_engines_exit_with_code_2() {
    let fake = format!("cmd={}", fake_engine());
    let mut cases: Vec<(Vec<String>, &str)> = vec![
        (
            args(&[
                "--engine",
                "cmd=/no/such/engine",
                "--engine",
                &fake,
                "--movetime",
                "10",
            ]),
            "/no/such/engine",
        ),
        (
            args(&["--engine", &fake, "--movetime", "10"]),
            "at least two engines",
        ),
        (
            two_fakes(&args(&["speed=3"]), &[], &["--movetime", "10"]),
            "speed",
        ),
        (two_fakes(&[], &[], &[]), "no time control"),
        (two_fakes(&[], &[], &["--tc", "fast"]), "fast"),
        (
            two_fakes(&[], &[], &["--movetime", "10", "--games", "zero"]),
            "zero",
        ),
        (
            two_fakes(
                &engine_args(&["--silent"]),
                &[],
                &["--movetime", "10", "--usitimeout", "300"],
            ),
            "did not answer 'usiok'",
        ),
    ];
    let settings: [(&[&str], &str); 4] = [
        (&["--openings", "/no/such/file"], "/no/such/file"),
        (&["--resume"], "--records"),
        (&["--sprt", "elo0=5", "elo1=1"], "elo1"),
        (&["--resign", "movecount=x"], "movecount"),
    ];
    for (extra, expected) in settings {
        let mut rest = vec!["--movetime", "10"];
        rest.extend(extra);
        cases.push((two_fakes(&[], &[], &rest), expected));
    }
    for (argv, expected) in cases {
        let run = run_match(&argv);
        assert_eq!(run.code, 2, "{argv:?}: {}{}", run.stdout, run.stderr);
        assert!(run.stderr.contains(expected), "{argv:?}: {}", run.stderr);
        assert!(!run.stdout.contains("Finished game"), "{}", run.stdout);
    }
}

/// Our own engine against itself: every game legal, none lost to a crash, a hang or the clock.
/// The runner's grace is a second here, not its 50 ms default, so that a busy machine (a build
/// or a match beside the tests) cannot turn a late scheduler slice into a forfeit; an engine
/// that ignored `movetime` would still run past it.
#[test]
fn our_engine_plays_itself_legally() {
    let dir = scratch("selfplay");
    let rec = dir.join("games.jsonl");
    let exe = env!("CARGO_BIN_EXE_judkins");
    let run = run_match(&args(&[
        "--engine",
        &format!("cmd={exe}"),
        "name=j1",
        "--engine",
        &format!("cmd={exe}"),
        "name=j2",
        "--games",
        "4",
        "--concurrency",
        "2",
        "--movetime",
        "50",
        "--timemargin",
        "1000",
        "--records",
        rec.to_str().unwrap(),
    ]));
    assert_eq!(run.code, 0, "{}\n{}", run.stdout, run.stderr);
    let lines = records(&rec);
    assert_eq!(lines.len(), 4);
    for line in &lines {
        replay(line);
        let reason = json_field(line, "reason").unwrap();
        assert!(
            ![
                "illegal move",
                "engine crash",
                "engine hang",
                "time forfeit"
            ]
            .contains(&reason),
            "{line}"
        );
    }
}

/// A reader that leaves (`judkins match ... | head`) ends the match: the games in progress
/// finish and are recorded, no new one starts, and the exit status says the output was cut.
#[test]
fn a_match_whose_reader_leaves_stops_after_the_games_in_progress() {
    use std::io::BufRead;
    let dir = scratch("reader-leaves");
    let rec = dir.join("games.jsonl");
    let resigner = engine_args(&["--at", "1", "--then", "resign"]);
    let argv = two_fakes(
        &[],
        &resigner,
        &[
            "--games",
            "1000",
            "--movetime",
            "100",
            "--timemargin",
            "1000",
            "--records",
            rec.to_str().unwrap(),
        ],
    );
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_judkins"))
        .arg("match")
        .args(&argv)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("start judkins match");
    let mut first = String::new();
    std::io::BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.starts_with("Started: 1000 games"), "{first}");
    // The reader is dropped here: the next line the runner writes fails.
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(judkins::console::OUTPUT_CLOSED as i32),
        "{stderr}"
    );
    assert!(stderr.contains("stdout is closed"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    let played = records(&rec).len();
    assert!((1..1000).contains(&played), "{played} games recorded");
}
