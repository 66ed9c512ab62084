import CGtk
import Glibc

/// A GLib key file (`.ini` style: groups of `key=value` lines); plain data, no GTK.
package final class KeyFile {
    private let keyFile: OpaquePointer

    /// Creates an empty key file.
    package init() {
        keyFile = g_key_file_new()
    }

    /// Parses key-file text.
    ///
    /// - Throws: ``GLibError`` with GLib's description of the first syntax error.
    package init(parsing text: String) throws(GLibError) {
        keyFile = g_key_file_new()
        do {
            _ = try withGError { g_key_file_load_from_data(keyFile, text, gsize(text.utf8.count), G_KEY_FILE_KEEP_COMMENTS, $0) }
        } catch {
            g_key_file_unref(keyFile)
            throw error
        }
    }

    deinit {
        g_key_file_unref(keyFile)
    }

    /// The raw (still escaped) value of a key, or `nil` when there is none.
    package func rawValue(group: String, key: String) -> String? {
        guard let value = g_key_file_get_value(keyFile, group, key, nil) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// A string value with key-file escapes (`\n`, `\s`...) undone.
    ///
    /// - Throws: ``GLibError`` when the key is missing or its escapes are broken.
    package func string(group: String, key: String) throws(GLibError) -> String {
        let value = try withGError { g_key_file_get_string(keyFile, group, key, $0) }
        guard let value else { return "" }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// Sets a raw value (for numbers and booleans, which need no escaping).
    package func setRawValue(_ value: String, group: String, key: String) {
        g_key_file_set_value(keyFile, group, key, value)
    }

    /// Sets a string value, escaping what the format requires.
    package func setString(_ value: String, group: String, key: String) {
        g_key_file_set_string(keyFile, group, key, value)
    }

    /// The keys of a group, in file order.
    package func keys(group: String) -> [String] {
        var count: gsize = 0
        guard let list = g_key_file_get_keys(keyFile, group, &count, nil) else { return [] }
        defer { g_strfreev(list) }
        return (0..<Int(count)).compactMap { list[$0].map { String(cString: $0) } }
    }

    /// The key file as text.
    package var text: String {
        guard let data = g_key_file_to_data(keyFile, nil, nil) else { return "" }
        defer { g_free(data) }
        return String(cString: data)
    }
}

/// Files, through GLib: atomic writes and the XDG folders.
package enum Files {
    /// `$XDG_CONFIG_HOME`, or its default `~/.config`.
    package static var userConfigDirectory: String { String(cString: g_get_user_config_dir()) }

    /// The absolute path of the running program, from `/proc/self/exe`.
    package static var executablePath: String? {
        guard let path = g_file_read_link("/proc/self/exe", nil) else { return nil }
        defer { g_free(path) }
        return String(cString: path)
    }

    /// The whole content of a file.
    ///
    /// - Throws: ``GLibError``, with code `G_FILE_ERROR_NOENT` for a missing file.
    package static func contents(of path: String) throws(GLibError) -> [UInt8] {
        var data: UnsafeMutablePointer<CChar>?
        var length: gsize = 0
        _ = try withGError { g_file_get_contents(path, &data, &length, $0) }
        defer { g_free(data) }
        guard let data else { return [] }
        return Array(UnsafeRawBufferPointer(start: data, count: Int(length)))
    }

    /// Whether a failed read found no file at all.
    package static func isMissingFile(_ error: GLibError) -> Bool {
        error.domain == String(cString: g_quark_to_string(g_file_error_quark())) && error.code == Int(G_FILE_ERROR_NOENT.rawValue)
    }

    /// Replaces a file's content atomically (a new file renamed over the old one).
    package static func write(_ bytes: [UInt8], to path: String) throws(GLibError) {
        _ = try withGError { error in
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) {
                    g_file_set_contents(path, $0.baseAddress, gssize($0.count), error)
                }
            }
        }
    }

    /// Creates a folder and its parents (mode 0700), when they do not exist.
    ///
    /// - Throws: ``GLibError`` naming the folder and the system's reason.
    package static func createDirectory(_ path: String) throws(GLibError) {
        guard g_mkdir_with_parents(path, 0o700) != 0 else { return }
        let code = errno
        let reason = String(cString: g_strerror(code))
        throw GLibError(message: "cannot create \(path): \(reason)", domain: "g-file-error-quark", code: Int(code))
    }

    /// The folder part of a path.
    package static func directory(of path: String) -> String {
        guard let dir = g_path_get_dirname(path) else { return "." }
        defer { g_free(dir) }
        return String(cString: dir)
    }
}
