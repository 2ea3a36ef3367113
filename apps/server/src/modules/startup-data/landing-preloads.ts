import type { Partner } from '@forkpoint/shared';
import { homeHeroUrl } from '@forkpoint/shared/contracts/home-hero';

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
const attribute = (value: string) => value.replace(/[&"<>]/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char);

/**
 * Preloads for the page a visit lands on, written into its <head>: the home banner's illustration, the home
 * page's largest paint (Lighthouse's LCP element), which the browser would otherwise discover only once the
 * app has drawn and then fetch behind the page's lazy scripts. The URL is the one the home page draws
 * (homeHeroUrl of the partner's colours). Not where the partner's home is its discover page, which has none.
 */
export function landingPreloads(partner: Partner, url: string): string | undefined {
  const path = url.split('?')[0];
  const homeIsDiscover = partner.homePage === 'discover' && partner.hasDiscoverPage;
  if (path !== '/' || homeIsDiscover) return undefined;
  const hero = homeHeroUrl(partner.theme.colors);
  return `<link rel="preload" as="image" href="${attribute(hero)}" fetchpriority="high">`;
}
