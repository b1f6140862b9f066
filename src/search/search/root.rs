//! The root of one search thread: iterative deepening, aspiration windows, and the PVS loop
//! over the root moves.

use super::*;

// Doubled with the other evaluation-scaled margins of `search.rs` when the fitted evaluation
// replaced the hand-made one.
/// The first aspiration window half-width: drop games swing more than chess.
const ASPIRATION_DELTA: i32 = 60;
/// Depth from which aspiration windows are used.
const ASPIRATION_MIN_DEPTH: i32 = 4;

impl Worker<'_> {
    /// Iterative deepening until a limit or a stop. The main thread reports to `listener`.
    pub fn iterate(&mut self, mut listener: Option<&mut dyn SearchListener>) {
        if self.root_moves.is_empty() {
            return;
        }
        let max_depth = self.shared.limits.depth.map_or(MAX_PLY as i32 - 8, |d| {
            (d as i32).clamp(1, MAX_PLY as i32 - 8)
        });
        let multipv = self.shared.multipv.min(self.root_moves.len()).max(1);
        let mut last_best = None;
        let mut stable_iterations = 0;
        for depth in 1..=max_depth {
            if self.id > 0 && depth > 1 && skip_depth(self.id, depth) {
                continue;
            }
            // Scores of this iteration only: a move it does not reach sorts by its old score.
            for rm in &mut self.root_moves {
                rm.previous_score = rm.score;
                rm.score = -INFINITE;
            }
            for pv_index in 0..multipv {
                self.pv_index = pv_index;
                self.seldepth = 0;
                self.search_root_window(depth);
                self.root_moves[..=pv_index].sort_by_key(|rm| std::cmp::Reverse(rm.score));
                if self.stopped {
                    break;
                }
            }
            if self.stopped {
                break;
            }
            self.completed_depth = depth;
            if let Some(listener) = listener.as_deref_mut() {
                self.report(listener, depth, multipv);
            }
            if !self.is_main() {
                continue;
            }
            let best = self.root_moves[0].mv;
            if last_best == Some(best) {
                stable_iterations += 1;
            } else {
                stable_iterations = 0;
            }
            last_best = Some(best);
            if self.should_stop_iterating(stable_iterations, multipv) {
                break;
            }
        }
    }

    /// True when the main thread should not start another iteration.
    fn should_stop_iterating(&self, stable_iterations: i32, multipv: usize) -> bool {
        let shared = self.shared;
        if shared.signals.is_pondering() {
            return false;
        }
        let Some(budget) = shared.budget else {
            return false;
        };
        if self.root_moves.len() == 1 && multipv == 1 {
            return true;
        }
        let score = self.root_moves[0].score;
        if score >= MATE_IN_MAX && MATE - score <= self.completed_depth {
            // A mate shorter than the depth searched will not improve.
            return true;
        }
        if budget.soft >= budget.hard {
            // Byoyomi with no main time left, or a fixed movetime: time not used is lost, so
            // only the hard limit ends the search.
            return false;
        }
        // A best move that keeps changing earns more time; a stable one less. No wider, narrower
        // or absent scaling did better at 2+0.02 (strength log, rounds 63 and 64).
        let scale = match stable_iterations {
            0 => 1.3,
            1..=2 => 1.0,
            _ => 0.6,
        };
        shared.elapsed_ms() as f64 >= budget.soft as f64 * scale
    }

    /// One iteration at the current PV index, with an aspiration window after the first few.
    fn search_root_window(&mut self, depth: i32) {
        let previous = self.root_moves[self.pv_index].previous_score;
        let mut delta = ASPIRATION_DELTA;
        let (mut alpha, mut beta) = if depth >= ASPIRATION_MIN_DEPTH && !is_mate_score(previous) {
            (
                (previous - delta).max(-INFINITE),
                (previous + delta).min(INFINITE),
            )
        } else {
            (-INFINITE, INFINITE)
        };
        loop {
            let score = self.search_root(alpha, beta, depth);
            self.root_moves[self.pv_index..].sort_by(|a, b| {
                b.score
                    .cmp(&a.score)
                    .then(b.previous_score.cmp(&a.previous_score))
            });
            if self.stopped {
                return;
            }
            if score <= alpha {
                beta = (alpha + beta) / 2;
                alpha = (score - delta).max(-INFINITE);
                self.root_moves[self.pv_index].bound = Bound::Upper;
            } else if score >= beta {
                beta = (score + delta).min(INFINITE);
                self.root_moves[self.pv_index].bound = Bound::Lower;
            } else {
                self.root_moves[self.pv_index].bound = Bound::Exact;
                return;
            }
            delta += delta / 2 + 10;
        }
    }

    /// The root of the tree: the root moves from the PV index on, PVS over them.
    fn search_root(&mut self, mut alpha: i32, beta: i32, depth: i32) -> i32 {
        let mut best = -INFINITE;
        self.nodes += 1;
        self.stack[0] = Frame::EMPTY;
        self.stack[2].killers = [None; 2];
        let key = self.pos.key();
        self.rep_push(key, 1);
        let in_check = self.pos.in_check();
        let mut best_move = None;
        for i in self.pv_index..self.root_moves.len() {
            let mv = self.root_moves[i].mv;
            let quiet = is_quiet(&self.pos, mv);
            self.stack[0].played = Some((mover_index(&self.pos, mv), mv.to()));
            self.pos.do_move(mv);
            let gives_check = self.pos.in_check();
            let new_depth = depth - 1 + gives_check as i32;
            let count = i - self.pv_index + 1;
            let mut score;
            if count == 1 {
                score = -self.search::<true>(-beta, -alpha, new_depth, 1, false);
            } else {
                let reduction = if depth >= 3 && quiet && !in_check && !gives_check {
                    (self.reduction(depth, count) - 1).max(0)
                } else {
                    0
                };
                score = -self.search::<false>(-alpha - 1, -alpha, new_depth - reduction, 1, true);
                if score > alpha && reduction > 0 {
                    score = -self.search::<false>(-alpha - 1, -alpha, new_depth, 1, true);
                }
                if score > alpha && score < beta {
                    score = -self.search::<true>(-beta, -alpha, new_depth, 1, false);
                }
            }
            self.pos.undo_move();
            if self.stopped {
                break;
            }
            let seldepth = self.seldepth;
            let rm = &mut self.root_moves[i];
            if count == 1 || score > alpha {
                rm.score = score;
                rm.seldepth = seldepth;
                rm.pv.clear();
                rm.pv.push(mv);
                rm.pv.extend_from_slice(&self.pv[1]);
            } else {
                rm.score = -INFINITE;
            }
            if score > best {
                best = score;
                if score > alpha {
                    best_move = Some(mv);
                    if score >= beta {
                        break;
                    }
                    alpha = score;
                }
            }
        }
        self.rep_push(key, -1);
        if let Some(mv) = best_move
            && !self.stopped
            && self.pv_index == 0
        {
            let bound = if best >= beta {
                TtBound::Lower
            } else {
                TtBound::Exact
            };
            self.shared
                .tt
                .store(key, 0, Some(mv), best, EVAL_NONE, depth, bound);
        }
        best
    }
}

/// Lazy SMP: helper threads skip some depths so that threads spread over several depths.
fn skip_depth(id: usize, depth: i32) -> bool {
    const SIZE: [i32; 8] = [1, 1, 2, 2, 2, 2, 3, 3];
    const PHASE: [i32; 8] = [0, 1, 0, 1, 2, 3, 0, 1];
    let i = (id - 1) % SIZE.len();
    ((depth + PHASE[i]) / SIZE[i]) % 2 == 1
}
