//! `--resume`: the games already in the records file count as played. Each is checked against
//! the schedule (the same engines on the same colors, the same opening) and the time control,
//! so that a run resumed with other settings fails at once instead of mixing two matches.

use super::json::{self, Json, JsonError};
use super::openings::Opening;
use super::outcome::{EndReason, GameResult};
use super::tournament::Job;
use crate::color::Color;
use std::fs::OpenOptions;

/// A game read back from the records, placed in the schedule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResumedGame {
    pub number: usize,
    /// Engine indices by color: Black, White.
    pub engine_ids: [usize; Color::NUM],
    pub pair_id: usize,
    pub result: GameResult,
    pub category: &'static str,
}

/// What was read from which file, and how the file's end was mended, if it was.
#[derive(Debug)]
pub struct Resumed {
    pub path: String,
    pub games: Vec<ResumedGame>,
    pub mended_tail: Option<Mend>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mend {
    /// A line cut off mid-write (the runner was killed) was removed.
    DroppedUnfinishedLine,
    /// A complete last line had no newline; one was added.
    AddedNewline,
}

#[derive(Debug, thiserror::Error)]
pub enum ResumeError {
    #[error("cannot resume from '{path}': {reason}")]
    Io { path: String, reason: String },
    #[error("{path} line {line}: not a game record: {source}")]
    NotJson {
        path: String,
        line: usize,
        source: JsonError,
    },
    #[error("{path} line {line}: no valid '{field}'")]
    Field {
        path: String,
        line: usize,
        field: &'static str,
    },
    #[error("{path} line {line}: game {game} is not among this schedule's {total} games")]
    NotScheduled {
        path: String,
        line: usize,
        game: usize,
        total: usize,
    },
    #[error("{path} line {line}: game {game} is recorded twice")]
    Twice {
        path: String,
        line: usize,
        game: usize,
    },
    #[error(
        "{path} line {line}: game {game} was {recorded}, but this schedule plays {scheduled} \
         (other engines, names, --games, --rounds or --gauntlet than the run that wrote it?)"
    )]
    OtherPlayers {
        path: String,
        line: usize,
        game: usize,
        recorded: String,
        scheduled: String,
    },
    #[error(
        "{path} line {line}: game {game} started from another opening than this schedule's \
         (another --openings file than the run that wrote it?)"
    )]
    OtherOpening {
        path: String,
        line: usize,
        game: usize,
    },
    #[error("{path} line {line}: game {game} was played at {recorded}, this run plays {current}")]
    OtherTimeControl {
        path: String,
        line: usize,
        game: usize,
        recorded: String,
        current: String,
    },
}

/// What a resumed run must match: its engines' names, its schedule and openings, and the
/// label of its time control as the records write it.
pub struct Expected<'a> {
    pub names: &'a [String],
    pub jobs: &'a [Job],
    pub openings: &'a [Opening],
    pub time_control: &'a str,
}

/// Reads the records at `path` (none yet is no game) and places each game in the expected
/// schedule. An unfinished last line is removed from the file, and a missing final newline
/// added, so that the games appended next start on their own lines.
pub fn resume(path: &str, expected: &Expected) -> Result<Resumed, ResumeError> {
    let io = |e: std::io::Error| ResumeError::Io {
        path: path.to_string(),
        reason: e.to_string(),
    };
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Ok(Resumed {
                path: path.to_string(),
                games: Vec::new(),
                mended_tail: None,
            });
        }
        Err(e) => return Err(io(e)),
    };
    let mut body = text.as_str();
    let mut mended_tail = None;
    if !text.is_empty() && !text.ends_with('\n') {
        let last_start = text.rfind('\n').map_or(0, |i| i + 1);
        if json::parse(&text[last_start..]).is_ok() {
            mended_tail = Some(Mend::AddedNewline);
        } else {
            mended_tail = Some(Mend::DroppedUnfinishedLine);
            body = &text[..last_start];
        }
    }
    let games = read_games(path, body, expected)?;
    match mended_tail {
        Some(Mend::DroppedUnfinishedLine) => {
            let file = OpenOptions::new().write(true).open(path).map_err(io)?;
            file.set_len(body.len() as u64).map_err(io)?;
        }
        Some(Mend::AddedNewline) => {
            use std::io::Write;
            let mut file = OpenOptions::new().append(true).open(path).map_err(io)?;
            file.write_all(b"\n").map_err(io)?;
        }
        None => {}
    }
    Ok(Resumed {
        path: path.to_string(),
        games,
        mended_tail,
    })
}

