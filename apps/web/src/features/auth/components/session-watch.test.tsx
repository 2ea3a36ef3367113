import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, ToastContainer } from '@/lib/toast';
import { SESSION_WARNING_MESSAGE } from '../lib/session-timer';
import { SessionWatch } from './session-watch';

function setExpiryCookie(value: number) {
  document.cookie = `fp_session_expires=${value}; path=/`;
}

describe('the session watch', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false, now: 1_000_000 }));
  afterEach(() => {
    act(() => toast.dismiss());
    vi.useRealTimers();
    document.cookie = 'fp_session_expires=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  const renderWatch = (refetchMember = vi.fn(async () => undefined)) => {
    render(
      <MemoryRouter initialEntries={['/account']}>
        <ToastContainer />
        <Routes>
          <Route path="/account" element={<SessionWatch refetchMember={refetchMember} signOutHref="/SignOut" />} />
          <Route path="/SignOut" element={<h1>Signing Out</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    return refetchMember;
  };

  it('warns 60 seconds before expiry, and a click on the warning refetches the member', async () => {
    setExpiryCookie(1_000_000 + 15 * 60_000);
    const refetch = renderWatch();
    await act(async () => vi.advanceTimersByTime(14 * 60_000));
    const warning = await vi.waitFor(() => screen.getByRole('button', { name: SESSION_WARNING_MESSAGE }));
    act(() => warning.click());
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('goes to /SignOut at expiry', async () => {
    setExpiryCookie(1_000_000 + 15 * 60_000);
    renderWatch();
    await act(async () => vi.advanceTimersByTime(15 * 60_000));
    expect(screen.getByRole('heading', { name: 'Signing Out' })).toBeInTheDocument();
  });

  it('does not warn a remembered session with more than 24 hours left', async () => {
    setExpiryCookie(1_000_000 + 90 * 86_400_000);
    renderWatch();
    await act(async () => vi.advanceTimersByTime(2 * 86_400_000));
    expect(screen.queryByText(SESSION_WARNING_MESSAGE)).not.toBeInTheDocument();
  });
});
