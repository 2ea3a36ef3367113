/**
 * "Extra paths can be supplied by a page-level list" (spec part 1 §2): the page that hosts the app names
 * more paths that show home, e.g. campaign addresses, as <div id="root" data-extra-paths="/summer,/dine">.
 * Only plain absolute paths are taken; anything else in the list is ignored.
 */
export function readExtraPaths(list: string | undefined): string[] {
  const found = new Set<string>();
  for (const item of (list ?? '').split(',')) {
    const path = item.trim().replace(/\/+$/, '');
    if (/^\/[A-Za-z0-9_~.\-/]+$/.test(path) && !path.includes('//') && !path.includes('..')) found.add(path);
  }
  return [...found];
}

export function pageExtraPaths(): string[] {
  return readExtraPaths(document.getElementById('root')?.dataset.extraPaths);
}
