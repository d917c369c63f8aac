import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recommendationsCsvVariants, csvVariantName } from './csv';
import { contentEditMessages } from './contentEditingMessages';
import { registerShippedCatalogues } from './i18n/all';
import { setTranslatorSource, translatorFor } from './i18n/translator';
import { importJobMessages, importMessages } from './importsMessages';
import { nominationReviewLabels, nominationReviewMessages } from './nominationReviewMessages';
import { checkPromoCode, operationsMessages } from './operations';
import {
  awardEntry,
  errorMessages,
  fulfilmentMessages,
  nominationFundingEntry,
  otpMessages,
  outboxMessages,
  profileMessages,
} from './serverMessages';
import { shopMessages } from './shop';

const speak = (language: string) => setTranslatorSource(() => translatorFor(language));

beforeAll(() => registerShippedCatalogues());
afterEach(() => speak('en'));

describe('the server’s texts in English (the spec’s words, as before they were messages)', () => {
  it('says waits, limits and numbers as it did', () => {
    expect(otpMessages.hourlyCap(45)).toBe(
      'Too many pins have been sent to this number. Please try again in 45 seconds.',
    );
    expect(otpMessages.hourlyCap(1)).toContain('in 1 second.');
    expect(otpMessages.hourlyCap(600)).toContain('in 10 minutes.');
    expect(otpMessages.resendTooSoon(30)).toBe(
      'A pin was sent moments ago. Please wait 30 seconds before asking for another.',
    );
    expect(profileMessages.pictureTooLarge(5)).toBe(
      'The picture is too large: at most 5 MB, please.',
    );
    expect(errorMessages.tooBig('Points', 1000000)).toBe('Points must be at most 1000000.');
    expect(errorMessages.tooSmall('Points', 1)).toBe('Points must be at least 1.');
    expect(errorMessages.tooShort('Password', 8)).toBe('Password must be at least 8 characters.');
    expect(fulfilmentMessages.lineNotFound(12345)).toBe('Order line 12345 was not found.');
    expect(fulfilmentMessages.lineNotPending(7)).toBe(
      'Order line 7 is not pending: only a pending line is refunded.',
    );
  });

  it('writes the SMS and emails around the giver’s own words', () => {
    expect(outboxMessages.pinSms('Paw Points', '123456', 10)).toBe(
      'Your Paw Points one-time pin is 123456. It expires in 10 minutes. Never share it with anyone.',
    );
    const award = outboxMessages.award('Paw Points', {
      title: 'Recognition',
      giver: 'Thandi Nkosi',
      value: 'Client Focus',
      points: 100,
      message: 'Thank you!',
    });
    expect(award.sms).toBe(
      'Thandi Nkosi sent you a Recognition: Client Focus and 100 points. Thank you!',
    );
    expect(award.subject).toBe('Thandi Nkosi sent you a Recognition: Client Focus');
    expect(award.email).toBe(
      'Thandi Nkosi sent you a Recognition for Client Focus and 100 points.\n\nThank you!\n\nLog in to Paw Points to see your points and say thank you.',
    );
    const shoutOut = outboxMessages.award('Paw Points', {
      title: 'Award',
      giver: 'Thandi Nkosi',
      value: 'Well done!',
      points: 0,
      message: 'Keep it up.',
    });
    expect(shoutOut.sms).toBe('Thandi Nkosi sent you an Award: Well done! Keep it up.');
    expect(outboxMessages.welcomeEmail('Paw Points', 'Lerato', '+27825550101')).toEqual({
      subject: 'Welcome to Paw Points',
      body: 'Hello Lerato,\n\nYour Paw Points registration is complete. Log in with your mobile number +27825550101 and the password you chose.\n',
    });
    expect(
      outboxMessages.contactEmail({
        name: 'Lerato',
        email: 'l@example.com',
        memberNumber: undefined,
        message: 'Hi',
      }).body,
    ).toBe('From Lerato <l@example.com> (not logged in)\n\nHi');
    expect(
      outboxMessages.contactEmail({
        name: 'Lerato',
        email: 'l@example.com',
        memberNumber: 'M1',
        message: 'Hi',
      }).body,
    ).toBe('From Lerato <l@example.com> (member M1)\n\nHi');
    expect(outboxMessages.voucherSms('Paw Points', 'PL-1', ['Mug: A-1', 'Bed: B-2'], true)).toBe(
      'Paw Points order PL-1. Mug: A-1; Bed: B-2. Your other vouchers follow as soon as they are in stock.',
    );
    expect(outboxMessages.birthday('Paw Points', 'Lerato', 0)).toEqual({
      sms: 'Paw Points sent you a Shout Out: Congratulations!. Happy birthday from everyone at Paw Points!',
      subject: 'Happy birthday, Lerato!',
      email:
        'Paw Points sent you a Shout Out: Congratulations!.\n\nHappy birthday from everyone at Paw Points!',
    });
    expect(outboxMessages.birthday('Paw Points', 'Lerato', 50).sms).toContain(
      'Congratulations! and 50 points.',
    );
    const nomination = outboxMessages.nominationEmail({
      nominator: 'Thandi Nkosi',
      value: 'Client Focus',
      count: 3,
      wholeDivisions: [],
      named: ['Lerato Mokoena (Paws & Claws)'],
      reason: 'Always there.',
    });
    expect(nomination.subject).toBe('New nomination: Client Focus \u2014 from Thandi Nkosi');
    expect(nomination.body).toBe(
      'Thandi Nkosi has nominated 3 colleagues for Client Focus.\n\nNominees:\n- Lerato Mokoena (Paws & Claws)\n- and 2 more\n\nReason:\nAlways there.',
    );
    expect(
      outboxMessages.nominationEmail({
        ...{ nominator: 'A', value: 'V', reason: 'R' },
        count: 1,
        wholeDivisions: [],
        named: ['B'],
      }).body,
    ).toContain('A has nominated a colleague for V.');
  });

  it('names statement lines and the console’s outcomes as before', () => {
    expect(awardEntry('nomination', 'Client Focus', 'from', 'Thandi Nkosi')).toBe(
      'Nomination: Client Focus \u2014 from Thandi Nkosi',
    );
    expect(nominationFundingEntry(12, 'Client Focus')).toBe('Nomination 12 approved: Client Focus');
    expect(importMessages.dryRun(1)).toBe(
      'Checked 1 row. This was a dry run: nothing was written.',
    );
    expect(importMessages.applied(1200)).toBe('Imported: 1200 rows checked and written.');
    expect(importMessages.applied(3, 1)).toBe(
      'Imported: 3 rows written; the refused row was left out.',
    );
    expect(importMessages.applied(3, 2)).toBe(
      'Imported: 3 rows written; 2 refused rows were left out.',
    );
    expect(importMessages.fileTooLarge).toBe(
      'The CSV file is larger than 20 MB. Split it into smaller files. Nothing was imported.',
    );
    expect(importMessages.tooManyImages).toBe(
      'Attach at most 50 images at a time. Nothing was imported.',
    );
    expect(importMessages.imageTooLarge('a.png')).toContain('larger than 5 MB');
    expect(importMessages.notUtf8(31412)).toContain('line 31412 holds');
    expect(importMessages.pointsBetween(5000)).toBe(
      'points must be a whole number from 1 to 5,000',
    );
    expect(importMessages.balanceFull('+27825550101')).toBe(
      "+27825550101's balance would pass 2,147,483,647 points, the most a balance holds",
    );
    expect(importMessages.fundingFull).toContain('2,147,483,647 points issued');
    expect(importMessages.amountTooLarge('price', '99999999999')).toContain(
      'at most 2,147,483,647',
    );
    expect(importMessages.ownAdminRole).toMatch(
      /^this row would take away your own administrator role \(isAdminReports\): ./,
    );
    expect(importMessages.rolesChanged([{ role: 'isAdmin', before: false, after: true }])).toBe(
      'isAdmin N → Y',
    );
    expect(importJobMessages.checking(12500, 1000)).toBe(
      'Checking the rows: 12,500 read, 1,000 checked.',
    );
    expect(importJobMessages.applying(1, 2, true)).toBe(
      'Trying the accepted rows (rolled back after): 1 of 2.',
    );
    expect(importJobMessages.applying(1, 2, false)).toBe('Writing the accepted rows: 1 of 2.');
    const line = { orderNum: 'PL-1', product: 'Mug', fulfilled: false };
    expect(importJobMessages.orderLineReached(line, true)).toBe(
      'Would be held for order PL-1: Mug (the line would wait for more codes)',
    );
    expect(importJobMessages.orderLineReached({ ...line, fulfilled: true }, false)).toBe(
      'Fulfilled order PL-1: Mug',
    );
    expect(operationsMessages.granted(1500, 1)).toBe('Granted 1,500 points to 1 manager.');
    expect(operationsMessages.granted(500, 2)).toBe('Granted 500 points to 2 managers.');
    expect(operationsMessages.grantPointsTooMany).toBe(
      'A grant gives each manager at most 1,000,000 points.',
    );
    expect(operationsMessages.refunded(250, 'PL-1')).toBe(
      'Refunded 250 points to the member for a line of order PL-1.',
    );
    expect(operationsMessages.refundSms('Paw Points', 'PL-1', 'Mug', 1250)).toBe(
      'Paw Points: Mug of order PL-1 could not be supplied and was refunded; 1,250 points are back in your balance.',
    );
    expect(nominationReviewMessages.pointsRequired).toBe(
      'Please enter the points each nominee receives, from 1 to 5,000.',
    );
    expect(nominationReviewMessages.tooLong(nominationReviewLabels.note)).toBe(
      'Note to the nominator can be at most 350 characters long.',
    );
    expect(nominationReviewMessages.alreadyReviewed('declined')).toBe(
      'This nomination was already declined; a nomination is reviewed once. Nothing changed.',
    );
    expect(nominationReviewMessages.approved(250, 3, ['Lerato Mokoena'])).toBe(
      'Approved: 250 points to each of 3 nominees. Not credited, as they have left the programme: Lerato Mokoena. The nominator has been told.',
    );
    expect(nominationReviewMessages.approved(250, 1)).toBe(
      'Approved: 250 points to the nominee. The nominator has been told.',
    );
    expect(
      nominationReviewMessages.toNominator('Paw Points', {
        decision: 'decline',
        value: 'Client Focus',
        nominees: 'Lerato',
        note: ' Not this time. ',
      }),
    ).toEqual({
      subject: 'Paw Points: your nomination was declined',
      email: 'Your Client Focus nomination of Lerato was not approved this time. Not this time.',
      sms: 'Paw Points: Your Client Focus nomination of Lerato was not approved this time. Not this time.',
    });
    expect(
      nominationReviewMessages.toNominee('Paw Points', {
        value: 'Client Focus',
        nominator: 'Thandi',
        points: 1000,
        message: 'Well done.',
      }),
    ).toEqual({
      subject: 'Paw Points: you were nominated for Client Focus',
      email: 'Thandi nominated you for Client Focus, and you receive 1,000 points.\n\nWell done.',
      sms: 'Paw Points: Thandi nominated you for Client Focus, and you receive 1,000 points. Well done.',
    });
    expect(contentEditMessages.sanitised('Terms', ['<script>', 'onclick on <p>'])).toBe(
      'Terms is saved, without what is not allowed on the portal: <script>, onclick on <p>. Check the preview.',
    );
    expect(shopMessages.qtyLimit(10)).toBe('At most 10 of one product can be ordered at a time.');
    expect(shopMessages.unaffordable(12500, 100)).toBe(
      'You have 100 available; this order needs 12,500.',
    );
    expect(recommendationsCsvVariants.map(csvVariantName)[4]).toBe(
      'Alternate + Compatibility (bare CR line ends, line breaks in cells replaced by dashes)',
    );
  });

  it('refuses a promo code in words', () => {
    const input = {
      code: 'SUMMER15',
      kind: 'fixed',
      amount: '5.123',
      validFrom: '2026-12-01',
      validTo: '2026-12-31',
      clusterCode: 'ZA',
      totalLimit: '',
      perMemberLimit: '',
    };
    const check = checkPromoCode(input, () => 2, 'Africa/Johannesburg');
    expect(check).toEqual({
      ok: false,
      field: 'amount',
      message: 'amount 5.123 must be above 0 with at most 2 decimals',
    });
  });
});

