/**
 * One chunk for everything the app's entry imports statically (docs/decisions/0012): left to itself the
 * bundler gives every module that the entry shares with a lazy page a small file of its own, and the first
 * load was fourteen files — fourteen requests on a connection-limited HTTP/1.1 page before it could draw.
 * Modules the card-entry frame imports are left alone: the frame shares no code with the app.
 */
interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; isEntry: boolean } | null;
}

const APP_ENTRY = /\/src\/main\.tsx$/;
const FRAME_ENTRY = /\/src\/card-frame\/main\.ts$/;

function reaches(graph: ModuleGraph, id: string, entry: RegExp, seen: Map<string, boolean>): boolean {
  const known = seen.get(id);
  if (known !== undefined) return known;
  seen.set(id, false); // an import cycle back to here adds nothing
  const info = graph.getModuleInfo(id);
  const found = entry.test(id) || (info?.importers.some((importer) => reaches(graph, importer, entry, seen)) ?? false);
  seen.set(id, found);
  return found;
}

const fromApp = new Map<string, boolean>();
const fromFrame = new Map<string, boolean>();

/** The first-load chunk's name for a module the app's entry imports statically, else null (default splitting). */
export function firstLoadChunk(id: string, graph: ModuleGraph): string | null {
  if (APP_ENTRY.test(id) || id.endsWith('.css')) return null;
  if (!reaches(graph, id, APP_ENTRY, fromApp) || reaches(graph, id, FRAME_ENTRY, fromFrame)) return null;
  return 'app';
}
