import { describe, expectTypeOf, it } from 'vitest';
import type { FeedItem, FeedReaction } from '../wall/index.ts';
import type { RecognitionCardProps } from './RecognitionCard.tsx';
import type { ReactionBarProps } from '../ReactionBar/index.ts';

describe('the types an app writes for the wall', () => {
  it('a feed item as /api/feed/list lists it; points and the giver may be absent', () => {
    expectTypeOf<FeedItem['points']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<null>().toExtend<FeedItem['giver']>();
    expectTypeOf<FeedItem['type']>().toEqualTypeOf<
      | 'reward'
      | 'adhoc'
      | 'payitforward'
      | 'thankyou'
      | 'nomination'
      | 'anniversary'
      | 'welcome'
      | 'birthday'
    >();
    // A date travels as a string on the wire: the app decodes it before the card sees it.
    expectTypeOf<'2026-11-29T10:00:00'>().not.toExtend<FeedItem['createdAt']>();
  });

  it('a reaction is reported with whether it is on', () => {
    expectTypeOf<ReactionBarProps['onReact']>().parameters.toEqualTypeOf<[string, boolean]>();
    expectTypeOf<{ emoji: '👏'; count: 1 }>().not.toExtend<FeedReaction>();
    expectTypeOf<RecognitionCardProps['onReact']>().toEqualTypeOf<ReactionBarProps['onReact']>();
  });
});
