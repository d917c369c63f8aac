import createDOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * Stored HTML made safe by the rules the portal shows it with: the ui's SafeHtml runs DOMPurify's
 * `sanitize` with its default settings in the browser; this runs the same DOMPurify, with the same
 * (default) settings, on a server-side DOM, so what is stored is what members are shown.
 */

let purifier: Purifier | undefined;

/** The purifier on its own DOM window, made on first use (a server that never saves content makes none). */
function purify(): Purifier {
  purifier ??= createDOMPurify(
    // jsdom's DOMWindow and DOMPurify's WindowLike type one window in two packages that know nothing of
    // each other: the one cast of the server's, at this boundary.
    new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0],
  );
  return purifier;
}

/** What one removal of DOMPurify's names: '<script>', or 'onclick on <p>'. */
function removalName(removal: unknown): string | undefined {
  if (typeof removal !== 'object' || removal === null) return undefined;
  const { element, attribute, from } = removal as {
    element?: { nodeName?: string };
    attribute?: { name?: string } | null;
    from?: { nodeName?: string };
  };
  const tag = (node: { nodeName?: string } | undefined) =>
    node?.nodeName ? `<${node.nodeName.toLowerCase()}>` : undefined;
  if (attribute?.name) {
    const on = tag(from);
    return on ? `${attribute.name} on ${on}` : attribute.name;
  }
  const name = tag(element);
  // Text nodes DOMPurify drops with their element (#text, #comment) are named by what held them.
  return name && !name.startsWith('<#') ? name : name === '<#comment>' ? 'a comment' : undefined;
}

/** The HTML as members will see it, and what was taken out (each named once, in order met). */
export function sanitiseStoredHtml(html: string): { html: string; removed: string[] } {
  const dompurify = purify();
  const clean = dompurify.sanitize(html);
  const removed = [
    ...new Set(dompurify.removed.map(removalName).filter((n): n is string => n !== undefined)),
  ];
  return { html: clean, removed };
}
