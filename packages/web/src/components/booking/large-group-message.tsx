import { Alert } from '../ui/feedback';
import { PhoneLink, WithPhoneLinks } from '../ui/phone-link';

/** 5+ guests (value 0): phone the spa team or send an enquiry (booking-flow §1, §2). */
export function LargeGroupMessage({
  message,
  phone,
  enquiryUrl,
}: {
  message: string;
  phone: string;
  enquiryUrl: string;
}) {
  return (
    <Alert tone="info" title="Booking for a larger group?">
      <p className="mb-2">
        <WithPhoneLinks text={message} />
      </p>
      <p>
        Call <PhoneLink phone={phone} /> or{' '}
        <a href={enquiryUrl} className="text-teal-800 underline underline-offset-4">
          send us a spa enquiry
        </a>
        .
      </p>
    </Alert>
  );
}
