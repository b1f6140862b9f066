//! The threads of one search (Lazy SMP): every thread runs its own iterative deepening over
//! the same root, sharing only the transposition table, the signals and the node counters.
//! The main thread (id 0) keeps the clock, reports, and hands back the result.

use super::movepick::OrderingTables;
use super::score::to_score;
use super::search::{RootMove, Worker};
use super::timeman::{TimeBudget, budget};
use super::tt::TranspositionTable;
use super::{Limits, SearchListener, SearchResult};
use crate::moves::Move;
use crate::position::Position;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// How often a finished search looks for the stop or ponderhit it must wait for.
const RELEASE_POLL: Duration = Duration::from_millis(1);

/// What the protocol side tells a running search: stop, and leave ponder mode.
#[derive(Default)]
pub struct Signals {
    stop: AtomicBool,
    ponder: AtomicBool,
    ponderhit_at: Mutex<Option<Instant>>,
}

impl Signals {
    pub fn reset(&self, ponder: bool) {
        self.stop.store(false, Ordering::SeqCst);
        self.ponder.store(ponder, Ordering::SeqCst);
        *self
            .ponderhit_at
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = None;
    }

    pub fn raise_stop(&self) {
        self.stop.store(true, Ordering::SeqCst);
    }

    #[inline(always)]
    pub fn stop_requested(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    #[inline(always)]
    pub fn is_pondering(&self) -> bool {
        self.ponder.load(Ordering::Relaxed)
    }

    /// Leaves ponder mode: the clock starts now.
    pub fn ponderhit(&self) {
        *self
            .ponderhit_at
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = Some(Instant::now());
        self.ponder.store(false, Ordering::SeqCst);
    }

    fn ponderhit_at(&self) -> Option<Instant> {
        *self
            .ponderhit_at
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }
}

/// A node counter on its own cache line, so threads do not slow each other down.
#[repr(align(64))]
#[derive(Default)]
struct NodeCounter(AtomicU64);

/// What all threads of one search read.
pub struct SearchShared<'a> {
    pub tt: &'a TranspositionTable,
    pub signals: &'a Signals,
    pub limits: Limits,
    pub budget: Option<TimeBudget>,
    pub multipv: usize,
    nodes: Vec<NodeCounter>,
}

impl SearchShared<'_> {
    /// Milliseconds on our clock: from ponderhit when pondering began the search.
    pub fn elapsed_ms(&self) -> u64 {
        let start = self.signals.ponderhit_at().unwrap_or(self.limits.start);
        start.elapsed().as_millis() as u64
    }

    pub fn elapsed_since_go_ms(&self) -> u64 {
        self.limits.start.elapsed().as_millis() as u64
    }

    #[inline(always)]
    pub fn publish_nodes(&self, id: usize, nodes: u64) {
        self.nodes[id].0.store(nodes, Ordering::Relaxed);
    }

    /// All threads' nodes, with thread `id`'s own exact count.
    pub fn total_nodes_with(&self, id: usize, own: u64) -> u64 {
        self.nodes
            .iter()
            .enumerate()
            .map(|(i, n)| {
                if i == id {
                    own
                } else {
                    n.0.load(Ordering::Relaxed)
                }
            })
            .sum()
    }

    pub fn threads(&self) -> usize {
        self.nodes.len()
    }

    /// The main thread's periodic look at the hard time limit.
    pub fn check_limits(&self) {
        if self.signals.is_pondering() {
            return;
        }
        if let Some(budget) = self.budget
            && self.elapsed_ms() >= budget.hard
        {
            self.signals.raise_stop();
        }
    }
}

/// Everything a search thread takes from the engine.
pub struct SearchJob {
    pub pos: Position,
    pub limits: Limits,
    pub threads: usize,
    pub multipv: usize,
    pub move_overhead_ms: u64,
    pub tt: Arc<TranspositionTable>,
    pub signals: Arc<Signals>,
    pub tables: Arc<Mutex<Vec<Box<OrderingTables>>>>,
}

