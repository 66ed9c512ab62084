import CGtk
import GtkInterop
import StepperCore

/// A window that edits a stepper's inspectable properties while the stepper
/// shows each change: GTK's counterpart of Interface Builder's attributes inspector.
///
/// Its rows come from the GObject property specifications of `SkStepper`, the
/// way `@IBInspectable` populates Interface Builder: each property gets an
/// editor for its type, its nick as the label (with a mnemonic) and its blurb as
/// the tooltip. Changes apply as they are made, through the shared model, so
/// every stepper on the model follows at once. Bad input is refused beside its
/// field and the model keeps its last valid state.
///
/// ```swift
/// let settings = SettingsDialog(model: stepper.model)
/// settings.present(transientFor: window)
/// ```
@MainActor
public final class SettingsDialog {
    /// The dialog's window.
    public let window: UnsafeMutablePointer<GtkWidget>
    /// The model the dialog edits.
    public let model: StepperModel
    /// The live preview at the top of the dialog, on the same model.
    let preview: Stepper
    /// One row per inspectable property, in the order the widget installs them.
    private(set) var rows: [SettingsRow] = []
    let resetButton = Gtk.Button(mnemonic: localized("_Reset to Defaults"))
    private let reference: ObjectReference
    private var observation: StepperObservation?
    /// Set while editors are being brought up to the model, so that their
    /// change signals are not taken for edits.
    private(set) var isShowingModel = false

    /// Creates the dialog (hidden) for a model.
    ///
    /// - Parameter model: The model to edit; the steppers that show it follow each change.
    public init(model: StepperModel) {
        self.model = model
        preview = Stepper(model: model)
        let window = Gtk.Window()
        self.window = window.widget
        reference = ObjectReference(sinking: window.widget)
        window.title = localized("Stepper Settings")
        window.hidesOnClose = true
        window.useHeaderBar()
        window.setDefaultSize(width: 440, height: -1)
        Shortcuts.add(key: GDK_KEY_Escape, action: "window.close", to: window)

        let content = Gtk.Box(vertical: true, spacing: 18)
        content.setMargins(24)
        let previewWidget = Gtk.Widget(preview.widget)
        previewWidget.horizontalAlignment = GTK_ALIGN_CENTER
        Accessible(previewWidget).setLabel(localized("Preview"))
        content.append(previewWidget)

        let grid = Gtk.Grid(rowSpacing: 6, columnSpacing: 18)
        for (index, descriptor) in StepperPropertyDescriptor.all.enumerated() {
            let row = SettingsRow(descriptor, dialog: self)
            row.attach(to: grid, at: index)
            rows.append(row)
        }
        content.append(grid)

        resetButton.horizontalAlignment = GTK_ALIGN_END
        resetButton.onClicked { [weak self] in self?.resetToDefaults() }
        content.append(resetButton)
        window.setChild(content)

        showModel()
        observation = model.observe { [weak self] change in self?.showModel(changedIn: change) }
    }

    /// Shows the dialog above `parent`, which it blocks while open.
    ///
    /// - Parameter parent: The window the dialog belongs to, or `nil`.
    public func present(transientFor parent: UnsafeMutablePointer<GtkWidget>?) {
        dialogWindow.setTransient(for: parent.map { Gtk.Window(wrapping: $0) }, modal: true)
        dialogWindow.present()
    }

    /// Hides the dialog; ``present(transientFor:)`` shows it again.
    public func close() {
        dialogWindow.close()
    }

    /// Restores CSStepper's defaults and clears every refused edit.
    public func resetToDefaults() {
        for row in rows { row.clearProblem() }
        try? model.update { $0 = .inspectable }
        showModel()
    }

    isolated deinit {
        observation?.cancel()
        dialogWindow.destroy()
    }

    private var dialogWindow: Gtk.Window { Gtk.Window(wrapping: window) }

    // MARK: Edits

    /// Applies one edit through the model, then retries the edits other fields
    /// still hold: fixing the maximum can make a refused minimum valid.
    func apply(_ row: SettingsRow, _ value: StepperPropertyValue) {
        guard !isShowingModel else { return }
        row.pendingEdit = value
        tryPendingEdit(of: row)
        guard row.problem == nil else { return }
        for other in rows where other !== row && other.pendingEdit != nil {
            tryPendingEdit(of: other)
        }
    }

    /// Shows refused text in a row (text that is not a value at all).
    func refuse(_ row: SettingsRow, because message: String) {
        row.pendingEdit = nil
        row.showProblem(message)
    }

