// The files in this folder that the demo loads, as compiled into the binary.
// SwiftPM generates `PackageResources` from the `.embedInCode` list in Package.swift.

/// The demo's resource files, compiled into the binary so that they load the
/// same way from `swift run`, from the build folder, or from a copy anywhere else.
public enum DemoResourceFiles {
    /// `window.ui`: the main window.
    public static var windowUI: String { String(decoding: PackageResources.window_ui, as: UTF8.self) }
    /// `style.css`: the demo's style sheet.
    public static var styleSheet: String { String(decoding: PackageResources.style_css, as: UTF8.self) }
    /// The AppStream metainfo (the About window's release notes come from it).
    public static var metainfo: String {
        String(decoding: PackageResources.io_github_stepperkit_StepperDemo_metainfo_xml, as: UTF8.self)
    }

    /// The folders that may hold the app's icons in the hicolor layout: the
    /// installed `share/icons` beside the binary's `bin`, then the source
    /// tree's, for a binary run from its build folder.
    public static func iconDirectories(executable: String?) -> [String] {
        func parent(_ path: String) -> String {
            path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        }
        var folders: [String] = []
        if let executable {
            folders.append(parent(parent(executable)) + "/share/icons")
        }
        folders.append(parent(#filePath) + "/icons")
        return folders
    }
}