fn read_games(
    path: &str,
    body: &str,
    expected: &Expected,
) -> Result<Vec<ResumedGame>, ResumeError> {
    let Expected {
        names,
        jobs,
        openings,
        time_control,
    } = *expected;
    let mut seen = vec![false; jobs.len()];
    let mut games = Vec::new();
    for (i, line) in body.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let line_no = i + 1;
        let field_error = |field| ResumeError::Field {
            path: path.to_string(),
            line: line_no,
            field,
        };
        let record = json::parse(line).map_err(|source| ResumeError::NotJson {
            path: path.to_string(),
            line: line_no,
            source,
        })?;
        let text_of = |field| {
            record
                .get(field)
                .and_then(Json::as_str)
                .ok_or_else(|| field_error(field))
        };
        let game = record
            .get("game")
            .and_then(Json::as_u64)
            .ok_or_else(|| field_error("game"))? as usize;
        let Some(job) = game.checked_sub(1).and_then(|i| jobs.get(i)) else {
            return Err(ResumeError::NotScheduled {
                path: path.to_string(),
                line: line_no,
                game,
                total: jobs.len(),
            });
        };
        if std::mem::replace(&mut seen[game - 1], true) {
            return Err(ResumeError::Twice {
                path: path.to_string(),
                line: line_no,
                game,
            });
        }
        let recorded = [text_of("black")?, text_of("white")?];
        let scheduled = job.players.map(|i| names[i].as_str());
        if recorded != scheduled {
            return Err(ResumeError::OtherPlayers {
                path: path.to_string(),
                line: line_no,
                game,
                recorded: recorded.join(" vs "),
                scheduled: scheduled.join(" vs "),
            });
        }
        if !same_opening(&record, &openings[job.opening]) {
            return Err(ResumeError::OtherOpening {
                path: path.to_string(),
                line: line_no,
                game,
            });
        }
        let recorded_tc = text_of("time_control")?;
        if recorded_tc != time_control {
            return Err(ResumeError::OtherTimeControl {
                path: path.to_string(),
                line: line_no,
                game,
                recorded: recorded_tc.to_string(),
                current: time_control.to_string(),
            });
        }
        let result =
            GameResult::from_pgn(text_of("result")?).ok_or_else(|| field_error("result"))?;
        let category =
            EndReason::category_named(text_of("reason")?).ok_or_else(|| field_error("reason"))?;
        games.push(ResumedGame {
            number: game,
            engine_ids: job.players,
            pair_id: job.pair_id,
            result,
            category,
        });
    }
    Ok(games)
}

