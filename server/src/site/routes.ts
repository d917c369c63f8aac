import { messages } from '@plaudit/domain';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { registerCall, signedIn } from '../http/calls.ts';
import { MemberList } from '../members/list.ts';
import { advertData, contactUs, contentBlock, divisionList } from './services.ts';

export function siteRoutes(app: FastifyInstance, context: ServerContext): void {
  registerCall(
    app,
    context,
    'getContent',
    async ({ body }) => contentBlock(context, body.contentKey),
    {
      refusal: messages.invalidKey,
    },
  );
  registerCall(app, context, 'contactUsSend', async ({ body, session, budget }) =>
    contactUs(context, body, session?.memberId, budget),
  );
  const memberList = new MemberList(context);
  registerCall(app, context, 'getMemberList', async ({ body, session }) =>
    memberList.list(signedIn(session).memberId, body),
  );
  registerCall(app, context, 'getDivisionList', async () => divisionList(context));
  registerCall(app, context, 'advertData', async () => advertData(context));
}
