//! Stdout for the tool subcommands (perft, bench, match). A reader may leave early, as in
//! `judkins perft 6 --divide | head -3`: `println!` would panic on the closed pipe, so the
//! tools write through a `Console`, which notes the closed pipe and lets them wind down.

use std::fmt::Display;
use std::io::{self, Write};
use std::process::ExitCode;

/// The exit status of a tool whose reader went away: what a shell reports for a program
/// killed by SIGPIPE (128 + 13), the default end of command-line tools written in C.
pub const OUTPUT_CLOSED: u8 = 141;

/// A line writer that stops writing at its first failure.
pub struct Console<W: Write = io::Stdout> {
    writer: W,
    closed: bool,
}

impl Console {
    pub fn stdout() -> Console {
        Console::new(io::stdout())
    }
}

impl<W: Write> Console<W> {
    pub fn new(writer: W) -> Console<W> {
        Console {
            writer,
            closed: false,
        }
    }

    /// Writes `text` and a newline, flushed so a reader sees each line as it comes; writes
    /// nothing once a write has failed.
    pub fn line(&mut self, text: impl Display) {
        if !self.closed {
            let written = writeln!(self.writer, "{text}").and_then(|()| self.writer.flush());
            self.closed = written.is_err();
        }
    }

    /// Whether a write has failed: the reader is gone.
    pub fn is_closed(&self) -> bool {
        self.closed
    }

    /// Success, or `OUTPUT_CLOSED` when the output was cut short.
    pub fn exit_code(&self) -> ExitCode {
        if self.closed {
            ExitCode::from(OUTPUT_CLOSED)
        } else {
            ExitCode::SUCCESS
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Takes `room` bytes, then fails as a closed pipe does.
    struct Pipe {
        taken: Vec<u8>,
        room: usize,
    }

    impl Write for Pipe {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            if self.taken.len() + buf.len() > self.room {
                return Err(io::ErrorKind::BrokenPipe.into());
            }
            self.taken.extend_from_slice(buf);
            Ok(buf.len())
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_closed_pipe_ends_the_output_without_a_panic_and_is_reported_in_the_exit_code() {
        let mut console = Console::new(Pipe {
            taken: Vec::new(),
            room: "one\n".len(),
        });
        console.line("one");
        assert!(!console.is_closed());
        assert_eq!(console.exit_code(), ExitCode::SUCCESS);
        console.line(2);
        assert!(console.is_closed());
        console.line("three");
        assert!(console.is_closed());
        assert_eq!(console.writer.taken, b"one\n");
        assert_eq!(console.exit_code(), ExitCode::from(OUTPUT_CLOSED));
    }
}
