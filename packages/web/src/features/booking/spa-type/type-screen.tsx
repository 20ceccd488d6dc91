import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { WithSpaConfiguration } from '../../../components/booking/with-spa-configuration';
import { Alert } from '../../../components/ui/feedback';
import { ImageGallery } from '../../../components/ui/image-gallery';
import type { SpaConfiguration } from '../../../lib/configuration';

type Card = SpaConfiguration['Content']['Type']['SpaDay'];

function TypeCard({ card, to }: { card: Card; to: string }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-lg bg-white shadow-sm">
      <ImageGallery images={card.Images} label={card.DisplayName} />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h2 className="text-2xl">{card.DisplayName}</h2>
        <p className="flex-1">{card.Description}</p>
        <Link
          to={to}
          className={buttonClass('primary', 'self-start')}
          aria-label={`${card.ButtonText}: ${card.DisplayName}`}
        >
          {card.ButtonText}
        </Link>
      </div>
    </article>
  );
}

/** spa_type: choose a Spa Day or a spa treatment (booking-flow §2, Type screen). */
export const TypeScreen = () => <WithSpaConfiguration>{(c) => <TypeChoice {...c} />}</WithSpaConfiguration>;

function TypeChoice({ Content, Resort }: SpaConfiguration) {
  return (
    <section aria-labelledby="type-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h1 id="type-title" className="text-3xl">
          {Content.Type.Heading}
        </h1>
        <p className="max-w-3xl">{Content.Type.Intro}</p>
        <a
          href={Content.Type.BrochureUrl}
          className="self-start text-teal-800 underline underline-offset-4"
          target="_blank"
          rel="noreferrer"
        >
          {Content.Type.BrochureText}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      {Resort.SpaSystemStatus === 'disabled' ? (
        <Alert tone="info" title="Online booking is paused">
          {Resort.BookingMessage}
        </Alert>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <TypeCard card={Content.Type.SpaDay} to="/spa/day/search" />
          <TypeCard card={Content.Type.SpaTreatment} to="/spa/treatment/search" />
        </div>
      )}
    </section>
  );
}
