//! The position: bitboards per color and kind, a mailbox, both hands, the side to move, the
//! Zobrist key, and the history of moves played into it (for repetition and unmake).

mod checks;
mod display;
mod drop_mate;
mod rules;
mod sfen;
mod usi_move;

pub use checks::CheckInfo;

pub use rules::{Repetition, Sennichite};
pub use sfen::{START_SFEN, SfenError};
pub use usi_move::MoveError;

use crate::attacks::{
    between, bishop_attacks, gold_attacks, king_attacks, knight_attacks, line, pawn_attacks,
    piece_attacks, rook_attacks, silver_attacks,
};
use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::hand::Hand;
use crate::moves::Move;
use crate::piece::{Piece, PieceKind};
use crate::square::Square;
use crate::zobrist::{board_key, hand_key, side_key};

/// What `undo_move` needs to take a move back, and what repetition checks read.
#[derive(Clone, Copy, Debug)]
struct Undo {
    /// `None` for a null move.
    mv: Option<Move>,
    captured: Option<PieceKind>,
    key: u64,
    checkers: Bitboard,
}

#[derive(Clone)]
pub struct Position {
    board: [Option<Piece>; Square::NUM],
    colors: [Bitboard; Color::NUM],
    kinds: [Bitboard; PieceKind::NUM],
    hands: [Hand; Color::NUM],
    side: Color,
    move_number: u32,
    key: u64,
    checkers: Bitboard,
    history: Vec<Undo>,
}

impl Position {
    /// The standard start position.
    pub fn startpos() -> Position {
        Position::from_sfen(START_SFEN).expect("the start SFEN is valid")
    }

    fn empty(side: Color, move_number: u32) -> Position {
        Position {
            board: [None; Square::NUM],
            colors: [Bitboard::EMPTY; Color::NUM],
            kinds: [Bitboard::EMPTY; PieceKind::NUM],
            hands: [Hand::EMPTY; Color::NUM],
            side,
            move_number,
            key: if side == Color::White { side_key() } else { 0 },
            checkers: Bitboard::EMPTY,
            history: Vec::with_capacity(256),
        }
    }

    #[inline(always)]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The SFEN move number: 1 in the start position, one more after every move.
    pub fn move_number(&self) -> u32 {
        self.move_number
    }

    /// Moves played since the position was set up (null moves included).
    pub fn game_ply(&self) -> usize {
        self.history.len()
    }

    #[inline(always)]
    pub fn key(&self) -> u64 {
        self.key
    }

    #[inline(always)]
    pub fn piece_on(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }

    #[inline(always)]
    pub fn occupied(&self) -> Bitboard {
        self.colors[0] | self.colors[1]
    }

    #[inline(always)]
    pub fn pieces(&self, color: Color) -> Bitboard {
        self.colors[color.index()]
    }

    /// All pieces of `kind`, both colors.
    #[inline(always)]
    pub fn pieces_of_kind(&self, kind: PieceKind) -> Bitboard {
        self.kinds[kind.index()]
    }

    #[inline(always)]
    pub fn pieces_of(&self, color: Color, kind: PieceKind) -> Bitboard {
        self.colors[color.index()] & self.kinds[kind.index()]
    }

    /// Pieces that move as a gold: gold, tokin, promoted knight and promoted silver.
    #[inline(always)]
    pub fn gold_movers(&self) -> Bitboard {
        self.kinds[PieceKind::Gold.index()]
            | self.kinds[PieceKind::Tokin.index()]
            | self.kinds[PieceKind::ProKnight.index()]
            | self.kinds[PieceKind::ProSilver.index()]
    }

    /// Rooks and dragons, both colors.
    #[inline(always)]
    pub fn rook_movers(&self) -> Bitboard {
        self.kinds[PieceKind::Rook.index()] | self.kinds[PieceKind::Dragon.index()]
    }

    /// Bishops and horses, both colors.
    #[inline(always)]
    pub fn bishop_movers(&self) -> Bitboard {
        self.kinds[PieceKind::Bishop.index()] | self.kinds[PieceKind::Horse.index()]
    }

    #[inline(always)]
    pub fn hand(&self, color: Color) -> &Hand {
        &self.hands[color.index()]
    }

    #[inline(always)]
    pub fn king_square(&self, color: Color) -> Square {
        self.pieces_of(color, PieceKind::King).first_unchecked()
    }

    /// Pieces giving check to the side to move.
    #[inline(always)]
    pub fn checkers(&self) -> Bitboard {
        self.checkers
    }

