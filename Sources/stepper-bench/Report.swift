import Foundation
import GtkInterop

/// Every figure of one benchmark run, and how to print it.
@MainActor
struct Report {
    var options: Options
    var creationSeconds: [WidgetKind: Sample] = [:]
    var creationBytes: [WidgetKind: Sample] = [:]
    var updateSeconds: [WidgetKind: Sample] = [:]
    var dispatchToSwift = Sample(values: [])
    var dispatchToC = Sample(values: [])
    var startUpSeconds: [StartUp.Subject: Sample] = [:]

    /// The parts of a run, for measuring one alone.
    enum Part: String {
        case creation, updates, dispatch, startup
    }

    /// Runs every measurement `options.repetitions` times, after one warm-up
    /// round, rotating the order of the widgets from one repetition to the next.
    static func measure(_ options: Options) throws -> Report {
        var report = Report(options: options)
        func wanted(_ part: Part) -> Bool { options.only == nil || options.only == part }
        if wanted(.creation) {
            for kind in WidgetKind.allCases { _ = Measurements.creation(of: kind, count: 50) }
        }
        if wanted(.updates) {
            _ = Measurements.updates(of: .stepper, count: 1_000)
            _ = Measurements.updates(of: .spinButton, count: 1_000)
        }
        if wanted(.dispatch) {
            _ = Measurements.dispatch(toSwift: true, count: 10_000)
            _ = Measurements.dispatch(toSwift: false, count: 10_000)
        }

        for repetition in 0..<options.repetitions {
            let kinds = WidgetKind.allCases
            let first = repetition % kinds.count
            let rotated: [WidgetKind] = Array(kinds[first...]) + Array(kinds[..<first])
            for kind in rotated where wanted(.creation) {
                let (seconds, bytes) = Measurements.creation(of: kind, count: options.widgets)
                report.creationSeconds[kind, default: Sample(values: [])].values.append(seconds)
                report.creationBytes[kind, default: Sample(values: [])].values.append(bytes)
            }
            for kind in repetition.isMultiple(of: 2) ? [WidgetKind.stepper, .spinButton] : [.spinButton, .stepper]
            where wanted(.updates) {
                report.updateSeconds[kind, default: Sample(values: [])].values.append(
                    Measurements.updates(of: kind, count: options.updates))
            }
            if wanted(.dispatch) {
                report.dispatchToSwift.values.append(Measurements.dispatch(toSwift: true, count: options.emissions))
                report.dispatchToC.values.append(Measurements.dispatch(toSwift: false, count: options.emissions))
            }
            for subject in StartUp.Subject.allCases where wanted(.startup) {
                report.startUpSeconds[subject, default: Sample(values: [])].values.append(try StartUp.measure(subject))
            }
        }
        return report
    }

    // MARK: Ratios (ours divided by the reference; below 1.0 is better)

    var creationTimeRatio: Double { ratio(creationSeconds[.stepper], creationSeconds[.spinButton]) }
    var creationMemoryRatio: Double { ratio(creationBytes[.stepper], creationBytes[.spinButton]) }
    var updateRatio: Double { ratio(updateSeconds[.stepper], updateSeconds[.spinButton]) }
    var dispatchRatio: Double { ratio(dispatchToSwift, dispatchToC) }
    var startUpRatio: Double { ratio(startUpSeconds[.demo], startUpSeconds[.spinButtonWindow]) }

    private func ratio(_ ours: Sample?, _ reference: Sample?) -> Double {
        guard let ours, let reference, reference.median != 0 else { return .nan }
        return ours.median / reference.median
    }

    /// The targets the issue sets, with whether this run met them.
    var targets: [(name: String, ratio: Double, limit: Double)] {
        [("creation time", creationTimeRatio, 1.0), ("creation memory", creationMemoryRatio, 1.0),
         ("updates", updateRatio, 1.0), ("dispatch", dispatchRatio, 1.5), ("start-up", startUpRatio, 1.2)]
    }

    // MARK: Printing

    static var machine: String {
        let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
        let renderer = ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "default"
        return "\(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores, GSK_RENDERER=\(renderer)"
    }

    private func microseconds(_ sample: Sample?) -> String {
        guard let sample else { return "—" }
        return String(format: "%.2f µs ± %.2f", sample.median * 1e6, sample.spread * 1e6)
    }

