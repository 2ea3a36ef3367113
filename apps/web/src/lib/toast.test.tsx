import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_PRODUCT_AUTO_CLOSE_MS } from '@forkpoint/shared/constants';
import { dismissToast, showErrorToast, showSuccessToast, showToast, showWarningToast } from './toast';
import { ToastContainer } from './toast-container';

describe('toasts', () => {
  afterEach(async () => {
    await act(() => dismissToast());
    vi.useRealTimers();
  });

  it('shows success and warning toasts at the top centre as alerts that close after 3 s', async () => {
    const { container } = render(<ToastContainer />);
    await act(async () => {
      await showSuccessToast('Registered for bonus');
      await showWarningToast('Careful now');
    });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['Registered for bonus', 'Careful now']);
    expect(container.querySelector('.Toastify__toast-container--top-center')).not.toBeNull();

    // The close timer is the progress bar's animation (react-toastify), so its length is the auto-close delay.
    const bars = [...container.querySelectorAll<HTMLElement>('.Toastify__progress-bar')];
    expect(bars.map((bar) => bar.style.animationDuration)).toEqual(Array(2).fill(`${TOAST_PRODUCT_AUTO_CLOSE_MS}ms`));
  });

  it("keeps the app container's defaults, 5 s at the top right, for any other toast", async () => {
    const { container } = render(<ToastContainer />);
    await act(() => showToast('Plain news'));
    await screen.findByText('Plain news');
    expect(container.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
    expect(container.querySelector<HTMLElement>('.Toastify__progress-bar')?.style.animationDuration).toBe('5000ms');
  });

  it('shows an error toast at the top centre without the alert role, and keeps it until it is closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { container } = render(<ToastContainer />);
    await act(() => showErrorToast('Something went wrong'));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Something went wrong');
    expect(container.querySelector('.Toastify__toast-container--top-center')).not.toBeNull();

    await act(async () => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
  });

  it('shows a toast raised before the container has loaded, once it has', async () => {
    const shown = showSuccessToast('Early news');
    const { container } = render(<ToastContainer />);
    await act(() => shown);
    expect(await screen.findByText('Early news')).toBeInTheDocument();
    expect(container.querySelector('.Toastify__toast-container')).not.toBeNull();
  });
});
