import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { httpError } from '../plugins/errors';

const MAX_SIDE = 4000;
/** Plain decimal digits only: no "1e3", "0x10", " 10", "+10" or "010" (each size has one address, cached a day). */
const size = z
  .string()
  .regex(/^[1-9][0-9]*$/)
  .transform(Number)
  .pipe(z.number().max(MAX_SIDE));
const params = z.object({ width: size, height: size });

/** The spec's /api/placeholder/{w}/{h}: a neutral SVG used when an image fails to load. */
export default async function placeholderRoutes(app: FastifyInstance) {
  app.get('/api/placeholder/:width/:height', async (request, reply) => {
    const parsed = params.safeParse(request.params);
    if (!parsed.success) throw httpError(400, `Width and height must be whole numbers from 1 to ${MAX_SIDE}.`);
    const { width, height } = parsed.data;
    const fontSize = Math.max(10, Math.min(width, height) / 8);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Image unavailable"><rect width="100%" height="100%" fill="#e9dfcf"/><text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${fontSize.toFixed(0)}" fill="#4f5d72">${width} × ${height}</text></svg>`;
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400, immutable')
      .send(svg);
  });
}
