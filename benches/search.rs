//! Fixed-depth search speed from the start position and a middlegame with pieces in hand.

use criterion::{Criterion, criterion_group, criterion_main};
use judkins::Position;
use judkins::search::{Engine, Limits};

fn search_bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    for (name, sfen) in [
        ("startpos depth 9", "rbnsgk/5p/6/6/P5/KGSNBR b - 1"),
        ("hands depth 9", "2n2k/5g/R2s2/2N2p/K1S3/6 b RBGPb 19"),
    ] {
        let pos = Position::from_sfen(sfen).unwrap();
        let mut engine = Engine::default();
        group.bench_function(name, |b| {
            b.iter(|| {
                engine.new_game();
                engine.search_sync(&pos, Limits::depth(9)).nodes
            })
        });
    }
    group.finish();
}

criterion_group!(benches, search_bench);
criterion_main!(benches);