    #[inline(always)]
    pub fn in_check(&self) -> bool {
        self.checkers.is_nonempty()
    }

    /// The kind the last move captured, if it captured.
    pub fn last_captured(&self) -> Option<PieceKind> {
        self.history.last().and_then(|u| u.captured)
    }

    /// Pieces of `by` that attack `sq`, with `occ` as the blockers for sliders.
    #[inline(always)]
    pub fn attackers_to(&self, sq: Square, by: Color, occ: Bitboard) -> Bitboard {
        (self.step_attackers(sq, by) | self.attackers_either_color(sq, occ))
            & self.colors[by.index()]
    }

    /// Pieces of both colors that attack `sq`.
    #[inline(always)]
    pub fn all_attackers_to(&self, sq: Square, occ: Bitboard) -> Bitboard {
        (self.step_attackers(sq, Color::Black) & self.colors[Color::Black.index()])
            | (self.step_attackers(sq, Color::White) & self.colors[Color::White.index()])
            | self.attackers_either_color(sq, occ)
    }

    /// Pawns, knights, silvers and gold movers (of either color) that would attack `sq` if
    /// they were `by`'s: the moves that depend on the color.
    #[inline(always)]
    fn step_attackers(&self, sq: Square, by: Color) -> Bitboard {
        let them = !by;
        (pawn_attacks(them, sq) & self.kinds[PieceKind::Pawn.index()])
            | (knight_attacks(them, sq) & self.kinds[PieceKind::Knight.index()])
            | (silver_attacks(them, sq) & self.kinds[PieceKind::Silver.index()])
            | (gold_attacks(them, sq) & self.gold_movers())
    }

    /// Kings, horses, dragons and sliders (of either color) attacking `sq`: the moves that
    /// are the same for both colors.
    #[inline(always)]
    fn attackers_either_color(&self, sq: Square, occ: Bitboard) -> Bitboard {
        // The horse's and dragon's extra steps are all king steps; their other adjacent
        // squares are covered by their slides.
        (king_attacks(sq)
            & (self.kinds[PieceKind::King.index()]
                | self.kinds[PieceKind::Horse.index()]
                | self.kinds[PieceKind::Dragon.index()]))
            | self.slider_attackers(sq, occ)
    }

    /// Rooks, dragons, bishops and horses (of either color) whose slides reach `sq` through
    /// `occ`.
    #[inline(always)]
    pub fn slider_attackers(&self, sq: Square, occ: Bitboard) -> Bitboard {
        (rook_attacks(sq, occ) & self.rook_movers())
            | (bishop_attacks(sq, occ) & self.bishop_movers())
    }

    /// True when a piece of `by` attacks `sq`.
    #[inline(always)]
    pub fn is_attacked(&self, sq: Square, by: Color, occ: Bitboard) -> bool {
        self.attackers_to(sq, by, occ).is_nonempty()
    }

    /// Pieces of `color` that stand alone between their king and an enemy slider.
    #[inline(always)]
    pub fn pinned(&self, color: Color) -> Bitboard {
        self.pinned_with(color, self.occupied())
    }

    pub(crate) fn pinned_with(&self, color: Color, occ: Bitboard) -> Bitboard {
        self.lone_blockers(self.king_square(color), !color, occ) & self.colors[color.index()]
    }

    /// The lone blocker (of either color) between `king` and each slider of `sniper_color`
    /// aimed at it along an otherwise empty line, given occupancy `occ`.
    pub(crate) fn lone_blockers(
        &self,
        king: Square,
        sniper_color: Color,
        occ: Bitboard,
    ) -> Bitboard {
        let snipers =
            self.slider_attackers(king, Bitboard::EMPTY) & self.colors[sniper_color.index()];
        let mut blockers = Bitboard::EMPTY;
        for sniper in snipers {
            let between = between(king, sniper) & occ;
            if !between.has_many() {
                blockers |= between;
            }
        }
        blockers
    }

    fn compute_checkers(&self) -> Bitboard {
        self.attackers_to(self.king_square(self.side), !self.side, self.occupied())
    }

    /// Puts a piece on an empty square; with `KEY`, updates the key too (`undo_move` restores
    /// the key whole, and `do_move_with_key` is given it).
    #[inline(always)]
    fn put_piece<const KEY: bool>(&mut self, sq: Square, piece: Piece) {
        debug_assert!(self.board[sq.index()].is_none());
        self.board[sq.index()] = Some(piece);
        self.colors[piece.color.index()] |= sq;
        self.kinds[piece.kind.index()] |= sq;
        if KEY {
            self.key ^= board_key(piece.color, piece.kind, sq);
        }
    }

