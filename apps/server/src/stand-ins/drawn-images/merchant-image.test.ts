import { describe, expect, it } from 'vitest';
import { CUISINE_FAMILIES } from '../seed/merchants/cuisines';
import { MOTIFS, motifOfCuisine, motifsOfCuisines, type Motif } from './cuisine-motifs';
import { merchantImageSvg, motifOfImage } from './merchant-image';

/** A cuisine that names each dish. */
const CUISINE_OF: Record<Motif, string> = {
  sushi: 'Sushi',
  noodles: 'Ramen',
  dimSum: 'Dim Sum',
  curry: 'Curry',
  pizza: 'Pizza',
  pasta: 'Pasta',
  burger: 'Burgers',
  sandwich: 'Sandwiches',
  steak: 'Steakhouse',
  tacos: 'Tacos',
  bowl: 'Poke',
  seafood: 'Seafood',
  mezze: 'Greek',
  paella: 'Tapas',
  bakery: 'Bakery',
  breakfast: 'Brunch',
  dessert: 'Dessert',
  barbecue: 'BBQ',
};

const motifOf = (svg: string) => /data-motif="([a-zA-Z]+)"/.exec(svg)?.[1];

describe('merchant pictures by cuisine', () => {
  it('draw at least 12 different dishes across the catalog’s cuisines', () => {
    const drawn = new Set(CUISINE_FAMILIES.map((family) => motifOf(merchantImageSvg('m1-0', 200, family.cuisines))));
    expect(drawn.size).toBeGreaterThanOrEqual(12);
    expect(MOTIFS.length).toBeGreaterThanOrEqual(12);
  });

  it('find a dish for every cuisine family of the catalog and every extra cuisine that names food', () => {
    for (const family of CUISINE_FAMILIES) expect(motifsOfCuisines(family.cuisines), family.key).not.toEqual([]);
  });

  it.each([
    [['Japanese', 'Sushi'], 'sushi'],
    [['Japanese', 'Ramen'], 'noodles'],
    [['Chinese', 'Dim Sum'], 'dimSum'],
    [['Italian'], 'pasta'],
    [['Italian', 'Pizza'], 'pizza'],
    [['Pizza', 'Italian'], 'pizza'],
    [['Mexican', 'Bar'], 'tacos'],
    [['American', 'Burgers'], 'burger'],
    [['Steakhouse', 'Wine Bar'], 'steak'],
    [['Korean', 'BBQ'], 'barbecue'],
    [['Indian', 'Halal'], 'curry'],
    [['Hawaiian', 'Poke'], 'bowl'],
    [['Seafood', 'American'], 'seafood'],
    [['Greek'], 'mezze'],
    [['Spanish', 'Tapas'], 'paella'],
    [['Cafe', 'Bakery'], 'bakery'],
    [['Breakfast & Brunch'], 'breakfast'],
    [['Deli', 'Bagels'], 'sandwich'],
  ] as const)('show %j restaurants as %s: a dish cuisine wins over a national one', (cuisines, motif) => {
    expect(motifsOfCuisines(cuisines)[0]).toBe(motif);
    expect(motifOf(merchantImageSvg('m7-0', 500, cuisines))).toBe(motif);
  });

  it('pass over cuisines that say nothing about the food, in any case and spacing', () => {
    expect(motifOfCuisine('Wine Bar')).toBeNull();
    expect(motifOfCuisine('Asian Fusion')).toBeNull();
    expect(motifOfCuisine('  dim SUM ')).toEqual({ motif: 'dimSum', dish: true });
    expect(motifsOfCuisines(['Bar', 'Wine Bar'])).toEqual([]);
  });

  it('draw the same picture for the same image every time', () => {
    const cuisines = ['Japanese', 'Sushi'];
    expect(merchantImageSvg('m42-0', 600, cuisines)).toBe(merchantImageSvg('m42-0', 600, cuisines));
    expect(motifOfImage('m42-0', [])).toBe(motifOfImage('m42-0', []));
  });

  it('vary colours and arrangement between restaurants of one cuisine', () => {
    const pictures = new Set(Array.from({ length: 20 }, (_, i) => merchantImageSvg(`m${i + 1}-0`, 200, ['Pizza'])));
    expect(pictures.size).toBe(20);
    expect([...pictures].every((svg) => motifOf(svg) === 'pizza')).toBe(true);
  });

  it("show the restaurant's main dish first, then its other cuisines' dishes through the gallery", () => {
    const cuisines = ['Italian', 'Pizza'];
    expect(['m9-0', 'm9-1', 'm9-2'].map((id) => motifOfImage(id, cuisines))).toEqual(['pizza', 'pasta', 'pizza']);
  });

  it('give a restaurant whose cuisines name no dish one motif for all its pictures', () => {
    const motifs = new Set(['m11-0', 'm11-1', 'm11-2'].map((id) => motifOfImage(id, ['Wine Bar'])));
    expect(motifs.size).toBe(1);
  });

  it('draw every motif as its own well-formed SVG at the 3:2 transform size', () => {
    const bodies = MOTIFS.map((motif) => merchantImageSvg('m3-0', 600, [CUISINE_OF[motif]]));
    for (const svg of bodies) {
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="600" height="400" viewBox="0 0 600 400"/,
      );
      expect(svg.match(/<g[ >]/g)?.length ?? 0).toBe(svg.match(/<\/g>/g)?.length ?? 0);
      expect(svg).not.toMatch(/NaN|undefined/);
      expect(svg.length).toBeLessThan(12_000);
    }
    expect(bodies.map(motifOf)).toEqual([...MOTIFS]);
  });

  it('still draws a menu card for menu image ids', () => {
    const menu = merchantImageSvg('m42-menu-0', 600, ['Pizza']);
    expect(motifOf(menu)).toBe('menu');
    expect(menu).toContain('#fbf6ea');
  });
});
