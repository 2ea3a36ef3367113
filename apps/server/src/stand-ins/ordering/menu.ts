import type { MenuItem, MenuSection, OrderMode } from '@forkpoint/shared';
import { createRandom, hashString, type Random } from '../../lib/prng';
import type { Dish, Kitchen } from './kitchen';
import { kitchensOf } from './kitchens';
import { COMMON_DESSERTS, COMMON_DRINKS } from './dishes-other';

/**
 * A restaurant's stand-in menu, made from its cuisines and price level (the catalog holds no dishes). It is
 * a pure function of the restaurant, so the same restaurant always shows the same menu and an order is
 * priced again, on the server, from the very menu the diner saw.
 */

export interface MenuFacts {
  merchantId: string;
  cuisines: readonly string[];
  /** 0 (unknown) to 4. */
  priceLevel: number;
  features: readonly string[];
}

export interface StandInMenu {
  sections: MenuSection[];
  modes: OrderMode[];
  deliveryFeeCents: number;
  estimatedMinutes: { pickup: number; delivery: number };
}

/** The table's prices are for $$; $ is cheaper, $$$ and $$$$ dearer. Level 0 (unknown) reads as $$. */
const PRICE_FACTOR = [1, 0.8, 1, 1.4, 2] as const;
const DELIVERY_FEE_CENTS = [399, 299, 399, 499, 599] as const;
/** The seed's own constant would tie menus to the catalog's; a stand-in menu only needs to be stable. */
const MENU_SEED = 0x6f726465;

export function buildMenu(facts: MenuFacts): StandInMenu {
  const level = Math.max(0, Math.min(4, Math.trunc(facts.priceLevel)));
  const random = createRandom(hashString(facts.merchantId, MENU_SEED));
  const seen = new Set<string>();
  const sections = menuTables(kitchensOf(facts.cuisines))
    .map(({ kitchen, table, most, plain }) => {
      const pick = createRandom(hashString(`${facts.merchantId}/${kitchen}/${table.key}`, MENU_SEED));
      const dishes = chooseDishes(table.dishes, pick, most).filter(([name]) => !seen.has(slug(name)));
      dishes.forEach(([name]) => seen.add(slug(name)));
      return {
        id: `${kitchen}-${table.key}`,
        name: table.name,
        items: dishes.map((dish) => menuItem(dish, level, pick, plain)),
      };
    })
    .filter((s) => s.items.length > 0);

  const pickup = 15 + 5 * random.int(0, 3);
  return {
    sections,
    modes: modesOf(facts.features),
    deliveryFeeCents: DELIVERY_FEE_CENTS[level] ?? DELIVERY_FEE_CENTS[2],
    estimatedMinutes: { pickup, delivery: pickup + 20 + 5 * random.int(0, 2) },
  };
}

/** The first kitchen's sections, the second kitchen's signature, then sweets and drinks: 5 to 8 sections. */
function menuTables(kitchens: readonly Kitchen[]) {
  const [primary, second] = kitchens as [Kitchen, ...Kitchen[]];
  const tables = primary.sections.map((table) => ({ kitchen: primary.key, table, most: 6, plain: false }));
  const signature = second?.sections[1] ?? second?.sections[0];
  if (second && signature) tables.push({ kitchen: second.key, table: signature, most: 5, plain: false });
  const desserts = primary.desserts ?? second?.desserts ?? COMMON_DESSERTS;
  const dessertsKitchen = primary.desserts || !second?.desserts ? primary.key : second.key;
  // Sweets and drinks go untagged: "Vegetarian" beside a lemonade says nothing.
  tables.push({ kitchen: dessertsKitchen, table: desserts, most: 3, plain: true });
  tables.push({ kitchen: primary.key, table: primary.drinks ?? COMMON_DRINKS, most: 4, plain: true });
  return tables;
}

/** Pickup unless the restaurant only delivers; delivery where it delivers. */
function modesOf(features: readonly string[]): OrderMode[] {
  const delivers = features.includes('delivery');
  const modes: OrderMode[] = [];
  if (features.includes('takeout') || !delivers) modes.push('pickup');
  if (delivers) modes.push('delivery');
  return modes;
}

/** Up to `most` of the table's dishes (at least 3 where it has them), in the table's order. */
function chooseDishes(dishes: readonly Dish[], random: Random, most: number): Dish[] {
  const count = Math.min(dishes.length, random.int(Math.min(3, most), most));
  const order = dishes.map((_, index) => ({ index, key: random.next() }));
  const chosen = order.sort((a, b) => a.key - b.key).slice(0, count);
  return chosen.sort((a, b) => a.index - b.index).map(({ index }) => dishes[index]!);
}

function menuItem([name, description, dollars, tags]: Dish, level: number, random: Random, plain: boolean): MenuItem {
  const shown = plain ? '' : (tags ?? '');
  return {
    id: slug(name),
    name,
    description,
    priceCents: priceCents(dollars, level, random.jitter(0.04)),
    tags: [...(shown.includes('V') ? ['vegetarian' as const] : []), ...(shown.includes('S') ? ['spicy' as const] : [])],
  };
}

/** Scaled and rounded as menus are: to .49 or .99 at $ and $$, to whole dollars above. */
export function priceCents(dollars: number, level: number, jitter: number): number {
  const factor = PRICE_FACTOR[level] ?? 1;
  const scaled = dollars * factor * (1 + Math.max(-0.1, Math.min(0.1, jitter)));
  if (level >= 3) return Math.max(1, Math.round(scaled)) * 100;
  return Math.max(1, Math.round(scaled * 2)) * 50 - 1;
}

/** "Phở Bò" → "pho-bo": ids are readable and stable as long as the dish keeps its name. */
export function slug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}
