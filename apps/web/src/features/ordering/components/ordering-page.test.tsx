import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ORDER_MESSAGES,
  type OrderConfirmation,
  type OrderingMenu,
  type OrderRequest,
} from '@forkpoint/shared/contracts/ordering';
import { errorResponse, jsonResponse, serveApi } from '@/testing/msw';
import { renderRoutes } from '@/testing/render-app';
import { testMenu } from '@/testing/test-ordering-menu';

// Role queries over the whole shell are slow in jsdom; the page also loads its own chunk first.
/** The whole flows type a dozen fields in jsdom: seconds on a busy machine. */
const FLOW_TIMEOUT_MS = 20_000;

const PAGE = '/ordering/FP0000042';

const confirmationOf = (order: OrderRequest): OrderConfirmation => {
  const items = new Map(testMenu.sections.flatMap((s) => s.items).map((i) => [i.id, i]));
  const lines = order.items.map(({ itemId, quantity }) => {
    const item = items.get(itemId)!;
    return {
      itemId,
      name: item.name,
      quantity,
      unitPriceCents: item.priceCents,
      totalCents: item.priceCents * quantity,
    };
  });
  const subtotalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
  const deliveryFeeCents = order.mode === 'delivery' ? testMenu.deliveryFeeCents : 0;
  return {
    orderNumber: 'K7Q-2MX',
    merchantId: order.merchantId,
    merchantName: testMenu.merchant.name,
    mode: order.mode as 'pickup' | 'delivery',
    lines,
    subtotalCents,
    deliveryFeeCents,
    totalCents: subtotalCents + deliveryFeeCents,
    deliveryAddress: null,
    ready: {
      at: '2030-06-01T19:25:00Z',
      local: '2030-06-01T12:25',
      timeZone: 'America/Los_Angeles',
      zoneName: 'PDT',
      scheduled: false,
    },
  };
};

interface Server {
  menu?: () => Response;
  order?: (body: OrderRequest) => Response;
}

function serve({ menu = () => jsonResponse(testMenu), order }: Server = {}) {
  const posted: OrderRequest[] = [];
  let menuCalls = 0;
  serveApi(async (url, request) => {
    if (url.pathname === '/api/CSRF') return jsonResponse({ csrfToken: 'csrf-token' });
    if (url.pathname === '/api/Ordering/Merchants/FP0000042/Menu') {
      menuCalls += 1;
      return menu();
    }
    if (url.pathname === '/api/Ordering/Orders' && request.method === 'POST') {
      const body = (await request.json()) as OrderRequest;
      posted.push(body);
      return order?.(body) ?? jsonResponse(confirmationOf(body), { status: 201 });
    }
    return errorResponse(404, 'Not Found');
  });
  return { posted, menuCalls: () => menuCalls };
}

