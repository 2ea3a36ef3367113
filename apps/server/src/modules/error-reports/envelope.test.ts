import { describe, expect, it } from 'vitest';
import { eventsOfEnvelope } from './envelope';

const line = (value: unknown) => JSON.stringify(value);

describe('eventsOfEnvelope', () => {
  it('reads the event items, with or without a length, and skips the others', () => {
    const event = line({ event_id: 'a1', message: 'boom' });
    const body = [
      line({ event_id: 'a1', dsn: 'http://forkpoint@x/api/ErrorReports/1' }),
      line({ type: 'session' }),
      line({ status: 'ok' }),
      line({ type: 'event', length: Buffer.byteLength(event) }),
      event,
      line({ type: 'event' }),
      line({ event_id: 'b2', message: 'é again' }),
    ].join('\n');
    expect(eventsOfEnvelope(Buffer.from(body))).toEqual([
      { event_id: 'a1', message: 'boom' },
      { event_id: 'b2', message: 'é again' },
    ]);
  });

  it('answers nothing for what is not an envelope', () => {
    expect(eventsOfEnvelope(Buffer.from('not json\nat all'))).toEqual([]);
    expect(eventsOfEnvelope(Buffer.alloc(0))).toEqual([]);
  });
});
