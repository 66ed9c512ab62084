import Foundation
import Synchronization
import XCTest

/// Bytes a child process printed, gathered as they arrive by a reader of
/// their own that runs until the pipe closes.
private final class Collected: Sendable {
    let bytes = Mutex(Data())
    let finished = DispatchGroup()
    var text: String { bytes.withLock { String(decoding: $0, as: UTF8.self) } }

    /// Reads `handle` to its end on another thread, keeping each chunk as
    /// it arrives: `FileHandle.read(upToCount:)` would wait for the whole
    /// count, or the end, before handing anything over.
    func read(_ handle: FileHandle) {
        finished.enter()
        Thread.detachNewThread { [self] in
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { Glibc.read(handle.fileDescriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    bytes.withLock { $0.append(contentsOf: buffer[..<count]) }
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            finished.leave()
        }
    }
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

    /// Starts `executable` with `arguments` in `environment`, in `directory`
    /// (or this process's current directory).
    package init(
        _ executable: URL, _ arguments: [String] = [], environment: [String: String], in directory: String? = nil
    ) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.environment = Sanitizer.optionsForChildren(environment)
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // The parent's copies of the write ends must close, or the readers never see the end.
        try? output.fileHandleForWriting.close()
        try? errors.fileHandleForWriting.close()
        collectedOutput.read(output.fileHandleForReading)
        collectedErrors.read(errors.fileHandleForReading)
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

    /// What the process printed on standard output: all of it once it has
    /// exited, what arrived so far while it runs.
    package var standardOutput: String {
        waitForEnd(of: collectedOutput)
        return collectedOutput.text
    }

    /// What the process printed on standard error, as ``standardOutput``.
    package var standardError: String {
        waitForEnd(of: collectedErrors)
        return collectedErrors.text
    }

    private func waitForEnd(of collected: Collected) {
        guard !process.isRunning else { return }
        // A descendant that kept the pipe open must not hang the test.
        _ = collected.finished.wait(timeout: .now() + 10)
    }

    deinit {
        stop()
    }
}
