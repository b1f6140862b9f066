//! Game-state rules beyond move legality: repetition (sennichite), perpetual check, and the
//! impasse point count.

use super::Position;
use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::piece::PieceKind;

/// The result a repetition stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sennichite {
    Draw,
    /// `loser` gave check with every one of its moves over the repeated cycle.
    PerpetualCheck {
        loser: Color,
    },
}

/// A repetition of the current position found in the history.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Repetition {
    /// Earlier occurrences of the current position (so this is occurrence `count + 1`).
    pub count: usize,
    /// What the cycle since the earliest counted occurrence scores as.
    pub outcome: Sennichite,
}

/// Fourfold repetition ends the game.
pub const SENNICHITE_OCCURRENCES: usize = 4;

impl Position {
    /// Game plies (indices into the history) at which the current position stood before,
    /// most recent first. The scan stops at a null move, across which nothing repeats.
    fn earlier_occurrences(&self) -> impl Iterator<Item = usize> + '_ {
        let len = self.history.len();
        let null_floor = self
            .history
            .iter()
            .rposition(|u| u.mv.is_none())
            .map_or(0, |i| i + 1);
        // A position cannot recur sooner than four plies later.
        (null_floor..len.saturating_sub(3))
            .rev()
            .filter(move |&i| (len - i).is_multiple_of(2) && self.history[i].key == self.key)
    }

    /// How many times the current position occurred before in the game.
    pub fn repetition_count(&self) -> usize {
        self.earlier_occurrences().count()
    }

    /// Whether the current position occurred at least `count` times before; if so, what the
    /// cycle since the `count`-th most recent earlier occurrence scores as. The search asks
    /// with `count = 1`; a referee asks with 3, for the fourth occurrence.
    pub fn repetition(&self, count: usize) -> Option<Repetition> {
        debug_assert!(count >= 1);
        let start = self.earlier_occurrences().nth(count - 1)?;
        Some(Repetition {
            count: self.repetition_count(),
            outcome: self.cycle_outcome(start),
        })
    }

    /// Did the move played at game ply `i` give check?
    fn move_gave_check(&self, i: usize) -> bool {
        match self.history.get(i + 1) {
            Some(next) => next.checkers.is_nonempty(),
            None => self.checkers.is_nonempty(),
        }
    }

    /// Scores the cycle of moves from game ply `start` to now.
    fn cycle_outcome(&self, start: usize) -> Sennichite {
        let len = self.history.len();
        let mover_at = |i: usize| {
            if (len - i).is_multiple_of(2) {
                self.side
            } else {
                !self.side
            }
        };
        let mut always_checked = [true; Color::NUM];
        for i in start..len {
            if !self.move_gave_check(i) {
                always_checked[mover_at(i).index()] = false;
            }
        }
        match always_checked {
            [true, false] => Sennichite::PerpetualCheck {
                loser: Color::Black,
            },
            [false, true] => Sennichite::PerpetualCheck {
                loser: Color::White,
            },
            _ => Sennichite::Draw,
        }
    }

    /// The sennichite verdict when the current position is the fourth occurrence.
    pub fn sennichite(&self) -> Option<Sennichite> {
        self.repetition(SENNICHITE_OCCURRENCES - 1)
            .map(|r| r.outcome)
    }

    /// Impasse points of `color`: rook and bishop 5, other pieces 1, kings 0, promotion
    /// ignored, counted on the board and in hand.
    pub fn impasse_points(&self, color: Color) -> u32 {
        let board: u32 = self
            .pieces(color)
            .into_iter()
            .map(|sq| self.piece_on(sq).map_or(0, |p| p.kind.impasse_points()))
            .sum();
        let hand: u32 = PieceKind::HAND
            .iter()
            .map(|&k| self.hand(color).count(k) as u32 * k.impasse_points())
            .sum();
        board + hand
    }

    /// Whether `color`'s king stands in its promotion zone.
    pub fn king_in_zone(&self, color: Color) -> bool {
        Bitboard::zone(color).has(self.king_square(color))
    }
}
