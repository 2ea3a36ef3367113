/**
 * Which dish a restaurant's pictures show, from its cuisines (issue 15, defect 8: every restaurant showed
 * the same plate). A dish cuisine ("Sushi", "Pizza", "BBQ") names its motif outright and wins over a
 * national one ("Japanese", "Italian"), which stands for the dish it is best known by; cuisines that say
 * nothing about the food ("Bar", "Wine Bar", "Asian Fusion") are passed over.
 */

export const MOTIFS = [
  'sushi',
  'noodles',
  'dimSum',
  'curry',
  'pizza',
  'pasta',
  'burger',
  'sandwich',
  'steak',
  'tacos',
  'bowl',
  'seafood',
  'mezze',
  'paella',
  'bakery',
  'breakfast',
  'dessert',
  'barbecue',
] as const;
export type Motif = (typeof MOTIFS)[number];

/** Cuisines that name a dish or a kind of place serving one. Matched on the lower-cased cuisine. */
const DISH_CUISINES: Record<string, Motif> = {
  sushi: 'sushi',
  ramen: 'noodles',
  noodles: 'noodles',
  pho: 'noodles',
  'dim sum': 'dimSum',
  curry: 'curry',
  pizza: 'pizza',
  pasta: 'pasta',
  burgers: 'burger',
  sandwiches: 'sandwich',
  bagels: 'sandwich',
  deli: 'sandwich',
  steakhouse: 'steak',
  tacos: 'tacos',
  poke: 'bowl',
  salad: 'bowl',
  seafood: 'seafood',
  oysters: 'seafood',
  tapas: 'paella',
  bakery: 'bakery',
  coffee: 'bakery',
  'breakfast & brunch': 'breakfast',
  brunch: 'breakfast',
  dessert: 'dessert',
  'ice cream': 'dessert',
  bbq: 'barbecue',
  barbecue: 'barbecue',
};

/** Cuisines of a place or a style: the dish they are best known by. */
const STYLE_CUISINES: Record<string, Motif> = {
  japanese: 'sushi',
  chinese: 'dimSum',
  vietnamese: 'noodles',
  thai: 'curry',
  indian: 'curry',
  italian: 'pasta',
  american: 'burger',
  gastropub: 'burger',
  mexican: 'tacos',
  'tex-mex': 'tacos',
  'latin american': 'tacos',
  cuban: 'sandwich',
  caribbean: 'seafood',
  peruvian: 'seafood',
  hawaiian: 'bowl',
  vegetarian: 'bowl',
  vegan: 'bowl',
  korean: 'barbecue',
  southern: 'barbecue',
  'soul food': 'barbecue',
  cajun: 'paella',
  creole: 'paella',
  spanish: 'paella',
  mediterranean: 'mezze',
  greek: 'mezze',
  'middle eastern': 'mezze',
  halal: 'mezze',
  french: 'dessert',
  cafe: 'bakery',
};

/** A cuisine's motif and whether it names the dish itself; null for cuisines that say nothing of the food. */
export function motifOfCuisine(cuisine: string): { motif: Motif; dish: boolean } | null {
  const key = cuisine.trim().toLowerCase();
  const dish = DISH_CUISINES[key];
  if (dish) return { motif: dish, dish: true };
  const style = STYLE_CUISINES[key];
  return style ? { motif: style, dish: false } : null;
}

/**
 * A restaurant's motifs, its main one first: the first dish cuisine it lists, else its first style; then
 * the motifs of its other cuisines, each once. Empty when none of its cuisines says what it serves.
 */
export function motifsOfCuisines(cuisines: readonly string[]): Motif[] {
  const known = cuisines.map(motifOfCuisine).filter((found) => found !== null);
  const main = known.find((found) => found.dish) ?? known[0];
  if (!main) return [];
  return [...new Set([main.motif, ...known.map((found) => found.motif)])];
}
