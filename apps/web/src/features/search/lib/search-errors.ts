import { ApiRequestError } from '@/lib/api-client';

/**
 * What a failed search means for the page. A 400 names the field and carries a message the user can act
 * on (the spec's "Enter city, state or ZIP code" for a place the server does not know, "Zoom in to search
 * this area" for a map view too wide); anything else is the error state with a retry.
 */
export type SearchFailure =
  { kind: 'location'; message: string } | { kind: 'problem'; message: string } | { kind: 'error' };

const FALLBACK_PROBLEM = 'This search could not be run. Change it and try again.';

export function describeSearchError(error: unknown): SearchFailure {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return { kind: 'error' };
  const fields = error.body?.fields ?? [];
  const location = fields.find((field) => field.field === 'location');
  if (location) return { kind: 'location', message: location.message };
  return { kind: 'problem', message: fields[0]?.message ?? error.body?.message ?? FALLBACK_PROBLEM };
}
