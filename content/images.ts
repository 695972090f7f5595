/**
 * Every raster image on the site. The artwork is drawn for this project by scripts/artwork.ts and converted
 * at build (scripts/build-images.ts) to AVIF and WebP in each listed width, into public/generated/.
 */
export type ImageSpec = { width: number; height: number; widths: number[] };

const slide: ImageSpec = { width: 1920, height: 1080, widths: [640, 1280, 1920] };
const diagram: ImageSpec = { width: 1200, height: 900, widths: [480, 800, 1200] };

export const slideImageNames = Array.from({ length: 19 }, (_, i) => `slide-${String(i + 1).padStart(2, '0')}`);

export const images: Record<string, ImageSpec> = {
  'surgeon-portrait': { width: 800, height: 1000, widths: [320, 480, 800] },
  'video-poster': { width: 1280, height: 720, widths: [640, 1280] },
  ...Object.fromEntries(slideImageNames.map((name) => [name, slide])),
  // Medical diagrams for the information pages (scripts/medical-artwork.ts).
  'knee-joint': diagram,
  'knee-implant': diagram,
  'partial-knee-implant': diagram,
  'partial-knee-before-after': { width: 1600, height: 800, widths: [640, 1000, 1600] },
  'hip-implant': diagram,
  'hip-guide-cover': { width: 900, height: 1200, widths: [360, 600, 900] },
};

export function imageSpec(name: string): ImageSpec {
  const spec = images[name];
  if (!spec) throw new Error(`Unknown image "${name}": add it to content/images.ts`);
  return spec;
}

export const generatedImagePath = (name: string, width: number, format: 'avif' | 'webp') =>
  `/generated/${name}-${width}.${format}`;
