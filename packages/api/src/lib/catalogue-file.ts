import { readFileSync } from 'node:fs';
import { type Catalogue, CatalogueError, parseCatalogue } from '@spa/domain';

/**
 * Reads and validates the resort's catalogue file. Any problem stops start-up
 * with an error naming the file, the entry and the field.
 */
export function loadCatalogueFile(path: string): Catalogue {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new CatalogueError(path, [{ where: '(file)', message: (error as Error).message, path: [] }]);
  }
  return parseCatalogue(data, path);
}
