import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MerchantViewer } from '@forkpoint/shared/rules/merchant-access';

/**
 * Who is searching, for the tier gates. Until sessions reach the search every request is a
 * visitor; the identity work registers the merchant routes with a resolver that loads the
 * signed-in member and answers `memberViewer(member, request.partner)` (shared rules), e.g.
 *
 *   viewerOf: async (request, reply) => {
 *     await app.loadMember(request, reply);
 *     const member = request.memberSession?.member;
 *     return member ? memberViewer(member, request.partner) : null;
 *   }
 */
export type ViewerResolver = (
  request: FastifyRequest,
  reply: FastifyReply,
) => MerchantViewer | null | Promise<MerchantViewer | null>;

export const anonymousViewer: ViewerResolver = () => null;
