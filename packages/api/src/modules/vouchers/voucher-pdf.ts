import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** What a printable gift voucher says (decision 0340): the code, what it is worth, until when, how to use it. */
export interface VoucherPrint {
  resortName: string;
  phone: string;
  bookingUrl: string;
  /** As printed: groups of four. */
  code: string;
  /** "£200", or "Spa Day with Lunch for 2 guests". */
  value: string;
  /** Written out: "Sun 26th November 2028". */
  expires: string;
  recipientName: string | null;
}

const GREEN = rgb(0.11, 0.27, 0.23);

/**
 * The voucher as a one-page A5 PDF (landscape), in the standard Helvetica fonts (no font
 * file to ship; £ is in their encoding). Its text is real text, so a reader can copy
 * the code and a screen reader can read it.
 */
export async function voucherPdf(voucher: VoucherPrint): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${voucher.resortName} gift voucher`);
  pdf.setLanguage('en-GB');
  const page = pdf.addPage([595, 420]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const { width, height } = page.getSize();
  page.drawRectangle({
    x: 16,
    y: 16,
    width: width - 32,
    height: height - 32,
    borderColor: GREEN,
    borderWidth: 2,
  });

  let y = height - 70;
  const line = (text: string, size: number, font = regular, gap = 14) => {
    page.drawText(text, { x: 48, y, size, font, color: GREEN, maxWidth: width - 96 });
    y -= size + gap;
  };
  line(voucher.resortName, 14, bold);
  line('Gift voucher', 30, bold, 20);
  if (voucher.recipientName) line(`For ${voucher.recipientName}`, 14);
  line(voucher.value, 22, bold, 18);
  line('Your code', 11);
  line(voucher.code, 24, bold, 18);
  line(`Valid until ${voucher.expires}.`, 12, regular, 10);
  line(`To use it, book online at ${voucher.bookingUrl} and type the code in the`, 10, regular, 4);
  line(`Code box, or call the spa on ${voucher.phone}. Keep the code private: it is worth money.`, 10);
  return pdf.save();
}
