/* stepperkit.h: SkStepper, StepperKit's stepper widget, and SkStepperRow,
 * a list row with a stepper at its end, for C.
 *
 * The widgets are written in Swift and registered with GObject like any GTK
 * widget: use them from C with these functions, from GtkBuilder .ui files as
 * <object class="SkStepper"> and <object class="SkStepperRow">, and from
 * Python, JavaScript and other languages through GObject introspection
 * (namespace StepperKit, version 1).
 *
 * Build with: pkg-config --cflags --libs stepperkit-1
 */
#pragma once

#include <adwaita.h>
#include <gtk/gtk.h>

#include "stepperkit-version.h"

G_BEGIN_DECLS

/**
 * SkStepper:
 *
 * A number between a decrease and an increase button, usable with the
 * mouse, the keyboard and a screen reader (it reads as a spin button): a
 * whole number, or a decimal with [property@Stepper:digits].
 *
 * <picture>
 *   <source srcset="stepper-horizontal~dark.png" media="(prefers-color-scheme: dark)">
 *   <img alt="A new SkStepper: the value 0 on cyan between the decrease and increase buttons" src="stepper-horizontal.png">
 * </picture>
 *
 * The value stays between [property@Stepper:minimum-value] and
 * [property@Stepper:maximum-value]; the buttons, Up and Down and the scroll
 * wheel move it by [property@Stepper:step-value], Page Up, Page Down and the
 * middle button by [property@Stepper:page-increment] (as
 * [property@Gtk.Adjustment:page-increment] moves a spin button), and Home
 * and End take it to the bounds. A number can be typed in while
 * [property@Gtk.Editable:editable] is set.
 * Each real change of the value emits [signal@Stepper::value-changed] once.
 * Its numbers can also live in a [class@Gtk.Adjustment] shared with other widgets
 * ([property@Stepper:adjustment]), as a [class@Gtk.SpinButton]'s do.
 *
 * Its other properties are set with g_object_set() or in a .ui file:
 * `wraps` and `autorepeat` (gboolean), `left-title` and `right-title` (the
 * buttons' text; empty shows an icon), `background-color` (a `GdkRGBA` behind
 * the value) and `orientation` ([iface@Gtk.Orientable]: buttons beside the value,
 * or above and below it). A value refused by the rules (a step or a page
 * not above 0, a minimum above the maximum, a title too long) leaves the
 * stepper as it was and logs a warning naming the property.
 *
 * GtkBuilder finds the type by name once it is registered: call
 * sk_stepper_get_type() (in Python, `GObject.type_ensure(StepperKit.Stepper)`)
 * before loading a .ui file that names SkStepper.
 *
 * Like every GTK widget, SkStepper is used from the thread that runs GTK.
 *
 * ## Properties
 *
 * Every property is also a Swift one: the `StepperConfiguration` that a
 * `StepperModel` holds (in Swift, `Stepper.value` and `Stepper.model`).
 *
 * | Property | Type | Default | Accepted | Swift |
 * | --- | --- | --- | --- | --- |
 * | `value` | `gint64` | 0 | any; clamped into the bounds | `value` (`Int`) |
 * | `minimum-value` | `gint64` | -100 | up to the maximum | `minimumValue` (`Int`) |
 * | `maximum-value` | `gint64` | 100 | down to the minimum | `maximumValue` (`Int`) |
 * | `step-value` | `gint64` | 1 | 1 to %G_MAXINT64 | `stepValue` (`Int`) |
 * | `page-increment` | `gint64` | 10 | 1 to %G_MAXINT64 | `pageIncrement` (`Int`) |
 * | `wraps` | `gboolean` | %FALSE | | `wraps` (`Bool`) |
 * | `autorepeat` | `gboolean` | %TRUE | | `autorepeat` (`Bool`) |
 * | `editable` ([iface@Gtk.Editable]) | `gboolean` | %TRUE | | `isEditable` (`Bool`) |
 * | `left-title` | `gchararray` | "⬇" | 32 characters and 512 bytes at most; empty shows an icon | `leftTitle` (`String`) |
 * | `right-title` | `gchararray` | "⬆" | as `left-title` | `rightTitle` (`String`) |
 * | `background-color` | `GdkRGBA` | cyan, `#00ffff` | components 0 to 1; %NULL resets | `backgroundColor` (`RGBAColor`) |
 * | `orientation` ([iface@Gtk.Orientable]) | `GtkOrientation` | %GTK_ORIENTATION_HORIZONTAL | | `orientation` (`StepperOrientation`) |
 * | `digits` | `gint64` | 0 | 0 to 9 | `digits` (`Int`) |
 * | `unit` | `gchararray` | "" | as `left-title`; %NULL is empty | `unit` (`String`) |
 * | `adjustment` | `GtkAdjustment` | one made from the stepper's numbers when first read | see sk_stepper_set_adjustment() | `Stepper.adjustment`, `setAdjustment(_:)` |
 *
 * [iface@Gtk.Editable]'s other properties, such as `text` and
 * `cursor-position`, are those of the field a value is typed in.
 *
 * ## The field a value is typed in
 *
 * gtk_editable_get_delegate() on a stepper returns its field, a
 * [class@Gtk.Text], as it returns a [class@Gtk.SpinButton]'s: the same one
 * at rest, while the user types and after, never given to another stepper,
 * for as long as the stepper lives; %NULL once it is disposed. On GTK 4.8
 * to 4.12 every stepper has its field from the start. On GTK 4.14 and later
 * a stepper makes one only to type in, and hands it to the next stepper to
 * type once typing ends; asking for it with gtk_editable_get_delegate(), or
 * reading or setting one of GtkEditable's properties only the field holds
 * (such as `width-chars`), makes it if there is none and keeps it for the
 * stepper alone, which costs that stepper the field's memory.
 *
 * ## Shortcuts and gestures
 *
 * A stepper is one tab stop. Its keys, each running one of its actions:
 *
 * | Keys | Does | Action |
 * | --- | --- | --- |
 * | Up, `+`, and the keypad's Up and `+` | one step up | `stepper.increment` |
 * | Down, and the keypad's Down and `-` | one step down | `stepper.decrement` |
 * | Page Up (and the keypad's) | one page up | `stepper.page-up` |
 * | Page Down (and the keypad's) | one page down | `stepper.page-down` |
 * | Home (and the keypad's), Ctrl+Page Down | to the minimum | `stepper.minimum` |
 * | End (and the keypad's), Ctrl+Page Up | to the maximum | `stepper.maximum` |
 *
 * A digit or the main keyboard's `-` starts typing a value in place, which
 * Enter, or the focus leaving, commits and Escape abandons; while typing,
 * Up, Down and the page keys commit and then step, and Home and End move
 * the cursor. A click on the value starts typing with the value selected.
 *
 * A click on a button steps (the primary button), pages (the middle one)
 * or goes to the bound (the secondary one); held, it repeats after 500 ms
 * while [property@Stepper:autorepeat] is set. The scroll wheel steps only
 * while the stepper has the keyboard focus.
 *
 * ## Actions
 *
 * `stepper.increment`, `stepper.decrement`, `stepper.page-up`,
 * `stepper.page-down`, `stepper.minimum` and `stepper.maximum`, without a
 * parameter; apps can activate them
 * (`gtk_widget_activate_action (stepper, "stepper.increment", NULL)`) or
 * bind shortcuts of their own to them.
 *
 * ## CSS nodes
 *
 * ```
 * stepper[.horizontal][.vertical][.editing][.error][.value-black][.value-white]
 * ├── [text.value]
 * │   ╰── [text]
 * ├── text.value
 * ├── button.down
 * │   ╰── label or image
 * ╰── button.up
 *     ╰── label or image
 * ```
 *
 * SkStepper has a main node named `stepper`, with the style class
 * `.horizontal` or `.vertical` as [property@Gtk.Orientable:orientation]
 * says, `.editing` while a value is typed in, `.error` while typed text is
 * refused, and `.value-black` or `.value-white`, the colour its value is
 * drawn in over [property@Stepper:background-color] (none without a
 * background). Its children are two `text` nodes with the `.value` class,
 * the field a value is typed in (shown only while typing) and the value
 * drawn in its place at rest, then two `button` nodes, `.down` and `.up`
 * (in a vertical stepper `.up` comes first, on top), each holding its title
 * as a `label` node, or an `image` node for an empty title. StepperKit's own
 * style sheet, just below the application priority, gives the buttons and
 * the value their shape; an app's CSS restyles any of these nodes. On GTK
 * 4.14 and later the field's node exists only while the user types, and
 * holds the GtkText that takes the keys as a `text` node of its own, which
 * inherits the colour and font; style the field as `stepper > text.value`,
 * which is the same node on every GTK version.
 *
 * <picture>
 *   <source srcset="stepper-vertical~dark.png" media="(prefers-color-scheme: dark)">
 *   <img alt="A vertical SkStepper: ⬆ on top, the value, ⬇ below" src="stepper-vertical.png">
 * </picture>
 * <picture>
 *   <source srcset="stepper-typing~dark.png" media="(prefers-color-scheme: dark)">
 *   <img alt="An SkStepper while 42 is typed in: the field outlined" src="stepper-typing.png">
 * </picture>
 * <picture>
 *   <source srcset="stepper-refused~dark.png" media="(prefers-color-scheme: dark)">
 *   <img alt="An SkStepper refusing a typed minus sign alone, marked in the error colour" src="stepper-refused.png">
 * </picture>
 *
 * ## Accessibility
 *
 * SkStepper has the %GTK_ACCESSIBLE_ROLE_SPIN_BUTTON role; its buttons are
 * named "Decrease" and "Increase" whatever their titles show. On GTK 4.10
 * and later it is a `GtkAccessibleRange`, so assistive technologies
 * read and set its value through AT-SPI's Value interface. Its text, the
 * value, is AT-SPI's Text, as GtkSpinButton's is; on GTK 4.14 and later it
 * is a `GtkAccessibleText` too, and makes the text field a value is typed
 * in only while the user types.
 */
