//! A scripted USI engine for the `judkins match` tests: it plays legal moves (the first, or
//! pseudo-random ones, or a script) and misbehaves on request.
//!
//! Arguments:
//!   --script M1,M2,...   play these moves, one per `go`, before falling back to legal moves
//!   --at N --then ACTION at the N-th `go` of a game, do ACTION instead:
//!                        crash | abort | hang | resign | win | slow:<MS> | illegal:<TOKEN>
//!   --random SEED        pick a pseudo-random legal move (by SEED and the position)
//!   --score CP           report `info depth 1 score cp CP` before every move
//!   --variant NAME       declare a combo option NAME (USI_Variant or UCI_Variant)
//!   --log FILE           append every command received to FILE
//!   --silent             never answer `usi`

use judkins::Position;
use std::io::{BufRead, Write};

#[derive(Default)]
struct Config {
    script: Vec<String>,
    at: Option<usize>,
    action: String,
    random: Option<u64>,
    score: Option<i32>,
    variant: Option<String>,
    log: Option<String>,
    silent: bool,
}

fn parse_args() -> Config {
    let mut config = Config::default();
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let mut value = || args.next().unwrap_or_default();
        match flag.as_str() {
            "--script" => config.script = value().split(',').map(String::from).collect(),
            "--at" => config.at = value().parse().ok(),
            "--then" => config.action = value(),
            "--random" => config.random = value().parse().ok(),
            "--score" => config.score = value().parse().ok(),
            "--variant" => config.variant = Some(value()),
            "--log" => config.log = Some(value()),
            "--silent" => config.silent = true,
            _ => eprintln!("fake_usi: unknown argument {flag}"),
        }
    }
    config
}

/// Builds the position of a `position` command; `None` if it is bad.
fn parse_position(line: &str) -> Option<Position> {
    let rest = line.strip_prefix("position")?.trim();
    let (head, moves) = match rest.split_once("moves") {
        Some((h, m)) => (h.trim(), m.split_whitespace().collect()),
        None => (rest, Vec::new()),
    };
    let mut pos = if head == "startpos" {
        Position::startpos()
    } else {
        Position::from_sfen(head.strip_prefix("sfen")?.trim()).ok()?
    };
    for token in moves {
        let mv = pos.parse_move(token).ok()?;
        pos.do_move(mv);
    }
    Some(pos)
}

fn choose(pos: &Position, seed: Option<u64>) -> String {
    let moves = pos.legal_moves();
    let Some(first) = moves.first() else {
        return "resign".to_string();
    };
    let Some(seed) = seed else {
        return first.to_string();
    };
    // xorshift64 over the seed and the position key.
    let mut x = (seed ^ pos.key()) | 1;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    moves[(x % moves.len() as u64) as usize].to_string()
}

fn main() {
    let config = parse_args();
    let mut log = config.log.as_ref().and_then(|path| {
        std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .ok()
    });
    let stdout = std::io::stdout();
    let say = |text: &str| {
        let mut out = stdout.lock();
        let _ = writeln!(out, "{text}");
        let _ = out.flush();
    };
    let mut pos = Position::startpos();
    let mut goes = 0;
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        let line = line.trim().to_string();
        if let Some(file) = log.as_mut() {
            let _ = writeln!(file, "{line}");
        }
        let command = line.split_whitespace().next().unwrap_or("");
        match command {
            "usi" if config.silent => {}
            "usi" => {
                say("id name fake_usi");
                if let Some(name) = &config.variant {
                    say(&format!(
                        "option name {name} type combo default shogi var shogi var judkins"
                    ));
                }
                say("option name USI_Hash type spin default 16 min 1 max 1024");
                say("usiok");
            }
            "isready" => say("readyok"),
            "usinewgame" => goes = 0,
            "position" => pos = parse_position(&line).unwrap_or_else(Position::startpos),
            "go" => {
                goes += 1;
                let mut reply = choose(&pos, config.random);
                if let Some(scripted) = config.script.get(goes - 1) {
                    reply = scripted.clone();
                }
                if config.at == Some(goes) {
                    let (action, arg) = config
                        .action
                        .split_once(':')
                        .unwrap_or((config.action.as_str(), ""));
                    match action {
                        "crash" => std::process::exit(3),
                        "abort" => std::process::abort(),
                        "hang" => loop {
                            std::thread::sleep(std::time::Duration::from_secs(60));
                        },
                        "resign" | "win" => reply = action.to_string(),
                        "slow" => std::thread::sleep(std::time::Duration::from_millis(
                            arg.parse().unwrap_or(1000),
                        )),
                        "illegal" => reply = arg.to_string(),
                        _ => {}
                    }
                }
                if let Some(cp) = config.score {
                    say(&format!("info depth 1 score cp {cp} pv {reply}"));
                }
                say(&format!("bestmove {reply}"));
            }
            "quit" => break,
            _ => {}
        }
    }
}
