import { describe, expect, it } from 'vitest';
// Declared messages format through the translator (the package's index loads it; these tests import files).
import './i18n/translator';
import {
  awardPoints,
  awardTypes,
  awardValues,
  defaultSendBy,
  isMessageEnabled,
  messageLimit,
  messagePlaceholder,
  nominationValues,
  remainingText,
} from './awards';
import { flowMessages } from './messages';
import { awardEntry, outboxMessages } from './serverMessages';

describe('award lists (SPEC §9)', () => {
  it('offers the Recognise and adhoc points', () => {
    const points = [5, 10, 20, 25, 50, 100, 150, 200, 250, 500, 1000, 2000, 5000];
    expect(awardPoints('reward')).toEqual(points);
    expect(awardPoints('adhoc')).toEqual(points);
  });

  it('offers fewer points for Pay It Forward and none for Shout Out', () => {
    expect(awardPoints('payitforward')).toEqual([5, 10, 20, 25, 50, 100]);
    expect(awardPoints('thankyou')).toEqual([]);
  });

  it('offers the values of each form', () => {
    const recognise = [
      'Cultivates Innovation',
      'Client Focus',
      'Drives Results',
      'Collaborates',
      'Flexibility and Adaptability',
    ];
    const nomination = [
      'Integrity',
      'Teamwork',
      'Diversity',
      'Innovation',
      'Accountability',
      'Excellence',
    ];
    expect(awardValues('reward')).toEqual(recognise);
    expect(awardValues('adhoc')).toEqual(recognise);
    expect(awardValues('payitforward')).toEqual(nomination);
    expect(nominationValues).toEqual(nomination);
    expect(awardValues('thankyou')).toEqual([
      'Thank You!',
      'You made a difference!',
      "You're the best!",
      'Thumbs up to you!',
      'You rock',
      'Well done!',
      'Congratulations!',
    ]);
  });
});

describe('send method and message', () => {
  it('defaults Pay It Forward to email and leaves the others unset', () => {
    expect(awardTypes.map(defaultSendBy)).toEqual([undefined, undefined, 'email', undefined]);
  });

  it('limits SMS to 150 and email to 350 characters', () => {
    expect(messageLimit('sms')).toBe(150);
    expect(messageLimit('email')).toBe(350);
    expect(messageLimit(undefined)).toBeUndefined();
  });

  it('keeps the message disabled until sendBy is chosen', () => {
    expect(isMessageEnabled(undefined)).toBe(false);
    expect(isMessageEnabled('sms')).toBe(true);
    expect(isMessageEnabled('email')).toBe(true);
  });

  it('counts the remaining characters live', () => {
    expect(remainingText('Hi', 'sms')).toBe('148 characters remaining');
    expect(remainingText('Hi', 'email')).toBe('348 characters remaining');
    expect(remainingText('x'.repeat(149), 'sms')).toBe('1 character remaining');
    expect(remainingText('x'.repeat(151), 'sms')).toBe('1 character over the limit');
    expect(remainingText('x'.repeat(200), 'sms')).toBe('50 characters over the limit');
    expect(remainingText('Hi', undefined)).toBe('');
  });

  it('matches the placeholder to the send method', () => {
    expect(messagePlaceholder('sms')).toContain('150');
    expect(messagePlaceholder('email')).toContain('350');
    expect(messagePlaceholder(undefined)).toBe('Choose Email or SMS first');
  });
});

describe('an award in words', () => {
  it('names it on a statement line as a sentence would', () => {
    expect(awardEntry('reward', 'Client Focus', 'to', 'Lerato Mokoena')).toBe(
      'Recognition: Client Focus \u2014 to Lerato Mokoena',
    );
    expect(awardEntry('thankyou', 'Well done!', 'from', 'Thandi Nkosi')).toBe(
      'Shout Out: Well done! \u2014 from Thandi Nkosi',
    );
  });

  it("tells the recipient 'a Recognition' but 'an Adhoc recognition'", () => {
    const notice = (title: string) =>
      outboxMessages.award('Pawprint Rewards', {
        title,
        giver: 'Thandi Nkosi',
        value: 'Client Focus',
        points: 50,
        message: 'Thank you.',
      });
    expect(notice(flowMessages.awardNames.reward).subject).toBe(
      'Thandi Nkosi sent you a Recognition: Client Focus',
    );
    expect(notice(flowMessages.awardNames.adhoc).sms).toBe(
      'Thandi Nkosi sent you an Adhoc recognition: Client Focus and 50 points. Thank you.',
    );
  });
});
