import Foundation
import StepperTestSupport
import XCTest

/// The installed `libstepperkit-1` exports what its header declares and
/// nothing else, and `capi/stepperkit-1.symbols`, committed, says what that
/// is: an export removed, renamed or added fails here until the list (and
/// the ABI promise in docs/beyond-swift.md) says so too.
final class LibraryABITests: XCTestCase {
    /// The committed list of the library's exports.
    private func committedSymbols() throws -> [String] {
        try String(contentsOfFile: InstallTests.repository + "/capi/stepperkit-1.symbols", encoding: .utf8)
            .split(separator: "\n").map(String.init)
    }

    func testTheLibraryExportsTheCommittedSymbolsAndNothingElse() throws {
        let prefix = try LibraryInstall.prefix()
        let nm = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/nm"), ["-D", "--defined-only", prefix + "/lib/libstepperkit-1.so.0"],
            environment: ProcessInfo.processInfo.environment)
        XCTAssertEqual(nm.wait(timeout: 60), 0, nm.standardError)
        // Lines such as "0000000000049a10 T sk_stepper_get_type".
        let exported = nm.standardOutput.split(separator: "\n").map { $0.split(separator: " ").last.map(String.init) ?? "" }
        let symbols = try committedSymbols()
        XCTAssertEqual(symbols, symbols.sorted(), "capi/stepperkit-1.symbols is kept sorted")
        XCTAssertEqual(exported.sorted(), symbols, "nm -D --defined-only:\n\(nm.standardOutput)")
    }

    /// The list is the header's: each function the installed headers declare
    /// (a `G_DECLARE_FINAL_TYPE` declares `…_get_type`), and each the GIR
    /// binds, is on it, and nothing else is.
    func testTheCommittedSymbolsAreTheFunctionsOfTheHeaderAndTheGIR() throws {
        let prefix = try LibraryInstall.prefix()
        var declared = Set<String>()
        for header in ["stepperkit.h", "stepperkit-version.h"] {
            let text = try String(contentsOfFile: prefix + "/include/stepperkit-1/" + header, encoding: .utf8)
            // Declarations start a line; the doc comments' lines start with " *".
            declared.formUnion(text.matches(of: /(?m)^[A-Za-z][A-Za-z0-9_ ]*[ *](sk_[a-z0-9_]+) \(/).map { String($0.1) })
            declared.formUnion(text.matches(of: /G_DECLARE_FINAL_TYPE \(\w+, (sk_[a-z0-9_]+),/).map { String($0.1) + "_get_type" })
        }
        let symbols = Set(try committedSymbols())
        XCTAssertEqual(declared, symbols, "the headers declare what the list names")
        let gir = try String(contentsOfFile: prefix + "/share/gir-1.0/StepperKit-1.gir", encoding: .utf8)
        let bound = Set(gir.matches(of: /(?:c:identifier|glib:get-type)="(sk_[a-z0-9_]+)"/).map { String($0.1) })
        XCTAssertEqual(bound, symbols, "the GIR binds what the list names")
    }
}
