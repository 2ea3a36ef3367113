// The development CLIs that stand in for an outside caller (the card network's feed, the booking
// provider's outcome webhook) sign a body with PROCESSOR_SIGNING_SECRET and post it to a running server:
// the embedded database belongs to the server's process, so they go through it. This is their one way of
// doing that and of printing the answer.
import { TRANSACTION_FEED_SIGNATURE_HEADER } from '@forkpoint/shared/contracts/transaction-feed';
import { EnvError, loadEnv } from '../config/env';
import { signFeed } from './feed-signature';

export interface SignedPost {
  /** Path and query on the server. */
  path: string;
  contentType: string;
  body: string | Buffer;
  /** What the signature covers when it is more than the body (the outcome webhook signs method and path too). */
  signedText?: (body: string | Buffer) => string | Buffer;
  /** The server's origin; the local server on PORT when absent. */
  url?: string;
}

/** Signs and posts, prints the JSON answer, and exits 1 when the server refused it. */
export async function postSignedAndPrint(post: SignedPost): Promise<void> {
  const env = loadEnv();
  const base = post.url ?? `http://localhost:${env.PORT}`;
  const signed = post.signedText ? post.signedText(post.body) : post.body;
  const response = await fetch(new URL(post.path, base), {
    method: 'POST',
    headers: {
      'content-type': post.contentType,
      [TRANSACTION_FEED_SIGNATURE_HEADER]: signFeed(
        env.PROCESSOR_SIGNING_SECRET,
        signed,
        Math.floor(Date.now() / 1000),
      ),
    },
    body: post.body,
  });
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
