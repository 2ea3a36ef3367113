import type { LocationState } from './location-state';
import type { StoredLocation } from './read-repository';

/** One location of a file as it will be written (write-repository.ts, link-repository.ts). */
export interface LocationWrite {
  sourceId: string;
  state: LocationState;
  /** The merchant it is; absent for an addition. */
  existing?: StoredLocation;
  /** The programs carrying it once written: the listed ones unless it is closed or past its last day. */
  carriage: string[];
}
