//! The search: what the protocol layer, `bench` and the tests call.
//!
//! The API here is the contract between the USI layer and the search. `Engine::start` runs the
//! search on background threads and returns at once; the listener receives `info` reports and
//! exactly one `done` per `start`. In ponder and infinite mode, `done` is not sent before
//! `stop` or `ponderhit` (after `ponderhit` the search goes on under normal time control).

pub mod bench;
mod limits;

pub use limits::Limits;

use crate::moves::Move;
use crate::position::Position;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;

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
    stop: Arc<AtomicBool>,
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
            options,
            stop: Arc::new(AtomicBool::new(false)),
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

    /// Allocates what the search needs (the hash table); called on `isready`.
    pub fn ensure_ready(&mut self) {}

    /// Clears the table and all learned ordering state, for a new game.
    pub fn new_game(&mut self) {
        self.wait();
    }

    /// Starts a search of `pos` (with its game history) and returns at once.
    pub fn start(&mut self, pos: &Position, limits: Limits, mut listener: impl SearchListener) {
        self.wait();
        self.stop.store(false, Ordering::SeqCst);
        let pos = pos.clone();
        let stop = self.stop.clone();
        // Placeholder search until the real one lands: the first legal move, after waiting
        // for stop in ponder/infinite mode as the contract requires.
        self.worker = Some(std::thread::spawn(move || {
            let best = pos.legal_moves().first().copied();
            while (limits.infinite || limits.ponder) && !stop.load(Ordering::SeqCst) {
                std::thread::sleep(std::time::Duration::from_millis(1));
            }
            listener.done(SearchResult {
                best,
                ..SearchResult::default()
            });
        }));
    }

    /// Asks the running search to finish; its `done` still comes.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::SeqCst);
    }

    /// The opponent played the predicted move: leave ponder mode, timing from now.
    pub fn ponderhit(&self) {
        self.stop();
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
