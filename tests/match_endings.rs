//! Every way a game ends, scored by the referee against scripted fake engines.

mod match_support;

use match_support::{args, engine_args, json_field, records, run_match, scratch, two_fakes};

/// Plays one game from `opening` with engine A (`black` arguments) as Black and engine B
/// (`white`) as White; returns the run and its record line.
fn one_game(
    name: &str,
    opening: &str,
    black: &[&str],
    white: &[&str],
    extra: &[&str],
) -> (match_support::MatchRun, String) {
    let dir = scratch(name);
    let openings = dir.join("openings.txt");
    std::fs::write(&openings, format!("{opening}\n")).unwrap();
    let rec = dir.join("games.jsonl");
    let mut argv = two_fakes(&engine_args(black), &engine_args(white), &[]);
    argv.extend(args(&[
        "--games",
        "1",
        "--movetime",
        "100",
        "--timemargin",
        "500",
    ]));
    argv.extend(args(&["--openings", openings.to_str().unwrap()]));
    argv.extend(args(&["--records", rec.to_str().unwrap()]));
    argv.extend(extra.iter().map(|s| s.to_string()));
    let run = run_match(&argv);
    assert_eq!(run.code, 0, "{}\n{}", run.stdout, run.stderr);
    let lines = records(&rec);
    assert_eq!(lines.len(), 1, "{}", run.stdout);
    (run, lines[0].clone())
}

fn assert_ending(record: &str, result: &str, reason: &str, termination_has: &str) {
    assert_eq!(json_field(record, "result"), Some(result), "{record}");
    assert_eq!(json_field(record, "reason"), Some(reason), "{record}");
    let termination = json_field(record, "termination").unwrap();
    assert!(
        termination.contains(termination_has),
        "'{termination}' lacks '{termination_has}'"
    );
}

const MATE_IN_ONE: &str = "sfen 5k/6/5P/6/6/K5 b G 1";

