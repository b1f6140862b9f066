//! The transposition table, shared by all search threads without locks.
//!
//! Each entry is two `AtomicU64`s: the packed data, and the key XORed with that data. A reader
//! accepts an entry only when `stored_key ^ data == key`, so an entry torn by two threads
//! writing at once reads as a miss instead of as wrong data. Entries sit in buckets of four,
//! one cache line; a new entry replaces the same key or else the shallowest, oldest one.
//! Beside the buckets, a small array of key bytes (`tags`) answers most misses from the core's
//! cache, so that a probe waits for memory only when its key is probably there.

use super::large_pages::LargePageArray;
use super::score::{MATE_IN_MAX, MATED_IN_MAX};
use crate::moves::Move;
use std::sync::atomic::{AtomicU8, AtomicU32, AtomicU64, Ordering};

/// Which side of the true score a stored score lies on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TtBound {
    /// The true score is at most the stored one (no move beat alpha).
    Upper = 1,
    /// The true score is at least the stored one (a move reached beta).
    Lower = 2,
    Exact = 3,
}

/// What a probe found.
#[derive(Clone, Copy, Debug)]
pub struct TtHit {
    /// The stored best move, unverified: check it with `Position::is_legal` before use.
    pub mv: Option<Move>,
    /// Adjusted to the probing ply.
    pub score: i32,
    pub eval: i32,
    pub depth: i32,
    pub bound: TtBound,
}

/// Stored depths are offset so that quiescence depths (0 and below) fit in a byte.
const DEPTH_OFFSET: i32 = 8;
const ENTRIES_PER_BUCKET: usize = 4;
/// Generations wrap at 64 (six bits).
const GENERATION_MASK: u8 = 63;

struct Entry {
    key_xor_data: AtomicU64,
    data: AtomicU64,
}

#[repr(align(64))]
struct Bucket([Entry; ENTRIES_PER_BUCKET]);

/// Packing: bits 0-15 move, 16-31 score, 32-47 static eval, 48-55 depth + offset,
/// 56-57 bound, 58-63 generation.
fn pack(
    mv: Option<Move>,
    score: i32,
    eval: i32,
    depth: i32,
    bound: TtBound,
    generation: u8,
) -> u64 {
    mv.map_or(0, Move::to_u16) as u64
        | ((score as i16 as u16 as u64) << 16)
        | ((eval as i16 as u16 as u64) << 32)
        | (((depth + DEPTH_OFFSET).clamp(0, 255) as u64) << 48)
        | ((bound as u64) << 56)
        | ((generation as u64) << 58)
}

fn unpack_depth(data: u64) -> i32 {
    ((data >> 48) & 0xff) as i32 - DEPTH_OFFSET
}

fn unpack_generation(data: u64) -> u8 {
    (data >> 58) as u8
}

fn unpack_bound(data: u64) -> Option<TtBound> {
    match (data >> 56) & 3 {
        1 => Some(TtBound::Upper),
        2 => Some(TtBound::Lower),
        3 => Some(TtBound::Exact),
        _ => None,
    }
}

/// A mate score counts plies from the root; the table stores it counted from this node.
pub fn score_to_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_IN_MAX {
        score + ply as i32
    } else if score <= MATED_IN_MAX {
        score - ply as i32
    } else {
        score
    }
}

pub fn score_from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_IN_MAX {
        score - ply as i32
    } else if score <= MATED_IN_MAX {
        score + ply as i32
    } else {
        score
    }
}

pub struct TranspositionTable {
    buckets: LargePageArray<Bucket>,
    /// Per bucket, one byte of each entry's key (`tag`): a seventeenth of the table, small
    /// enough to stay in the core's cache. A probe whose byte matches none of its bucket's
    /// misses at once instead of waiting for the bucket to come from memory; most probes miss.
    tags: LargePageArray<AtomicU32>,
    mb: usize,
    generation: AtomicU8,
}

/// The byte of `key` kept in the tag array: its low bits, as the bucket index takes the high
/// ones.
#[inline(always)]
fn tag(key: u64) -> u32 {
    key as u8 as u32
}

/// True when one of the four bytes of `tags` equals `tag`.
#[inline(always)]
fn has_tag(tags: u32, tag: u32) -> bool {
    let x = tags ^ (tag * 0x0101_0101);
    (x.wrapping_sub(0x0101_0101) & !x & 0x8080_8080) != 0
}

impl TranspositionTable {
    /// A table of `mb` MiB in all, its buckets and their tags together.
    pub fn new(mb: usize) -> TranspositionTable {
        let mb = mb.max(1);
        let per_bucket = std::mem::size_of::<Bucket>() + std::mem::size_of::<AtomicU32>();
        let count = ((mb << 20) / per_bucket).max(1);
        TranspositionTable {
            buckets: LargePageArray::zeroed(count),
            tags: LargePageArray::zeroed(count),
            mb,
            generation: AtomicU8::new(0),
        }
    }

