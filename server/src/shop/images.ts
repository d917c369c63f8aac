import { errorMessages } from '@plaudit/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { productImages, products } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/** Where the portal serves product images (a setting may point imageFile at another host instead). */
export const productImagePath = '/shop/images/';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

const hueOf = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);

/** A generated 100 × 100 product tile: the brand's initials on a colour of its own, and a caption. */
export function productTileSvg(brand: string, caption: string): string {
  const initials = brand
    .split(/[\s&-]+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase();
  const hue = hueOf(brand);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" rx="10" fill="hsl(${hue} 55% 38%)"/>` +
    `<text x="50" y="54" font-family="Arial, sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>` +
    `<text x="50" y="82" font-family="Arial, sans-serif" font-size="12" fill="#fff" text-anchor="middle">${escapeXml(caption.slice(0, 16))}</text>` +
    `</svg>`
  );
}

/**
 * GET {productImagePath}{file}: an image imported with the product (import-products), else the product's
 * generated tile; cached by the browser for a day.
 */
export function productImageRoutes(app: FastifyInstance, context: ServerContext): void {
  const made = new Map<string, string>();
  app.get<{ Params: { file: string } }>(`${productImagePath}:file`, async (request, reply) => {
    const { file } = request.params;
    let svg = made.get(file);
    if (svg === undefined) {
      const [stored] = await context.db
        .select({ contentType: productImages.contentType, bytes: productImages.bytes })
        .from(productImages)
        .where(eq(productImages.file, file))
        .limit(1);
      if (stored)
        return reply
          .type(stored.contentType)
          .header('Cache-Control', 'public, max-age=86400')
          .send(stored.bytes);
      const [row] = await context.db
        .select({ brand: products.brand, caption: products.model })
        .from(products)
        .where(eq(products.imageFile, file))
        .limit(1);
      if (!row) throw new HttpError(404, errorMessages.notFound);
      svg = productTileSvg(row.brand, row.caption);
      if (made.size < 5000) made.set(file, svg);
    }
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(svg);
  });
}
