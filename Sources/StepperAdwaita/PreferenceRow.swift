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
        case integer(Gtk.SpinButton)
        case boolean(Gtk.Switch)
        case text(Adw.EntryRow)
        case color(Gtk.ColorButton, code: Gtk.Entry)
        case orientation(Adw.ComboRow)
    }

    let property: StepperProperty
    /// The list row: an `AdwActionRow`, or an `AdwEntryRow` for a title.
    let row: Gtk.Widget
    let editor: Editor
    /// Says why an edit was refused; shown under the row only then.
    let message = Adw.ActionRow()
    private(set) var problem: String?
    /// An edit the model refused, kept to try again when another row changes.
    var pendingEdit: StepperPropertyValue?
    /// The whole number a spin button shows exactly (it holds a double).
    private var shownInteger = 0
    /// A text edit waiting for the main loop to go idle.
    private var pendingTextEdit: MainLoopSource?
    /// A hex code being typed, checked once typing pauses.
    private var pendingColorCode: MainLoopSource?
    /// How long typing must pause before a hex code is checked, so that
    /// `#ff` on the way to `#ff8800` is not refused while it is typed.
    static let colorCodePauseMilliseconds = 700
    private unowned let window: SettingsDialog

    /// Makes the row of a property, with the editor its type calls for.
    init(_ property: StepperProperty, window: SettingsDialog) {
        self.property = property
        self.window = window
        switch property.field {
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
        case .integer, .boolean, .color:
            let actionRow = Adw.ActionRow()
            actionRow.title = property.localizedNick
            actionRow.usesUnderline = true
            actionRow.subtitle = property.localizedBlurb
            row = actionRow.asWidget
            switch property.field {
            case .integer:
                let spin = Gtk.SpinButton(range: Int.min...Int.max)
                spin.widthInCharacters = 10
                editor = .integer(spin)
                actionRow.addSuffix(spin)
            case .boolean:
                let toggle = Gtk.Switch()
                editor = .boolean(toggle)
                actionRow.addSuffix(toggle)
            default:
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
        Accessible(field).setDescription(property.localizedBlurb)
        message.addCSSClass("error")
        message.isVisible = false
        connectEditor()
    }

    /// The widget that takes the value, the mnemonic and the row's name.
    var field: Gtk.Widget {
        switch editor {
        case .integer(let spin): spin.asWidget
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

    // MARK: Editing

    private func connectEditor() {
        switch editor {
        case .integer(let spin):
            spin.onInput { [weak self] text in self?.parseInteger(text) }
            spin.onOutput { [weak self] in self?.showInteger(in: spin) ?? false }
            spin.on(.valueChanged) { [weak self] in self?.integerStepped(in: spin) }
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

    /// The spin button's input: the exact whole number in the text, applied
    /// to the model; `nil` (the text stays, marked) when it is not one.
    private func parseInteger(_ text: String) -> Double? {
        switch WholeNumber.parse(text) {
        case .success(.exact(let number)):
            shownInteger = number
            window.apply(self, .integer(number))
            // Accepted, the model's value (clamped, perhaps) is shown now; refused, the typed one.
            return Double(shownInteger)
        case .success(.beyondInt(let isNegative)):
            window.refuse(self, because: beyondIntMessage(text, isNegative: isNegative))
            return nil
        case .failure(let reason):
            window.refuse(self, because: reason.message(for: text))
            return nil
        }
    }

    /// The spin button's output: the exact number, never a rounded double;
    /// text that was refused stays as typed so it can be fixed.
    private func showInteger(in spin: Gtk.SpinButton) -> Bool {
        if problem != nil && pendingEdit == nil { return true }
        let number = Double(shownInteger) == spin.value ? shownInteger : WholeNumber.saturating(spin.value)
        spin.text = String(number)
        return true
    }

    /// The arrows (or keys) moved the spin button's value.
    private func integerStepped(in spin: Gtk.SpinButton) {
        guard Double(shownInteger) != spin.value else { return }
        let number = WholeNumber.saturating(spin.value)
        shownInteger = number
        window.apply(self, .integer(number))
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
        case (.integer(let spin), .integer(let number)):
            shownInteger = number
            if spin.value != Double(number) {
                spin.value = Double(number)
            }
            _ = showInteger(in: spin)
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

    // MARK: Problems

    /// Marks the row invalid (style and accessible state) and says why under it.
    func showProblem(_ text: String) {
        problem = text
        message.title = text
        message.isVisible = true
        row.addCSSClass("error")
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
