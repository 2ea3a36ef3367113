import type { Log } from '../../lib/log';
import type { Kysely } from 'kysely';
import { CONTENT_NAMES, CONTENT_PAGE_SIZE, DEFAULT_CONTENT_TYPE, type Partner } from '@forkpoint/shared';
import { CONTENT_PATHS } from '@forkpoint/shared/contracts/app-paths';
import type { ContentEntry } from '@forkpoint/shared/contracts/content';
import { publicPartnerSchema } from '@forkpoint/shared/contracts/partners';
import { STARTUP_DATA_FORMAT, type StartupContent } from '@forkpoint/shared/contracts/startup-data';
import { featureFlagsFor } from '@forkpoint/shared/partners/feature-flags';
import type { DB } from '../../db/schema';
import type { AppStatusService } from '../app-status/service';
import type { PageMarkup } from '../../plugins/spa-page';
import { findContentEntries } from '../content/repository';
import { landingPreloads } from './landing-preloads';
import { publishedContentStamp } from './repository';
import { jsonForScript, startupDataBlock } from './script-block';

export interface StartupDataService {
  /** The page's JSON block for this partner, or undefined when it cannot be made (the app then makes the calls). */
  blockFor(partner: Partner): Promise<string | undefined>;
  /** What a page at `url` carries: the block before </body>, the landing page's preloads in its <head>. */
  markupFor(partner: Partner, url: string): Promise<PageMarkup>;
}

interface CachedPart {
  stamp: string;
  /** `"partner":…,"featureFlags":…[,"content":…]`, escaped for the script element. */
  json: Promise<string>;
}

/**
 * The start-up data of docs/decisions/0028-embedded-start-up-data.md, made from the same sources as the calls
 * it stands in for: the partner registry (GET /api/partner, GET /api/feature-flags), the app-status service and
 * the content repository with preview off (GET /api/cms/…, published copy only). The partner and content part
 * is kept per partner until its published copy changes (publishedContentStamp); the app status is read on
 * every page, since maintenance must reach the next page load.
 */
export function createStartupDataService(deps: {
  db: Kysely<DB>;
  appStatus: AppStatusService;
  log: Log;
  /** SENTRY_DSN_WEB: written into every page when set (docs/error-reporting.md). */
  errorDsn?: string | undefined;
  clock?: () => number;
}): StartupDataService {
  const now = deps.clock ?? Date.now;
  const cache = new Map<string, CachedPart>();

  async function partnerPart(partner: Partner): Promise<string> {
    const stamp = await publishedContentStamp(deps.db, partner.code, DEFAULT_CONTENT_TYPE);
    const cached = cache.get(partner.code);
    if (cached?.stamp === stamp) return cached.json;
    const json = buildPartnerPart(deps.db, partner);
    cache.set(partner.code, { stamp, json });
    // A failed build is not kept: the next page tries again.
    json.catch(() => {
      if (cache.get(partner.code)?.json === json) cache.delete(partner.code);
    });
    return json;
  }

  const service: StartupDataService = {
    async markupFor(partner, url) {
      return { head: landingPreloads(partner, url), body: await service.blockFor(partner) };
    },
    async blockFor(partner) {
      try {
        const part = await partnerPart(partner);
        const head = jsonForScript({
          format: STARTUP_DATA_FORMAT,
          generatedAt: now(),
          appStatus: deps.appStatus.status(),
          ...(deps.errorDsn ? { errorDsn: deps.errorDsn } : {}),
        });
        return startupDataBlock(`${head.slice(0, -1)},${part}}`);
      } catch (error) {
        deps.log.warn({ err: error, partner: partner.code }, 'start-up data not embedded; the app will ask for it');
        return undefined;
      }
    },
  };
  return service;
}

async function buildPartnerPart(db: Kysely<DB>, partner: Partner): Promise<string> {
  const content = await publicContent(db, partner);
  const part = jsonForScript({
    partner: publicPartnerSchema.parse(partner),
    featureFlags: featureFlagsFor(partner),
    ...(content ? { content } : {}),
  });
  return part.slice(1, -1);
}

/**
 * The copy a visitor's app would read, or undefined where the app reads it elsewhere: another content service,
 * or a partner whose cmsPreview asks for drafts (which only the call may answer, to an editor's session).
 */
async function publicContent(db: Kysely<DB>, partner: Partner): Promise<StartupContent | undefined> {
  const cmsRoute = partner.cmsRoute.replace(/\/+$/, '');
  if (cmsRoute !== CONTENT_PATHS.route || partner.cmsPreview) return undefined;
  const groups = await Promise.all(
    CONTENT_NAMES.map(async (contentName): Promise<[string, ContentEntry[]]> => [
      contentName,
      await findContentEntries(db, {
        partnerCode: partner.code,
        contentType: DEFAULT_CONTENT_TYPE,
        contentName,
        preview: false,
        limit: CONTENT_PAGE_SIZE,
      }),
    ]),
  );
  return {
    cmsRoute,
    contentType: DEFAULT_CONTENT_TYPE,
    groups: Object.fromEntries(groups) as StartupContent['groups'],
  };
}
