import CGtk
import GtkInterop
import StepperCore
import StepperTestSupport
import XCTest

@testable import StepperGtk

final class StepperLookTests: GtkTestCase {
    func testButtonsAreSquareAndAsTallAsTheRow() {
        onMain {
            for configuration in [StepperConfiguration.inspectable, .quantity, StepperConfiguration(leftTitle: "", rightTitle: "")] {
                let stepper = Stepper(model: try! StepperModel(configuration))
                let window = Gtk.Window()
                window.setChild(Gtk.Widget(stepper.widget))
                window.present()
                let (decrease, increase) = buttons(of: stepper)
                waitUntil("the stepper is laid out") { increase.width > 0 }
                let row = Float(Gtk.Widget(stepper.widget).height)
                for button in [decrease, increase] {
                    // Border boxes, as drawn: the allocation includes padding and border.
                    guard let box = button.bounds(in: Gtk.Widget(stepper.widget)) else {
                        XCTFail("a button has no bounds")
                        continue
                    }
                    XCTAssertEqual(box.size.width, box.size.height, "square with titles “\(configuration.leftTitle)”")
                    XCTAssertEqual(box.size.height, row, "as tall as the row")
                }
                window.destroy()
            }
        }
    }

    func testTitlesAreMeasuredAndDrawnAsText() {
        onMain {
            let narrow = Stepper(model: try! StepperModel(StepperConfiguration(leftTitle: "ii", rightTitle: "iiiiiiii")))
            let wide = Stepper(model: try! StepperModel(StepperConfiguration(leftTitle: "WW", rightTitle: "WWWWWWWW")))
            let window = showInWindow(Gtk.Widget(narrow.widget), Gtk.Widget(wide.widget))
            defer { window.destroy() }
            waitUntil("the steppers are laid out") { buttons(of: wide).increase.width > 0 && buttons(of: narrow).increase.width > 0 }
            XCTAssertGreaterThan(buttons(of: wide).increase.width, buttons(of: narrow).increase.width,
                                 "eight W take more room than eight i")
            XCTAssertGreaterThan(buttons(of: wide).increase.width, buttons(of: wide).decrease.width, "eight W more than two")
            // What GTK draws for the title: its text, in the button's colour.
            guard let title = Gtk.Button(wrapping: buttons(of: wide).increase.widget).child else { return XCTFail("no title") }
            let drawing = renderNodeText(of: title)
            XCTAssertTrue(drawing.contains("text {"), drawing)
            XCTAssertTrue(drawing.contains("glyphs:"), drawing)
        }
    }

    /// In Arabic or Hebrew, GTK lays widgets out right to left: the stepper
    /// mirrors, as GtkSpinButton does, so increase comes first in reading order
    /// (on the left) and decrease last; a column keeps increase on top.
    func testRightToLeftLocalesMirrorTheRow() {
        onMain {
            let previous = Gtk.Widget.defaultTextDirection
            defer { Gtk.Widget.defaultTextDirection = previous }
            for direction in [GTK_TEXT_DIR_LTR, GTK_TEXT_DIR_RTL] {
                Gtk.Widget.defaultTextDirection = direction
                let stepper = Stepper(model: try! StepperModel(.quantity))
                let column = Stepper(model: try! StepperModel(StepperConfiguration(orientation: .vertical)))
                let window = showInWindow(Gtk.Widget(stepper.widget), Gtk.Widget(column.widget))
                defer { window.destroy() }
                guard let box = Gtk.Widget(stepper.widget).parent else { return XCTFail("the stepper is not in the box") }
                let (decrease, increase) = buttons(of: stepper)
                waitUntil("the steppers are laid out") { increase.width > 0 && buttons(of: column).increase.width > 0 }
                XCTAssertEqual(Gtk.Widget(stepper.widget).textDirection, direction)
                guard let down = decrease.bounds(in: Gtk.Widget(stepper.widget)),
                      let up = increase.bounds(in: Gtk.Widget(stepper.widget)),
                      let value = shownValue(of: stepper).bounds(in: Gtk.Widget(stepper.widget)),
                      let columnDown = buttons(of: column).decrease.bounds(in: Gtk.Widget(column.widget)),
                      let columnUp = buttons(of: column).increase.bounds(in: Gtk.Widget(column.widget)),
                      let first = Gtk.Widget(stepper.widget).bounds(in: box),
                      let second = Gtk.Widget(column.widget).bounds(in: box)
                else {
                    XCTFail("a part has no bounds")
                    continue
                }
                if direction == GTK_TEXT_DIR_RTL {
                    XCTAssertLessThan(up.origin.x, value.origin.x, "increase on the left")
                    XCTAssertLessThan(value.origin.x, down.origin.x, "decrease on the right")
                    XCTAssertGreaterThan(first.origin.x, second.origin.x, "the box mirrors too")
                } else {
                    XCTAssertLessThan(down.origin.x, value.origin.x, "decrease on the left")
                    XCTAssertLessThan(value.origin.x, up.origin.x, "increase on the right")
                    XCTAssertLessThan(first.origin.x, second.origin.x)
                }
                XCTAssertLessThan(columnUp.origin.y, columnDown.origin.y, "a column keeps increase on top")
            }
        }
    }

