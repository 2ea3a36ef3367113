import { REQUEST_ID_TAG } from '@forkpoint/shared/contracts/error-report-constants';
import { scrub } from './scrub';

/** A report as stored (error_reports), once scrubbed. */
export interface ErrorReportInput {
  source: 'web' | 'server';
  eventId: string | null;
  level: string;
  type: string;
  message: string;
  stack: string;
  requestId: string | null;
  url: string | null;
  release: string | null;
}

const MAX_FRAMES = 30;
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

interface Frame {
  function?: unknown;
  filename?: unknown;
  abs_path?: unknown;
  lineno?: unknown;
  colno?: unknown;
}

/**
 * What we keep of an SDK event: its exception (type, value, the top frames, newest first as a stack reads) or its
 * message, the request id tag, the page or call, the release. Every text is scrubbed and cut to size, so a report
 * can be neither a leak nor a flood.
 */
export function reportOfEvent(event: Record<string, unknown>, source: 'web' | 'server'): ErrorReportInput {
  const values = (event.exception as { values?: unknown } | undefined)?.values;
  const exception = Array.isArray(values) ? (values.at(-1) as Record<string, unknown> | undefined) : undefined;
  const frames = ((exception?.stacktrace as { frames?: unknown } | undefined)?.frames ?? []) as Frame[];
  const stack = Array.isArray(frames)
    ? frames
        .slice(-MAX_FRAMES)
        .reverse()
        .map((frame) => {
          const where = `${text(frame.abs_path) ?? text(frame.filename) ?? '?'}:${Number(frame.lineno) || 0}:${Number(frame.colno) || 0}`;
          return `at ${text(frame.function) ?? '?'} (${where})`;
        })
        .join('\n')
    : '';
  const messageOf = event.message;
  const message =
    text(exception?.value) ??
    text(messageOf) ??
    text((messageOf as { formatted?: unknown } | undefined)?.formatted) ??
    '(no message)';
  const tags = event.tags as Record<string, unknown> | undefined;
  const request = event.request as { url?: unknown } | undefined;
  return {
    source,
    eventId: text(event.event_id)?.slice(0, 64) ?? null,
    level: cut(text(event.level) ?? 'error', 16),
    type: cut(text(exception?.type) ?? '', 120),
    message: cut(scrub(message), 2000),
    stack: cut(scrub(stack), 8000),
    requestId: text(tags?.[REQUEST_ID_TAG])?.slice(0, 100) ?? null,
    url: request ? (text(request.url) ? cut(scrub(String(request.url)), 500) : null) : null,
    release: text(event.release)?.slice(0, 100) ?? null,
  };
}
