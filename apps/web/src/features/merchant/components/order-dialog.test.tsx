import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testMerchantPage } from '@/testing/test-merchant';
import { MerchantDetails } from './merchant-details';
import { OrderDialog } from './order-dialog';
import { renderMerchantRoutes } from '@/testing/merchant-test-env';

const ordering = { provider: 'Forkpoint Order', url: 'https://order.forkpoint.example/r/FP0000042' };
const merchant = testMerchantPage({ ordering });

describe('the order dialog', () => {
  it("opens as a named dialog that links to the merchant's ordering provider in a new tab", async () => {
    renderMerchantRoutes('/merchants/42/Order', () => <OrderDialog open merchant={merchant} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Order online from Luna Trattoria' });
    const link = screen.getByRole('link', { name: 'Order with Forkpoint Order (Opens in a new tab)' });
    expect(link).toHaveAttribute('href', ordering.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Focus moves into the dialog when it opens.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  it('closes on Escape and on Close', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderMerchantRoutes('/merchants/42/Order', () => <OrderDialog open merchant={merchant} onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('says so when the merchant takes no online orders', () => {
    renderMerchantRoutes('/merchants/42/Order', () => (
      <OrderDialog open merchant={testMerchantPage({ origin: null, ordering: null })} onClose={() => {}} />
    ));
    expect(screen.getByRole('dialog')).toHaveTextContent("Luna Trattoria doesn't take online orders.");
    expect(screen.queryByRole('link', { name: /^Order with/ })).not.toBeInTheDocument();
  });

  it('opens from the order button at /merchants/{id}/Order and, closed by keyboard, goes back with focus on the button', async () => {
    const user = userEvent.setup();
    renderMerchantRoutes('/merchants/42', (open) => <MerchantDetails merchant={merchant} orderOpen={open} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const button = screen.getByRole('link', { name: 'Order online' });
    expect(button).toHaveAttribute('href', '/merchants/42/Order');
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('path')).toHaveTextContent('/merchants/42/Order');
    expect(screen.getByRole('dialog', { name: 'Order online from Luna Trattoria' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/merchants\/42$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order online' })).toHaveFocus();
  });

  it('closed after opening at /Order directly, replaces the path with the merchant page', async () => {
    const user = userEvent.setup();
    renderMerchantRoutes('/merchants/42/Order', (open) => <MerchantDetails merchant={merchant} orderOpen={open} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/merchants\/42$/));
  });
});