#define SK_TYPE_STEPPER (sk_stepper_get_type ())

G_DECLARE_FINAL_TYPE (SkStepper, sk_stepper, SK, STEPPER, GtkWidget)

/**
 * SkStepper:value:
 *
 * The current value, a #gint64 between [property@Stepper:minimum-value] and
 * [property@Stepper:maximum-value]; a value outside them is clamped into them.
 * Default: 0. Each real change emits [signal@Stepper::value-changed] once, then
 * notifies this property.
 */

/**
 * SkStepper:minimum-value:
 *
 * The lowest value, any #gint64. Default: -100. A minimum above
 * [property@Stepper:maximum-value] is refused with a warning naming the property;
 * use sk_stepper_set_range() to move both bounds past each other.
 */

/**
 * SkStepper:maximum-value:
 *
 * The highest value, any #gint64. Default: 100. A maximum below
 * [property@Stepper:minimum-value] is refused with a warning naming the property.
 */

/**
 * SkStepper:step-value:
 *
 * How far one step (the buttons, Up and Down, the scroll wheel) moves
 * the value, from 1 to %G_MAXINT64 (with [property@Stepper:digits], the whole
 * number nearest the step). Default: 1. A step below 1 is refused
 * with a warning naming the property. A step that would pass a bound stops
 * at it.
 */

