import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { errorResponses } from '../../lib/http-error';
import { staffOf, staffOnly } from '../staff';
import {
  catalogueOnDate,
  changeCatalogue,
  importCatalogue,
  previewCatalogue,
  previewImport,
} from './catalogue.service';

/** The spa manager's catalogue (issue 24): read, change from a date, preview, import and export. Managers only. */
export async function catalogueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['catalogue'];
  const managers = staffOnly(deps, ['spa_manager']);

  app.get(
    '/api/staff/catalogue',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'The catalogue in force on a date (today when none), and every version',
        querystring: CatalogueDateQuerySchema,
        response: { 200: CatalogueOnDateSchema, ...errorResponses },
      },
    },
    (request) => catalogueOnDate(deps, request.query.date),
  );

  app.post(
    '/api/staff/catalogue/changes',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Changes entries of the catalogue from a date (today or later); audited entry by entry',
        description:
          'Each edit replaces, adds (a new Key) or removes (Entry null) one entry. The result must pass the catalogue file’s rules (400 naming Edits.<n>.Entry.<field>). Later versions that left an entry as it was take the edit too. 409 when another change was saved meanwhile.',
        body: CatalogueChangeRequestSchema,
        response: { 200: CatalogueChangeResponseSchema, ...errorResponses },
      },
    },
    (request) => changeCatalogue(deps, staffOf(request).id, request.body),
  );

  app.post(
    '/api/staff/catalogue/preview',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'A draft as guests would see it on a date (nothing saved), or what the rules find wrong',
        body: CataloguePreviewRequestSchema,
        response: { 200: CataloguePreviewSchema, ...errorResponses },
      },
    },
    (request) => previewCatalogue(deps, request.body),
  );

  app.get(
    '/api/staff/catalogue/export',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'The catalogue in force on a date, in the catalogue file’s format',
        querystring: CatalogueDateQuerySchema,
        response: { 200: CatalogueSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const date = request.query.date ?? deps.catalogues.todayDate();
      void reply.header('content-disposition', `attachment; filename="catalogue-${date}.json"`);
      return deps.catalogues.on(date);
    },
  );

  app.post(
    '/api/staff/catalogue/import/preview',
    {
      onRequest: managers,
      bodyLimit: MAX_CATALOGUE_FILE_BYTES,
      schema: {
        tags,
        summary: 'What a catalogue file would change from a date, entry by entry (nothing saved)',
        description: '400 naming the field the catalogue’s rules refuse; 413 over the size limit.',
        body: CatalogueImportRequestSchema,
        response: { 200: CatalogueImportPreviewSchema, ...errorResponses },
      },
    },
    (request) => previewImport(deps, request.body),
  );

  app.post(
    '/api/staff/catalogue/import',
    {
      onRequest: managers,
      bodyLimit: MAX_CATALOGUE_FILE_BYTES,
      schema: {
        tags,
        summary: 'A whole catalogue (the file’s format) in force from a date; checked by the file’s rules',
        body: CatalogueImportRequestSchema,
        response: { 200: CatalogueChangeResponseSchema, ...errorResponses },
      },
    },
    (request) => importCatalogue(deps, staffOf(request).id, request.body),
  );
}
