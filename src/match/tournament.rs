//! The schedule (round robin or gauntlet, openings in color-swapped pairs) and the worker
//! threads that play it, each with its own engine processes.

use super::cli::EngineConfig;
use super::engine::UsiEngine;
use super::game::{GameSettings, PlayedGame, play_game};
use super::openings::Opening;
use super::outcome::{EndReason, GameResult};
use super::records::{GameRecord, today};
use crate::color::Color;
use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// One game to play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Job {
    /// 1-based.
    pub number: usize,
    pub round: u32,
    /// Engine indices by color: Black, White.
    pub players: [usize; Color::NUM],
    pub opening: usize,
    pub pair_id: usize,
}

/// Every game of the event in order. Each pairing plays `games` games per round; its games
/// are numbered across rounds, and games 2k and 2k+1 play the same opening with colors
/// swapped (the first engine of the pairing is Black in the even game).
pub fn schedule(
    engines: usize,
    gauntlet: bool,
    games: u32,
    rounds: u32,
    openings: usize,
) -> Vec<Job> {
    let pairings: Vec<(usize, usize)> = if gauntlet {
        (1..engines).map(|j| (0, j)).collect()
    } else {
        (0..engines)
            .flat_map(|i| (i + 1..engines).map(move |j| (i, j)))
            .collect()
    };
    let pairs_per_pairing = (games as usize * rounds as usize).div_ceil(2);
    let mut jobs = Vec::new();
    for round in 0..rounds {
        for (p, &(a, b)) in pairings.iter().enumerate() {
            for g in 0..games {
                let k = (round * games + g) as usize;
                let pair = k / 2;
                jobs.push(Job {
                    number: jobs.len() + 1,
                    round: round + 1,
                    players: if k.is_multiple_of(2) { [a, b] } else { [b, a] },
                    opening: pair % openings,
                    pair_id: p * pairs_per_pairing + pair,
                });
            }
        }
    }
    jobs
}

/// Everything the workers share.
pub struct Event {
    pub engines: Vec<EngineConfig>,
    pub openings: Vec<Opening>,
    pub settings: GameSettings,
    pub handshake_timeout: Duration,
    pub tc_label: String,
    /// Set to stop handing out games (SPRT decided, or interrupted).
    pub stop: AtomicBool,
}

/// Plays `jobs` on `concurrency` threads, sending each finished game to `results`.
pub fn run_jobs(
    event: &Arc<Event>,
    jobs: Vec<Job>,
    concurrency: usize,
    results: Sender<GameRecord>,
) {
    let queue = Arc::new(Mutex::new(VecDeque::from(jobs)));
    let workers: Vec<_> = (0..concurrency.max(1))
        .map(|_| {
            let (event, queue, results) = (event.clone(), queue.clone(), results.clone());
            std::thread::spawn(move || worker(&event, &queue, &results))
        })
        .collect();
    drop(results);
    for w in workers {
        let _ = w.join();
    }
}

fn worker(event: &Event, queue: &Mutex<VecDeque<Job>>, results: &Sender<GameRecord>) {
    let mut processes: Vec<Option<UsiEngine>> = event.engines.iter().map(|_| None).collect();
    loop {
        if event.stop.load(Ordering::SeqCst) {
            break;
        }
        let Some(job) = queue.lock().map_or(None, |mut q| q.pop_front()) else {
            break;
        };
        let game = play_job(event, &job, &mut processes);
        for color in Color::ALL {
            if game.broken[color.index()] {
                // Killed on drop; a fresh process starts for the next game.
                processes[job.players[color.index()]] = None;
            }
        }
        let record = GameRecord {
            number: job.number,
            round: job.round,
            players: job.players.map(|i| event.engines[i].name.clone()),
            engine_ids: job.players,
            pair_id: job.pair_id,
            opening: event.openings[job.opening].clone(),
            tc_label: event.tc_label.clone(),
            date: today(),
            game,
        };
        if results.send(record).is_err() {
            break;
        }
    }
    for engine in processes.into_iter().flatten() {
        engine.quit();
    }
}

fn play_job(event: &Event, job: &Job, processes: &mut [Option<UsiEngine>]) -> PlayedGame {
    for color in Color::ALL {
        let id = job.players[color.index()];
        if processes[id].is_none() {
            match UsiEngine::start(&event.engines[id], event.handshake_timeout) {
                Ok(engine) => processes[id] = Some(engine),
                Err(e) => {
                    return PlayedGame {
                        moves: Vec::new(),
                        result: GameResult::Win(!color),
                        reason: EndReason::StartFailure {
                            detail: e.to_string(),
                        },
                        broken: [false; Color::NUM],
                    };
                }
            }
        }
    }
    let [black, white] = job.players;
    let (black_engine, white_engine) = two_mut(processes, black, white);
    let dialects = [event.engines[black].dialect, event.engines[white].dialect];
    play_game(
        [black_engine, white_engine],
        dialects,
        &event.openings[job.opening],
        &event.settings,
    )
}

/// Two distinct started engines out of the slots.
fn two_mut(
    slots: &mut [Option<UsiEngine>],
    a: usize,
    b: usize,
) -> (&mut UsiEngine, &mut UsiEngine) {
    assert_ne!(a, b, "an engine cannot play itself");
    let (low, high) = (a.min(b), a.max(b));
    let (left, right) = slots.split_at_mut(high);
    let low_engine = left[low].as_mut().expect("started");
    let high_engine = right[0].as_mut().expect("started");
    if a < b {
        (low_engine, high_engine)
    } else {
        (high_engine, low_engine)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_engines_alternate_colors_in_opening_pairs() {
        let jobs = schedule(2, false, 4, 1, 10);
        let players: Vec<_> = jobs.iter().map(|j| j.players).collect();
        assert_eq!(players, vec![[0, 1], [1, 0], [0, 1], [1, 0]]);
        let openings: Vec<_> = jobs.iter().map(|j| j.opening).collect();
        assert_eq!(openings, vec![0, 0, 1, 1]);
        let pairs: Vec<_> = jobs.iter().map(|j| j.pair_id).collect();
        assert_eq!(pairs, vec![0, 0, 1, 1]);
        // One game per round: the pair spans two rounds, and openings wrap around.
        let jobs = schedule(2, false, 1, 6, 2);
        let openings: Vec<_> = jobs.iter().map(|j| j.opening).collect();
        assert_eq!(openings, vec![0, 0, 1, 1, 0, 0]);
        assert_eq!(jobs[1].players, [1, 0]);
    }

    #[test]
    fn round_robin_and_gauntlet_pairings() {
        let jobs = schedule(3, false, 2, 1, 5);
        let players: Vec<_> = jobs.iter().map(|j| j.players).collect();
        assert_eq!(
            players,
            vec![[0, 1], [1, 0], [0, 2], [2, 0], [1, 2], [2, 1]]
        );
        let pair_ids: Vec<_> = jobs.iter().map(|j| j.pair_id).collect();
        assert_eq!(pair_ids, vec![0, 0, 1, 1, 2, 2]);
        let jobs = schedule(4, true, 2, 2, 5);
        assert_eq!(jobs.len(), 12);
        assert!(jobs.iter().all(|j| j.players.contains(&0)));
        assert_eq!(jobs.last().unwrap().number, 12);
    }
}
