import {
  CatalogueChangeRequestSchema,
  CatalogueChangeResponseSchema,
  CatalogueDateQuerySchema,
  CatalogueImportPreviewSchema,
  CatalogueImportRequestSchema,
  CatalogueOnDateSchema,
  CataloguePreviewRequestSchema,
  CataloguePreviewSchema,
  CatalogueSchema,
  MAX_CATALOGUE_FILE_BYTES,
} from '@spa/domain';
import { staffOf, staffRoutePlugin } from '../staff';
import {
  catalogueOnDate,
  changeCatalogue,
  importCatalogue,
  previewCatalogue,
  previewImport,
} from './catalogue.service';

/** The spa manager's catalogue (issue 24): read, change from a date, preview, import and export. Managers only. */
export const catalogueRoutes = staffRoutePlugin(
  ({ managers, deps }) => {
    managers.get('/api/staff/catalogue', {
      summary: 'The catalogue in force on a date (today when none), and every version',
      querystring: CatalogueDateQuerySchema,
      response: CatalogueOnDateSchema,
      handler: (request) => catalogueOnDate(deps, request.query.date),
    });

    managers.post('/api/staff/catalogue/changes', {
      summary: 'Changes entries of the catalogue from a date (today or later); audited entry by entry',
      description:
        'Each edit replaces, adds (a new Key) or removes (Entry null) one entry. The result must pass the catalogue file’s rules (400 naming Edits.<n>.Entry.<field>). Later versions that left an entry as it was take the edit too. 409 when another change was saved meanwhile.',
      body: CatalogueChangeRequestSchema,
      response: CatalogueChangeResponseSchema,
      handler: (request) => changeCatalogue(deps, staffOf(request).id, request.body),
    });

    managers.post('/api/staff/catalogue/preview', {
      summary: 'A draft as guests would see it on a date (nothing saved), or what the rules find wrong',
      body: CataloguePreviewRequestSchema,
      response: CataloguePreviewSchema,
      handler: (request) => previewCatalogue(deps, request.body),
    });

    managers.get('/api/staff/catalogue/export', {
      summary: 'The catalogue in force on a date, in the catalogue file’s format',
      querystring: CatalogueDateQuerySchema,
      response: CatalogueSchema,
      handler: async (request, reply) => {
        const date = request.query.date ?? deps.catalogues.todayDate();
        void reply.header('content-disposition', `attachment; filename="catalogue-${date}.json"`);
        return deps.catalogues.on(date);
      },
    });

    managers.post('/api/staff/catalogue/import/preview', {
      summary: 'What a catalogue file would change from a date, entry by entry (nothing saved)',
      description: '400 naming the field the catalogue’s rules refuse; 413 over the size limit.',
      body: CatalogueImportRequestSchema,
      response: CatalogueImportPreviewSchema,
      bodyLimit: MAX_CATALOGUE_FILE_BYTES,
      handler: (request) => previewImport(deps, request.body),
    });

    managers.post('/api/staff/catalogue/import', {
      summary: 'A whole catalogue (the file’s format) in force from a date; checked by the file’s rules',
      body: CatalogueImportRequestSchema,
      response: CatalogueChangeResponseSchema,
      bodyLimit: MAX_CATALOGUE_FILE_BYTES,
      handler: (request) => importCatalogue(deps, staffOf(request).id, request.body),
    });
  },
  ['catalogue'],
);
