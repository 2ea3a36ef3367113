import {
  STARTUP_DATA_ELEMENT_ID,
  STARTUP_DATA_FORMAT,
  STARTUP_DATA_MAX_AGE_MS,
  type StartupData,
} from '@forkpoint/shared/contracts/startup-data';
import { isFeatureFlags } from './feature-flags';
import { logger } from './logger';
import { partnerAnswer } from './partner';

/**
 * The start-up data the server wrote into the page (docs/decisions/0028-embedded-start-up-data.md): the answers
 * of the partner, feature-flags and app-status calls and the published copy, so the app draws without waiting
 * for them. Checked by hand like the calls' answers (no schema library on the first load); anything missing,
 * of another format, unreadable or stale is null, and the app makes the calls as before.
 */

export type { StartupData };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isAppStatus(value: unknown): value is StartupData['appStatus'] {
  return isObject(value) && typeof value.maintenance === 'boolean' && typeof value.stagingTools === 'boolean';
}

function isContent(value: unknown): value is NonNullable<StartupData['content']> {
  return (
    isObject(value) &&
    typeof value.cmsRoute === 'string' &&
    typeof value.contentType === 'string' &&
    isObject(value.groups) &&
    Object.values(value.groups).every(Array.isArray)
  );
}

/**
 * The block's data as the app may use it now, or null (then the calls answer). The block is taken out of the
 * page once read: it is read once, and its raw copy (tokens such as {{program}} unexpanded) has no place in the
 * document's text.
 */
export function readStartupData(doc: Document = document, now: number = Date.now()): StartupData | null {
  const block = doc.getElementById(STARTUP_DATA_ELEMENT_ID);
  const text = block?.textContent;
  block?.remove();
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<Record<keyof StartupData, unknown>> | null;
    if (data?.format !== STARTUP_DATA_FORMAT || typeof data.generatedAt !== 'number') return null;
    // A page the browser kept (back and forward, a restored tab) holds old data: ask again.
    if (Math.abs(now - data.generatedAt) > STARTUP_DATA_MAX_AGE_MS) return null;
    if (!isFeatureFlags(data.featureFlags) || !isAppStatus(data.appStatus)) return null;
    if (data.content !== undefined && !isContent(data.content)) return null;
    return { ...(data as StartupData), partner: partnerAnswer.parse(data.partner) };
  } catch (error) {
    logger.warn('the page start-up data is unreadable; asking the server', error);
    return null;
  }
}