const fieldError = (label: RegExp) => {
  const input = screen.getByLabelText(label);
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('the stand-in ordering page', () => {
  it(
    'takes a pickup order by keyboard: dishes, name and phone, then the confirmation with the earn reminder',
    async () => {
      const user = userEvent.setup();
      const { posted } = serve();
      renderRoutes(PAGE);

      expect(await screen.findByRole('heading', { level: 1, name: 'Lemongrass House' })).toBeInTheDocument();
      expect(screen.getByRole('complementary', { name: 'Demonstration ordering' })).toHaveTextContent(
        'no restaurant receives them and nothing is charged',
      );
      expect(screen.getByText(/12 Main St, Ely, NV 89301/)).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: /Pickup/ })).toBeChecked();
      expect(screen.getByText('Your order is empty. Add dishes from the menu to start.')).toBeInTheDocument();

      const menu = screen.getByRole('region', { name: 'Noodles & Stir-Fries' });
      within(menu).getByRole('button', { name: 'Add Pad Thai' }).focus();
      await user.keyboard('{Enter}');
      expect(within(menu).getByRole('button', { name: 'Add another Pad Thai' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(within(menu).getByRole('group', { name: 'Pad Thai: 2 in your order' })).toBeInTheDocument();
      expect(screen.getByText('Pad Thai: 2 in your order.')).toBeInTheDocument();

      const order = screen.getByRole('region', { name: 'Your order' });
      expect(within(order).getByText('Subtotal').nextSibling).toHaveTextContent('$33.98');
      expect(within(order).queryByText('Delivery fee')).not.toBeInTheDocument();
      expect(within(order).getByText('Total').nextSibling).toHaveTextContent('$33.98');

      await user.type(screen.getByLabelText(/Name for the order/), 'Ada Diner');
      await user.type(screen.getByLabelText(/^Phone/), '(775) 555-0199');
      screen.getByRole('button', { name: 'Place order' }).focus();
      await user.keyboard('{Enter}');

      expect(await screen.findByRole('heading', { level: 1, name: /Your order number is K7Q-2MX/ })).toHaveFocus();
      expect(posted).toEqual([
        {
          merchantId: 'FP0000042',
          mode: 'pickup',
          name: 'Ada Diner',
          phone: '(775) 555-0199',
          items: [{ itemId: 'pad-thai', quantity: 2 }],
        },
      ]);
      expect(screen.getByText('Ready for pickup', { exact: false })).toHaveTextContent(/12:25 PM PDT/);
      expect(screen.getByRole('row', { name: /Pad Thai 2 \$33\.98/ })).toBeInTheDocument();
      expect(
        screen.getByText('Pay at pickup with a card linked to Test Air Dining to earn miles on eligible orders.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Lemongrass House' })).toHaveAttribute('href', '/merchants/42');
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'asks for the delivery address and adds the fee for a delivery',
    async () => {
      const user = userEvent.setup();
      const { posted } = serve();
      renderRoutes(PAGE);
      await user.click(await screen.findByRole('radio', { name: /Delivery/ }));
      expect(screen.getByRole('group', { name: 'Delivery address' })).toBeInTheDocument();

      await user.click(screen.getAllByRole('button', { name: 'Add Thai Iced Tea' })[0]!);
      const order = screen.getByRole('region', { name: 'Your order' });
      expect(within(order).getByText('Delivery fee').nextSibling).toHaveTextContent('$3.99');
      expect(within(order).getByText('Total').nextSibling).toHaveTextContent('$8.98');

      await user.type(screen.getByLabelText(/Name for the order/), 'Ada Diner');
      await user.type(screen.getByLabelText(/^Phone/), '7755550199');
      await user.click(screen.getByRole('button', { name: 'Place order' }));
      expect(await screen.findByText(ORDER_MESSAGES.street)).toBeInTheDocument();
      expect(fieldError(/City/)).toBe(ORDER_MESSAGES.city);
      expect(fieldError(/ZIP code/)).toBe(ORDER_MESSAGES.zip);
      expect(posted).toHaveLength(0);

      await user.type(screen.getByLabelText(/Street address/), '5 Main St');
      await user.type(screen.getByLabelText(/City/), 'Ely');
      await user.type(screen.getByLabelText(/ZIP code/), '89301');
      await user.click(screen.getByRole('button', { name: 'Place order' }));
      await screen.findByRole('heading', { level: 1, name: /K7Q-2MX/ });
      expect(posted[0]).toMatchObject({
        mode: 'delivery',
        deliveryAddress: { street: '5 Main St', unit: '', city: 'Ely', zip: '89301' },
      });
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    "shows the server's refusal at the fields, and a refused dish by name",
    async () => {
      const user = userEvent.setup();
      serve({
        order: () =>
          jsonResponse(
            {
              statusCode: 400,
              code: 'VALIDATION_FAILED',
              error: 'Bad Request',
              message: ORDER_MESSAGES.form,
              fields: [
                { field: 'phone', message: 'Invalid US based phone number' },
                { field: 'items.0.itemId', message: ORDER_MESSAGES.item },
              ],
            },
            { status: 400, statusText: 'Bad Request' },
          ),
      });
      renderRoutes(PAGE);
      await user.click(await screen.findByRole('button', { name: 'Add Drunken Noodles' }));
      await user.type(screen.getByLabelText(/Name for the order/), 'Ada');
      await user.type(screen.getByLabelText(/^Phone/), '7755550199');
      await user.click(screen.getByRole('button', { name: 'Place order' }));

      await screen.findByRole('alert', { name: 'ERROR' });
      screen.debug(screen.getByRole('region', { name: 'Your order' }), 20000);
      await waitFor(() => expect(fieldError(/^Phone/)).toBe('Invalid US based phone number'));
      expect(screen.getByLabelText(/^Phone/)).toHaveFocus();
      const alert = screen.getByRole('alert', { name: 'ERROR' });
      expect(alert).toHaveTextContent(ORDER_MESSAGES.form);
      expect(alert).toHaveTextContent(`Drunken Noodles: ${ORDER_MESSAGES.item}`);
    },
    FLOW_TIMEOUT_MS,
  );

  it('asks for a dish before placing an empty order', async () => {
    const user = userEvent.setup();
    const { posted } = serve();
    renderRoutes(PAGE);
    await user.type(await screen.findByLabelText(/Name for the order/), 'Ada');
    await user.type(screen.getByLabelText(/^Phone/), '7755550199');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert', { name: 'ERROR' })).toHaveTextContent(ORDER_MESSAGES.items);
    expect(posted).toHaveLength(0);
  });

  it('keeps focus on the add button when the last of a dish is removed', async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(PAGE);
    const menu = await screen.findByRole('region', { name: 'Drinks' });
    await user.click(within(menu).getByRole('button', { name: 'Add Thai Iced Tea' }));
    await user.click(within(menu).getByRole('button', { name: 'Remove Thai Iced Tea' }));
    expect(within(menu).getByRole('button', { name: 'Add Thai Iced Tea' })).toHaveFocus();
    expect(screen.getByText('Thai Iced Tea removed from your order.')).toBeInTheDocument();
  });

  it('says when the restaurant does not take orders here, and offers a way to search', async () => {
    serve({ menu: () => errorResponse(404, 'Not Found', 'NOT_FOUND') });
    renderRoutes(PAGE);
    expect(
      await screen.findByRole('heading', { level: 1, name: "Online ordering isn't available here" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a restaurant' })).toHaveAttribute('href', '/search');
  });

  it('offers to try again when the menu fails to load', async () => {
    const user = userEvent.setup();
    let fail = true;
    const server = serve({ menu: () => (fail ? errorResponse(500, 'Internal Server Error') : jsonResponse(testMenu)) });
    renderRoutes(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't load the menu" })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lemongrass House' })).toBeInTheDocument();
    expect(server.menuCalls()).toBe(2);
  });

  it('says so when the menu is empty', async () => {
    serve({ menu: () => jsonResponse({ ...testMenu, sections: [] } satisfies OrderingMenu) });
    renderRoutes(PAGE);
    expect(await screen.findByText(/The menu is empty right now/)).toBeInTheDocument();
  });
});
