import CDemoShims
import CGtk

/// Where GSettings keeps the demo's settings: GNOME's own store (dconf, or a
/// Flatpak's key file), or one of a test's own.
public final class SettingsBackend: @unchecked Sendable {
    // One reference, dropped in deinit; GObject's references are thread-safe.
    let backend: OpaquePointer?

    private init(_ backend: OpaquePointer?) { self.backend = backend }

    deinit { if let backend { g_object_unref(UnsafeMutableRawPointer(backend)) } }

    /// GLib's default backend: dconf on a GNOME desktop, what `gsettings` uses.
    public static let system = SettingsBackend(nil)

    /// Settings that live in this process alone and start at the schema's defaults.
    public static func memory() -> SettingsBackend { SettingsBackend(skdemo_memory_settings_backend_new()) }

    /// Settings kept in a key file at `path`, as GLib's `keyfile` backend keeps
    /// them (and as `gsettings` does with `GSETTINGS_BACKEND=keyfile`).
    public static func keyFile(at path: String) -> SettingsBackend {
        SettingsBackend(skdemo_keyfile_settings_backend_new(path))
    }
}