/**
 * SkStepper:page-increment:
 *
 * How far one page (Page Up and Page Down, the middle button) moves the
 * value, as [property@Gtk.Adjustment:page-increment]: 1 to %G_MAXINT64. Default: 10.
 * A page below 1 is refused with a warning naming the property.
 */

/**
 * SkStepper:digits:
 *
 * How many digits the value has after the decimal separator, from 0 (whole
 * numbers) to 9, as [property@Gtk.SpinButton:digits]. Default: 0. A number
 * outside 0 to 9 is refused with GLib's warning naming the property.
 *
 * With digits, the value, the bounds, the step and the page are decimals held
 * exactly: three steps of 0.1 from 0 give 0.3, and ten reach a maximum of 1.0.
 * The value is shown with the locale's decimal separator ("0,3" in German and
 * Russian) and typed in the locale: its own separators, and the point as well
 * where the point is not the locale's group separator. Text that could mean
 * two numbers, such as "1.234" in German, is refused, never guessed at. The
 * whole-number properties (`value`, `minimum-value`…) then hold the whole
 * number nearest each decimal, halves away from zero (0 for a step or a page
 * below 0.5, which the stepper keeps: set them as decimals, through the
 * adjustment, rather than writing back what they read); sk_stepper_get_decimal_value(),
 * sk_stepper_set_decimal_value() and [property@Stepper:adjustment] hold the
 * decimals. More digits keep every number; fewer round each one, halves away
 * from zero.
 *
 * Since: 1.2
 */

