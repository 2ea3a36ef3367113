import type { MealServed } from '@forkpoint/shared';
import type { Random } from './prng';

/**
 * Cuisine families: how a restaurant of each kind is named, which cuisines it lists, what it
 * costs and which meals it serves. `weight` is how common the family is.
 */
export interface CuisineFamily {
  weight: number;
  cuisines: readonly string[];
  /** Extra cuisines a merchant of the family may also list. */
  extras: readonly string[];
  names: readonly ((random: Random) => string)[];
  price: readonly [min: number, max: number];
  meals: readonly MealServed[];
}

const ADJECTIVES = [
  'Golden',
  'Rusty',
  'Little',
  'Hungry',
  'Blue',
  'Crooked',
  'Lucky',
  'Wild',
  'Silver',
  'Red',
  'Old',
  'Humble',
  'Honest',
  'Smoky',
  'Salty',
  'Copper',
  'Green',
  'Black',
];
const NOUNS = [
  'Oak',
  'Anchor',
  'Lantern',
  'Harvest',
  'Hearth',
  'Juniper',
  'Barrel',
  'Magnolia',
  'Willow',
  'Sparrow',
  'Fox',
  'Ember',
  'Rye',
  'Orchard',
  'Cedar',
  'Thistle',
  'Bramble',
  'Kettle',
  'Heron',
  'Acorn',
];
const PLACES = [
  'Table',
  'Kitchen',
  'Tavern',
  'Pantry',
  'Cellar',
  'Social',
  'Supper Club',
  'Eatery',
  'Commons',
  'Larder',
];
const SURNAMES = [
  'Murphy',
  'Rossi',
  'Garcia',
  'Nguyen',
  'Kim',
  'Patel',
  'Miller',
  'Johnson',
  'Russo',
  'Lopez',
  'Chen',
  'Walker',
  'Bennett',
  'Hayes',
  'Flynn',
  'Baker',
  'Sullivan',
  'Morales',
  'Park',
  'Tanaka',
  'Moreau',
  'Delgado',
];

const w = (words: readonly string[]) => (r: Random) => r.pick(words);
const t =
  (...parts: ((r: Random) => string)[]) =>
  (r: Random) =>
    parts.map((p) => p(r)).join('');
const s = (text: string) => () => text;

const ITALIAN = w([
  'Lucca',
  'Rosa',
  'Nonna',
  'Vespa',
  'Amalfi',
  'Toscana',
  'Sorrento',
  'Verona',
  'Bella',
  'Basilico',
  'Olivo',
  'Fiore',
  'Luna',
  'Stella',
  'Capri',
  'Siena',
  'Fratelli',
  'Mulino',
]);
const SPANISH = w([
  'Sol',
  'Luna',
  'Jalisco',
  'Oaxaca',
  'Agave',
  'Cielo',
  'Fuego',
  'Paloma',
  'Nopal',
  'Tulum',
  'Mezcal',
  'Comal',
  'Azul',
  'Cocina',
]);
const JAPANESE = w([
  'Kaze',
  'Hana',
  'Sakura',
  'Umi',
  'Kumo',
  'Tora',
  'Yuzu',
  'Kai',
  'Nori',
  'Sora',
  'Matsu',
  'Koi',
  'Ichi',
  'Kiku',
]);
const CHINESE = w([
  'Dragon',
  'Jade',
  'Lotus',
  'Bamboo',
  'Panda',
  'Peony',
  'Red Lantern',
  'Silk Road',
  'Mandarin',
  'Phoenix',
  'Szechuan',
  'Golden Wok',
]);
const THAI = w([
  'Orchid',
  'Siam',
  'Basil',
  'Lemongrass',
  'Mango',
  'Chiang Mai',
  'Elephant',
  'Coconut',
  'Lotus',
  'Bangkok',
]);
const INDIAN = w([
  'Saffron',
  'Masala',
  'Bombay',
  'Delhi',
  'Chai',
  'Spice',
  'Mint',
  'Namaste',
  'Jaipur',
  'Tandoor',
  'Kerala',
]);
const FRENCH = w([
  'Rouge',
  'Lumiere',
  'Petit',
  'Jardin',
  'Maison',
  'Papillon',
  'Provence',
  'Etoile',
  'Colette',
  'Bouchon',
]);
const GREEK = w(['Olive', 'Aegean', 'Santorini', 'Mykonos', 'Athena', 'Cyprus', 'Zeytin', 'Fig', 'Laurel', 'Kalamata']);
const KOREAN = w(['Seoul', 'Gangnam', 'Hanok', 'Mirae', 'Bibim', 'Insadong', 'Busan', 'Jeju']);
const VIETNAMESE = w(['Hanoi', 'Saigon', 'Mekong', 'Hue', 'Lotus', 'Bamboo', 'Da Nang']);
const ADJ = w(ADJECTIVES);
const NOUN = w(NOUNS);
const PLACE = w(PLACES);
const SURNAME = w(SURNAMES);

