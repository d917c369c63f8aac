import { messages, profileMessages, validateProfileUpdate } from '@plaudit/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { encoded, registerCall, signedIn } from '../http/calls.ts';
import type { ServerContext } from '../context.ts';
import { write } from '../db/changes.ts';
import { members, profilePictures } from '../db/schema.ts';
import { HttpError, fieldLabel, fieldRefusal, refuseIf, type FormErrors } from '../http/errors.ts';
import { isPlausibleEmail, profileTextLimits } from './fields.ts';
import { memberById, programmeRegions } from './lookup.ts';
import { makeThumbnail } from './pictures.ts';
import { cellCandidates } from '../phone.ts';
import { newPictureId } from '../security/tokens.ts';

export function profileRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, settings } = context;

  registerCall(app, context, 'getMemberData', async ({ session }) => {
    const data = await context.memberData.get(signedIn(session).memberId);
    return encoded(data.json, data.compressed);
  });

  registerCall(app, context, 'memberUpdate', async ({ body, session }) => {
    const self = await memberById(db, signedIn(session).memberId);
    if (!self) throw new HttpError(404, profileMessages.memberGone);
    // The terms tick is required only while no email is stored (SPEC §5).
    const issues: FormErrors = validateProfileUpdate(body, { currentEmail: self.email });
    for (const field of ['interest1', 'interestOtherDesc', 'otherInfo'] as const) {
      if (!(field in issues) && body[field].length > profileTextLimits[field]) {
        issues[field] = messages.tooLong(fieldLabel(field), profileTextLimits[field]);
      }
    }
    if (!('email' in issues) && !isPlausibleEmail(body.email)) issues.email = messages.invalidEmail;
    if (
      !('cellNum' in issues) &&
      !cellCandidates(body.cellNum, await programmeRegions(db)).includes(self.cellE164)
    ) {
      issues.cellNum = profileMessages.cellChange;
    }
    refuseIf(issues);
    const firstname = body.firstname.trim();
    const surname = body.surname.trim();
    const now = context.now();
    await write(context, ['members'], (db) =>
      db
        .update(members)
        .set({
          firstname,
          surname,
          email: body.email.trim(),
          postAddr2: body.postAddr2.trim(),
          dobDd: body.dOBdd.trim(),
          dobMm: body.dOBmm.trim(),
          interest1: body.interest1.trim(),
          interestOtherDesc: body.interestOtherDesc.trim(),
          otherInfo: body.otherInfo.trim(),
          termsAcceptedAt: self.termsAcceptedAt ?? (body.acceptTerms === true ? now : null),
        })
        .where(eq(members.id, self.id)),
    );
    return { message: profileMessages.updated };
  });

  const maxMb = Math.round(settings.upload.maxBytes / (1024 * 1024));
  /** The one part `fileProfilePic` of the multipart body, as the contract's Blob. */
  const readPicture = async (request: FastifyRequest): Promise<unknown> => {
    if (!request.isMultipart())
      throw fieldRefusal('fileProfilePic', profileMessages.pictureMissing);
    let bytes: Buffer | undefined;
    try {
      for await (const part of request.parts({
        limits: { fileSize: settings.upload.maxBytes, files: 1, fields: 0, parts: 1 },
      })) {
        if (part.type === 'file' && part.fieldname === 'fileProfilePic')
          bytes = await part.toBuffer();
        else if (part.type === 'file') part.file.resume();
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        throw new HttpError(413, profileMessages.pictureTooLarge(maxMb));
      if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
        throw fieldRefusal('fileProfilePic', profileMessages.pictureMissing);
      }
      throw error;
    }
    if (!bytes || bytes.length === 0)
      throw fieldRefusal('fileProfilePic', profileMessages.pictureMissing);
    return { fileProfilePic: new Blob([new Uint8Array(bytes)]) };
  };

  registerCall(
    app,
    context,
    'profilePicUpload',
    async ({ body, session }) => {
      const bytes = Buffer.from(await body.fileProfilePic.arrayBuffer());
      const result = await makeThumbnail(bytes, {
        maxPixels: settings.upload.maxPixels,
        size: settings.upload.thumbnailSize,
      });
      if (!result.ok) {
        const message = {
          type: profileMessages.pictureType,
          pixels: profileMessages.pictureTooManyPixels,
          unreadable: profileMessages.pictureUnreadable,
        }[result.problem];
        throw new HttpError(
          result.problem === 'type' ? 415 : result.problem === 'pixels' ? 413 : 400,
          message,
          { fileProfilePic: message },
        );
      }
      const { memberId } = signedIn(session);
      const picId = newPictureId();
      await write(context, ['members'], (db) =>
        db.transaction(async (tx) => {
          await tx.insert(profilePictures).values({
            id: picId,
            memberId,
            contentType: 'image/webp',
            bytes: result.bytes,
            createdAt: context.now(),
          });
          await tx.update(members).set({ picId }).where(eq(members.id, memberId));
          await tx
            .delete(profilePictures)
            .where(and(eq(profilePictures.memberId, memberId), ne(profilePictures.id, picId)));
        }),
      );
      return { message: profileMessages.pictureUpdated };
    },
    { readBody: readPicture, refusal: profileMessages.pictureMissing },
  );

  // Public on purpose: <img> cannot send the bearer token, and a picId is 96 random bits that changes at each upload.
  app.get<{ Params: { picId: string } }>('/profilepic/:picId', async (request, reply) => {
    const { picId } = request.params;
    const [picture] = /^[0-9a-f]{24}$/.test(picId)
      ? await db.select().from(profilePictures).where(eq(profilePictures.id, picId)).limit(1)
      : [];
    if (!picture) throw new HttpError(404, profileMessages.pictureNotFound);
    return reply
      .header('Content-Type', picture.contentType)
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .header('Content-Disposition', 'inline')
      .send(picture.bytes);
  });
}
