import {
  messages,
  offeredLanguage,
  profileMessages,
  validateProfileUpdate,
  whatsAppMessages,
} from '@plaudit/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.ts';
import { write } from '../db/changes.ts';
import { members, profilePictures } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import type { RequestBody } from '../http/calls.ts';
import { HttpError, fieldLabel } from '../http/errors.ts';
import { inLanguage } from '../i18n/language.ts';
import { cellCandidates } from '../phone.ts';
import { Refusal, fieldRefusal, notFound, refuseIf, type FormErrors } from '../refusals.ts';
import { newPictureId } from '../security/tokens.ts';
import { isPlausibleEmail, profileTextLimits } from './fields.ts';
import { memberById, programmeRegions } from './lookup.ts';
import { makeThumbnail } from './pictures.ts';

/** The member's own profile (SPEC §5): its fields, and its picture. */

/** memberupdate: the profile's fields; the terms tick is required only while no email is stored (SPEC §5). */
export async function updateProfile(
  context: ServerContext,
  memberId: number,
  body: RequestBody<'memberUpdate'>,
): Promise<{ message: string }> {
  const self = await memberById(context.db, memberId);
  if (!self) throw notFound(profileMessages.memberGone);
  const issues: FormErrors = validateProfileUpdate(body, { currentEmail: self.email });
  for (const field of ['interest1', 'interestOtherDesc', 'otherInfo'] as const) {
    if (!(field in issues) && body[field].length > profileTextLimits[field]) {
      issues[field] = messages.tooLong(fieldLabel(field), profileTextLimits[field]);
    }
  }
  if (!('email' in issues) && !isPlausibleEmail(body.email)) issues.email = messages.invalidEmail;
  // A language is saved only when it is one the portal offers (absent: the saved one stays).
  const language = body.language === undefined ? undefined : offeredLanguage(body.language);
  if (body.language !== undefined && language === undefined)
    issues.language = messages.notAllowedChoice(fieldLabel('language'));
  if (
    !('cellNum' in issues) &&
    !cellCandidates(body.cellNum, await programmeRegions(context.db)).includes(self.cellE164)
  ) {
    issues.cellNum = profileMessages.cellChange;
  }
  refuseIf(issues);
  const now = context.now();
  // WhatsApp (issue 37): the opt-in keeps the sentence the member read, in their language, and when; 'sms'
  // takes it back. Choosing what they have already changes nothing (the first opt-in's words and time stay).
  const channel =
    body.messageChannel === undefined || body.messageChannel === self.messageChannel
      ? {}
      : body.messageChannel === 'whatsapp'
        ? {
            messageChannel: 'whatsapp' as const,
            whatsappOptInText: inLanguage(language ?? self.language, () =>
              whatsAppMessages.optIn(context.settings.programmeName),
            ),
            whatsappOptInAt: now,
          }
        : { messageChannel: 'sms' as const, whatsappOptInText: null, whatsappOptInAt: null };
  await write(context, ['members'], (db) =>
    db
      .update(members)
      .set({
        firstname: body.firstname.trim(),
        surname: body.surname.trim(),
        email: body.email.trim(),
        postAddr2: body.postAddr2.trim(),
        dobDd: body.dOBdd.trim(),
        dobMm: body.dOBmm.trim(),
        interest1: body.interest1.trim(),
        interestOtherDesc: body.interestOtherDesc.trim(),
        otherInfo: body.otherInfo.trim(),
        termsAcceptedAt: self.termsAcceptedAt ?? (body.acceptTerms === true ? now : null),
        ...(language === undefined ? {} : { language }),
        ...channel,
      })
      .where(eq(members.id, self.id)),
  );
  if (language !== undefined && language !== self.language) {
    // The member's sessions in this process speak it from the next call (others within recheckMs), and
    // this answer already does.
    context.sessions.languageChanged(self.id, language);
    return inLanguage(language, () => ({ message: profileMessages.updated }));
  }
  return { message: profileMessages.updated };
}

/**
 * The one part `fileProfilePic` of the multipart body, as the contract's Blob (registerCall's readBody:
 * the HTTP layer's reading of the upload, refused by its own limits).
 */
export async function readPicture(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ fileProfilePic: Blob }> {
  if (!request.isMultipart()) throw fieldRefusal('fileProfilePic', profileMessages.pictureMissing);
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 },
    })) {
      if (part.type === 'file' && part.fieldname === 'fileProfilePic')
        bytes = await part.toBuffer();
      else if (part.type === 'file') part.file.resume();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(
        413,
        profileMessages.pictureTooLarge(Math.round(maxBytes / (1024 * 1024))),
      );
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw fieldRefusal('fileProfilePic', profileMessages.pictureMissing);
    }
    throw error;
  }
  if (!bytes || bytes.length === 0)
    throw fieldRefusal('fileProfilePic', profileMessages.pictureMissing);
  return { fileProfilePic: new Blob([new Uint8Array(bytes)]) };
}

/** How a picture the thumbnailer cannot take is refused: its kind and text. */
const pictureRefusals = {
  type: ['unsupportedType', profileMessages.pictureType],
  pixels: ['tooLarge', profileMessages.pictureTooManyPixels],
  unreadable: ['invalid', profileMessages.pictureUnreadable],
} as const;

/** profilepicupload: the picture made a thumbnail and stored; the member's earlier pictures go. */
export async function uploadPicture(
  context: ServerContext,
  memberId: number,
  picture: Blob,
): Promise<{ message: string }> {
  const { upload } = context.settings;
  const bytes = Buffer.from(await picture.arrayBuffer());
  const result = await makeThumbnail(bytes, {
    maxPixels: upload.maxPixels,
    size: upload.thumbnailSize,
  });
  if (!result.ok) {
    const [kind, message] = pictureRefusals[result.problem];
    throw new Refusal(kind, message, { fileProfilePic: message });
  }
  const picId = newPictureId();
  await inTransaction(context, ['members'], async (tx) => {
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
  });
  return { message: profileMessages.pictureUpdated };
}

/** A stored picture by its id (96 random bits, new at each upload). */
export async function pictureById(context: ServerContext, picId: string) {
  const [picture] = /^[0-9a-f]{24}$/.test(picId)
    ? await context.db.select().from(profilePictures).where(eq(profilePictures.id, picId)).limit(1)
    : [];
  if (!picture) throw notFound(profileMessages.pictureNotFound);
  return picture;
}
