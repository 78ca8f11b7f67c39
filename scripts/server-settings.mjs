// The production server's V8 and allocator settings: scripts/start.mjs starts the server with them, and the
// benchmark's floor server (scripts/bench/floor.ts) runs with them too. Reading every arcade into the search indexes
// at start-up allocates fast enough that V8 would grow its young generation to 128 MB and keep it; 4 MB semi-spaces
// bound it (12 MB of young generation in all) under load too. V8 lets its old generation grow to up to four times what
// a collection left before collecting again; 30% keeps a server that renders distinct pages all day near its live
// size. `--expose-gc` lets the start-up garbage be collected before the first request. glibc's allocator: two arenas
// instead of one per thread, and blocks of 128 KB or more (the compressors' windows, the sitemaps) mapped on their own,
// so that freeing one hands its memory back at once instead of leaving holes in a heap that never shrinks (at 64 KB,
// the 85 KB of pages SQLite's page cache takes at a time were mapped and unmapped at nearly every insert: an import's
// arcades and revisions took two to six times as long); the free top of a heap is handed back once it reaches 512 KB
// (at 128 KB, a writer of rows of a few KB gave memory back and took it again at nearly every row).
// (docs/decisions/0026-server-heap.md, 0048-bounded-memory.md, 0070-allocator-trim-threshold.md,
// 0075-allocator-mmap-threshold.md)
export const NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=30', '--expose-gc']
export const MALLOC = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '524288' }
