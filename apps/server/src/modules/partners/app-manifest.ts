import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer } from '../../lib/http/documented-answers';
import { APP_ICON_SIZES, appIconSvg, renderAppIcon, type AppIconSize } from './app-icon';

export interface AppManifestOptions {
  /** Each partner's logo file, by partner code (read once by the partner routes). */
  logos: ReadonlyMap<string, string>;
}

const iconPath = (size: AppIconSize) => `/api/partner/app-icon-${size}.png`;

/**
 * The installable app per partner (issue 17, item 3; docs/decisions/0018-installable-app.md): the web manifest
 * is built from the partner's terms and theme, its icons drawn from the partner's logo. One deployment serves
 * every partner, so neither can be a static file of the build.
 */
export const appManifestRoutes: FastifyPluginAsyncZod<AppManifestOptions> = async (app, options) => {
  // Rendering a PNG costs milliseconds: each partner's icon is drawn once per size and kept.
  const icons = new Map<string, Buffer>();

  app.get('/manifest.webmanifest', async (request, reply) => {
    const { name, terms, theme } = request.partner;
    reply.header('Cache-Control', 'public, max-age=300');
    return reply.type('application/manifest+json').send(
      JSON.stringify({
        id: '/',
        name: terms.program,
        short_name: name,
        description: `Find restaurants and earn ${terms.currencyPlural} with ${terms.program}.`,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: theme.colors.background,
        theme_color: theme.colors.primary,
        icons: [
          { src: iconPath(192), sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: iconPath(512), sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: iconPath(512), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      }),
    );
  });

  app.get(
    '/api/partner/app-icon-:size.png',
    {
      schema: {
        params: z.object({ size: z.coerce.number().pipe(z.union(APP_ICON_SIZES.map((size) => z.literal(size)))) }),
        response: { 200: fileAnswer('image/png', "The partner's app icon at that size.") },
      },
    },
    async (request, reply) => {
      const { code, theme } = request.partner;
      const size = request.params.size as AppIconSize;
      const key = `${code}:${size}`;
      let png = icons.get(key);
      if (!png) {
        png = renderAppIcon(appIconSvg(options.logos.get(code) ?? '', theme.colors.background), size);
        icons.set(key, png);
      }
      reply.header('Cache-Control', 'public, max-age=86400');
      return reply.type('image/png').send(png);
    },
  );
};
