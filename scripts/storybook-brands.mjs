// The brands Storybook renders every story in (the toolbar, the story tests, Chromatic's modes).
export const brandKeys = ['petfood', 'vetcare'];

// The language of the story tests' second pass (after English in every brand): isiXhosa has the longest
// words, so it shows where a text does not fit.
export const longestWordsLanguage = 'xh';
