import type { FilteredSelection } from '../contract/spa.schemas';
import { collectChoices, type ItineraryChoices } from './itinerary-choices';

type DiningSelection = Extract<FilteredSelection, { Type: 'DINING' }>;

/**
 * Maps the wire's FilteredSelections to the engine's ItineraryChoices: the one place
 * where the spec's PascalCase selection names meet the engine's words. A DINING
 * selection lasts `diningMinutes(selection)`.
 *
 * @example choicesOfSelections(selections, (s) => s.DurationInMins ?? 120)
 */
export function choicesOfSelections(
  selections: readonly FilteredSelection[],
  diningMinutes: (selection: DiningSelection) => number,
): ItineraryChoices {
  const { choices, guest } = collectChoices();
  for (const s of selections) {
    if (s.Type === 'DINING') {
      choices.dining = { start: s.StartDateTime, durationMinutes: diningMinutes(s) };
      continue;
    }
    const span = { start: s.StartDateTime, end: s.EndDateTime };
    if (s.Type === 'TIME_BAND') choices.timeBand = span;
    else if (s.Type === 'ARRIVAL') guest(s.GuestIndex).arrival = span;
    else if (s.Type === 'SPA_GARDEN') guest(s.GuestIndex).garden = span;
    else if (s.Type === 'TREATMENT') guest(s.GuestIndex).treatments.push(span);
    else guest(s.GuestIndex).addOns.push(span);
  }
  return choices;
}
