/**
 * Converts the project's artwork to AVIF and WebP in every width content/images.ts lists (the static export has
 * no image server). Skips files that are already up to date, so repeated builds are quick.
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

import { generatedImagePath, images } from '../content/images';
import { artworkFor } from './artwork';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = [
  fileURLToPath(import.meta.url),
  path.join(root, 'scripts/artwork.ts'),
  path.join(root, 'scripts/medical-artwork.ts'),
  path.join(root, 'content/images.ts'),
];

async function newestSourceTime() {
  const times = await Promise.all(sources.map(async (file) => (await stat(file)).mtimeMs));
  return Math.max(...times);
}

async function isFresh(file: string, since: number) {
  try {
    return (await stat(file)).mtimeMs >= since;
  } catch {
    return false;
  }
}

async function main() {
  const since = await newestSourceTime();
  await mkdir(path.join(root, 'public/generated'), { recursive: true });
  let written = 0;
  for (const [name, spec] of Object.entries(images)) {
    const svg = Buffer.from(artworkFor(name));
    for (const width of spec.widths) {
      const height = Math.round((spec.height / spec.width) * width);
      for (const format of ['avif', 'webp'] as const) {
        const out = path.join(root, 'public', generatedImagePath(name, width, format));
        if (await isFresh(out, since)) continue;
        const pipeline = sharp(svg, { density: 72 * (width / spec.width) * 2 }).resize(width, height, { fit: 'cover' });
        await (format === 'avif' ? pipeline.avif({ quality: 55, effort: 2 }) : pipeline.webp({ quality: 78 })).toFile(
          out,
        );
        written++;
      }
    }
  }
  console.log(`build-images: ${written} file(s) written, the rest up to date`);
}

await main();
