//! `judkins match`: a tournament runner for USI engines playing Judkins shogi, with our rules
//! core as the referee. See docs/match.md.

pub mod adjudication;
pub mod cli;
pub mod clock;
pub mod engine;
pub mod game;
pub mod json;
pub mod openings;
pub mod outcome;
pub mod pgn;
pub mod records;
pub mod resume;
pub mod sprt;
pub mod standings;
pub mod stats;
pub mod tournament;

use crate::console::Console;
use cli::{CliError, TimeFlags};
use game::GameSettings;
use sprt::{SprtDecision, SprtParams};
use standings::Standings;
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use tournament::Event;

/// Exit code for bad arguments or an engine that cannot start.
const USAGE_ERROR: u8 = 2;

/// The `judkins match` arguments, boxed so the subcommand enum stays small.
#[derive(clap::Args, Debug)]
pub struct MatchArgs {
    #[command(flatten)]
    options: Box<MatchOptions>,
}

#[derive(clap::Args, Debug)]
#[command(
    after_help = "Example:\n  judkins match --engine cmd=target/release/judkins name=judkins \
    --engine cmd=/usr/games/fairy-stockfish name=fsf --movetime 100 --games 4 --pgn games.pgn"
)]
pub struct MatchOptions {
    #[command(flatten)]
    engines: cli::EngineGroups,
    /// Settings for every engine, as in --engine (e.g. option.USI_Hash=16).
    #[arg(long, num_args = 1.., value_name = "KEY=VALUE")]
    each: Vec<String>,
    /// Fischer time control: <SECONDS>[+<INC>], e.g. 10+0.1.
    #[arg(long, value_name = "S[+INC]")]
    tc: Option<String>,
    /// Byoyomi in ms, alone or after the --tc main time.
    #[arg(long, value_name = "MS")]
    byoyomi: Option<u64>,
    /// A fixed time per move in ms.
    #[arg(long, value_name = "MS")]
    movetime: Option<u64>,
    /// A node limit per move (alone or with a clock).
    #[arg(long, value_name = "N")]
    nodes: Option<u64>,
    /// A depth limit per move (alone or with a clock).
    #[arg(long, value_name = "D")]
    depth: Option<u32>,
    /// Grace in ms beyond the allowed time before a time forfeit is declared.
    #[arg(long, value_name = "MS", default_value_t = 50)]
    timemargin: u64,
    /// Games per pairing per round.
    #[arg(long, default_value_t = 2)]
    games: u32,
    /// Rounds (every pairing plays --games games per round).
    #[arg(long, default_value_t = 1)]
    rounds: u32,
    /// Games played at the same time.
    #[arg(long, default_value_t = 1)]
    concurrency: usize,
    /// With more than two engines: the first plays all others (default: round robin).
    #[arg(long)]
    gauntlet: bool,
    /// Openings file: one `startpos [moves ...]` or `[sfen] <SFEN> [moves ...]` per line.
    /// Default: the built-in set.
    #[arg(long, value_name = "FILE")]
    openings: Option<String>,
    /// Stop when decided: elo0=<E0> elo1=<E1> alpha=<A> beta=<B> (logistic Elo).
    #[arg(long, num_args = 1.., value_name = "KEY=VALUE")]
    sprt: Option<Vec<String>>,
    /// Adjudicate a draw after this many plies (opening included); 0 = never.
    #[arg(long, value_name = "N", default_value_t = 400)]
    maxplies: u32,
    /// Impasse: after both kings stood in their zones for this many consecutive plies (and
    /// the side to move is not in check), the 12-point count decides; 0 = never.
    #[arg(long, value_name = "PLIES", default_value_t = 24)]
    impasse: u32,
    /// Resign adjudication: movecount=<N> score=<CP> [twosided=true].
    #[arg(long, num_args = 1.., value_name = "KEY=VALUE")]
    resign: Option<Vec<String>>,
    /// Draw adjudication: movenumber=<N> movecount=<N> score=<CP>.
    #[arg(long, num_args = 1.., value_name = "KEY=VALUE")]
    draw: Option<Vec<String>>,
    /// Append each game to this PGN file (moves in Hodges notation).
    #[arg(long, value_name = "FILE")]
    pgn: Option<String>,
    /// Append each game as one JSON line to this file.
    #[arg(long, value_name = "FILE")]
    records: Option<String>,
    /// Count the games already in the --records file as played (checked against this
    /// schedule) and play the rest: a stopped match or SPRT goes on where it ended.
    #[arg(long, requires = "records")]
    resume: bool,
    /// The PGN Event tag.
    #[arg(long, default_value = "judkins match")]
    event: String,
    /// How long an engine may take to answer `usi` and `isready`, in ms.
    #[arg(long, value_name = "MS", default_value_t = 10_000)]
    usitimeout: u64,
    /// How long a move may take when only --nodes or --depth limit it, in ms.
    #[arg(long, value_name = "MS", default_value_t = 60_000)]
    hangtimeout: u64,
}

