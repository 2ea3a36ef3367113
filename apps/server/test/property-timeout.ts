/**
 * A property test runs dozens of generated cases through a whole app and database: about 10 s on a quiet 2-core
 * machine, but CI and other sessions share those cores, and at a load of 20 the same work took over a minute.
 * The limit is for a hung test, not a slow machine, so it is set far above any load we have seen.
 */
export const PROPERTY_TEST_TIMEOUT_MS = 600_000;