export const CUISINE_FAMILIES: readonly CuisineFamily[] = [
  {
    weight: 14,
    cuisines: ['American'],
    extras: ['Burgers', 'Gastropub', 'Brunch', 'Sandwiches'],
    price: [1, 3],
    meals: ['lunch', 'dinner'],
    names: [
      t(s('The '), ADJ, s(' '), NOUN),
      t(NOUN, s(' & '), NOUN),
      t(SURNAME, s("'s Grill")),
      t(ADJ, s(' '), NOUN, s(' '), PLACE),
      t(s('The '), NOUN, s(' '), PLACE),
    ],
  },
  {
    weight: 11,
    cuisines: ['Italian'],
    extras: ['Pizza', 'Wine Bar', 'Mediterranean'],
    price: [2, 4],
    meals: ['lunch', 'dinner'],
    names: [
      t(s('Trattoria '), ITALIAN),
      t(s('Osteria '), ITALIAN),
      t(ITALIAN, s(' Ristorante')),
      t(s('Cafe '), ITALIAN),
      t(SURNAME, s("'s Italian Kitchen")),
    ],
  },
  {
    weight: 8,
    cuisines: ['Pizza'],
    extras: ['Italian', 'Sandwiches'],
    price: [1, 2],
    meals: ['lunch', 'dinner', 'late night'],
    names: [t(s('Pizzeria '), ITALIAN), t(ADJ, s(' Slice')), t(SURNAME, s("'s Pizza")), t(NOUN, s(' Pizza Co.'))],
  },
  {
    weight: 10,
    cuisines: ['Mexican'],
    extras: ['Latin American', 'Tacos', 'Bar'],
    price: [1, 2],
    meals: ['lunch', 'dinner', 'late night'],
    names: [
      t(s('Taqueria '), SPANISH),
      t(s('Cantina '), SPANISH),
      t(s('Casa '), SPANISH),
      t(s('El '), SPANISH),
      t(s('La '), SPANISH, s(' Cocina')),
    ],
  },
  {
    weight: 7,
    cuisines: ['Japanese'],
    extras: ['Sushi', 'Ramen', 'Asian Fusion'],
    price: [2, 4],
    meals: ['lunch', 'dinner'],
    names: [
      t(s('Sushi '), JAPANESE),
      t(JAPANESE, s(' Ramen')),
      t(s('Izakaya '), JAPANESE),
      t(JAPANESE, s(' Sushi Bar')),
    ],
  },
  {
    weight: 7,
    cuisines: ['Chinese'],
    extras: ['Dim Sum', 'Noodles', 'Asian Fusion'],
    price: [1, 2],
    meals: ['lunch', 'dinner'],
    names: [
      t(CHINESE, s(' Garden')),
      t(s('Golden '), CHINESE),
      t(CHINESE, s(' Dumpling House')),
      t(CHINESE, s(' Noodle Bar')),
    ],
  },
  {
    weight: 5,
    cuisines: ['Thai'],
    extras: ['Asian Fusion', 'Noodles'],
    price: [1, 2],
    meals: ['lunch', 'dinner'],
    names: [t(THAI, s(' Thai')), t(s('Thai '), THAI), t(s('Baan '), THAI)],
  },
  {
    weight: 5,
    cuisines: ['Indian'],
    extras: ['Vegetarian', 'Halal'],
    price: [1, 3],
    meals: ['lunch', 'dinner'],
    names: [t(INDIAN, s(' Indian Kitchen')), t(s('Taj '), INDIAN), t(INDIAN, s(' Tandoor')), t(s('Curry '), INDIAN)],
  },
  {
    weight: 4,
    cuisines: ['French'],
    extras: ['Wine Bar', 'Brunch', 'Bakery'],
    price: [3, 4],
    meals: ['lunch', 'dinner', 'brunch'],
    names: [t(s('Bistro '), FRENCH), t(s('Brasserie '), FRENCH), t(s('Le '), FRENCH), t(s('Chez '), SURNAME)],
  },
  {
    weight: 5,
    cuisines: ['Mediterranean'],
    extras: ['Greek', 'Middle Eastern', 'Vegetarian'],
    price: [2, 3],
    meals: ['lunch', 'dinner'],
    names: [t(GREEK, s(' Taverna')), t(s('Opa '), GREEK), t(s('The '), GREEK, s(' Table')), t(GREEK, s(' Grill'))],
  },
  {
    weight: 4,
    cuisines: ['Korean'],
    extras: ['BBQ', 'Asian Fusion'],
    price: [2, 3],
    meals: ['lunch', 'dinner', 'late night'],
    names: [t(KOREAN, s(' Korean BBQ')), t(s('Bap '), KOREAN), t(KOREAN, s(' Kitchen'))],
  },
  {
    weight: 4,
    cuisines: ['Vietnamese'],
    extras: ['Noodles', 'Sandwiches'],
    price: [1, 2],
    meals: ['lunch', 'dinner'],
    names: [t(s('Pho '), VIETNAMESE), t(VIETNAMESE, s(' Banh Mi')), t(s('Saigon '), NOUN)],
  },
  {
    weight: 4,
    cuisines: ['Seafood'],
    extras: ['American', 'Oysters', 'Bar'],
    price: [2, 4],
    meals: ['lunch', 'dinner'],
    names: [
      t(ADJ, s(' Oyster Bar')),
      t(s('The '), NOUN, s(' Fish House')),
      t(SURNAME, s("'s Crab Shack")),
      t(s('Harbor '), PLACE),
    ],
  },
  {
    weight: 4,
    cuisines: ['Steakhouse'],
    extras: ['American', 'Wine Bar'],
    price: [3, 4],
    meals: ['dinner'],
    names: [t(SURNAME, s("'s Chophouse")), t(s('The '), ADJ, s(' Steer')), t(NOUN, s(' & Vine Steakhouse'))],
  },
  {
    weight: 4,
    cuisines: ['BBQ'],
    extras: ['Southern', 'American'],
    price: [1, 2],
    meals: ['lunch', 'dinner'],
    names: [t(SURNAME, s("'s Smokehouse")), t(ADJ, s(' Pit BBQ')), t(s('The '), NOUN, s(' Smoke Co.'))],
  },
  {
    weight: 3,
    cuisines: ['Southern'],
    extras: ['Cajun', 'Soul Food', 'Brunch'],
    price: [1, 3],
    meals: ['breakfast', 'lunch', 'dinner'],
    names: [t(s('Magnolia '), PLACE), t(SURNAME, s("'s Southern Kitchen")), t(s('The '), ADJ, s(' Biscuit'))],
  },
  {
    weight: 6,
    cuisines: ['Breakfast & Brunch'],
    extras: ['Cafe', 'American', 'Bakery'],
    price: [1, 2],
    meals: ['breakfast', 'brunch', 'lunch'],
    names: [t(s('Sunny Side '), PLACE), t(s('The Morning '), NOUN), t(SURNAME, s("'s Diner")), t(ADJ, s(' Egg'))],
  },
  {
    weight: 5,
    cuisines: ['Cafe'],
    extras: ['Bakery', 'Coffee', 'Sandwiches'],
    price: [1, 1],
    meals: ['breakfast', 'brunch', 'lunch'],
    names: [t(ADJ, s(' Bean Cafe')), t(NOUN, s(' Coffee House')), t(SURNAME, s("'s Bakery"))],
  },
  {
    weight: 3,
    cuisines: ['Spanish'],
    extras: ['Tapas', 'Wine Bar'],
    price: [2, 3],
    meals: ['dinner', 'late night'],
    names: [t(SPANISH, s(' Tapas Bar')), t(s('Bodega '), SPANISH)],
  },
  {
    weight: 2,
    cuisines: ['Peruvian'],
    extras: ['Latin American', 'Seafood'],
    price: [2, 3],
    meals: ['lunch', 'dinner'],
    names: [t(s('Cevicheria '), SPANISH), t(s('Inca '), PLACE)],
  },
  {
    weight: 2,
    cuisines: ['Middle Eastern'],
    extras: ['Mediterranean', 'Halal'],
    price: [1, 2],
    meals: ['lunch', 'dinner'],
    names: [t(s('Falafel '), GREEK), t(s('Cedar '), PLACE), t(SURNAME, s("'s Shawarma"))],
  },
  {
    weight: 3,
    cuisines: ['Gastropub'],
    extras: ['American', 'Burgers', 'Bar'],
    price: [2, 3],
    meals: ['lunch', 'dinner', 'late night'],
    names: [t(s('The '), ADJ, s(' '), NOUN, s(' Pub')), t(NOUN, s(' Alehouse')), t(SURNAME, s("'s Taproom"))],
  },
  {
    weight: 2,
    cuisines: ['Vegetarian'],
    extras: ['Vegan', 'Cafe'],
    price: [1, 2],
    meals: ['breakfast', 'lunch', 'dinner'],
    names: [t(s('Green '), PLACE), t(NOUN, s(' Plant Kitchen'))],
  },
];
