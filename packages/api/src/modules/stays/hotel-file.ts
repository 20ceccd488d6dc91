import { readFileSync } from 'node:fs';
import { HotelSchema, type Hotel } from '@spa/domain';

/** Reads and validates the hotel file at start-up: a problem stops the server, naming the file and field. */
export function loadHotel(path: string): Hotel {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Hotel file ${path}: ${(error as Error).message}`);
  }
  const parsed = HotelSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Hotel file ${path} is invalid:\n${problems}`);
  }
  return parsed.data;
}
