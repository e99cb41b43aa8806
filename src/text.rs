//! Source text as every output sees it: char-boundary-safe offsets, one
//! line model (`\n`, `\r\n` and a lone `\r` end a line; nothing else does)
//! and escaping of control characters before anything reaches a terminal.

use crate::finding::Position;

/// Whether `text[start..end]` stands as a whole word: no identifier byte
/// (letter, digit, `_`, `$`) right before or right after it.
pub fn whole_word_at(text: &[u8], start: usize, end: usize) -> bool {
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'$';
    let before = start > 0 && word(text[start - 1]);
    let after = text.get(end).is_some_and(|b| word(*b));
    !(before || after)
}

/// The largest char boundary of `text` at or below `at` (clamped to the text).
/// `word` occurs in `text` as a whole word (not inside a longer name).
pub fn contains_word(text: &str, word: &str) -> bool {
    !word.is_empty()
        && text
            .match_indices(word)
            .any(|(i, _)| whole_word_at(text.as_bytes(), i, i + word.len()))
}

pub fn floor_char_boundary(text: &str, at: usize) -> usize {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// The smallest char boundary of `text` at or above `at` (clamped to the text).
pub fn ceil_char_boundary(text: &str, at: usize) -> usize {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at += 1;
    }
    at
}

/// `text[from..to]` with both ends moved onto char boundaries (never panics).
pub fn slice(text: &str, from: usize, to: usize) -> &str {
    let from = floor_char_boundary(text, from);
    let to = floor_char_boundary(text, to).max(from);
    &text[from..to]
}

/// Byte offsets where lines start, built once per file; positions are a
/// binary search. `\n`, `\r\n` and a lone `\r` end a line.
#[derive(Debug, Clone)]
pub struct LineIndex {
    starts: Vec<usize>,
}

impl LineIndex {
    pub fn new(text: &str) -> LineIndex {
        let bytes = text.as_bytes();
        let mut starts = vec![0];
        let mut i = 0;
        while i < bytes.len() {
            match bytes[i] {
                b'\n' => starts.push(i + 1),
                b'\r' if bytes.get(i + 1) != Some(&b'\n') => starts.push(i + 1),
                _ => {}
            }
            i += 1;
        }
        LineIndex { starts }
    }

    /// Number of lines (an empty text has one).
    pub fn len(&self) -> usize {
        self.starts.len()
    }

    pub fn is_empty(&self) -> bool {
        false
    }

    /// 0-based line holding `byte`.
    pub fn line_of(&self, byte: usize) -> usize {
        self.starts.partition_point(|&s| s <= byte) - 1
    }

    /// Byte offset where 0-based `line` starts.
    pub fn line_start(&self, line: usize) -> usize {
        self.starts[line.min(self.starts.len() - 1)]
    }

    /// Byte range of 0-based `line` without its terminator.
    pub fn line_range(&self, text: &str, line: usize) -> std::ops::Range<usize> {
        let start = self.line_start(line);
        let mut end = self.starts.get(line + 1).copied().unwrap_or(text.len());
        let bytes = text.as_bytes();
        if end > start && bytes.get(end - 1) == Some(&b'\n') {
            end -= 1;
        }
        if end > start && bytes.get(end - 1) == Some(&b'\r') {
            end -= 1;
        }
        start..end
    }

    /// 1-based line and character column of `byte` (clamped, floored to a char boundary).
    pub fn position(&self, text: &str, byte: usize) -> Position {
        let byte = floor_char_boundary(text, byte);
        let line = self.line_of(byte);
        let start = self.starts[line].min(byte);
        Position {
            line: line + 1,
            column: text[start..byte].chars().count() + 1,
        }
    }
}

