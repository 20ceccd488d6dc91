/** The catalogue in the database: versions in force from a date, the manager's edits, import and export. */
export { loadCatalogueVersions } from './catalogue-versions';
export type { CatalogueDeps } from './catalogue.service';
