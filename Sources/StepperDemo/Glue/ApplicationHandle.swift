import AdwaitaInterop
import CAdw
import CDemoShims
import CGtk
import GtkInterop
import StepperAdwaita
import StepperGtk

// The demo's GtkApplication: what only an app needs, so it is not in GtkInterop.

extension Gtk {
    /// A `GtkApplication`: one instance per app id, its actions, accelerators and windows.
    @MainActor
    package final class Application {
        /// The app as StepperKit offers one to every Swift app, which this
        /// adds the demo's options, actions and accelerators to.
        package let base: StepperGtk.Application
        /// The application object.
        package var pointer: UnsafeMutablePointer<GtkApplication> { base.pointer }
        private var gApplication: UnsafeMutablePointer<GApplication> { base.gApplication }
        /// The application as a `GActionMap` / `GActionGroup`.
        package var actions: OpaquePointer { OpaquePointer(pointer) }

        /// Adds the demo's part to an application.
        package init(_ base: StepperGtk.Application) {
            self.base = base
        }

        /// The application id.
        package var id: String { String(cString: g_application_get_application_id(gApplication)) }

        /// Calls `handler` once, when the primary instance starts.
        package func onStartup(_ handler: @escaping @MainActor () -> Void) {
            base.onStartup { _ in handler() }
        }

        /// Calls `handler` each time the app is activated (started, or started again).
        package func onActivate(_ handler: @escaping @MainActor () -> Void) {
            base.onActivate { _ in handler() }
        }

        /// Calls `handler` once, when the primary instance is about to exit.
        package func onShutdown(_ handler: @escaping @MainActor () -> Void) {
            base.onShutdown { _ in handler() }
        }

        /// Declares a command-line option shown by `--help`.
        ///
        /// - Parameters:
        ///   - name: The long name, without dashes.
        ///   - takesFile: Whether the option takes a file name argument.
        ///   - description: What `--help` says of it.
        ///   - argument: The argument's name in `--help`.
        package func addOption(_ name: String, takesFile: Bool = false, description: String, argument: String? = nil) {
            g_application_add_main_option(
                gApplication, name, 0, SKDEMO_OPTION_FLAG_NONE,
                takesFile ? G_OPTION_ARG_FILENAME : G_OPTION_ARG_NONE, description, argument)
        }

        /// Calls `handler` with the parsed options before anything starts; it
        /// returns an exit status to stop there, or `nil` to go on.
        package func onLocalOptions(_ handler: @escaping @MainActor (CommandLineOptions) -> Int32?) {
            Signal.connectPointerArgumentReturningInt(pointer, "handle-local-options") { dictionary in
                handler(CommandLineOptions(dictionary: dictionary?.assumingMemoryBound(to: GVariantDict.self))) ?? -1
            }
        }

        /// Adds an app action (`app.name`) that calls `handler`.
        package func addAction(_ name: String, accelerators: [String] = [], _ handler: @escaping @MainActor () -> Void) {
            guard let action = g_simple_action_new(name, nil) else { return }
            // `activate` passes the action's parameter, which these actions have none of.
            Signal.connectPointerArgument(action, "activate") { _ in handler() }
            g_action_map_add_action(actions, action)
            action.unref()
            if !accelerators.isEmpty {
                setAccelerators(accelerators, for: "app." + name)
            }
        }

        /// Activates the app action named `name`.
        package func activateAction(_ name: String) {
            g_action_group_activate_action(actions, name, nil)
        }

        /// Binds keyboard accelerators (`<Control>q`) to a detailed action name (`app.quit`).
        package func setAccelerators(_ accelerators: [String], for action: String) {
            withCStringArray(accelerators) { array in
                array.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: accelerators.count + 1) {
                    gtk_application_set_accels_for_action(pointer, action, $0)
                }
            }
        }

        /// The accelerators bound to a detailed action name.
        package func accelerators(for action: String) -> [String] {
            guard let list = gtk_application_get_accels_for_action(pointer, action) else { return [] }
            defer { g_strfreev(list) }
            var result: [String] = []
            var index = 0
            while let entry = list[index] {
                result.append(String(cString: entry))
                index += 1
            }
            return result
        }

        /// The windows the app has, most recently focused first.
        package var windows: [Gtk.Window] {
            var result: [Gtk.Window] = []
            var node = gtk_application_get_windows(pointer)
            while let current = node {
                if let data = current.pointee.data { result.append(Gtk.Window(wrapping: data)) }
                node = current.pointee.next
            }
            return result
        }

        /// Adds a window, so the app lives while it is open.
        package func addWindow(_ window: Gtk.Window) { gtk_application_add_window(pointer, window.window) }

        /// Activates the app, as starting it again would.
        package func activate() { g_application_activate(gApplication) }

        /// Quits the main loop, closing every window.
        package func quit() { g_application_quit(gApplication) }

        /// Runs the app with the process's command line; returns its exit status.
        package func run(arguments: [String]) -> Int32 {
            base.run(arguments: arguments)
        }
    }

    /// The options `GApplication` parsed, as `handle-local-options` sees them.
    @MainActor
    package struct CommandLineOptions {
        let dictionary: UnsafeMutablePointer<GVariantDict>?

        /// Whether the option was given.
        package func contains(_ name: String) -> Bool {
            guard let dictionary else { return false }
            return Bool(gboolean: g_variant_dict_contains(dictionary, name))
        }

        /// The file name given to an option, if any.
        package func fileName(_ name: String) -> String? {
            guard let dictionary,
                  let variant = g_variant_dict_lookup_value(dictionary, name, g_variant_type_checked_("ay"))
            else { return nil }
            defer { g_variant_unref(variant) }
            return g_variant_get_bytestring(variant).map { String(cString: $0) }
        }
    }
}

extension Gtk.Application {
    /// Makes this process run the app by itself, never handing over to a running instance.
    package func runsAlone() {
        g_application_set_flags(UnsafeMutableRawPointer(pointer).cast(to: GApplication.self), SKDEMO_APPLICATION_NON_UNIQUE)
    }
}

extension Adw {
    /// Creates an `AdwApplication`; `id` is its reverse-DNS name.
    package static func makeApplication(id: String) -> Gtk.Application {
        Gtk.Application(.adwaita(id: id))
    }
}