    #[inline(always)]
    fn remove_piece<const KEY: bool>(&mut self, sq: Square) -> Piece {
        let piece = self.board[sq.index()].take().expect("a piece to remove");
        self.colors[piece.color.index()] ^= sq;
        self.kinds[piece.kind.index()] ^= sq;
        if KEY {
            self.key ^= board_key(piece.color, piece.kind, sq);
        }
        piece
    }

    #[inline(always)]
    fn add_to_hand<const KEY: bool>(&mut self, color: Color, kind: PieceKind) {
        if KEY {
            let n = self.hands[color.index()].count(kind);
            self.key ^= hand_key(color, kind, n) ^ hand_key(color, kind, n + 1);
        }
        self.hands[color.index()].add(kind);
    }

    #[inline(always)]
    fn take_from_hand<const KEY: bool>(&mut self, color: Color, kind: PieceKind) {
        if KEY {
            let n = self.hands[color.index()].count(kind);
            self.key ^= hand_key(color, kind, n) ^ hand_key(color, kind, n - 1);
        }
        self.hands[color.index()].remove(kind);
    }

    /// The key the position will have after the legal move `mv`, without playing it: lets the
    /// search prefetch the child's table entry while it still works on the move.
    #[inline]
    pub fn key_after(&self, mv: Move) -> u64 {
        let us = self.side;
        let mut key = self.key ^ side_key();
        match mv {
            Move::Board { from, to, promote } => {
                let Some(piece) = self.board[from.index()] else {
                    return key;
                };
                if let Some(captured) = self.board[to.index()] {
                    let kind = captured.kind.unpromoted();
                    let n = self.hands[us.index()].count(kind);
                    key ^= board_key(captured.color, captured.kind, to)
                        ^ hand_key(us, kind, n)
                        ^ hand_key(us, kind, n + 1);
                }
                let kind_after = if promote {
                    piece.kind.promoted().unwrap_or(piece.kind)
                } else {
                    piece.kind
                };
                key ^ board_key(us, piece.kind, from) ^ board_key(us, kind_after, to)
            }
            Move::Drop { kind, to } => {
                let n = self.hands[us.index()].count(kind);
                key ^= hand_key(us, kind, n) ^ hand_key(us, kind, n.saturating_sub(1));
                key ^ board_key(us, kind, to)
            }
        }
    }

    /// Plays a legal move. Playing an illegal one leaves the position inconsistent.
    pub fn do_move(&mut self, mv: Move) {
        self.play::<true>(mv, 0);
    }

    /// Plays a legal move whose key, `key_after(mv)`, the caller already has.
    #[inline]
    pub fn do_move_with_key(&mut self, mv: Move, key: u64) {
        self.play::<false>(mv, key);
    }

    /// `do_move`; with `KEY` the key is updated piece by piece, else it becomes `next_key`.
    #[inline(always)]
    fn play<const KEY: bool>(&mut self, mv: Move, next_key: u64) {
        let us = self.side;
        let mut undo = Undo {
            mv: Some(mv),
            captured: None,
            key: self.key,
            checkers: self.checkers,
        };
        match mv {
            Move::Board { from, to, promote } => {
                if self.board[to.index()].is_some() {
                    let captured = self.remove_piece::<KEY>(to);
                    undo.captured = Some(captured.kind);
                    self.add_to_hand::<KEY>(us, captured.kind.unpromoted());
                }
                let mut piece = self.remove_piece::<KEY>(from);
                if promote {
                    piece.kind = piece.kind.promoted().expect("a promotable piece");
                }
                self.put_piece::<KEY>(to, piece);
            }
            Move::Drop { kind, to } => {
                self.take_from_hand::<KEY>(us, kind);
                self.put_piece::<KEY>(to, Piece::new(us, kind));
            }
        }
        self.history.push(undo);
        self.side = !us;
        if KEY {
            self.key ^= side_key();
        } else {
            self.key = next_key;
        }
        self.move_number += 1;
        self.checkers = self.checkers_after(mv);
        debug_assert_eq!(
            self.checkers,
            self.compute_checkers(),
            "checkers after {mv:?}"
        );
        #[cfg(debug_assertions)]
        self.debug_check_key();
    }

