import Foundation
import StepperTestSupport
import XCTest

/// The translations as translators and users meet them: a template that
/// holds every marked string, complete Korean and Russian catalogs, and a
/// build that speaks them when run in place.
final class TranslationTests: XCTestCase {
    static let repository = InstallTests.repository

    /// The languages `po/LINGUAS` lists.
    static var languages: [String] {
        get throws {
            try String(contentsOfFile: repository + "/po/LINGUAS", encoding: .utf8)
                .split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
        }
    }

    func testTemplateHoldsEveryMarkedString() throws {
        let check = try ChildProcess(
            URL(fileURLWithPath: "/bin/bash"), [Self.repository + "/Scripts/update-translations", "--check"],
            environment: ProcessInfo.processInfo.environment, in: Self.repository)
        XCTAssertEqual(check.wait(timeout: 300), 0, "po/stepperkit.pot is out of date:\n\(check.standardError)")
    }

    func testEveryFileWithStringsIsListedForTranslation() throws {
        let listed = Set(try String(contentsOfFile: Self.repository + "/po/POTFILES", encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init))
        var marked: Set<String> = []
        for folder in ["Sources", "Resources"] {
            let enumerator = FileManager.default.enumerator(atPath: Self.repository + "/" + folder)
            while let path = enumerator?.nextObject() as? String {
                let relative = folder + "/" + path
                guard relative != "Sources/GtkInterop/Localization.swift",
                      let text = try? String(contentsOfFile: Self.repository + "/" + relative, encoding: .utf8)
                else { continue }
                let marks = relative.hasSuffix(".swift")
                    ? text.contains("localized(\"") || text.contains("localizedPlural(") || text.contains("localized(\n")
                    : relative.hasSuffix(".ui") && text.contains("translatable=\"yes\"")
                if marks { marked.insert(relative) }
                if relative.hasSuffix(".ui") && text.contains("translatable=\"yes\"") {
                    XCTAssertTrue(text.contains("<interface domain=\"stepperkit\">"), "\(relative) names the stepperkit domain")
                }
            }
        }
        XCTAssertFalse(marked.isEmpty)
        XCTAssertEqual(marked.subtracting(listed), [], "files with translatable strings missing from po/POTFILES")
        for file in listed {
            XCTAssertTrue(FileManager.default.fileExists(atPath: Self.repository + "/" + file), "po/POTFILES lists \(file), which is gone")
        }
    }

    func testCatalogsAreCompleteWithNothingFuzzy() throws {
        let template = try String(contentsOfFile: Self.repository + "/po/stepperkit.pot", encoding: .utf8)
        let messages = template.components(separatedBy: "\nmsgid \"").count - 2  // less the header
        XCTAssertGreaterThan(messages, 100)
        XCTAssertEqual(Set(try Self.languages), ["ko", "ru"])
        for language in try Self.languages {
            let statistics = try ChildProcess(
                URL(fileURLWithPath: "/usr/bin/msgfmt"),
                ["--check", "--statistics", "-o", "/dev/null", "po/\(language).po"],
                environment: ProcessInfo.processInfo.environment, in: Self.repository)
            XCTAssertEqual(statistics.wait(timeout: 60), 0, statistics.standardError)
            XCTAssertEqual(
                statistics.standardError.trimmingCharacters(in: .whitespacesAndNewlines),
                "\(messages) translated messages.", "po/\(language).po must translate every message, none fuzzy")
        }
        let russian = try String(contentsOfFile: Self.repository + "/po/ru.po", encoding: .utf8)
        XCTAssertTrue(russian.contains("\"Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && "), "Russian has three forms")
        XCTAssertTrue(russian.contains("msgstr[2] \"%1$s напитков, %2$s\""))
    }

    /// `swift run stepper-demo` finds the catalogs the build compiled.
    func testTheBuildSpeaksRussianAndKorean() throws {
        let locales = try russianAndKoreanLocales(in: TemporaryFiles.makeDirectory("locales"))
        for (language, locale, expected) in [
            ("ru", "ru_RU.UTF-8", "Вывести версию и выйти"),
            ("ko", "ko_KR.UTF-8", "버전을 출력하고 끝냅니다"),
            ("de", "de_DE.UTF-8", "Print the version and exit"),
        ] {
            var environment = ProcessInfo.processInfo.environment
            for variable in ["LC_ALL", "LC_MESSAGES"] { environment.removeValue(forKey: variable) }
            environment["LANG"] = locale
            environment["LANGUAGE"] = language
            if let locales { environment["LOCPATH"] = locales }
            let help = try ChildProcess(ChildProcess.demoExecutable, ["--help"], environment: environment, in: "/")
            XCTAssertEqual(help.wait(timeout: 60), 0)
            XCTAssertTrue(help.standardOutput.contains(expected), "\(language): \(help.standardOutput)")
        }
    }
}

/// A `LOCPATH` with the Russian and Korean UTF-8 locales when the system
/// lacks them (gettext translates nothing in a locale that does not exist),
/// or `nil` when the system has both.
func russianAndKoreanLocales(in folder: String) throws -> String? {
    let list = try ChildProcess(URL(fileURLWithPath: "/usr/bin/locale"), ["-a"], environment: ProcessInfo.processInfo.environment)
    list.wait(timeout: 30)
    let available = Set(list.standardOutput.split(separator: "\n").map { $0.lowercased() })
    if available.isSuperset(of: ["ru_ru.utf8", "ko_kr.utf8"]) { return nil }
    let locales = folder + "/locales"
    try FileManager.default.createDirectory(atPath: locales, withIntermediateDirectories: true)
    for locale in ["ru_RU", "ko_KR"] {
        let build = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/localedef"), ["-i", locale, "-f", "UTF-8", "\(locales)/\(locale).UTF-8"],
            environment: ProcessInfo.processInfo.environment)
        XCTAssertEqual(build.wait(timeout: 120), 0, "localedef \(locale): \(build.standardError)")
    }
    return locales
}
