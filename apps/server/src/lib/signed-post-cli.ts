// The development CLIs that stand in for an outside caller (the card network's feed, the booking
// provider's outcome webhook, the catalog import) sign a body with their secret (PROCESSOR_SIGNING_SECRET,
// CATALOG_SIGNING_SECRET) and post it to a running server: the embedded database belongs to the server's
// process, so they go through it. This is their one way of doing that and of printing the answer.
import { TRANSACTION_FEED_SIGNATURE_HEADER } from '@forkpoint/shared/contracts/transaction-feed';
import { EnvError, loadEnv, type Env } from '../config/env';
import { signFeed } from './feed-signature';

/** The secrets a CLI may sign with; the feed's by default. */
export type SigningSecretName = 'PROCESSOR_SIGNING_SECRET' | 'CATALOG_SIGNING_SECRET';

export interface SignedPost {
  /** Path and query on the server. */
  path: string;
  contentType: string;
  body: string | Buffer;
  /** What the signature covers when it is more than the body (the outcome webhook signs method and path too). */
  signedText?: (body: string | Buffer) => string | Buffer;
  /** The server's origin; the local server on PORT when absent. */
  url?: string;
  /** Which secret signs it (default PROCESSOR_SIGNING_SECRET). */
  secret?: SigningSecretName;
}

/** The secret a CLI signs with: resolved by config/env.ts, or a usage error naming the variable. */
export function signingSecretOf(env: Env, name: SigningSecretName = 'PROCESSOR_SIGNING_SECRET'): string {
  const secret = env[name];
  if (!secret) throw new EnvError(`${name} is required in production: set it to the server's value.`);
  return secret;
}

/** Signs and posts; answers the server's response, unread. */
export async function postSigned(post: SignedPost, env: Env = loadEnv()): Promise<Response> {
  const base = post.url ?? `http://localhost:${env.PORT}`;
  const signed = post.signedText ? post.signedText(post.body) : post.body;
  return fetch(new URL(post.path, base), {
    method: 'POST',
    headers: {
      'content-type': post.contentType,
      [TRANSACTION_FEED_SIGNATURE_HEADER]: signFeed(
        signingSecretOf(env, post.secret),
        signed,
        Math.floor(Date.now() / 1000),
      ),
    },
    body: post.body,
  });
}

/** Signs and posts, prints the JSON answer, and exits 1 when the server refused it. */
export async function postSignedAndPrint(post: SignedPost): Promise<void> {
  const response = await postSigned(post);
  const answer: unknown = await response.json().catch(() => ({}));
  console.log(JSON.stringify(answer, null, 2));
  if (!response.ok) process.exit(1);
}

/** Runs a CLI's main, printing a usage or configuration error without a stack. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  });
}
