//! Tsume search for `go mate`: a depth-first proof-number search (df-pn) in which the attacker,
//! the side to move at the root, plays only checks and the defender any legal move.
//!
//! Proof numbers suit mate problems better than alpha-beta: they follow the defence with the
//! fewest replies and the attack with the fewest open questions, so long forced lines are
//! solved without a depth limit. Once the root is proven, the line reported is the shortest
//! mate against the longest defence that the proof in the table shows.
//!
//! A position that repeats one on the current line counts as a failed attack (a repetition
//! draws, and a perpetual check loses for the checker). As in most df-pn solvers, what a
//! repetition taught is stored with the node, so in rare graph cases the solver can miss a
//! mate; a mate it reports is always checked move by move.

use crate::color::Color;
use crate::moves::{Move, MoveList};
use crate::position::Position;
use std::collections::HashMap;

/// A proof or disproof number that can no longer be reached: solved.
const INFINITE: u32 = 1 << 30;
/// Nodes between two looks at the clock and the stop signal.
const CHECK_INTERVAL: u64 = 4096;
/// Bytes one table entry costs in the hash map, roughly: sets the entry cap for a table size.
const ENTRY_BYTES: usize = 40;
/// Mating lines longer than this are not extracted (a guard against a corrupt proof).
const MAX_LINE: usize = 1000;

/// What `go mate` answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MateOutcome {
    /// A mate: the attacker's checks and the defender's replies, ending in checkmate.
    Mate(Vec<Move>),
    /// Proven: no sequence of checks mates.
    NoMate,
    /// Stopped by the clock, the stop signal or the memory cap before a verdict.
    Timeout,
}

/// Proof and disproof numbers of a node: how many more leaves must be proven to show a mate,
/// and to show there is none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Numbers {
    pn: u32,
    dn: u32,
}

impl Numbers {
    const UNKNOWN: Numbers = Numbers { pn: 1, dn: 1 };
    const PROVEN: Numbers = Numbers {
        pn: 0,
        dn: INFINITE,
    };
    const DISPROVEN: Numbers = Numbers {
        pn: INFINITE,
        dn: 0,
    };
}

fn add(a: u32, b: u32) -> u32 {
    (a + b).min(INFINITE)
}

/// One tsume search. `should_stop` is polled every few thousand nodes.
pub struct MateSolver<'a> {
    table: HashMap<u64, Numbers>,
    max_entries: usize,
    /// Keys of the positions on the current line, for repetitions.
    path: Vec<u64>,
    attacker: Color,
    nodes: u64,
    aborted: bool,
    should_stop: &'a mut dyn FnMut() -> bool,
}

