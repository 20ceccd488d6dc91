/**
 * Walking a booking flow's order of screens (the Spa Day's and the treatment flow's),
 * skipping the screens that do not apply to the booking.
 */

/** The first screen after `step` in `order` that applies, or undefined when none does. */
export function stepAfter<Step>(order: readonly Step[], step: Step, applies: (s: Step) => boolean) {
  return order.slice(order.indexOf(step) + 1).find(applies);
}

/** The nearest screen before `step` in `order` that applies, or undefined when none does. */
export function stepBefore<Step>(order: readonly Step[], step: Step, applies: (s: Step) => boolean) {
  return order.slice(0, order.indexOf(step)).reverse().find(applies);
}
