/**
 * The Sentry SDKs' envelope (https://develop.sentry.dev/sdk/data-model/envelopes/): a header line, then items,
 * each an item header line and a payload (of `length` bytes when the header says, else up to the next newline).
 * Only the `event` items (errors and messages) are read; sessions, client reports and the like are skipped.
 */
export function eventsOfEnvelope(body: Buffer): Array<Record<string, unknown>> {
  const events: Array<Record<string, unknown>> = [];
  let at = lineEnd(body, 0) + 1; // the envelope header names the DSN and SDK: nothing we need
  while (at < body.length) {
    const headerEnd = lineEnd(body, at);
    const header = parse(body.subarray(at, headerEnd));
    if (!header) break;
    const start = headerEnd + 1;
    const length = typeof header.length === 'number' ? header.length : undefined;
    const end = length !== undefined ? Math.min(start + length, body.length) : lineEnd(body, start);
    if (header.type === 'event') {
      const payload = parse(body.subarray(start, end));
      if (payload) events.push(payload);
    }
    at = end + 1;
  }
  return events;
}

function lineEnd(body: Buffer, from: number): number {
  const newline = body.indexOf(0x0a, from);
  return newline === -1 ? body.length : newline;
}

function parse(bytes: Buffer): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
