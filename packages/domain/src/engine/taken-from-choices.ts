import type { Catalogue } from '../catalogue/catalogue.schema';
import type { TreatmentTime } from '../contract/spa.schemas';
import { EngineInputError } from './engine-input-error';
import { toEpochMinute } from './resort-day';
import type { TakenAppointment } from './taken';

/**
 * The appointments a chosen slot takes, ready to store as holds and to feed back as
 * Taken: the wire's EndTime is when the guest is done, but the therapist and room are
 * held for the activity's whole Length (turnover included).
 *
 * @example toTakenAppointments(catalogue, slot.TreatmentTimes) // [{ StaffId, RoomId, start, end: start + Length }]
 */
export function toTakenAppointments(
  catalogue: Pick<Catalogue, 'Activities'>,
  items: readonly TreatmentTime[],
): TakenAppointment[] {
  return items.map((item, i) => {
    const activity = catalogue.Activities.find((a) => a.ID === item.AppointmentTypeID);
    if (!activity)
      throw new EngineInputError(
        `TreatmentTimes[${i}].AppointmentTypeID`,
        `unknown activity ${item.AppointmentTypeID}`,
      );
    const start = toEpochMinute(item.StartTime);
    return {
      StaffId: item.StaffId,
      RoomId: item.RoomId,
      start: new Date(start * 60_000),
      end: new Date((start + activity.Length) * 60_000),
    };
  });
}
