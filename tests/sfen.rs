//! SFEN round trips, and one test per error kind.

use judkins::{Color, PieceKind, Position, START_SFEN, SfenError, Square};

fn err(sfen: &str) -> SfenError {
    Position::from_sfen(sfen).expect_err(sfen)
}

#[test]
fn start_position_round_trips() {
    let p = Position::startpos();
    assert_eq!(p.to_sfen(), START_SFEN);
    assert_eq!(
        p.piece_on(Square::S6F).map(|x| x.kind),
        Some(PieceKind::King)
    );
    assert_eq!(
        p.piece_on(Square::S1B).map(|x| (x.color, x.kind)),
        Some((Color::White, PieceKind::Pawn))
    );
}

#[test]
fn reference_positions_round_trip() {
    let text = include_str!("data/perft-sfens.txt");
    for sfen in text.lines().filter(|l| !l.is_empty()) {
        let p = Position::from_sfen(sfen).unwrap();
        assert_eq!(p.to_sfen(), sfen);
        assert_eq!(Position::from_sfen(&p.to_sfen()).unwrap(), p);
    }
}

#[test]
fn hands_in_any_order_come_out_canonical() {
    let p = Position::from_sfen("5k/6/6/6/6/K5 b PNGSBRpnrbsg 1").unwrap();
    assert_eq!(p.to_sfen(), "5k/6/6/6/6/K5 b RBGSNPrbgsnp 1");
    let q = Position::from_sfen("5k/6/6/6/6/K5 w bR2p 7").unwrap();
    assert_eq!(q.hand_sfen(), "Rb2p");
}

#[test]
fn move_number_is_optional() {
    let p = Position::from_sfen("rbnsgk/5p/6/6/P5/KGSNBR b -").unwrap();
    assert_eq!(p.move_number(), 1);
    assert_eq!(
        Position::from_sfen("rbnsgk/5p/6/6/P5/KGSNBR w - 40")
            .unwrap()
            .move_number(),
        40
    );
}

#[test]
fn missing_fields() {
    assert_eq!(err(""), SfenError::MissingField { field: "board" });
    assert_eq!(
        err("rbnsgk/5p/6/6/P5/KGSNBR"),
        SfenError::MissingField {
            field: "side to move"
        }
    );
    assert_eq!(
        err("rbnsgk/5p/6/6/P5/KGSNBR b"),
        SfenError::MissingField { field: "hand" }
    );
}

#[test]
fn extra_field() {
    assert_eq!(
        err("rbnsgk/5p/6/6/P5/KGSNBR b - 1 moves"),
        SfenError::ExtraField {
            token: "moves".into()
        }
    );
}

#[test]
fn wrong_number_of_ranks() {
    assert!(matches!(
        err("rbnsgk/5p/6/P5/KGSNBR b - 1"),
        SfenError::RankCount { found: 5, .. }
    ));
    assert!(matches!(
        err("rbnsgk/5p/6/6/6/P5/KGSNBR b - 1"),
        SfenError::RankCount { found: 7, .. }
    ));
}

#[test]
fn wrong_number_of_files() {
    assert_eq!(
        err("rbnsgk/4p/6/6/P5/KGSNBR b - 1"),
        SfenError::RankWidth {
            rank: 'b',
            token: "4p".into(),
            files: 5
        }
    );
    assert_eq!(
        err("rbnsgk/5p/6/6/P5/KGSNBRK b - 1"),
        SfenError::RankWidth {
            rank: 'f',
            token: "KGSNBRK".into(),
            files: 7
        }
    );
    assert!(matches!(
        err("rbnsgk/5p/9/6/P5/KGSNBR b - 1"),
        SfenError::RankWidth { files: 9, .. }
    ));
}

#[test]
fn unknown_piece_letter() {
    assert_eq!(
        err("rbnsgk/5p/6/6/L5/KGSNBR b - 1"),
        SfenError::UnknownPiece {
            rank: 'e',
            token: "L".into()
        }
    );
    assert_eq!(
        err("rbnsgk/5p/6/6/P4+/KGSNBR b - 1"),
        SfenError::UnknownPiece {
            rank: 'e',
            token: "+".into()
        }
    );
}

