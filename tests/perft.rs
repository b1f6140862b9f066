//! Perft against ../shared/perft/judkins-perft.txt: every position, every depth.
//!
//! Counts are the strict ones (a mating pawn drop is not a move). Each (position, depth) pair
//! is its own test; all of them together take a few seconds with the test profile.

use judkins::{Position, perft::perft};

fn check(sfen: &str, depth: u32, expected: u64) {
    let mut pos = Position::from_sfen(sfen).expect("reference SFEN parses");
    assert_eq!(perft(&mut pos, depth), expected, "perft {depth} of {sfen}");
}

/// start position; D6 differs by the line 5f4e 6a6e 6f5f 6e4e+ 5f6f P*6e, a mating pawn drop
mod start_position {
    const SFEN: &str = "rbnsgk/5p/6/6/P5/KGSNBR b - 1";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 20);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 336);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 6183);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 118345);
    }

    #[test]
    fn depth_5() {
        super::check(SFEN, 5, 2389896);
    }

    #[test]
    fn depth_6() {
        super::check(SFEN, 6, 51190232);
    }

    #[test]
    fn depth_7() {
        super::check(SFEN, 7, 1114564845);
    }
}

/// edge: uchifuzume - P*1b is pawn-drop MATE (gold 2c guards 1b,2b; knight 2a blocks). FSF counts it as a legal move (see strict figures)
mod edge_uchifuzume {
    const SFEN: &str = "4nk/6/4G1/6/6/K5 b NP2r2bg2sp 1";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 58);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 8561);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 271318);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 35617172);
    }
}

/// edge: gote uchifuzume (180-degree mirror of first) - p*6e is pawn-drop mate;
mod edge_gote_uchifuzume {
    const SFEN: &str = "5k/6/6/1g4/6/KN4 w 2R2BG2SPnp 1";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 58);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 8561);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 271318);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 35617172);
    }
}

/// edge: control - P*1b checks but is NOT mate (king takes 1b), legal under every rule set
mod edge_control {
    const SFEN: &str = "4nk/6/3G2/6/6/K5 b NP2r2bg2sp 1";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 59);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 8619);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 281117);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 37299215);
    }
}

/// edge: position right after uchifuzume P*1b - gote in check with no legal move (D1=0) [checkers: 1b]
mod edge_position_right_after_uchifuzume_p_1 {
    const SFEN: &str = "4nk/5P/4G1/6/6/K5 w N2r2bg2sp 2";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 0);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 0);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 0);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 0);
    }
}

/// edge: gote checkmated by gold drop G*2b (D1=0) [checkers: 2b]
mod edge_gote_checkmated_by_gold_drop_g_2b {
    const SFEN: &str = "4nk/4G1/4G1/6/6/K5 w P2r2b2sp 2";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 0);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 0);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 0);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 0);
    }
}

/// edge: stalemate - gote king 1a has no move, not in check, empty hand (D1=0; FSF scores stalemate as a loss)
mod edge_stalemate {
    const SFEN: &str = "5k/6/3NG1/6/6/K5 w 2R2BG2SN2P 1";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 0);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 0);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 0);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 0);
    }
}

/// edge: sente king 6f in check from rook 6a (file 6 open) - evasions are king moves and interpositions on 6b..6e (P/N drops allowed there except N on 6b); sente pawn 3d + pawn in hand (nifu on file 3) [checkers: 6a]
mod edge_sente_king_6f_in_check_from_rook_6a {
    const SFEN: &str = "rb1s1k/5g/6/3P2/6/KGSNBR b NP 1";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 11);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 167);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 6256);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 107157);
    }

    #[test]
    fn depth_5() {
        super::check(SFEN, 5, 3435949);
    }
}

/// edge: nifu - sente pawn 6e and pawn in hand: no P drop on file 6 nor on rank a; knight in hand: no N drop on ranks a,b
mod edge_nifu {
    const SFEN: &str = "rb1s1k/5g/6/6/P5/KGSNBR b NP 1";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 56);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 869);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 31365);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 573001);
    }

    #[test]
    fn depth_5() {
        super::check(SFEN, 5, 18065685);
    }
}

