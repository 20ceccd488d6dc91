import { setTimeout } from 'node:timers/promises';
import { requestJson } from '../lib/json-http';
import { SIGNATURE_HEADER, signNotification } from '../lib/signed-notification';

/** Sends one signed notification body to `url` (the merchant's endpoint). */
export type Deliver = (url: string, body: string, secret: string) => Promise<void>;

/**
 * Posts the notification, signed at the moment of sending, and tries again a few times
 * when the merchant does not answer 2xx (as real providers retry their webhooks).
 */
export const deliverNotification: Deliver = async (url, body, secret) => {
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      const answer = await requestJson(url, {
        body,
        headers: { [SIGNATURE_HEADER]: signNotification(secret, body, Math.floor(Date.now() / 1000)) },
      });
      if (answer.status >= 200 && answer.status <= 299) return;
    } catch {
      // The merchant is down: try again shortly.
    }
    await setTimeout(500 * 2 ** attempt);
  }
};
