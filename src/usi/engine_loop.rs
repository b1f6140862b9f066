//! The command loop's state and what each command does to it.
//!
//! Commands run on the loop's thread and return at once; a search runs on the engine's threads
//! and reports through its `UsiListener`, so `isready`, `stop`, `ponderhit`, `gameover` and
//! `quit` act while it thinks. Commands that need the engine idle (`go`, `usinewgame`, `quit`)
//! stop the running search first, and its `bestmove` still goes out.

use super::command::{Command, CommandError, parse};
use super::debug_commands::{MAX_PERFT_DEPTH, help_lines, perft_divide};
use super::go::GoParams;
use super::input::{Line, tokenize};
use super::listener::UsiListener;
use super::options::{Applied, OptionError, OptionId, UsiOptions};
use super::output::Output;
use super::setup::build_position;
use crate::position::Position;
use crate::search::Engine;
use crate::search::mate::MateOutcome;
use std::sync::mpsc::{Sender, channel};
use std::time::{Duration, Instant};

/// Whether the loop goes on after a command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Quit,
}

pub struct Session {
    out: Output,
    engine: Engine,
    options: UsiOptions,
    /// The last valid position the GUI set (the start position until then).
    position: Position,
    /// The running search came from `go ponder` and has had no `ponderhit` or `stop`.
    pondering: bool,
    /// `Clear_Hash` was pressed during a search; done when the engine is next idle.
    clear_hash_pending: bool,
    /// Perft runs on its own thread, one job after another, so the loop stays responsive and
    /// their lines do not interleave; `quit` ends the process under it.
    perft_jobs: Option<Sender<(Position, u32)>>,
}

impl Session {
    pub fn new(out: Output) -> Session {
        let options = UsiOptions::default();
        Session {
            out,
            engine: Engine::new(options.engine_options()),
            options,
            position: Position::startpos(),
            pondering: false,
            clear_hash_pending: false,
            perft_jobs: None,
        }
    }

    /// Handles one line read at `received` (the moment `go`'s clock starts).
    pub fn handle_line(&mut self, line: &Line, received: Instant) -> Flow {
        let text = match line {
            Line::TooLong { bytes } => {
                self.out.error(CommandError::LineTooLong { bytes: *bytes });
                return Flow::Continue;
            }
            Line::Text(text) => text,
        };
        log::debug!("<< {text}");
        match parse(&tokenize(text)) {
            Ok(Some(command)) => self.handle(command, received),
            Ok(None) => Flow::Continue,
            Err(e) => {
                self.out.error(e);
                Flow::Continue
            }
        }
    }

    pub fn handle(&mut self, command: Command, received: Instant) -> Flow {
        match command {
            Command::Usi => self.identify(),
            Command::Debug(on) => log::debug!("debug {on}: accepted, no effect"),
            Command::IsReady => {
                if !self.engine.is_searching() {
                    self.sync_engine();
                    self.engine.ensure_ready();
                }
                self.out.line("readyok");
            }
            Command::SetOption { name, value } => self.set_option(&name, value.as_deref()),
            Command::Register => {}
            Command::UsiNewGame => {
                self.stop_and_wait();
                // new_game clears the table anyway.
                self.clear_hash_pending = false;
                self.sync_engine();
                self.engine.new_game();
            }
            Command::Position(spec) => match build_position(&spec) {
                Ok(pos) => self.position = pos,
                Err(e) => self.out.error(e),
            },
            Command::Go(params) => self.go(&params, received),
            Command::GoMate(time_ms) => self.go_mate(time_ms, received),
            Command::Stop | Command::GameOver(_) => {
                // `gameover` while pondering comes without a `stop` in network games: it
                // must end the search just the same.
                self.engine.stop();
                self.pondering = false;
            }
            Command::PonderHit => {
                if self.pondering && self.engine.is_searching() {
                    self.engine.ponderhit();
                } else {
                    self.out
                        .warning("ponderhit with no ponder search running, ignored");
                }
                self.pondering = false;
            }
            Command::Quit => {
                self.stop_and_wait();
                return Flow::Quit;
            }
            Command::Display => {
                let diagram = self.position.diagram();
                self.out.lines(diagram.lines());
            }
            Command::Perft(depth) => self.perft(depth),
            Command::Help => {
                self.out.lines(help_lines());
            }
        }
        Flow::Continue
    }

