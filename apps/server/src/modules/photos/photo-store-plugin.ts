import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ObjectStore } from './object-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where photo renditions are kept (photos/object-store.ts): the image route reads it, uploads write it. */
    photoStore: ObjectStore;
  }
}

/** Not encapsulated: the image route, the catalog's upload and the console's upload all reach app.photoStore. */
export const photoStorePlugin = fp(
  async (app: FastifyInstance, options: { store: ObjectStore }) => {
    app.decorate('photoStore', options.store);
  },
  { name: 'photo-store' },
);
