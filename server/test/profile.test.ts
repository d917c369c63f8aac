import { crc32 } from 'node:zlib';
import { messages, profileMessages } from '@plaudit/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { members, profilePictures } from '../src/db/schema.ts';
import { profileTextLimits } from '../src/members/fields.ts';
import { demo, login, post, testDatabases, useTestServer } from './harness.ts';
import { multipartBody } from './multipart.ts';

const pictures: Record<'jpeg' | 'png' | 'webp' | 'gif', Buffer> = {
  jpeg: Buffer.alloc(0),
  png: Buffer.alloc(0),
  webp: Buffer.alloc(0),
  gif: Buffer.alloc(0),
};

/** A real PNG whose header claims 60000 × 60000 pixels: a decompression bomb in a few hundred bytes. */
async function pixelBomb(): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(60_000, 16);
  png.writeUInt32BE(60_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

beforeAll(async () => {
  const base = sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a7' } });
  pictures.jpeg = await base.clone().jpeg().toBuffer();
  pictures.png = await base.clone().png().toBuffer();
  pictures.webp = await base.clone().webp().toBuffer();
  pictures.gif = await base.clone().gif().toBuffer();
});

describe.each(testDatabases)('profile on %s', (kind) => {
  const server = useTestServer(kind);
  const profile = {
    interest1: 'Birdwatching',
    firstname: 'Lerato',
    surname: 'Mokoena-Smith',
    postAddr2: 'EMP-2231',
    email: 'lerato@example.com',
    cellNum: '082 000 0003',
    dOBmm: '2',
    dOBdd: '29',
    interestOtherDesc: 'Weekend sightings at the Klipriviersberg reserve',
    otherInfo: 'Ask me about parrots.',
  };

  describe('getmemberdata', () => {
    it('answers the member, home data and stats; resetimg answers the same member', async () => {
      const token = await login(server.app, demo.admin);
      for (const body of [{}, { resetimg: true }]) {
        const response = await post(server.app, '/api/member/getmemberdata', body, { token });
        expect(response.statusCode).toBe(200);
        const data = response.json();
        expect(data.memberData).toMatchObject({
          firstname: 'Thandi',
          isManager: true,
          isAdminReports: true,
          clusterCode: 'ZA',
          divisionCode: 'ZA-JHB-PAWS',
        });
        expect(data.memberData.awardsPointsAvailableMng).toBeGreaterThan(0);
        expect(data.homeRecentRecognition.fields).toEqual(['picId', 'memberName', 'division']);
        expect(data.homeRecentRecognition.records.length).toBeGreaterThan(0);
        expect(data.homeGetToKnow.fields).toContain('interest1');
        expect(Object.keys(data.homeStats).sort()).toEqual([
          'messagesSent',
          'rewardsIssued',
          'rewardsRedeemed',
        ]);
        expect(data.homeStats.messagesSent).toBeGreaterThan(0);
      }
    });
  });

  describe('recent recognition on Home', () => {
    const recentOf = async (token: string, app = server.app) => {
      const data = (await post(app, '/api/member/getmemberdata', {}, { token })).json();
      const { fields, records } = data.homeRecentRecognition as {
        fields: string[];
        records: unknown[][];
      };
      return records.map((r) => Object.fromEntries(fields.map((f, i) => [f, r[i]])));
    };

    it('lists eight different colleagues of the country, each once', async () => {
      const rows = await recentOf(await login(server.app, demo.admin));
      const names = rows.map((r) => r.memberName);
      expect(names).toHaveLength(8);
      expect(new Set(names).size).toBe(names.length);
      expect(rows.every((r) => typeof r.division === 'string' && r.division !== '')).toBe(true);
    });

    it('puts the newest recognition first and shows a member recognised again once, at the top', async () => {
      const token = await login(server.app, demo.admin);
      const before = await recentOf(token);
      expect(before.map((r) => r.memberName)).not.toContain('Lerato Mokoena');
      const last = before.at(-1)?.memberName;
      const [lerato] = await server.db
        .select({ id: members.id, picId: members.picId })
        .from(members)
        .where(eq(members.cellNational, demo.member));
      const recognise = async () => {
        const response = await post(
          server.app,
          '/api/reward/doreward',
          {
            what: 'reward',
            reason: 'Collaborates',
            points: 10,
            message: 'Thank you for the help with the stock count.',
            sendBy: 'sms',
            recipients: [String(lerato?.id)],
          },
          { token },
        );
        expect(response.statusCode, response.body).toBe(200);
      };
      // Twice within the last hour: still one row.
      await recognise();
      server.clock.advance(20 * 60_000);
      await recognise();
      const after = await recentOf(token);
      expect(after[0]).toEqual({
        picId: lerato?.picId,
        memberName: 'Lerato Mokoena',
        division: 'Paws & Claws Pet Shop, Sandton',
      });
      expect(after.filter((r) => r.memberName === 'Lerato Mokoena')).toHaveLength(1);
      expect(after.map((r) => r.memberName)).toEqual([
        'Lerato Mokoena',
        ...before.slice(0, -1).map((r) => r.memberName),
      ]);
      expect(after.map((r) => r.memberName)).not.toContain(last);
    });
  });

  describe('member data in memory', () => {
    const getToKnowOf = async (token: string) => {
      const data = (await post(server.app, '/api/member/getmemberdata', {}, { token })).json();
      const { fields, records } = data.homeGetToKnow as { fields: string[]; records: unknown[][] };
      return records.map((r) => Object.fromEntries(fields.map((f, i) => [f, r[i]])));
    };

    it("shows a colleague's profile update and new picture at once", async () => {
      const admin = await login(server.app, demo.admin);
      const before = await getToKnowOf(admin);
      expect(before.some((row) => row.interest1 === 'Birdwatching')).toBe(false);
      const lerato = await login(server.app, demo.member);
      const updated = await post(server.app, '/api/member/memberupdate', profile, {
        token: lerato,
      });
      expect(updated.statusCode, updated.body).toBe(200);
      const after = await getToKnowOf(admin);
      const row = after.find((r) => r.memberName === 'Lerato Mokoena-Smith');
      expect(row).toMatchObject({ interest1: 'Birdwatching', otherInfo: 'Ask me about parrots.' });

      const body = multipartBody('fileProfilePic', pictures.png, 'me.png', 'image/png');
      const upload = await server.app.inject({
        method: 'POST',
        url: '/api/member/profilepicupload',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${lerato}` },
      });
      expect(upload.statusCode, upload.body).toBe(200);
      const [stored] = await server.db
        .select({ picId: members.picId })
        .from(members)
        .where(eq(members.cellNational, demo.member));
      const withPicture = await getToKnowOf(admin);
      expect(withPicture.find((r) => r.memberName === 'Lerato Mokoena-Smith')?.picId).toBe(
        stored?.picId,
      );
    });

    it('shows a change written by another process within the configured time', async () => {
      const token = await login(server.app, demo.member);
      const first = (await post(server.app, '/api/member/getmemberdata', {}, { token })).json();
      expect(first.memberData.surname).toBe('Mokoena');
      await server.db
        .update(members)
        .set({ surname: 'Mokoena-Dube' })
        .where(eq(members.cellNational, demo.member));
      server.clock.advance(5_000);
      const later = (await post(server.app, '/api/member/getmemberdata', {}, { token })).json();
      expect(later.memberData.surname).toBe('Mokoena-Dube');
    });
  });

  describe('memberupdate', () => {
    it('updates the profile, which getmemberdata then shows', async () => {
      const token = await login(server.app, demo.member);
      const response = await post(server.app, '/api/member/memberupdate', profile, { token });
      expect(response.statusCode, response.body).toBe(200);
      const data = (await post(server.app, '/api/member/getmemberdata', {}, { token })).json();
      expect(data.memberData).toMatchObject({
        surname: 'Mokoena-Smith',
        email: 'lerato@example.com',
        dOBdd: '29',
        dOBmm: '2',
        postAddr2: 'EMP-2231',
        otherInfo: 'Ask me about parrots.',
      });
      const list = await post(
        server.app,
        '/api/site/getmemberlist',
        { divisionCode: '', search: 'mokoena-sm', includeSelf: true },
        { token },
      );
      expect(list.json().memberList.records).toHaveLength(1);
    });

    it('refuses every field over its limit', async () => {
      const token = await login(server.app, demo.member);
      const response = await post(
        server.app,
        '/api/member/memberupdate',
        {
          ...profile,
          firstname: 'f'.repeat(81),
          surname: 's'.repeat(81),
          email: `${'e'.repeat(75)}@x.com`,
          cellNum: '0'.repeat(21),
          postAddr2: 'p'.repeat(31),
          dOBdd: '123',
          interest1: 'i'.repeat(profileTextLimits.interest1 + 1),
          interestOtherDesc: 'd'.repeat(profileTextLimits.interestOtherDesc + 1),
          otherInfo: 'o'.repeat(profileTextLimits.otherInfo + 1),
        },
        { token },
      );
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().formErrors).sort()).toEqual([
        'cellNum',
        'dOBdd',
        'email',
        'firstname',
        'postAddr2',
        'surname',
      ]);
      const free = await post(
        server.app,
        '/api/member/memberupdate',
        {
          ...profile,
          interest1: 'i'.repeat(81),
          interestOtherDesc: 'd'.repeat(201),
          otherInfo: 'o'.repeat(501),
        },
        { token },
      );
      expect(Object.keys(free.json().formErrors).sort()).toEqual([
        'interest1',
        'interestOtherDesc',
        'otherInfo',
      ]);
    });

    it('refuses an impossible date of birth, a missing name, a bad email and another mobile number', async () => {
      const token = await login(server.app, demo.member);
      const response = await post(
        server.app,
        '/api/member/memberupdate',
        {
          ...profile,
          dOBdd: '31',
          dOBmm: '4',
          firstname: ' ',
          email: 'not-an-email',
          cellNum: '0820000002',
        },
        { token },
      );
      expect(response.json().formErrors).toEqual({
        dOBdd: messages.invalidDob,
        firstname: messages.required('First name'),
        email: 'Please enter a valid email address.',
        cellNum: profileMessages.cellChange,
      });
    });

    it('requires the terms tick while no email is stored, and records it', async () => {
      const token = await login(server.app, demo.member);
      const termsRequired =
        'Terms and Conditions are required to be accepted to participate in this program';
      await server.db
        .update(members)
        .set({ email: '', termsAcceptedAt: null })
        .where(eq(members.cellNational, demo.member));
      for (const acceptTerms of [undefined, false]) {
        const refused = await post(
          server.app,
          '/api/member/memberupdate',
          { ...profile, acceptTerms },
          { token },
        );
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({
          message: termsRequired,
          formErrors: { acceptTerms: termsRequired },
        });
      }
      const accepted = await post(
        server.app,
        '/api/member/memberupdate',
        { ...profile, acceptTerms: true },
        { token },
      );
      expect(accepted.statusCode, accepted.body).toBe(200);
      const [stored] = await server.db
        .select({ email: members.email, termsAcceptedAt: members.termsAcceptedAt })
        .from(members)
        .where(eq(members.cellNational, demo.member));
      expect(stored).toEqual({ email: profile.email, termsAcceptedAt: server.clock.now() });
      // An email is stored now: a later update needs no tick.
      const later = await post(server.app, '/api/member/memberupdate', profile, { token });
      expect(later.statusCode, later.body).toBe(200);
    });

    it('needs a session', async () => {
      expect((await post(server.app, '/api/member/memberupdate', profile)).statusCode).toBe(401);
    });
  });

  describe('profilepicupload', () => {
    const upload = (
      token: string | undefined,
      bytes: Buffer,
      filename = 'me.jpg',
      type = 'image/jpeg',
      field = 'fileProfilePic',
    ) => {
      const { payload, headers } = multipartBody(field, bytes, filename, type);
      return server.app.inject({
        method: 'POST',
        url: '/api/member/profilepicupload',
        payload,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    };

    it.each(['jpeg', 'png', 'webp'] as const)(
      'accepts a %s and serves a square WebP thumbnail with nosniff',
      async (type) => {
        const token = await login(server.app, demo.member);
        const response = await upload(token, pictures[type], `me.${type}`, `image/${type}`);
        expect(response.statusCode, response.body).toBe(200);
        const { picId } = (
          await post(server.app, '/api/member/getmemberdata', {}, { token })
        ).json().memberData;
        const image = await server.app.inject({ method: 'GET', url: `/profilepic/${picId}` });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/webp');
        expect(image.headers['x-content-type-options']).toBe('nosniff');
        const meta = await sharp(image.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
      },
    );

    it('replaces the old picture', async () => {
      const token = await login(server.app, demo.member);
      await upload(token, pictures.png, 'a.png', 'image/png');
      await upload(token, pictures.jpeg);
      const [me] = await server.db
        .select()
        .from(members)
        .where(eq(members.cellE164, '+27820000003'));
      if (!me) throw new Error('Lerato is missing');
      const stored = await server.db
        .select({ id: profilePictures.id })
        .from(profilePictures)
        .where(eq(profilePictures.memberId, me.id));
      expect(stored.map((p) => p.id)).toEqual([me.picId]);
    });

    it('refuses a GIF and HTML disguised as a JPEG, whatever the name and type claim', async () => {
      const token = await login(server.app, demo.member);
      const gif = await upload(token, pictures.gif, 'me.jpg', 'image/jpeg');
      expect(gif.statusCode).toBe(415);
      expect(gif.json().message).toBe(profileMessages.pictureType);
      const html = await upload(
        token,
        Buffer.from('<html><script>alert(1)</script></html>'),
        'me.jpg',
        'image/jpeg',
      );
      expect(html.statusCode).toBe(415);
      const jpegHeadedHtml = await upload(
        token,
        Buffer.concat([
          Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
          Buffer.from('<script>alert(1)</script>'),
        ]),
      );
      expect(jpegHeadedHtml.statusCode).toBe(400);
      expect(jpegHeadedHtml.json().message).toBe(profileMessages.pictureUnreadable);
    });

    it('refuses a file over 5 MB', async () => {
      const token = await login(server.app, demo.member);
      const big = Buffer.concat([pictures.jpeg, Buffer.alloc(5 * 1024 * 1024)]);
      const response = await upload(token, big);
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe(profileMessages.pictureTooLarge(5));
    });

    it('refuses too many pixels: a decompression bomb, and anything over a configured limit', async () => {
      const token = await login(server.app, demo.member);
      const bomb = await upload(token, await pixelBomb(), 'bomb.png', 'image/png');
      expect(bomb.statusCode).toBe(413);
      expect(bomb.json().message).toBe(profileMessages.pictureTooManyPixels);
      const app = await server.rebuild({ upload: { maxPixels: 100_000 } });
      const { payload, headers } = multipartBody(
        'fileProfilePic',
        pictures.png,
        'me.png',
        'image/png',
      );
      const small = await app.inject({
        method: 'POST',
        url: '/api/member/profilepicupload',
        payload,
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
      expect(small.statusCode).toBe(413);
    });

    it('refuses a missing file, a wrong field and a JSON body, and needs a session', async () => {
      const token = await login(server.app, demo.member);
      expect((await upload(token, pictures.jpeg, 'me.jpg', 'image/jpeg', 'other')).statusCode).toBe(
        400,
      );
      expect(
        (await post(server.app, '/api/member/profilepicupload', {}, { token })).statusCode,
      ).toBe(400);
      expect((await upload(undefined, pictures.jpeg)).statusCode).toBe(401);
    });

    it('answers 404 for unknown and malformed picture ids', async () => {
      for (const id of ['ffffffffffffffffffffffff', '../../etc/passwd', 'x']) {
        expect(
          (await server.app.inject({ method: 'GET', url: `/profilepic/${encodeURIComponent(id)}` }))
            .statusCode,
        ).toBe(404);
      }
    });
  });
});
