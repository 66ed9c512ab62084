import CGtk
import GtkInterop
import Glibc

/// A GLib key file (`.ini` style: groups of `key=value` lines); plain data, no GTK.
package final class KeyFile {
    private let keyFile: OpaquePointer

    /// Creates an empty key file.
    package init() {
        keyFile = g_key_file_new()
    }

    /// Parses key-file text, keeping its comments and translations so that
    /// ``text`` gives them back.
    ///
    /// - Throws: ``GLibError`` with GLib's description of the first syntax error.
    package init(parsing text: String) throws(GLibError) {
        keyFile = g_key_file_new()
        let flags = GKeyFileFlags(G_KEY_FILE_KEEP_COMMENTS.rawValue | G_KEY_FILE_KEEP_TRANSLATIONS.rawValue)
        do {
            _ = try withGError { g_key_file_load_from_data(keyFile, text, gsize(text.utf8.count), flags, $0) }
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
