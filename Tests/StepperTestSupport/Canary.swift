/// An object whose release a test can watch: it calls `onRelease` when the
/// last reference to it goes, such as when GLib's destroy-notify releases the
/// box that held it.
public final class Canary {
    private let onRelease: () -> Void

    /// Creates a canary that calls `onRelease` when it is released.
    public init(onRelease: @escaping () -> Void) { self.onRelease = onRelease }

    deinit { onRelease() }
}
