/** One e-mail as the resort sends it: the same words as HTML and as text, perhaps an .ics. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Not delivered before this instant (a gift voucher on its chosen date); absent: at once. */
  sendAt?: Date;
  /** It carries a secret (a voucher's code, a one-time code, a link's token): not kept once delivered by SMTP. */
  secret?: boolean;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** 'base64' for binary content (a PDF); absent: the text itself. */
  encoding?: 'base64';
}
