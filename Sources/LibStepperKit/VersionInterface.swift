import CGtk
import StepperCore

// The version of libstepperkit-1 that a program runs with, as libadwaita's
// adw_get_major_version () and its kind answer theirs; the SK_*_VERSION
// macros of stepperkit-version.h are the version it was built against.
// Both come from `StepperKit.version`. These touch no GTK state, so, unlike
// the widgets' functions, any thread may call them.

/// `sk_get_major_version`: the major number of the library that runs.
@c(sk_get_major_version)
public func getMajorVersion() -> guint {
    guint(StepperKit.version.major)
}

/// `sk_get_minor_version`: the minor number of the library that runs.
@c(sk_get_minor_version)
public func getMinorVersion() -> guint {
    guint(StepperKit.version.minor)
}

/// `sk_get_micro_version`: the micro number of the library that runs.
@c(sk_get_micro_version)
public func getMicroVersion() -> guint {
    guint(StepperKit.version.micro)
}
