import type { Kitchen } from './kitchen';
import { AMERICAN, BBQ, BREAKFAST, BURGERS, SEAFOOD, SOUTHERN, STEAKHOUSE } from './dishes-american';
import { CHINESE, HAWAIIAN, INDIAN, KOREAN, RAMEN, SUSHI, THAI, VIETNAMESE } from './dishes-asian';
import { FRENCH, ITALIAN, MEDITERRANEAN, MIDDLE_EASTERN, PIZZA, SPANISH } from './dishes-european';
import { CAFE, LATIN, MEXICAN, VEGETARIAN } from './dishes-other';

/**
 * Which kitchen cooks each cuisine the catalog lists (seed/merchants/cuisines.ts): 52 cuisines, 25 kitchens.
 * A cuisine missing here (a catalog imported later) cooks American rather than failing the menu.
 */
const KITCHEN_OF_CUISINE: Readonly<Record<string, Kitchen>> = {
  American: AMERICAN,
  Gastropub: AMERICAN,
  Burgers: BURGERS,
  Bar: BURGERS,
  BBQ: BBQ,
  Southern: SOUTHERN,
  'Soul Food': SOUTHERN,
  Cajun: SOUTHERN,
  Creole: SOUTHERN,
  Steakhouse: STEAKHOUSE,
  Seafood: SEAFOOD,
  Oysters: SEAFOOD,
  'Breakfast & Brunch': BREAKFAST,
  Brunch: BREAKFAST,
  Italian: ITALIAN,
  Pizza: PIZZA,
  French: FRENCH,
  'Wine Bar': FRENCH,
  Spanish: SPANISH,
  Tapas: SPANISH,
  Mediterranean: MEDITERRANEAN,
  Greek: MEDITERRANEAN,
  'Middle Eastern': MIDDLE_EASTERN,
  Halal: MIDDLE_EASTERN,
  Japanese: SUSHI,
  Sushi: SUSHI,
  Ramen: RAMEN,
  Noodles: RAMEN,
  Chinese: CHINESE,
  'Dim Sum': CHINESE,
  'Asian Fusion': KOREAN,
  Korean: KOREAN,
  Thai: THAI,
  Indian: INDIAN,
  Vietnamese: VIETNAMESE,
  Hawaiian: HAWAIIAN,
  Poke: HAWAIIAN,
  Mexican: MEXICAN,
  'Tex-Mex': MEXICAN,
  Tacos: MEXICAN,
  'Latin American': LATIN,
  Peruvian: LATIN,
  Cuban: LATIN,
  Caribbean: LATIN,
  Cafe: CAFE,
  Coffee: CAFE,
  Bakery: CAFE,
  Bagels: CAFE,
  Deli: CAFE,
  Sandwiches: CAFE,
  Vegetarian: VEGETARIAN,
  Vegan: VEGETARIAN,
};

export function kitchenOf(cuisine: string): Kitchen | undefined {
  return Object.hasOwn(KITCHEN_OF_CUISINE, cuisine) ? KITCHEN_OF_CUISINE[cuisine] : undefined;
}

/** A restaurant's kitchens, in the order of its cuisines, each once; American when none is known. */
export function kitchensOf(cuisines: readonly string[]): Kitchen[] {
  const found = cuisines.map(kitchenOf).filter((k): k is Kitchen => k !== undefined);
  const unique = [...new Set(found)];
  return unique.length > 0 ? unique : [AMERICAN];
}
