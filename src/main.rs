//! The `judkins` command line: the USI engine by default, plus tool subcommands.

use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "judkins",
    version,
    about = "A Judkins shogi (6x6) engine speaking USI"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the USI protocol loop on stdin/stdout (the default).
    Usi,
    /// Count the leaf nodes of the legal move tree.
    Perft(judkins::perft::PerftArgs),
    /// Search built-in positions to a fixed depth and report nodes and speed.
    Bench(judkins::search::bench::BenchArgs),
    /// Play a match or tournament between USI engines.
    Match(judkins::r#match::MatchArgs),
}

fn main() -> ExitCode {
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("off")).init();
    let cli = Cli::parse();
    match cli.command {
        None | Some(Command::Usi) => judkins::usi::run(),
        Some(Command::Perft(args)) => judkins::perft::run(args),
        Some(Command::Bench(args)) => judkins::search::bench::run(args),
        Some(Command::Match(args)) => judkins::r#match::run(args),
    }
}