fn same_opening(record: &Json, opening: &Opening) -> bool {
    let moves = record.get("opening_moves").and_then(Json::as_array);
    record.get("start_sfen").and_then(Json::as_str) == Some(opening.start_sfen.as_str())
        && moves.is_some_and(|moves| {
            moves.len() == opening.moves.len()
                && moves
                    .iter()
                    .zip(&opening.moves)
                    .all(|(m, o)| m.as_str() == Some(o.to_string().as_str()))
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::r#match::{openings, tournament};

    fn names() -> Vec<String> {
        vec!["new".to_string(), "old".to_string()]
    }

    /// `games` games between two engines over the built-in openings.
    fn two_engine_schedule(games: u32) -> (Vec<Job>, Vec<Opening>) {
        let book = openings::built_in();
        (tournament::schedule(2, false, games, 1, book.len()), book)
    }

    fn expected<'a>(names: &'a [String], jobs: &'a [Job], book: &'a [Opening]) -> Expected<'a> {
        Expected {
            names,
            jobs,
            openings: book,
            time_control: "movetime=0.1",
        }
    }

    /// A record line for scheduled game `number`, as the runner writes one (moves left out).
    fn line(number: usize, jobs: &[Job], openings: &[Opening], result: &str) -> String {
        let job = &jobs[number - 1];
        let opening = &openings[job.opening];
        let moves: Vec<String> = opening.moves.iter().map(|m| format!("\"{m}\"")).collect();
        format!(
            "{{\"game\":{number},\"round\":1,\"black\":\"{}\",\"white\":\"{}\",\
             \"time_control\":\"movetime=0.1\",\"start_sfen\":\"{}\",\"opening_moves\":[{}],\"moves\":[],\"result\":\"{result}\",\
             \"winner\":\"?\",\"reason\":\"checkmate\",\"termination\":\"?\"}}",
            names()[job.players[0]],
            names()[job.players[1]],
            opening.start_sfen,
            moves.join(",")
        )
    }

    fn file_with(name: &str, text: &str) -> String {
        let path =
            std::env::temp_dir().join(format!("judkins-resume-{}-{name}", std::process::id()));
        std::fs::write(&path, text).unwrap();
        path.to_string_lossy().into_owned()
    }

    #[test]
    fn games_are_placed_in_the_schedule() {
        let (jobs, book) = two_engine_schedule(8);
        let text = format!(
            "{}\n{}\n\n{}\n",
            line(1, &jobs, &book, "1-0"),
            line(2, &jobs, &book, "1/2-1/2"),
            line(5, &jobs, &book, "0-1")
        );
        let path = file_with("placed", &text);
        let resumed = resume(&path, &expected(&names(), &jobs, &book)).unwrap();
        assert_eq!(resumed.mended_tail, None);
        let got: Vec<_> = resumed
            .games
            .iter()
            .map(|g| (g.number, g.engine_ids, g.pair_id, g.result))
            .collect();
        assert_eq!(
            got,
            vec![
                (1, [0, 1], jobs[0].pair_id, GameResult::Win(Color::Black)),
                (2, [1, 0], jobs[0].pair_id, GameResult::Draw),
                (5, [0, 1], jobs[4].pair_id, GameResult::Win(Color::White)),
            ]
        );
        assert!(resumed.games.iter().all(|g| g.category == "checkmate"));
        assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
        let _ = std::fs::remove_file(path);
        let none = resume("/no/such/records.jsonl", &expected(&names(), &jobs, &book)).unwrap();
        assert!(none.games.is_empty());
    }

    #[test]
    fn an_unfinished_last_line_is_dropped_and_a_missing_newline_added() {
        let (jobs, book) = two_engine_schedule(4);
        let first = line(1, &jobs, &book, "1-0");
        let second = line(2, &jobs, &book, "0-1");
        let cut = file_with("cut", &format!("{first}\n{}", &second[..40]));
        let resumed = resume(&cut, &expected(&names(), &jobs, &book)).unwrap();
        assert_eq!(resumed.mended_tail, Some(Mend::DroppedUnfinishedLine));
        assert_eq!(resumed.games.len(), 1);
        assert_eq!(std::fs::read_to_string(&cut).unwrap(), format!("{first}\n"));
        let whole = file_with("whole", &format!("{first}\n{second}"));
        let resumed = resume(&whole, &expected(&names(), &jobs, &book)).unwrap();
        assert_eq!(resumed.mended_tail, Some(Mend::AddedNewline));
        assert_eq!(resumed.games.len(), 2);
        assert_eq!(
            std::fs::read_to_string(&whole).unwrap(),
            format!("{first}\n{second}\n")
        );
        let _ = (std::fs::remove_file(cut), std::fs::remove_file(whole));
    }

    #[test]
    fn records_of_another_match_are_refused_with_the_line_and_game() {
        let (jobs, book) = two_engine_schedule(4);
        let good = line(1, &jobs, &book, "1-0");
        let swapped = good.replace(
            "\"black\":\"new\",\"white\":\"old\"",
            "\"black\":\"old\",\"white\":\"new\"",
        );
        let other_opening = line(3, &jobs, &book, "1-0").replace("\"game\":3", "\"game\":1");
        let cases = [
            (
                format!("{good}\n{good}\n"),
                "line 2: game 1 is recorded twice",
            ),
            (
                format!("{swapped}\n"),
                "line 1: game 1 was old vs new, but this schedule plays new vs old",
            ),
            (
                format!("{other_opening}\n"),
                "line 1: game 1 started from another opening",
            ),
            (
                good.replace("\"game\":1", "\"game\":9") + "\n",
                "line 1: game 9 is not among this schedule's 4 games",
            ),
            (
                good.replace("\"game\":1", "\"game\":0") + "\n",
                "line 1: game 0 is not among",
            ),
            (
                good.replace("\"1-0\"", "\"2-0\"") + "\n",
                "line 1: no valid 'result'",
            ),
            (
                good.replace("checkmate", "boredom") + "\n",
                "line 1: no valid 'reason'",
            ),
            (
                good.replace("movetime=0.1", "0+byo0.1") + "\n",
                "line 1: game 1 was played at 0+byo0.1, this run plays movetime=0.1",
            ),
            (
                good.replace("\"game\":1,", "") + "\n",
                "line 1: no valid 'game'",
            ),
            (
                format!("{}\n{good}\n", &good[..30]),
                "line 1: not a game record: ",
            ),
        ];
        for (i, (text, message)) in cases.iter().enumerate() {
            let path = file_with(&format!("bad{i}"), text);
            let error = resume(&path, &expected(&names(), &jobs, &book))
                .unwrap_err()
                .to_string();
            assert!(error.contains(message), "{error}");
            assert!(error.starts_with(&path), "{error}");
            let _ = std::fs::remove_file(path);
        }
    }
}
