/**
 *   POST /api/user/profileimage        (auth) multipart, one file → text: the new picture's name
 *   GET  /api/user/profileimage/:name  (public: <img> tags send no bearer) → the picture
 */
import { calls, PROFILE_IMAGE_MAX_BYTES, validationMessages } from '@insight/api';
import type { FastifyInstance } from 'fastify';
import { callRoute } from '../../http/calls.js';
import { badRequest, notFound } from '../../http/errors.js';
import { PROFILE_IMAGES_PATH } from '../../http/paths.js';
import { userOf } from '../../security/authenticate.js';
import { loadProfileImage, saveProfileImage } from './service.js';

export async function profileImageFeature(app: FastifyInstance): Promise<void> {
  callRoute(app, calls.uploadProfileImage, async (request, reply) => {
    const user = userOf(request);
    if (!request.isMultipart()) throw badRequest(validationMessages.fileWrongType);
    const part = await request.file({ limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1 } });
    if (!part || !part.filename) throw badRequest(validationMessages.fileWrongType);
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError)
        throw badRequest(validationMessages.fileTooLarge);
      throw error;
    }
    const name = await saveProfileImage(app.ctx, user.id, data);
    return reply.type('text/plain; charset=utf-8').send(name);
  });

  app.get<{ Params: { name: string } }>(
    `${PROFILE_IMAGES_PATH}:name`,
    { config: { public: true } },
    async (request, reply) => {
      const image = await loadProfileImage(app.ctx, request.params.name);
      if (!image) throw notFound('No such picture.');
      return reply
        .type(image.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(image.data);
    },
  );
}
