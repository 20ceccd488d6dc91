import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/**
 * A lean JSON client for load generation: node:http over kept-alive connections, the
 * answer decompressed as a browser would (it asks for br or gzip, as browsers do). The
 * global fetch costs several times the CPU per call, and on two shared cores the load
 * generator's CPU is taken from the server it measures (docs/benchmarks.md, 2026-11-23).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export function postJson(
  url: string,
  body: unknown,
  method: 'POST' | 'PUT' = 'POST',
): Promise<{ status: number; json: Record<string, unknown> }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          'accept-encoding': 'br, gzip',
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
            resolve({ status: response.statusCode ?? 0, json: text ? JSON.parse(text) : {} });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    request.on('error', reject);
    request.end(data);
  });
}
