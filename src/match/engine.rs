//! A USI engine run as a child process: a reader thread turns its stdout into timestamped
//! lines on a channel, so every wait has a deadline and a hung engine never blocks us.

use super::cli::EngineConfig;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EngineError {
    #[error("cannot start engine '{name}' ({cmd}): {reason}")]
    Spawn {
        name: String,
        cmd: String,
        reason: String,
    },
    #[error("engine '{name}' did not answer '{waiting_for}' within {timeout_ms} ms")]
    Timeout {
        name: String,
        waiting_for: String,
        timeout_ms: u64,
    },
    #[error("engine '{name}' exited (while waiting for '{waiting_for}')")]
    Exited { name: String, waiting_for: String },
}

impl EngineError {
    /// A timeout names the whole wait, not what was left of it at the last line.
    fn with_timeout(self, timeout: Duration) -> EngineError {
        match self {
            EngineError::Timeout {
                name, waiting_for, ..
            } => EngineError::Timeout {
                name,
                waiting_for,
                timeout_ms: timeout.as_millis() as u64,
            },
            other => other,
        }
    }
}

/// A line the engine wrote, with when we read it.
struct Line {
    text: String,
    at: Instant,
}

/// The score an engine reported, from its own point of view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EngineScore {
    Cp(i32),
    /// Plies to mate; negative when the engine is being mated.
    Mate(i32),
}

impl EngineScore {
    /// Centipawns with mates mapped far outside any real evaluation, for adjudication.
    pub fn as_cp(self) -> i32 {
        match self {
            EngineScore::Cp(cp) => cp,
            EngineScore::Mate(n) if n > 0 => 100_000 - n,
            EngineScore::Mate(n) => -100_000 - n,
        }
    }
}

/// The answer to one `go`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BestMove {
    /// The token after `bestmove` (a move, `resign` or `win`).
    pub token: String,
    pub score: Option<EngineScore>,
    pub depth: Option<u32>,
    /// From writing `go` to reading `bestmove`.
    pub elapsed: Duration,
}

/// What went wrong while waiting for a `bestmove`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GoFailure {
    /// No `bestmove` by the deadline; the engine is still running.
    Timeout,
    /// The engine's output ended: it crashed or quit.
    Exited,
}

pub struct UsiEngine {
    pub name: String,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<Line>,
    /// Option names the engine declared.
    declared: Vec<String>,
    /// When the last `go` was written.
    go_started: Instant,
}