/// True for characters that must not reach a terminal raw: C0 controls other
/// than tab and newline, DEL, C1 controls (8-bit CSI/OSC), and the Unicode
/// line/paragraph separators and bidirectional overrides.
pub fn is_unsafe_char(c: char) -> bool {
    (c.is_control() && c != '\t' && c != '\n')
        || matches!(c, '\u{2028}' | '\u{2029}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Escapes control characters (`\x1b` → `\u{1b}`) in a single-line value
/// printed to a terminal or a markdown file: paths, messages, warnings.
/// Newlines are escaped too, so a value cannot fake another line.
pub fn escape_control(s: &str) -> std::borrow::Cow<'_, str> {
    if !s.chars().any(|c| is_unsafe_char(c) || c == '\n') {
        return std::borrow::Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        if is_unsafe_char(c) || c == '\n' {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    std::borrow::Cow::Owned(out)
}

/// Like [`escape_control`] but keeps newlines (multi-line messages).
pub fn escape_control_keep_newlines(s: &str) -> String {
    s.split('\n')
        .map(escape_control)
        .collect::<Vec<_>>()
        .join("\n")
}

/// Source text prepared for a snippet renderer that counts bytes: every
/// character keeps its byte length and its char count, so spans and columns
/// stay valid, but nothing can drive the terminal and only the line model
/// above breaks lines (form feed, vertical tab, NEL, U+2028/2029 do not).
pub fn snippet_safe(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c == '\r' || c == '\n' || c == '\t' || !is_unsafe_char(c) {
            out.push(c);
            continue;
        }
        // Same UTF-8 length, one char, visible.
        out.push(match c.len_utf8() {
            1 => '?',
            2 => '\u{BF}',   // ¿
            3 => '\u{FFFD}', // �
            _ => c,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boundaries_never_split_a_char() {
        let s = "a한b";
        assert_eq!(floor_char_boundary(s, 2), 1);
        assert_eq!(ceil_char_boundary(s, 2), 4);
        assert_eq!(slice(s, 0, 3), "a");
        assert_eq!(slice(s, 0, 99), s);
    }

    #[test]
    fn one_line_model() {
        let text = "a\rb\r\nc\nd\u{2028}e\x0cf";
        let idx = LineIndex::new(text);
        assert_eq!(idx.len(), 4);
        assert_eq!(idx.position(text, 2).line, 2);
        assert_eq!(idx.position(text, 5).line, 3);
        assert_eq!(idx.position(text, 7), Position { line: 4, column: 1 });
        assert_eq!(
            idx.position(text, text.len()),
            Position { line: 4, column: 6 }
        );
        assert_eq!(&text[idx.line_range(text, 1)], "b");
    }

    #[test]
    fn escapes_terminal_sequences() {
        assert_eq!(escape_control("a\x1b[2Jb"), "a\\u{1b}[2Jb");
        assert_eq!(escape_control("\u{9b}31m"), "\\u{9b}31m");
        let s = snippet_safe("x\x1b]52;c;AAAA\x07\u{2028}y");
        assert_eq!(s.len(), "x\x1b]52;c;AAAA\x07\u{2028}y".len());
        assert!(!s.contains('\x1b') && !s.contains('\u{2028}'));
    }
}

/// A writer that escapes control characters in everything written through
/// it (C0 except tab and newline, DEL, and the C1 range), for outputs that
/// never carry terminal sequences of their own (markdown, GitHub commands).
pub struct SafeWriter<W: std::io::Write> {
    inner: W,
    /// A 0xC2 lead byte whose continuation has not been written yet.
    pending_c2: bool,
}

impl<W: std::io::Write> SafeWriter<W> {
    pub fn new(inner: W) -> SafeWriter<W> {
        SafeWriter {
            inner,
            pending_c2: false,
        }
    }
}

impl<W: std::io::Write> std::io::Write for SafeWriter<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let mut out = Vec::with_capacity(buf.len());
        for &b in buf {
            if self.pending_c2 {
                self.pending_c2 = false;
                if (0x80..=0x9F).contains(&b) {
                    out.extend_from_slice(format!("\\u{{{b:x}}}").as_bytes());
                    continue;
                }
                out.push(0xC2);
            }
            match b {
                b'\t' | b'\n' => out.push(b),
                0x00..=0x1F | 0x7F => out.extend_from_slice(format!("\\u{{{b:x}}}").as_bytes()),
                0xC2 => self.pending_c2 = true,
                _ => out.push(b),
            }
        }
        self.inner.write_all(&out)?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        if std::mem::take(&mut self.pending_c2) {
            self.inner.write_all(&[0xC2])?;
        }
        self.inner.flush()
    }
}

#[cfg(test)]
mod safe_writer_tests {
    use super::SafeWriter;
    use std::io::Write;

    #[test]
    fn escapes_across_writes() {
        let mut buf = Vec::new();
        {
            let mut w = SafeWriter::new(&mut buf);
            w.write_all(b"a\x1b]0;x\x07 \xc2").unwrap();
            w.write_all(b"\x9b2J \xc2").unwrap();
            w.write_all(b"\xa9\n").unwrap();
            w.flush().unwrap();
        }
        assert_eq!(
            String::from_utf8(buf).unwrap(),
            "a\\u{1b}]0;x\\u{7} \\u{9b}2J \u{a9}\n"
        );
    }
}
