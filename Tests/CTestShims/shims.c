#include "CTestShims.h"

char *
sktest_accessible_check_string_property (GtkAccessible *accessible, GtkAccessibleProperty property,
                                          const char *expected)
{
  return gtk_test_accessible_check_property (accessible, property, expected);
}

char *
sktest_accessible_check_double_property (GtkAccessible *accessible, GtkAccessibleProperty property,
                                          double expected)
{
  return gtk_test_accessible_check_property (accessible, property, expected);
}

char *
sktest_accessible_check_boolean_state (GtkAccessible *accessible, GtkAccessibleState state, gboolean expected)
{
  return gtk_test_accessible_check_state (accessible, state, expected);
}

char *
sktest_accessible_check_invalid_state (GtkAccessible *accessible, GtkAccessibleInvalidState expected)
{
  return gtk_test_accessible_check_state (accessible, GTK_ACCESSIBLE_STATE_INVALID, expected);
}

int
sktest_accessible_is_focused (GtkAccessible *accessible)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  return gtk_accessible_get_platform_state (accessible, GTK_ACCESSIBLE_PLATFORM_STATE_FOCUSED) ? 1 : 0;
#else
  (void) accessible;
  return -1;
#endif
}
