//! A small JSON reader for the runner's own records (`--resume`, and the tuner in examples/):
//! the full grammar, values kept as a tree. Numbers stay as their text; the records need only
//! integers from them.

#[derive(Debug, Clone, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    /// The number as written.
    Number(String),
    String(String),
    Array(Vec<Json>),
    /// Members in the order written.
    Object(Vec<(String, Json)>),
}

/// Where the text stops being JSON, and what was expected there.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{expected} at byte {offset}")]
pub struct JsonError {
    pub offset: usize,
    pub expected: &'static str,
}

impl Json {
    /// The member `key` of an object.
    pub fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Object(members) => members.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::String(s) => Some(s),
            _ => None,
        }
    }

    /// A number written as a non-negative integer.
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Json::Number(text) => text.parse().ok(),
            _ => None,
        }
    }

    /// A number written as an integer, of either sign.
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Json::Number(text) => text.parse().ok(),
            _ => None,
        }
    }

    pub fn as_array(&self) -> Option<&[Json]> {
        match self {
            Json::Array(items) => Some(items),
            _ => None,
        }
    }
}

/// Parses one JSON value that fills `text` (whitespace aside).
pub fn parse(text: &str) -> Result<Json, JsonError> {
    let mut reader = Reader {
        bytes: text.as_bytes(),
        at: 0,
    };
    let value = reader.value(0)?;
    reader.skip_space();
    if reader.at < reader.bytes.len() {
        return Err(reader.error("end of input"));
    }
    Ok(value)
}

