import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { registerCall } from '../http/calls.ts';
import { Logins } from './login.ts';
import { changePassword, sendPasswordPin } from './passwords.ts';
import { pinStatus } from './pinChannel.ts';
import { register, sendRegistrationPin } from './registration.ts';

export function accountRoutes(app: FastifyInstance, context: ServerContext): void {
  const logins = new Logins(context);
  registerCall(app, context, 'login', async ({ body, request }) => logins.login(body, request.ip));
  registerCall(app, context, 'logout', async ({ session }) => logins.logout(session));
  // Both verify steps send a message too (the welcome email, the password-changed SMS): apiAccess says so.
  registerCall(app, context, 'sendCell2FactorSms', async ({ body, budget }) =>
    sendRegistrationPin(context, body, budget),
  );
  registerCall(app, context, 'cell2FactorVerify', async ({ body, budget }) =>
    register(context, body, budget),
  );
  registerCall(app, context, 'passwordSendCell2FactorSms', async ({ body, session, budget }) =>
    sendPasswordPin(context, body, session, budget),
  );
  registerCall(app, context, 'passwordCell2FactorVerify', async ({ body, session, budget }) =>
    changePassword(context, body, session, budget),
  );
  // A pin sent by WhatsApp (issue 37): where it is, and the same pin by SMS instead.
  registerCall(app, context, 'pinStatus', async ({ body }) => pinStatus(context, body.auth, false));
  registerCall(app, context, 'pinBySms', async ({ body }) => pinStatus(context, body.auth, true));
}
