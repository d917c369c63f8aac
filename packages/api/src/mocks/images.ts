/**
 * Local images for fixtures: small SVGs as data URLs, so stories and tests never touch the network.
 */

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A 100 × 100 product tile: a coloured card with the brand's initials and a short caption. */
export const productImage = (brand: string, caption: string, hue: number): string => {
  const initials = brand
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase();
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">` +
      `<rect width="100" height="100" rx="10" fill="hsl(${hue} 60% 45%)"/>` +
      `<text x="50" y="52" font-family="sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>` +
      `<text x="50" y="80" font-family="sans-serif" font-size="11" fill="#fff" text-anchor="middle">${escapeXml(caption)}</text>` +
      `</svg>`,
  );
};

/** A 600 × 200 advert background without words (the advert's words are text over it). */
export const advertImage = (hue: number): string =>
  svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200" viewBox="0 0 600 200">` +
      `<rect width="600" height="200" fill="hsl(${hue} 55% 36%)"/>` +
      `<circle cx="520" cy="40" r="90" fill="#fff" opacity="0.12"/>` +
      `</svg>`,
  );

/** A round avatar with initials, served for GET /profilepic/{picId}. */
export const avatarSvg = (initials: string, hue: number): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">` +
  `<circle cx="60" cy="60" r="60" fill="hsl(${hue} 45% 50%)"/>` +
  `<text x="60" y="72" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">${escapeXml(initials.slice(0, 2).toUpperCase())}</text>` +
  `</svg>`;
