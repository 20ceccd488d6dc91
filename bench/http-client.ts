import { requestJson, type JsonAnswer } from '../packages/api/src/lib/json-http';

/**
 * The load generator's JSON call: the API's lean client (node:http over kept-alive
 * connections, the answer decompressed as a browser would). The global fetch costs several
 * times the CPU per call, and on two shared cores the load generator's CPU is taken from the
 * server it measures (docs/benchmarks.md, 2026-11-23).
 */
export function postJson(url: string, body: unknown, method: 'POST' | 'PUT' = 'POST'): Promise<JsonAnswer> {
  return requestJson(url, { method, body, timeoutMs: 120_000 });
}
