import CGtk
import GtkInterop

/// One schema's settings in GSettings, as the demo reads and writes them:
/// the glue between its settings logic (``DemoSettings``) and GIO.
@MainActor
final class SettingsStore {
    /// A settings schema found in a folder or GLib's own.
    @MainActor
    final class Schema {
        fileprivate let schema: OpaquePointer
        /// The folder it was found in, or `nil` for GLib's folders.
        let directory: String?

        fileprivate init(_ schema: OpaquePointer, directory: String?) {
            (self.schema, self.directory) = (schema, directory)
        }

        isolated deinit { g_settings_schema_unref(schema) }

        /// The schema `id`, from the first of `directories` that has it
        /// compiled, or from GLib's folders; `nil` when none has it.
        static func find(_ id: String, in directories: [String]) -> Schema? {
            let systemSource = g_settings_schema_source_get_default()
            for directory in directories {
                guard case .regular = Files.kind(at: directory + "/gschemas.compiled"),
                      let source = g_settings_schema_source_new_from_directory(directory, systemSource, 0, nil)
                else { continue }
                defer { g_settings_schema_source_unref(source) }
                if let schema = g_settings_schema_source_lookup(source, id, 0) { return Schema(schema, directory: directory) }
            }
            guard let systemSource, let schema = g_settings_schema_source_lookup(systemSource, id, 1) else { return nil }
            return Schema(schema, directory: nil)
        }

        /// Whether the schema has a key `name` of the basic type `type`
        /// (`"x"`, `"b"`, `"s"`: GVariant's type strings).
        func hasKey(_ name: String, ofType type: String) -> Bool {
            guard g_settings_schema_has_key(schema, name) != 0, let key = g_settings_schema_get_key(schema, name) else { return false }
            defer { g_settings_schema_key_unref(key) }
            // The type string runs on past the type it starts with: compare the length too.
            let valueType = g_settings_schema_key_get_value_type(key)
            return String(cString: g_variant_type_peek_string(valueType)).hasPrefix(type)
                && g_variant_type_get_string_length(valueType) == type.utf8.count
        }
    }

    /// A key's value, of one of the types the demo's keys have.
    enum Value: Equatable {
        /// A 64-bit whole number (`x`).
        case integer(Int)
        /// A truth value (`b`).
        case boolean(Bool)
        /// A string (`s`).
        case string(String)
    }

    /// The `GSettings` object.
    let settings: UnsafeMutablePointer<GSettings>
    /// Owns the one reference to ``settings``.
    private let reference: ObjectReference

    /// Opens `schema`'s settings in `backend`.
    init(_ schema: Schema, backend: SettingsBackend) {
        settings = g_settings_new_full(schema.schema, backend.backend, nil).unsafelyUnwrapped  // never NULL
        reference = ObjectReference(sinking: settings)
        g_object_unref(UnsafeMutableRawPointer(settings))  // the reference holds it now
    }

    /// The value of `key`, read as `type` says; `nil` when it cannot be read.
    func value(of key: String, as type: Value) -> Value? {
        guard let variant = g_settings_get_value(settings, key) else { return nil }
        defer { g_variant_unref(variant) }
        switch type {
        case .integer: return .integer(Int(g_variant_get_int64(variant)))
        case .boolean: return .boolean(g_variant_get_boolean(variant) != 0)
        case .string: return .string(String(cString: g_variant_get_string(variant, nil)))
        }
    }

    /// Whether `key` can be written (an administrator can lock it).
    func isWritable(_ key: String) -> Bool { g_settings_is_writable(settings, key) != 0 }

    /// Writes `value` to `key`.
    ///
    /// - Returns: Whether GSettings took it.
    @discardableResult
    func set(_ value: Value, for key: String) -> Bool {
        let variant: OpaquePointer
        switch value {
        case .integer(let number): variant = g_variant_new_int64(number)
        case .boolean(let flag): variant = g_variant_new_boolean(flag.gboolean)
        case .string(let text): variant = g_variant_new_string(text)
        }
        return g_settings_set_value(settings, key, variant) != 0  // takes the floating variant
    }

    /// Writes every change not yet written, in every backend, before the app ends.
    static func writeEverythingPending() { g_settings_sync() }

    /// Calls `handler` after any key changes, whoever changed it.
    func onChange(_ handler: @escaping @MainActor () -> Void) {
        Signal.connectPointerArgument(settings, "changed") { _ in handler() }
    }
}
