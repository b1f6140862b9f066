//! The USI protocol layer: command parsing, the engine loop, options.

use std::process::ExitCode;

/// Runs the USI loop on stdin/stdout until `quit` or end of input.
pub fn run() -> ExitCode {
    ExitCode::SUCCESS
}
