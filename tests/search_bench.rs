//! The bench node count is the search's signature: one thread gives the same count every run.

use judkins::search::bench::{BENCH_POSITIONS, bench};

#[test]
fn bench_signature_is_deterministic() {
    let first = bench(5, 1, 4);
    let second = bench(5, 1, 4);
    assert_eq!(first.len(), BENCH_POSITIONS.len());
    assert!(BENCH_POSITIONS.len() >= 20);
    assert_eq!(first, second);
    assert!(first.iter().all(|l| l.nodes > 0 && l.best != "none"));
}
