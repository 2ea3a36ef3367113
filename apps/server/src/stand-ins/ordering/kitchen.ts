/**
 * The stand-in provider's dish tables (menu.ts builds a restaurant's menu from them). A kitchen is what a
 * cuisine of the catalog cooks: a few sections of dishes, each priced in dollars for a moderate ($$)
 * restaurant; menu.ts scales the price to the restaurant's price level.
 */

/** Dish tags: V vegetarian, S spicy, VS both. */
export type DishTags = 'V' | 'S' | 'VS';
export type Dish = readonly [name: string, description: string, dollars: number, tags?: DishTags];

export interface SectionTable {
  /** Unique within its kitchen ("starters"); the menu's section id is "<kitchen>-<key>". */
  key: string;
  name: string;
  dishes: readonly Dish[];
}

export interface Kitchen {
  key: string;
  /** In menu order; the second is the kitchen's signature, which a restaurant's second cuisine lends. */
  sections: readonly SectionTable[];
  /** The kitchen's own sweets and drinks; otherwise the common ones (dishes-other.ts). */
  desserts?: SectionTable;
  drinks?: SectionTable;
}

export const section = (key: string, name: string, dishes: readonly Dish[]): SectionTable => ({ key, name, dishes });
