//! Random games: every move keeps the incremental key and checkers equal to a from-scratch
//! computation, and unmaking every move restores each position exactly.

mod common;
use common::Rng;

use judkins::attacks::piece_attacks;
use judkins::{Bitboard, Color, Move, PieceKind, Position, Square};

#[test]
fn random_make_unmake_restores_position_and_key() {
    let starts: Vec<&str> = include_str!("data/perft-sfens.txt")
        .lines()
        .filter(|l| !l.is_empty())
        .collect();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut total_moves = 0;
    for game in 0..200 {
        let mut pos = Position::from_sfen(starts[game % starts.len()]).unwrap();
        let mut trail = Vec::new();
        for _ in 0..120 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            trail.push((pos.to_sfen(), pos.key(), pos.checkers()));
            let mv = moves[rng.below(moves.len())];
            let predicted = pos.key_after(mv);
            pos.do_move(mv);
            assert_eq!(pos.key(), predicted, "key_after {mv}");
            total_moves += 1;
            assert_eq!(pos.key(), pos.compute_key(), "key after {mv}");
            let reparsed = Position::from_sfen(&pos.to_sfen()).unwrap();
            assert_eq!(pos.key(), reparsed.key(), "key vs SFEN after {mv}");
            assert_eq!(pos.checkers(), reparsed.checkers(), "checkers after {mv}");
        }
        while let Some((sfen, key, checkers)) = trail.pop() {
            pos.undo_move();
            assert_eq!(pos.to_sfen(), sfen);
            assert_eq!(pos.key(), key);
            assert_eq!(pos.checkers(), checkers);
        }
    }
    assert!(total_moves > 10_000, "{total_moves}");
}

/// Every move that can be written down, legal or not.
fn all_candidates(pos: &Position) -> Vec<Move> {
    let mut out = Vec::new();
    for from in Square::ALL {
        for to in Square::ALL {
            if from != to {
                out.push(Move::Board {
                    from,
                    to,
                    promote: false,
                });
                out.push(Move::Board {
                    from,
                    to,
                    promote: true,
                });
            }
        }
    }
    for kind in PieceKind::HAND {
        if pos.hand(pos.side_to_move()).count(kind) > 0 {
            out.extend(Square::ALL.iter().map(|&to| Move::Drop { kind, to }));
        }
    }
    out
}

/// The rules checked one by one, by playing the move: independent of the batch generator.
fn reference_legal(pos: &mut Position, mv: Move, check_uchifuzume: bool) -> bool {
    let us = pos.side_to_move();
    let last = |n| Bitboard::relative_ranks(us, n);
    match mv {
        Move::Board { from, to, promote } => {
            let Some(piece) = pos.piece_on(from).filter(|p| p.color == us) else {
                return false;
            };
            if pos.pieces(us).has(to)
                || !piece_attacks(piece.kind, us, from, pos.occupied()).has(to)
            {
                return false;
            }
            let zone = Bitboard::zone(us);
            if promote && !(piece.kind.can_promote() && (zone.has(from) || zone.has(to))) {
                return false;
            }
            let forced = match piece.kind {
                PieceKind::Pawn => last(1),
                PieceKind::Knight => last(2),
                _ => Bitboard::EMPTY,
            };
            if !promote && forced.has(to) {
                return false;
            }
        }
        Move::Drop { kind, to } => {
            if pos.occupied().has(to) {
                return false;
            }
            let nifu = kind == PieceKind::Pawn
                && pos
                    .pieces_of(us, PieceKind::Pawn)
                    .into_iter()
                    .any(|p| p.file() == to.file());
            let dead = match kind {
                PieceKind::Pawn => last(1),
                PieceKind::Knight => last(2),
                _ => Bitboard::EMPTY,
            };
            if nifu || dead.has(to) {
                return false;
            }
        }
    }
    pos.do_move(mv);
    let mut legal = !pos.is_attacked(pos.king_square(us), !us, pos.occupied());
    if legal
        && check_uchifuzume
        && matches!(
            mv,
            Move::Drop {
                kind: PieceKind::Pawn,
                ..
            }
        )
        && pos.in_check()
    {
        // Uchifuzume: the opponent must have some answer. A pawn check cannot be blocked, so
        // the opponent's own pawn drops need no uchifuzume test here.
        let answers = all_candidates(pos);
        legal = answers.into_iter().any(|a| reference_legal(pos, a, false));
    }
    pos.undo_move();
    legal
}

#[test]
fn generated_moves_and_is_legal_match_a_slow_reference_generator() {
    let starts: Vec<&str> = include_str!("data/perft-sfens.txt")
        .lines()
        .filter(|l| !l.is_empty())
        .collect();
    let mut rng = Rng(42);
    let mut positions = 0;
    for game in 0..60 {
        let mut pos = Position::from_sfen(starts[game % starts.len()]).unwrap();
        for _ in 0..40 {
            let mut generated: Vec<u16> = pos.legal_moves().iter().map(|m| m.to_u16()).collect();
            let mut reference = Vec::new();
            for m in all_candidates(&pos) {
                let legal = reference_legal(&mut pos, m, true);
                assert_eq!(pos.is_legal(m), legal, "is_legal({m}) in {}", pos.to_sfen());
                if legal {
                    reference.push(m.to_u16());
                }
            }
            generated.sort_unstable();
            reference.sort_unstable();
            assert_eq!(generated, reference, "moves of {}", pos.to_sfen());
            positions += 1;
            if generated.is_empty() {
                break;
            }
            pos.do_move(Move::from_u16(generated[rng.below(generated.len())]).unwrap());
        }
    }
    assert!(positions > 1000, "{positions}");
}

/// The attacker sets against their definition (each piece's own attack set, with random
/// blockers for the sliders), on positions of random games: `all_attackers_to` is both
/// colors' `attackers_to` in one pass, and must agree with each.
#[test]
fn attackers_match_each_pieces_attacks() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut pos = Position::startpos();
    let mut checked = 0;
    for _ in 0..3000 {
        let moves = pos.legal_moves();
        if moves.is_empty() || pos.game_ply() > 150 {
            pos = Position::startpos();
            continue;
        }
        pos.do_move(moves[rng.below(moves.len())]);
        // Blockers as SEE sees them mid-exchange: some pieces lifted, some squares filled.
        let occ = Bitboard(pos.occupied().0 ^ (rng.next() & rng.next() & ((1 << 36) - 1)));
        for sq in Square::ALL {
            let mut expected = [Bitboard::EMPTY; 2];
            for from in pos.occupied() {
                let p = pos.piece_on(from).unwrap();
                if piece_attacks(p.kind, p.color, from, occ).has(sq) {
                    expected[p.color.index()] |= from;
                }
            }
            for color in Color::ALL {
                assert_eq!(pos.attackers_to(sq, color, occ), expected[color.index()]);
            }
            assert_eq!(pos.all_attackers_to(sq, occ), expected[0] | expected[1]);
            checked += 1;
        }
    }
    assert!(checked > 50_000, "{checked}");
}
