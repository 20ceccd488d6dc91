import http from 'node:http';
import https from 'node:https';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/**
 * A lean JSON client for server-to-server calls (our server to its payment provider, the
 * sandbox provider's notifications, the bench's load): node:http over kept-alive
 * connections. The global fetch costs several times the CPU a call, and on the booking
 * path every payment makes several (docs/benchmarks.md, 2026-11-23 and 2026-11-26).
 */
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 256 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 256 }),
};

export interface JsonAnswer {
  status: number;
  /** The parsed answer; `{}` for an empty body. */
  json: Record<string, unknown>;
}

/**
 * Sends `body` (a string as it is, anything else as JSON) and reads the JSON answer,
 * decompressed when the server compressed it (br or gzip, asked for as browsers do).
 * Rejects on a network failure, a body that is not JSON, or no answer in `timeoutMs`.
 */
export function requestJson(
  url: string,
  options: {
    method?: 'GET' | 'POST' | 'PUT';
    body?: unknown;
    headers?: Record<string, string>;
    timeoutMs?: number;
  } = {},
): Promise<JsonAnswer> {
  const { method = 'POST', body, headers = {}, timeoutMs = 10_000 } = options;
  const data = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method,
        agent: agents[target.protocol === 'https:' ? 'https:' : 'http:'],
        timeout: timeoutMs,
        headers: {
          'accept-encoding': 'br, gzip',
          ...(data === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(data)) }),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            const raw = Buffer.concat(chunks);
            const encoding = response.headers['content-encoding'];
            const text = (
              encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
            ).toString('utf8');
            const json = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
            resolve({ status: response.statusCode ?? 0, json });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    request.on('timeout', () =>
      request.destroy(new Error(`no answer from ${target.host} in ${timeoutMs} ms`)),
    );
    request.on('error', reject);
    request.end(data);
  });
}
