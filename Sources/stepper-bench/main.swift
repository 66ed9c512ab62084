import CGtk
import Foundation
import GtkInterop
import StepperDemo
import StepperGtk

// stepper-bench: StepperKit's Stepper against GtkSpinButton and a hand-built
// GtkBox, measured in one process and one run. Run it under Xvfb with
// GSK_RENDERER=cairo (Scripts/bench does); see docs/quality.md, "Performance".

/// The command line.
struct Options {
    var widgets = 1_000
    var repetitions = 5
    var updates = 20_000
    var emissions = 200_000
    var json = false
    var memoryCycles: Int?
    var startUpChild: StartUp.Subject?
    var listChild: WidgetKind?
    var only: Report.Part?
    /// The widgets the creation part makes: all of them unless `--kind` names one.
    var creationKinds = WidgetKind.allCases

    static let usage = """
        Usage: stepper-bench [--json] [--widgets N] [--repetitions N] [--memory-cycles N]
          --json             print one JSON object instead of a table
          --widgets N        widgets per creation run (default 1000)
          --repetitions N    runs of each measurement (default 5)
          --emissions N      value-changed emissions per dispatch run (default 200000)
          --list-items N     items in the list part (default 10000)
          --memory-cycles N  run N create/show/destroy cycles and print memory every 100
          --only PART        measure one part: creation, rows, updates, dispatch, startup, list, fanout or growth
                             (for profiling, e.g. under valgrind --tool=callgrind)
          --kind KIND        make only this kind in the creation part, such as "Stepper (digits 2)"
                             (to count one kind's instructions with callgrind)
        """

    @MainActor
    init(_ arguments: ArraySlice<String>) throws {
        var rest = arguments
        func number(_ name: String) throws -> Int {
            guard let text = rest.popFirst(), let value = Int(text), value > 0 else {
                throw BenchmarkError(description: "\(name) takes a positive whole number\n\(Self.usage)")
            }
            return value
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--json": json = true
            case "--widgets": widgets = try number(argument)
            case "--repetitions": repetitions = try number(argument)
            case "--memory-cycles": memoryCycles = try number(argument)
            case "--emissions": emissions = try number(argument)
            case "--list-items": Scale.listItems = try number(argument)
            case "--startup-child":
                guard let subject = rest.popFirst().flatMap(StartUp.Subject.init(rawValue:)) else {
                    throw BenchmarkError(description: "--startup-child takes demo, spin or adw-spin")
                }
                startUpChild = subject
            case "--list-child":
                guard let kind = rest.popFirst().flatMap(WidgetKind.init(rawValue:)), kind != .handBuiltBox else {
                    throw BenchmarkError(description: "--list-child takes Stepper or GtkSpinButton")
                }
                listChild = kind
            case "--kind":
                guard let kind = rest.popFirst().flatMap(WidgetKind.init(rawValue:)) else {
                    throw BenchmarkError(description: "--kind takes one of: "
                        + WidgetKind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))
                }
                creationKinds = [kind]
            case "--only":
                guard let part = rest.popFirst().flatMap(Report.Part.init(rawValue:)) else {
                    throw BenchmarkError(description: "--only takes creation, rows, updates, dispatch, startup, list, fanout or growth")
                }
                only = part
            case "--help", "-h":
                print(Self.usage)
                exit(0)
            default:
                throw BenchmarkError(description: "unknown argument \(argument)\n\(Self.usage)")
            }
        }
    }
}

/// GLib 2.74 still hands out small blocks from its slice allocator, which the
/// heap statistics do not see: restart with GSlice off before GLib loads.
func restartWithPlainMalloc() {
    guard ProcessInfo.processInfo.environment["G_SLICE"] != "always-malloc" else { return }
    setenv("G_SLICE", "always-malloc", 1)
    var arguments = CommandLine.arguments.map { strdup($0) } + [nil]
    execv("/proc/self/exe", &arguments)
    fatalError("cannot restart stepper-bench: \(String(cString: strerror(errno)))")
}

@MainActor
func main() -> Int32 {
    let options: Options
    do {
        options = try Options(CommandLine.arguments.dropFirst())
    } catch {
        FileHandle.standardError.write(Data("stepper-bench: \(error)\n".utf8))
        return 2
    }
    if let subject = options.startUpChild { StartUp.runChild(subject) }
    restartWithPlainMalloc()
    if let kind = options.listChild { Scale.runListChild(kind) }
    guard Display.open() else {
        FileHandle.standardError.write(Data(
            "stepper-bench: cannot open a display; run it as Scripts/bench, or under xvfb-run -a\n".utf8))
        return 1
    }
    if let cycles = options.memoryCycles {
        MemoryCycles.run(count: cycles)
        return 0
    }
    do {
        let report = try Report.measure(options)
        print(options.json ? report.json : report.table)
        return 0
    } catch {
        FileHandle.standardError.write(Data("stepper-bench: \(error)\n".utf8))
        return 1
    }
}

exit(MainActor.assumeIsolated { main() })