    /// The CSS nodes and style classes the manuals list for theming (the
    /// `Stepper` page and SkStepper's), as an app's CSS meets them.
    func testCSSNodesAreTheOnesTheManualsList() {
        onMain {
            let row = Stepper()
            let column = Stepper(model: try! StepperModel(StepperConfiguration(leftTitle: "", orientation: .vertical)))
            let window = showInWindow(Gtk.Widget(row.widget), Gtk.Widget(column.widget))
            defer { window.destroy() }
            waitUntil("the steppers are laid out") { buttons(of: column).increase.width > 0 }
            // The field a value is typed in, made as typing makes it where it lives only then.
            _ = (valueField(of: row), valueField(of: column))
            // On GTK 4.14 and later the field's holder is its `text.value` node (FieldHolder.swift).
            let field = StepperField.livesWithItsStepper ? "text.value" : "text.value(text)"
            XCTAssertEqual(cssNodes(of: Gtk.Widget(row.widget)),
                           "stepper.horizontal.value-black(\(field) text.value button.down(label) button.up(label))")
            XCTAssertEqual(cssNodes(of: Gtk.Widget(column.widget)),
                           "stepper.value-black.vertical(\(field) text.value button.up(label) button.down(image))",
                           "a column puts increase first; an empty title is an icon")
            try? row.model.update { $0.backgroundColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
            XCTAssertEqual(cssNodes(of: Gtk.Widget(row.widget)).prefix(18), "stepper.horizontal", "no background, no value colour")
            XCTAssertFalse(cssNodes(of: Gtk.Widget(row.widget)).contains("value-"), "no background, no value colour")
        }
    }
}

/// A widget's CSS node and its descendants', as `name.class(child child)`,
/// with the style classes the manuals document, sorted.
@MainActor
private func cssNodes(of widget: Gtk.Widget) -> String {
    let documented: Set = ["horizontal", "vertical", "editing", "error", "value-black", "value-white", "value", "down", "up"]
    let classes = documented.filter { widget.hasCSSClass($0) }.sorted()
    var children: [String] = []
    var child = widget.firstChild
    while let current = child {
        children.append(cssNodes(of: current))
        child = current.nextSibling
    }
    return ([widget.cssName] + classes).joined(separator: ".") + (children.isEmpty ? "" : "(" + children.joined(separator: " ") + ")")
}

/// How GTK would draw a widget now, as the text of its render node.
@MainActor
private func renderNodeText(of widget: Gtk.Widget) -> String {
    let paintable = gtk_widget_paintable_new(widget.widget)
    defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
    let snapshot = gtk_snapshot_new()
    gdk_paintable_snapshot(paintable, snapshot, Double(widget.width), Double(widget.height))
    guard let node = gtk_snapshot_free_to_node(snapshot) else { return "" }
    defer { gsk_render_node_unref(node) }
    guard let bytes = gsk_render_node_serialize(node) else { return "" }
    defer { g_bytes_unref(bytes) }
    var size = 0
    guard let data = g_bytes_get_data(bytes, &size) else { return "" }
    return String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
}
