import type { FilteredSelection } from '../contract/spa.schemas';
import type { GuestChoices, ItineraryChoices } from './itinerary-choices';

/**
 * Maps the wire's FilteredSelections to the engine's ItineraryChoices: the one place
 * where the spec's PascalCase selection names meet the engine's words.
 * A DINING selection without DurationInMins gets `defaultDiningMinutes`.
 *
 * @example choicesFromFilteredSelections([{ Type: 'DINING', StartDateTime: '2026-07-01T13:00:00+01:00' }], 120)
 */
export function choicesFromFilteredSelections(
  selections: readonly FilteredSelection[],
  defaultDiningMinutes: number,
): ItineraryChoices {
  const guests = new Map<number, GuestChoices>();
  const guest = (index: number): GuestChoices => {
    let choices = guests.get(index);
    if (!choices) guests.set(index, (choices = {}));
    return choices;
  };
  const choices: ItineraryChoices = { guests };
  for (const selection of selections) {
    switch (selection.Type) {
      case 'ARRIVAL':
        guest(selection.GuestIndex).arrival = { start: selection.StartDateTime, end: selection.EndDateTime };
        break;
      case 'TIME_BAND':
        choices.timeBand = { start: selection.StartDateTime, end: selection.EndDateTime };
        break;
      case 'SPA_GARDEN':
        guest(selection.GuestIndex).garden = { start: selection.StartDateTime, end: selection.EndDateTime };
        break;
      case 'TREATMENT': {
        const g = guest(selection.GuestIndex);
        g.treatments = [
          ...(g.treatments ?? []),
          { start: selection.StartDateTime, end: selection.EndDateTime },
        ];
        break;
      }
      case 'ADDON_TREATMENT': {
        const g = guest(selection.GuestIndex);
        g.addOns = [...(g.addOns ?? []), { start: selection.StartDateTime, end: selection.EndDateTime }];
        break;
      }
      case 'DINING':
        choices.dining = {
          start: selection.StartDateTime,
          durationMinutes: selection.DurationInMins ?? defaultDiningMinutes,
        };
        break;
    }
  }
  return choices;
}
