/* C for the benchmark alone: the reference signal handler that Swift is
 * measured against, the heap statistics Swift cannot import, and libadwaita's
 * spin row, which only libadwaita 1.4 and later have (ADW_CHECK_VERSION). */
#ifndef STEPPERKIT_BENCH_SUPPORT_H
#define STEPPERKIT_BENCH_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

/* A plain C signal handler for signals without arguments: counts its calls in
 * the uint64_t that user_data points to. */
void sk_bench_count_handler (void *instance, void *user_data);

/* Bytes the C heap has handed out and not taken back (mallinfo2's in-use blocks
 * plus mmapped ones, or AddressSanitizer's count of them where its allocator
 * replaces malloc); with G_SLICE=always-malloc this includes GLib's slices. */
size_t sk_bench_heap_in_use (void);

/* An AdwSpinRow (libadwaita 1.4 and later) titled title over subtitle, for
 * whole numbers in lower...upper at value, or NULL where libadwaita has none. */
void *sk_bench_spin_row_new (const char *title, const char *subtitle, double lower, double upper, double value);

#endif
