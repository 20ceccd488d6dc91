import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Catalogue } from '../catalogue.schema';
import { parseCatalogue } from '../parse-catalogue';

/** The demo resort's catalogue file, as the server reads it by default. */
export const DEMO_CATALOGUE_PATH = resolve(
  import.meta.dirname,
  '../../../../../data/catalogue/demo-resort.json',
);

/**
 * The demo resort's catalogue, read and checked as the server reads it at start: tests that
 * want the real resort's shape (its packages, treatments and hours) rather than a built one.
 *
 * @example loadDemoCatalogue().Resort.TimeZone // 'Europe/London'
 */
export function loadDemoCatalogue(): Catalogue {
  return parseCatalogue(JSON.parse(readFileSync(DEMO_CATALOGUE_PATH, 'utf8')), DEMO_CATALOGUE_PATH);
}
