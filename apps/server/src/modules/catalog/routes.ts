import type { FastifyPluginAsync } from 'fastify';
import {
  CATALOG_CSV_CONTENT_TYPE,
  CATALOG_IMPORT_PATH,
  CATALOG_JSONL_CONTENT_TYPE,
  CATALOG_MESSAGES,
  catalogImportQuerySchema,
  catalogImportReportSchema,
} from '@forkpoint/shared/contracts/catalog';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { verifyFeedSignature } from '../../lib/feed-signature';
import { signatureHeaderOf, signedRoute } from '../../lib/http/signed-route';
import { measuredImport } from '../../lib/metrics';
import { documentationOnly } from '../../lib/http/documented-answers';
import { importCatalog } from './import/import-catalog';

export interface CatalogImportRoutesOptions {
  signingSecret: string;
  /** The largest catalog file read, in bytes (CATALOG_IMPORT_MAX_BYTES, config/env.ts). */
  maxBodyBytes: number;
}

/**
 * POST /api/Catalog/Import[?dryRun=true]: a catalog file (text/csv or application/x-ndjson), signed with
 * CATALOG_SIGNING_SECRET as the transaction feed is signed (docs/catalog.md); the answer is the import report.
 * A missing, malformed or stale signature is a 401 before the body is read (signed-route.ts); a body over the cap
 * a 413; a signature that does not match the body a 401, and nothing is applied. Encapsulated, so its body
 * parsers serve this route only.
 */
export const catalogImportRoutes: FastifyPluginAsync<CatalogImportRoutesOptions> = async (
  app,
  { signingSecret, maxBodyBytes },
) => {
  for (const type of [CATALOG_CSV_CONTENT_TYPE, CATALOG_JSONL_CONTENT_TYPE]) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: maxBodyBytes }, (_request, body, done) =>
      done(null, body),
    );
  }

  app.post(
    CATALOG_IMPORT_PATH,
    {
      ...signedRoute(() => app.clock(), maxBodyBytes),
      // Documented only: the signature is checked over the raw bytes first, then the query (its own message).
      ...documentationOnly,
      schema: {
        consumes: [CATALOG_CSV_CONTENT_TYPE, CATALOG_JSONL_CONTENT_TYPE],
        querystring: catalogImportQuerySchema,
        body: z.string().describe('The catalog file: flat CSV or JSON lines (docs/catalog.md).'),
        response: { 200: catalogImportReportSchema },
      },
    },
    async (request) => {
      const contentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!Buffer.isBuffer(request.body))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', CATALOG_MESSAGES.unsupportedType);
      const signature = verifyFeedSignature(signingSecret, signatureHeaderOf(request), request.body, app.clock());
      if (!signature.ok) throw new AppError('UNAUTHORIZED', signature.reason);
      const query = catalogImportQuerySchema.safeParse(request.query);
      if (!query.success) {
        const message = query.error.issues[0]!.message;
        throw new AppError('VALIDATION_FAILED', message, [{ field: 'dryRun', message }]);
      }
      const text = request.body.toString('utf8');
      return measuredImport(
        app.metrics,
        'catalog',
        () =>
          importCatalog({
            db: app.database.db,
            text,
            format: contentType === CATALOG_CSV_CONTENT_TYPE ? 'csv' : 'jsonl',
            programs: new Set(app.partners.list().map((partner) => partner.code)),
            dryRun: query.data.dryRun,
            now: app.clock(),
          }),
        // A dry run changed nothing: only the imports that were applied are counted.
        ({ dryRun, counts }) =>
          dryRun ? undefined : { accepted: counts.added + counts.changed + counts.unchanged, refused: counts.refused },
      );
    },
  );
};
