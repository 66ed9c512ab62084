import AdwaitaInterop
import CGtk
import GtkInterop
import StepperCore
import StepperGtk

/// One property's row in the preferences window: the row with its editor at
/// the end, and a message row under it for a refused edit.
@MainActor
final class PreferenceRow {
    /// The kinds of editor, one per property value type.
    enum Editor {
        case integer(StepperRow)
        case boolean(Gtk.Switch)
        case text(Adw.EntryRow)
        case color(Gtk.ColorButton, code: Gtk.Entry)
        case orientation(Adw.ComboRow)
    }

    let property: StepperProperty
    /// The list row: an `AdwActionRow` (a `StepperRow` for a whole number),
    /// or an `AdwEntryRow` for a title.
    let row: Gtk.Widget
    let editor: Editor
    /// Says why an edit was refused; shown under the row only then.
    let message = Adw.ActionRow()
    private(set) var problem: String?
    /// An edit the model refused, kept to try again when another row changes.
    var pendingEdit: StepperPropertyValue?
    /// A text edit waiting for the main loop to go idle.
    private var pendingTextEdit: MainLoopSource?
    /// A hex code being typed, checked once typing pauses.
    private var pendingColorCode: MainLoopSource?
    /// How long typing must pause before a hex code is checked, so that
    /// `#ff` on the way to `#ff8800` is not refused while it is typed.
    static let colorCodePauseMilliseconds = 700
    private unowned let window: SettingsDialog

