/**
 * An API path is written once, as the server's route pattern (`/api/Member/Bonus/:code`): the server registers the
 * pattern itself, and a client fills its `:name` segments with `apiPath`, each value URI-encoded. So the two cannot
 * drift apart, and the emulation guard's `METHOD pattern` lists name the same string (issue 31). No zod here: the
 * web's first load imports the path lists.
 */

/** The names of a pattern's `:name` segments, e.g. `'id' | 'publicId'`. */
export type PathParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path a client calls: the pattern with each `:name` replaced by its value, URI-encoded. */
export function apiPath<Pattern extends string>(
  pattern: Pattern,
  params: Record<PathParamNames<Pattern>, string | number>,
): string {
  const values = params as Record<string, string | number>;
  return pattern.replace(/:(\w+)/g, (_segment, name: string) => {
    const value = values[name];
    if (value === undefined) throw new TypeError(`${pattern} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}
