import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, jsonResponse, server } from '@/testing/msw';
import { testMerchantPage } from '@/testing/test-merchant';
import { MerchantDetails } from './merchant-details';
import { OrderDialog } from './order-dialog';
import { renderMerchantRoutes } from '@/testing/merchant-test-env';

const ordering = { provider: 'Forkpoint Order', url: 'https://order.forkpoint.example/r/FP0000042' };
const merchant = testMerchantPage({ ordering });

describe('the order dialog', () => {
  // The merchant details beside the dialog load the restaurant's reviews.
  beforeEach(() => {
    server.use(http.get('/api/v2/Merchants/42/Reviews', () => jsonResponse({ reviews: [], totalWritten: 0 })));
  });

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

  it('opens the stand-in provider of this app in the same tab', async () => {
    const user = userEvent.setup();
    const standIn = testMerchantPage({
      ordering: { provider: 'Forkpoint Order', url: '/ordering/FP0000042' },
    });
    renderMerchantRoutes('/merchants/42/Order', () => <OrderDialog open merchant={standIn} onClose={() => {}} />);
    const link = screen.getByRole('link', { name: 'Order with Forkpoint Order' });
    expect(link).toHaveAttribute('href', '/ordering/FP0000042');
    expect(link).not.toHaveAttribute('target');
    await user.click(link);
    expect(screen.getByTestId('path')).toHaveTextContent('/ordering/FP0000042');
  });

  it('says why when the merchant takes no online orders, and offers the phone, the website and dining in', () => {
    renderMerchantRoutes('/merchants/42/Order', () => (
      <OrderDialog open merchant={testMerchantPage({ origin: null, ordering: null })} onClose={() => {}} />
    ));
    const dialog = screen.getByRole('dialog', { name: 'Order online from Luna Trattoria' });
    expect(dialog).toHaveTextContent("Luna Trattoria doesn't take online orders, so there is no ordering page");
    expect(screen.queryByRole('link', { name: /^Order with/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(212) 555-0142' })).toHaveAttribute('href', 'tel:2125550142');
    const website = screen.getByRole('link', { name: 'luna-trattoria.example (Opens in a new tab)' });
    expect(website).toHaveAttribute('target', '_blank');
    expect(dialog).toHaveTextContent(/Dine in and earn .+ when you pay with a card linked to/);
    expect(screen.getByRole('link', { name: 'Find restaurants that take online orders' })).toHaveAttribute(
      'href',
      '/search?features=online+ordering',
    );
  });

  it('offers only what the restaurant has: no phone or website, still dining in', () => {
    const bare = testMerchantPage({ origin: null, ordering: null });
    bare.details = { ...bare.details, phone: null, website: null };
    renderMerchantRoutes('/merchants/42/Order', () => <OrderDialog open merchant={bare} onClose={() => {}} />);
    expect(screen.queryByText(/Order by phone/)).not.toBeInTheDocument();
    expect(screen.queryByText(/website/)).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent(/Dine in and earn/);
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