    private func tryPendingEdit(of row: SettingsRow) {
        guard let value = row.pendingEdit else { return }
        do {
            try model.update { row.descriptor.write(value, into: &$0) }
            row.pendingEdit = nil
            row.clearProblem()
            // The model may have settled on another value (a clamped one, a canonical colour).
            showModel(in: row)
        } catch {
            row.showProblem(error.message(editing: row.descriptor))
        }
    }

    /// Brings every field without a refused edit up to the model.
    private func showModel() {
        for row in rows where row.problem == nil {
            showModel(in: row)
        }
    }

    /// Brings up to the model only the fields whose property a change touched:
    /// a click on the preview rewrites the value field, not all nine.
    private func showModel(changedIn change: StepperChange) {
        for row in rows where row.problem == nil
            && row.descriptor.value(in: change.old) != row.descriptor.value(in: change.new)
        {
            showModel(in: row)
        }
    }

    private func showModel(in row: SettingsRow) {
        isShowingModel = true
        defer { isShowingModel = false }
        row.show(row.descriptor.value(in: model.configuration))
    }
}

/// One property's row in the settings dialog: label, editor and message.
@MainActor
final class SettingsRow {
    /// The kinds of editor, one per property value type.
    enum Editor {
        case integer(Gtk.SpinButton)
        case boolean(Gtk.Switch)
        case text(Gtk.Entry)
        case color(Gtk.ColorButton, code: Gtk.Entry)
    }

    let descriptor: StepperPropertyDescriptor
    let label: Gtk.Label
    let editor: Editor
    let message = Gtk.Label()
    private(set) var problem: String?
    /// An edit the model refused, kept to try again when another field changes.
    var pendingEdit: StepperPropertyValue?
    /// The whole number an integer field shows exactly (its spin button holds a double).
    private var shownInteger = 0
    /// A text edit waiting for the main loop to go idle.
    private var pendingTextEdit: MainLoopSource?
    private unowned let dialog: SettingsDialog

    /// Makes the row of a property, with the editor its type calls for.
    init(_ descriptor: StepperPropertyDescriptor, dialog: SettingsDialog) {
        self.descriptor = descriptor
        self.dialog = dialog
        switch descriptor.field {
        case .integer: editor = .integer(Gtk.SpinButton(range: Int.min...Int.max))
        case .boolean: editor = .boolean(Gtk.Switch())
        case .text: editor = .text(Gtk.Entry())
        case .color: editor = .color(Gtk.ColorButton(), code: Gtk.Entry())
        }
        label = Gtk.Label(mnemonic: descriptor.nick)
        if case .color(let button, _) = editor {
            button.setAccessibleName(String(descriptor.nick.filter { $0 != "_" }))
        }
        label.horizontalTextAlignment = 0
        label.setMnemonicWidget(field)
        label.tooltip = descriptor.blurb
        field.tooltip = descriptor.blurb
        Accessible(field).setDescription(descriptor.blurb)
        message.addCSSClass("error")
        message.horizontalTextAlignment = 0
        message.breaksLines = true
        message.isVisible = false
        connectEditor()
    }

    /// The widget that takes the value (and the mnemonic).
    var field: Gtk.Widget {
        switch editor {
        case .integer(let spin): spin.asWidget
        case .boolean(let toggle): toggle.asWidget
        case .text(let entry): entry.asWidget
        case .color(let button, _): button.asWidget
        }
    }

    /// Every widget that holds this row's value, for marking it invalid.
    private var fields: [Gtk.Widget] {
        if case .color(let button, let code) = editor { return [button.asWidget, code.asWidget] }
        return [field]
    }

    func attach(to grid: Gtk.Grid, at index: Int) {
        grid.attach(label, column: 0, row: 2 * index)
        let editorWidget: Gtk.Widget
        switch editor {
        case .boolean(let toggle):
            toggle.horizontalAlignment = GTK_ALIGN_START
            editorWidget = toggle.asWidget
        case .color(let button, let code):
            let box = Gtk.Box(spacing: 8)
            let codeLabel = Gtk.Label(mnemonic: localized("_Hex code"))
            codeLabel.setMnemonicWidget(code)
            code.widthInCharacters = 10
            code.tooltip = localized("The colour as #rrggbb or #rrggbbaa")
            Accessible(code).setDescription(localized("The colour as #rrggbb or #rrggbbaa"))
            box.append(button)
            box.append(codeLabel)
            box.append(code)
            editorWidget = box.asWidget
        default:
            editorWidget = field
        }
        editorWidget.expandsHorizontally = true
        grid.attach(editorWidget, column: 1, row: 2 * index)
        grid.attach(message, column: 1, row: 2 * index + 1)
    }

