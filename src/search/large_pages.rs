//! A zeroed, fixed-length array of plain atomic-only records, aligned to 2 MiB and (on x86-64
//! Linux) offered to the kernel for transparent huge pages.
//!
//! Why: every transposition-table probe lands on a random cache line of a table of many MiB.
//! With 4 KiB pages nearly every probe also misses the TLB and pays a page walk; with 2 MiB
//! pages a 16 MiB table needs only 8 TLB entries. Systems whose THP setting is `madvise` (a
//! common default) give huge pages only to memory that asks with `madvise(MADV_HUGEPAGE)`.
//! There is no libc crate here, so the call is one raw system call; where it is unavailable
//! or refused, the memory simply stays in normal pages.

use std::alloc::{Layout, alloc, dealloc};
use std::mem::MaybeUninit;
use std::ops::Deref;
use std::ptr::NonNull;

/// Arrays from this size are zeroed by several threads.
const PARALLEL_ZERO_MIN_BYTES: usize = 64 << 20;
/// Memory bandwidth, not cores, limits zeroing: more threads than this gain nothing.
const MAX_ZERO_THREADS: usize = 8;

/// The huge-page size on x86-64 Linux, and the alignment that lets the kernel use it.
const HUGE_PAGE: usize = 2 << 20;

/// Owns `len` zero-initialized `T`s. `T` must be valid when all its bytes are zero (atomics
/// and integers are).
pub struct LargePageArray<T> {
    ptr: NonNull<T>,
    len: usize,
    layout: Layout,
}

// SAFETY: the array owns its elements like a `Box<[T]>` does.
unsafe impl<T: Send> Send for LargePageArray<T> {}
// SAFETY: shared access only hands out `&[T]`.
unsafe impl<T: Sync> Sync for LargePageArray<T> {}

impl<T> LargePageArray<T> {
    /// `len` zeroed elements (at least one).
    pub fn zeroed(len: usize) -> LargePageArray<T> {
        let len = len.max(1);
        let bytes = len
            .checked_mul(std::mem::size_of::<T>())
            .expect("table size fits in memory");
        let align = if bytes >= HUGE_PAGE {
            HUGE_PAGE
        } else {
            std::mem::align_of::<T>()
        };
        let layout = Layout::from_size_align(bytes, align).expect("valid table layout");
        // SAFETY: `bytes` is non-zero (`T` is not zero-sized for the tables built here).
        let raw = unsafe { alloc(layout) } as *mut T;
        let Some(ptr) = NonNull::new(raw) else {
            std::alloc::handle_alloc_error(layout);
        };
        // Advise before the first write: pages already touched stay small.
        if align == HUGE_PAGE {
            advise_huge_pages(raw as *mut u8, bytes);
        }
        let mut array = LargePageArray { ptr, len, layout };
        array.zero();
        array
    }

    /// Sets every element to all-zero bytes, on several threads when the array is large: one
    /// thread takes seconds for a table of gigabytes, at `isready` and at every `usinewgame`.
    pub fn zero(&mut self) {
        let bytes = self.len * std::mem::size_of::<T>();
        // SAFETY: `&mut self` is the only access to the block, which is `bytes` long; it is
        // written, never read, through this slice, and zero bytes are a valid `T`.
        let memory = unsafe {
            std::slice::from_raw_parts_mut(self.ptr.as_ptr() as *mut MaybeUninit<u8>, bytes)
        };
        let threads = if bytes < PARALLEL_ZERO_MIN_BYTES {
            1
        } else {
            std::thread::available_parallelism()
                .map_or(1, |n| n.get())
                .min(MAX_ZERO_THREADS)
        };
        if threads == 1 {
            memory.fill(MaybeUninit::new(0));
            return;
        }
        let chunk = bytes.div_ceil(threads);
        std::thread::scope(|scope| {
            for part in memory.chunks_mut(chunk) {
                scope.spawn(move || part.fill(MaybeUninit::new(0)));
            }
        });
    }
}

impl<T> Deref for LargePageArray<T> {
    type Target = [T];

    #[inline(always)]
    fn deref(&self) -> &[T] {
        // SAFETY: `ptr` holds `len` initialized (zeroed, valid) elements for our lifetime.
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }
}

impl<T> Drop for LargePageArray<T> {
    fn drop(&mut self) {
        // SAFETY: allocated in `zeroed` with this layout; the elements need no drop glue
        // beyond freeing (atomics and integers).
        unsafe { dealloc(self.ptr.as_ptr() as *mut u8, self.layout) }
    }
}

/// Asks the kernel to back `[addr, addr + len)` with transparent huge pages. Best effort:
/// the result is ignored, as normal pages work too.
#[cfg(all(target_arch = "x86_64", target_os = "linux"))]
fn advise_huge_pages(addr: *mut u8, len: usize) {
    const SYS_MADVISE: usize = 28;
    const MADV_HUGEPAGE: usize = 14;
    // SAFETY: madvise only changes paging advice for memory we own; it reads no user memory
    // and clobbers only rax (result), rcx and r11 (syscall convention).
    unsafe {
        std::arch::asm!(
            "syscall",
            inlateout("rax") SYS_MADVISE => _,
            in("rdi") addr,
            in("rsi") len,
            in("rdx") MADV_HUGEPAGE,
            lateout("rcx") _,
            lateout("r11") _,
            options(nostack),
        );
    }
}

#[cfg(not(all(target_arch = "x86_64", target_os = "linux")))]
fn advise_huge_pages(_addr: *mut u8, _len: usize) {}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU64, Ordering};

    #[test]
    fn large_arrays_are_zeroed_aligned_and_writable() {
        let array = LargePageArray::<AtomicU64>::zeroed(HUGE_PAGE / 8 * 2);
        assert_eq!(array.as_ptr() as usize % HUGE_PAGE, 0);
        assert!(array.iter().all(|a| a.load(Ordering::Relaxed) == 0));
        array[12345].store(7, Ordering::Relaxed);
        assert_eq!(array[12345].load(Ordering::Relaxed), 7);
    }

    #[test]
    fn small_arrays_work_too() {
        let array = LargePageArray::<AtomicU64>::zeroed(0);
        assert_eq!(array.len(), 1);
        assert_eq!(array[0].load(Ordering::Relaxed), 0);
    }
}
