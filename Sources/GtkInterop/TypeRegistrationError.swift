/// Why a widget type could not be registered.
package struct TypeRegistrationError: Error, CustomStringConvertible {
    /// What went wrong.
    package var description: String
}
