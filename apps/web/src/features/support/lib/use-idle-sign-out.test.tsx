import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { STAFF_IDLE_TIMEOUT_MS } from '@forkpoint/shared/contracts/support';
import { useIdleSignOut } from './use-idle-sign-out';

describe('the console idle sign-out', () => {
  let client: QueryClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const consoleCall = (key: string) =>
    act(() => client.fetchQuery({ queryKey: ['support', key], queryFn: () => Promise.resolve(key) }));

  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient();
  });
  afterEach(() => {
    client.clear();
    vi.useRealTimers();
  });

  it('signs out 15 minutes after the console was opened when nothing happens', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleSignOut(onIdle), { wrapper });
    act(() => {
      vi.advanceTimersByTime(STAFF_IDLE_TIMEOUT_MS - 1);
    });
    expect(onIdle).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('counts the 15 minutes from the last console call that succeeded', async () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleSignOut(onIdle), { wrapper });
    act(() => {
      vi.advanceTimersByTime(10 * 60_000);
    });
    await consoleCall('members');
    act(() => {
      vi.advanceTimersByTime(10 * 60_000);
    });
    expect(onIdle).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(5 * 60_000);
    });
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it("ignores the member app's own calls", async () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleSignOut(onIdle), { wrapper });
    act(() => {
      vi.advanceTimersByTime(10 * 60_000);
    });
    await act(() => client.fetchQuery({ queryKey: ['member'], queryFn: () => Promise.resolve(1) }));
    act(() => {
      vi.advanceTimersByTime(5 * 60_000);
    });
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('stops its timer when the console closes', () => {
    const onIdle = vi.fn();
    const { unmount } = renderHook(() => useIdleSignOut(onIdle), { wrapper });
    unmount();
    act(() => {
      vi.advanceTimersByTime(STAFF_IDLE_TIMEOUT_MS * 2);
    });
    expect(onIdle).not.toHaveBeenCalled();
  });
});