    /// What the stepper of a whole number's row edits, on a model of its own:
    /// any `Int`, a step of 1 and a page of 10 and icons on its buttons, as a
    /// spin button has them, and nothing behind the value, which then takes
    /// the theme's colour.
    static let wholeNumberEditor = StepperConfiguration(
        value: 0, minimumValue: Int.min, maximumValue: Int.max, stepValue: 1, pageIncrement: 10,
        leftTitle: "", rightTitle: "", backgroundColor: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))

    /// Makes the row of a property, with the editor its type calls for.
    init(_ property: StepperProperty, window: SettingsDialog) {
        self.property = property
        self.window = window
        switch property.field {
        case .integer:
            // Valid as written (a test holds it to that), so the fallback is never taken.
            var numbers = Self.wholeNumberEditor
            if case .clampedInto(let range) = property.rule {
                // Only the numbers the property takes (the digits: 0 to 9).
                numbers.minimumValue = range.lowerBound
                numbers.maximumValue = range.upperBound
                numbers.pageIncrement = 1
            }
            let model = (try? StepperModel(numbers)) ?? StepperModel()
            // The row's title names its stepper, its subtitle describes it, and its mnemonic focuses it.
            let stepperRow = StepperRow(model: model, title: property.localizedNick, subtitle: property.localizedBlurb)
            editor = .integer(stepperRow)
            row = Gtk.Widget(stepperRow.widget)
        case .text:
            let entryRow = Adw.EntryRow()
            entryRow.title = property.localizedNick
            entryRow.usesUnderline = true
            entryRow.tooltip = property.localizedBlurb
            editor = .text(entryRow)
            row = entryRow.asWidget
        case .orientation:
            let comboRow = Adw.ComboRow(choices: StepperOrientation.allCases.map(\.title))
            comboRow.title = property.localizedNick
            comboRow.usesUnderline = true
            comboRow.subtitle = property.localizedBlurb
            // The list of choices in the row's popover is named by the row (GTK 4.8 names it by its type).
            for list in comboRow.descendants where list.typeName == "GtkListView" {
                Accessible(list).setLabel(String(property.localizedNick.filter { $0 != "_" }))
            }
            editor = .orientation(comboRow)
            row = comboRow.asWidget
        case .boolean, .color:
            let actionRow = Adw.ActionRow()
            actionRow.title = property.localizedNick
            actionRow.usesUnderline = true
            actionRow.subtitle = property.localizedBlurb
            row = actionRow.asWidget
            if case .boolean = property.field {
                let toggle = Gtk.Switch()
                editor = .boolean(toggle)
                actionRow.addSuffix(toggle)
            } else {
                let (button, code) = (Gtk.ColorButton(), Gtk.Entry())
                code.widthInCharacters = 9
                code.tooltip = localized("The colour as #rrggbb or #rrggbbaa")
                Accessible(code).setLabel(localized("Hex code"))
                Accessible(code).setDescription(localized("The colour as #rrggbb or #rrggbbaa"))
                button.setAccessibleName(String(property.localizedNick.filter { $0 != "_" }))
                editor = .color(button, code: code)
                actionRow.addSuffix(code)
                actionRow.addSuffix(button)
            }
            for part in fields { part.verticalAlignment = GTK_ALIGN_CENTER }
            // A click on the row, or its mnemonic, reaches the editor, which the title names.
            actionRow.activatableWidget = field
            if let title = actionRow.titleLabel { Accessible(field).setLabelled(by: title) }
        }
        // A stepper row describes its stepper itself.
        if stepper == nil { Accessible(field).setDescription(property.localizedBlurb) }
        message.addCSSClass("error")
        message.isVisible = false
        connectEditor()
    }

    /// The widget that takes the value, the mnemonic and the row's name.
    var field: Gtk.Widget {
        switch editor {
        case .integer(let stepperRow): Gtk.Widget(stepperRow.stepper.widget)
        case .boolean(let toggle): toggle.asWidget
        case .text(let entryRow): entryRow.asWidget
        case .color(let button, _): button.asWidget
        case .orientation(let comboRow): comboRow.asWidget
        }
    }

    /// Every widget that holds this row's value, for marking it invalid.
    private var fields: [Gtk.Widget] {
        if case .color(let button, let code) = editor { return [button.asWidget, code.asWidget] }
        return [field]
    }

    /// The editor when it is a stepper, which marks a refusal and keeps its description itself.
    private var stepper: Stepper? {
        if case .integer(let stepperRow) = editor { return stepperRow.stepper }
        return nil
    }

    // MARK: Editing

    private func connectEditor() {
        switch editor {
        case .integer(let stepperRow):
            // Steps, pages, typed values and assistive tools alike; showing the model is no edit (apply() ignores it).
            stepperRow.stepper.onValueChanged { [weak self] number in
                guard let self, case .integer(let stepperRow) = editor else { return }
                // The edited stepper's numbers are counted in its digits, and so are the row's.
                let shown = stepperRow.stepper.model.configuration
                window.apply(self, shown.digits > 0 ? .decimal(units: shown.valueUnits, digits: shown.digits) : .integer(number))
            }
            // Text that is no whole number never reaches the value: the stepper says why, and the row says it under itself.
            stepperRow.stepper.onTypedTextRefusal { [weak self] reason in
                guard let self else { return }
                if let reason {
                    window.refuse(self, because: reason)
                } else if problem != nil && pendingEdit == nil {
                    window.refusedTextWasAbandoned(in: self)
                }
            }
        case .boolean(let toggle):
            toggle.onToggled { [weak self] in
                guard let self else { return }
                window.apply(self, .boolean(toggle.isOn))
            }
        case .text(let entryRow):
            entryRow.on(.changed) { [weak self] in
                guard let self, !window.isShowingModel, pendingTextEdit == nil else { return }
                // Replacing text is a deletion and an insertion: apply what it ends as.
                pendingTextEdit = MainLoop.whenIdle { [weak self] in
                    guard let self else { return }
                    pendingTextEdit = nil
                    window.apply(self, .text(entryRow.text))
                }
            }
        case .orientation(let comboRow):
            comboRow.onSelected { [weak self] in
                guard let self, StepperOrientation.allCases.indices.contains(comboRow.selected) else { return }
                window.apply(self, .orientation(StepperOrientation.allCases[comboRow.selected]))
            }
        case .color(let button, let code):
            // Also when the model's colour is shown there: apply() ignores that.
            button.onColorChanged { [weak self] in
                guard let self, let picked = button.rgbaColor else { return }
                window.apply(self, .color(picked))
            }
            // Enter and leaving the field check the code at once; other
            // changes (typing, or an assistive tool setting the text) once they pause.
            code.on(.activate) { [weak self] in self?.colorCodeEntered(code.text) }
            Shortcuts.onFocusLeave(of: code) { [weak self] in self?.colorCodeEntered(code.text) }
            code.on(.changed) { [weak self] in
                guard let self, !window.isShowingModel else { return }
                pendingColorCode?.cancel()
                pendingColorCode = MainLoop.after(milliseconds: Self.colorCodePauseMilliseconds) { [weak self] in
                    self?.colorCodeEntered(code.text)
                }
            }
        }
    }

    private func colorCodeEntered(_ text: String) {
        pendingColorCode?.cancel()
        pendingColorCode = nil
        guard case .color(let button, _) = editor else { return }
        guard let color = RGBAColor(text) else {
            // The code is checked as a whole, so an unchanged valid code is never refused.
            window.refuse(self, because: notAColorMessage(text))
            return
        }
        button.rgbaColor = color
        window.apply(self, .color(color))
    }

    /// Shows the model's value of the property.
    func show(_ value: StepperPropertyValue) {
        switch (editor, value) {
        case (.integer(let stepperRow), .integer(let number)):
            // Any whole number: its own model's bounds are Int's.
            if stepperRow.stepper.digits != 0 { stepperRow.stepper.digits = 0 }
            stepperRow.stepper.value = number
        case let (.integer(stepperRow), .decimal(units, digits)):
            // A number of a stepper with digits, in as many digits.
            if stepperRow.stepper.digits != digits { stepperRow.stepper.digits = digits }
            stepperRow.stepper.model.setValueUnits(units)
        case (.boolean(let toggle), .boolean(let flag)):
            if toggle.isOn != flag { toggle.isOn = flag }
        case (.text(let entryRow), .text(let text)):
            entryRow.text = text
        case (.color(let button, let code), .color(let color)):
            // Set only when it differs: `notify` does not recurse, so GLib would
            // run the colour handler again after this one, and it would show the model again.
            if button.rgbaColor != color { button.rgbaColor = color }
            code.text = color.description
        case (.orientation(let comboRow), .orientation(let orientation)):
            let position = StepperOrientation.allCases.firstIndex(of: orientation) ?? 0
            if comboRow.selected != position { comboRow.selected = position }
        default:
            break
        }
    }

    /// Forgets a refused edit and what is being typed in the editor, for
    /// Reset to Defaults: the row shows the model's value next.
    func discardEdits() {
        clearProblem()
        stepper?.abandonTyping()
    }

    // MARK: Problems

    /// Marks the row invalid (style and accessible state) and says why under it.
    func showProblem(_ text: String) {
        problem = text
        message.title = text
        message.isVisible = true
        row.addCSSClass("error")
        if let stepper {
            // The stepper marks itself, so that its description follows its value and focus too.
            stepper.valueRefusal = text
            return
        }
        for field in fields {
            field.addCSSClass("error")
            Accessible(field).setInvalid(true)
            // What a screen reader says of the field: why it was refused.
            Accessible(field).setDescription(text)
        }
    }

    /// Clears the mark and the message.
    func clearProblem() {
        guard problem != nil else { return }
        problem = nil
        pendingEdit = nil
        message.title = ""
        message.isVisible = false
        row.removeCSSClass("error")
        if let stepper {
            stepper.valueRefusal = nil
            return
        }
        for field in fields {
            field.removeCSSClass("error")
            Accessible(field).setInvalid(false)
        }
        Accessible(field).setDescription(property.localizedBlurb)
        if case .color(_, let code) = editor {
            Accessible(code).setDescription(localized("The colour as #rrggbb or #rrggbbaa"))
        }
    }
}

extension StepperOrientation {
    /// The orientation's name in the preferences.
    var title: String {
        switch self {
        case .horizontal: localized("Horizontal")
        case .vertical: localized("Vertical")
        }
    }
}
