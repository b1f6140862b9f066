//! A USI conversation with the real `judkins` binary, with timeouts everywhere so a broken
//! engine fails the test instead of hanging it.

#![allow(dead_code)] // Each test file uses a different part of this.

use judkins::{Move, Position};
use std::io::{Read, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Long enough for a loaded 2-core machine; a hung engine still fails in bounded time.
pub const TIMEOUT: Duration = Duration::from_secs(20);

pub struct UsiEngine {
    child: Child,
    /// Writes go through a thread, so a stuck engine cannot block the test on a full pipe.
    writer: Option<Sender<Vec<u8>>>,
    lines: Receiver<(Instant, String)>,
    stderr: Arc<Mutex<String>>,
    /// Everything sent (`> `) and received (`< `), for failure messages.
    pub transcript: Vec<String>,
}

impl UsiEngine {
    pub fn spawn() -> UsiEngine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_judkins"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .env_remove("RUST_LOG")
            .spawn()
            .expect("the judkins binary starts");
        let stdin = child.stdin.take().unwrap();
        let (writer, to_write) = channel::<Vec<u8>>();
        std::thread::spawn(move || write_all(stdin, to_write));
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            let mut reader = std::io::BufReader::new(stdout);
            let mut line = Vec::new();
            loop {
                line.clear();
                match std::io::BufRead::read_until(&mut reader, b'\n', &mut line) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {
                        let text = String::from_utf8_lossy(&line).trim_end().to_string();
                        if tx.send((Instant::now(), text)).is_err() {
                            break;
                        }
                    }
                }
            }
        });
        let stderr = Arc::new(Mutex::new(String::new()));
        let mut err_pipe = child.stderr.take().unwrap();
        let err_text = stderr.clone();
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = err_pipe.read(&mut buf) {
                if n == 0 {
                    break;
                }
                err_text
                    .lock()
                    .unwrap()
                    .push_str(&String::from_utf8_lossy(&buf[..n]));
            }
        });
        UsiEngine {
            child,
            writer: Some(writer),
            lines,
            stderr,
            transcript: Vec::new(),
        }
    }

    pub fn send(&mut self, line: &str) {
        self.transcript.push(format!("> {line}"));
        let mut bytes = line.as_bytes().to_vec();
        bytes.push(b'\n');
        self.write(bytes);
    }

    /// Bytes as they are, for junk; the transcript shows their start lossily.
    pub fn send_raw(&mut self, bytes: Vec<u8>) {
        let shown: String = String::from_utf8_lossy(&bytes).chars().take(120).collect();
        self.transcript
            .push(format!("> (raw, {} bytes) {shown:?}", bytes.len()));
        self.write(bytes);
    }

    fn write(&mut self, bytes: Vec<u8>) {
        if let Some(writer) = &self.writer {
            let _ = writer.send(bytes);
        }
    }

    /// Closes stdin: end of input.
    pub fn close_stdin(&mut self) {
        self.writer = None;
    }

    /// The next line, or `None` after `timeout`.
    pub fn next_line(&mut self, timeout: Duration) -> Option<(Instant, String)> {
        match self.lines.recv_timeout(timeout) {
            Ok((at, line)) => {
                self.transcript.push(format!("< {line}"));
                Some((at, line))
            }
            Err(RecvTimeoutError::Timeout) | Err(RecvTimeoutError::Disconnected) => None,
        }
    }

    /// Lines up to and including the first that `done` accepts; fails the test after
    /// `TIMEOUT`.
    pub fn read_until(&mut self, what: &str, done: impl Fn(&str) -> bool) -> Vec<String> {
        let deadline = Instant::now() + TIMEOUT;
        let mut lines = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.next_line(left) {
                Some((_, line)) => {
                    let finished = done(&line);
                    lines.push(line);
                    if finished {
                        return lines;
                    }
                }
                None => self.fail(&format!("no {what} within {TIMEOUT:?}")),
            }
        }
    }

    /// Lines up to the next `bestmove`; the last one is the `bestmove`.
    pub fn read_bestmove(&mut self) -> Vec<String> {
        self.read_until("bestmove", |l| l.starts_with("bestmove"))
    }

    /// `isready`, then everything up to `readyok`.
    pub fn sync(&mut self) -> Vec<String> {
        self.send("isready");
        self.read_until("readyok", |l| l == "readyok")
    }

    /// Sends `command` then `isready`: the one line it answered before `readyok`, if any
    /// (more than one fails the test).
    pub fn reply_to(&mut self, command: &str) -> Option<String> {
        self.send(command);
        let mut lines = self.sync();
        lines.pop();
        if lines.len() > 1 {
            self.fail(&format!("'{command}' got more than one line: {lines:?}"));
        }
        lines.pop()
    }

    /// Sends `command` and checks it was answered by exactly one line that starts with `prefix`
    /// and contains `token`.
    pub fn expect_info(&mut self, command: &str, prefix: &str, token: &str) {
        match self.reply_to(command) {
            Some(line) if line.starts_with(prefix) && line.contains(token) => {}
            other => self.fail(&format!(
                "'{command}' should get '{prefix}...{token}...', got {other:?}"
            )),
        }
    }

    /// Whether any line that `matches` arrives within `wait`; the lines seen are kept.
    pub fn sees_within(&mut self, wait: Duration, matches: impl Fn(&str) -> bool) -> bool {
        let deadline = Instant::now() + wait;
        while let Some((_, line)) =
            self.next_line(deadline.saturating_duration_since(Instant::now()))
        {
            if matches(&line) {
                return true;
            }
        }
        false
    }

    /// Waits for the process to exit by itself.
    pub fn wait_exit(&mut self, within: Duration) -> Option<ExitStatus> {
        let deadline = Instant::now() + within;
        while Instant::now() < deadline {
            if let Some(status) = self.child.try_wait().unwrap() {
                return Some(status);
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        None
    }

    pub fn is_alive(&mut self) -> bool {
        self.child.try_wait().unwrap().is_none()
    }

    pub fn stderr(&self) -> String {
        self.stderr.lock().unwrap().clone()
    }

    pub fn fail(&self, why: &str) -> ! {
        let tail: Vec<&String> = self.transcript.iter().rev().take(60).collect();
        let tail: Vec<&str> = tail.into_iter().rev().map(String::as_str).collect();
        panic!(
            "{why}\n--- last of the transcript ---\n{}\n--- stderr ---\n{}",
            tail.join("\n"),
            self.stderr()
        );
    }
}

impl Drop for UsiEngine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn write_all(mut stdin: ChildStdin, to_write: Receiver<Vec<u8>>) {
    for bytes in to_write {
        if stdin
            .write_all(&bytes)
            .and_then(|()| stdin.flush())
            .is_err()
        {
            break;
        }
    }
}

/// The move of a `bestmove` line, checked legal in `pos` (`None` for `resign`).
pub fn best_move(line: &str, pos: &Position) -> Option<Move> {
    let mut tokens = line.split_whitespace();
    assert_eq!(
        tokens.next(),
        Some("bestmove"),
        "not a bestmove line: {line}"
    );
    let best = tokens.next().expect("bestmove has a move");
    if best == "resign" {
        return None;
    }
    let mv = pos
        .parse_move(best)
        .unwrap_or_else(|e| panic!("'{line}' is illegal in {pos}: {e}"));
    if let Some(word) = tokens.next() {
        assert_eq!(word, "ponder", "{line}");
        let reply = tokens.next().expect("a ponder move");
        let mut after = pos.clone();
        after.do_move(mv);
        after
            .parse_move(reply)
            .unwrap_or_else(|e| panic!("ponder move in '{line}' is illegal: {e}"));
        assert_eq!(tokens.next(), None, "{line}");
    }
    Some(mv)
}

/// The position after `moves` from the start.
pub fn startpos_after(moves: &[&str]) -> Position {
    let mut pos = Position::startpos();
    for m in moves {
        let mv = pos.parse_move(m).unwrap();
        pos.do_move(mv);
    }
    pos
}

/// The `Sfen:` line of a `d` reply.
pub fn displayed_sfen(engine: &mut UsiEngine) -> String {
    engine.send("d");
    let lines = engine.read_until("the end of d", |l| l.starts_with("Checkers:"));
    let sfen = lines.iter().find_map(|l| l.strip_prefix("Sfen: "));
    sfen.unwrap_or_else(|| engine.fail("d printed no Sfen line"))
        .to_string()
}

/// The median of some durations.
pub fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}