    // MARK: Editing

    private func connectEditor() {
        switch editor {
        case .integer(let spin):
            spin.onInput { [weak self] text in self?.parseInteger(text) }
            spin.onOutput { [weak self] in self?.showInteger(in: spin) ?? false }
            spin.onValueChanged { [weak self] in self?.integerStepped(in: spin) }
        case .boolean(let toggle):
            toggle.onToggled { [weak self] in
                guard let self else { return }
                dialog.apply(self, .boolean(toggle.isOn))
            }
        case .text(let entry):
            entry.onChanged { [weak self] in
                guard let self, !dialog.isShowingModel, pendingTextEdit == nil else { return }
                // Replacing text is a deletion and an insertion: apply what it ends as.
                pendingTextEdit = MainLoop.whenIdle { [weak self] in
                    guard let self else { return }
                    pendingTextEdit = nil
                    dialog.apply(self, .text(entry.text))
                }
            }
        case .color(let button, let code):
            button.onColorPicked { [weak self] in
                // A colour chooser only picks components within 0…1.
                guard let self, let picked = try? RGBAColor(button.color) else { return }
                dialog.apply(self, .color(picked))
            }
            code.onActivate { [weak self] in self?.colorCodeEntered(code.text) }
            Shortcuts.onFocusLeave(of: code) { [weak self] in self?.colorCodeEntered(code.text) }
        }
    }

    /// The spin button's input: the exact whole number in the text, applied
    /// to the model; `nil` (the text stays, marked) when it is not one.
    private func parseInteger(_ text: String) -> Double? {
        switch WholeNumber.parse(text) {
        case .success(.exact(let number)):
            shownInteger = number
            dialog.apply(self, .integer(number))
            // Accepted, the model's value (clamped, perhaps) is shown now; refused, the typed one.
            return Double(shownInteger)
        case .success(.beyondInt(let isNegative)):
            dialog.refuse(self, because: beyondIntMessage(text, isNegative: isNegative))
            return nil
        case .failure(let reason):
            dialog.refuse(self, because: reason.message(for: text))
            return nil
        }
    }

    /// The spin button's output: the exact number, never a rounded double;
    /// text that was refused stays as typed so it can be fixed.
    private func showInteger(in spin: Gtk.SpinButton) -> Bool {
        if problem != nil && pendingEdit == nil { return true }
        let number = Double(shownInteger) == spin.value ? shownInteger : WholeNumber.saturating(spin.value)
        let text = String(number)
        if spin.text != text { spin.text = text }
        return true
    }

    /// The arrows (or keys) moved the spin button's value.
    private func integerStepped(in spin: Gtk.SpinButton) {
        guard Double(shownInteger) != spin.value else { return }
        let number = WholeNumber.saturating(spin.value)
        shownInteger = number
        dialog.apply(self, .integer(number))
    }

    private func colorCodeEntered(_ text: String) {
        guard case .color(let button, _) = editor else { return }
        guard let color = RGBAColor(text) else {
            // The code is checked as a whole, so an unchanged valid code is never refused.
            dialog.refuse(self, because: notAColorMessage(text))
            return
        }
        button.color = GdkRGBA(color)
        dialog.apply(self, .color(color))
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
        case (.text(let entry), .text(let text)):
            if entry.text != text { entry.text = text }
        case (.color(let button, let code), .color(let color)):
            button.color = GdkRGBA(color)
            if code.text != color.description { code.text = color.description }
        default:
            break
        }
    }

    // MARK: Problems

    /// Marks the field invalid (style and accessible state) and says why beside it.
    func showProblem(_ text: String) {
        problem = text
        message.text = text
        message.isVisible = true
        for field in fields {
            field.addCSSClass("error")
            Accessible(field).setInvalid(true)
        }
        Accessible(field).setDescription(text)
    }

    /// Clears the mark and the message.
    func clearProblem() {
        guard problem != nil else { return }
        problem = nil
        pendingEdit = nil
        message.text = ""
        message.isVisible = false
        for field in fields {
            field.removeCSSClass("error")
            Accessible(field).setInvalid(false)
        }
        Accessible(field).setDescription(descriptor.blurb)
    }
}
