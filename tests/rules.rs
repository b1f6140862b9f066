//! One test per rule of ../shared/judkins-rules.md that move generation must get right.

use judkins::{Color, Move, MoveError, PieceKind, Position, Sennichite, Square};

fn pos(sfen: &str) -> Position {
    Position::from_sfen(sfen).unwrap_or_else(|e| panic!("{sfen}: {e}"))
}

fn moves(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

fn moves_from(p: &Position, from: &str) -> Vec<String> {
    moves(p)
        .into_iter()
        .filter(|m| m.starts_with(from))
        .collect()
}

fn drops(p: &Position, letter: char) -> Vec<String> {
    moves(p)
        .into_iter()
        .filter(|m| m.starts_with(&format!("{letter}*")))
        .collect()
}

fn illegal_reason(p: &Position, token: &str) -> String {
    match p.parse_move(token) {
        Err(MoveError::Illegal { reason, .. }) => reason,
        other => panic!("{token} should be illegal, got {other:?}"),
    }
}

#[test]
fn uchifuzume_with_a_pinned_defender_is_illegal() {
    // P*1b checks the king on 1a. The gold on 2a could take it but is pinned by the rook on
    // 6a; the king cannot take (gold 1c guards 1b) nor flee (1c also guards 2b).
    let p = pos("R3gk/6/5G/6/6/K5 b P 1");
    assert!(!moves(&p).contains(&"P*1b".to_string()));
    assert!(illegal_reason(&p, "P*1b").contains("uchifuzume"));
    // Other pawn drops stay legal.
    assert!(moves(&p).contains(&"P*1d".to_string()));
}

#[test]
fn pawn_drop_check_that_is_not_mate_is_legal() {
    // The same without the pinning rook: the gold takes the pawn, so the drop is no mate.
    let p = pos("4gk/6/5G/6/6/K5 b RP 1");
    assert!(moves(&p).contains(&"P*1b".to_string()));
    let mut after = p.clone();
    after.do_move(p.parse_move("P*1b").unwrap());
    assert!(after.in_check());
    assert!(
        after
            .legal_moves()
            .contains(&after.parse_move("2a1b").unwrap())
    );
}

#[test]
fn uchifuzume_for_white_mirrors_black() {
    let black = pos("R3gk/6/5G/6/6/K5 b P 1");
    let white = black.flipped();
    assert_eq!(white.side_to_move(), Color::White);
    assert!(!moves(&white).contains(&"P*6e".to_string()));
    assert_eq!(black.count_legal_moves(), white.count_legal_moves());
}

#[test]
fn a_mating_drop_of_another_piece_is_legal() {
    // A gold dropped on 1b, guarded by the silver on 1c, mates, and only pawns are barred from that.
    let p = pos("R3gk/6/5S/6/6/K5 b G 1");
    let mut after = p.clone();
    after.do_move(p.parse_move("G*1b").unwrap());
    assert!(after.in_check() && !after.has_legal_move());
}

#[test]
fn nifu_forbids_a_second_unpromoted_pawn_on_a_file() {
    let p = pos("5k/6/6/3P2/6/K5 b P 1");
    assert!(drops(&p, 'P').iter().all(|m| !m.starts_with("P*3")));
    assert!(illegal_reason(&p, "P*3e").contains("nifu"));
}

#[test]
fn nifu_ignores_a_tokin_on_the_file() {
    let p = pos("5k/6/6/3+P2/6/K5 b P 1");
    let on_file_3: Vec<String> = drops(&p, 'P')
        .into_iter()
        .filter(|m| m.starts_with("P*3"))
        .collect();
    // 3a is the last rank (dead pawn) and 3d holds the tokin.
    assert_eq!(on_file_3, ["P*3b", "P*3c", "P*3e", "P*3f"]);
}

#[test]
fn nifu_counts_only_the_movers_own_pawns() {
    // White's pawn on file 3 does not stop Black's drop there.
    let p = pos("5k/3p2/6/6/6/K5 b P 1");
    assert!(drops(&p, 'P').contains(&"P*3d".to_string()));
}

#[test]
fn pawn_reaching_the_last_rank_must_promote_for_both_colors() {
    let black = pos("k5/3P2/6/6/6/5K b - 1");
    assert_eq!(moves_from(&black, "3b"), ["3b3a+"]);
    assert!(illegal_reason(&black, "3b3a").contains("must promote"));
    let white = black.flipped();
    assert_eq!(moves_from(&white, "4e"), ["4e4f+"]);
}

#[test]
fn pawn_entering_the_zone_short_of_the_last_rank_may_promote() {
    let p = pos("k5/6/3P2/6/6/5K b - 1");
    assert_eq!(moves_from(&p, "3c"), ["3c3b", "3c3b+"]);
}

#[test]
fn knight_reaching_the_last_two_ranks_must_promote_for_both_colors() {
    // From 3d a black knight jumps to 2b or 4b, both in the last two ranks.
    let black = pos("k5/6/6/3N2/6/5K b - 1");
    assert_eq!(moves_from(&black, "3d"), ["3d2b+", "3d4b+"]);
    let white = black.flipped();
    assert_eq!(moves_from(&white, "4c"), ["4c3e+", "4c5e+"]);
}

#[test]
fn silver_leaving_the_zone_may_promote() {
    // A move that starts in the zone may promote even when it ends outside.
    let p = pos("k5/3S2/6/6/6/5K b - 1");
    let from_3b = moves_from(&p, "3b");
    assert!(from_3b.contains(&"3b2c+".to_string()) && from_3b.contains(&"3b2c".to_string()));
}

#[test]
fn gold_and_promoted_pieces_never_promote() {
    let p = pos("k5/3G2/2+R3/6/6/5K b - 1");
    assert!(moves(&p).iter().all(|m| !m.ends_with('+')));
    assert!(illegal_reason(&p, "3b3a+").contains("cannot promote"));
}

#[test]
fn drop_restrictions_on_the_last_ranks_for_both_colors() {
    let black = pos("5k/6/6/6/6/K5 b NP 1");
    assert!(drops(&black, 'P').iter().all(|m| !m.ends_with('a')));
    assert!(
        drops(&black, 'N')
            .iter()
            .all(|m| !m.ends_with('a') && !m.ends_with('b'))
    );
    assert!(illegal_reason(&black, "N*3b").contains("never move"));
    let white = pos("5k/6/6/6/6/K5 w np 1");
    assert!(drops(&white, 'P').iter().all(|m| !m.ends_with('f')));
    assert!(
        drops(&white, 'N')
            .iter()
            .all(|m| !m.ends_with('e') && !m.ends_with('f'))
    );
    // Pieces without the restriction may go anywhere empty: 34 squares.
    assert_eq!(drops(&pos("5k/6/6/6/6/K5 b G 1"), 'G').len(), 34);
}

#[test]
fn discovered_check_is_detected() {
    // The silver on 1d blocks the rook on 1f; moving it off the file checks the king on 1a.
    let p = pos("5k/6/6/5S/6/K4R b - 1");
    let mut after = p.clone();
    after.do_move(p.parse_move("1d2c").unwrap());
    assert!(after.in_check());
    assert_eq!(
        after.checkers().into_iter().collect::<Vec<_>>(),
        [Square::S1F]
    );
}

#[test]
fn pinned_piece_moves_only_along_the_pin() {
    // White's rook on 1a pins Black's rook on 1d to the king on 1f: only file moves remain.
    let p = pos("k4r/6/6/5R/6/5K b - 1");
    assert!(moves_from(&p, "1d").iter().all(|m| m.as_bytes()[2] == b'1'));
    assert!(moves_from(&p, "1d").contains(&"1d1a".to_string()));
    assert!(illegal_reason(&p, "1d2d").contains("leaves the king in check"));
}

#[test]
fn evasion_by_interposing_drop() {
    // The rook on 6a checks along the open file 6: drops may only land on 6b..6e, and the
    // knight may not land on 6b where it could never move.
    let p = pos("rb1s1k/5g/6/3P2/6/KGSNBR b NP 1");
    assert!(p.in_check());
    let all_drops: Vec<String> = moves(&p).into_iter().filter(|m| m.contains('*')).collect();
    assert_eq!(
        all_drops,
        ["N*6c", "N*6d", "N*6e", "P*6b", "P*6c", "P*6d", "P*6e"]
    );
}

#[test]
fn double_check_allows_only_king_moves() {
    let p = pos("5k/4S1/6/6/5R/K5 w r2b2gs2n2p 1");
    assert_eq!(p.checkers().count(), 2);
    assert_eq!(moves(&p), ["1a2b"]);
}

#[test]
fn king_may_not_step_along_a_checking_ray() {
    // The rook on 1f checks the king on 1c; 1b stays on the ray, behind the king.
    let p = pos("k5/6/5K/6/6/5r b - 1");
    let king = moves_from(&p, "1c");
    assert!(!king.contains(&"1c1b".to_string()) && !king.contains(&"1c1d".to_string()));
    assert!(king.contains(&"1c2b".to_string()));
}

#[test]
fn no_legal_move_without_check_is_still_no_move() {
    // Shogi has no stalemate draw: the side to move simply has no move (and loses).
    let p = pos("5k/6/3NG1/6/6/K5 w 2R2BG2SN2P 1");
    assert!(!p.in_check());
    assert!(!p.has_legal_move());
}

#[test]
fn captured_pieces_lose_promotion_in_hand() {
    let mut p = pos("k5/6/6/6/5+r/4GK b - 1");
    p.do_move(p.parse_move("2f1e").unwrap());
    assert_eq!(p.hand(Color::Black).count(PieceKind::Rook), 1);
    assert_eq!(p.to_sfen(), "k5/6/6/6/5G/5K w R 2");
}

#[test]
fn fourfold_repetition_is_a_draw() {
    let mut p = pos("5k/6/6/6/6/K5 b - 1");
    let cycle = ["6f6e", "1a1b", "6e6f", "1b1a"];
    for round in 0..3 {
        assert_eq!(p.sennichite(), None, "round {round}");
        for token in cycle {
            p.do_move(p.parse_move(token).unwrap());
        }
    }
    assert_eq!(p.repetition_count(), 3);
    assert_eq!(p.sennichite(), Some(Sennichite::Draw));
}

#[test]
fn perpetual_check_loses_for_the_checker() {
    // Black's rook checks on every move of the cycle; White's king moves never check.
    let mut p = pos("5k/6/5R/6/6/K5 w - 1");
    let cycle = ["1a2a", "1c2c", "2a1a", "2c1c"];
    for _ in 0..3 {
        for token in cycle {
            p.do_move(p.parse_move(token).unwrap());
        }
    }
    assert_eq!(
        p.sennichite(),
        Some(Sennichite::PerpetualCheck {
            loser: Color::Black
        })
    );
    // One repetition, as the search sees it, already has the same verdict.
    assert_eq!(
        p.repetition(1).unwrap().outcome,
        Sennichite::PerpetualCheck {
            loser: Color::Black
        }
    );
}

#[test]
fn impasse_points_count_rook_and_bishop_as_five() {
    let p = Position::startpos();
    assert_eq!(p.impasse_points(Color::Black), 14);
    assert_eq!(p.impasse_points(Color::White), 14);
    let q = pos("5k/6/6/6/6/K5 b 2R2B2G2S2N2P 1");
    assert_eq!(
        (
            q.impasse_points(Color::Black),
            q.impasse_points(Color::White)
        ),
        (28, 0)
    );
    assert!(!q.king_in_zone(Color::Black) && !q.king_in_zone(Color::White));
    assert!(pos("K4k/6/6/6/6/6 b - 1").king_in_zone(Color::Black));
}

#[test]
fn moves_round_trip_through_usi_strings() {
    let p = pos("2n2k/5g/R2s2/2N2p/K1S3/6 b RBGPb 19");
    for mv in p.legal_moves() {
        assert_eq!(p.parse_move(&mv.to_string()), Ok(mv));
    }
    assert_eq!(
        p.parse_move("G@2b"),
        Ok(Move::Drop {
            kind: PieceKind::Gold,
            to: Square::S2B
        })
    );
}

#[test]
fn malformed_and_illegal_moves_are_told_apart() {
    let p = Position::startpos();
    for bad in [
        "", "6e", "6e6d++", "7e6d", "6e6g", "X*3c", "K*3c", "6e6e", "P*", "ｐ*3c",
    ] {
        assert!(
            matches!(p.parse_move(bad), Err(MoveError::Malformed { .. })),
            "{bad}"
        );
    }
    assert!(illegal_reason(&p, "5e5d").contains("no piece on 5e"));
    assert!(illegal_reason(&p, "1b1c").contains("white"));
    assert!(illegal_reason(&p, "6f5f").contains("own"));
    assert!(illegal_reason(&p, "4f4d").contains("cannot reach"));
    assert!(illegal_reason(&p, "P*3c").contains("no pawn in hand"));
    assert!(illegal_reason(&p, "6e6d+").contains("promotion zone"));
}
