/* C for the benchmark alone: the reference signal handler that Swift is
 * measured against, and the heap statistics Swift cannot import. */
#ifndef STEPPERKIT_BENCH_SUPPORT_H
#define STEPPERKIT_BENCH_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

/* A plain C signal handler for signals without arguments: counts its calls in
 * the uint64_t that user_data points to. */
void sk_bench_count_handler (void *instance, void *user_data);

/* Bytes the C heap has handed out and not taken back (mallinfo2's in-use blocks
 * plus mmapped ones); with G_SLICE=always-malloc this includes GLib's slices. */
size_t sk_bench_heap_in_use (void);

#endif