/**
 * SkStepper:unit:
 *
 * The unit shown after the value, after a no-break space: "°C" shows
 * "92.5 °C", "%" shows "25 %". Default: empty, for none. Typed text may end
 * with the unit or leave it out; assistive tools read the value with it. At
 * most 32 characters and 512 bytes, as a button's title.
 *
 * Since: 1.2
 */

/**
 * SkStepper:wraps:
 *
 * Whether a step from one bound goes to the other. Default: %FALSE.
 */

/**
 * SkStepper:autorepeat:
 *
 * Whether pressing and holding a button keeps stepping, faster as it goes
 * on, as [class@Gtk.SpinButton] does. Default: %TRUE.
 */

/**
 * SkStepper:left-title:
 *
 * The decrease button's text, at most 32 characters and 512 bytes; empty
 * shows GTK's "value-decrease-symbolic" icon. Default: "⬇". A longer title is
 * refused with a warning naming the property. Screen readers call the
 * button "Decrease" whatever it shows.
 */

/**
 * SkStepper:right-title:
 *
 * The increase button's text, at most 32 characters and 512 bytes; empty
 * shows GTK's "value-increase-symbolic" icon. Default: "⬆". A longer title is
 * refused with a warning naming the property. Screen readers call the
 * button "Increase" whatever it shows.
 */

/**
 * SkStepper:background-color:
 *
 * The colour behind the value, a `GdkRGBA` with components in 0…1 (in a .ui
 * file, a CSS colour such as `cyan` or `#f6d5a8`). Default: cyan; %NULL
 * resets it. A colour with a component outside 0…1 or not a number is
 * refused with a warning naming the property. The value is drawn in black or
 * white, whichever reads at 4.5:1 or better over it.
 */

/**
 * SkStepper:adjustment:
 *
 * The [class@Gtk.Adjustment] that holds the stepper's numbers, shared with other
 * widgets; see sk_stepper_set_adjustment() for what the stepper takes from
 * it and what it refuses. Reading it from a stepper that has none makes
 * one from the stepper's numbers. An adjustment given with other
 * properties, at construction or in a .ui file, wins over their numbers.
 */

/**
 * SkStepper::value-changed:
 * @self: the stepper
 *
 * Emitted once after each real change of the value, whoever made it: a
 * click, a key, a screen reader, code, a shared [class@Gtk.Adjustment]. A change that
 * leaves the value as it was emits nothing. A handler may set the value, or
 * destroy the stepper, while it runs.
 */

/**
 * SkStepper::format-value:
 * @self: the stepper
 * @value: the number to write: the value, or a bound (which fixes the
 *   stepper's width), exact to the stepper's digits
 *
 * Asks for the text of a number, as [signal@Gtk.SpinButton::output] and
 * `gtk_scale_set_format_value_func()` do: "1 h 30 min" for 90 minutes. The text
 * replaces the number and the unit on screen and for assistive tools. The
 * first handler to return text wins; %NULL leaves the number to the next
 * handler, and in the end to the stepper. Pair it with
 * [signal@Stepper::parse-text], so that what it writes can be typed back.
 * The stepper notices a handler connected or disconnected when it comes on
 * screen and whenever its value changes; the Swift API's `onFormatValue`
 * applies at once.
 *
 * Returns: (transfer full) (nullable): the text, or %NULL for the stepper's own
 *
 * Since: 1.2
 */