    /// The size in MiB this table was made with.
    pub fn size_mb(&self) -> usize {
        self.mb
    }

    pub fn clear(&mut self) {
        // All-zero entries are empty: their bound bits are 0.
        self.buckets.zero();
        self.tags.zero();
        self.generation.store(0, Ordering::Relaxed);
    }

    /// Marks entries written from now on as the newest: call once per search.
    pub fn new_search(&self) {
        let next = (self.generation.load(Ordering::Relaxed) + 1) & GENERATION_MASK;
        self.generation.store(next, Ordering::Relaxed);
    }

    #[inline(always)]
    fn index(&self, key: u64) -> usize {
        ((key as u128 * self.buckets.len() as u128) >> 64) as usize
    }

    /// Brings the key's bucket and its tags into cache ahead of a probe.
    #[inline(always)]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        // SAFETY: prefetching is a hint and never faults, whatever the address.
        unsafe {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let index = self.index(key);
            _mm_prefetch::<_MM_HINT_T0>(&self.tags[index] as *const AtomicU32 as *const i8);
            _mm_prefetch::<_MM_HINT_T0>(&self.buckets[index] as *const Bucket as *const i8);
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    #[inline]
    pub fn probe(&self, key: u64, ply: usize) -> Option<TtHit> {
        let index = self.index(key);
        if !has_tag(self.tags[index].load(Ordering::Relaxed), tag(key)) {
            return None;
        }
        for entry in &self.buckets[index].0 {
            let data = entry.data.load(Ordering::Relaxed);
            if entry.key_xor_data.load(Ordering::Relaxed) ^ data != key {
                continue;
            }
            let bound = unpack_bound(data)?;
            return Some(TtHit {
                mv: Move::from_u16(data as u16),
                score: score_from_tt((data >> 16) as u16 as i16 as i32, ply),
                eval: (data >> 32) as u16 as i16 as i32,
                depth: unpack_depth(data),
                bound,
            });
        }
        None
    }

    /// Stores a search result. `score` is relative to the root; it is stored relative to
    /// this node. A move of `None` keeps the move already stored for the same key.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    pub fn store(
        &self,
        key: u64,
        ply: usize,
        mv: Option<Move>,
        score: i32,
        eval: i32,
        depth: i32,
        bound: TtBound,
    ) {
        let generation = self.generation.load(Ordering::Relaxed);
        let index = self.index(key);
        let bucket = &self.buckets[index];
        let mut victim = 0;
        let mut victim_worth = i32::MAX;
        for (i, entry) in bucket.0.iter().enumerate() {
            let data = entry.data.load(Ordering::Relaxed);
            let stored_key = entry.key_xor_data.load(Ordering::Relaxed) ^ data;
            if stored_key == key && unpack_bound(data).is_some() {
                // Same position: keep a deeper entry from this search unless the new one is
                // exact, and keep the old move when the new result has none.
                if bound != TtBound::Exact
                    && unpack_generation(data) == generation
                    && unpack_depth(data) > depth + 2
                {
                    return;
                }
                let mv = mv.or_else(|| Move::from_u16(data as u16));
                write(
                    entry,
                    key,
                    pack(mv, score_to_tt(score, ply), eval, depth, bound, generation),
                );
                // Another thread may have changed the tag since this entry was written.
                self.set_tag(index, i, key);
                return;
            }
            let age = (generation.wrapping_sub(unpack_generation(data)) & GENERATION_MASK) as i32;
            let worth = if unpack_bound(data).is_none() {
                i32::MIN
            } else {
                unpack_depth(data) - 8 * age
            };
            if worth < victim_worth {
                victim_worth = worth;
                victim = i;
            }
        }
        write(
            &bucket.0[victim],
            key,
            pack(mv, score_to_tt(score, ply), eval, depth, bound, generation),
        );
        self.set_tag(index, victim, key);
    }

    /// Records the tag of the key now in entry `slot` of bucket `index`. Threads racing here
    /// can leave a stale tag: that costs a miss or a wasted probe, never a wrong hit, since
    /// the probe still checks the whole key.
    #[inline(always)]
    fn set_tag(&self, index: usize, slot: usize, key: u64) {
        let cell = &self.tags[index];
        let shift = 8 * slot;
        let tags = cell.load(Ordering::Relaxed);
        cell.store(
            (tags & !(0xff << shift)) | (tag(key) << shift),
            Ordering::Relaxed,
        );
    }

    /// Per mille of a sample of entries written in the current search.
    pub fn hashfull(&self) -> u32 {
        let generation = self.generation.load(Ordering::Relaxed);
        let sample = self.buckets.len().min(250);
        let mut used = 0;
        for bucket in &self.buckets[..sample] {
            for entry in &bucket.0 {
                let data = entry.data.load(Ordering::Relaxed);
                if unpack_bound(data).is_some() && unpack_generation(data) == generation {
                    used += 1;
                }
            }
        }
        (used * 1000 / (sample * ENTRIES_PER_BUCKET).max(1)) as u32
    }
}

