import { fieldLabels, fieldLimits, messages } from '@plaudit/domain';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ServerContext } from '../context.ts';
import { registerCall, signedIn } from '../http/calls.ts';
import { fieldRefusal } from '../http/errors.ts';
import { getToKnow, recentlyRecognised } from './colleagues.ts';
import { nominateAs } from './nominate.ts';
import { sendToAllAs } from './sendToAll.ts';

/** Nominations, Send To All, recent recognition and get-to-know. */
export function recognitionRoutes(app: FastifyInstance, context: ServerContext): void {
  // The contract's length check would word a too long `reason` as an award's Value; a nomination's reason
  // is its text, so it is refused here first with the form's label.
  const nominationReasonLength: preHandlerHookHandler = async (request) => {
    const reason = (request.body as { reason?: unknown } | null)?.reason;
    if (typeof reason === 'string' && reason.length > fieldLimits.nominationReason)
      throw fieldRefusal(
        'reason',
        messages.tooLong(fieldLabels.nominationReason, fieldLimits.nominationReason),
      );
  };

  registerCall(
    app,
    context,
    'newNom',
    async ({ body, session, budget }) =>
      nominateAs(
        context,
        signedIn(session).memberId,
        body,
        { now: context.now(), budget },
        context.settings.nominationCap,
      ),
    { preHandler: [nominationReasonLength] },
  );

  registerCall(app, context, 'sendToAll', async ({ body, session }) =>
    sendToAllAs(context, signedIn(session).memberId, body, context.now()),
  );

  registerCall(app, context, 'getRecentRecognition', async ({ session }) =>
    recentlyRecognised(context, signedIn(session).memberId),
  );
  registerCall(app, context, 'getToKnow', async ({ body, session }) =>
    getToKnow(context, signedIn(session).memberId, body.selectedMemberId),
  );
}
