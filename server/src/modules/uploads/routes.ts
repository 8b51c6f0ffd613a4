import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/api';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../../../../src/shared/contract/uploads';
import { route } from '../../http/route';
import { imageHeaders, readImage, storeImages, uploaderOf, viewerOf } from './images';

export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  // multipart bodies are read in this plugin's routes only; every other call stays JSON
  await app.register(multipart, { limits: { files: MAX_UPLOAD_FILES, fileSize: MAX_UPLOAD_BYTES } });
  route(app, api.uploadImages, async (ctx) => storeImages(ctx.deps.db, uploaderOf(ctx.requireSession()), ctx.request));
  app.get<{ Params: { id: string } }>('/wps/uploads/:id', async (request, reply) => {
    const image = await readImage(app.deps.db, request.params.id, await viewerOf(app.deps.db, request, app.deps.config));
    return reply.headers(imageHeaders(image)).send(image.data);
  });
}
