import { useMemo } from 'react';
import { resolveContent, type BrandContent } from './content.ts';
import { useBrandContentInput } from './site.tsx';

/** The current brand's content (the spec's texts where the brand changed nothing). */
export function useBrandContent(): BrandContent {
  const input = useBrandContentInput();
  return useMemo(() => resolveContent(input), [input]);
}

/** The domain's message objects the ui shows (declared messages: a brand changes them by id). */
export interface UiMessages {
  awardTitles: BrandContent['awardTitles'];
  messages: BrandContent['messages'];
  flowMessages: BrandContent['flowMessages'];
  shopMessages: BrandContent['shopMessages'];
  recognitionMessages: BrandContent['recognitionMessages'];
}

/**
 * The domain's messages, in the language shown and with the brand's words from its catalogues:
 * `const { messages } = useMessages();` reads as the domain's object does.
 */
export function useMessages(): UiMessages {
  return useBrandContent();
}
