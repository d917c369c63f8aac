import { profileMessages } from '@plaudit/domain';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { encoded, registerCall, signedIn } from '../http/calls.ts';
import { pictureById, readPicture, updateProfile, uploadPicture } from './profile.ts';

export function profileRoutes(app: FastifyInstance, context: ServerContext): void {
  registerCall(app, context, 'getMemberData', async ({ session }) => {
    const data = await context.memberData.get(signedIn(session).memberId);
    return encoded(data.json, data.compressed);
  });
  registerCall(app, context, 'memberUpdate', async ({ body, session }) =>
    updateProfile(context, signedIn(session).memberId, body),
  );
  registerCall(
    app,
    context,
    'profilePicUpload',
    async ({ body, session }) =>
      uploadPicture(context, signedIn(session).memberId, body.fileProfilePic),
    {
      readBody: (request) => readPicture(request, context.settings.upload.maxBytes),
      refusal: profileMessages.pictureMissing,
    },
  );

  // Public on purpose: <img> cannot send the bearer token, and a picId is 96 random bits that changes at each upload.
  app.get<{ Params: { picId: string } }>('/profilepic/:picId', async (request, reply) => {
    const picture = await pictureById(context, request.params.picId);
    return reply
      .header('Content-Type', picture.contentType)
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .header('Content-Disposition', 'inline')
      .send(picture.bytes);
  });
}