/**
 * SkStepper::parse-text:
 * @self: the stepper
 * @text: the text the user typed, or an assistive tool set
 *
 * Asks for the number typed text means, as [signal@Gtk.SpinButton::input]
 * does, but without an out argument, so that every language can answer: the
 * handler returns the number, which the stepper rounds to its digits and
 * clamps into its bounds. The first handler to return a number that is not
 * NaN wins; NaN leaves the text to the next handler, and in the end to the
 * stepper, which reads it in the locale or refuses it.
 *
 * Returns: the number, or NaN for the stepper's own reading
 *
 * Since: 1.2
 */

/**
 * sk_stepper_new:
 *
 * Creates a stepper with CSStepper's defaults: value 0 between -100 and 100,
 * a step of 1, and the titles "⬇" and "⬆".
 *
 * Returns: (transfer floating) (type SkStepper): the new stepper
 */
GtkWidget *sk_stepper_new (void);

/**
 * sk_stepper_get_value: (get-property value)
 * @self: a stepper
 *
 * Gets the current value, between the bounds.
 *
 * Returns: the current value
 */
gint64 sk_stepper_get_value (SkStepper *self);

/**
 * sk_stepper_set_value: (set-property value)
 * @self: a stepper
 * @value: the new value, clamped into the bounds
 *
 * Sets the value; a real change emits [signal@Stepper::value-changed].
 */
void sk_stepper_set_value (SkStepper *self,
                           gint64     value);

/**
 * sk_stepper_get_decimal_value:
 * @self: a stepper
 *
 * Gets the current value with its decimals (see [property@Stepper:digits]):
 * the double nearest the exact decimal, so three steps of 0.1 from 0 give
 * exactly the double 0.3.
 *
 * Returns: the current value
 *
 * Since: 1.2
 */
gdouble sk_stepper_get_decimal_value (SkStepper *self);

/**
 * sk_stepper_set_decimal_value:
 * @self: a stepper
 * @value: the new value, rounded to the stepper's digits (halves away from
 *   zero) and clamped into the bounds; NaN is refused with a warning
 *
 * Sets the value with its decimals; a real change emits
 * [signal@Stepper::value-changed].
 *
 * Since: 1.2
 */
void sk_stepper_set_decimal_value (SkStepper *self,
                                   gdouble    value);

/**
 * sk_stepper_get_digits:
 * @self: a stepper
 *
 * Gets how many digits the value has after the decimal separator.
 *
 * Returns: the digits, 0 to 9
 *
 * Since: 1.2
 */
guint sk_stepper_get_digits (SkStepper *self);

/**
 * sk_stepper_set_digits:
 * @self: a stepper
 * @digits: 0 (whole numbers) to 9; refused, with a warning, above 9
 *
 * Sets how many digits the value has after the decimal separator (see
 * [property@Stepper:digits]).
 *
 * Since: 1.2
 */
void sk_stepper_set_digits (SkStepper *self,
                            guint      digits);

/**
 * sk_stepper_get_minimum_value: (get-property minimum-value)
 * @self: a stepper
 *
 * Gets the lowest value the stepper holds.
 *
 * Returns: the lowest value
 */
gint64 sk_stepper_get_minimum_value (SkStepper *self);

/**
 * sk_stepper_set_minimum_value: (set-property minimum-value)
 * @self: a stepper
 * @minimum: the lowest value; refused, with a warning, above the maximum
 *
 * Sets the lowest value, moving the value up to it if needed.
 */
void sk_stepper_set_minimum_value (SkStepper *self,
                                   gint64     minimum);

/**
 * sk_stepper_get_maximum_value: (get-property maximum-value)
 * @self: a stepper
 *
 * Gets the highest value the stepper holds.
 *
 * Returns: the highest value
 */
