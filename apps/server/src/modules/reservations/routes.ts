import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  RESERVATION_PATHS,
  availabilityQuerySchema,
  availabilitySchema,
  bookingRequestSchema,
  memberReservationsSchema,
  reservationHoldSchema,
  reservationSchema,
} from '@forkpoint/shared/contracts/reservations';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { parseForm } from '../../lib/parse-form';
import { availabilityFor, bookReservation, placeHold, type BookingServices } from './booking';
import { CARD_GUARANTEE_TIMEOUT_MS, vaultCardGuarantee, type CardGuarantee } from './card-guarantee';
import { cancelReservation, memberReservations } from './member-reservations';
import type { ProviderMember, ReservationProvider } from './reservation-provider';
import { signedInSession } from '../auth/sessions-plugin';
import { bodyParsedByHandler } from '../../lib/http/form-body';

export interface ReservationRoutesOptions {
  /** The booking provider (app.ts passes our own reservation book, stand-ins/local-reservations). */
  provider: (db: Kysely<DB>) => ReservationProvider;
  /** The card provider that verifies card-required bookings; our vault's records unless another is given. */
  cardGuarantee?: (db: Kysely<DB>) => CardGuarantee;
  cardGuaranteeTimeoutMs?: number;
}

const BOOKING_FORM_MESSAGE = 'Please check your reservation for errors.';
const reservationIdParams = z.object({ id: z.string() });

/**
 * Reservations (issue 16; docs/reservations.md): availability is public (visitors see it; a signed-in member's
 * own hold never hides a table from them); holds, bookings, the member's list and cancelling need a signed-in
 * member, who comes from the session and the program from the host. Mutating calls are CSRF-checked by the
 * csrf plugin. Bodies are parsed in the handler, as the claims and reviews calls do, so a signed-out caller
 * gets its 401 before any 400.
 */
export const CLOSED_ACCOUNT_MESSAGE = 'Your membership is closed. Rejoin the program to reserve a table.';

export const reservationRoutes: FastifyPluginAsyncZod<ReservationRoutesOptions> = async (app, options) => {
  const db = app.database.db;
  const services: BookingServices = {
    db,
    provider: options.provider(db),
    cardGuarantee: (options.cardGuarantee ?? vaultCardGuarantee)(db),
    cardGuaranteeTimeoutMs: options.cardGuaranteeTimeoutMs ?? CARD_GUARANTEE_TIMEOUT_MS,
  };
  const signedIn = { preHandler: app.requireMember };
  // Only an active member may reserve (spec part 1 §6); a closed account may still see and cancel its own.
  const activeMember = {
    preHandler: [
      app.requireMember,
      async (request: FastifyRequest) => {
        if (request.memberSession?.member.memberType === 'ClosedAccountMember') {
          throw new AppError('FORBIDDEN', CLOSED_ACCOUNT_MESSAGE);
        }
      },
    ],
  };
  const memberOf = (request: FastifyRequest): ProviderMember => ({
    id: signedInSession(request).member.id,
    partnerCode: request.partner.code,
  });

  app.get(
    RESERVATION_PATHS.availability,
    {
      preHandler: app.loadMember,
      schema: { querystring: availabilityQuerySchema, response: { 200: availabilitySchema } },
    },
    async (request) => {
      const viewer = request.memberSession ? memberOf(request) : null;
      return availabilityFor(services, request.partner, request.query, viewer, app.clock());
    },
  );

  app.post(
    RESERVATION_PATHS.holds,
    {
      ...activeMember,
      ...bodyParsedByHandler,
      schema: { body: bookingRequestSchema, response: { 201: reservationHoldSchema } },
    },
    async (request, reply) => {
      const input = parseForm(bookingRequestSchema, request.body, BOOKING_FORM_MESSAGE);
      const hold = await placeHold(services, request.partner, input, memberOf(request), app.clock(), request.log);
      return reply.code(201).send(hold);
    },
  );

  app.post(
    RESERVATION_PATHS.book,
    {
      ...activeMember,
      ...bodyParsedByHandler,
      schema: { body: bookingRequestSchema, response: { 201: reservationSchema } },
    },
    async (request, reply) => {
      const input = parseForm(bookingRequestSchema, request.body, BOOKING_FORM_MESSAGE);
      const reservation = await bookReservation(
        services,
        request.partner,
        input,
        memberOf(request),
        app.clock(),
        request.log,
      );
      return reply.code(201).send(reservation);
    },
  );

  app.get(
    RESERVATION_PATHS.memberReservations,
    { ...signedIn, schema: { response: { 200: memberReservationsSchema } } },
    async (request) => {
      return memberReservations(db, memberOf(request), request.partner, app.clock());
    },
  );

  app.delete(
    `${RESERVATION_PATHS.book}/:id`,
    { ...signedIn, schema: { params: reservationIdParams, response: { 200: reservationSchema } } },
    async (request) => {
      return cancelReservation(
        db,
        services.provider,
        memberOf(request),
        request.params.id,
        request.partner,
        app.clock(),
      );
    },
  );
};