    /// End of input: the GUI is gone, so quit.
    pub fn end_of_input(&mut self) {
        self.stop_and_wait();
    }

    fn identify(&self) {
        let name = format!("id name judkins {}", env!("CARGO_PKG_VERSION"));
        let mut lines = vec![name, "id author the judkins developers".to_string()];
        lines.extend(UsiOptions::declarations());
        lines.push("usiok".to_string());
        self.out.lines(lines);
    }

    fn set_option(&mut self, name: &str, value: Option<&str>) {
        match self.options.set(name, value) {
            Ok(Applied::Set(_)) => {}
            Ok(Applied::Clamped(_, text)) => self.out.warning(text),
            Ok(Applied::Pressed(OptionId::ClearHash)) => self.clear_hash_pending = true,
            Ok(Applied::Pressed(id)) => log::debug!("button {id:?} has no action"),
            Err(e @ OptionError::Unknown(_)) => self.out.warning(e),
            Err(e) => self.out.error(e),
        }
        // During a search the new values wait for the engine to be idle.
        if !self.engine.is_searching() {
            self.sync_engine();
        }
    }

    fn go(&mut self, params: &GoParams, received: Instant) {
        let limits = match params.limits(&self.position, &self.options, received) {
            Ok(limits) => limits,
            Err(e) => {
                self.out.error(e);
                return;
            }
        };
        if !params.warnings.is_empty() {
            self.out
                .warning(format!("go: {}", params.warnings.join("; ")));
        }
        // One bestmove per go: a search still running gets its own before the new one starts.
        self.stop_and_wait();
        self.sync_engine();
        let listener = UsiListener::new(
            self.out.clone(),
            &self.position,
            received,
            Duration::from_millis(self.options.pv_interval_ms),
        );
        self.pondering = params.ponder;
        self.engine.start(&self.position, limits, listener);
    }

    /// `go mate`: a tsume search, answered with `checkmate <moves>`, `checkmate nomate` or
    /// `checkmate timeout` (also after `stop`).
    fn go_mate(&mut self, time_ms: Option<u64>, received: Instant) {
        self.stop_and_wait();
        self.sync_engine();
        self.pondering = false;
        let out = self.out.clone();
        self.engine
            .start_mate(&self.position, time_ms, received, move |outcome, nodes| {
                let elapsed = received.elapsed().as_millis();
                out.line(&format!("info nodes {nodes} time {elapsed}"));
                out.line(&match outcome {
                    MateOutcome::Mate(line) => {
                        let moves: Vec<String> = line.iter().map(|m| m.to_string()).collect();
                        format!("checkmate {}", moves.join(" "))
                    }
                    MateOutcome::NoMate => "checkmate nomate".to_string(),
                    MateOutcome::Timeout => "checkmate timeout".to_string(),
                });
            });
    }

    fn perft(&mut self, depth: u32) {
        if depth > MAX_PERFT_DEPTH {
            self.out.error(format!(
                "perft: depth {depth} is above the limit of {MAX_PERFT_DEPTH}"
            ));
            return;
        }
        let out = self.out.clone();
        let jobs = self.perft_jobs.get_or_insert_with(|| {
            let (jobs, queue) = channel::<(Position, u32)>();
            std::thread::spawn(move || {
                for (pos, depth) in queue {
                    perft_divide(&out, pos, depth);
                }
            });
            jobs
        });
        if jobs.send((self.position.clone(), depth)).is_err() {
            self.out.error("perft: the perft thread is gone");
        }
    }

    fn stop_and_wait(&mut self) {
        self.engine.stop();
        self.engine.wait();
        self.pondering = false;
    }

    /// Hands the option values to the engine and runs a pending hash clear. Only called while
    /// no search runs, since the engine waits for a running search to end first.
    fn sync_engine(&mut self) {
        let wanted = self.options.engine_options();
        if *self.engine.options() != wanted {
            self.engine.set_options(wanted);
        }
        if self.clear_hash_pending {
            self.engine.new_game();
            self.clear_hash_pending = false;
        }
    }
}