impl UsiEngine {
    /// Starts the process and completes `usi`/`usiok`, the variant and user options, and
    /// `isready`/`readyok`.
    pub fn start(config: &EngineConfig, timeout: Duration) -> Result<UsiEngine, EngineError> {
        let mut command = Command::new(&config.cmd);
        command
            .args(&config.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        if let Some(dir) = &config.dir {
            command.current_dir(dir);
        }
        let spawn_error = |reason: String| EngineError::Spawn {
            name: config.name.clone(),
            cmd: config.cmd.clone(),
            reason,
        };
        let mut child = command.spawn().map_err(|e| spawn_error(e.to_string()))?;
        let stdin = child
            .stdin
            .take()
            .ok_or_else(|| spawn_error("no stdin".into()))?;
        let stdout = child
            .stdout
            .take()
            .ok_or_else(|| spawn_error("no stdout".into()))?;
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            for text in BufReader::new(stdout).lines() {
                let Ok(text) = text else { break };
                if tx
                    .send(Line {
                        text,
                        at: Instant::now(),
                    })
                    .is_err()
                {
                    break;
                }
            }
        });
        let mut engine = UsiEngine {
            name: config.name.clone(),
            child,
            stdin,
            lines: rx,
            declared: Vec::new(),
            go_started: Instant::now(),
        };
        engine.handshake(config, timeout)?;
        Ok(engine)
    }

    fn handshake(&mut self, config: &EngineConfig, timeout: Duration) -> Result<(), EngineError> {
        self.send("usi")?;
        let deadline = Instant::now() + timeout;
        loop {
            let line = self
                .next_line(deadline, "usiok")
                .map_err(|e| e.with_timeout(timeout))?;
            let mut tokens = line.text.split_whitespace();
            match tokens.next() {
                Some("usiok") => break,
                Some("option") if tokens.next() == Some("name") => {
                    if let Some(name) = tokens.next() {
                        self.declared.push(name.to_string());
                    }
                }
                _ => {}
            }
        }
        let user_sets_variant = config.options.iter().any(|(n, _)| is_variant_option(n));
        if !user_sets_variant
            && let Some(variant) = self.declared.iter().find(|n| is_variant_option(n)).cloned()
        {
            self.send(&format!("setoption name {variant} value judkins"))?;
        }
        for (name, value) in &config.options {
            self.send(&format!("setoption name {name} value {value}"))?;
        }
        self.ready(timeout)
    }

    /// Sends `isready` and waits for `readyok`.
    pub fn ready(&mut self, timeout: Duration) -> Result<(), EngineError> {
        self.send("isready")?;
        let deadline = Instant::now() + timeout;
        while self
            .next_line(deadline, "readyok")
            .map_err(|e| e.with_timeout(timeout))?
            .text
            .trim()
            != "readyok"
        {}
        Ok(())
    }

    pub fn declared_options(&self) -> &[String] {
        &self.declared
    }

    /// Writes one command line. A write to a dead engine is reported as `Exited`.
    pub fn send(&mut self, command: &str) -> Result<(), EngineError> {
        log::debug!("{} < {command}", self.name);
        writeln!(self.stdin, "{command}")
            .and_then(|_| self.stdin.flush())
            .map_err(|_| EngineError::Exited {
                name: self.name.clone(),
                waiting_for: command.to_string(),
            })
    }

    fn next_line(&mut self, deadline: Instant, waiting_for: &str) -> Result<Line, EngineError> {
        let timeout = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(timeout) {
            Ok(line) => {
                log::debug!("{} > {}", self.name, line.text);
                Ok(line)
            }
            Err(RecvTimeoutError::Timeout) => Err(EngineError::Timeout {
                name: self.name.clone(),
                waiting_for: waiting_for.to_string(),
                timeout_ms: timeout.as_millis() as u64,
            }),
            Err(RecvTimeoutError::Disconnected) => Err(EngineError::Exited {
                name: self.name.clone(),
                waiting_for: waiting_for.to_string(),
            }),
        }
    }

    /// Throws away lines already waiting (such as a late `bestmove` from an earlier search).
    pub fn drain(&mut self) {
        while self.lines.try_recv().is_ok() {}
    }

    /// Sends `position` and `go`, then waits up to `limit` for `bestmove`.
    pub fn go(&mut self, position: &str, go: &str, limit: Duration) -> Result<BestMove, GoFailure> {
        self.drain();
        self.send(position).map_err(|_| GoFailure::Exited)?;
        self.go_started = Instant::now();
        self.send(go).map_err(|_| GoFailure::Exited)?;
        self.await_bestmove(self.go_started + limit)
    }

    /// After a timeout: sends `stop` and waits up to `grace` for the late `bestmove`, whose
    /// elapsed time still counts from the `go`.
    pub fn stop(&mut self, grace: Duration) -> Result<BestMove, GoFailure> {
        self.send("stop").map_err(|_| GoFailure::Exited)?;
        self.await_bestmove(Instant::now() + grace)
    }

    fn await_bestmove(&mut self, deadline: Instant) -> Result<BestMove, GoFailure> {
        let mut score = None;
        let mut depth = None;
        loop {
            let line = match self.next_line(deadline, "bestmove") {
                Ok(line) => line,
                Err(EngineError::Timeout { .. }) => return Err(GoFailure::Timeout),
                Err(_) => return Err(GoFailure::Exited),
            };
            let mut tokens = line.text.split_whitespace();
            match tokens.next() {
                Some("info") => parse_info(tokens, &mut score, &mut depth),
                Some("bestmove") => {
                    return Ok(BestMove {
                        token: tokens.next().unwrap_or("").to_string(),
                        score,
                        depth,
                        elapsed: line.at.saturating_duration_since(self.go_started),
                    });
                }
                _ => {}
            }
        }
    }

    /// How the process ended, for a crash report: its exit code or the signal that killed
    /// it. Waits a little, as the output can close just before the process is gone.
    pub fn exit_description(&mut self) -> String {
        match self.wait_for_exit(Duration::from_millis(500)) {
            Ok(Some(status)) => describe_exit(status),
            Ok(None) => "output closed, process still running".into(),
            Err(e) => format!("exit status unknown: {e}"),
        }
    }

    /// The process's exit status once it has ended, polling for up to `timeout`.
    fn wait_for_exit(
        &mut self,
        timeout: Duration,
    ) -> std::io::Result<Option<std::process::ExitStatus>> {
        let deadline = Instant::now() + timeout;
        loop {
            match self.child.try_wait()? {
                Some(status) => return Ok(Some(status)),
                None if Instant::now() >= deadline => return Ok(None),
                None => std::thread::sleep(Duration::from_millis(10)),
            }
        }
    }

    /// Says goodbye: `quit`, a short wait, then kill (on drop).
    pub fn quit(mut self) {
        let _ = self.send("quit");
        let _ = self.wait_for_exit(Duration::from_millis(500));
    }
}

