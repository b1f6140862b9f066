//! Reading stdin: raw bytes in, capped lines of lossily decoded text out, split into tokens.
//!
//! GUIs send 7-bit ASCII, but the loop must survive anything: `\r\n` endings, tabs, runs of
//! spaces, invalid UTF-8, binary junk and lines of any length.

use std::io::BufRead;

/// The longest line the engine processes. A `position` with a 1,000-ply game is about 6 KiB,
/// so this leaves room while bounding the memory a single line can take.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// One line read from the GUI.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    Text(String),
    /// A line longer than `MAX_LINE_BYTES`; its bytes were dropped, not processed.
    TooLong {
        bytes: usize,
    },
}

/// Reads the next line, without its terminator. `None` at end of input or on a read error.
/// Bytes past `MAX_LINE_BYTES` are skipped without being stored.
pub fn read_line(reader: &mut impl BufRead) -> Option<Line> {
    let mut kept = Vec::new();
    let mut total = 0usize;
    loop {
        let buf = match reader.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => {
                log::warn!("stdin read error: {e}");
                return None;
            }
        };
        if buf.is_empty() {
            // End of input: a last line without a newline still counts.
            return (total > 0).then(|| finish(kept, total));
        }
        let (chunk, found_newline) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (&buf[..i], true),
            None => (buf, false),
        };
        let room = MAX_LINE_BYTES.saturating_sub(kept.len());
        kept.extend_from_slice(&chunk[..chunk.len().min(room)]);
        total += chunk.len();
        let consumed = chunk.len() + usize::from(found_newline);
        reader.consume(consumed);
        if found_newline {
            return Some(finish(kept, total));
        }
    }
}

fn finish(kept: Vec<u8>, total: usize) -> Line {
    if total > MAX_LINE_BYTES {
        Line::TooLong { bytes: total }
    } else {
        Line::Text(String::from_utf8_lossy(&kept).into_owned())
    }
}

/// Splits a line into tokens. Any ASCII control character or space separates tokens, so
/// `\r`, tabs, NULs and runs of blanks are all just gaps.
pub fn tokenize(line: &str) -> Vec<&str> {
    line.split(|c: char| c.is_ascii_control() || c == ' ')
        .filter(|t| !t.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines_of(bytes: &[u8]) -> Vec<Line> {
        let mut reader = std::io::BufReader::with_capacity(7, bytes);
        std::iter::from_fn(|| read_line(&mut reader)).collect()
    }

    #[test]
    fn splits_on_any_line_ending_and_keeps_a_last_unterminated_line() {
        let lines = lines_of(b"usi\r\nisready\n\nquit");
        let text: Vec<_> = lines
            .iter()
            .map(|l| match l {
                Line::Text(t) => t.as_str(),
                Line::TooLong { .. } => panic!("unexpected long line"),
            })
            .collect();
        assert_eq!(text, ["usi\r", "isready", "", "quit"]);
    }

    #[test]
    fn invalid_utf8_is_replaced_not_fatal() {
        let lines = lines_of(b"go \xff\xfe depth 1\n");
        assert_eq!(
            lines,
            [Line::Text("go \u{fffd}\u{fffd} depth 1".to_string())]
        );
    }

    #[test]
    fn over_long_lines_are_reported_and_the_next_line_is_intact() {
        let mut input = vec![b'x'; MAX_LINE_BYTES + 10];
        input.extend_from_slice(b"\nisready\n");
        let lines = lines_of(&input);
        assert_eq!(
            lines,
            [
                Line::TooLong {
                    bytes: MAX_LINE_BYTES + 10
                },
                Line::Text("isready".to_string())
            ]
        );
    }

    #[test]
    fn a_line_of_exactly_the_cap_is_kept() {
        let mut input = vec![b'y'; MAX_LINE_BYTES];
        input.push(b'\n');
        match &lines_of(&input)[..] {
            [Line::Text(t)] => assert_eq!(t.len(), MAX_LINE_BYTES),
            other => panic!("got {other:?}"),
        }
    }

    #[test]
    fn tokens_ignore_tabs_carriage_returns_and_nuls() {
        assert_eq!(
            tokenize("  position\tstartpos \r\0 moves  6e6d\r"),
            ["position", "startpos", "moves", "6e6d"]
        );
        assert!(tokenize(" \t\r ").is_empty());
    }
}
