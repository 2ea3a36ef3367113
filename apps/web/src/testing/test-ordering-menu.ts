import type { OrderingMenu } from '@forkpoint/shared/contracts/ordering';

/** A small stand-in menu for the page's tests (imported by tests only). */
export const testMenu: OrderingMenu = {
  merchant: {
    merchantId: 'FP0000042',
    id: 42,
    name: 'Lemongrass House',
    address: { street: '12 Main St', city: 'Ely', state: 'NV', zip: '89301' },
    phone: '(775) 555-0142',
    timeZone: 'America/Los_Angeles',
  },
  hours: { opens: '11:00', closes: '22:00', openNow: true },
  modes: ['pickup', 'delivery'],
  deliveryFeeCents: 399,
  estimatedMinutes: { pickup: 20, delivery: 45 },
  sections: [
    {
      id: 'thai-noodles',
      name: 'Noodles & Stir-Fries',
      items: [
        { id: 'pad-thai', name: 'Pad Thai', description: 'Rice noodles, shrimp, tamarind', priceCents: 1699, tags: [] },
        {
          id: 'drunken-noodles',
          name: 'Drunken Noodles',
          description: 'Basil, chili',
          priceCents: 1699,
          tags: ['spicy'],
        },
      ],
    },
    {
      id: 'thai-drinks',
      name: 'Drinks',
      items: [
        {
          id: 'thai-iced-tea',
          name: 'Thai Iced Tea',
          description: 'Condensed milk',
          priceCents: 499,
          tags: ['vegetarian'],
        },
      ],
    },
  ],
};