gint64 sk_stepper_get_maximum_value (SkStepper *self);

/**
 * sk_stepper_set_maximum_value: (set-property maximum-value)
 * @self: a stepper
 * @maximum: the highest value; refused, with a warning, below the minimum
 *
 * Sets the highest value, moving the value down to it if needed.
 */
void sk_stepper_set_maximum_value (SkStepper *self,
                                   gint64     maximum);

/**
 * sk_stepper_set_range:
 * @self: a stepper
 * @minimum: the lowest value
 * @maximum: the highest value, not below @minimum
 *
 * Sets both bounds in one change, so that they may move past each other
 * (from 0…10 to 20…30), and clamps the value into them. A range whose
 * minimum is above its maximum is refused with a warning.
 */
void sk_stepper_set_range (SkStepper *self,
                           gint64     minimum,
                           gint64     maximum);

/**
 * sk_stepper_get_step_value: (get-property step-value)
 * @self: a stepper
 *
 * Gets how far one step moves the value.
 *
 * Returns: how far one step moves the value
 */
gint64 sk_stepper_get_step_value (SkStepper *self);

/**
 * sk_stepper_set_step_value: (set-property step-value)
 * @self: a stepper
 * @step: how far one step moves the value; refused, with a warning, below 1
 *
 * Sets the step.
 */
void sk_stepper_set_step_value (SkStepper *self,
                                gint64     step);

/**
 * sk_stepper_get_page_increment: (get-property page-increment)
 * @self: a stepper
 *
 * Gets how far one page moves the value.
 *
 * Returns: how far one page (Page Up, Page Down, the middle button) moves the value
 */
gint64 sk_stepper_get_page_increment (SkStepper *self);

/**
 * sk_stepper_set_page_increment: (set-property page-increment)
 * @self: a stepper
 * @page: how far one page moves the value, 10 by default; refused, with a
 *   warning, below 1
 *
 * Sets the page, as [property@Gtk.Adjustment:page-increment].
 */
void sk_stepper_set_page_increment (SkStepper *self,
                                    gint64     page);

/**
 * sk_stepper_get_adjustment: (get-property adjustment)
 * @self: a stepper
 *
 * Gets the [class@Gtk.Adjustment] that holds the stepper's numbers, to share with
 * a [class@Gtk.Scale], a [class@Gtk.SpinButton] or an `AdwSpinRow`. A stepper given none
 * makes one from its own numbers the first time it is asked, as [class@Gtk.Range]
 * does.
 *
 * Returns: (transfer none) (nullable): the adjustment; %NULL only once the
 *   stepper is destroyed
 */
GtkAdjustment *sk_stepper_get_adjustment (SkStepper *self);

/**
 * sk_stepper_set_adjustment: (set-property adjustment)
 * @self: a stepper
 * @adjustment: (nullable): the adjustment to share, or %NULL to let go of
 *   the current one
 *
 * Shows and edits @adjustment from now on, as [class@Gtk.SpinButton] does. The
 * stepper takes its value (rounded to the nearest whole number, or with
 * [property@Stepper:digits] to its digits), its bounds
 * ([property@Gtk.Adjustment:lower] rounded up, and [property@Gtk.Adjustment:upper] less
 * [property@Gtk.Adjustment:page-size] rounded down), its
 * [property@Gtk.Adjustment:step-increment] and, when it rounds to one unit of
 * the last digit or more, its
 * [property@Gtk.Adjustment:page-increment], each rounded to the nearest
 * (a page that rounds to 0, as a new adjustment's, leaves the stepper
 * its own). A value set on the adjustment with more digits than the
 * stepper's (by a spin button sharing it) stays there; the stepper shows it
 * rounded. From then on a change
 * on either side reaches the other once: one [signal@Stepper::value-changed] and
 * one [signal@Gtk.Adjustment::value-changed] per real change.
 *
 * An adjustment no stepper can hold (bounds with no number of the
 * stepper's digits between them, a step that rounds to 0, bounds beyond
 * what the digits count in a #gint64, a number that is not finite) is refused
 * with a warning naming it, and the stepper stays as it was. The stepper
 * holds a reference to @adjustment, sinking a floating one.
 */
