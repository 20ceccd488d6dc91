import { useEffect, useRef, useState } from 'react';
import { HoldError } from '../../components/booking/hold-error';
import { TimeSlots } from '../../components/booking/time-slots';
import { Button } from '../../components/ui/button';
import { RadioGroup } from '../../components/ui/choice';
import { Alert, Loader } from '../../components/ui/feedback';
import { Modal } from '../../components/ui/modal';
import { treatmentOfCodeIn } from '../../lib/add-ons/add-on-names';
import { mayAddTreatment, type Extra } from '../../lib/add-ons/chosen-add-ons';
import { formatPrice, formatTime } from '../../lib/format';
import { useExtras } from './add-ons-api';
import { useAddOnHold, type AddOnsBooking } from './add-ons-booking';

type View = 'OVERVIEW' | 'TREATMENTS' | 'TIMES';
type Period = 'AM' | 'PM';
type Treatment = Extra['content']['TreatmentGroups'][number]['Treatments'][number];
type Duration = Treatment['Durations'][number];

/** AM before noon at the resort. */
const periodOf = (instant: string, timeZone: string): Period =>
  Number(formatTime(instant, timeZone).slice(0, 2)) < 12 ? 'AM' : 'PM';

/**
 * TREATMENTS (booking-flow §2): OVERVIEW (each guest, 'Add Treatment') → TREATMENTS
 * (treatment and duration) → TIMES (PM first) → back to OVERVIEW once the time is held.
 * At most one add-on treatment per guest: a guest who has one cannot add another.
 */
