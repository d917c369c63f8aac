import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiAccess } from './apiAccess';
import { messagePlaceholder, remainingText, awardValueLabel } from './awards';
import { formatDob, monthNames } from './dob';
import { registerShippedCatalogues } from './i18n/all';
import { importMessages } from './importsMessages';
import { recognitionKindLabels } from './insights';
import { setTranslatorSource, translatorFor } from './i18n/translator';
import { memberStatusMessages } from './memberStatusMessages';
import { awardTitles } from './awardTitles';
import { fieldLabels, validateLogin } from './fieldIssues';
import {
  awardRefusals,
  consoleMessages,
  flowMessages,
  listOfNames,
  messages,
  recognitionMessages,
  reportRefusals,
  waitText,
} from './messages';
import { recipientLabel } from './recipients';
import { menus } from './roleMenus';
import { routeErrorTexts } from './routeErrorTexts';

const speak = (language: string) => setTranslatorSource(() => translatorFor(language));

beforeAll(() => registerShippedCatalogues());
afterEach(() => speak('en'));

describe('the screen texts in English', () => {
  it('keep the spec’s words and today’s numbers', () => {
    expect(messages.awardSubmitted('reward')).toBe('Successfully submitted Recognise');
    expect(messages.sentMessages(1250)).toBe('Successfully sent 1250 messages.');
    expect(messages.tooLong('Reason', 1500)).toBe('Reason must be at most 1500 characters.');
    expect(consoleMessages.adjusted(-12500, 1000)).toBe(
      'Took away 12,500 points; the balance is now 1,000 points.',
    );
    expect(consoleMessages.creditDailyCap(50000, 1250)).toBe(
      'An administrator credits at most 50,000 points a day, and you have credited 1,250 today. Nothing changed.',
    );
    expect(consoleMessages.belowZero(5, 1500)).toBe(
      'This would take the balance below zero: it has 5 points and the adjustment takes 1,500. Nothing changed.',
    );
    expect(consoleMessages.creditCallCap(10000)).toBe(
      'One adjustment credits at most 10,000 points. Nothing changed.',
    );
    expect(recognitionMessages.tooManyNominees(50)).toBe(
      'A nomination can name at most 50 colleagues.',
    );
  });

  it('name a wait in seconds under 90, else in whole minutes', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(89)).toBe('89 seconds');
    expect(waitText(90)).toBe('2 minutes');
    expect(waitText(86400)).toBe('1440 minutes');
    expect(flowMessages.resendPinIn(30)).toBe('Resend pin in 30 seconds');
    expect(flowMessages.pinWait(600)).toBe('Please wait 10 minutes before asking for another pin.');
    expect(flowMessages.throttled(undefined)).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
    expect(flowMessages.throttled(1)).toBe(
      'Too many requests. Please wait 1 second and try again.',
    );
    expect(flowMessages.throttled(120)).toBe(
      'Too many requests. Please wait 2 minutes and try again.',
    );
  });

  it('word the flows’ confirmations with their counts and names', () => {
    expect(flowMessages.sendToAllConfirm(1, 'sms')).toBe('Send this SMS to 1 member?');
    expect(flowMessages.sendToAllConfirm(1250, 'email')).toBe('Send this email to 1,250 members?');
    expect(flowMessages.awardSentTo(flowMessages.awardNames.reward, ['A', 'B', 'C'])).toBe(
      'Recognition sent to A, B and C',
    );
    expect(listOfNames([])).toBe('');
    expect(listOfNames(['A'])).toBe('A');
    expect(listOfNames(['A', 'B'])).toBe('A and B');
    expect(flowMessages.awardPointsGiven(1500, 'Kudos Points', true)).toBe(
      'You gave 1,500 Kudos Points each.',
    );
    expect(flowMessages.awardPointsGiven(5, 'Kudos Points', false)).toBe(
      'You gave 5 Kudos Points.',
    );
    expect(flowMessages.balanceLeft(2500, 'Kudos Points')).toBe(
      'You have 2,500 Kudos Points left.',
    );
    expect(flowMessages.aboveAllowance(1000)).toBe('More than the 1,000 you have left');
    expect(flowMessages.charactersMax(1500)).toBe('Up to 1,500 characters.');
    expect(memberStatusMessages.flagsChanged('Ann Lee')).toBe("Ann Lee's roles are changed.");
  });

  it('give an award value that the catalogue does not hold as it is', () => {
    expect(awardValueLabel('Teamwork')).toBe('Teamwork');
    expect(awardValueLabel('A brand’s own value')).toBe('A brand’s own value');
  });
});

