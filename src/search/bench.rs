//! `judkins bench`: a fixed-depth search over built-in positions; its node count is the
//! search's signature.

use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct BenchArgs {}

pub fn run(_args: BenchArgs) -> ExitCode {
    eprintln!("judkins bench: not built yet");
    ExitCode::from(2)
}
