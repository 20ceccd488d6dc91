/**
 * The session of the booking in progress, remembered in this browser so that a
 * guest who comes back to the search screen within the hold time can continue.
 * Only the id: the booking itself lives on the server.
 */
const KEY = 'spa-day-session';

export function rememberSessionId(id: string) {
  try {
    localStorage.setItem(KEY, id);
  } catch {
    // Private mode: the URL still carries the session.
  }
}

export function rememberedSessionId(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetSessionId() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