impl<'a> MateSolver<'a> {
    /// A solver whose table may use about `table_mb` MiB.
    pub fn new(table_mb: usize, should_stop: &'a mut dyn FnMut() -> bool) -> MateSolver<'a> {
        MateSolver {
            table: HashMap::new(),
            max_entries: (table_mb.max(1) << 20) / ENTRY_BYTES,
            path: Vec::new(),
            attacker: Color::Black,
            nodes: 0,
            aborted: false,
            should_stop,
        }
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Solves `pos` for its side to move.
    pub fn solve(&mut self, pos: &Position) -> MateOutcome {
        let mut pos = pos.clone();
        self.attacker = pos.side_to_move();
        self.path.clear();
        let root = Numbers {
            pn: INFINITE,
            dn: INFINITE,
        };
        self.search(&mut pos, root);
        if self.aborted {
            return MateOutcome::Timeout;
        }
        match self.numbers(pos.key()) {
            n if n.pn == 0 => match self.mating_line(&pos) {
                Some(line) => {
                    let line = self.shorten(&mut pos, line);
                    if is_mating_line(&pos, &line) {
                        MateOutcome::Mate(line)
                    } else {
                        log::error!("tsume: an inconsistent proof gave a false mate line");
                        MateOutcome::Timeout
                    }
                }
                None => MateOutcome::Timeout,
            },
            n if n.dn == 0 => MateOutcome::NoMate,
            _ => MateOutcome::Timeout,
        }
    }

    fn numbers(&self, key: u64) -> Numbers {
        self.table.get(&key).copied().unwrap_or(Numbers::UNKNOWN)
    }

    /// The attacker's checks at an OR node, every legal move at an AND node.
    fn children(&self, pos: &Position) -> MoveList {
        let moves = pos.legal_moves();
        if pos.side_to_move() == self.attacker {
            let info = pos.check_info();
            moves
                .into_iter()
                .filter(|&m| pos.gives_check_with(&info, m))
                .collect()
        } else {
            moves
        }
    }

    fn child_numbers(&self, pos: &Position, mv: Move) -> Numbers {
        let key = pos.key_after(mv);
        if self.path.contains(&key) {
            return Numbers::DISPROVEN;
        }
        self.numbers(key)
    }

    fn store(&mut self, key: u64, numbers: Numbers) {
        if self.table.len() >= self.max_entries && !self.table.contains_key(&key) {
            self.aborted = true;
            return;
        }
        self.table.insert(key, numbers);
    }

    /// Expands the node until its numbers reach one of the thresholds.
    fn search(&mut self, pos: &mut Position, threshold: Numbers) {
        self.nodes += 1;
        if (self.nodes - 1).is_multiple_of(CHECK_INTERVAL) && (self.should_stop)() {
            self.aborted = true;
        }
        if self.aborted {
            return;
        }
        let key = pos.key();
        let or_node = pos.side_to_move() == self.attacker;
        let moves = self.children(pos);
        if moves.is_empty() {
            // No check to give fails the attack; no reply to a check is mate (never a
            // pawn-drop mate: the generator does not offer one).
            let numbers = if or_node {
                Numbers::DISPROVEN
            } else {
                Numbers::PROVEN
            };
            self.store(key, numbers);
            return;
        }
        self.path.push(key);
        loop {
            // The child that most needs work: at an OR node the one nearest a proof, at an AND
            // node the one nearest a refutation; `second` bounds how long it may be worked on.
            let mut best = 0;
            let mut best_numbers = Numbers::UNKNOWN;
            let mut best_value = INFINITE + 1;
            let mut second = INFINITE;
            let mut sum = 0;
            for (i, &mv) in moves.iter().enumerate() {
                let n = self.child_numbers(pos, mv);
                let (value, other) = if or_node { (n.pn, n.dn) } else { (n.dn, n.pn) };
                sum = add(sum, other);
                if value < best_value {
                    second = best_value.min(INFINITE);
                    best_value = value;
                    best = i;
                    best_numbers = n;
                } else if value < second {
                    second = value;
                }
            }
            let node = if or_node {
                Numbers {
                    pn: best_value,
                    dn: sum,
                }
            } else {
                Numbers {
                    pn: sum,
                    dn: best_value,
                }
            };
            self.store(key, node);
            if node.pn >= threshold.pn || node.dn >= threshold.dn || self.aborted {
                break;
            }
            let child_threshold = if or_node {
                Numbers {
                    pn: threshold.pn.min(add(second, 1)),
                    dn: add(threshold.dn - node.dn, best_numbers.dn),
                }
            } else {
                Numbers {
                    pn: add(threshold.pn - node.pn, best_numbers.pn),
                    dn: threshold.dn.min(add(second, 1)),
                }
            };
            pos.do_move(moves[best]);
            self.search(pos, child_threshold);
            pos.undo_move();
            if self.aborted {
                break;
            }
        }
        self.path.pop();
    }

    /// The mating line of a proven root: at each attacker node the check with the shortest
    /// proven mate, at each defender node the reply that holds out longest. `None` if the
    /// table no longer holds the whole proof.
    fn mating_line(&mut self, root: &Position) -> Option<Vec<Move>> {
        let mut lengths = HashMap::new();
        self.path.clear();
        let pos = &mut root.clone();
        self.mate_length(pos, &mut lengths)?;
        let mut line = Vec::new();
        loop {
            let or_node = pos.side_to_move() == self.attacker;
            let mut chosen: Option<(Move, u32)> = None;
            for mv in self.children(pos) {
                let Some(&len) = lengths.get(&pos.key_after(mv)) else {
                    continue;
                };
                let better = match chosen {
                    None => true,
                    Some((_, best)) if or_node => len < best,
                    Some((_, best)) => len > best,
                };
                if better {
                    chosen = Some((mv, len));
                }
            }
            let Some((mv, _)) = chosen else {
                // Mate: the defender has no reply. Anything else means a broken proof.
                return (!or_node && !pos.has_legal_move()).then_some(line);
            };
            if line.len() >= MAX_LINE {
                return None;
            }
            line.push(mv);
            pos.do_move(mv);
        }
    }

    /// Plies to mate from a proven node, against the longest defence, memoized by key.
    fn mate_length(&mut self, pos: &mut Position, lengths: &mut HashMap<u64, u32>) -> Option<u32> {
        let key = pos.key();
        if let Some(&len) = lengths.get(&key) {
            return Some(len);
        }
        if self.numbers(key).pn != 0 || self.path.contains(&key) || self.path.len() >= MAX_LINE {
            return None;
        }
        let or_node = pos.side_to_move() == self.attacker;
        let moves = self.children(pos);
        self.path.push(key);
        let mut result: Option<u32> = if or_node { None } else { Some(0) };
        for mv in moves {
            if or_node && self.numbers(pos.key_after(mv)).pn != 0 {
                continue;
            }
            pos.do_move(mv);
            let child = self.mate_length(pos, lengths);
            pos.undo_move();
            match (child, or_node) {
                (Some(len), true) => result = Some(result.map_or(len + 1, |r| r.min(len + 1))),
                (Some(len), false) => result = result.map(|r| r.max(len + 1)),
                (None, false) => {
                    result = None;
                    break;
                }
                (None, true) => {}
            }
        }
        self.path.pop();
        if let Some(len) = result {
            lengths.insert(key, len);
        }
        result
    }
}

impl MateSolver<'_> {
    /// A proof need not be the shortest mate. Looks for a shorter one, by full-width
    /// searches over checks for mates in 1, 3, ... plies, within a node budget; keeps
    /// `line` when none is found in time or a stop comes.
    fn shorten(&mut self, pos: &mut Position, line: Vec<Move>) -> Vec<Move> {
        let mut bounded = Bounded {
            solver: self,
            fails_within: HashMap::new(),
            budget: SHORTEN_BUDGET,
        };
        for plies in (1..line.len() as u32).step_by(2) {
            if bounded.mate_within(pos, plies) {
                if let Some(shorter) = bounded.line(pos, plies) {
                    return shorter;
                }
                break;
            }
            if bounded.budget == 0 {
                break;
            }
        }
        line
    }
}

/// Nodes the search for a shorter mate may spend.
const SHORTEN_BUDGET: u64 = 2_000_000;

/// Depth-bounded mate search over checks, for the shortest mate.
struct Bounded<'s, 'a> {
    solver: &'s mut MateSolver<'a>,
    /// For attacker nodes: the largest ply count within which no mate was found.
    fails_within: HashMap<u64, u32>,
    budget: u64,
}

impl Bounded<'_, '_> {
    /// Whether the attacker to move mates within `plies` (odd) plies, checking every move.
    fn mate_within(&mut self, pos: &mut Position, plies: u32) -> bool {
        let key = pos.key();
        if self.fails_within.get(&key).is_some_and(|&p| p >= plies) {
            return false;
        }
        if self.budget == 0 {
            return false;
        }
        self.budget -= 1;
        // A stop ends the shortening, not the answer: the proven line still stands.
        if self.budget.is_multiple_of(CHECK_INTERVAL) && (self.solver.should_stop)() {
            self.budget = 0;
            return false;
        }
        let mut found = false;
        for mv in self.solver.children(pos) {
            pos.do_move(mv);
            found = self.defence_fails(pos, plies - 1);
            pos.undo_move();
            if found {
                break;
            }
        }
        if !found && self.budget > 0 {
            self.fails_within.insert(key, plies);
        }
        found
    }

