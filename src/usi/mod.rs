//! The USI protocol layer: what GUIs and match runners talk to.
//!
//! A reader thread turns stdin into lines; the loop on the calling thread parses each into a
//! `Command` and acts on it at once, while searches run on the engine's own threads and report
//! through a listener. Everything for the GUI goes through one locked, flushed `Output`;
//! diagnostics go to the log (stderr). `usi-spec-notes.md` documents the dialect.

mod command;
mod debug_commands;
mod engine_loop;
mod go;
mod info;
mod input;
mod listener;
mod options;
mod output;
mod setup;

pub use command::{Command, CommandError, GameResult, PositionSpec};
pub use engine_loop::{Flow, Session};
pub use go::GoParams;
pub use input::{Line, MAX_LINE_BYTES, read_line, tokenize};
pub use options::{OptionError, UsiOptions};
pub use output::Output;

use std::process::ExitCode;
use std::sync::mpsc;
use std::time::Instant;

/// Runs the USI loop on stdin/stdout until `quit` or end of input.
pub fn run() -> ExitCode {
    let (lines_tx, lines_rx) = mpsc::channel::<(Instant, Option<Line>)>();
    // The reader never blocks the loop, so commands act during a search. The clock of a `go`
    // starts when its line was read, not when the loop got to it.
    std::thread::spawn(move || {
        let mut stdin = std::io::stdin().lock();
        loop {
            let line = read_line(&mut stdin);
            let end = line.is_none();
            if lines_tx.send((Instant::now(), line)).is_err() || end {
                break;
            }
        }
    });
    let mut session = Session::new(Output::stdout());
    for (received, line) in lines_rx {
        let Some(line) = line else {
            log::debug!("end of input: quitting");
            session.end_of_input();
            break;
        };
        if session.handle_line(&line, received) == Flow::Quit {
            break;
        }
    }
    ExitCode::SUCCESS
}
