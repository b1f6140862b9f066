//! The search: what the protocol layer, `bench` and the tests call.
//!
//! The API here is the contract between the USI layer and the search. `Engine::start` runs the
//! search on background threads and returns at once; the listener receives `info` reports and
//! exactly one `done` per `start`. In ponder and infinite mode, `done` is not sent before
//! `stop` or `ponderhit` (after `ponderhit` the search goes on under normal time control).

pub mod bench;
mod large_pages;
mod limits;
pub mod mate;
mod movepick;
pub mod score;
#[allow(clippy::module_inception)]
mod search;
pub mod see;
mod thread;
pub mod timeman;
pub mod tt;

pub use limits::Limits;

use crate::moves::Move;
use crate::position::Position;
use movepick::OrderingTables;
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};
use thread::{SearchJob, Signals};
use tt::TranspositionTable;

/// A score from the side to move's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns.
    Cp(i32),
    /// Mate in this many plies: positive when the side to move mates, negative when it is
    /// mated. Never 0.
    Mate(i32),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The true score is at least this (fail high).
    Lower,
    /// The true score is at most this (fail low).
    Upper,
}

/// One `info` report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchInfo {
    pub depth: u32,
    pub seldepth: u32,
    /// 1-based line number under MultiPV.
    pub multipv: u32,
    pub score: Score,
    pub bound: Bound,
    pub nodes: u64,
    pub nps: u64,
    /// Transposition table fill in per mille.
    pub hashfull: u32,
    pub time_ms: u64,
    pub pv: Vec<Move>,
}

/// What a finished search hands back. `best` is `None` only when there is no legal move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SearchResult {
    pub best: Option<Move>,
    pub ponder: Option<Move>,
    pub score: Option<Score>,
    pub depth: u32,
    pub nodes: u64,
}

/// Receives reports from the search threads.
pub trait SearchListener: Send + 'static {
    fn info(&mut self, info: &SearchInfo);
    /// Called exactly once per `Engine::start`.
    fn done(&mut self, result: SearchResult);
}

/// Engine settings, set by USI options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineOptions {
    pub hash_mb: usize,
    pub threads: usize,
    pub multipv: usize,
    /// Subtracted from every time budget, for slow pipes and GUIs.
    pub move_overhead_ms: u64,
}

impl Default for EngineOptions {
    fn default() -> EngineOptions {
        EngineOptions {
            hash_mb: 16,
            threads: 1,
            multipv: 1,
            move_overhead_ms: 50,
        }
    }
}

/// The search engine: transposition table, threads and per-game state.
pub struct Engine {
    options: EngineOptions,
    signals: Arc<Signals>,
    tt: Arc<TranspositionTable>,
    /// Move-ordering tables per thread, kept from one search to the next within a game.
    tables: Arc<Mutex<Vec<Box<OrderingTables>>>>,
    worker: Option<JoinHandle<()>>,
}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new(EngineOptions::default())
    }
}

impl Engine {
    pub fn new(options: EngineOptions) -> Engine {
        Engine {
            tt: Arc::new(TranspositionTable::new(options.hash_mb)),
            options,
            signals: Arc::new(Signals::default()),
            tables: Arc::new(Mutex::new(Vec::new())),
            worker: None,
        }
    }

    pub fn options(&self) -> &EngineOptions {
        &self.options
    }

    /// Takes effect at the next search; waits for a running one to finish first.
    pub fn set_options(&mut self, options: EngineOptions) {
        self.wait();
        self.options = options;
    }

    /// Allocates what the search needs (the hash table); called on `isready`. Never blocks
    /// on a running search: then the table is resized when the next search starts.
    pub fn ensure_ready(&mut self) {
        if !self.is_searching() {
            self.wait();
            self.resize_table();
        }
    }

    fn resize_table(&mut self) {
        if self.tt.size_mb() != self.options.hash_mb.max(1) {
            // Drop the old table before allocating the new one.
            self.tt = Arc::new(TranspositionTable::new(1));
            self.tt = Arc::new(TranspositionTable::new(self.options.hash_mb));
        }
    }

    /// Clears the table and all learned ordering state, for a new game.
    pub fn new_game(&mut self) {
        self.wait();
        self.resize_table();
        match Arc::get_mut(&mut self.tt) {
            Some(tt) => tt.clear(),
            None => self.tt = Arc::new(TranspositionTable::new(self.options.hash_mb)),
        }
        let mut tables = self.tables.lock().unwrap_or_else(PoisonError::into_inner);
        for t in tables.iter_mut() {
            t.clear();
        }
    }

    /// Starts a search of `pos` (with its game history) and returns at once.
    pub fn start(&mut self, pos: &Position, limits: Limits, mut listener: impl SearchListener) {
        self.wait();
        self.resize_table();
        self.signals.reset(limits.ponder);
        let job = SearchJob {
            pos: pos.clone(),
            threads: self.options.threads.max(1),
            multipv: self.options.multipv.max(1),
            move_overhead_ms: self.options.move_overhead_ms,
            limits,
            tt: self.tt.clone(),
            signals: self.signals.clone(),
            tables: self.tables.clone(),
        };
        self.worker = Some(std::thread::spawn(move || {
            thread::run(job, &mut listener);
        }));
    }

    /// Starts a tsume search (`go mate`) for the side to move of `pos` and returns at once.
    /// `done` receives the outcome and the node count, also after `stop` or when `time_ms`
    /// (from `start`) runs out: then `Timeout` unless it was solved. The solver's table
    /// takes about the hash size, beside the transposition table.
    pub fn start_mate(
        &mut self,
        pos: &Position,
        time_ms: Option<u64>,
        start: Instant,
        done: impl FnOnce(mate::MateOutcome, u64) + Send + 'static,
    ) {
        self.wait();
        self.signals.reset(false);
        let signals = self.signals.clone();
        let pos = pos.clone();
        let table_mb = self.options.hash_mb;
        let deadline = time_ms.map(|ms| start + Duration::from_millis(ms));
        self.worker = Some(std::thread::spawn(move || {
            let (outcome, nodes) = mate::solve_mate(&pos, table_mb, || {
                signals.stop_requested() || deadline.is_some_and(|d| Instant::now() >= d)
            });
            done(outcome, nodes);
        }));
    }

    /// Asks the running search to finish; its `done` still comes.
    pub fn stop(&self) {
        self.signals.raise_stop();
    }

    /// The opponent played the predicted move: leave ponder mode, timing from now.
    pub fn ponderhit(&self) {
        self.signals.ponderhit();
    }

    pub fn is_searching(&self) -> bool {
        self.worker.as_ref().is_some_and(|w| !w.is_finished())
    }

    /// Blocks until the running search, if any, has sent `done`.
    pub fn wait(&mut self) {
        if let Some(worker) = self.worker.take() {
            let _ = worker.join();
        }
    }

    /// Searches synchronously and returns the result (for bench and tests).
    pub fn search_sync(&mut self, pos: &Position, limits: Limits) -> SearchResult {
        struct Collect(std::sync::mpsc::Sender<SearchResult>);
        impl SearchListener for Collect {
            fn info(&mut self, _: &SearchInfo) {}
            fn done(&mut self, result: SearchResult) {
                let _ = self.0.send(result);
            }
        }
        let (tx, rx) = std::sync::mpsc::channel();
        self.start(pos, limits, Collect(tx));
        let result = rx.recv().unwrap_or_default();
        self.wait();
        result
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        self.stop();
        self.wait();
    }
}
