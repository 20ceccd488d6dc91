import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Redirect } from '../../lib/route-meta';
import { StepActions } from '../../components/booking/step-actions';
import { Button } from '../../components/ui/button';
import { ImageGallery } from '../../components/ui/image-gallery';
import { Modal } from '../../components/ui/modal';
import { formatPrice } from '../../lib/format';
import { useBooking } from '../../lib/spa-day/booking-context';

/**
 * spa_day_add_ons: 'Can we make your experience even more special?' with the
 * package's extras. The add-on modals (mud room, spa garden, add-on treatments)
 * come with a later issue; until then 'Add' says how to add one by phone.
 * A package without extras goes straight on to details.
 */
export function AddOnsScreen() {
  const booking = useBooking();
  const { search, menu, flow, phone } = booking;
  const navigate = useNavigate();
  const [open, setOpen] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const details = flow.path(flow.next('add-ons'));
  if (menu.extras.length === 0) return <Redirect to={details} />;
  const extra = menu.extras.find((e) => e.Key === open);

  const next = async () => {
    setSaving(true);
    await booking.save({ ...search, lastPath: details });
    void navigate(details);
  };

  return (
    <section aria-labelledby="add-ons-title">
      <h1 id="add-ons-title" className="mb-6 text-3xl">
        Can we make your experience even more special?
      </h1>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {menu.extras.map((e) => (
          <li key={e.Key} className="flex flex-col overflow-hidden rounded-lg bg-white shadow-sm">
            <ImageGallery images={e.content.Images} label={e.content.DisplayName} loading="lazy" />
            <div className="flex flex-1 flex-col gap-2 p-4">
              <h2 className="text-xl">{e.content.DisplayName}</h2>
              <p className="font-semibold">
                {formatPrice(e.content.DisplayPrice)}{' '}
                <span className="font-normal">{e.content.PricePerText}</span>
              </p>
              <p className="flex-1 text-sm">{e.content.Description}</p>
              <Button variant="secondary" className="self-start" onClick={() => setOpen(e.Key)}>
                Add<span className="sr-only"> {e.content.DisplayName}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Modal open={Boolean(extra)} title={extra?.content.DisplayName ?? ''} onClose={() => setOpen(null)}>
        <p className="mb-2">{extra?.content.Description}</p>
        <p>
          To add this to your Spa Day, please call our spa team on {phone} after booking and we will arrange
          it for you.
        </p>
      </Modal>
      <StepActions
        backTo={flow.path(flow.previous('add-ons'))}
        onNext={() => void next()}
        nextLabel="Details"
        busy={saving}
      />
    </section>
  );
}
