import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  merchantCarouselQuerySchema,
  merchantDetailQuerySchema,
  merchantDetailResponseSchema,
  merchantIdParamsSchema,
  merchantSearchQuerySchema,
  merchantSearchResponseSchema,
  type MerchantSearchQuery,
} from '@forkpoint/shared';
import { MERCHANT_PATHS } from '@forkpoint/shared/contracts/merchant-constants';
import { AppError } from '../../lib/app-error';
import { compiledSerializerCompiler } from '../../lib/http/compiled-response';
import { systemClock, type Clock } from '../../lib/clock';
import type { OrderingProvider } from '../../config/ordering-provider';
import { milesBetween, milesFromChord } from './geo';
import { toMerchant, toMerchantCard } from './merchant-mapper';
import { findMerchantPage } from './page-repository';
import { toSearchCriteria } from './search-criteria';
import { searchMerchants } from './search-repository';
import { cachedMerchantSearch, DEFAULT_SEARCH_PAGES } from './search-cache';
import { readCatalogVersion, sharedCatalogVersion } from './catalog-version';
import { anonymousViewer, type ViewerResolver } from './viewer-http';

export interface MerchantRoutesOptions {
  /** Who is searching, for the tier gates; visitors until sessions exist. */
  viewerOf?: ViewerResolver;
  /** "Now" for offer liveness: the app's clock where the sessions plugin set one up, else the system's. */
  clock?: Clock;
  /** Where the order dialog sends the platform's restaurants (ORDERING_PROVIDER_URL); default the stand-in. */
  orderingProvider?: OrderingProvider;
  /**
   * Check every answer against its zod schema before writing it (RESPONSE_VALIDATION: on outside
   * production). Answers are written by a serializer compiled from the schema either way. Default on.
   */
  validateResponses?: boolean;
  /** Search pages kept in memory while the catalog is unchanged (search-cache.ts); 0 turns it off. */
  searchPages?: number;
}

/**
 * The catalog API (docs/decisions/0007-merchant-search.md):
 * - GET /api/v2/Merchants/Search — the spec's search request, a page of merchants;
 * - GET /api/v2/Merchants/Carousel — the carousel's search (same query, at most 15);
 * - GET /api/v2/Merchants/{id} — one merchant for its page.
 * Each answers only the offers live at the app clock's "now" on the merchant's own calendar
 * (offer-liveness.ts).
 */
export const merchantRoutes: FastifyPluginAsyncZod<MerchantRoutesOptions> = async (app, options) => {
  const viewerOf = options.viewerOf ?? anonymousViewer;
  const clock = options.clock ?? (app.hasDecorator('clock') ? () => app.clock() : systemClock);
  const serializerCompiler = compiledSerializerCompiler({ validate: options.validateResponses ?? true });
  const searchPage = cachedMerchantSearch({
    search: (criteria) => searchMerchants(app.database, criteria),
    version: sharedCatalogVersion(() => readCatalogVersion(app.database.db)),
    maxPages: options.searchPages ?? DEFAULT_SEARCH_PAGES,
    ...(app.hasDecorator('metrics') ? { metrics: app.metrics } : {}),
  });

  const search = async (request: FastifyRequest, reply: FastifyReply, query: MerchantSearchQuery) => {
    // One "now" for the whole answer: the offers filter and every card's offers agree.
    const now = clock();
    const { criteria, area } = toSearchCriteria(query, request.partner, now);
    const [viewer, { rows, hasMore }] = await Promise.all([viewerOf(request, reply), searchPage(criteria)]);
    const context = { viewer, reservationsEnabled: request.partner.openTableReservationsEnabled, now };
    return {
      merchants: rows.map((row) => toMerchantCard(row.merchant, milesFromChord(row.chord), context)),
      pageNo: criteria.pageNo,
      pageSize: criteria.pageSize,
      hasMore,
      sortBy: criteria.sortBy,
      searchArea: area.answer,
    };
  };

  app.get(
    MERCHANT_PATHS.search,
    {
      schema: { querystring: merchantSearchQuerySchema, response: { 200: merchantSearchResponseSchema } },
      serializerCompiler,
    },
    async (request, reply) => search(request, reply, request.query),
  );

  app.get(
    MERCHANT_PATHS.carousel,
    {
      schema: { querystring: merchantCarouselQuerySchema, response: { 200: merchantSearchResponseSchema } },
      serializerCompiler,
    },
    async (request, reply) => search(request, reply, request.query),
  );

  app.get(
    MERCHANT_PATHS.merchant,
    {
      schema: {
        params: merchantIdParamsSchema,
        querystring: merchantDetailQuerySchema,
        response: { 200: merchantDetailResponseSchema },
      },
      serializerCompiler,
    },
    async (request, reply) => {
      const row = await findMerchantPage(app.database.db, Number(request.params.id), request.partner.code);
      if (!row) throw new AppError('NOT_FOUND', 'This restaurant is not available.');
      const { lat, lng } = request.query;
      const here = lat === undefined || lng === undefined ? null : { latitude: lat, longitude: lng };
      const distance = here ? milesBetween(here, { latitude: row.lat, longitude: row.lng }) : null;
      const context = {
        viewer: await viewerOf(request, reply),
        reservationsEnabled: request.partner.openTableReservationsEnabled,
        now: clock(),
        ...(options.orderingProvider ? { orderingProvider: options.orderingProvider } : {}),
      };
      return { merchant: toMerchant(row, distance, context) };
    },
  );
};
