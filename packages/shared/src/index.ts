export * from './constants';
export * from './partners/partner-schema';
export * from './contracts/errors';
export * from './contracts/csrf';
export * from './contracts/health';
export * from './contracts/partners';
export * from './contracts/content';
export * from './contracts/impressions';
