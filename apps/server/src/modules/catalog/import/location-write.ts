import type { LocationState } from './location-state';
import type { StoredLocation } from './read-repository';
import type { SeedOnlyFields } from './seed-extension';

/** One location of a file as it will be written (write-repository.ts, link-repository.ts). */
export interface LocationWrite {
  sourceId: string;
  state: LocationState;
  /** The merchant it is; absent for an addition. */
  existing?: StoredLocation;
  /** The programs carrying it once written: the listed ones unless it is closed or past its last day. */
  carriage: string[];
  /** The demo catalog's own fields of an addition (seed-extension.ts); never from a posted file. */
  seedOnly?: SeedOnlyFields;
}
