export * from './copy-tokens';
export * from './content-filters';
export * from './content-fetch-errors';
export * from './content-blocks';
export * from './content-global-schemas';
export * from './earn-copy';
export * from './content-schemas';
export * from './brand-fonts';
