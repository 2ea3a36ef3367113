import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { memberViewer, visitorViewer, type MerchantViewer } from '@forkpoint/shared/rules/merchant-access';

/**
 * Who is searching, for the tier gates: the signed-in member of this partner (their tier and
 * e-mail opt-in) or, signed out, a visitor (visitorViewer: nobody, or a Basic member where the program
 * has no sign-in). Tests may pass their own resolver.
 */
export type ViewerResolver = (
  request: FastifyRequest,
  reply: FastifyReply,
) => MerchantViewer | null | Promise<MerchantViewer | null>;

export const anonymousViewer: ViewerResolver = () => null;

/** The app's resolver: loads the session (never fails) and answers the member's viewer. */
export function sessionViewer(app: FastifyInstance): ViewerResolver {
  return async (request, reply) => {
    await app.loadMember(request, reply);
    const member = request.memberSession?.member;
    return member ? memberViewer(member, request.partner) : visitorViewer(request.partner);
  };
}
