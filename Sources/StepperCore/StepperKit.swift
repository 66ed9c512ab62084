/// StepperKit as a whole: the release these libraries come from.
///
/// The version is StepperKit's one number: `libstepperkit-1` answers it
/// (`sk_get_major_version ()`…), its header, its pkg-config file and its GIR
/// are made from it, and `stepper-demo --version` prints it. A program that
/// needs something a later release added can check it at run time:
///
/// ```swift
/// import StepperCore
///
/// if StepperKit.version >= StepperKit.Version(major: 1, minor: 1, micro: 0) {
///     print("StepperKit \(StepperKit.version)")
/// }
/// ```
public enum StepperKit {
    /// The version of the StepperKit these libraries were built from.
    public static let version = Version(major: 1, minor: 2, micro: 0)

    /// A StepperKit release's number: major, minor and micro, as GNOME's libraries number theirs.
    ///
    /// A major release may break the Swift API and gives the C library a new
    /// name; a minor one only adds to both; a micro one fixes without
    /// changing either. Versions compare in that order.
    public struct Version: Comparable, Hashable, Sendable, CustomStringConvertible {
        /// The major number, raised when the API breaks.
        public var major: Int
        /// The minor number, raised when API is added.
        public var minor: Int
        /// The micro number, raised for fixes alone.
        public var micro: Int

        /// Creates a version from its three numbers.
        ///
        /// - Parameters:
        ///   - major: The major number.
        ///   - minor: The minor number.
        ///   - micro: The micro number.
        public init(major: Int, minor: Int, micro: Int) {
            (self.major, self.minor, self.micro) = (major, minor, micro)
        }

        /// The version as `major.minor.micro`, such as `1.1.0`.
        public var description: String { "\(major).\(minor).\(micro)" }

        /// Whether `left` is an earlier release than `right`.
        ///
        /// - Parameters:
        ///   - left: A version.
        ///   - right: Another version.
        /// - Returns: `true` when `left`'s major, minor and micro numbers, compared in that order, come first.
        public static func < (left: Version, right: Version) -> Bool {
            (left.major, left.minor, left.micro) < (right.major, right.minor, right.micro)
        }
    }
}
