//! Adjudication: ending a game early by the engines' scores, by a ply limit, or by the
//! impasse (jishogi) point count.
//!
//! Impasse trigger, exactly: after a move, if both kings stand in their promotion zones
//! (ranks a-b for Black, e-f for White) and have done so after each of the last
//! `impasse_plies` plies (counting this one), and the side to move is not in check, the game
//! ends by the point count of the rules page: rook and bishop (promoted or not) 5, every other
//! piece 1, kings 0, on the board and in hand. A side with fewer than 12 points loses; with
//! both at 12 or more (the 28 points allow no other case) it is a draw. The count of plies
//! restarts whenever a king leaves its zone.

use super::engine::EngineScore;
use crate::color::Color;
use crate::position::Position;

/// The impasse point threshold of the rules page.
pub const IMPASSE_POINTS: u32 = 12;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResignRule {
    /// Consecutive moves of one engine with a score of `-score_cp` or worse.
    pub move_count: u32,
    pub score_cp: i32,
    /// Also require the opponent's scores to be `score_cp` or better over its last moves.
    pub two_sided: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DrawRule {
    /// Not before this many full moves (pairs of plies) of the game, opening included.
    pub move_number: u32,
    /// Consecutive moves of each engine with `|score| <= score_cp`.
    pub move_count: u32,
    pub score_cp: i32,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Adjudication {
    /// Draw after this many plies of the game (opening moves included).
    pub max_plies: Option<u32>,
    pub impasse_plies: Option<u32>,
    pub resign: Option<ResignRule>,
    pub draw: Option<DrawRule>,
}

/// A verdict reached by adjudication.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// `loser` resigned by score.
    Resign {
        loser: Color,
    },
    DrawByScore,
    MaxPlies,
    /// `points` are Black's and White's.
    Impasse {
        loser: Option<Color>,
        points: [u32; Color::NUM],
    },
}

/// Running counts over one game.
#[derive(Debug, Clone, Default)]
pub struct Adjudicator {
    rules: Adjudication,
    /// Consecutive moves of each color with a losing / winning / drawish score.
    losing: [u32; Color::NUM],
    winning: [u32; Color::NUM],
    drawish: [u32; Color::NUM],
    both_kings_in_zone: u32,
}

impl Adjudicator {
    pub fn new(rules: &Adjudication) -> Adjudicator {
        Adjudicator {
            rules: rules.clone(),
            ..Adjudicator::default()
        }
    }

    /// Called after each move (already played in `pos`) by `mover`, with its reported score.
    pub fn after_move(
        &mut self,
        pos: &Position,
        mover: Color,
        score: Option<EngineScore>,
    ) -> Option<Verdict> {
        self.count_scores(mover, score);
        if let Some(verdict) = self.impasse(pos) {
            return Some(verdict);
        }
        if let Some(rule) = &self.rules.resign {
            let opponent_agrees =
                |c: Color| !rule.two_sided || self.winning[(!c).index()] >= rule.move_count;
            if self.losing[mover.index()] >= rule.move_count && opponent_agrees(mover) {
                return Some(Verdict::Resign { loser: mover });
            }
        }
        if let Some(rule) = &self.rules.draw
            && (pos.game_ply() / 2) as u32 >= rule.move_number
            && Color::ALL
                .iter()
                .all(|c| self.drawish[c.index()] >= rule.move_count)
        {
            return Some(Verdict::DrawByScore);
        }
        if let Some(max) = self.rules.max_plies
            && pos.game_ply() >= max as usize
        {
            return Some(Verdict::MaxPlies);
        }
        None
    }

    fn count_scores(&mut self, mover: Color, score: Option<EngineScore>) {
        let i = mover.index();
        let cp = score.map(EngineScore::as_cp);
        let bump = |counter: &mut u32, hit: bool| *counter = if hit { *counter + 1 } else { 0 };
        let resign_cp = self.rules.resign.as_ref().map_or(i32::MAX, |r| r.score_cp);
        let draw_cp = self.rules.draw.as_ref().map_or(-1, |r| r.score_cp);
        bump(&mut self.losing[i], cp.is_some_and(|s| s <= -resign_cp));
        bump(&mut self.winning[i], cp.is_some_and(|s| s >= resign_cp));
        bump(&mut self.drawish[i], cp.is_some_and(|s| s.abs() <= draw_cp));
    }

    fn impasse(&mut self, pos: &Position) -> Option<Verdict> {
        let plies = self.rules.impasse_plies?;
        if pos.king_in_zone(Color::Black) && pos.king_in_zone(Color::White) {
            self.both_kings_in_zone += 1;
        } else {
            self.both_kings_in_zone = 0;
        }
        if self.both_kings_in_zone < plies || pos.in_check() {
            return None;
        }
        Some(impasse_count(pos))
    }
}

/// The point count that decides an impasse.
pub fn impasse_count(pos: &Position) -> Verdict {
    let points = [
        pos.impasse_points(Color::Black),
        pos.impasse_points(Color::White),
    ];
    let loser = Color::ALL
        .into_iter()
        .find(|c| points[c.index()] < IMPASSE_POINTS);
    Verdict::Impasse { loser, points }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules() -> Adjudication {
        Adjudication {
            max_plies: Some(100),
            impasse_plies: Some(2),
            resign: Some(ResignRule {
                move_count: 2,
                score_cp: 500,
                two_sided: false,
            }),
            draw: Some(DrawRule {
                move_number: 1,
                move_count: 2,
                score_cp: 10,
            }),
        }
    }

    #[test]
    fn resign_needs_consecutive_losing_scores() {
        let pos = Position::startpos();
        let mut adj = Adjudicator::new(&rules());
        let bad = Some(EngineScore::Cp(-600));
        assert_eq!(adj.after_move(&pos, Color::Black, bad), None);
        // A move without a score breaks the run.
        assert_eq!(adj.after_move(&pos, Color::Black, None), None);
        assert_eq!(adj.after_move(&pos, Color::Black, bad), None);
        assert_eq!(
            adj.after_move(&pos, Color::Black, Some(EngineScore::Mate(-3))),
            Some(Verdict::Resign {
                loser: Color::Black
            })
        );
    }

    #[test]
    fn draw_needs_both_engines_level() {
        let mut pos = Position::startpos();
        let mv = pos.legal_moves()[0];
        pos.do_move(mv);
        let mut adj = Adjudicator::new(&rules());
        let level = Some(EngineScore::Cp(5));
        // One ply is not yet the one full move the rule waits for.
        for mover in [Color::Black, Color::White, Color::Black, Color::White] {
            assert_eq!(adj.after_move(&pos, mover, level), None);
        }
        let mv = pos.legal_moves()[0];
        pos.do_move(mv);
        assert_eq!(
            adj.after_move(&pos, Color::White, level),
            Some(Verdict::DrawByScore)
        );
        // A score outside the band breaks the run.
        assert_eq!(
            adj.after_move(&pos, Color::Black, Some(EngineScore::Cp(50))),
            None
        );
        assert_eq!(adj.after_move(&pos, Color::White, level), None);
    }

    #[test]
    fn impasse_counts_points_after_the_kings_stayed_in_their_zones() {
        // Black king 2b, White king 5e: both in their zones. Black holds R B P:
        // 5 + 5 + 1 = 11 points; White holds r b 2g 2s 2n p: 5 + 5 + 2 + 2 + 2 + 1 = 17.
        let pos = Position::from_sfen("6/4K1/6/6/1k4/6 b RBPrb2g2s2np 1").unwrap();
        assert!(pos.king_in_zone(Color::Black) && pos.king_in_zone(Color::White));
        let mut adj = Adjudicator::new(&rules());
        assert_eq!(adj.after_move(&pos, Color::White, None), None);
        assert_eq!(
            adj.after_move(&pos, Color::White, None),
            Some(Verdict::Impasse {
                loser: Some(Color::Black),
                points: [11, 17]
            })
        );
    }

    #[test]
    fn impasse_is_a_draw_when_both_reach_twelve() {
        // Black: R B G P = 12; White: r b g 2s 2n p = 5 + 5 + 1 + 2 + 2 + 1 = 16.
        let pos = Position::from_sfen("6/4K1/6/6/1k4/6 b RBGPrbg2s2np 1").unwrap();
        assert_eq!(
            impasse_count(&pos),
            Verdict::Impasse {
                loser: None,
                points: [12, 16]
            }
        );
    }
}
