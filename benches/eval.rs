//! Evaluation speed over the bench positions.

use criterion::{Criterion, criterion_group, criterion_main};
use judkins::Position;
use judkins::eval::evaluate;
use judkins::search::bench::BENCH_POSITIONS;
use std::hint::black_box;

fn eval_bench(c: &mut Criterion) {
    let positions: Vec<Position> = BENCH_POSITIONS
        .iter()
        .map(|s| Position::from_sfen(s).unwrap())
        .collect();
    c.bench_function("evaluate bench positions", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|p| evaluate(black_box(p)))
                .fold(0i64, |acc, v| acc + v as i64)
        })
    });
}

criterion_group!(benches, eval_bench);
criterion_main!(benches);