#[inline(always)]
fn write(entry: &Entry, key: u64, data: u64) {
    entry.key_xor_data.store(key ^ data, Ordering::Relaxed);
    entry.data.store(data, Ordering::Relaxed);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::square::Square;

    #[test]
    fn stores_and_probes_with_mate_adjustment() {
        let tt = TranspositionTable::new(1);
        let mv = Move::Board {
            from: Square::S2F,
            to: Square::S3E,
            promote: false,
        };
        let mate_in_3_from_root = super::super::score::MATE - 3;
        tt.store(42, 1, Some(mv), mate_in_3_from_root, -17, 5, TtBound::Lower);
        let hit = tt.probe(42, 1).expect("stored");
        assert_eq!(hit.mv, Some(mv));
        assert_eq!(hit.score, mate_in_3_from_root);
        assert_eq!(hit.eval, -17);
        assert_eq!(hit.depth, 5);
        assert_eq!(hit.bound, TtBound::Lower);
        // Probed two plies deeper, the same node is two plies further from that root.
        assert_eq!(tt.probe(42, 3).unwrap().score, mate_in_3_from_root - 2);
        assert!(tt.probe(43, 1).is_none());
        assert!(tt.hashfull() <= 1000);
    }

    #[test]
    fn negative_depths_and_scores_round_trip() {
        let tt = TranspositionTable::new(1);
        tt.store(7, 0, None, -1234, 99, -1, TtBound::Upper);
        let hit = tt.probe(7, 0).unwrap();
        assert_eq!(
            (hit.mv, hit.score, hit.eval, hit.depth),
            (None, -1234, 99, -1)
        );
    }

    #[test]
    fn tag_bytes_are_found_in_any_position() {
        for slot in 0..4 {
            let tags = 0x11_22_33_44u32 & !(0xff << (8 * slot)) | (0xa5 << (8 * slot));
            assert!(has_tag(tags, 0xa5), "slot {slot}");
            assert!(!has_tag(tags, 0x5a), "slot {slot}");
        }
        assert!(has_tag(0, 0));
        assert!(!has_tag(0x80_80_80_80, 0));
        assert!(!has_tag(0x01_01_01_01, 0x81));
    }

    /// The tags follow the entries: a replaced entry's key misses, its successor hits, and a
    /// key that only shares a stored key's tag byte is still a miss.
    #[test]
    fn tags_follow_replacement() {
        let tt = TranspositionTable::new(1);
        let base = 0xabcd_0000_0000_0000u64;
        let keys: Vec<u64> = (1..=5).map(|i| base + i).collect();
        assert!(keys.iter().all(|&k| tt.index(k) == tt.index(base)));
        // Four entries fill the bucket; the shallowest (depth 1, keys[0]) makes way for the fifth.
        for (depth, &key) in (1..).zip(&keys[..4]) {
            tt.store(key, 0, None, 0, 0, depth, TtBound::Exact);
        }
        assert!(keys[..4].iter().all(|&k| tt.probe(k, 0).is_some()));
        tt.store(keys[4], 0, None, 0, 0, 9, TtBound::Exact);
        assert!(tt.probe(keys[0], 0).is_none());
        assert!(keys[1..].iter().all(|&k| tt.probe(k, 0).is_some()));
        // Same bucket, same low byte as keys[1], different key.
        let lookalike = keys[1] + (1 << 8);
        assert_eq!(tag(lookalike), tag(keys[1]));
        assert_eq!(tt.index(lookalike), tt.index(keys[1]));
        assert!(tt.probe(lookalike, 0).is_none());
    }

    /// The buckets and their tags together take the size asked for.
    #[test]
    fn the_size_counts_the_tags() {
        let tt = TranspositionTable::new(16);
        let bytes = tt.buckets.len() * std::mem::size_of::<Bucket>()
            + tt.tags.len() * std::mem::size_of::<AtomicU32>();
        assert!(bytes <= 16 << 20 && bytes > (16 << 20) - 128);
        assert_eq!(tt.size_mb(), 16);
    }

    /// A table big enough to be cleared by several threads forgets every entry, in every
    /// part (keys spread over the whole table), and reports itself empty.
    #[test]
    fn clear_empties_a_large_table() {
        let mut tt = TranspositionTable::new(128);
        let keys: Vec<u64> = (1..=4000u64)
            .map(|i| i.wrapping_mul(0x9e37_79b9_7f4a_7c15))
            .collect();
        for &key in &keys {
            tt.store(key, 0, None, 10, 20, 3, TtBound::Exact);
        }
        assert!(keys.iter().all(|&key| tt.probe(key, 0).is_some()));
        tt.clear();
        assert!(keys.iter().all(|&key| tt.probe(key, 0).is_none()));
        assert_eq!(tt.hashfull(), 0);
    }
}
