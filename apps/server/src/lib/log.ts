import type { BaseLogger } from 'pino';

/** What a service logs with: the app's logger or a child of it, passed in, so the service knows no HTTP framework. */
export type Log = Pick<BaseLogger, 'error' | 'warn' | 'info' | 'debug'>;
