// Handlers that change the stepper they hear, from JavaScript (GJS): run by
// IntrospectionTests against a temporary install. Prints what the handlers
// heard; the Python and C hosts print the same lines.
import Gtk from 'gi://Gtk?version=4.0';
import StepperKit from 'gi://StepperKit?version=1';

Gtk.init();
const snapping = new StepperKit.Stepper();
const heard = [];
snapping.connect('value-changed', widget => {
    heard.push(widget.get_value());
    if (widget.get_value() === 3)
        widget.set_value(5);
    else if (widget.get_value() === 5)
        widget.value = 6;
});
snapping.connect('notify::value', widget => {
    if (widget.get_value() > 6)
        widget.set_range(0, 6);
});
snapping.set_value(3);
snapping.value = 40;
print(`snapping: [${heard.join(', ')}] ${snapping.get_value()} ${snapping.get_maximum_value()}`);

// A handler that takes its stepper out of its box, then sets it again. (The C
// and Python hosts also dispose of it there; GJS forbids touching a disposed
// object, with a critical of its own.)
const box = new Gtk.Box();
const doomed = new StepperKit.Stepper();
box.append(doomed);
doomed.connect('value-changed', widget => {
    if (widget.get_parent() === null)
        return;
    box.remove(widget);
    widget.set_value(9);
});
doomed.set_value(2);
print(`torn down: ${doomed.get_value()}`);
