/**
 * MAP_TILE_URL: a raster XYZ tile template as Leaflet reads it (https://tile.example.org/{z}/{x}/{y}.png).
 * Checked at start-up (config/env.ts), and turned into the one Content-Security-Policy source the map's
 * tile images need (plugins/security.ts), so a configured tile server works under the strict CSP.
 * Vector tiles are not supported (docs/decisions/0016): Leaflet draws raster tiles as <img>, which is what
 * img-src allows; a vector renderer would also need connect-src, workers and a style document.
 */

/** Leaflet's template variables: zoom, column, row (TMS rows as {-y}), subdomain and retina suffix. */
const VARIABLES = new Set(['z', 'x', 'y', '-y', 's', 'r']);
const VARIABLE = /\{([^{}]*)\}/g;
/** Stand-ins that make the template a URL the URL parser accepts, host labels included. */
const SAMPLE: Record<string, string> = { z: '0', x: '0', y: '0', '-y': '0', s: 'a', r: '' };

export interface TileUrlRules {
  /** Production serves the app over HTTPS: tiles over HTTP would be mixed content. */
  httpsOnly: boolean;
}

/** What is wrong with a tile URL template, or null when it can be used. */
export function tileUrlProblem(template: string, rules: TileUrlRules): string | null {
  const unknown = [...template.matchAll(VARIABLE)].map((m) => m[1]!).filter((name) => !VARIABLES.has(name));
  if (unknown.length > 0) {
    return `has unknown placeholder ${unknown.map((n) => `{${n}}`).join(', ')} (use {z}, {x}, {y} or {-y}, {s}, {r})`;
  }
  if (
    !template.includes('{z}') ||
    !template.includes('{x}') ||
    !(template.includes('{y}') || template.includes('{-y}'))
  ) {
    return 'must be a tile template with {z}, {x} and {y}, such as https://tile.example.org/{z}/{x}/{y}.png';
  }
  let url: URL;
  try {
    url = new URL(sample(template));
  } catch {
    return 'must be an absolute http(s) URL template, such as https://tile.example.org/{z}/{x}/{y}.png';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an http(s) URL';
  if (rules.httpsOnly && url.protocol !== 'https:') return 'must be an https:// URL in production';
  if (url.username || url.password) return 'must not carry a user name or password';
  if (/[{}]/.test(hostPart(template)) && !subdomainHost(template)) {
    return 'may use {s} only as the first label of the host name ({s}.tile.example.org)';
  }
  return null;
}

/**
 * The CSP source that admits the template's tiles: its origin, or, when the host starts with the {s}
 * subdomain, a wildcard for that label (https://*.tile.example.org). Null for a template that fails the checks.
 */
export function tileCspSource(template: string | undefined): string | null {
  if (!template || tileUrlProblem(template, { httpsOnly: false })) return null;
  const url = new URL(sample(template));
  const subdomains = subdomainHost(template);
  if (!subdomains) return url.origin;
  return `${url.protocol}//*.${subdomains}${url.port ? `:${url.port}` : ''}`;
}

function sample(template: string): string {
  return template.replace(VARIABLE, (_whole, name: string) => SAMPLE[name] ?? '');
}

/** The host (and port) as written in the template, placeholders and all. */
function hostPart(template: string): string {
  const afterScheme = template.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  return afterScheme.split(/[/?#]/, 1)[0]!.replace(/^.*@/, '');
}

/** For a host written as {s}.rest.of.host, the rest (without the port); otherwise null. */
function subdomainHost(template: string): string | null {
  const match = /^\{s\}\.([a-z0-9.-]+\.[a-z0-9-]+)(:\d+)?$/i.exec(hostPart(template));
  return match ? match[1]!.toLowerCase() : null;
}
