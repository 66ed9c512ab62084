import Glibc

/// What the suite runs under, for the few tests whose figures a sanitizer changes.
package enum Sanitizer {
    /// Whether this process (and so every program the build made with it)
    /// runs under AddressSanitizer (`swift test --sanitize=address`): its
    /// allocator keeps freed memory in quarantine and pads every block, so
    /// resident memory is no measure of the program's own.
    package static let isAddressSanitizerActive = dlsym(nil, "__asan_init") != nil

    /// `environment` with the AddressSanitizer options that Scripts/test-sanitized
    /// gives the programs the tests start (`STEPPERKIT_CHILD_ASAN_OPTIONS`),
    /// after the test process's own: ASan takes the last value of an option.
    ///
    /// The test process itself runs without leak detection, as
    /// swift-corelibs-xctest keeps every test case it ran, and what its
    /// `setUp` stored, where LeakSanitizer sees them as lost (a package with one
    /// test storing one dictionary shows it too); the demo app and the
    /// benchmark, which the tests start, are checked for leaks.
    package static func optionsForChildren(_ environment: [String: String]) -> [String: String] {
        guard let options = environment["STEPPERKIT_CHILD_ASAN_OPTIONS"] else { return environment }
        var result = environment
        result["ASAN_OPTIONS"] = [environment["ASAN_OPTIONS"], options].compactMap { $0 }.joined(separator: ":")
        return result
    }
}
