import { useEffect, useId, useRef, useState } from 'react';
import { AddOnModal, AddOnTimes } from '../../../components/booking/add-on-modal';
import { byPeriod, ChooseTimes } from '../../../components/booking/choose-times';
import { JoinWaitingList } from '../../../components/booking/join-waiting-list';
import { HoldError } from '../../../components/booking/hold-error';
import { Alert } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { addOnTreatmentName } from '../../../lib/add-ons/add-on-names';
import { mayAddTreatment } from '../../../lib/add-ons/chosen-add-ons';
import { formatTime } from '../../../lib/format';
import { useExtras } from './add-ons-api';
import { useAddOnHold, type AddOnModalProps } from './add-ons-booking';
import { TreatmentChoices, type Duration, type Treatment } from './treatment-choices';

type View = 'OVERVIEW' | 'TREATMENTS' | 'TIMES';

/**
 * TREATMENTS (booking-flow §2): OVERVIEW (each guest, 'Add Treatment') → TREATMENTS
 * (treatment and duration) → TIMES (PM first) → back to OVERVIEW once the time is held.
 * At most one add-on treatment per guest: a guest who has one cannot add another.
 * Focus follows the guest: to each view's heading, and back on the overview to the
 * guest's treatment just held, or to the 'Add Treatment' that opened the list.
 */
export function TreatmentsModal({ booking, extra, open, onClose }: AddOnModalProps) {
  const [view, setView] = useState<View>('OVERVIEW');
  const [guest, setGuest] = useState(0);
  const [choice, setChoice] = useState<{ treatment: Treatment; duration: Duration } | null>(null);
  const [focusTo, setFocusTo] = useState<string | null>(null);
  const ids = useId();
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
  const { hold, holdAddOn } = useAddOnHold(booking, 'addon-treatments');
  const held = booking.itinerary?.AddOnTreatments ?? [];
  const name = (i: number) => booking.guestNames[i] ?? `Guest ${i + 1}`;

  useEffect(() => {
    if (!open) return;
    if (view !== 'OVERVIEW') heading.current?.focus();
    else if (focusTo) document.getElementById(focusTo)?.focus();
  }, [open, view, focusTo]);

  const close = () => {
    setView('OVERVIEW');
    setChoice(null);
    onClose();
  };
  const backToGuests = (focus: string) => {
    setFocusTo(focus);
    setChoice(null);
    setView('OVERVIEW');
  };

  const chooseTime = async (start: string) => {
    const item = items.find((i) => i.StartDateTime === start);
    if (!item?.AppointmentTypeID || hold.isPending) return;
    const kept = held
      .filter((t) => t.GuestIndex !== guest)
      .map(({ GuestIndex, AppointmentTypeID, StartTime, StaffId, RoomId }) => ({
        GuestIndex,
        AppointmentTypeID,
        StartTime,
        StaffId,
        RoomId,
      }));
    const added = {
      GuestIndex: guest,
      AppointmentTypeID: item.AppointmentTypeID,
      StartTime: item.StartDateTime,
      StaffId: item.StaffId,
      RoomId: item.RoomId,
    };
    if (await holdAddOn({ Items: [...kept, added].sort((a, b) => a.GuestIndex - b.GuestIndex) }))
      backToGuests(`${ids}-held-${guest}`);
  };

  return (
    <AddOnModal
      open={open}
      title={extra.content.DisplayName}
      onClose={close}
      fullScreen={view === 'TREATMENTS'}
      footer={view === 'OVERVIEW' ? <Button onClick={close}>Done</Button> : null}
      problem={view === 'TIMES' && <HoldError error={hold.error} />}
    >
      {view === 'OVERVIEW' && (
        <>
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
                      <p id={`${ids}-held-${i}`} tabIndex={-1} className="text-sm">
                        {addOnTreatmentName(extra, mine.Code)}, {formatTime(mine.StartTime, booking.timeZone)}
                      </p>
                    )}
                  </div>
                  <Button
                    id={`${ids}-add-${i}`}
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
        </>
      )}
      {view === 'TREATMENTS' && (
        <TreatmentChoices
          extra={extra}
          who={name(guest)}
          heading={heading}
          onChoose={(treatment, duration) => {
            setChoice({ treatment, duration });
            setView('TIMES');
          }}
          onBack={() => backToGuests(`${ids}-add-${guest}`)}
        />
      )}
      {view === 'TIMES' && choice && (
        <>
          <h3 ref={heading} tabIndex={-1} className="text-xl">
            {choice.treatment.DisplayName} ({choice.duration.Duration} mins) for {name(guest)}
          </h3>
          <AddOnTimes
            loading={times.isPending}
            loadingLabel="Finding treatment times"
            count={items.length}
            empty={
              <>
                <Alert tone="info">Sorry, we have no availability.</Alert>
                {booking.frame.PremierId && (
                  <JoinWaitingList
                    phone={booking.phone}
                    target={{
                      sessionId: booking.sessionId,
                      wish: { Wants: 'add-on', AddOn: { GuestIndex: guest, Code: code } },
                    }}
                  />
                )}
              </>
            }
          >
            <ChooseTimes
              label={`Start time for ${name(guest)}`}
              periodLegend="Morning or afternoon"
              name="addon-period"
              preferred="PM"
              slots={byPeriod(
                items.map((item) => ({
                  key: item.StartDateTime,
                  start: item.StartDateTime,
                  label: formatTime(item.StartDateTime, booking.timeZone),
                })),
                booking.timeZone,
              )}
              selected={null}
              onSelect={(start) => void chooseTime(start)}
              empty={<Alert tone="info">Sorry, we have no availability.</Alert>}
            />
          </AddOnTimes>
          <div>
            <Button variant="secondary" onClick={() => setView('TREATMENTS')}>
              Back
            </Button>
          </div>
        </>
      )}
    </AddOnModal>
  );
}
