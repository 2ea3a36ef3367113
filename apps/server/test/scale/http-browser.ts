import { request as httpRequest } from 'node:http';
import { webcrypto } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { cardFrameKeyResponseSchema, detectCardBrand, type EncryptedCardInput } from '@forkpoint/shared';
import { SERVED_BY } from './round-robin-proxy';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The upstream that served it (the proxy's header), 0 when called directly. */
  servedBy: number;
  json<T = Record<string, unknown>>(): T;
}

const CSRF_GUARDED = (method: string, path: string) => method !== 'GET' || path === '/api/SignOut';

/**
 * A browser over real HTTP, as the scale tests need it (test/identity-helper.ts's Browser uses inject):
 * keeps cookies, sends the CSRF header, and connects from its own loopback address, so the instances
 * count each browser as its own client.
 */
export class HttpBrowser {
  readonly cookies = new Map<string, string>();
  token = '';
  readonly served: number[] = [];

  constructor(
    readonly port: number,
    readonly localAddress: string,
  ) {}

  static async open(port: number, localAddress: string): Promise<HttpBrowser> {
    const browser = new HttpBrowser(port, localAddress);
    browser.token = (await browser.request('GET', '/api/CSRF')).json<{ csrfToken: string }>().csrfToken;
    return browser;
  }

  request(method: string, path: string, payload?: unknown): Promise<HttpAnswer> {
    const body = payload === undefined ? undefined : JSON.stringify(payload);
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      ...(body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}),
      ...(CSRF_GUARDED(method, path) && this.token ? { 'x-xsrf-token': this.token } : {}),
    };
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        { host: '127.0.0.1', port: this.port, localAddress: this.localAddress, method, path, headers },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const servedBy = Number(incoming.headers[SERVED_BY] ?? 0);
            this.served.push(servedBy);
            this.remember(incoming.headers);
            resolve({
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              body: text,
              servedBy,
              json: <T>() => JSON.parse(text) as T,
            });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  private remember(headers: Record<string, string | string[] | undefined>) {
    const rotated = headers['x-xsrf-token'];
    if (typeof rotated === 'string') this.token = rotated;
    for (const line of [headers['set-cookie'] ?? []].flat()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => {
        const [key = '', v = ''] = a.trim().split('=');
        return (
          (key.toLowerCase() === 'max-age' && Number(v) <= 0) ||
          (key.toLowerCase() === 'expires' && Date.parse(v) < Date.now())
        );
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  signIn(userName: string, password: string) {
    return this.request('POST', '/api/SignIn', { userName, password, rememberMe: false });
  }

  /** Solves an ALTCHA challenge, as the widget would. */
  async captcha(): Promise<string> {
    const challenge = (await this.request('GET', '/api/Captcha/Challenge')).json();
    const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  /** What the secure card frame hands the page: the number encrypted to the vault's public key (WebCrypto RSA-OAEP). */
  async frameCard(number: string): Promise<EncryptedCardInput> {
    const { jwk, keyId } = cardFrameKeyResponseSchema.parse((await this.request('GET', '/api/card-frame/key')).json());
    const key = await webcrypto.subtle.importKey('jwk', jwk, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    const sealed = await webcrypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(number));
    return {
      encryptedCardNumber: Buffer.from(sealed).toString('base64'),
      keyId,
      lastFour: number.slice(-4),
      cardType: detectCardBrand(number)?.type ?? 'visa',
    };
  }

  /** Sends cheap health probes until the next request will go to that upstream of a round-robin proxy of `count`. */
  async nextOn(upstream: number, count: number): Promise<void> {
    for (let i = 0; i < count; i += 1) {
      const last = (await this.request('GET', '/api/health')).servedBy;
      if (last % count === upstream - 1) return;
    }
    throw new Error(`upstream ${upstream} never came round`);
  }
}
