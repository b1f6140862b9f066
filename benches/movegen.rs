//! Move generation: listing and counting legal moves over positions from the perft file, and
//! the slider lookup (magic bitboards) against the plain ray walk it replaced.

use criterion::{Criterion, criterion_group, criterion_main};
use judkins::attacks::{bishop_attacks, rook_attacks, slider_attacks_slow};
use judkins::{Bitboard, Position, Square};
use std::hint::black_box;

fn positions() -> Vec<Position> {
    include_str!("../tests/data/perft-sfens.txt")
        .lines()
        .filter(|l| !l.is_empty())
        .map(|l| Position::from_sfen(l).unwrap())
        .collect()
}

fn bench_movegen(c: &mut Criterion) {
    let positions = positions();
    c.bench_function("legal_moves/all_reference_positions", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|p| black_box(p).legal_moves().len())
                .sum::<usize>()
        })
    });
    c.bench_function("count_legal_moves/all_reference_positions", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|p| black_box(p).count_legal_moves())
                .sum::<usize>()
        })
    });
}

fn bench_sliders(c: &mut Criterion) {
    let occupancies: Vec<Bitboard> = positions().iter().map(|p| p.occupied()).collect();
    const ROOK: &[(i32, i32)] = &[(1, 0), (-1, 0), (0, 1), (0, -1)];
    const BISHOP: &[(i32, i32)] = &[(1, 1), (1, -1), (-1, 1), (-1, -1)];
    let mut group = c.benchmark_group("sliders");
    group.bench_function("magic", |b| {
        b.iter(|| {
            let mut acc = 0u64;
            for &occ in &occupancies {
                for sq in Square::ALL {
                    acc ^=
                        rook_attacks(sq, black_box(occ)).0 ^ bishop_attacks(sq, black_box(occ)).0;
                }
            }
            acc
        })
    });
    group.bench_function("ray_walk", |b| {
        b.iter(|| {
            let mut acc = 0u64;
            for &occ in &occupancies {
                for sq in Square::ALL {
                    acc ^= slider_attacks_slow(sq, black_box(occ).0, ROOK, false)
                        ^ slider_attacks_slow(sq, black_box(occ).0, BISHOP, false);
                }
            }
            acc
        })
    });
    group.finish();
}

criterion_group!(benches, bench_movegen, bench_sliders);
criterion_main!(benches);
