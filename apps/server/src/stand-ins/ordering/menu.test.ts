import { describe, expect, it } from 'vitest';
import { MENU_ITEM_ID } from '@forkpoint/shared';
import { CUISINE_FAMILIES } from '../seed/merchants/cuisines';
import { kitchenOf } from './kitchens';
import { buildMenu, priceCents, slug, type MenuFacts } from './menu';

const facts = (overrides: Partial<MenuFacts> = {}): MenuFacts => ({
  merchantId: 'FP0000042',
  cuisines: ['Italian', 'Pizza'],
  priceLevel: 2,
  features: ['dine-in', 'takeout', 'delivery', 'online ordering'],
  ...overrides,
});
const prices = (menu: ReturnType<typeof buildMenu>) => menu.sections.flatMap((s) => s.items.map((i) => i.priceCents));

describe('the stand-in menu', () => {
  it('is the same every time for the same restaurant, and another restaurant gets another', () => {
    expect(buildMenu(facts())).toEqual(buildMenu(facts()));
    expect(buildMenu(facts({ merchantId: 'FP0000043' }))).not.toEqual(buildMenu(facts()));
  });

  it("follows the restaurant's cuisines: its kitchen's sections, the second cuisine's signature, sweets, drinks", () => {
    const names = buildMenu(facts()).sections.map((s) => s.name);
    expect(names).toEqual(['Antipasti', 'Pasta', 'Secondi', 'Pizzas', 'Dolci', 'Drinks']);
    expect(buildMenu(facts({ cuisines: ['Thai'] })).sections.map((s) => s.name)).toContain('Curries');
  });

  it('knows a kitchen for every cuisine the catalog lists', () => {
    const cuisines = new Set(CUISINE_FAMILIES.flatMap((family) => [...family.cuisines, ...family.extras]));
    expect([...cuisines].filter((cuisine) => !kitchenOf(cuisine))).toEqual([]);
  });

  it('gives every catalog cuisine 5 to 8 sections of dishes with unique ids, names and prices', () => {
    const families = CUISINE_FAMILIES.flatMap((family) =>
      [undefined, ...family.extras].map((extra) => [...family.cuisines, ...(extra ? [extra] : [])]),
    );
    for (const [index, cuisines] of families.entries()) {
      const menu = buildMenu(facts({ merchantId: `FP${index}`, cuisines }));
      const label = cuisines.join(', ');
      expect(menu.sections.length, label).toBeGreaterThanOrEqual(5);
      expect(menu.sections.length, label).toBeLessThanOrEqual(8);
      const items = menu.sections.flatMap((s) => s.items);
      expect(new Set(items.map((i) => i.id)).size, label).toBe(items.length);
      expect(new Set(menu.sections.map((s) => s.id)).size, label).toBe(menu.sections.length);
      for (const item of items) {
        expect(item.id, label).toMatch(MENU_ITEM_ID);
        expect(item.name.length * item.description.length, item.id).toBeGreaterThan(0);
        expect(item.priceCents, item.id).toBeGreaterThan(0);
      }
      for (const section of menu.sections) expect(section.items.length, section.id).toBeGreaterThanOrEqual(1);
    }
  });

  it('prices by price level: dearer at each level, in whole dollars at $$$ and up, .49 or .99 below', () => {
    const byLevel = [1, 2, 3, 4].map((priceLevel) => prices(buildMenu(facts({ priceLevel }))));
    for (let level = 1; level < byLevel.length; level += 1) {
      byLevel[level]!.forEach((price, i) => expect(price).toBeGreaterThan(byLevel[level - 1]![i]!));
    }
    expect(byLevel[0]!.every((cents) => cents % 50 === 49)).toBe(true);
    expect(byLevel[3]!.every((cents) => cents % 100 === 0)).toBe(true);
    expect(priceCents(16, 2, 0)).toBe(1599);
    expect(priceCents(16, 4, 0)).toBe(3200);
    // An unknown price level (0) reads as $$.
    expect(prices(buildMenu(facts({ priceLevel: 0 })))).toEqual(prices(buildMenu(facts({ priceLevel: 2 }))));
  });

  it('offers pickup and delivery as the restaurant does, with a fee and times for each', () => {
    expect(buildMenu(facts()).modes).toEqual(['pickup', 'delivery']);
    expect(buildMenu(facts({ features: ['dine-in', 'takeout', 'online ordering'] })).modes).toEqual(['pickup']);
    expect(buildMenu(facts({ features: ['dine-in', 'delivery', 'online ordering'] })).modes).toEqual(['delivery']);
    expect(buildMenu(facts({ features: ['online ordering'] })).modes).toEqual(['pickup']);
    const { deliveryFeeCents, estimatedMinutes } = buildMenu(facts({ priceLevel: 4 }));
    expect(deliveryFeeCents).toBe(599);
    expect(estimatedMinutes.delivery).toBeGreaterThan(estimatedMinutes.pickup);
  });

  it('tags savoury dishes vegetarian or spicy, and leaves sweets and drinks untagged', () => {
    const sections = buildMenu(facts({ cuisines: ['Thai'] })).sections;
    const tags = (name: string) => sections.find((s) => s.name === name)!.items.flatMap((i) => i.tags);
    expect(sections.flatMap((s) => s.items.flatMap((i) => i.tags))).toContain('spicy');
    expect([...tags('Desserts'), ...tags('Drinks')]).toEqual([]);
  });

  it('makes readable ids of dish names', () => {
    expect(slug('Phở Bò')).toBe('pho-bo');
    expect(slug('Steak Frites')).toBe('steak-frites');
    expect(slug('Chef’s Choice & More!')).toBe('chef-s-choice-more');
  });
});
