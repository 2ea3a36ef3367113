import { Resvg } from '@resvg/resvg-js';

/**
 * The installable app's icon, drawn from the partner's logo: every logo file begins with a 48×48 mark (the
 * square or round emblem) before its name in text. The icon keeps the mark alone, centred on the theme's
 * background with room around it, so launchers that cut icons into circles (maskable) never clip the mark.
 */
const MARK_SIZE = 48;
/** The mark spans 60% of the icon: inside the 80% safe zone of a maskable icon. */
const ICON_SIZE = MARK_SIZE / 0.6;

export const APP_ICON_SIZES = [180, 192, 512] as const;
export type AppIconSize = (typeof APP_ICON_SIZES)[number];

/** The logo's drawing without its text and title: the mark (logos are our own files, checked at start-up). */
function logoMark(logoSvg: string): string {
  const inner = logoSvg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return inner.replace(/<title[\s\S]*?<\/title>/g, '').replace(/<text[\s\S]*?<\/text>/g, '');
}

export function appIconSvg(logoSvg: string, background: string): string {
  const offset = (ICON_SIZE - MARK_SIZE) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ICON_SIZE} ${ICON_SIZE}">` +
    `<rect width="${ICON_SIZE}" height="${ICON_SIZE}" fill="${background}"/>` +
    `<g transform="translate(${offset} ${offset})">${logoMark(logoSvg)}</g></svg>`
  );
}

export function renderAppIcon(svg: string, size: AppIconSize): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
}
