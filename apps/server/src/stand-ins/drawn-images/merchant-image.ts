import { createRandom, hashString, type Random } from '../../lib/prng';
import { MOTIFS, motifsOfCuisines, type Motif } from './cuisine-motifs';
import { curry, dimSum, noodles, sushi } from './motifs/asian';
import { burger, pasta, pizza, sandwich, steak } from './motifs/classics';
import { grainBowl, seafood, tacos } from './motifs/fresh';
import { mezze, paella } from './motifs/mediterranean';
import { bakery, barbecue, breakfast, dessert } from './motifs/sweet-and-smoke';
import { backdrop, HEIGHT, WIDTH } from './scene';
import { rect } from './svg';

/**
 * Merchant pictures drawn on the fly: a dish of the restaurant's cuisine on a table (cuisine-motifs.ts),
 * or a menu card for `…-menu-…` ids. The same id always gives the same SVG; the id seeds the table, the
 * colours and the arrangement, so two sushi bars side by side still differ. One 3:2 drawing scaled to the
 * requested transform width.
 */

const DRAWINGS: Record<Motif, (random: Random, cx: number, cy: number) => string> = {
  sushi,
  noodles,
  dimSum,
  curry,
  pizza,
  pasta,
  burger,
  sandwich,
  steak,
  tacos,
  bowl: grainBowl,
  seafood,
  mezze,
  paella,
  bakery,
  breakfast,
  dessert,
  barbecue,
};

const isMenuImage = (imageId: string) => imageId.includes('-menu-');

/** The merchant part of an image id ("m42" of "m42-3"): what every picture of one merchant shares. */
const ownerOf = (imageId: string) => imageId.replace(/-(?:menu-)?\d+$/, '');

/** The picture's place in the merchant's gallery ("m42-3" is its fourth), 0 when the id has none. */
const galleryIndex = (imageId: string) => Number(/-(\d+)$/.exec(imageId)?.[1] ?? 0);

/**
 * The motif a picture shows: the gallery goes through the merchant's motifs in turn, its first picture (the
 * card's) showing the main one. A merchant whose cuisines say nothing of the food gets a motif fixed by its id.
 */
export function motifOfImage(imageId: string, cuisines: readonly string[]): Motif {
  const motifs = motifsOfCuisines(cuisines);
  if (motifs.length > 0) return motifs[galleryIndex(imageId) % motifs.length]!;
  return MOTIFS[hashString(ownerOf(imageId)) % MOTIFS.length]!;
}

export function merchantImageSvg(imageId: string, width: number, cuisines: readonly string[] = []): string {
  const height = Math.round((width * 2) / 3);
  const random = createRandom(hashString(imageId));
  const motif = isMenuImage(imageId) ? 'menu' : motifOfImage(imageId, cuisines);
  const body = motif === 'menu' ? menuCard(random) : dish(random, motif);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${WIDTH} ${HEIGHT}" ` +
    `data-motif="${motif}">${body}</svg>`
  );
}

function dish(random: Random, motif: Motif): string {
  const table = backdrop(random);
  const cx = WIDTH / 2 + random.int(-20, 20);
  const cy = HEIGHT / 2 + random.int(-12, 12);
  const food = DRAWINGS[motif](random, cx, cy);
  // Half the pictures mirrored: the same dish laid out the other way round.
  const laidOut = random.chance(0.5) ? `<g transform="translate(${WIDTH} 0) scale(-1 1)">${food}</g>` : food;
  return table.svg + laidOut;
}

function menuCard(random: Random): string {
  const table = backdrop(random);
  const lines: string[] = [];
  for (let y = 110; y < 350; y += 28) {
    lines.push(rect(200, y, random.int(90, 150), 9, '#5b5147', { rx: 4 }));
    lines.push(rect(370 + random.int(0, 10), y, 30, 9, '#5b5147', { rx: 4 }));
  }
  return [
    table.svg,
    rect(176, 30, 248, 350, '#000', { opacity: 0.2 }),
    rect(170, 22, 248, 350, '#fbf6ea'),
    rect(230, 55, 128, 16, '#2f2a25', { rx: 6 }),
    rect(200, 88, 188, 2, '#b9ab95'),
    ...lines,
  ].join('');
}