/// edge: tokin 6e does not count for nifu - P drops allowed on file 6 (still not on rank a)
mod edge_tokin_6e_does_not_count_for_nifu {
    const SFEN: &str = "rb1s1k/5g/6/6/+P5/KGSNBR b NP 1";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 59);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 911);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 34313);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 624645);
    }

    #[test]
    fn depth_5() {
        super::check(SFEN, 5, 20425948);
    }
}

/// edge: sente forced promotions - 4b4a+ (pawn), 3c2a+/3c4a+ and 5d6b+ (knights) have no unpromoted twin; silver 5b optional promotion incl. moving out of zone
mod edge_sente_forced_promotions {
    const SFEN: &str = "r4k/1SP3/3N2/1N4/6/1K4 b BGrbgsp 1";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 75);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 10359);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 481975);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 53526798);
    }
}

/// edge: double check (silver 2b + rook 1e) with full gote hand - drops cannot evade; only king move 1a2b [checkers: 1e 2b]
mod edge_double_check {
    const SFEN: &str = "5k/4S1/6/6/5R/K5 w r2b2gs2n2p 1";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 1);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 15);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 2101);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 28529);
    }

    #[test]
    fn depth_5() {
        super::check(SFEN, 5, 4042223);
    }
}

/// edge: sente in check from rook 1f along rank f - interposing drops on 5f..2f; P*4f excluded by nifu (pawn 4d); N/P allowed on own back rank [checkers: 1f]
mod edge_sente_in_check_from_rook_1f_along_r {
    const SFEN: &str = "5k/6/6/2P3/6/K4r b GSNPr2bgsn 1";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 17);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 2771);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 208024);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 27143955);
    }
}

/// edge: near-empty board, both sides hold one of every piece - drop-heavy
mod edge_near_empty_board_both_sides_hold_on {
    const SFEN: &str = "5k/6/6/6/6/K5 b RBGSNPrbgsnp 1";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 191);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 31702);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 4452923);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 606709660);
    }
}

/// edge: sente holds every piece (two pawns in hand), gote bare king - max drops
mod edge_sente_holds_every_piece {
    const SFEN: &str = "5k/6/6/6/6/K5 b 2R2B2G2S2N2P 1";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 191);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 499);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 94696);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 518010);
    }

    #[test]
    fn depth_5() {
        super::check(SFEN, 5, 93317263);
    }
}

/// random game ply 4; sente to move; hands both sides; 24 drops
mod random_game_ply_4 {
    const SFEN: &str = "2nsgk/5p/6/6/K1G2b/2SNBR b Rp 5";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 45);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 1652);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 59727);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 1542438);
    }

    #[test]
    fn depth_5() {
        super::check(SFEN, 5, 52426564);
    }
}

/// random game ply 4; sente to move; in check; hands both sides; 0 drops [checkers: 6e]
mod random_game_ply_4_2 {
    const SFEN: &str = "1bns1k/5g/6/6/rK4/1GSNB1 b Prp 5";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 4);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 299);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 12655);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 689422);
    }

    #[test]
    fn depth_5() {
        super::check(SFEN, 5, 22478444);
    }
}

/// random game ply 12; sente to move; in check; hands both sides; promoted pieces; 1 drops [checkers: 4f]
mod random_game_ply_12 {
    const SFEN: &str = "+Bb3k/2s2g/3n2/P3R1/1G4/K1rN2 b Ps 13";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 3);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 130);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 4175);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 129226);
    }

    #[test]
    fn depth_5() {
        super::check(SFEN, 5, 3669085);
    }
}

/// random game ply 4; sente to move; in check; hands both sides; promoted pieces; 0 drops [checkers: 6e]
mod random_game_ply_4_3 {
    const SFEN: &str = "1bnsg1/5k/6/6/+r1G3/K1SNB1 b Prp 5";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 1);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 67);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 4031);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 176835);
    }

    #[test]
    fn depth_5() {
        super::check(SFEN, 5, 8157751);
    }
}

/// random game ply 3; gote to move; in check; hand one side; 0 drops [checkers: 1b]
mod random_game_ply_3 {
    const SFEN: &str = "r1nsgk/5R/3b2/2N3/P5/KGS1B1 w P 4";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 2);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 56);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 2561);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 38511);
    }

    #[test]
    fn depth_5() {
        super::check(SFEN, 5, 1436209);
    }
}