impl Drop for UsiEngine {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }
}

fn describe_exit(status: std::process::ExitStatus) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            return format!("killed by signal {signal}");
        }
    }
    match status.code() {
        Some(code) => format!("exit code {code}"),
        None => "exit status unknown".into(),
    }
}

fn is_variant_option(name: &str) -> bool {
    name.eq_ignore_ascii_case("USI_Variant") || name.eq_ignore_ascii_case("UCI_Variant")
}

/// Reads `depth` and `score cp|mate` from an `info` line; `lowerbound`/`upperbound` scores
/// are kept too, as the latest word of the engine. A line with `string` ends at it.
fn parse_info<'a>(
    mut tokens: impl Iterator<Item = &'a str>,
    score: &mut Option<EngineScore>,
    depth: &mut Option<u32>,
) {
    while let Some(token) = tokens.next() {
        match token {
            "depth" => {
                if let Some(d) = tokens.next().and_then(|t| t.parse().ok()) {
                    *depth = Some(d);
                }
            }
            "score" => match (tokens.next(), tokens.next()) {
                (Some("cp"), Some(v)) => {
                    if let Ok(cp) = v.parse() {
                        *score = Some(EngineScore::Cp(cp));
                    }
                }
                (Some("mate"), Some(v)) => {
                    let plies = match v {
                        "+" => Some(1),
                        "-" => Some(-1),
                        _ => v.parse().ok(),
                    };
                    if let Some(n) = plies {
                        *score = Some(EngineScore::Mate(n));
                    }
                }
                _ => {}
            },
            "string" | "pv" => break,
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn info(line: &str) -> (Option<EngineScore>, Option<u32>) {
        let (mut score, mut depth) = (None, None);
        parse_info(line.split_whitespace(), &mut score, &mut depth);
        (score, depth)
    }

    #[test]
    fn info_lines_give_score_and_depth() {
        assert_eq!(
            info("depth 7 seldepth 9 score cp -35 nodes 100 pv 6e6d"),
            (Some(EngineScore::Cp(-35)), Some(7))
        );
        assert_eq!(
            info("depth 3 score mate -4 pv 1a1b"),
            (Some(EngineScore::Mate(-4)), Some(3))
        );
        assert_eq!(info("string depth 9 score cp 5"), (None, None));
        assert_eq!(info("depth x score cp y"), (None, None));
        assert_eq!(info("score mate +"), (Some(EngineScore::Mate(1)), None));
        assert!(EngineScore::Mate(3).as_cp() > EngineScore::Cp(5000).as_cp());
        assert!(EngineScore::Mate(-3).as_cp() < EngineScore::Cp(-5000).as_cp());
    }
}