export function TreatmentsModal({
  booking,
  extra,
  open,
  onClose,
}: {
  booking: AddOnsBooking;
  extra: Extra;
  open: boolean;
  onClose: () => void;
}) {
  const [view, setView] = useState<View>('OVERVIEW');
  const [guest, setGuest] = useState(0);
  const [choice, setChoice] = useState<{ treatment: Treatment; duration: Duration } | null>(null);
  const [period, setPeriod] = useState<Period>('PM');
  const heading = useRef<HTMLHeadingElement>(null);
  const code = choice?.duration.Code ?? '';
  const times = useExtras(
    {
      date: booking.frame.Date,
      appointmentExtras: [code],
      groupExtras: [],
      guestIndexes: [guest],
      SessionId: booking.sessionId,
    },
    open && view === 'TIMES' && Boolean(code),
  );
  const items = times.data?.AddonAppointments.find((a) => a.Key === code)?.Items ?? [];
  const shown = items.filter((item) => periodOf(item.StartDateTime, booking.timeZone) === period);
  const { hold, holdAddOn } = useAddOnHold(booking, 'addon-treatments');
  const held = booking.itinerary?.AddOnTreatments ?? [];
  const name = (i: number) => booking.guestNames[i] ?? `Guest ${i + 1}`;
  const priceOf = (c: string) => extra.Codes.find((x) => x.Code === c)?.DisplayPrice;
  const nameOf = (c: string) => {
    const t = treatmentOfCodeIn(extra, c);
    return t ? `${t.DisplayName} (${t.Duration} mins)` : c;
  };

  // Each view change moves focus to the view's heading, so that a screen reader follows.
  useEffect(() => {
    if (open && view !== 'OVERVIEW') heading.current?.focus();
  }, [open, view]);

  const close = () => {
    setView('OVERVIEW');
    setChoice(null);
    onClose();
  };

  const chooseTime = async (start: string) => {
    const item = items.find((i) => i.StartDateTime === start);
    if (!item?.AppointmentTypeID) return;
    const kept = held
      .filter((t) => t.GuestIndex !== guest)
      .map((t) => ({
        GuestIndex: t.GuestIndex,
        AppointmentTypeID: t.AppointmentTypeID,
        StartTime: t.StartTime,
        StaffId: t.StaffId,
        RoomId: t.RoomId,
      }));
    const added = {
      GuestIndex: guest,
      AppointmentTypeID: item.AppointmentTypeID,
      StartTime: item.StartDateTime,
      StaffId: item.StaffId,
      RoomId: item.RoomId,
    };
    if (await holdAddOn({ Items: [...kept, added].sort((a, b) => a.GuestIndex - b.GuestIndex) })) {
      setChoice(null);
      setView('OVERVIEW');
    }
  };

  return (
    <Modal open={open} title={extra.content.DisplayName} onClose={close} fullScreen={view === 'TREATMENTS'}>
      {view === 'OVERVIEW' && (
        <div className="flex flex-col gap-4">
          <p>{extra.content.Description}</p>
          <ul className="flex flex-col gap-3">
            {booking.guestNames.map((_, i) => {
              const mine = held.find((t) => t.GuestIndex === i);
              return (
                <li
                  key={i}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-sage-200 p-3"
                >
                  <div>
                    <p className="font-semibold">{name(i)}</p>
                    {mine && (
                      <p className="text-sm">
                        {nameOf(mine.Code)}, {formatTime(mine.StartTime, booking.timeZone)}
                      </p>
                    )}
                  </div>
                  <Button
                    variant="secondary"
                    disabled={!mayAddTreatment(booking.itinerary, i)}
                    onClick={() => {
                      setGuest(i);
                      setView('TREATMENTS');
                    }}
                  >
                    Add Treatment<span className="sr-only"> for {name(i)}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
          <p className="text-sm">Each guest may add one treatment.</p>
          <div className="flex justify-end">
            <Button onClick={close}>Done</Button>
          </div>
        </div>
      )}
      {view === 'TREATMENTS' && (
        <div className="mx-auto flex max-w-5xl flex-col gap-6">
          <h3 ref={heading} tabIndex={-1} className="text-xl">
            Choose a treatment for {name(guest)}
          </h3>
          {extra.content.TreatmentGroups.map((group) => (
            <section key={group.DisplayName} aria-label={group.DisplayName}>
              <h4 className="mb-2 text-lg">{group.DisplayName}</h4>
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {group.Treatments.map((treatment) => (
                  <li
                    key={treatment.Id}
                    className="flex flex-col gap-2 rounded-md border border-sage-200 p-3"
                  >
                    <p className="font-semibold">{treatment.DisplayName}</p>
                    <div className="flex flex-wrap gap-2">
                      {treatment.Durations.map((duration) => (
                        <Button
                          key={duration.Code}
                          variant="secondary"
                          onClick={() => {
                            setChoice({ treatment, duration });
                            setPeriod('PM');
                            setView('TIMES');
                          }}
                        >
                          <span className="sr-only">{treatment.DisplayName}, </span>
                          {duration.Duration}mins {formatPrice(priceOf(duration.Code) ?? duration.Price)}
                        </Button>
                      ))}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <div>
            <Button variant="secondary" onClick={() => setView('OVERVIEW')}>
              Back
            </Button>
          </div>
        </div>
      )}
      {view === 'TIMES' && choice && (
        <div className="flex flex-col gap-4">
          <h3 ref={heading} tabIndex={-1} className="text-xl">
            {choice.treatment.DisplayName} ({choice.duration.Duration} mins) for {name(guest)}
          </h3>
          <RadioGroup
            legend="Morning or afternoon"
            name="addon-period"
            tiles
            value={period}
            options={[
              { value: 'AM' as const, label: 'AM' },
              { value: 'PM' as const, label: 'PM' },
            ]}
            onChange={setPeriod}
          />
          {times.isPending ? (
            <Loader label="Finding treatment times" />
          ) : shown.length === 0 ? (
            <Alert tone="info">Sorry, we have no availability.</Alert>
          ) : (
            <TimeSlots
              label={`Start time for ${name(guest)}`}
              options={shown.map((item) => ({
                key: item.StartDateTime,
                label: formatTime(item.StartDateTime, booking.timeZone),
                disabled: hold.isPending,
              }))}
              selected={null}
              onSelect={(start) => void chooseTime(start)}
            />
          )}
          <HoldError error={hold.error} />
          <div>
            <Button variant="secondary" onClick={() => setView('TREATMENTS')}>
              Back
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