/// random game ply 2; sente to move; in check; hand one side; promoted pieces; 0 drops [checkers: 6e]
mod random_game_ply_2 {
    const SFEN: &str = "1bnsgk/5p/6/6/+r2B2/KGSN1R b p 3";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 2);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 68);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 2989);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 64606);
    }

    #[test]
    fn depth_5() {
        super::check(SFEN, 5, 2322201);
    }
}

/// random game ply 48; sente to move; hands both sides; promoted pieces; forced promotion 6b6a+,1d2b+; 25 drops
mod random_game_ply_48 {
    const SFEN: &str = "3+S2/P1+R2p/6/1G1k1N/6/K1S+n1R b Bbg 49";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 56);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 2287);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 93130);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 2740953);
    }
}

/// random game ply 12; sente to move; hands both sides; promoted pieces; forced promotion 4b4a+; 25 drops
mod random_game_ply_12_2 {
    const SFEN: &str = "1bns1k/2P2g/6/6/KG4/2S+rB1 b Rnp 13";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 43);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 2405);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 73298);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 3173291);
    }
}

/// random game ply 30; sente to move; promoted pieces; forced promotion 1d2b+; 0 drops
mod random_game_ply_30 {
    const SFEN: &str = "3+P1k/1S1bgp/1R1s2/5N/2g1+nB/KR4 b - 31";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 28);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 705);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 18898);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 475953);
    }

    #[test]
    fn depth_5() {
        super::check(SFEN, 5, 13990329);
    }
}

/// random game ply 9; gote to move; hands both sides; promoted pieces; 24 drops
mod random_game_ply_9 {
    const SFEN: &str = "1+R1sgk/2p2p/6/6/2+n3/K1SNBR w Bg 10";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 37);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 1588);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 35588);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 1316122);
    }
}

/// random game ply 33; gote to move; hands both sides; promoted pieces; 14 drops
mod random_game_ply_33 {
    const SFEN: &str = "1bn+P+bk/5g/+S5/K1S2R/5+r/2+p3 w Gn 34";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 40);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 1345);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 42792);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 1091790);
    }

    #[test]
    fn depth_5() {
        super::check(SFEN, 5, 33783820);
    }
}

/// random game ply 7; gote to move; hands both sides; promoted pieces; 18 drops
mod random_game_ply_7 {
    const SFEN: &str = "1Rnsgk/5p/6/6/GS4/K2+pBR w Bn 8";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 30);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 1467);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 28113);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 1169577);
    }

    #[test]
    fn depth_5() {
        super::check(SFEN, 5, 23061173);
    }
}

/// random game ply 27; gote to move; hands both sides; promoted pieces; 47 drops
mod random_game_ply_27 {
    const SFEN: &str = "2+B1g1/1+N4/2s3/2N1k1/K3Br/2S3 w RPgp 28";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 72);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 4315);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 213775);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 10218507);
    }
}

/// random game ply 42; sente to move; hand one side; promoted pieces; forced promotion 1c2a+; 13 drops
mod random_game_ply_42 {
    const SFEN: &str = "1S4/1P4/K1+RbkN/B5/3pG1/1G1s+r1 b N 43";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 49);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 508);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 22335);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 505837);
    }

    #[test]
    fn depth_5() {
        super::check(SFEN, 5, 19696977);
    }
}

/// random game ply 18; sente to move; hands both sides; forced promotion 4d5b+,4d3b+; 104 drops
mod random_game_ply_18 {
    const SFEN: &str = "2n2k/5g/R2s2/2N2p/K1S3/6 b RBGPb 19";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 123);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 4594);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 404040);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 10099603);
    }
}

/// random game ply 48; sente to move; in check; hand one side; promoted pieces; no legal moves (checkmated); 0 drops [checkers: 6e]
mod random_game_ply_48_2 {
    const SFEN: &str = "+B1+P2k/3s2/N3g+B/6/+s2+r1g/1K1NR1 b P 49";

    #[test]
    fn depth_1() {
        super::check(SFEN, 1, 0);
    }

    #[test]
    fn depth_2() {
        super::check(SFEN, 2, 0);
    }

    #[test]
    fn depth_3() {
        super::check(SFEN, 3, 0);
    }

    #[test]
    fn depth_4() {
        super::check(SFEN, 4, 0);
    }
}