describe('the screen texts in another language', () => {
  it('read in Afrikaans once it is the current language, and back in English after', () => {
    expect(awardTitles.reward).toBe('Recognise');
    speak('af');
    expect(awardTitles.reward).toBe('Erken');
    expect(messages.recipientsRequired).toBe('Kies asseblief ten minste een ontvanger.');
    expect(messages.required(fieldLabels.email)).toBe('E-pos word vereis.');
    expect(validateLogin({ memberNumber: '', password: 'x' })).toEqual({
      memberNumber: 'Selfoonnommer word vereis.',
    });
    expect(messages.awardSubmitted('reward')).toBe('Erken suksesvol ingedien');
    expect(waitText(1)).toBe('1 sekonde');
    expect(waitText(300)).toBe('5 minute');
    expect(flowMessages.sendToAllConfirm(1250, 'sms')).toBe(
      'Stuur hierdie SMS aan 1\u00a0250 lede?',
    );
    expect(listOfNames(['A', 'B', 'C'])).toBe('A, B en C');
    expect(consoleMessages.adjusted(20, 120)).toBe(
      '20 punte bygevoeg; die saldo is nou 120 punte.',
    );
    expect(remainingText('Hi', 'sms')).toBe('148 karakters oor');
    expect(remainingText('x'.repeat(149), 'sms')).toBe('1 karakter oor');
    expect(messagePlaceholder('sms')).toBe('Tik jou SMS-boodskap (tot 150 karakters)');
    expect(monthNames[2]).toBe('Maart');
    expect(formatDob('14', '03')).toBe('14 Maart');
    expect(menus.logOut.label).toBe('Meld af');
    expect(awardValueLabel('Teamwork')).toBe('Spanwerk');
    expect(
      recipientLabel({
        memberId: '1',
        firstname: 'Ann',
        surname: 'Lee',
        division: 'Paws North',
        isEntireDivision: true,
        entireDivisionCode: 'PN',
      }),
    ).toBe('Hele winkel: Paws North');
    expect(memberStatusMessages.reactivated('Ann Lee')).toBe(
      'Ann Lee is weer aktief en kan aanmeld.',
    );
    expect(recognitionMessages.nominationSubmitted).toBe('Dankie. Jou benoeming is ingedien.');
    speak('en');
    expect(menus.logOut.label).toBe('Log Out');
    expect(monthNames[2]).toBe('March');
  });

  it('read in isiZulu, plurals and selects included', () => {
    speak('zu');
    expect(awardTitles.reward).toBe('Qaphela');
    expect(flowMessages.back).toBe('Emuva');
    expect(waitText(1)).toBe('umzuzwana o-1');
    expect(flowMessages.throttled(undefined)).toBe(
      'Izicelo ziningi kakhulu. Sicela ulinde kancane bese uzama futhi.',
    );
    expect(flowMessages.sendToAllConfirm(3, 'email')).toBe(
      'Thumela le imeyili emalungwini angu-3?',
    );
    expect(listOfNames(['A', 'B'])).toBe('A no-B');
    expect(messages.required(fieldLabels.password)).toBe('Iphasiwedi kuyadingeka.');
    expect(menus.myRewards.map((item) => item.label)).toEqual([
      'Sebenzisa imiklomelo',
      'Ubhasikidi wami',
      'Ama-oda ami',
      'Isitatimende',
    ]);
    expect(monthNames.length).toBe(12);
    expect([...monthNames].at(-1)).toBe('Disemba');
  });

  it('read in isiXhosa', () => {
    speak('xh');
    expect(flowMessages.cancel).toBe('Rhoxisa');
    expect(memberStatusMessages.auditDatesOutOfOrder).toBe(
      'Usuku oluthi Ukusuka alufanele lube emva kosuku oluthi Ukuya.',
    );
  });

  it('refuse awards and reports, and name a failed page, in the language', () => {
    expect(awardRefusals.budgetShort(1000, 12500)).toBe(
      'You have 1,000 left to give; this award needs 12,500.',
    );
    expect(awardRefusals.individualsOnly('thankyou')).toBe(
      'A Shout Out goes to colleagues chosen one by one: whole divisions cannot be chosen.',
    );
    speak('af');
    expect(awardRefusals.budgetShort(1000, 12500)).toBe(
      'Jy het 1\u00a0000 oor om te gee; hierdie toekenning het 12\u00a0500 nodig.',
    );
    expect(reportRefusals.monthsOutOfOrder).toBe(
      'Die Van-maand mag nie ná die Tot-maand wees nie.',
    );
    speak('xh');
    expect(awardRefusals.tooManyRecipients('reward', 50)).toMatch(
      /^I-.+ inokuya kubalingane abangaphezu kwe-50 /,
    );
    expect(routeErrorTexts.retry).toBe('Zama kwakhona');
  });
});

describe('texts other modules hold of these messages', () => {
  it('read them when used, so they follow the language', () => {
    speak('af');
    const refusals = Object.values(apiAccess).flatMap((entry) => [
      'refusal' in entry ? entry.refusal : undefined,
      ...('cases' in entry
        ? Object.values(entry.cases).map((c) => ('refusal' in c ? c.refusal : undefined))
        : []),
    ]);
    expect(refusals).toContain("Slegs 'n bestuurder het toegang tot hierdie module.");
    expect(refusals).toContain("Slegs 'n programadministrateur mag die operateurskonsole gebruik.");
    expect(importMessages.ownAdminRole).toContain(
      "Jy kan nie jou eie administrateursrol wegneem nie; 'n ander administrateur kan.",
    );
    expect([
      recognitionKindLabels.thankyou,
      recognitionKindLabels.reward,
      recognitionKindLabels.payitforward,
    ]).toEqual(['Shout Out', 'Erken', 'Pay It Forward']);
  });
});
