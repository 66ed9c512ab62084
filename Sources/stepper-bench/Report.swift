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
    var listScrollSeconds: [WidgetKind: Sample] = [:]
    var listWorstFrameSeconds: [WidgetKind: Sample] = [:]
    var listResidentBytes: [WidgetKind: Sample] = [:]
    var fanoutSeconds: [WidgetKind: Sample] = [:]
    var rebindSeconds = Sample(values: [])
    var growthSeconds: [WidgetKind: [Int: Sample]] = [:]
    var growthBytes: [WidgetKind: [Int: Sample]] = [:]
    var rowSeconds: [Rows.Kind: Sample] = [:]
    var rowBytes: [Rows.Kind: Sample] = [:]

    /// The parts of a run, for measuring one alone.
    enum Part: String, CaseIterable {
        case creation, rows, updates, dispatch, startup, list, fanout, growth
    }

    /// Rows per run of the rows part: a long preferences page.
    static let rowCount = 200

    /// The kinds compared in the list and fan-out parts.
    static let valueWidgets: [WidgetKind] = [.stepper, .spinButton]

    /// Runs every measurement `options.repetitions` times, after one warm-up
    /// round, rotating the order of the widgets from one repetition to the next.
    static func measure(_ options: Options) throws -> Report {
        var report = Report(options: options)
        func wanted(_ part: Part) -> Bool { options.only == nil || options.only == part }
        if wanted(.creation) {
            for kind in options.creationKinds { _ = Measurements.creation(of: kind, count: 50) }
        }
        if wanted(.rows) {
            for kind in Rows.Kind.allCases { _ = Rows.creation(of: kind, count: 20) }
        }
        if wanted(.updates) {
            for kind in WidgetKind.valueKinds { _ = Measurements.updates(of: kind, count: 1_000) }
        }
        if wanted(.dispatch) {
            _ = Measurements.dispatch(toSwift: true, count: 10_000)
            _ = Measurements.dispatch(toSwift: false, count: 10_000)
        }
        if wanted(.fanout) {
            for kind in valueWidgets { _ = Scale.fanout(of: kind, changes: 5) }
        }

        for repetition in 0..<options.repetitions {
            let kinds = options.creationKinds
            let first = repetition % kinds.count
            let rotated: [WidgetKind] = Array(kinds[first...]) + Array(kinds[..<first])
            for kind in rotated where wanted(.creation) {
                let (seconds, bytes) = Measurements.creation(of: kind, count: options.widgets)
                report.creationSeconds[kind, default: Sample(values: [])].values.append(seconds)
                report.creationBytes[kind, default: Sample(values: [])].values.append(bytes)
            }
            for kind in repetition.isMultiple(of: 2) ? Rows.Kind.allCases : Rows.Kind.allCases.reversed() where wanted(.rows) {
                let (seconds, bytes) = Rows.creation(of: kind, count: Self.rowCount)
                report.rowSeconds[kind, default: Sample(values: [])].values.append(seconds)
                report.rowBytes[kind, default: Sample(values: [])].values.append(bytes)
            }
            for kind in repetition.isMultiple(of: 2) ? WidgetKind.valueKinds : WidgetKind.valueKinds.reversed()
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
            let pair = repetition.isMultiple(of: 2) ? valueWidgets : valueWidgets.reversed()
            for kind in pair where wanted(.fanout) {
                report.fanoutSeconds[kind, default: Sample(values: [])].values.append(Scale.fanout(of: kind, changes: 50))
            }
            // Ten thousand widgets take seconds; three runs of each size are enough.
            if wanted(.growth) && repetition < 3 {
                for kind in pair {
                    for size in Scale.growthSizes {
                        let (seconds, bytes) = Scale.growth(of: kind, count: size)
                        report.growthSeconds[kind, default: [:]][size, default: Sample(values: [])].values.append(seconds)
                        report.growthBytes[kind, default: [:]][size, default: Sample(values: [])].values.append(bytes)
                    }
                }
            }
            if wanted(.list) {
                report.rebindSeconds.values.append(Scale.rebind(count: 20_000))
                // A list scroll takes a while (a frame per step); fewer runs of it.
                if repetition < max(1, (options.repetitions + 1) / 2) {
                    for kind in pair {
                        let run = try Scale.list(of: kind)
                        report.listScrollSeconds[kind, default: Sample(values: [])].values.append(run.scrollSeconds)
                        report.listWorstFrameSeconds[kind, default: Sample(values: [])].values.append(run.worstFrameSeconds)
                        report.listResidentBytes[kind, default: Sample(values: [])].values.append(run.residentBytes)
                    }
                }
            }
        }
        return report
    }

    // MARK: Ratios (ours divided by the reference; below 1.0 is better)

    var creationTimeRatio: Double { ratio(creationSeconds[.stepper], creationSeconds[.spinButton]) }
    var creationMemoryRatio: Double { ratio(creationBytes[.stepper], creationBytes[.spinButton]) }
    var updateRatio: Double { ratio(updateSeconds[.stepper], updateSeconds[.spinButton]) }
    var decimalCreationTimeRatio: Double { ratio(creationSeconds[.decimalStepper], creationSeconds[.decimalSpinButton]) }
    var decimalCreationMemoryRatio: Double { ratio(creationBytes[.decimalStepper], creationBytes[.decimalSpinButton]) }
    var decimalUpdateRatio: Double { ratio(updateSeconds[.decimalStepper], updateSeconds[.decimalSpinButton]) }
    var dispatchRatio: Double { ratio(dispatchToSwift, dispatchToC) }
    var startUpRatio: Double { ratio(startUpSeconds[.demo], startUpSeconds[.spinButtonWindow]) }
    var startUpAdwaitaRatio: Double { ratio(startUpSeconds[.demo], startUpSeconds[.adwaitaSpinButtonWindow]) }
    var listScrollRatio: Double { ratio(listScrollSeconds[.stepper], listScrollSeconds[.spinButton]) }
    var listMemoryRatio: Double { ratio(listResidentBytes[.stepper], listResidentBytes[.spinButton]) }
    var fanoutRatio: Double { ratio(fanoutSeconds[.stepper], fanoutSeconds[.spinButton]) }
    var rowTimeRatio: Double { ratio(rowSeconds[.stepperRow], rowSeconds[.reference]) }
    var rowMemoryRatio: Double { ratio(rowBytes[.stepperRow], rowBytes[.reference]) }

    private func ratio(_ ours: Sample?, _ reference: Sample?) -> Double {
        guard let ours, let reference, reference.median != 0 else { return .nan }
        return ours.median / reference.median
    }

    /// The hand-built box of a stepper's three GTK widgets (two buttons and
    /// a label) against GtkSpinButton: what a stepper's widgets alone cost.
    var boxCreationTimeRatio: Double { ratio(creationSeconds[.handBuiltBox], creationSeconds[.spinButton]) }

    /// Whether a stepper needs no text field at rest (GTK 4.14 and later, issue 42).
    static let isFieldMadeForTyping = EditableDelegation.textReachesAssistiveToolsWithoutDelegate

    /// The creation memory target: 0.75 of a GtkSpinButton where a stepper
    /// needs no field at rest; else 1.0.
    static let creationMemoryLimit = isFieldMadeForTyping ? 0.75 : 1.0

    /// The creation time target. Where a stepper needs no field at rest, it
    /// is measured against its own three widgets (issue 52): the hand-built
    /// box's ratio in the same run plus 0.05, or 0.75 where the box measures
    /// below 0.70. On GTK 4.18 a GtkSpinButton is cheap and every widget
    /// costs about 40 µs to its first frame, so the box alone measured 0.70
    /// to 0.80 of one (docs/quality.md). Else 1.0.
    var creationTimeLimit: Double {
        guard Self.isFieldMadeForTyping else { return 1.0 }
        let box = boxCreationTimeRatio
        return box.isNaN || box < 0.70 ? 0.75 : box + 0.05
    }

    /// The targets the issues set, with whether this run met them.
    var targets: [(name: String, ratio: Double, limit: Double)] {
        [("creation time", creationTimeRatio, creationTimeLimit), ("creation memory", creationMemoryRatio, Self.creationMemoryLimit),
         ("updates", updateRatio, 1.0),
         // Decimals are held to the whole numbers' targets (issue 50).
         ("digits 2: creation time", decimalCreationTimeRatio, creationTimeLimit),
         ("digits 2: creation memory", decimalCreationMemoryRatio, Self.creationMemoryLimit),
         ("digits 2: updates", decimalUpdateRatio, 1.0), ("dispatch", dispatchRatio, 1.5), ("start-up", startUpRatio, 1.1),
         ("list scroll", listScrollRatio, 1.0), ("list memory", listMemoryRatio, 1.0), ("fan-out", fanoutRatio, 1.0),
         ("row creation time", rowTimeRatio, 1.0), ("row creation memory", rowMemoryRatio, 1.0)]
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

    private func megabytes(_ sample: Sample?) -> String {
        guard let sample else { return "—" }
        return String(format: "%.1f MB ± %.1f", sample.median / 1_048_576, sample.spread / 1_048_576)
    }

    private func seconds(_ sample: Sample?) -> String {
        guard let sample else { return "—" }
        return String(format: "%.2f s ± %.2f", sample.median, sample.spread)
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
            row(["", "Stepper (digits 2)", "GtkSpinButton (digits 2)", "", "ours/spin"]),
            row(["digits 2: creation time", microseconds(creationSeconds[.decimalStepper]),
                 microseconds(creationSeconds[.decimalSpinButton]), "", String(format: "%.2f", decimalCreationTimeRatio)]),
            row(["digits 2: creation memory", kilobytes(creationBytes[.decimalStepper]),
                 kilobytes(creationBytes[.decimalSpinButton]), "", String(format: "%.2f", decimalCreationMemoryRatio)]),
            row(["digits 2: value update", microseconds(updateSeconds[.decimalStepper]),
                 microseconds(updateSeconds[.decimalSpinButton]), "", String(format: "%.2f", decimalUpdateRatio)]),
            row(["", "StepperRow", Rows.Kind.referenceName, "", "ours/ref"]),
            row(["row creation time (\(Self.rowCount) rows)", microseconds(rowSeconds[.stepperRow]),
                 microseconds(rowSeconds[.reference]), "", String(format: "%.2f", rowTimeRatio)]),
            row(["row creation memory", kilobytes(rowBytes[.stepperRow]), kilobytes(rowBytes[.reference]), "",
                 String(format: "%.2f", rowMemoryRatio)]),
            row(["", "Stepper", "GtkSpinButton", "", "ours/spin"]),
            row(["value update (from code)", microseconds(updateSeconds[.stepper]),
                 microseconds(updateSeconds[.spinButton]), "—", String(format: "%.2f", updateRatio)]),
            row(["", "Swift closure", "C handler", "", "ours/C"]),
            row(["value-changed dispatch", microseconds(dispatchToSwift), microseconds(dispatchToC), "",
                 String(format: "%.2f", dispatchRatio)]),
            row(["", "demo window", "GtkSpinButton window", "", "ours/spin"]),
            row(["start-up to first frame", milliseconds(startUpSeconds[.demo]),
                 milliseconds(startUpSeconds[.spinButtonWindow]), "", String(format: "%.2f", startUpRatio)]),
            row(["", "demo window", "AdwApplication + spin", "", "ours/adw"]),
            row(["start-up to first frame", milliseconds(startUpSeconds[.demo]),
                 milliseconds(startUpSeconds[.adwaitaSpinButtonWindow]), "", String(format: "%.2f", startUpAdwaitaRatio)]),
            row(["", "Stepper", "GtkSpinButton", "", "ours/spin"]),
            row(["list of \(Scale.listItems): scroll work", seconds(listScrollSeconds[.stepper]),
                 seconds(listScrollSeconds[.spinButton]), "", String(format: "%.2f", listScrollRatio)]),
            row(["list: worst frame", milliseconds(listWorstFrameSeconds[.stepper]),
                 milliseconds(listWorstFrameSeconds[.spinButton]), "", ""]),
            row(["list: resident memory growth", megabytes(listResidentBytes[.stepper]),
                 megabytes(listResidentBytes[.spinButton]), "", String(format: "%.2f", listMemoryRatio)]),
            row(["1 model, \(Scale.fanoutViews) views: a change", microseconds(fanoutSeconds[.stepper]),
                 microseconds(fanoutSeconds[.spinButton]), "", String(format: "%.2f", fanoutRatio)]),
            row(["rebinding a stepper", microseconds(rebindSeconds), "", "", ""]),
        ]
        for size in Scale.growthSizes {
            lines.append(row(["\(size) in a scrolled grid: time", microseconds(growthSeconds[.stepper]?[size]),
                              microseconds(growthSeconds[.spinButton]?[size]), "", "per widget"]))
            lines.append(row(["\(size) in a scrolled grid: memory", kilobytes(growthBytes[.stepper]?[size]),
                              kilobytes(growthBytes[.spinButton]?[size]), "", "per widget"]))
        }
        lines += [
            "",
            "updates per second: Stepper \(rate(updateSeconds[.stepper])), GtkSpinButton \(rate(updateSeconds[.spinButton]))",
            "targets: " + targets.filter { !$0.ratio.isNaN }
                .map { "\($0.name) \(String(format: "%.2f", $0.ratio)) ≤ \(String(format: "%.2f", $0.limit)) \($0.ratio <= $0.limit ? "met" : "MISSED")" }
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
            "creation_time_limit": number(creationTimeLimit),
            "box_creation_time_ratio": number(boxCreationTimeRatio),
            "creation_memory_ratio": number(creationMemoryRatio),
            "update_ratio": number(updateRatio),
            "decimal_creation_time_ratio": number(decimalCreationTimeRatio),
            "decimal_creation_memory_ratio": number(decimalCreationMemoryRatio),
            "decimal_update_ratio": number(decimalUpdateRatio),
            "dispatch_ratio": number(dispatchRatio),
            "startup_ratio": number(startUpRatio),
            "startup_libadwaita_ratio": number(startUpAdwaitaRatio),
            "list_scroll_ratio": number(listScrollRatio),
            "list_memory_ratio": number(listMemoryRatio),
            "list_worst_frame_ms": ["Stepper": number(listWorstFrameSeconds[.stepper].map { $0.median * 1e3 }),
                                    "GtkSpinButton": number(listWorstFrameSeconds[.spinButton].map { $0.median * 1e3 })],
            "list_items": Scale.listItems,
            "fanout_ratio": number(fanoutRatio),
            "row_creation_time_ratio": number(rowTimeRatio),
            "row_creation_memory_ratio": number(rowMemoryRatio),
            "row_reference": Rows.Kind.referenceName,
            "row_seconds_per_row": ["StepperRow": figures(rowSeconds[.stepperRow]), "reference": figures(rowSeconds[.reference])],
            "row_bytes_per_row": ["StepperRow": figures(rowBytes[.stepperRow]), "reference": figures(rowBytes[.reference])],
            "fanout_views": Scale.fanoutViews,
            "rebind_seconds": number(rebindSeconds.values.isEmpty ? nil : rebindSeconds.median),
            "widgets": options.widgets,
            "repetitions": options.repetitions,
            "machine": Self.machine,
            "creation_seconds_per_widget": Dictionary(uniqueKeysWithValues: WidgetKind.allCases.map { ($0.rawValue, figures(creationSeconds[$0])) }),
            "creation_bytes_per_widget": Dictionary(uniqueKeysWithValues: WidgetKind.allCases.map { ($0.rawValue, figures(creationBytes[$0])) }),
            "update_seconds": ["Stepper": figures(updateSeconds[.stepper]), "GtkSpinButton": figures(updateSeconds[.spinButton])],
            "dispatch_seconds": ["swift_closure": figures(dispatchToSwift), "c_handler": figures(dispatchToC)],
            "startup_seconds": ["demo": figures(startUpSeconds[.demo]), "spin_button_window": figures(startUpSeconds[.spinButtonWindow]),
                                "libadwaita_spin_button_window": figures(startUpSeconds[.adwaitaSpinButtonWindow])],
            "list_scroll_seconds": ["Stepper": figures(listScrollSeconds[.stepper]), "GtkSpinButton": figures(listScrollSeconds[.spinButton])],
            "list_resident_bytes": ["Stepper": figures(listResidentBytes[.stepper]), "GtkSpinButton": figures(listResidentBytes[.spinButton])],
            "growth_seconds_per_widget": Dictionary(uniqueKeysWithValues: Report.valueWidgets.map { kind in
                (kind.rawValue, Dictionary(uniqueKeysWithValues: Scale.growthSizes.map { (String($0), figures(growthSeconds[kind]?[$0])) }))
            }),
            "growth_bytes_per_widget": Dictionary(uniqueKeysWithValues: Report.valueWidgets.map { kind in
                (kind.rawValue, Dictionary(uniqueKeysWithValues: Scale.growthSizes.map { (String($0), figures(growthBytes[kind]?[$0])) }))
            }),
            "fanout_seconds_per_change": ["Stepper": figures(fanoutSeconds[.stepper]), "GtkSpinButton": figures(fanoutSeconds[.spinButton])],
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]) else {
            return "{}"
        }
        return String(decoding: data, as: UTF8.self)
    }
}
