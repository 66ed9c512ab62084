import CGtk
import GtkInterop
import StepperTestSupport
import XCTest

@testable import stepper_bench

/// The lists the benchmark scrolls: GObjects that carry Swift objects, and
/// what GTK's list store does with them.
final class BenchListTests: GtkTestCase {
    /// A Swift object carried by a GObject (an `SkSwiftObject`, or any object
    /// through `attach`) lives exactly as long as the GObject.
    func testCarriedObjectsLiveAsLongAsTheirGObject() {
        onMain {
            var released: [String] = []
            do {
                let carrier = SwiftObjectCarrier.make(carrying: Canary { released.append("carried") })
                XCTAssertNotNil(SwiftObjectCarrier.payload(of: carrier, as: Canary.self))
                XCTAssertNil(SwiftObjectCarrier.payload(of: carrier, as: BenchListTests.self), "only the kind it carries")
                let adjustment = Gtk.makeAdjustment(value: 0, range: 0...1, step: 1)
                XCTAssertNil(SwiftObjectCarrier.payload(of: UnsafeMutableRawPointer(adjustment), as: Canary.self),
                             "another type of object carries nothing")
                adjustment.attach(Canary { released.append("attached") })
                XCTAssertNotNil(adjustment.attached(Canary.self))
                adjustment.attach(Canary { released.append("replaced") })
                XCTAssertEqual(released, ["attached"], "a second attach releases the first")
                let store = Gtk.ListStore(itemType: SwiftObjectCarrier.type)
                store.append(contentsOf: [carrier])
                carrier.unref()
                XCTAssertEqual(store.count, 1)
                XCTAssertFalse(released.contains("carried"), "the list holds the item")
                UnsafeMutableRawPointer(adjustment).unref()
                XCTAssertEqual(released, ["attached", "replaced"])
            }
            XCTAssertEqual(released, ["attached", "replaced", "carried"], "the list let go of its item")
        }
    }
}
