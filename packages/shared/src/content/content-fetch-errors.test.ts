import { describe, expect, it } from 'vitest';
import { ContentFetchError, classifyContentFetchError } from './content-fetch-errors';

describe('ContentFetchError', () => {
  it('carries the status and uses the status text as its message', () => {
    const error = new ContentFetchError(503, 'Service Unavailable');
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(503);
    expect(error.statusText).toBe('Service Unavailable');
    expect(error.message).toBe('Service Unavailable');
  });
});

describe('classifyContentFetchError', () => {
  it('logs a Not Found failure at info level as "no CMS copy found"', () => {
    expect(classifyContentFetchError(new ContentFetchError(404, 'Not Found'))).toEqual({
      level: 'info',
      message: 'no CMS copy found',
    });
  });

  it('treats a rejection with the bare status text the same way', () => {
    expect(classifyContentFetchError('Not Found').level).toBe('info');
    expect(classifyContentFetchError(new Error('Not Found')).level).toBe('info');
  });

  it('logs any other failure as an error that names it', () => {
    const result = classifyContentFetchError(new ContentFetchError(500, 'Internal Server Error'));
    expect(result.level).toBe('error');
    expect(result.message).toContain('Internal Server Error');
  });

  it('logs failures without a status text as errors', () => {
    expect(classifyContentFetchError(new TypeError('Failed to fetch')).level).toBe('error');
    expect(classifyContentFetchError(undefined)).toEqual({ level: 'error', message: 'content fetch failed' });
  });

  it('does not mistake a 404 with another status text for Not Found', () => {
    expect(classifyContentFetchError(new ContentFetchError(404, 'Gone Fishing')).level).toBe('error');
  });
});
