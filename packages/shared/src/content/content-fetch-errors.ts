/**
 * Content fetch failures (spec part 1 §8, part 2 §8): the client rejects with the status
 * text. "Not Found" only means no copy was written for the group, so it is logged at info
 * level; anything else is a real failure. Either way the group's copy stays empty.
 */

export const CONTENT_NOT_FOUND_STATUS_TEXT = 'Not Found';
export const CONTENT_NOT_FOUND_LOG_MESSAGE = 'no CMS copy found';

export class ContentFetchError extends Error {
  readonly status: number;
  readonly statusText: string;

  constructor(status: number, statusText: string) {
    super(statusText);
    this.name = 'ContentFetchError';
    this.status = status;
    this.statusText = statusText;
  }
}

function statusTextOf(error: unknown): string | undefined {
  if (error instanceof ContentFetchError) return error.statusText;
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return undefined;
}

export function classifyContentFetchError(error: unknown): { level: 'info' | 'error'; message: string } {
  const text = statusTextOf(error);
  if (text === CONTENT_NOT_FOUND_STATUS_TEXT) return { level: 'info', message: CONTENT_NOT_FOUND_LOG_MESSAGE };
  return { level: 'error', message: text ? `content fetch failed: ${text}` : 'content fetch failed' };
}
