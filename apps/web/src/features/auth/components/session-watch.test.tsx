import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
// The toast module lib/toast.ts loads on demand; tests hold it directly.
import { toast, ToastContainer } from 'react-toastify/unstyled';
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

  it('answers a pointer press and click on the warning with one refetch', async () => {
    setExpiryCookie(1_000_000 + 15 * 60_000);
    const refetch = renderWatch();
    await act(async () => vi.advanceTimersByTime(14 * 60_000));
    const warning = await vi.waitFor(() => screen.getByRole('button', { name: SESSION_WARNING_MESSAGE }));
    act(() => {
      fireEvent.pointerDown(warning);
      fireEvent.click(warning);
    });
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on a key press anywhere until expiry, once the warning was shown (decision 0011)', async () => {
    setExpiryCookie(1_000_000 + 15 * 60_000);
    const refetch = renderWatch();
    act(() => void fireEvent.keyDown(document.body, { key: 'a' }));
    expect(refetch).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(14 * 60_000));
    // Long after the 3 s toast would have closed, but before expiry.
    await act(async () => vi.advanceTimersByTime(45_000));
    act(() => void fireEvent.keyDown(document.body, { key: 'Tab' }));
    act(() => void fireEvent.keyDown(document.body, { key: 'Tab' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('goes to /SignOut at expiry', async () => {
    setExpiryCookie(1_000_000 + 15 * 60_000);
    renderWatch();
    await act(async () => vi.advanceTimersByTime(15 * 60_000));
    expect(screen.getByRole('heading', { name: 'Signing Out' })).toBeInTheDocument();
  });

  it('does not warn a remembered session with more than 24 hours left', async () => {
    setExpiryCookie(1_000_000 + 90 * DAY_MS);
    renderWatch();
    await act(async () => vi.advanceTimersByTime(2 * DAY_MS));
    expect(screen.queryByText(SESSION_WARNING_MESSAGE)).not.toBeInTheDocument();
  });
});
