/**
 * (ours) An administrator edits a content block (terms, privacy, disclaimer, the top messages of
 * SPEC §3) in the console. The HTML is sanitised when it is saved, by the same rules the portal applies
 * when it shows it, so what is stored is what members see.
 */

/** The longest title of a content block. */
export const contentTitleMax = 120;
/** The longest text (HTML) of a content block. */
export const contentTextMax = 50_000;
