import { neutraliseCell, toCsv } from '@plaudit/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Transport } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { members, outbox, products, voucherCodes } from '../src/db/schema.ts';
import { smtpTransport } from '../src/outbox/transports.ts';
import { runImport } from '../src/admin/framework.ts';
import { voucherCodeImporter } from '../src/admin/voucherCodeImporter.ts';
import { demo, login, post, testDatabases, useTestServer } from './harness.ts';

/**
 * Stored text shows as text (OWASP ASVS 1.2): names, messages and reasons holding script and markup go
 * through every place they come out again. JSON answers carry them as data; the HTML the server makes
 * (the voucher message, the dev outbox page) escapes them; email goes out as text/plain; CSV neutralises
 * formulas.
 */

const script = '<script>alert(1)</script>';
const img = '<img src=x onerror=alert(1)>';
const formula = '=HYPERLINK("http://evil.example","x")';
const raw = [script, img, '<img src=x'];

type Json = Record<string, unknown>;
const rows = (dataset: { fields: string[]; records: unknown[][] }): Json[] =>
  dataset.records.map((r) => Object.fromEntries(dataset.fields.map((f, i) => [f, r[i]])));

describe.each(testDatabases)('stored text on %s', (kind) => {
  const server = useTestServer(kind);

  it('carries script and markup in names, messages and reasons as text to every place they appear', async () => {
    const app = server.app;
    const member = await login(app, demo.member);
    const manager = await login(app, demo.manager);
    const admin = await login(app, demo.admin);
    const [managerRow] = await server.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.cellNational, demo.manager));
    const managerId = String(managerRow?.id);

    // A member whose name is markup and a formula.
    const update = await post(
      app,
      '/api/member/memberupdate',
      {
        interest1: script,
        firstname: formula,
        surname: img,
        postAddr2: '',
        email: 'lerato@example.com',
        cellNum: demo.member,
        dOBmm: '',
        dOBdd: '',
        interestOtherDesc: img,
        otherInfo: script,
        acceptTerms: true,
      },
      { token: member },
    );
    expect(update.statusCode, update.body).toBe(200);
    const sent = [
      post(
        app,
        '/api/reward/doreward',
        {
          what: 'thankyou',
          reason: 'Thank You!',
          points: 0,
          message: `${script} ${img}`,
          sendBy: 'email',
          recipients: [managerId],
        },
        { token: member },
      ),
      post(
        app,
        '/api/nom/newnom',
        { nomCat: 'Integrity', reason: `${img} ${formula}`, members: [managerId] },
        { token: member },
      ),
      post(app, '/api/site/contactussend', {
        ContactName: `${img}\r\nBcc: evil@example.com`,
        EmailAddress: 'visitor@example.com',
        Message: script,
        AcceptTerms: true,
      }),
      post(
        app,
        '/api/reward/sendtoall',
        { isAllShops: false, message: script, sendBy: 'email', recipients: [managerId] },
        { token: admin },
      ),
    ];
    for (const r of await Promise.all(sent)) expect(r.statusCode, r.body).toBe(200);

    // API JSON: the text as data, byte for byte, in a JSON answer the browser will not sniff as HTML.
    const card = await post(
      app,
      '/api/site/gettoknow',
      { selectedMemberId: '' },
      { token: member },
    );
    const data = await post(app, '/api/member/getmemberdata', {}, { token: member });
    expect(data.headers['content-type']).toMatch(/^application\/json/);
    expect(data.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.stringify(data.json())).toContain(JSON.stringify(img).slice(1, -1));
    expect(card.statusCode).toBe(200);

    // The outbox: the messages hold the text as it was typed (it is text, sent as text/plain).
    const messages = await server.db.select().from(outbox);
    const bodies = messages.map((m) => `${m.subject}\n${m.body}`).join('\n');
    for (const text of [script, img, formula]) expect(bodies).toContain(text);
    const mails: { html: unknown; raw: string }[] = [];
    const capture: Transport<{ messageId: string }> = {
      name: 'capture',
      version: '1',
      send: (mail, done) => {
        const chunks: Buffer[] = [];
        const stream = mail.message.createReadStream();
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          mails.push({ html: mail.data.html, raw: Buffer.concat(chunks).toString('utf8') });
          done(null, { messageId: 'captured' });
        });
      },
    };
    const mailer = smtpTransport(capture, 'Plaudit <no-reply@plaudit.example>');
    for (const m of messages.filter((x) => x.channel === 'email'))
      await mailer({ channel: 'email', to: m.recipient, subject: m.subject, body: m.body });
    expect(mails.length).toBeGreaterThanOrEqual(4);
    for (const mail of mails) {
      expect(mail.html).toBeUndefined();
      expect(mail.raw).toMatch(/^Content-Type: text\/plain/m);
      expect(mail.raw).not.toMatch(/^Content-Type: text\/html/m);
      // A name with a line break adds no header (the Contact Us subject carries the name), nor a line
      // of the body that reads like one.
      expect(mail.raw, mail.raw).not.toMatch(/^Bcc:/im);
    }

    // The dev outbox page is HTML: everything in it is escaped.
    const page = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    for (const text of raw) expect(page.body).not.toContain(text);
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');

    // The voucher message is HTML the server makes: a product description and codes holding markup
    // come out escaped.
    const [airtime] = await server.db
      .select()
      .from(products)
      .where(eq(products.code, 'VOD-AIR-29'));
    if (!airtime) throw new Error('no VOD-AIR-29');
    await server.db.update(products).set({ description: img }).where(eq(products.id, airtime.id));
    // The demo pool's free codes go, so the order draws the imported ones.
    await server.db
      .delete(voucherCodes)
      .where(and(eq(voucherCodes.productId, airtime.id), isNull(voucherCodes.orderLineId)));
    await runImport(
      server.db,
      voucherCodeImporter(server.app.settings),
      [script, `${img}-2`].map((code) => ({ clusterCode: 'ZA', productCode: 'VOD-AIR-29', code })),
      { now: server.clock.now() },
    );
    app.membersChanged();
    const shop = await server.rebuild({});
    expect(
      (await post(shop, '/api/shop/addtobasket', { productId: airtime.id }, { token: member }))
        .statusCode,
    ).toBe(200);
    const summary = (
      await post(
        shop,
        '/api/shop/getCheckoutOrderSummary',
        { promoCode: '', alloc: 'ZA' },
        { token: member },
      )
    ).json() as { vfyTotal: number };
    const order = await post(
      shop,
      '/api/shop/placeOrder',
      { cellNum: demo.member, promoCode: '', alloc: 'ZA', vfyTotal: summary.vfyTotal },
      { token: member },
    );
    expect(order.statusCode, order.body).toBe(200);
    const orders = (await post(shop, '/api/shop/orders', {}, { token: member })).json() as {
      orders: { fields: string[]; records: unknown[][] };
      orderDetails: { fields: string[]; records: unknown[][] };
    };
    // This order's line (the member's earlier orders, from the demo's year, are listed too).
    const { orderNum } = order.json() as { orderNum: string };
    const placed = rows(orders.orders).find((o) => o.orderNum === orderNum);
    const line = rows(orders.orderDetails).find(
      (l) => l.memberOrderId === placed?.memberOrderId && l.dispatchStatus === 4,
    );
    const voucher = await post(
      shop,
      '/api/shop/getVoucherCodeMessage',
      { memberOrderItemId: line?.memberOrderItemId },
      { token: member },
    );
    expect(voucher.statusCode, voucher.body).toBe(200);
    const html = (voucher.json() as { message: string }).message;
    for (const text of raw) expect(html).not.toContain(text);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');

    // The management report carries the names as data; its CSV neutralises the formula.
    const report = await post(
      shop,
      '/api/report/reportmanagement',
      { selMonth: '2026-11', isAll: false },
      { token: manager },
    );
    expect(report.statusCode, report.body).toBe(200);
    const records = (report.json() as { report: { fields: string[]; records: unknown[][] } })
      .report;
    const cells = records.records.flat().filter((c): c is string => typeof c === 'string');
    const leadingFormula = cells.filter((c) => c.startsWith('='));
    expect(leadingFormula.length).toBeGreaterThan(0);
    const csv = toCsv(records.records);
    for (const cell of leadingFormula) {
      expect(csv).toContain(neutraliseCell(cell).replaceAll('"', '""'));
      expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);
    }
  });
});
