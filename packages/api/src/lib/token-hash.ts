import { createHash } from 'node:crypto';

/** What the database keeps of a secret token sent to a guest (a link's, an order's, a session's owner): its SHA-256, in hex. */
export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');
