import { describe, expect, it } from 'vitest';
import { linkDestination, withoutRepeatedLinks } from './menu-links';

const link = (text: string, url: string) => ({ text, url });

describe('the main menu links', () => {
  it('lists each page once, where it first appears, with that wording', () => {
    const nav = [link('Find a restaurant', '/search'), link('Discover restaurants', '/discover')];
    const primary = [
      link('Find a restaurant', '/search'),
      link('Discover', '/Discover/'),
      link('Account center', '/account'),
    ];
    const secondary = [link('Program Terms', '/earn/terms')];
    expect(withoutRepeatedLinks([nav, primary, secondary])).toEqual([
      nav,
      [link('Account center', '/account')],
      secondary,
    ]);
  });

  it('leaves out pages the menu already links elsewhere, such as its account button', () => {
    const primary = [link('Account center', '/account/overview'), link('How it works', '/how-it-works')];
    expect(withoutRepeatedLinks([primary], ['/account/overview'])).toEqual([[link('How it works', '/how-it-works')]]);
  });

  it('keeps links to different pages, queries and sites apart', () => {
    const links = [
      link('Sushi', '/search?restaurantOrCuisine=sushi'),
      link('Pizza', '/search?restaurantOrCuisine=pizza'),
      link('Help', 'https://help.example/a'),
      link('Help again', 'https://help.example/A'),
    ];
    expect(withoutRepeatedLinks([links])).toEqual([links]);
  });

  it('folds only case and a trailing slash of in-app paths', () => {
    expect(linkDestination('/Earn/Terms/')).toBe('/earn/terms');
    expect(linkDestination('/')).toBe('/');
    expect(linkDestination('/search?location=Chicago')).toBe('/search?location=Chicago');
    expect(linkDestination('mailto:help@example.com')).toBe('mailto:help@example.com');
  });
});