    /// The checkers after `mv` was just played by the side not to move: the moved or dropped
    /// piece itself, and a slider uncovered by the square it left. Any other slider on that
    /// line would have been checking before the move, on the mover's own turn.
    #[inline(always)]
    fn checkers_after(&self, mv: Move) -> Bitboard {
        let king = self.king_square(self.side);
        let mover = !self.side;
        let occ = self.occupied();
        let to = mv.to();
        let piece = self.board[to.index()].expect("the piece just moved");
        let mut checkers = Bitboard::EMPTY;
        if piece_attacks(piece.kind, mover, to, occ).has(king) {
            checkers |= to;
        }
        if let Move::Board { from, .. } = mv
            && line(king, from).is_nonempty()
        {
            checkers |=
                self.slider_attackers(king, occ) & self.colors[mover.index()] & line(king, from);
        }
        checkers
    }

    /// Takes back the last move played by `do_move`.
    pub fn undo_move(&mut self) {
        let undo = self.history.pop().expect("a move to undo");
        self.side = !self.side;
        self.move_number -= 1;
        let us = self.side;
        match undo.mv {
            Some(Move::Board { from, to, promote }) => {
                let mut piece = self.remove_piece::<false>(to);
                if promote {
                    piece.kind = piece.kind.unpromoted();
                }
                self.put_piece::<false>(from, piece);
                if let Some(kind) = undo.captured {
                    self.take_from_hand::<false>(us, kind.unpromoted());
                    self.put_piece::<false>(to, Piece::new(!us, kind));
                }
            }
            Some(Move::Drop { kind, to }) => {
                self.remove_piece::<false>(to);
                self.add_to_hand::<false>(us, kind);
            }
            None => {}
        }
        self.key = undo.key;
        self.checkers = undo.checkers;
    }

    /// Passes the turn (for null-move pruning). Not legal in check.
    pub fn do_null_move(&mut self) {
        debug_assert!(!self.in_check());
        self.history.push(Undo {
            mv: None,
            captured: None,
            key: self.key,
            checkers: self.checkers,
        });
        self.side = !self.side;
        self.key ^= side_key();
        self.move_number += 1;
        self.checkers = Bitboard::EMPTY;
    }

    pub fn undo_null_move(&mut self) {
        debug_assert!(self.history.last().is_some_and(|u| u.mv.is_none()));
        self.undo_move();
    }

    /// The key computed from scratch; `key()` must always equal it.
    pub fn compute_key(&self) -> u64 {
        let mut key = if self.side == Color::White {
            side_key()
        } else {
            0
        };
        for sq in self.occupied() {
            let p = self.board[sq.index()].expect("occupied");
            key ^= board_key(p.color, p.kind, sq);
        }
        for color in Color::ALL {
            for kind in PieceKind::HAND {
                key ^= hand_key(color, kind, self.hands[color.index()].count(kind));
            }
        }
        key
    }

    #[cfg(debug_assertions)]
    fn debug_check_key(&self) {
        debug_assert_eq!(
            self.key,
            self.compute_key(),
            "incremental Zobrist key drifted"
        );
    }

    /// The same position with colors swapped and the board rotated 180 degrees (history dropped).
    pub fn flipped(&self) -> Position {
        let mut flipped = Position::empty(!self.side, self.move_number);
        for sq in self.occupied() {
            let p = self.board[sq.index()].expect("occupied");
            flipped.put_piece::<true>(sq.flip(), Piece::new(!p.color, p.kind));
        }
        for color in Color::ALL {
            for kind in PieceKind::HAND {
                for _ in 0..self.hands[color.index()].count(kind) {
                    flipped.add_to_hand::<true>(!color, kind);
                }
            }
        }
        flipped.checkers = flipped.compute_checkers();
        flipped
    }
}

impl PartialEq for Position {
    /// Same pieces, hands, side to move and move number; history is not compared.
    fn eq(&self, other: &Position) -> bool {
        self.board == other.board
            && self.hands == other.hands
            && self.side == other.side
            && self.move_number == other.move_number
            && self.key == other.key
    }
}

impl Eq for Position {}

/// Calls `f` with every position of `games` pseudo-random games of up to `plies` plies from the
/// start (a fixed xorshift seed), before each move is played: positions with sliders, drops,
/// promotions and full hands, for tests that check a fast answer against the slow one.
#[cfg(test)]
pub(crate) fn for_each_random_game_position(
    games: usize,
    plies: usize,
    mut f: impl FnMut(&Position),
) {
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    for _ in 0..games {
        let mut pos = Position::startpos();
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            f(&pos);
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            pos.do_move(moves[(seed % moves.len() as u64) as usize]);
        }
    }
}
