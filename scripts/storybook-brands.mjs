// The brands Storybook renders every story in (the toolbar, the story tests, Chromatic's modes).
export const brandKeys = ['petfood', 'vetcare'];