#[test]
fn bad_promotion() {
    assert_eq!(
        err("rbnsgk/5p/6/6/+G5/K1SNBR b - 1"),
        SfenError::BadPromotion {
            rank: 'e',
            token: "+G".into()
        }
    );
}

#[test]
fn bad_side_letter() {
    assert_eq!(
        err("rbnsgk/5p/6/6/P5/KGSNBR x - 1"),
        SfenError::BadSide { token: "x".into() }
    );
}

#[test]
fn bad_hands() {
    for (hand, reason) in [
        ("K", "king"),
        ("Q", "unknown"),
        ("0P", "count 0"),
        ("PP", "twice"),
        ("2", "no piece"),
    ] {
        match err(&format!("5k/6/6/6/6/K5 b {hand} 1")) {
            SfenError::BadHand { token, reason: why } => {
                assert_eq!(token, hand);
                assert!(why.contains(reason), "{hand}: {why}");
            }
            other => panic!("{hand}: {other:?}"),
        }
    }
}

#[test]
fn more_pieces_of_a_kind_than_the_game_has() {
    assert_eq!(
        err("5k/6/6/6/6/K5 b 3R 1"),
        SfenError::TooManyPieces {
            kind: PieceKind::Rook,
            count: 3,
            max: 2
        }
    );
    // Two on the board (one promoted) and one in hand.
    assert_eq!(
        err("r4k/6/6/6/+R5/K5 b R 1"),
        SfenError::TooManyPieces {
            kind: PieceKind::Rook,
            count: 3,
            max: 2
        }
    );
}

#[test]
fn exactly_one_king_per_side() {
    assert_eq!(
        err("6/6/6/6/6/K5 b - 1"),
        SfenError::KingCount {
            color: Color::White,
            count: 0
        }
    );
    assert_eq!(
        err("k4k/6/6/6/6/K5 b - 1"),
        SfenError::KingCount {
            color: Color::White,
            count: 2
        }
    );
    assert_eq!(
        err("5k/6/6/6/6/KK4 b - 1"),
        SfenError::KingCount {
            color: Color::Black,
            count: 2
        }
    );
}

#[test]
fn pieces_that_could_never_move() {
    assert_eq!(
        err("P4k/6/6/6/6/K5 b - 1"),
        SfenError::DeadPiece {
            color: Color::Black,
            kind: PieceKind::Pawn,
            square: Square::S6A
        }
    );
    assert_eq!(
        err("5k/N5/6/6/6/K5 b - 1"),
        SfenError::DeadPiece {
            color: Color::Black,
            kind: PieceKind::Knight,
            square: Square::S6B
        }
    );
    assert_eq!(
        err("5k/6/6/6/n5/K5 b - 1"),
        SfenError::DeadPiece {
            color: Color::White,
            kind: PieceKind::Knight,
            square: Square::S6E
        }
    );
}

#[test]
fn two_unpromoted_pawns_on_a_file() {
    assert_eq!(
        err("5k/P5/6/P5/6/K5 b - 1"),
        SfenError::Nifu {
            color: Color::Black,
            file: '6'
        }
    );
    // A tokin beside a pawn is fine.
    assert!(Position::from_sfen("5k/+P5/6/P5/6/K5 b - 1").is_ok());
}

#[test]
fn side_not_to_move_in_check() {
    assert_eq!(
        err("5k/6/6/6/6/K4R b - 1"),
        SfenError::OpponentInCheck {
            color: Color::White
        }
    );
}

#[test]
fn bad_move_number() {
    for token in ["0", "-3", "x", "1.5"] {
        assert_eq!(
            err(&format!("{START_SFEN_BOARD} b - {token}")),
            SfenError::BadMoveNumber {
                token: token.into()
            }
        );
    }
}

const START_SFEN_BOARD: &str = "rbnsgk/5p/6/6/P5/KGSNBR";

#[test]
fn error_messages_name_the_bad_token() {
    let message = err("rbnsgk/5p/6/6/P5/KGSNBR q - 1").to_string();
    assert!(message.contains("'q'"), "{message}");
    let message = err("rbnsgk/5p/6/6/X5/KGSNBR b - 1").to_string();
    assert!(
        message.contains("'X'") && message.contains("rank e"),
        "{message}"
    );
}
