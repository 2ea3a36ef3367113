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

/**
 * Deepest nesting of arrays and objects a request may hold (the root is level 1): every string and key of
 * such a value is inspected here. The server refuses anything deeper before this runs (plugins/storable-text.ts);
 * a body limit alone does not, since 20,000 levels take 40 kB.
 */
export const MAX_NESTING_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `must not be nested deeper than ${MAX_NESTING_DEPTH} levels`;

/** Whether arrays and objects in `value` nest deeper than `limit` levels; a walk with a stack, not recursion. */
export function nestsDeeperThan(value: unknown, limit = MAX_NESTING_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, level] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (level > limit) return true;
    for (const child of Object.values(node)) {
      if (child !== null && typeof child === 'object') stack.push([child, level + 1]);
    }
  }
  return false;
}

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
    if (depth >= MAX_NESTING_DEPTH || node === null || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      const childPath = path === prefix && prefix !== '' ? key : path ? `${path}.${key}` : key;
      if (!isStorableText(key)) found.push(childPath);
      else visit(child, childPath, depth + 1);
    }
  };
  visit(value, prefix, 0);
  return found;
}
