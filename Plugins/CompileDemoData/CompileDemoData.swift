import Foundation
import PackagePlugin

/// Compiles the demo's data that GLib reads compiled, into the build folder:
/// `po/*.po` into gettext catalogs and its GSettings schema into
/// `gschemas.compiled`, so that an app run with `swift run` finds both there;
/// an installed app finds them under its prefix instead (`Scripts/install`).
@main
struct CompileDemoData: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let catalogs = context.package.directoryURL.appending(path: "po")
        let translations = try FileManager.default.contentsOfDirectory(at: catalogs, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "po" }
            .sorted { $0.path < $1.path }
        let schema = context.package.directoryURL.appending(path: "Resources/io.github.stepperkit.StepperDemo.gschema.xml")
        let output = context.pluginWorkDirectoryURL
        return [
            .buildCommand(
                displayName: "Compiling the translations and the settings schema",
                executable: try context.tool(named: "compile-demo-data").url,
                arguments: [output.path, schema.path] + translations.map(\.path),
                inputFiles: [schema] + translations,
                outputFiles: [output.appending(path: "BuiltDemoData.swift")])
        ]
    }
}
