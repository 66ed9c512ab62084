import StepperCore
import Testing

@Suite struct StepperKitVersionTests {
    @Test func versionsCompareByMajorThenMinorThenMicro() {
        let ordered = [(0, 9, 9), (1, 0, 0), (1, 0, 10), (1, 1, 0), (1, 10, 0), (2, 0, 0)].map {
            StepperKit.Version(major: $0.0, minor: $0.1, micro: $0.2)
        }
        for (earlier, later) in zip(ordered, ordered.dropFirst()) {
            #expect(earlier < later, "\(earlier) before \(later)")
            #expect(!(later < earlier))
        }
        #expect(ordered.shuffled().sorted() == ordered)
    }

    @Test func theVersionReadsAsItsThreeNumbers() {
        #expect(StepperKit.Version(major: 1, minor: 12, micro: 3).description == "1.12.3")
        let version = StepperKit.version
        #expect("\(version)" == "\(version.major).\(version.minor).\(version.micro)")
        #expect(version >= StepperKit.Version(major: 1, minor: 1, micro: 0), "the first release with a version to check")
    }
}
