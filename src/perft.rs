//! Perft: count the leaf nodes of the legal move tree to a fixed depth.

use crate::console::Console;
use crate::moves::Move;
use crate::position::Position;

/// Leaves at `depth`. The last ply is counted without playing the moves.
pub fn perft(pos: &mut Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves() as u64,
        _ => {
            let mut nodes = 0;
            for mv in pos.legal_moves() {
                pos.do_move(mv);
                nodes += perft(pos, depth - 1);
                pos.undo_move();
            }
            nodes
        }
    }
}

/// Leaves at `depth` below each root move, in generation order.
pub fn divide(pos: &mut Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .into_iter()
        .map(|mv| {
            pos.do_move(mv);
            let nodes = perft(pos, depth - 1);
            pos.undo_move();
            (mv, nodes)
        })
        .collect()
}

/// `judkins perft <DEPTH> [--sfen "<SFEN>"] [--moves <USI MOVE>...] [--divide]`
#[derive(clap::Args, Debug)]
pub struct PerftArgs {
    /// Plies to count.
    pub depth: u32,
    /// Start from this position instead of the start position.
    #[arg(long)]
    pub sfen: Option<String>,
    /// Moves to play first, in USI notation.
    #[arg(long, num_args = 1..)]
    pub moves: Vec<String>,
    /// Print the count below each root move.
    #[arg(long)]
    pub divide: bool,
}

/// Errors of the perft command line.
#[derive(Debug, thiserror::Error)]
pub enum PerftError {
    #[error("bad --sfen: {0}")]
    Sfen(#[from] crate::position::SfenError),
    #[error("bad --moves: {0}")]
    Move(#[from] crate::position::MoveError),
}

/// Runs the perft command; prints to stdout, errors to stderr with exit code 2.
pub fn run(args: PerftArgs) -> std::process::ExitCode {
    let mut console = Console::stdout();
    match run_inner(&args, &mut console) {
        Ok(()) => console.exit_code(),
        Err(e) => {
            eprintln!("judkins perft: {e}");
            std::process::ExitCode::from(2)
        }
    }
}

fn run_inner(args: &PerftArgs, console: &mut Console) -> Result<(), PerftError> {
    let mut pos = match &args.sfen {
        Some(sfen) => Position::from_sfen(sfen)?,
        None => Position::startpos(),
    };
    for token in &args.moves {
        let mv = pos.parse_move(token)?;
        pos.do_move(mv);
    }
    let start = std::time::Instant::now();
    let nodes = if args.divide {
        let mut total = 0;
        for (mv, n) in divide(&mut pos, args.depth) {
            console.line(format_args!("{mv}: {n}"));
            total += n;
        }
        total
    } else {
        perft(&mut pos, args.depth)
    };
    let elapsed = start.elapsed();
    let nps = (nodes as f64 / elapsed.as_secs_f64().max(1e-9)) as u64;
    console.line(format_args!(
        "Time: {} ms, {nps} nodes/second",
        elapsed.as_millis()
    ));
    console.line(format_args!("Nodes searched: {nodes}"));
    Ok(())
}
