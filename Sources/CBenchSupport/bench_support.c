#include "CBenchSupport.h"

#include <malloc.h>

void
sk_bench_count_handler (void *instance, void *user_data)
{
  (void) instance;
  (*(uint64_t *) user_data)++;
}

size_t
sk_bench_heap_in_use (void)
{
  struct mallinfo2 info = mallinfo2 ();
  return info.uordblks + info.hblkhd;
}
