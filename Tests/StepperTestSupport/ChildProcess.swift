import Foundation
import Synchronization
import XCTest

/// Bytes a child process printed, gathered as they arrive.
private final class Collected: Sendable {
    let bytes = Mutex(Data())
    var text: String { bytes.withLock { String(decoding: $0, as: UTF8.self) } }
}

/// A program run by a test inside the test's headless session.
package final class ChildProcess {
    /// The process.
    package let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    private let collectedOutput = Collected()
    private let collectedErrors = Collected()

    /// The folder holding the build's products: the test bundle, `stepper-demo`, `stepper-bench`.
    package static var productsDirectory: URL {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent()
    }

    /// The demo app as built alongside the tests.
    package static var demoExecutable: URL { productsDirectory.appendingPathComponent("stepper-demo") }

    /// Starts `executable` with `arguments` in `environment`.
    package init(_ executable: URL, _ arguments: [String] = [], environment: [String: String]) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = output
        process.standardError = errors
        for (pipe, collected) in [(output, collectedOutput), (errors, collectedErrors)] {
            pipe.fileHandleForReading.readabilityHandler = { handle in
                let data = handle.availableData
                collected.bytes.withLock { $0.append(data) }
            }
        }
        try process.run()
    }

    /// Waits for the process to exit, killing it after `timeout` seconds.
    ///
    /// - Returns: The exit status, or `nil` when it had to be killed.
    @discardableResult
    package func wait(timeout: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline {
            usleep(20_000)
        }
        if process.isRunning {
            stop()
            return nil
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Stops the process (SIGTERM) and waits for it.
    package func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    /// What the process printed on standard output so far.
    package var standardOutput: String {
        usleep(20_000)
        return collectedOutput.text
    }

    /// What the process printed on standard error so far.
    package var standardError: String {
        usleep(20_000)
        return collectedErrors.text
    }

    deinit {
        stop()
        output.fileHandleForReading.readabilityHandler = nil
        errors.fileHandleForReading.readabilityHandler = nil
    }
}