#[test]
fn checkmate_wins() {
    let (run, rec) = one_game("mate", MATE_IN_ONE, &["--script", "G*1b"], &[], &[]);
    assert_ending(&rec, "1-0", "checkmate", "B is checkmated");
    assert!(
        run.stdout.contains("Score of A vs B: 1 - 0 - 0  [1.000] 1"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("checkmate: 1"), "{}", run.stdout);
}

#[test]
fn pawn_drop_mate_loses_as_an_illegal_move() {
    // P*1b would mate: the gold on 1c guards 1b, the knight on 2a and pawn on 2b block the
    // king and cannot take the pawn.
    let opening = "sfen 4nk/4p1/5G/6/6/K5 b P 1";
    let (_, rec) = one_game("uchifuzume", opening, &["--script", "P*1b"], &[], &[]);
    assert_ending(&rec, "0-1", "illegal move", "uchifuzume");
}

#[test]
fn malformed_and_illegal_moves_lose() {
    let (_, rec) = one_game(
        "malformed",
        "startpos",
        &["--at", "1", "--then", "illegal:zz9"],
        &[],
        &[],
    );
    assert_ending(&rec, "0-1", "illegal move", "malformed move 'zz9'");
    let (_, rec) = one_game(
        "illegal",
        "startpos",
        &[],
        &["--at", "2", "--then", "illegal:1b1d"],
        &[],
    );
    assert_ending(&rec, "1-0", "illegal move", "illegal move '1b1d'");
    let (_, rec) = one_game(
        "win-claim",
        "startpos",
        &["--at", "1", "--then", "win"],
        &[],
        &[],
    );
    assert_ending(&rec, "0-1", "illegal move", "bestmove win");
}

#[test]
fn resignation_loses() {
    let (_, rec) = one_game(
        "resign",
        "startpos",
        &[],
        &["--at", "3", "--then", "resign"],
        &[],
    );
    assert_ending(&rec, "1-0", "resignation", "B resigns");
    // Two moves each before White resigned on its third turn.
    let (_, moves) = match_support::json_moves(&rec);
    assert_eq!(moves.len(), 5, "{rec}");
}

#[test]
fn a_crash_loses() {
    let (_, rec) = one_game(
        "crash",
        "startpos",
        &["--at", "2", "--then", "crash"],
        &[],
        &[],
    );
    // The fake engine exits with code 3; the record says so, to tell a crash from a kill.
    assert_ending(&rec, "0-1", "engine crash", "A crashed (exit code 3)");
}

#[cfg(unix)]
#[test]
fn a_killed_engine_loses_and_the_record_names_the_signal() {
    let (_, rec) = one_game(
        "abort",
        "startpos",
        &[],
        &["--at", "2", "--then", "abort"],
        &[],
    );
    // SIGABRT is 6.
    assert_ending(
        &rec,
        "1-0",
        "engine crash",
        "B crashed (killed by signal 6)",
    );
}

#[test]
fn a_slow_move_loses_on_time() {
    // Movetime 100 + margin 500: a 1200 ms move is too slow, but the engine still answers
    // (within the second of grace after `stop`).
    let (_, rec) = one_game(
        "slow",
        "startpos",
        &[],
        &["--at", "1", "--then", "slow:1200"],
        &[],
    );
    assert_ending(&rec, "1-0", "time forfeit", "B loses on time");
    assert!(rec.contains("100 ms allowed"), "{rec}");
}

#[test]
fn a_hung_engine_loses_and_is_restarted_for_the_next_game() {
    let dir = scratch("hang");
    let log = dir.join("a.log");
    let rec = dir.join("games.jsonl");
    let log_arg = log.display().to_string();
    let run = run_match(&two_fakes(
        &engine_args(&["--at", "1", "--then", "hang", "--log", &log_arg]),
        &[],
        &[
            "--games",
            "2",
            "--movetime",
            "100",
            "--timemargin",
            "500",
            "--records",
            rec.to_str().unwrap(),
        ],
    ));
    assert_eq!(run.code, 0, "{}\n{}", run.stdout, run.stderr);
    let lines = records(&rec);
    assert_eq!(lines.len(), 2);
    // A hangs as Black in game 1 and, restarted, as White in game 2.
    assert_ending(&lines[0], "0-1", "engine hang", "A stopped responding");
    assert_ending(&lines[1], "1-0", "engine hang", "A stopped responding");
    let starts = std::fs::read_to_string(&log)
        .unwrap()
        .lines()
        .filter(|l| *l == "usi")
        .count();
    // The start-up check, game 1, and the restart for game 2.
    assert_eq!(starts, 3);
    assert!(run.stdout.contains("engine hang: 2"), "{}", run.stdout);
}

#[test]
fn fourfold_repetition_draws() {
    let (_, rec) = one_game(
        "repetition",
        "sfen 5k/6/6/6/6/K5 b - 1",
        &["--script", "6f6e,6e6f,6f6e,6e6f,6f6e,6e6f"],
        &["--script", "1a1b,1b1a,1a1b,1b1a,1a1b,1b1a"],
        &[],
    );
    assert_ending(&rec, "1/2-1/2", "repetition draw", "fourfold repetition");
    assert_eq!(match_support::json_moves(&rec).1.len(), 12);
}

#[test]
fn perpetual_check_loses() {
    // The rook checks along ranks a and b while the king steps between 1a and 1b.
    let (_, rec) = one_game(
        "perpetual",
        "sfen 5k/6/R5/6/6/K5 b - 1",
        &["--script", "6c6a,6a6b,6b6a,6a6b,6b6a,6a6b,6b6a"],
        &["--script", "1a1b,1b1a,1a1b,1b1a,1a1b,1b1a"],
        &[],
    );
    assert_ending(&rec, "0-1", "perpetual check", "A gave perpetual check");
    assert_eq!(match_support::json_moves(&rec).1.len(), 13);
}

#[test]
fn score_adjudication_resigns_for_a_hopeless_engine() {
    let (_, rec) = one_game(
        "adj-resign",
        "startpos",
        &["--score", "-2000"],
        &["--score", "2000"],
        &["--resign", "movecount=2", "score=1000"],
    );
    assert_ending(
        &rec,
        "0-1",
        "adjudication: resign",
        "A resigns by adjudication",
    );
    assert!(
        rec.contains("\"score\":{\"cp\":-2000},\"depth\":1"),
        "{rec}"
    );
    let (_, rec) = one_game(
        "adj-draw",
        "startpos",
        &["--score", "3"],
        &["--score", "-3"],
        &["--draw", "movenumber=1", "movecount=2", "score=10"],
    );
    assert_ending(
        &rec,
        "1/2-1/2",
        "adjudication: draw",
        "draw by adjudication",
    );
}

#[test]
fn impasse_and_ply_limit_adjudication() {
    // Both kings in their zones; Black holds 11 points, White 17. After one more ply with
    // both kings still in their zones the count decides.
    let (_, rec) = one_game(
        "impasse",
        "sfen 6/4K1/6/6/1k4/6 b RBPrb2g2s2np 1",
        &["--script", "2b2a"],
        &[],
        &["--impasse", "1"],
    );
    assert_ending(
        &rec,
        "0-1",
        "adjudication: impasse",
        "black 11 points, white 17",
    );
    let (_, rec) = one_game("maxplies", "startpos", &[], &[], &["--maxplies", "3"]);
    assert_ending(&rec, "1/2-1/2", "adjudication: max plies", "ply limit");
    assert_eq!(match_support::json_moves(&rec).1.len(), 3);
}