void sk_stepper_set_adjustment (SkStepper     *self,
                                GtkAdjustment *adjustment);

/**
 * SkStepperRow:
 *
 * A row for a [class@Gtk.ListBox] or an [class@Adw.PreferencesGroup]: an [class@Adw.ActionRow] with
 * a title, an optional subtitle and an [class@Stepper] at its end, the spin row of
 * libadwaita 1.2, which has none.
 *
 * The row's title names the stepper for screen readers, its subtitle
 * describes it, and activating the row (a click on its title, or its
 * mnemonic) focuses the stepper. The row forwards the stepper's numbers
 * as its own, so that a .ui file can set them beside `title` and
 * `subtitle`: [property@StepperRow:value], [property@StepperRow:minimum-value],
 * [property@StepperRow:maximum-value], [property@StepperRow:step-value],
 * [property@StepperRow:page-increment], [property@StepperRow:digits] and
 * [property@StepperRow:unit], with the same
 * rules and refusals as the stepper's, and [property@StepperRow:adjustment], the
 * stepper's [class@Gtk.Adjustment], as `AdwSpinRow` has one. Everything else (the titles, the
 * colour, [signal@Stepper::value-changed]) is the stepper's own: reach it with
 * sk_stepper_row_get_stepper().
 *
 * Like every libadwaita widget, it is styled once adw_init() has run (an
 * [class@Adw.Application] runs it). GtkBuilder finds the type by name once it is
 * registered: call sk_stepper_row_get_type() (in Python,
 * `GObject.type_ensure(StepperKit.StepperRow)`) before loading a .ui file
 * that names SkStepperRow.
 */
#define SK_TYPE_STEPPER_ROW (sk_stepper_row_get_type ())

G_DECLARE_FINAL_TYPE (SkStepperRow, sk_stepper_row, SK, STEPPER_ROW, AdwActionRow)

/**
 * SkStepperRow:value:
 *
 * The stepper's [property@Stepper:value], forwarded, with its rules.
 */

/**
 * SkStepperRow:minimum-value:
 *
 * The stepper's [property@Stepper:minimum-value], forwarded, with its rules and
 * refusals.
 */

/**
 * SkStepperRow:maximum-value:
 *
 * The stepper's [property@Stepper:maximum-value], forwarded, with its rules and
 * refusals.
 */

/**
 * SkStepperRow:step-value:
 *
 * The stepper's [property@Stepper:step-value], forwarded, with its rules and
 * refusals.
 */

/**
 * SkStepperRow:page-increment:
 *
 * The stepper's [property@Stepper:page-increment], forwarded, with its rules and
 * refusals.
 */

/**
 * SkStepperRow:digits:
 *
 * The stepper's [property@Stepper:digits], forwarded, with its rules.
 *
 * Since: 1.2
 */

/**
 * SkStepperRow:unit:
 *
 * The stepper's [property@Stepper:unit], forwarded, with its rules and
 * refusals.
 *
 * Since: 1.2
 */

/**
 * SkStepperRow:adjustment:
 *
 * The stepper's [property@Stepper:adjustment], forwarded, as `AdwSpinRow` has one.
 */

/**
 * sk_stepper_row_new:
 *
 * Creates a row with no title and a stepper with CSStepper's defaults.
 * Like every libadwaita widget, the row is styled once adw_init() has run
 * (an [class@Adw.Application] runs it).
 *
 * Returns: (transfer floating) (type SkStepperRow): the new row
 */
GtkWidget *sk_stepper_row_new (void);

/**
 * sk_stepper_row_get_stepper:
 * @self: a row
 *
 * Gets the row's stepper, for what the row does not forward: the titles, the
 * colour, [signal@Stepper::value-changed].
 *
 * Returns: (transfer none): the stepper at the end of the row, which lives
 *   as long as the row
 */
SkStepper *sk_stepper_row_get_stepper (SkStepperRow *self);

G_END_DECLS
