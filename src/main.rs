use std::ffi::c_void;

// mimalloc for Rust's allocations and (below) for tree-sitter's: the scan
// allocates and frees many small objects (trees, node tables, strings), and
// glibc's malloc spent about 14 % of the full scan's CPU on them.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

// tree-sitter's allocator contract: never null for a non-zero size.
unsafe extern "C" fn ts_malloc(size: usize) -> *mut c_void {
    // SAFETY: plain mimalloc call.
    let p = unsafe { libmimalloc_sys::mi_malloc(size) };
    if p.is_null() && size != 0 {
        std::process::abort();
    }
    p
}

unsafe extern "C" fn ts_calloc(count: usize, size: usize) -> *mut c_void {
    // SAFETY: plain mimalloc call.
    let p = unsafe { libmimalloc_sys::mi_calloc(count, size) };
    if p.is_null() && count != 0 && size != 0 {
        std::process::abort();
    }
    p
}

unsafe extern "C" fn ts_realloc(ptr: *mut c_void, size: usize) -> *mut c_void {
    // SAFETY: `ptr` came from this allocator (installed before any tree-sitter object).
    let p = unsafe { libmimalloc_sys::mi_realloc(ptr, size) };
    if p.is_null() && size != 0 {
        std::process::abort();
    }
    p
}

unsafe extern "C" fn ts_free(ptr: *mut c_void) {
    // SAFETY: `ptr` came from this allocator (installed before any tree-sitter object).
    unsafe { libmimalloc_sys::mi_free(ptr) }
}

fn main() {
    // SAFETY: installed first thing, on the only thread, before any
    // tree-sitter object exists; the four functions are one allocator.
    unsafe {
        tree_sitter::set_allocator(Some(tree_sitter::Allocator {
            malloc: ts_malloc,
            calloc: ts_calloc,
            realloc: ts_realloc,
            free: ts_free,
        }));
    }
    std::process::exit(resilint::cli::main());
}
