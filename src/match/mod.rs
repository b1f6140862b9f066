//! `judkins match`: a tournament runner for USI engines playing Judkins shogi.

use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct MatchArgs {}

pub fn run(_args: MatchArgs) -> ExitCode {
    eprintln!("judkins match: not built yet");
    ExitCode::from(2)
}
