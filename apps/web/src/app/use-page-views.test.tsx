import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import type { PageView } from '@/lib/page-view';
import { usePageViews } from './use-page-views';

let navigate: NavigateFunction = () => undefined;

function Tracker({
  memberId,
  isPending,
  send,
}: {
  memberId: string | null;
  isPending: boolean;
  send: (view: PageView) => void;
}) {
  navigate = useNavigate();
  usePageViews({ memberId, isPending }, send);
  return null;
}

function renderAt(
  path: string,
  member: { memberId: string | null; isPending: boolean } = { memberId: null, isPending: false },
) {
  const send = vi.fn<(view: PageView) => void>();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Tracker {...member} send={send} />
    </MemoryRouter>,
  );
  const rerender = (next: { memberId: string | null; isPending: boolean }) =>
    view.rerender(
      <MemoryRouter initialEntries={[path]}>
        <Tracker {...next} send={send} />
      </MemoryRouter>,
    );
  return { send, rerender, unmount: view.unmount };
}

function go(to: string) {
  act(() => {
    void navigate(to);
  });
}
function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('page views', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends one view once a route has been shown for 500 ms, and none before', () => {
    const { send } = renderAt('/search');
    wait(499);
    expect(send).not.toHaveBeenCalled();
    wait(1);
    expect(send).toHaveBeenCalledExactlyOnceWith({ memberId: null, url: expect.any(String) as string });
    wait(10_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends nothing for a route left before 500 ms, then counts the next one from its own start', () => {
    const { send } = renderAt('/search');
    wait(400);
    go('/merchants/12');
    wait(499);
    expect(send).not.toHaveBeenCalled();
    wait(1);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('counts a change of query alone as the same page', () => {
    const { send } = renderAt('/search?location=Austin');
    wait(300);
    go('/search?location=Denver');
    wait(200);
    expect(send).toHaveBeenCalledTimes(1);
    go('/search?location=Boston');
    wait(1_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('names the signed-in member by public id', () => {
    const { send } = renderAt('/account/overview', { memberId: 'demo-card-aerovia', isPending: false });
    wait(500);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ memberId: 'demo-card-aerovia' }));
  });

  it('waits for the member lookup when it is still out at 500 ms, then sends once with its answer', () => {
    const { send, rerender } = renderAt('/', { memberId: null, isPending: true });
    wait(800);
    expect(send).not.toHaveBeenCalled();
    rerender({ memberId: 'demo-vip-aerovia', isPending: false });
    expect(send).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ memberId: 'demo-vip-aerovia' }));
    rerender({ memberId: 'demo-vip-aerovia', isPending: false });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('still sends a counted view whose member lookup never answered once the page is left', () => {
    const { send } = renderAt('/', { memberId: null, isPending: true });
    wait(600);
    go('/search');
    expect(send).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ memberId: null }));
  });

  it('sends nothing when unmounted before 500 ms', () => {
    const { send, unmount } = renderAt('/');
    wait(250);
    unmount();
    wait(1_000);
    expect(send).not.toHaveBeenCalled();
  });
});
