import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicOrigin } from '../../lib/http/public-origin';

export interface EmulationOriginOptions {
  /** SUPPORT_CONSOLE_ORIGIN: the console's own origin where it is served apart from the member app. */
  consoleOrigin?: string | undefined;
}

/**
 * Where an emulation runs, decided as it starts. By default the console is /support on the member app's own
 * host, so both origins are the one the console called from (localhost:3000?partner=… in development as much as
 * a partner's domain). With SUPPORT_CONSOLE_ORIGIN the console has a host of its own: exit messages are
 * accepted from that origin only, and the member app is the partner's public origin.
 */
export function emulationOrigins(
  app: FastifyInstance,
  request: FastifyRequest,
  options: EmulationOriginOptions,
): { appOrigin: string; consoleOrigin: string } {
  if (options.consoleOrigin) return { appOrigin: publicOrigin(app, request), consoleOrigin: options.consoleOrigin };
  const own = `${request.protocol}://${request.host}`;
  return { appOrigin: own, consoleOrigin: own };
}
