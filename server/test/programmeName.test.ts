import { outboxMessages } from '@plaudit/domain';
import { asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoContent } from '../src/db/content.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { contentBlocks, ledgerEntries, outbox } from '../src/db/schema.ts';
import { testPasswordCost } from './seededDemo.ts';
import {
  demo,
  latestPin,
  openTestDatabase,
  post,
  testDatabases,
  useTestServer,
} from './harness.ts';

/** A brand's programme: no message, page or seeded text of its portal says 'Plaudit'. */
const programmeName = 'VetCare Stars';

describe.each(testDatabases)("the brand's programme name on %s", (kind) => {
  const server = useTestServer(kind, { programmeName });

  const sentTo = async (recipient: string) =>
    server.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(asc(outbox.id));

  it('names it in the registration pin and the welcome email', async () => {
    const step1 = await post(server.app, '/api/member/sendcell2factorsms', {
      cellNum: demo.notRegistered,
      postAddr2: '',
    });
    expect(step1.statusCode, step1.body).toBe(200);
    const [sms] = await sentTo('+27820000099');
    const pin = await latestPin(server.app, '+27820000099');
    expect(sms?.body).toBe(outboxMessages.pinSms(programmeName, pin, 10));
    const step2 = await post(server.app, '/api/member/cell2factorverify', {
      firstname: 'Sipho',
      surname: 'Dlamini',
      email: 'sipho@example.com',
      cellNum: demo.notRegistered,
      password: 'Kennels42x',
      otp: pin,
      auth: step1.json().auth,
      acceptTerms: true,
    });
    expect(step2.statusCode, step2.body).toBe(200);
    const [email] = await sentTo('sipho@example.com');
    expect(email).toMatchObject(
      outboxMessages.welcomeEmail(programmeName, 'Sipho', demo.notRegistered),
    );
    expect(`${email?.subject} ${email?.body}`).not.toContain('Plaudit');
  });

  it('names it in the password-changed SMS and the dev outbox title', async () => {
    const step1 = await post(server.app, '/api/member/passwordsendcell2factorsms', {
      cellNum: demo.member,
    });
    expect(step1.statusCode, step1.body).toBe(200);
    const step2 = await post(server.app, '/api/member/passwordcell2factorverify', {
      cellNum: demo.member,
      password: 'NewKennel77',
      otp: await latestPin(server.app, '+27820000003'),
      auth: step1.json().auth,
    });
    expect(step2.statusCode, step2.body).toBe(200);
    const bodies = (await sentTo('+27820000003')).map((m) => m.body);
    expect(bodies.at(-1)).toBe(outboxMessages.passwordChangedSms(programmeName));
    expect(bodies.join('\n')).not.toContain('Plaudit');
    const page = await server.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.body).toContain(`<title>${programmeName} dev outbox</title>`);
  });

  it('seeds the demo content and the registration bonus with it', async () => {
    const { database, drop } = await openTestDatabase(kind);
    try {
      await prepareDatabase(database, {
        seed: true,
        programmeName,
        passwordCost: testPasswordCost,
      });
      const about = await database.db
        .select()
        .from(contentBlocks)
        .where(eq(contentBlocks.key, 'about'));
      expect(about[0]?.title).toBe(`About ${programmeName}`);
      const blocks = await database.db.select().from(contentBlocks);
      expect(blocks.map((b) => `${b.title} ${b.content}`).join('\n')).not.toContain('Plaudit');
      const bonus = await database.db
        .select({ description: ledgerEntries.description })
        .from(ledgerEntries)
        .where(like(ledgerEntries.description, '%registration bonus'))
        .limit(1);
      expect(bonus[0]?.description).toBe(`Welcome to ${programmeName}: registration bonus`);
    } finally {
      await drop();
    }
  }, 60_000);
});

describe('the demo content', () => {
  it('names the programme in About, Terms and Contact Us, escaped as HTML', () => {
    const blocks = demoContent('Paws & Claws <Club>');
    const text = (key: string) => {
      const block = blocks.find((b) => b.key === key);
      return `${block?.title}\n${block?.content}`;
    };
    expect(text('about')).toContain(
      'About Paws & Claws <Club>\n<p>Paws &amp; Claws &lt;Club&gt; is',
    );
    expect(text('terms')).toContain('<p>Paws &amp; Claws &lt;Club&gt; is offered');
    expect(text('topmsgcontactus')).toContain('the Paws &amp; Claws &lt;Club&gt; team');
    expect(blocks.map((b) => `${b.title} ${b.content}`).join('\n')).not.toContain('Plaudit');
  });
});
