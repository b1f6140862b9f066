//! `judkins bench`: a fixed-depth search over built-in positions; its node count is the
//! search's signature.

use super::{Engine, EngineOptions, Limits};
use crate::console::Console;
use crate::position::Position;
use std::process::ExitCode;
use std::time::Instant;

/// The bench positions: the start, openings, middlegames with pieces in hand, and endgames
/// with mates (one where the only pawn-drop mate is illegal).
pub const BENCH_POSITIONS: [&str; 24] = [
    "rbnsgk/5p/6/6/P5/KGSNBR b - 1",
    "rbnsgk/5p/6/6/P5/KGSNBR w - 1",
    "rbnsgk/6/5p/P5/6/KGSNBR b - 3",
    "r1nsgk/b4p/6/6/P5/KGSN1R b B 3",
    "2nsgk/5p/6/6/K1G2b/2SNBR b Rp 5",
    "1bns1k/5g/6/6/rK4/1GSNB1 b Prp 5",
    "+Bb3k/2s2g/3n2/P3R1/1G4/K1rN2 b Ps 13",
    "r1nsgk/5R/3b2/2N3/P5/KGS1B1 w P 4",
    "3+S2/P1+R2p/6/1G1k1N/6/K1S+n1R b Bbg 49",
    "1bns1k/2P2g/6/6/KG4/2S+rB1 b Rnp 13",
    "3+P1k/1S1bgp/1R1s2/5N/2g1+nB/KR4 b - 31",
    "1+R1sgk/2p2p/6/6/2+n3/K1SNBR w Bg 10",
    "1bn+P+bk/5g/+S5/K1S2R/5+r/2+p3 w Gn 34",
    "1Rnsgk/5p/6/6/GS4/K2+pBR w Bn 8",
    "2+B1g1/1+N4/2s3/2N1k1/K3Br/2S3 w RPgp 28",
    "1S4/1P4/K1+RbkN/B5/3pG1/1G1s+r1 b N 43",
    "2n2k/5g/R2s2/2N2p/K1S3/6 b RBGPb 19",
    "rb1s1k/5g/6/3P2/6/KGSNBR b NP 1",
    "rb1s1k/5g/6/6/+P5/KGSNBR b NP 1",
    "5k/6/5P/6/6/K5 b G 1",
    "4nk/6/4G1/6/6/K5 b P 1",
    "4sk/5p/6/6/6/K5 b GS 1",
    "5k/6/6/6/6/K5 b 2R2B2G2S2N2P 1",
    "5k/6/6/1g4/6/KN4 w 2R2BG2SPnp 1",
];

/// `judkins bench [--depth D] [--threads T] [--hash MB]`
#[derive(clap::Args, Debug)]
pub struct BenchArgs {
    /// Search depth for every position.
    #[arg(long, default_value_t = 9)]
    pub depth: u32,
    /// Search threads (node counts are reproducible only with one).
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
    /// Hash table size in MiB.
    #[arg(long, default_value_t = 16)]
    pub hash: usize,
}

/// One position's figures.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BenchLine {
    pub sfen: &'static str,
    pub depth: u32,
    pub nodes: u64,
    pub best: String,
}

/// Searches every bench position from a fresh table and returns the figures.
pub fn bench(depth: u32, threads: usize, hash_mb: usize) -> Vec<BenchLine> {
    let mut engine = Engine::new(EngineOptions {
        hash_mb,
        threads,
        ..EngineOptions::default()
    });
    BENCH_POSITIONS
        .iter()
        .map(|&sfen| {
            let pos = Position::from_sfen(sfen).expect("bench positions are valid");
            engine.new_game();
            let result = engine.search_sync(&pos, Limits::depth(depth));
            BenchLine {
                sfen,
                depth: result.depth,
                nodes: result.nodes,
                best: result
                    .best
                    .map_or_else(|| "none".to_string(), |m| m.to_string()),
            }
        })
        .collect()
}

pub fn run(args: BenchArgs) -> ExitCode {
    let start = Instant::now();
    let lines = bench(args.depth.max(1), args.threads.max(1), args.hash.max(1));
    let elapsed = start.elapsed();
    let mut console = Console::stdout();
    for (i, line) in lines.iter().enumerate() {
        console.line(format_args!(
            "Position {:>2}: depth {:>2} nodes {:>10} bestmove {:<6} {}",
            i + 1,
            line.depth,
            line.nodes,
            line.best,
            line.sfen
        ));
    }
    let nodes: u64 = lines.iter().map(|l| l.nodes).sum();
    let ms = elapsed.as_millis().max(1) as u64;
    console.line(format_args!("Total time (ms): {ms}"));
    console.line(format_args!("Nodes searched: {nodes}"));
    console.line(format_args!("Nodes/second: {}", nodes * 1000 / ms));
    console.exit_code()
}
