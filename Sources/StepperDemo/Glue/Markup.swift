import CGtk

/// Pango markup and XML text: what labels with markup and AppStream files hold.
package enum Markup {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as entities, safe inside markup.
    package static func escaped(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }

    /// XML text with its five predefined entities (`&amp;`, `&lt;`, `&gt;`,
    /// `&quot;`, `&apos;`) turned back into characters; anything else is kept.
    package static func unescaped(_ text: String) -> String {
        let entities = ["&lt;": "<", "&gt;": ">", "&quot;": "\"", "&apos;": "'", "&amp;": "&"]
        var result = ""
        var rest = text[...]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            if let (entity, character) = entities.first(where: { rest.hasPrefix($0.key) }) {
                result += character
                rest = rest.dropFirst(entity.count)
            } else {
                result.append(rest.removeFirst())
            }
        }
        return result + rest
    }
}
