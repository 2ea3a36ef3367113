import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { errorResponse, jsonResponse, serveApi } from '@/testing/msw';
import { sendImpressions } from '@/lib/impressions';
import { createImpressionTracker, impressionRecords, useCarouselImpressions } from './merchant-carousel-impressions';

describe('the impression tracker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts a merchant once it has been in view for 150 ms', () => {
    const onSeen = vi.fn();
    const tracker = createImpressionTracker({ onSeen });
    tracker.visible('FP1');
    vi.advanceTimersByTime(149);
    expect(onSeen).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runOnlyPendingTimers();
    expect(onSeen).toHaveBeenCalledExactlyOnceWith(['FP1']);
  });

  it('does not count a merchant that left the view before 150 ms', () => {
    const onSeen = vi.fn();
    const tracker = createImpressionTracker({ onSeen });
    tracker.visible('FP1');
    vi.advanceTimersByTime(100);
    tracker.hidden('FP1');
    vi.advanceTimersByTime(1000);
    expect(onSeen).not.toHaveBeenCalled();
  });

  it('reports merchants seen together in one call, and each merchant only once', () => {
    const onSeen = vi.fn();
    const tracker = createImpressionTracker({ onSeen });
    tracker.visible('FP1');
    tracker.visible('FP2');
    vi.advanceTimersByTime(200);
    tracker.hidden('FP1');
    tracker.visible('FP1');
    tracker.visible('FP3');
    vi.advanceTimersByTime(200);
    expect(onSeen.mock.calls).toEqual([[['FP1', 'FP2']], [['FP3']]]);
  });

  it('sends what was already counted when it stops, and nothing still pending', () => {
    const onSeen = vi.fn();
    const tracker = createImpressionTracker({ onSeen });
    tracker.visible('FP1');
    vi.advanceTimersByTime(150);
    tracker.visible('FP2');
    tracker.dispose();
    vi.advanceTimersByTime(1000);
    expect(onSeen.mock.calls).toEqual([[['FP1']]]);
  });
});

describe('impression records', () => {
  it('carry the caller fields plus channel "web", the ISO time and the user agent', () => {
    expect(
      impressionRecords(['FP1'], {
        memberId: 'demo-card',
        url: 'http://localhost/',
        now: new Date('2026-11-22T10:00:00.000Z'),
        userAgent: 'x'.repeat(600),
      }),
    ).toEqual([
      {
        memberId: 'demo-card',
        merchantId: 'FP1',
        url: 'http://localhost/',
        channel: 'web',
        dateTime: '2026-11-22T10:00:00.000Z',
        userAgent: 'x'.repeat(512),
      },
    ]);
  });

  it('are posted to /api/Impressions, and a failure is swallowed', async () => {
    const requests = serveApi(() => errorResponse(500, 'Internal Server Error'));
    await expect(
      sendImpressions(impressionRecords(['FP1'], { memberId: null, url: 'http://localhost/' })),
    ).resolves.toBeUndefined();
    const [sent] = requests;
    expect(sent?.url.pathname).toBe('/api/Impressions');
    expect(sent?.method).toBe('POST');
    expect(await sent?.request.json()).toEqual([expect.objectContaining({ merchantId: 'FP1', channel: 'web' })]);
    vi.unstubAllGlobals();
  });
});

/** An IntersectionObserver the test drives by hand. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly targets: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {}
  show(index: number, ratio: number) {
    const target = this.targets[index]!;
    const entry = { target, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

function Slides({ ids }: { ids: string[] }) {
  const track = useRef<HTMLDivElement>(null);
  useCarouselImpressions(track, ids, 'demo-card');
  return (
    <div ref={track}>
      {ids.map((id) => (
        <div key={id} data-impression-id={id} />
      ))}
    </div>
  );
}

describe('carousel impressions in the page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('posts the merchants at least half in view for 150 ms, with the member and the page', async () => {
    const requests = serveApi(() => jsonResponse({ accepted: 1 }, { status: 202 }));
    render(<Slides ids={['FP1', 'FP2', 'FP3']} />);
    const observer = FakeObserver.last!;
    expect(observer.targets).toHaveLength(3);
    observer.show(0, 1);
    observer.show(1, 0.3);
    observer.show(2, 0.6);
    await vi.advanceTimersByTimeAsync(100);
    observer.show(2, 0);
    await vi.advanceTimersByTimeAsync(100);
    expect(requests).toHaveLength(1);
    const records = (await requests[0]!.request.json()) as Array<Record<string, unknown>>;
    expect(records).toEqual([
      expect.objectContaining({ memberId: 'demo-card', merchantId: 'FP1', url: window.location.href, channel: 'web' }),
    ]);
  });
});