    private func kilobytes(_ sample: Sample?) -> String {
        guard let sample else { return "—" }
        return String(format: "%.1f kB ± %.1f", sample.median / 1024, sample.spread / 1024)
    }

    private func milliseconds(_ sample: Sample?) -> String {
        guard let sample else { return "—" }
        return String(format: "%.1f ms ± %.1f", sample.median * 1e3, sample.spread * 1e3)
    }

    var table: String {
        func row(_ cells: [String]) -> String {
            zip(cells, [30, 22, 22, 22, 10]).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                .joined(separator: " ")
        }
        var lines = [
            "stepper-bench: \(options.widgets) widgets, \(options.repetitions) repetitions; median ± half the range",
            "machine: \(Self.machine)",
            "",
            row(["", "Stepper", "GtkSpinButton", "GtkBox (btn+lbl+btn)", "ours/spin"]),
            row(["creation time per widget", microseconds(creationSeconds[.stepper]),
                 microseconds(creationSeconds[.spinButton]), microseconds(creationSeconds[.handBuiltBox]),
                 String(format: "%.2f", creationTimeRatio)]),
            row(["creation memory per widget", kilobytes(creationBytes[.stepper]),
                 kilobytes(creationBytes[.spinButton]), kilobytes(creationBytes[.handBuiltBox]),
                 String(format: "%.2f", creationMemoryRatio)]),
            row(["value update (from code)", microseconds(updateSeconds[.stepper]),
                 microseconds(updateSeconds[.spinButton]), "—", String(format: "%.2f", updateRatio)]),
            row(["", "Swift closure", "C handler", "", "ours/C"]),
            row(["value-changed dispatch", microseconds(dispatchToSwift), microseconds(dispatchToC), "",
                 String(format: "%.2f", dispatchRatio)]),
            row(["", "demo window", "GtkSpinButton window", "", "ours/spin"]),
            row(["start-up to first frame", milliseconds(startUpSeconds[.demo]),
                 milliseconds(startUpSeconds[.spinButtonWindow]), "", String(format: "%.2f", startUpRatio)]),
            "",
            "updates per second: Stepper \(rate(updateSeconds[.stepper])), GtkSpinButton \(rate(updateSeconds[.spinButton]))",
            "targets: " + targets.filter { !$0.ratio.isNaN }
                .map { "\($0.name) \(String(format: "%.2f", $0.ratio)) ≤ \($0.limit) \($0.ratio <= $0.limit ? "met" : "MISSED")" }
                .joined(separator: "; "),
        ]
        lines.append("")
        return lines.joined(separator: "\n")
    }

    private func rate(_ sample: Sample?) -> String {
        guard let sample, sample.median > 0 else { return "—" }
        return String(format: "%.0f", 1 / sample.median)
    }

    var json: String {
        // JSON has no NaN: a figure that was not measured is null.
        func number(_ value: Double?) -> Any { value.flatMap { $0.isNaN ? nil : $0 } ?? NSNull() }
        func figures(_ sample: Sample?) -> [String: Any] {
            guard let sample, !sample.values.isEmpty else { return [:] }
            return ["median": number(sample.median), "spread": number(sample.spread),
                    "min": number(sample.values.min()), "max": number(sample.values.max())]
        }
        let object: [String: Any] = [
            "creation_time_ratio": number(creationTimeRatio),
            "creation_memory_ratio": number(creationMemoryRatio),
            "update_ratio": number(updateRatio),
            "dispatch_ratio": number(dispatchRatio),
            "startup_ratio": number(startUpRatio),
            "widgets": options.widgets,
            "repetitions": options.repetitions,
            "machine": Self.machine,
            "creation_seconds_per_widget": Dictionary(uniqueKeysWithValues: WidgetKind.allCases.map { ($0.rawValue, figures(creationSeconds[$0])) }),
            "creation_bytes_per_widget": Dictionary(uniqueKeysWithValues: WidgetKind.allCases.map { ($0.rawValue, figures(creationBytes[$0])) }),
            "update_seconds": ["Stepper": figures(updateSeconds[.stepper]), "GtkSpinButton": figures(updateSeconds[.spinButton])],
            "dispatch_seconds": ["swift_closure": figures(dispatchToSwift), "c_handler": figures(dispatchToC)],
            "startup_seconds": ["demo": figures(startUpSeconds[.demo]), "spin_button_window": figures(startUpSeconds[.spinButtonWindow])],
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]) else {
            return "{}"
        }
        return String(decoding: data, as: UTF8.self)
    }
}
