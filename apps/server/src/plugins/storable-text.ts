import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  TOO_DEEP_MESSAGE,
  UNSTORABLE_TEXT_MESSAGE,
  findUnstorableText,
  nestsDeeperThan,
} from '@forkpoint/shared/rules/storable-text';
import { AppError } from '../lib/app-error';

/**
 * Refuses, before any route's own validation, every request whose body or query nests deeper than
 * MAX_NESTING_DEPTH, or whose body, query or path holds a string the database cannot store (a NUL or an
 * unpaired surrogate; packages/shared/src/rules/storable-text.ts).
 * One hook for every route, so no route can forget it: the answer is the usual 400 naming each field.
 */
export const storableTextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      // First: a body nested thousands deep (a few kB of brackets) would otherwise reach the route, whose
      // validation, audit record or database could overflow a stack on it and answer 500 (issue 28).
      const tooDeep = [
        ...(nestsDeeperThan(request.query) ? ['querystring'] : []),
        ...(!Buffer.isBuffer(request.body) && nestsDeeperThan(request.body) ? ['body'] : []),
      ].map((field) => ({ field, message: TOO_DEEP_MESSAGE }));
      if (tooDeep.length > 0) {
        const summary = tooDeep.map((f) => f.field).join(', ');
        throw new AppError('VALIDATION_FAILED', `Invalid request: ${summary} ${TOO_DEEP_MESSAGE}`, tooDeep);
      }
      const fields = [
        ...findUnstorableText(request.params, 'params'),
        ...findUnstorableText(request.query, 'querystring'),
        // A raw body (the feed's CSV buffer) is its route's own to read, never walked byte by byte.
        ...(Buffer.isBuffer(request.body) ? [] : findUnstorableText(request.body, 'body')),
      ].map((field) => ({ field, message: UNSTORABLE_TEXT_MESSAGE }));
      if (fields.length === 0) return;
      const summary = fields.map((f) => f.field).join(', ');
      throw new AppError('VALIDATION_FAILED', `Invalid request: ${summary} ${UNSTORABLE_TEXT_MESSAGE}`, fields);
    });
  },
  { name: 'storable-text' },
);