describe('the server’s texts in the recipient’s language', () => {
  it('sends the pin SMS in Afrikaans and isiXhosa', () => {
    speak('af');
    expect(outboxMessages.pinSms('Paw Points', '123456', 10)).toBe(
      'Jou Paw Points-eenmalige PIN is 123456. Dit verval oor 10 minute. Moet dit nooit met iemand deel nie.',
    );
    speak('xh');
    expect(outboxMessages.pinSms('Paw Points', '123456', 10)).toBe(
      'Ipin yakho yexesha elinye ye-Paw Points ngu-123456. Iphelelwa lixesha emva kwemizuzu eyi-10. Ungaze wabelane ngayo nomntu.',
    );
  });

  it('keeps the giver’s own words in an award SMS in Afrikaans', () => {
    speak('af');
    const award = outboxMessages.award('Paw Points', {
      title: 'Erkenning',
      giver: 'Thandi Nkosi',
      value: 'Client Focus',
      points: 100,
      message: 'Thank you for Saturday!',
    });
    expect(award.sms).toBe(
      "Thandi Nkosi het vir jou 'n Erkenning gestuur: Client Focus en 100 punte. Thank you for Saturday!",
    );
  });

  it('refuses with plurals in Afrikaans and isiXhosa', () => {
    speak('af');
    expect(otpMessages.hourlyCap(600)).toBe(
      "Te veel PIN's is na hierdie nommer gestuur. Probeer asseblief weer oor 10 minute.",
    );
    expect(otpMessages.hourlyCap(1)).toContain('oor 1 sekonde.');
    expect(importMessages.applied(3, 1)).toBe(
      'Ingevoer: 3 rye geskryf; die geweierde ry is weggelaat.',
    );
    speak('xh');
    expect(otpMessages.hourlyCap(600)).toBe(
      'Kuthunyelwe iipin ezininzi kakhulu kule nombolo. Nceda uzame kwakhona emva kwemizuzu engama-10.',
    );
    expect(operationsMessages.granted(1500, 2)).toBe(
      'Kunikwe amanqaku angama-1,500 kubaphathi abayi-2.',
    );
    expect(recommendationsCsvVariants[0]?.label).toBe('Esiqhelekileyo');
  });
});
