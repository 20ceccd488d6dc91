import type { Catalogue } from '../catalogue/catalogue.schema';
import type { TreatmentTime } from '../contract/spa.schemas';
import { EngineInputError } from './engine-input-error';
import { treatmentOccupancy } from './occupancy';
import { toEpochMinute } from './resort-day';
import type { TakenAppointment } from './taken';

/**
 * The appointments a chosen slot takes, ready to store as holds and to feed back as
 * Taken: the wire's EndTime is when the guest is done, but the therapist and room are
 * held for the activity's whole Length (turnover included), or each until its own end
 * when the treatment's clean-up blocks only one of them (two entries then).
 *
 * @example toTakenAppointments(catalogue, slot.TreatmentTimes) // [{ StaffId, RoomId, start, end: start + Length }]
 */
export function toTakenAppointments(
  catalogue: Pick<Catalogue, 'Activities' | 'Treatments'>,
  items: readonly TreatmentTime[],
): TakenAppointment[] {
  return items.flatMap((item, i): TakenAppointment[] => {
    const activity = catalogue.Activities.find((a) => a.ID === item.AppointmentTypeID);
    if (!activity)
      throw new EngineInputError(
        `TreatmentTimes[${i}].AppointmentTypeID`,
        `unknown activity ${item.AppointmentTypeID}`,
      );
    const start = toEpochMinute(item.StartTime);
    const cleanUp = catalogue.Treatments.find((t) =>
      t.Durations.some((d) => d.Code === activity.Code),
    )?.CleanUp;
    const ends = treatmentOccupancy(activity, cleanUp, start);
    const at = (minute: number) => new Date(minute * 60_000);
    if (ends.therapistEnd === ends.roomEnd)
      return [{ StaffId: item.StaffId, RoomId: item.RoomId, start: at(start), end: at(ends.end) }];
    return [
      { StaffId: item.StaffId, RoomId: null, start: at(start), end: at(ends.therapistEnd) },
      { StaffId: null, RoomId: item.RoomId, start: at(start), end: at(ends.roomEnd) },
    ];
  });
}
