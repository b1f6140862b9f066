//! The protocol writer: one line at a time, flushed, shared by the command loop and the search
//! listener so their lines never interleave mid-line.

use std::io::Write;
use std::sync::{Arc, Mutex};

/// A cloneable handle on the engine's stdout (or any writer, for unit tests).
#[derive(Clone)]
pub struct Output {
    writer: Arc<Mutex<Box<dyn Write + Send>>>,
}

impl Output {
    pub fn new(writer: impl Write + Send + 'static) -> Output {
        Output {
            writer: Arc::new(Mutex::new(Box::new(writer))),
        }
    }

    pub fn stdout() -> Output {
        Output::new(std::io::stdout())
    }

    /// Writes one protocol line and flushes it. A closed pipe is not an error worth dying for:
    /// the end of stdin will end the loop.
    pub fn line(&self, text: &str) {
        let mut writer = self
            .writer
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let result = writer
            .write_all(text.as_bytes())
            .and_then(|()| writer.write_all(b"\n"))
            .and_then(|()| writer.flush());
        if let Err(e) = result {
            log::warn!("cannot write to the GUI: {e}");
        }
        log::debug!(">> {text}");
    }

    /// Several lines, written without another writer's lines between them.
    pub fn lines(&self, texts: impl IntoIterator<Item = impl AsRef<str>>) {
        let mut writer = self
            .writer
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let mut result = Ok(());
        for text in texts {
            let text = text.as_ref();
            result = result
                .and_then(|()| writer.write_all(text.as_bytes()))
                .and_then(|()| writer.write_all(b"\n"));
            log::debug!(">> {text}");
        }
        if let Err(e) = result.and_then(|()| writer.flush()) {
            log::warn!("cannot write to the GUI: {e}");
        }
    }

    /// `info string error: ...`: a command was rejected and changed nothing.
    pub fn error(&self, message: impl std::fmt::Display) {
        log::info!("error: {message}");
        self.line(&format!(
            "info string error: {}",
            one_line(&message.to_string())
        ));
    }

    /// `info string warning: ...`: a command was accepted with a change (a clamp) or ignored.
    pub fn warning(&self, message: impl std::fmt::Display) {
        log::info!("warning: {message}");
        self.line(&format!(
            "info string warning: {}",
            one_line(&message.to_string())
        ));
    }
}

/// The longest message echoed back; a rejected 60 KiB line is not worth repeating in full.
const MAX_MESSAGE_CHARS: usize = 300;

/// Keeps a message on one line of printable ASCII, as USI wants: a newline inside an
/// `info string` would start a bogus command on the GUI's side, and echoed junk bytes are
/// shown as `?`.
fn one_line(text: &str) -> String {
    let mut clean: String = text
        .chars()
        .take(MAX_MESSAGE_CHARS)
        .map(|c| {
            if c.is_ascii_graphic() {
                c
            } else if c == ' ' {
                ' '
            } else {
                '?'
            }
        })
        .collect();
    if text.chars().nth(MAX_MESSAGE_CHARS).is_some() {
        clean.push_str("...");
    }
    clean
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_stay_on_one_short_printable_line() {
        assert_eq!(one_line("bad 'a\nb\u{fffd}\0'"), "bad 'a?b??'");
        let long = "x".repeat(MAX_MESSAGE_CHARS + 50);
        let clean = one_line(&long);
        assert_eq!(clean.len(), MAX_MESSAGE_CHARS + 3);
        assert!(clean.ends_with("..."));
    }
}

#[cfg(test)]
pub(crate) mod capture {
    //! An `Output` that records what it wrote, for unit tests.

    use super::Output;
    use std::sync::{Arc, Mutex};

    #[derive(Clone, Default)]
    pub struct Captured(Arc<Mutex<Vec<u8>>>);

    impl std::io::Write for Captured {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    impl Captured {
        pub fn lines(&self) -> Vec<String> {
            String::from_utf8_lossy(&self.0.lock().unwrap())
                .lines()
                .map(str::to_string)
                .collect()
        }
    }

    pub fn output() -> (Output, Captured) {
        let captured = Captured::default();
        (Output::new(captured.clone()), captured)
    }
}
