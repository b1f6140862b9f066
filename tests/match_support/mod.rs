//! Helpers for the `judkins match` tests: run the binary, find the fake engine, read records.

#![allow(dead_code)]

use std::path::PathBuf;
use std::process::Command;

pub struct MatchRun {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// The scripted engine built from examples/fake_usi.rs (cargo test builds examples).
pub fn fake_engine() -> String {
    let exe = std::env::current_exe().expect("test executable path");
    // target/<profile>/deps/<test> -> target/<profile>/examples/fake_usi
    let dir = exe.parent().and_then(|d| d.parent()).expect("target dir");
    let path = dir.join("examples").join("fake_usi");
    assert!(
        path.exists(),
        "{} missing: plain `cargo test` builds it, or `cargo build --example fake_usi`",
        path.display()
    );
    path.to_string_lossy().into_owned()
}

/// A fresh scratch directory for one test.
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("judkins-match-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

pub fn run_match(args: &[String]) -> MatchRun {
    let out = Command::new(env!("CARGO_BIN_EXE_judkins"))
        .arg("match")
        .args(args)
        .output()
        .expect("run judkins match");
    MatchRun {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

pub fn args(tokens: &[&str]) -> Vec<String> {
    tokens.iter().map(|s| s.to_string()).collect()
}

/// The value of a string field in a one-line JSON record.
pub fn json_field<'a>(line: &'a str, field: &str) -> Option<&'a str> {
    let key = format!("\"{field}\":\"");
    let start = line.find(&key)? + key.len();
    let end = start + line[start..].find('"')?;
    Some(&line[start..end])
}

/// All USI moves of a record: the opening moves, then the engines' moves.
pub fn json_moves(line: &str) -> (Vec<String>, Vec<String>) {
    let list = |field: &str| -> Vec<String> {
        let key = format!("\"{field}\":[");
        let Some(start) = line.find(&key).map(|i| i + key.len()) else {
            return Vec::new();
        };
        let mut depth = 1;
        let mut end = start;
        for (i, c) in line[start..].char_indices() {
            match c {
                '[' => depth += 1,
                ']' => depth -= 1,
                _ => {}
            }
            if depth == 0 {
                end = start + i;
                break;
            }
        }
        let body = &line[start..end];
        if field == "opening_moves" {
            body.split(',')
                .filter(|t| !t.is_empty())
                .map(|t| t.trim_matches('"').to_string())
                .collect()
        } else {
            body.split("\"usi\":\"")
                .skip(1)
                .map(|t| t[..t.find('"').unwrap()].to_string())
                .collect()
        }
    };
    (list("opening_moves"), list("moves"))
}

/// Lines of a records file.
pub fn records(path: &PathBuf) -> Vec<String> {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .map(String::from)
        .collect()
}

/// Arguments for two fake engines: `--engine cmd=<fake> name=A <a...> --engine cmd=<fake>
/// name=B <b...>`, then `rest`. Engine tokens are as `--engine` takes them (`arg=...`).
pub fn two_fakes(a: &[String], b: &[String], rest: &[&str]) -> Vec<String> {
    let fake = format!("cmd={}", fake_engine());
    let mut argv = Vec::new();
    for (name, tokens) in [("name=A", a), ("name=B", b)] {
        argv.extend(args(&["--engine", &fake, name]));
        argv.extend(tokens.iter().cloned());
    }
    argv.extend(args(rest));
    argv
}

/// `arg=<token>` for each token: fake-engine arguments inside an `--engine` group.
pub fn engine_args(tokens: &[&str]) -> Vec<String> {
    tokens.iter().map(|t| format!("arg={t}")).collect()
}
