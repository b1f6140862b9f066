//! The tool subcommands when their reader leaves (`judkins perft 6 --divide | head`): they
//! stop writing and exit with the closed-pipe status instead of panicking.

use judkins::console::OUTPUT_CLOSED;
use std::process::{Command, Stdio};

/// Runs `judkins <args>` with a stdout pipe whose reading end is closed before it starts
/// (closed after the start, a fast command could write everything into the pipe first).
fn run_with_closed_stdout(args: &[&str]) -> (Option<i32>, String) {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let out = Command::new(env!("CARGO_BIN_EXE_judkins"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(writer)
        .stderr(Stdio::piped())
        .output()
        .expect("run judkins");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn bug_perft_divide_panicked_when_its_reader_left() {
    // Cause: `println!` panics on a closed pipe; the tools now write through `Console`.
    let (code, stderr) = run_with_closed_stdout(&["perft", "3", "--divide"]);
    assert_eq!(code, Some(OUTPUT_CLOSED as i32), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn bench_with_its_reader_gone_exits_with_the_closed_pipe_status() {
    let (code, stderr) = run_with_closed_stdout(&["bench", "--depth", "2"]);
    assert_eq!(code, Some(OUTPUT_CLOSED as i32), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}
