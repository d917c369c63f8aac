/**
 * The theme contract: every CSS custom property the ui package reads, with its house default. The shipped
 * stylesheet sets these defaults under `:where([data-brand])` (no specificity), so a brand that sets only
 * some of them, in plain CSS or through a theme object, keeps the house value for the rest.
 * brands.scss repeats the defaults in CSS; a test keeps the two and the README's table the same.
 */
export const themeTokens = {
  '--pl-color-bg': { default: '#fffaf3', about: 'page background' },
  '--pl-color-surface': { default: '#ffffff', about: 'cards, tables, modals, inputs' },
  '--pl-color-text': { default: '#2b1d14', about: 'body text' },
  '--pl-color-muted': { default: '#5e4a3c', about: 'secondary text (hints, captions)' },
  '--pl-color-border': { default: '#c9b6a3', about: 'decorative dividers and card edges' },
  '--pl-color-control-border': {
    default: '#9c8571',
    about: 'outline of inputs, checkboxes and radios (3:1 or more against surface and background)',
  },
  '--pl-color-primary': { default: '#9a3f10', about: 'primary buttons, links, selected items' },
  '--pl-color-primary-hover': { default: '#7a300a', about: 'primary colour under the pointer' },
  '--pl-color-on-primary': { default: '#ffffff', about: 'text on the primary colour' },
  '--pl-color-secondary': { default: '#f3e3cf', about: 'secondary buttons, highlighted rows' },
  '--pl-color-on-secondary': { default: '#2b1d14', about: 'text on the secondary colour' },
  '--pl-color-header': { default: '#9a3f10', about: 'the header bar' },
  '--pl-color-on-header': { default: '#ffffff', about: 'text and icons on the header bar' },
  '--pl-color-danger': { default: '#a4161a', about: 'field errors, destructive actions' },
  '--pl-color-warning-bg': { default: '#fff3cd', about: 'warning alert background' },
  '--pl-color-warning-text': { default: '#5c4300', about: 'warning alert text' },
  '--pl-color-success-bg': { default: '#e3f4e1', about: 'success alert background' },
  '--pl-color-success-text': { default: '#1e4d1a', about: 'success alert text' },
  '--pl-color-focus': { default: '#1d5fd6', about: 'keyboard focus ring' },
  '--pl-color-chart-1': {
    default: '#d2691e',
    about: 'the first series of a chart (mid-tone: 3:1 or more against surface and background)',
  },
  '--pl-color-chart-2': {
    default: '#3b1a08',
    about: 'the second series (dark: 3:1 or more against the first and third)',
  },
  '--pl-color-chart-3': {
    default: '#3f8f3a',
    about: 'the third series (mid-tone)',
  },
  '--pl-color-chart-4': {
    default: '#1b2f5e',
    about: 'the fourth series (dark)',
  },
  '--pl-color-chart-5': {
    default: '#4f86c6',
    about: 'the fifth series (mid-tone)',
  },
  '--pl-color-chart-6': {
    default: '#5a1012',
    about: 'the sixth series (dark)',
  },
  '--pl-backdrop': { default: 'rgb(0 0 0 / 50%)', about: 'behind an open modal' },
  '--pl-font-body': {
    default: "'Trebuchet MS', 'Segoe UI', sans-serif",
    about: 'body text font stack',
  },
  '--pl-font-heading': {
    default: "'Trebuchet MS', 'Segoe UI', sans-serif",
    about: 'headings font stack',
  },
  '--pl-font-size-sm': { default: '0.875rem', about: 'captions, table cells, hints' },
  '--pl-font-size': { default: '1rem', about: 'body text' },
  '--pl-font-size-lg': { default: '1.25rem', about: 'section headings' },
  '--pl-font-size-xl': { default: '1.75rem', about: 'page headings' },
  '--pl-radius': { default: '0.5rem', about: 'corners of buttons and inputs' },
  '--pl-radius-lg': { default: '1rem', about: 'corners of cards and modals' },
  '--pl-space-1': { default: '0.25rem', about: 'spacing scale, smallest' },
  '--pl-space-2': { default: '0.5rem', about: 'spacing scale' },
  '--pl-space-3': { default: '0.75rem', about: 'spacing scale' },
  '--pl-space-4': { default: '1rem', about: 'spacing scale' },
  '--pl-space-5': { default: '1.5rem', about: 'spacing scale' },
  '--pl-space-6': { default: '2rem', about: 'spacing scale, largest' },
  '--pl-focus-width': { default: '3px', about: 'width of the focus ring' },
  '--pl-logo': {
    default:
      "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'%3E%3Ccircle cx='20' cy='20' r='14' fill='none' stroke='%23fff' stroke-width='4'/%3E%3C/svg%3E\")",
    about: "the header's logo image (a CSS url())",
  },
  '--pl-logo-width': { default: '2.25rem', about: "the header logo's width (a wordmark's wider)" },
  '--pl-logo-height': { default: '2.25rem', about: "the header logo's height" },
} as const satisfies Record<`--pl-${string}`, { default: string; about: string }>;

/** The name of one custom property of the theme contract. */
export type ThemeToken = keyof typeof themeTokens;