/// The root moves: all legal moves, or those of `searchmoves` that are legal.
fn root_moves(pos: &Position, searchmoves: &[Move]) -> Vec<Move> {
    let legal = pos.legal_moves();
    let chosen: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|m| searchmoves.contains(m))
        .collect();
    if chosen.is_empty() {
        legal.to_vec()
    } else {
        chosen
    }
}

/// Runs a whole search on the calling thread and sends exactly one `done`.
pub fn run(job: SearchJob, listener: &mut dyn SearchListener) {
    let mut pool = job.tables.lock().unwrap_or_else(PoisonError::into_inner);
    let threads = job.threads.max(1);
    pool.resize_with(threads, OrderingTables::new);
    let moves = root_moves(&job.pos, &job.limits.searchmoves);
    let us = job.pos.side_to_move();
    job.tt.new_search();
    let shared = SearchShared {
        tt: &job.tt,
        signals: &job.signals,
        budget: budget(&job.limits, us, job.move_overhead_ms),
        multipv: job.multipv.max(1),
        nodes: (0..threads).map(|_| NodeCounter::default()).collect(),
        limits: job.limits.clone(),
    };
    let (main_tables, helper_tables) = pool.split_first_mut().expect("one thread at least");
    let result = std::thread::scope(|scope| {
        let helpers: Vec<_> = helper_tables
            .iter_mut()
            .enumerate()
            .map(|(i, tables)| {
                let (shared, pos, moves) = (&shared, &job.pos, moves.clone());
                scope.spawn(move || {
                    let mut worker = Worker::new(i + 1, shared, tables, pos, moves);
                    worker.iterate(None);
                    shared.publish_nodes(worker.id, worker.nodes());
                    (worker.completed_depth, worker.root_moves.first().cloned())
                })
            })
            .collect();
        let mut main = Worker::new(0, &shared, main_tables, &job.pos, moves);
        main.iterate(Some(&mut *listener));
        shared.publish_nodes(0, main.nodes());
        wait_for_release(&shared);
        shared.signals.raise_stop();
        let mut best = (main.completed_depth, main.root_moves.first().cloned());
        for handle in helpers {
            let Ok(helper) = handle.join() else { continue };
            if shared.multipv == 1 && is_better(&helper, &best) {
                best = helper;
            }
        }
        let nodes = shared.total_nodes_with(0, main.nodes());
        finish(main.position(), &shared, best, nodes)
    });
    drop(pool);
    listener.done(result);
}

/// A helper's result replaces the main thread's when it searched deeper and scored at least
/// as well.
fn is_better(candidate: &(i32, Option<RootMove>), current: &(i32, Option<RootMove>)) -> bool {
    match (&candidate.1, &current.1) {
        (Some(c), Some(b)) => candidate.0 > current.0 && c.score >= b.score,
        (Some(_), None) => true,
        _ => false,
    }
}

/// In ponder and infinite mode the result waits for `stop` (or `ponderhit`).
fn wait_for_release(shared: &SearchShared) {
    while (shared.limits.infinite || shared.signals.is_pondering())
        && !shared.signals.stop_requested()
    {
        std::thread::sleep(RELEASE_POLL);
    }
}

fn finish(
    pos: &Position,
    shared: &SearchShared,
    best: (i32, Option<RootMove>),
    nodes: u64,
) -> SearchResult {
    let (depth, Some(rm)) = best else {
        return SearchResult {
            nodes,
            ..SearchResult::default()
        };
    };
    let ponder = rm.pv.get(1).copied().or_else(|| {
        let mut after = pos.clone();
        after.do_move(rm.mv);
        shared
            .tt
            .probe(after.key(), 1)
            .and_then(|h| h.mv)
            .filter(|&m| after.is_legal(m))
    });
    let score = if rm.score == -super::score::INFINITE {
        rm.previous_score
    } else {
        rm.score
    };
    SearchResult {
        best: Some(rm.mv),
        ponder,
        score: (score != -super::score::INFINITE).then(|| to_score(score)),
        depth: depth.max(0) as u32,
        nodes,
    }
}
