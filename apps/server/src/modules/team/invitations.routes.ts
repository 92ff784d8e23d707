import {
  acceptInvitationInputSchema,
  errorResponseSchema,
  invitationPreviewSchema,
  invitationTokenParamsSchema,
} from '@sangam/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countAttempt } from '../../plugins/attempt-limits.ts';
import { toWebHeaders } from '../../plugins/auth.ts';
import { forgetSignedIn, signedIn, signedSessionToken } from '../../plugins/signed-in.ts';
import {
  acceptAsNewAccount,
  acceptSignedIn,
  invitationLimits,
  openInvitation,
  previewInvitation,
} from './invitations.service.ts';

const refusals = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  410: errorResponseSchema,
  429: errorResponseSchema,
};
const tags = ['team'];

/**
 * The invitation link's two calls (issue 20, decision 036). Public: the token in the address is
 * the secret, and each IP has an hourly budget, as the other public forms do.
 */
export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/invitations/:token',
    {
      schema: {
        tags,
        summary: 'What an invitation link offers: the FPO, the role, who invited, until when',
        params: invitationTokenParamsSchema,
        response: { 200: invitationPreviewSchema, ...refusals },
      },
    },
    async (request) => {
      await countAttempt(db, `invitation-view:${request.ip}`, invitationLimits.view);
      return previewInvitation(db, request.params.token);
    },
  );

  app.post(
    '/api/invitations/:token/accept',
    {
      schema: {
        tags,
        summary:
          'Accept an invitation: signed in with the invited address, or as a new account for it (signed in after)',
        params: invitationTokenParamsSchema,
        body: acceptInvitationInputSchema,
        response: { 200: z.object({ home: z.string() }), ...refusals },
      },
    },
    async (request, reply) => {
      await countAttempt(db, `invitation-accept:${request.ip}`, invitationLimits.accept);
      const invitation = await openInvitation(db, request.params.token);
      const who = await signedIn(request);
      if (who) {
        const context = await app.auth.$context;
        const sessionToken = signedSessionToken(
          request.headers.cookie,
          context.authCookies.sessionToken.name,
          context.secret,
        );
        const answer = await acceptSignedIn({ db, invitation, who, sessionToken, input: request.body });
        forgetSignedIn(request);
        return answer;
      }
      const { home, cookies } = await acceptAsNewAccount({
        db,
        auth: app.auth,
        invitation,
        input: request.body,
        headers: toWebHeaders(request),
      });
      if (cookies.length) reply.header('set-cookie', cookies);
      return { home };
    },
  );
};
