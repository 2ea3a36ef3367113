/**
 * Text a database can keep: PostgreSQL text cannot hold U+0000, and a lone UTF-16 surrogate is no
 * character at all (it cannot be encoded as UTF-8). Such input is refused at the edge with a 400 that
 * names the field, for every string of every request (body, query, path), never discovered as a 500.
 */
export const UNSTORABLE_TEXT_MESSAGE = 'must not contain a NUL character (U+0000) or an unpaired surrogate';

// eslint-disable-next-line no-control-regex -- U+0000 is exactly what this rule looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** Deepest nesting inspected; deeper values are refused by the body limits long before. */
const MAX_DEPTH = 64;

/**
 * Paths (as `a.b.0.c`) of every string value or object key in `value` that is not storable text;
 * `prefix` names the request part (body, querystring, params) for a value that is itself a string.
 */
export function findUnstorableText(value: unknown, prefix: string): string[] {
  const found: string[] = [];
  const visit = (node: unknown, path: string, depth: number) => {
    if (typeof node === 'string') {
      if (!isStorableText(node)) found.push(path);
      return;
    }
    if (depth >= MAX_DEPTH || node === null || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      const childPath = path === prefix && prefix !== '' ? key : path ? `${path}.${key}` : key;
      if (!isStorableText(key)) found.push(childPath);
      else visit(child, childPath, depth + 1);
    }
  };
  visit(value, prefix, 0);
  return found;
}
