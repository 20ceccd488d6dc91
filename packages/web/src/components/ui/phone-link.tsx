/**
 * A telephone number in a message, as a link a phone dials when tapped
 * ('01632 960 000' → tel:01632960000). Every number the guest is told to call is one.
 */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      className="whitespace-nowrap underline underline-offset-4"
    >
      {phone}
    </a>
  );
}

/** A UK-style number written in a text: '01632 960 123', '+44 1632 960123'. */
const PHONE = /(\+?\d[\d ]{8,}\d)/;

/** A text from the catalogue with every telephone number in it as a PhoneLink. */
export function WithPhoneLinks({ text }: { text: string }) {
  return (
    <>
      {text.split(PHONE).map((part, i) => (i % 2 === 1 ? <PhoneLink key={i} phone={part} /> : part || null))}
    </>
  );
}

/** ' Please call the spa on …' after what went wrong, when the spa's number is known; else nothing. */
export function CallTheSpa({ phone }: { phone: string | undefined }) {
  return phone ? (
    <>
      {' '}
      Please call the spa on <PhoneLink phone={phone} />.
    </>
  ) : null;
}
