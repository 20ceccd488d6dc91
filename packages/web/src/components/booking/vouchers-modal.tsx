import { CATALOGUE_IMAGE } from '../ui/image-gallery';
import { Modal } from '../ui/modal';

interface GiftVoucher {
  Title: string;
  Body: string;
  Image: { Path: string; Alt: string };
}

/** 'How to use Voucher Codes' (booking-flow §2, search): the gift voucher entries. */
export function VouchersModal({
  open,
  onClose,
  vouchers,
}: {
  open: boolean;
  onClose: () => void;
  vouchers: readonly GiftVoucher[];
}) {
  return (
    <Modal open={open} title="How to use Voucher Codes" onClose={onClose}>
      <ul className="flex flex-col gap-4">
        {vouchers.map((voucher) => (
          <li key={voucher.Title} className="flex gap-3">
            <img
              src={voucher.Image.Path}
              alt={voucher.Image.Alt}
              {...CATALOGUE_IMAGE}
              loading="lazy"
              decoding="async"
              className="size-20 shrink-0 rounded object-cover"
            />
            <div>
              <h3 className="font-sans font-bold">{voucher.Title}</h3>
              <p className="text-sm">{voucher.Body}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4">
        Looking for a present?{' '}
        <a href="/booking/#/spa/vouchers" className="text-teal-800 underline underline-offset-4">
          Buy a gift voucher
        </a>
        : we e-mail it on the day you choose.
      </p>
    </Modal>
  );
}