#[derive(Debug, thiserror::Error)]
enum MatchError {
    #[error(transparent)]
    Cli(#[from] CliError),
    #[error(transparent)]
    Openings(#[from] openings::OpeningError),
    #[error(transparent)]
    Engine(#[from] engine::EngineError),
    #[error(transparent)]
    Resume(#[from] resume::ResumeError),
    #[error("cannot open '{path}': {reason}")]
    Output { path: String, reason: String },
    #[error("--{flag} must be at least 1")]
    Zero { flag: &'static str },
}

struct Setup {
    event: Event,
    sprt: Option<SprtParams>,
    jobs: Vec<tournament::Job>,
    /// With --resume, the games read back from the records; their jobs are not in `jobs`.
    resumed: Option<resume::Resumed>,
    total_games: usize,
    concurrency: usize,
    pgn: Option<File>,
    records: Option<File>,
    event_name: String,
}

fn open_append(path: &Option<String>) -> Result<Option<File>, MatchError> {
    path.as_ref()
        .map(|p| {
            OpenOptions::new()
                .create(true)
                .append(true)
                .open(p)
                .map_err(|e| MatchError::Output {
                    path: p.clone(),
                    reason: e.to_string(),
                })
        })
        .transpose()
}

fn setup(args: MatchOptions) -> Result<Setup, MatchError> {
    for (flag, value) in [
        ("games", args.games as usize),
        ("rounds", args.rounds as usize),
        ("concurrency", args.concurrency),
    ] {
        if value == 0 {
            return Err(MatchError::Zero { flag });
        }
    }
    let engines = cli::parse_engines(&args.engines.0, &args.each)?;
    let tc = cli::parse_time_control(&TimeFlags {
        tc: args.tc,
        byoyomi: args.byoyomi,
        movetime: args.movetime,
        nodes: args.nodes,
        depth: args.depth,
        margin: args.timemargin,
    })?;
    let sprt = args.sprt.as_deref().map(cli::parse_sprt).transpose()?;
    if sprt.is_some() && engines.len() != 2 {
        return Err(CliError::SprtNeedsTwoEngines {
            count: engines.len(),
        }
        .into());
    }
    let adjudication = cli::parse_adjudication(
        args.maxplies,
        args.impasse,
        args.resign.as_deref(),
        args.draw.as_deref(),
    )?;
    let openings = match &args.openings {
        Some(path) => openings::load(path)?,
        None => openings::built_in(),
    };
    let handshake_timeout = Duration::from_millis(args.usitimeout);
    // Every engine must start and complete the handshake before any game.
    for config in &engines {
        UsiEngineCheck::run(config, handshake_timeout)?;
    }
    let mut jobs = tournament::schedule(
        engines.len(),
        args.gauntlet,
        args.games,
        args.rounds,
        openings.len(),
    );
    let total_games = jobs.len();
    let resumed = match (&args.records, args.resume) {
        (Some(path), true) => {
            let names: Vec<String> = engines.iter().map(|e| e.name.clone()).collect();
            let expected = resume::Expected {
                names: &names,
                jobs: &jobs,
                openings: &openings,
                time_control: &tc.label(),
            };
            Some(resume::resume(path, &expected)?)
        }
        _ => None,
    };
    if let Some(resumed) = &resumed {
        let done: std::collections::HashSet<usize> =
            resumed.games.iter().map(|g| g.number).collect();
        jobs.retain(|job| !done.contains(&job.number));
    }
    Ok(Setup {
        event: Event {
            engines,
            openings,
            tc_label: tc.label(),
            settings: GameSettings {
                tc,
                adjudication,
                hang_timeout: Duration::from_millis(args.hangtimeout),
                stop_grace: Duration::from_millis(1000),
            },
            handshake_timeout,
            stop: AtomicBool::new(false),
        },
        sprt,
        jobs,
        resumed,
        total_games,
        concurrency: args.concurrency,
        pgn: open_append(&args.pgn)?,
        records: open_append(&args.records)?,
        event_name: args.event,
    })
}

/// Starts an engine, completes the handshake and quits it.
struct UsiEngineCheck;

impl UsiEngineCheck {
    fn run(config: &cli::EngineConfig, timeout: Duration) -> Result<(), engine::EngineError> {
        engine::UsiEngine::start(config, timeout).map(engine::UsiEngine::quit)
    }
}

pub fn run(args: MatchArgs) -> ExitCode {
    let setup = match setup(*args.options) {
        Ok(setup) => setup,
        Err(e) => {
            eprintln!("judkins match: {e}");
            return ExitCode::from(USAGE_ERROR);
        }
    };
    play(setup)
}

fn play(mut setup: Setup) -> ExitCode {
    let mut console = Console::stdout();
    let names: Vec<String> = setup.event.engines.iter().map(|e| e.name.clone()).collect();
    let total = setup.total_games;
    console.line(format_args!(
        "Started: {} games, {} engines, {} openings, time control {}",
        total,
        names.len(),
        setup.event.openings.len(),
        setup.event.tc_label
    ));
    let mut standings = Standings::new(names);
    let decision = resume_standings(&setup, &mut standings, &mut console);
    if decision.is_some() {
        // Decided by the games already played: nothing more to play.
        setup.jobs.clear();
    }
    let event = Arc::new(setup.event);
    stop_if_unread(&console, &event);
    let (tx, rx) = std::sync::mpsc::channel();
    let runner = {
        let (event, jobs, concurrency) = (
            event.clone(),
            std::mem::take(&mut setup.jobs),
            setup.concurrency,
        );
        std::thread::spawn(move || tournament::run_jobs(&event, jobs, concurrency, tx))
    };
    let started = Instant::now();
    let resumed_games = standings.games;
    let mut decision = decision;
    for record in rx {
        let key = standings.add(&record);
        console.line(format_args!(
            "Finished game {} ({} vs {}): {} {{{}}}",
            record.number,
            record.players[0],
            record.players[1],
            record.game.result.pgn(),
            record.termination()
        ));
        console.line(standings.score_lines(key));
        if let Some(params) = &setup.sprt {
            let (line, verdict) = standings.sprt(key, params);
            console.line(line);
            if verdict != SprtDecision::Continue && decision.is_none() {
                decision = Some(verdict);
                event.stop.store(true, Ordering::SeqCst);
            }
        }
        console.line(standings::progress_line(
            standings.games,
            total,
            standings.games - resumed_games,
            started.elapsed(),
        ));
        write_outputs(
            &mut setup.pgn,
            &mut setup.records,
            &record,
            &setup.event_name,
        );
        stop_if_unread(&console, &event);
    }
    let _ = runner.join();
    console.line("\nFinal results:");
    for key in standings.pairings().collect::<Vec<_>>() {
        console.line(standings.score_lines(key));
    }
    if event.engines.len() > 2 {
        console.line(standings.table().trim_end());
    }
    match decision {
        Some(SprtDecision::AcceptH1) => console.line("SPRT: H1 accepted (elo1 holds)"),
        Some(SprtDecision::AcceptH0) => console.line("SPRT: H0 accepted (elo0 holds)"),
        _ if setup.sprt.is_some() => console.line("SPRT: no decision"),
        _ => {}
    }
    console.line(standings.summary());
    console.line(format_args!(
        "Elapsed {}",
        standings::clock_text(started.elapsed())
    ));
    console.exit_code()
}

/// Once nobody reads stdout, no new game starts: the games in progress finish and are
/// recorded, so `--resume` can go on from them. Said once, on stderr.
fn stop_if_unread(console: &Console, event: &Event) {
    if console.is_closed() && !event.stop.swap(true, Ordering::SeqCst) {
        eprintln!(
            "judkins match: stdout is closed; stopping after the games in progress, \
             whose records are kept"
        );
    }
}

/// Counts the games read back by --resume, reports them, and returns the SPRT's decision if
/// they already reach one.
fn resume_standings(
    setup: &Setup,
    standings: &mut Standings,
    console: &mut Console,
) -> Option<SprtDecision> {
    let resumed = setup.resumed.as_ref()?;
    let path = &resumed.path;
    match resumed.mended_tail {
        Some(resume::Mend::DroppedUnfinishedLine) => {
            console.line(format_args!(
                "Resume: removed an unfinished last line from {path}"
            ));
        }
        Some(resume::Mend::AddedNewline) => {
            console.line(format_args!(
                "Resume: added the newline missing at the end of {path}"
            ));
        }
        None => {}
    }
    if resumed.games.is_empty() {
        console.line(format_args!("Resume: no games in {path} yet"));
        return None;
    }
    let mut keys = Vec::new();
    for game in &resumed.games {
        let key = standings.add_result(game.engine_ids, game.pair_id, game.result, game.category);
        if !keys.contains(&key) {
            keys.push(key);
        }
    }
    console.line(format_args!(
        "Resumed: {} games from {path}, {} to play",
        resumed.games.len(),
        setup.jobs.len()
    ));
    let mut decision = None;
    for key in keys {
        console.line(standings.score_lines(key));
        if let Some(params) = &setup.sprt {
            let (line, verdict) = standings.sprt(key, params);
            console.line(line);
            if verdict != SprtDecision::Continue {
                decision = Some(verdict);
            }
        }
    }
    if decision.is_some() {
        console.line("Resume: the SPRT is decided by these games; nothing more to play");
    }
    decision
}

fn write_outputs(
    pgn: &mut Option<File>,
    records: &mut Option<File>,
    record: &records::GameRecord,
    event_name: &str,
) {
    if let Some(file) = pgn
        && let Err(e) = file.write_all(pgn::game_to_pgn(record, event_name).as_bytes())
    {
        eprintln!("judkins match: writing the PGN failed: {e}");
    }
    if let Some(file) = records
        && let Err(e) = writeln!(file, "{}", records::game_to_json(record))
    {
        eprintln!("judkins match: writing the records failed: {e}");
    }
}
