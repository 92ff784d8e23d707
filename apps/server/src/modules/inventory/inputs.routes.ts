import {
  inputIdParamsSchema,
  inputItemInputSchema,
  inputItemSchema,
  inputListSchema,
  inputOpportunitiesSchema,
} from '@sangam/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCompleteProfile, requireTenant } from '../../plugins/tenancy.ts';
import { readPicturePart, replacePicture } from '../pictures/picture-upload.ts';
import { removePicture } from '../pictures/pictures.ts';
import { inventoryRefusals as refusals, pictureRefusals } from './refusals.ts';
import { listInputOpportunities } from './input-opportunities.service.ts';
import {
  createInput,
  deleteInput,
  getInput,
  listInputs,
  setInputPicture,
  updateInput,
} from './inputs.service.ts';

const tags = ['inputs'];

/** The input marketplace (spec 2.11), its pictures and the demand it is missing. */
export const registerInputRoutes = (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const store = app.fileStore;
  const log = app.log;
  api.get(
    '/api/inputs',
    {
      schema: {
        tags,
        summary: 'Every input item with the stat cards',
        response: { 200: inputListSchema, ...refusals },
      },
    },
    async (request) => listInputs({ db, fpoId: (await requireTenant(request)).fpoId }),
  );
  api.get(
    '/api/inputs/opportunities',
    {
      schema: {
        tags,
        summary: "Inputs the FPO's farmers need, from its business-intelligence rows",
        response: { 200: inputOpportunitiesSchema, ...refusals },
      },
    },
    async (request) => listInputOpportunities({ db, fpoId: (await requireTenant(request)).fpoId }),
  );
  api.post(
    '/api/inputs',
    {
      schema: {
        tags,
        summary: 'Add an input item',
        body: inputItemInputSchema,
        response: { 201: inputItemSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { fpoId, user } = await requireCompleteProfile(request);
      return reply.status(201).send(await createInput({ db, fpoId, userId: user.id, input: request.body }));
    },
  );
  api.get(
    '/api/inputs/:inputId',
    {
      schema: {
        tags,
        summary: 'One input item',
        params: inputIdParamsSchema,
        response: { 200: inputItemSchema, ...refusals },
      },
    },
    async (request) =>
      getInput({ db, fpoId: (await requireTenant(request)).fpoId, inputId: request.params.inputId }),
  );
  api.put(
    '/api/inputs/:inputId',
    {
      schema: {
        tags,
        summary: 'Change an input item',
        params: inputIdParamsSchema,
        body: inputItemInputSchema,
        response: { 200: inputItemSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId, user } = await requireTenant(request);
      return updateInput({
        db,
        fpoId,
        userId: user.id,
        inputId: request.params.inputId,
        input: request.body,
      });
    },
  );
  api.delete(
    '/api/inputs/:inputId',
    {
      schema: {
        tags,
        summary: 'Delete an input item and its picture',
        params: inputIdParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const { fpoId } = await requireTenant(request);
      await removePicture(store, await deleteInput({ db, fpoId, inputId: request.params.inputId }), log);
      return reply.status(204).send(null);
    },
  );
  api.put(
    '/api/inputs/:inputId/picture',
    {
      schema: {
        tags,
        summary: 'Set the picture (multipart field "file": JPEG, PNG or WebP up to 5 MB)',
        consumes: ['multipart/form-data'],
        params: inputIdParamsSchema,
        response: { 200: inputItemSchema, ...pictureRefusals },
      },
    },
    async (request) => {
      const { fpoId, user } = await requireTenant(request);
      const { inputId } = request.params;
      await getInput({ db, fpoId, inputId });
      const data = await readPicturePart(request);
      return replacePicture({
        store,
        log,
        bucket: 'input-images',
        fpoId,
        data,
        save: (pictureKey) => setInputPicture({ db, fpoId, userId: user.id, inputId, pictureKey }),
      });
    },
  );
  api.delete(
    '/api/inputs/:inputId/picture',
    {
      schema: {
        tags,
        summary: 'Remove the picture',
        params: inputIdParamsSchema,
        response: { 200: inputItemSchema, ...refusals },
      },
    },
    async (request) => {
      const { fpoId, user } = await requireTenant(request);
      const { inputId } = request.params;
      return replacePicture({
        store,
        log,
        bucket: 'input-images',
        fpoId,
        data: null,
        save: (pictureKey) => setInputPicture({ db, fpoId, userId: user.id, inputId, pictureKey }),
      });
    },
  );
};