/// Deeper nesting than this is refused rather than risking the stack.
const MAX_DEPTH: usize = 64;

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn error(&self, expected: &'static str) -> JsonError {
        JsonError {
            offset: self.at,
            expected,
        }
    }

    fn skip_space(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.bytes.get(self.at) {
            self.at += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_space();
        self.bytes.get(self.at).copied()
    }

    fn expect(&mut self, byte: u8, expected: &'static str) -> Result<(), JsonError> {
        if self.peek() == Some(byte) {
            self.at += 1;
            Ok(())
        } else {
            Err(self.error(expected))
        }
    }

    fn value(&mut self, depth: usize) -> Result<Json, JsonError> {
        if depth > MAX_DEPTH {
            return Err(self.error("less nesting"));
        }
        match self.peek() {
            Some(b'{') => self.object(depth),
            Some(b'[') => self.array(depth),
            Some(b'"') => self.string().map(Json::String),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(b't') => self.word("true", Json::Bool(true)),
            Some(b'f') => self.word("false", Json::Bool(false)),
            Some(b'n') => self.word("null", Json::Null),
            _ => Err(self.error("a value")),
        }
    }

    fn word(&mut self, word: &'static str, value: Json) -> Result<Json, JsonError> {
        if self.bytes[self.at..].starts_with(word.as_bytes()) {
            self.at += word.len();
            Ok(value)
        } else {
            Err(self.error("a value"))
        }
    }

    fn object(&mut self, depth: usize) -> Result<Json, JsonError> {
        self.at += 1;
        let mut members = Vec::new();
        if self.peek() == Some(b'}') {
            self.at += 1;
            return Ok(Json::Object(members));
        }
        loop {
            if self.peek() != Some(b'"') {
                return Err(self.error("a member name"));
            }
            let key = self.string()?;
            self.expect(b':', "':'")?;
            members.push((key, self.value(depth + 1)?));
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b'}') => {
                    self.at += 1;
                    return Ok(Json::Object(members));
                }
                _ => return Err(self.error("',' or '}'")),
            }
        }
    }

    fn array(&mut self, depth: usize) -> Result<Json, JsonError> {
        self.at += 1;
        let mut items = Vec::new();
        if self.peek() == Some(b']') {
            self.at += 1;
            return Ok(Json::Array(items));
        }
        loop {
            items.push(self.value(depth + 1)?);
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b']') => {
                    self.at += 1;
                    return Ok(Json::Array(items));
                }
                _ => return Err(self.error("',' or ']'")),
            }
        }
    }

    fn number(&mut self) -> Result<Json, JsonError> {
        let start = self.at;
        let digits = |r: &mut Self| {
            let from = r.at;
            while r.bytes.get(r.at).is_some_and(u8::is_ascii_digit) {
                r.at += 1;
            }
            r.at > from
        };
        if self.bytes.get(self.at) == Some(&b'-') {
            self.at += 1;
        }
        // No leading zeros: "0" alone, or a digit 1-9 and more digits.
        if self.bytes.get(self.at) == Some(&b'0') {
            self.at += 1;
        } else if !digits(self) {
            return Err(self.error("a digit"));
        }
        if self.bytes.get(self.at) == Some(&b'.') {
            self.at += 1;
            if !digits(self) {
                return Err(self.error("a digit"));
            }
        }
        if let Some(b'e' | b'E') = self.bytes.get(self.at) {
            self.at += 1;
            if let Some(b'+' | b'-') = self.bytes.get(self.at) {
                self.at += 1;
            }
            if !digits(self) {
                return Err(self.error("a digit"));
            }
        }
        // The bytes matched are ASCII, so this slice is whole characters.
        let text = String::from_utf8_lossy(&self.bytes[start..self.at]).into_owned();
        Ok(Json::Number(text))
    }

    fn string(&mut self) -> Result<String, JsonError> {
        self.at += 1;
        let mut out = Vec::new();
        loop {
            let Some(&byte) = self.bytes.get(self.at) else {
                return Err(self.error("a closing '\"'"));
            };
            self.at += 1;
            match byte {
                b'"' => break,
                b'\\' => {
                    let Some(&escape) = self.bytes.get(self.at) else {
                        return Err(self.error("an escape"));
                    };
                    self.at += 1;
                    let c = match escape {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => self.unicode_escape()?,
                        _ => {
                            self.at -= 1;
                            return Err(self.error("an escape"));
                        }
                    };
                    let mut buf = [0; 4];
                    out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                }
                0..=0x1f => {
                    self.at -= 1;
                    return Err(self.error("no control character in a string"));
                }
                _ => out.push(byte),
            }
        }
        // The input is a &str and escapes add whole characters: the bytes are UTF-8.
        String::from_utf8(out).map_err(|_| self.error("UTF-8"))
    }

    /// After `\u`: four hex digits, and a low surrogate after a high one.
    fn unicode_escape(&mut self) -> Result<char, JsonError> {
        let high = self.hex4()?;
        let code = if (0xd800..0xdc00).contains(&high) {
            if !self.bytes[self.at..].starts_with(b"\\u") {
                return Err(self.error("a low surrogate"));
            }
            self.at += 2;
            let low = self.hex4()?;
            if !(0xdc00..0xe000).contains(&low) {
                return Err(self.error("a low surrogate"));
            }
            0x10000 + ((high - 0xd800) << 10) + (low - 0xdc00)
        } else {
            high
        };
        char::from_u32(code).ok_or_else(|| self.error("a character code"))
    }

    fn hex4(&mut self) -> Result<u32, JsonError> {
        let digits = self
            .bytes
            .get(self.at..self.at + 4)
            .and_then(|d| std::str::from_utf8(d).ok())
            .and_then(|d| u32::from_str_radix(d, 16).ok())
            .ok_or_else(|| self.error("four hex digits"))?;
        self.at += 4;
        Ok(digits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_kind_of_value() {
        let v = parse(
            r#" {"a": [1, -2.5e3, true, false, null], "b": {"c": "x\"y\u00e9\ud83d\ude00"}} "#,
        )
        .unwrap();
        assert_eq!(v.get("a").and_then(Json::as_array).map(<[_]>::len), Some(5));
        assert_eq!(v.get("a").unwrap().as_array().unwrap()[0].as_u64(), Some(1));
        assert_eq!(
            v.get("a").unwrap().as_array().unwrap()[1],
            Json::Number("-2.5e3".into())
        );
        assert_eq!(
            v.get("b").and_then(|b| b.get("c")).and_then(Json::as_str),
            Some("x\"y\u{e9}\u{1f600}")
        );
        assert_eq!(v.get("missing"), None);
        // Integers of either sign; a fraction or exponent is no integer.
        let numbers = parse("[-250, 7, -2.5e3]").unwrap();
        let ints: Vec<_> = numbers
            .as_array()
            .unwrap()
            .iter()
            .map(Json::as_i64)
            .collect();
        assert_eq!(ints, [Some(-250), Some(7), None]);
        assert_eq!(Json::Number("-250".into()).as_u64(), None);
    }

    #[test]
    fn names_where_the_text_stops_being_json() {
        for (text, offset, expected) in [
            ("", 0, "a value"),
            ("{\"a\":1", 6, "',' or '}'"),
            ("{\"a\" 1}", 5, "':'"),
            ("[1,]", 3, "a value"),
            ("01", 1, "end of input"),
            ("-", 1, "a digit"),
            ("1.", 2, "a digit"),
            ("\"abc", 4, "a closing '\"'"),
            ("\"a\\qb\"", 3, "an escape"),
            ("\"\\ud800x\"", 7, "a low surrogate"),
            ("\"a\nb\"", 2, "no control character in a string"),
            ("{1:2}", 1, "a member name"),
            ("nul", 0, "a value"),
            ("{} {}", 3, "end of input"),
        ] {
            assert_eq!(parse(text), Err(JsonError { offset, expected }), "{text:?}");
        }
        let deep = "[".repeat(100);
        assert_eq!(parse(&deep).unwrap_err().expected, "less nesting");
    }
}
