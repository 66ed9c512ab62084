import Foundation
import PackagePlugin

/// Compiles `po/*.po` into gettext catalogs in the build folder, so that an
/// app run with `swift run` finds its translations there; an installed app
/// finds them under its prefix instead (`Scripts/install`).
@main
struct CompileTranslations: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let catalogs = context.package.directoryURL.appending(path: "po")
        let translations = try FileManager.default.contentsOfDirectory(at: catalogs, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "po" }
            .sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL
        return [
            .buildCommand(
                displayName: "Compiling the translations",
                executable: try context.tool(named: "compile-translations").url,
                arguments: [output.path] + translations.map(\.path),
                inputFiles: translations,
                outputFiles: [output.appending(path: "BuiltTranslations.swift")])
        ]
    }
}
