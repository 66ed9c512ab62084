import Testing
@testable import StepperCore

@Suite struct RGBAColorTests {
    @Test(arguments: [
        ("#00ffff", RGBAColor(red: 0, green: 255, blue: 255)),
        ("#00FFFF", RGBAColor(red: 0, green: 255, blue: 255)),
        ("  #ffcc00\n", RGBAColor(red: 255, green: 204, blue: 0)),
        ("#11223344", RGBAColor(red: 0x11, green: 0x22, blue: 0x33, alpha: 0x44)),
        ("#abc", RGBAColor(red: 0xaa, green: 0xbb, blue: 0xcc)),
        ("#abcd", RGBAColor(red: 0xaa, green: 0xbb, blue: 0xcc, alpha: 0xdd)),
        ("rgb(0, 255, 255)", RGBAColor(red: 0, green: 255, blue: 255)),
        ("RGB( 10 ,20,30 )", RGBAColor(red: 10, green: 20, blue: 30)),
        ("rgb(100%, 0%, 50%)", RGBAColor(red: 255, green: 0, blue: 128)),
        ("rgba(1, 2, 3, 0.5)", RGBAColor(red: 1, green: 2, blue: 3, alpha: 128)),
        ("rgba(1, 2, 3, 0)", RGBAColor(red: 1, green: 2, blue: 3, alpha: 0)),
        ("rgba(1, 2, 3, 100%)", RGBAColor(red: 1, green: 2, blue: 3, alpha: 255)),
        ("cyan", RGBAColor.cyan),
        ("Orange", RGBAColor(red: 255, green: 165, blue: 0)),
        ("transparent", RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)),
    ])
    func parsesEveryDocumentedForm(text: String, expected: RGBAColor) throws {
        #expect(try RGBAColor(parsing: text) == expected)
        #expect(RGBAColor(text) == expected)
    }

    @Test(arguments: [
        ("", "empty"),
        ("   ", "empty"),
        ("#12", "found 2"),
        ("#1234567", "found 7"),
        ("#00gg00", "“g” is not a hexadecimal digit"),
        ("rgb(1, 2)", "takes 3 comma-separated values, found 2"),
        ("rgba(1, 2, 3)", "takes 4 comma-separated values, found 3"),
        ("rgb(1, 2, 3", "no closing"),
        ("hsl(1, 2, 3)", "unknown function “hsl”"),
        ("rgb(256, 0, 0)", "red value 256 is outside 0 to 255"),
        ("rgb(0, -1, 0)", "green value -1 is outside 0 to 255"),
        ("rgb(0, 0, 101%)", "blue value 101% is outside 0% to 100%"),
        ("rgba(0, 0, 0, 1.5)", "alpha value 1.5 is outside 0 to 1"),
        ("rgb(red, 0, 0)", "“red” is not a number"),
        ("rgb(, 0, 0)", "red value is missing"),
        ("rgb(nan, 0, 0)", "not a number"),
        ("rgb(inf, 0, 0)", "not a number"),
        ("chartreuse-ish", "expected #RRGGBB"),
    ])
    func refusesBadTextSayingWhy(text: String, reason: String) {
        #expect(RGBAColor(text) == nil)
        do {
            _ = try RGBAColor(parsing: text)
            Issue.record("“\(text)” parsed")
        } catch {
            #expect(error.text == text)
            #expect(error.description.contains(reason), "\(error.description)")
            #expect(error.description.contains("is not a colour"))
        }
    }

    @Test func printsHexAndRoundTripsEveryAlpha() throws {
        #expect(RGBAColor.cyan.description == "#00ffff")
        #expect(RGBAColor(red: 255, green: 204, blue: 0, alpha: 0x80).description == "#ffcc0080")
        for alpha in 0...255 {
            let color = RGBAColor(red: UInt8(alpha), green: 255 - UInt8(alpha), blue: 7, alpha: UInt8(alpha))
            #expect(try RGBAColor(parsing: color.description) == color)
        }
    }

    @Test func relativeLuminanceSpansBlackToWhite() {
        #expect(RGBAColor(red: 0, green: 0, blue: 0).relativeLuminance == 0)
        #expect(abs(RGBAColor(red: 255, green: 255, blue: 255).relativeLuminance - 1) < 1e-12)
        #expect(RGBAColor.cyan.relativeLuminance > 0.7)
        #expect(RGBAColor(red: 0, green: 0, blue: 128).relativeLuminance < 0.05)
    }
}

@Suite struct ReadableTextTests {
    @Test func textOnAnyBackgroundOverEitherStyleReachesWCAGAA() {
        let backdrops = [RGBAColor(red: 0xfa, green: 0xfa, blue: 0xfa), RGBAColor(red: 0x24, green: 0x24, blue: 0x24)]
        for red in stride(from: 0, through: 255, by: 17) {
            for green in stride(from: 0, through: 255, by: 17) {
                for blue in stride(from: 0, through: 255, by: 17) {
                    for alpha in [255, 200, 128, 60, 1] as [UInt8] {
                        let color = RGBAColor(red: UInt8(red), green: UInt8(green), blue: UInt8(blue), alpha: alpha)
                        for backdrop in backdrops {
                            let surface = color.composited(over: backdrop)
                            let ratio = color.readableText(over: backdrop).contrastRatio(with: surface)
                            #expect(ratio >= 4.5, "\(color) over \(backdrop): \(ratio)")
                        }
                    }
                }
            }
        }
    }

    @Test func compositingBlendsByAlpha() {
        let white = RGBAColor(red: 255, green: 255, blue: 255)
        #expect(RGBAColor(red: 0, green: 0, blue: 0, alpha: 255).composited(over: white) == RGBAColor(red: 0, green: 0, blue: 0))
        #expect(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0).composited(over: white) == white)
        #expect(RGBAColor(red: 0, green: 0, blue: 0, alpha: 128).composited(over: white) == RGBAColor(red: 127, green: 127, blue: 127))
    }

    @Test func contrastRatiosSpanOneToTwentyOne() {
        let black = RGBAColor(red: 0, green: 0, blue: 0), white = RGBAColor(red: 255, green: 255, blue: 255)
        #expect(abs(black.contrastRatio(with: white) - 21) < 0.01)
        #expect(white.contrastRatio(with: white) == 1)
    }
}
