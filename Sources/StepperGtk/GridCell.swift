import GtkInterop
import StepperCore

/// A cell of a stepper's grid layout.
struct GridCell: Equatable {
    let column: Int
    let row: Int
}

extension StepperOrientation {
    // A row, or a column with increase on top (CSStepper's ⬆ over ⬇). The
    // grid mirrors columns in right-to-left locales, as a box would.

    /// Where the decrease button sits.
    var decreaseCell: GridCell { self == .vertical ? GridCell(column: 0, row: 2) : GridCell(column: 0, row: 0) }
    /// Where the value sits: the value drawn at rest, and the field while the user types.
    var valueCell: GridCell { self == .vertical ? GridCell(column: 0, row: 1) : GridCell(column: 1, row: 0) }
    /// Where the increase button sits.
    var increaseCell: GridCell { self == .vertical ? GridCell(column: 0, row: 0) : GridCell(column: 2, row: 0) }
}

extension WidgetHandle {
    /// Puts the widget in `cell` of its parent's grid layout.
    func place(at cell: GridCell) { place(column: cell.column, row: cell.row) }
}
