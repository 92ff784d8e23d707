import {
  errorResponseSchema,
  invitationIdParamsSchema,
  inviteInputSchema,
  teamInvitationSchema,
  teamMemberParamsSchema,
  teamMemberSchema,
  teamResponseSchema,
  teamRoleInputSchema,
} from '@sangam/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../plugins/origin.ts';
import { signedIn } from '../../plugins/signed-in.ts';
import { requireTenant } from '../../plugins/tenancy.ts';
import {
  changeRole,
  getTeam,
  inviteMember,
  removeMember,
  resendInvitation,
  revokeInvitation,
} from './team.service.ts';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
const tags = ['team'];

/**
 * The owner's team page (issue 20, decision 036): members and their roles, invitations by e-mail,
 * role changes and removals. The area `team` is the owner's alone (packages/domain team-roles.ts).
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  /** The owner as the invitation mail names them, and where its link points. */
  const mailingFor = async (request: FastifyRequest) => {
    const tenant = await requireTenant(request);
    const fullName = (await signedIn(request))?.profile?.fullName;
    return {
      tenant,
      mailing: {
        mailer: app.mailer,
        origin: requestOrigin(request),
        fpoName: tenant.fpoName,
        inviter: { id: tenant.user.id, name: fullName || tenant.user.name, language: tenant.user.language },
      },
    };
  };

  app.get(
    '/api/team',
    {
      schema: {
        tags,
        summary: "The FPO's members with their roles, and its open invitations",
        response: { 200: teamResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId, user } = await requireTenant(request);
      return getTeam({ db, fpoId, userId: user.id });
    },
  );

  app.post(
    '/api/team/invitations',
    {
      schema: {
        tags,
        summary: 'Invite an address with a role (an open invitation to it is renewed); mails the link',
        body: inviteInputSchema,
        response: { 201: teamInvitationSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { tenant, mailing } = await mailingFor(request);
      const { invitation } = await inviteMember({
        db,
        fpoId: tenant.fpoId,
        actorId: tenant.user.id,
        input: request.body,
        mailing,
      });
      return reply.status(201).send(invitation);
    },
  );

  app.post(
    '/api/team/invitations/:invitationId/resend',
    {
      schema: {
        tags,
        summary: 'Send an open invitation again, with a new link and a new week',
        params: invitationIdParamsSchema,
        response: { 200: teamInvitationSchema, ...refusals },
      },
    },
    async (request) => {
      const { tenant, mailing } = await mailingFor(request);
      return resendInvitation({
        db,
        fpoId: tenant.fpoId,
        actorId: tenant.user.id,
        invitationId: request.params.invitationId,
        mailing,
      });
    },
  );

  app.delete(
    '/api/team/invitations/:invitationId',
    {
      schema: {
        tags,
        summary: 'Withdraw an open invitation; its link stops working',
        params: invitationIdParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const { fpoId, user } = await requireTenant(request);
      await revokeInvitation({ db, fpoId, actorId: user.id, invitationId: request.params.invitationId });
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/team/members/:userId',
    {
      schema: {
        tags,
        summary: "Change a member's role; the FPO's last owner stays an owner",
        params: teamMemberParamsSchema,
        body: teamRoleInputSchema,
        response: { 200: teamMemberSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId, user } = await requireTenant(request);
      return changeRole({
        db,
        fpoId,
        actorId: user.id,
        userId: request.params.userId,
        role: request.body.role,
      });
    },
  );

  app.delete(
    '/api/team/members/:userId',
    {
      schema: {
        tags,
        summary: 'Remove a member and end all their sessions; the last owner cannot be removed',
        params: teamMemberParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const { fpoId, user } = await requireTenant(request);
      await removeMember({ db, fpoId, actorId: user.id, userId: request.params.userId });
      return reply.status(204).send(null);
    },
  );
};