    /// Whether every reply of the defender (in check) leads to a mate within `plies`.
    fn defence_fails(&mut self, pos: &mut Position, plies: u32) -> bool {
        let replies = pos.legal_moves();
        if replies.is_empty() {
            return true;
        }
        if plies < 2 || self.solver.path.contains(&pos.key()) {
            return false;
        }
        self.solver.path.push(pos.key());
        let mut all = true;
        for mv in replies {
            pos.do_move(mv);
            all = !self.solver.path.contains(&pos.key()) && self.mate_within(pos, plies - 1);
            pos.undo_move();
            if !all {
                break;
            }
        }
        self.solver.path.pop();
        all
    }

    /// The line of a mate within `plies`: the first check that mates in time, and the reply
    /// that holds out longest.
    fn line(&mut self, root: &Position, plies: u32) -> Option<Vec<Move>> {
        // A copy: a line abandoned half way (budget spent) must not move the caller's root.
        let pos = &mut root.clone();
        let mut line = Vec::new();
        let mut left = plies;
        loop {
            let check = self.solver.children(pos).into_iter().find(|&mv| {
                pos.do_move(mv);
                let mates = self.defence_fails(pos, left - 1);
                pos.undo_move();
                mates
            })?;
            line.push(check);
            pos.do_move(check);
            let replies = pos.legal_moves();
            if replies.is_empty() {
                return Some(line);
            }
            // The reply after which the mate takes longest.
            let mut longest: Option<(Move, u32)> = None;
            for reply in replies {
                pos.do_move(reply);
                let needed = (1..left - 1).step_by(2).find(|&p| self.mate_within(pos, p));
                pos.undo_move();
                let needed = needed?;
                if longest.is_none_or(|(_, n)| needed > n) {
                    longest = Some((reply, needed));
                }
            }
            let (reply, needed) = longest?;
            line.push(reply);
            pos.do_move(reply);
            left = needed;
        }
    }
}

/// Whether `line` is legal from `pos`, every move of the side to move at `pos` gives check,
/// and the other side is checkmated at the end.
pub fn is_mating_line(pos: &Position, line: &[Move]) -> bool {
    let mut pos = pos.clone();
    let attacker = pos.side_to_move();
    for &mv in line {
        if !pos.is_legal(mv) {
            return false;
        }
        let attacking = pos.side_to_move() == attacker;
        pos.do_move(mv);
        if attacking && !pos.in_check() {
            return false;
        }
    }
    pos.side_to_move() != attacker && pos.in_check() && !pos.has_legal_move()
}

/// Solves `pos` with a table of about `table_mb` MiB, polling `should_stop`.
pub fn solve_mate(
    pos: &Position,
    table_mb: usize,
    mut should_stop: impl FnMut() -> bool,
) -> (MateOutcome, u64) {
    let mut solver = MateSolver::new(table_mb, &mut should_stop);
    let outcome = solver.solve(pos);
    (outcome, solver.nodes())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solve(sfen: &str) -> MateOutcome {
        let pos = Position::from_sfen(sfen).unwrap();
        solve_mate(&pos, 16, || false).0
    }

    fn assert_mates(sfen: &str, plies: usize) {
        let MateOutcome::Mate(line) = solve(sfen) else {
            panic!("{sfen}: no mate found");
        };
        assert_eq!(line.len(), plies, "{sfen}: {line:?}");
        let pos = Position::from_sfen(sfen).unwrap();
        assert!(is_mating_line(&pos, &line), "{sfen}: {line:?}");
    }

    #[test]
    fn finds_short_mates_by_checks_only() {
        assert_mates("5k/6/5P/6/6/K5 b G 1", 1);
        assert_mates("2nB2/5k/6/3S2/6/K5 b RGp 1", 3);
        assert_mates("3kn1/6/2B3/6/6/K5 b Rpgs 1", 5);
    }

    #[test]
    fn the_line_checker_rejects_non_mates() {
        let pos = Position::from_sfen("5k/6/5P/6/6/K5 b G 1").unwrap();
        let mv = |s: &str| pos.parse_move(s).unwrap();
        assert!(is_mating_line(&pos, &[mv("G*1b")]));
        // A check the king escapes, and a quiet move: neither mates.
        assert!(!is_mating_line(&pos, &[mv("G*2b")]));
        assert!(!is_mating_line(&pos, &[mv("G*6a")]));
        assert!(!is_mating_line(&pos, &[]));
    }

    #[test]
    fn finds_longer_mates_from_games() {
        // Positions from self-play games, White to move in the last. The lengths are what
        // this solver found (a regression guard); every line is checked as a mate.
        assert_mates("r5/5p/3+bk1/PK1g2/6/2S3 w Nrbgsn 36", 3);
        assert_mates("1r4/4pk/B1+S2p/1N4/1K4/2G3 b BGNrs 47", 9);
        assert_mates("2+Rb2/2sGnk/P4p/4+n1/1B4/K1G3 b Rs 49", 15);
        assert_mates("1R2bk/4gp/6/KNB3/PG2+n1/4+s1 b Sr 55", 17);
        assert_mates("br1kb+R/2s3/P2g2/3SN1/2G3/K5 b NP 29", 37);
    }

    #[test]
    fn a_lone_king_cannot_be_mated() {
        assert_eq!(solve("5k/6/6/6/6/K5 b - 1"), MateOutcome::NoMate);
    }

    #[test]
    fn the_illegal_pawn_drop_mate_is_no_mate() {
        // P*1b would mate, so it is illegal; no other check mates.
        assert_eq!(solve("4nk/6/4G1/6/6/K5 b P 1"), MateOutcome::NoMate);
    }

    #[test]
    fn stops_when_asked() {
        let pos = Position::from_sfen("3kn1/6/2B3/6/6/K5 b Rpgs 1").unwrap();
        assert_eq!(solve_mate(&pos, 16, || true).0, MateOutcome::Timeout);
    }
}
