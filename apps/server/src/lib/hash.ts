import { createHash } from 'node:crypto';

/** Hex SHA-256: how session ids, recovery tokens and sso states are kept (never in clear). */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
