//! Perft speed: the start position and a drop-heavy position.

use criterion::{Criterion, criterion_group, criterion_main};
use judkins::{Position, perft::perft};
use std::hint::black_box;

fn bench_perft(c: &mut Criterion) {
    let cases = [
        ("startpos_d5", "rbnsgk/5p/6/6/P5/KGSNBR b - 1", 5),
        ("drop_heavy_d3", "5k/6/6/6/6/K5 b RBGSNPrbgsnp 1", 3),
        ("middlegame_d4", "2n2k/5g/R2s2/2N2p/K1S3/6 b RBGPb 19", 4),
    ];
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for (name, sfen, depth) in cases {
        let mut pos = Position::from_sfen(sfen).unwrap();
        group.bench_function(name, |b| b.iter(|| perft(black_box(&mut pos), depth)));
    }
    group.finish();
}

criterion_group!(benches, bench_perft);
criterion_main!(benches);
