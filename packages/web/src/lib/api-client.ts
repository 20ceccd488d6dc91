/**
 * The one way the web app talks to the API: JSON in, JSON out, errors as
 * ApiError carrying the status and the server's message and field errors.
 */

export interface FieldError {
  field: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Listener = (error: ApiError) => void;
const unauthorisedListeners = new Set<Listener>();

/** Lets the account area clear the sign-in and return to login on any 401. */
export function onUnauthorised(listener: Listener): () => void {
  unauthorisedListeners.add(listener);
  return () => unauthorisedListeners.delete(listener);
}

let renewSignIn: () => Promise<boolean> = () => Promise.resolve(false);
/**
 * The sign-in supplies how to renew an access token: a 401 to a request that
 * carried one is retried once after a renewal (a tab whose timer slept), and
 * only a second 401 reaches the listeners above.
 */
export function setSignInRenewal(renew: () => Promise<boolean>) {
  renewSignIn = renew;
}

let accessTokenProvider: () => string | null = () => null;
/** The account feature supplies the current access token, if any. */
export function setAccessTokenProvider(provider: () => string | null) {
  accessTokenProvider = provider;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Let the request outlive the page (a save on `pagehide`). */
  keepalive?: boolean;
  /** No renewal on a 401 (the sign-in's own calls, made while renewing). */
  noRenewal?: boolean;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await sendRequest<T>(path, options);
  } catch (error) {
    if (!isUnauthorised(error)) throw error;
    if (options.noRenewal || accessTokenProvider() === null || !(await renewSignIn()))
      throw notifyUnauthorised(error);
    try {
      return await sendRequest<T>(path, options);
    } catch (again) {
      throw isUnauthorised(again) ? notifyUnauthorised(again) : again;
    }
  }
}

const isUnauthorised = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 401;

function notifyUnauthorised(error: ApiError) {
  unauthorisedListeners.forEach((listener) => listener(error));
  return error;
}

async function sendRequest<T>(path: string, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const token = accessTokenProvider();
  // A call that names its own credentials keeps them (the desk's booking pages, lib/desk-mode.ts).
  if (token && !headers.authorization) headers.authorization = `Bearer ${token}`;

  const response = await fetch(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    keepalive: options.keepalive,
    credentials: 'same-origin',
  });
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    const record = (data ?? {}) as { message?: unknown; errors?: unknown; Message?: unknown };
    const message =
      typeof record.message === 'string'
        ? record.message
        : typeof record.Message === 'string'
          ? record.Message
          : response.statusText;
    const error = new ApiError(
      response.status,
      message,
      data,
      Array.isArray(record.errors) ? (record.errors as FieldError[]) : [],
    );
    throw error;
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A file from the API (a PDF), with the signed-in staff's or member's token; the server's message when refused. */
export async function apiFile(path: string): Promise<Blob> {
  const token = accessTokenProvider();
  const response = await fetch(path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const data = safeJson(await response.text()) as { message?: unknown } | null;
    const message = typeof data?.message === 'string' ? data.message : `Request failed (${response.status})`;
    throw new ApiError(response.status, message, data);
  }
  return response.blob();
}
