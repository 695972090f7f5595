/**
 * The site's artwork, drawn in SVG for this project: calm Warwickshire-style landscapes for the slideshows,
 * an illustrated portrait of the (fictional) surgeon and the video poster. No stock photos.
 */
import { images, slideImageNames } from '../content/images';
import { medicalArtwork } from './medical-artwork';

type Palette = { skyTop: string; skyBottom: string; sun: string; hills: [string, string, string]; water: string };

const palettes: Palette[] = [
  {
    skyTop: '#b9d3e8',
    skyBottom: '#f4eee4',
    sun: '#f6d7a7',
    hills: ['#9fbfa9', '#6f9a86', '#3f6b5f'],
    water: '#cfe1ea',
  },
  {
    skyTop: '#f3d9c4',
    skyBottom: '#fbf8f3',
    sun: '#f2b880',
    hills: ['#c9b79c', '#9c8b73', '#5f6f5a'],
    water: '#e9dfcf',
  },
  {
    skyTop: '#cfdcee',
    skyBottom: '#eef3f9',
    sun: '#ffffff',
    hills: ['#a9bcd6', '#7d95b8', '#24436e'],
    water: '#d9e4f1',
  },
  {
    skyTop: '#c8e8e5',
    skyBottom: '#f7fbfa',
    sun: '#fff3d6',
    hills: ['#9ccfc4', '#4d9a8f', '#0f6e68'],
    water: '#e8f5f4',
  },
  {
    skyTop: '#e7d3e0',
    skyBottom: '#f8f1f4',
    sun: '#f9e1b5',
    hills: ['#c4b2c9', '#8f86a8', '#4f5d72'],
    water: '#ece3ee',
  },
];

/** A small deterministic random generator, so the artwork is identical on every build. */
function seeded(seed: number) {
  let s = seed * 9301 + 49297;
  return () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
}

function hill(width: number, height: number, baseY: number, amplitude: number, rand: () => number, fill: string) {
  const points: string[] = [`M0 ${height}`, `L0 ${baseY}`];
  const steps = 6;
  for (let i = 1; i <= steps; i++) {
    const x = (width / steps) * i;
    const cx = x - width / steps / 2;
    const cy = baseY - amplitude * (0.4 + rand());
    const y = baseY - amplitude * rand() * 0.6;
    points.push(`Q${cx.toFixed(0)} ${cy.toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)}`);
  }
  points.push(`L${width} ${height}Z`);
  return `<path d="${points.join(' ')}" fill="${fill}"/>`;
}

export function landscape(index: number, width = 1920, height = 1080): string {
  const palette = palettes[index % palettes.length]!;
  const rand = seeded(index + 1);
  const sunX = width * (0.2 + rand() * 0.6);
  const sunY = height * (0.22 + rand() * 0.15);
  const trees = Array.from({ length: 5 + Math.floor(rand() * 6) }, () => {
    const x = rand() * width;
    const y = height * (0.68 + rand() * 0.12);
    const r = 18 + rand() * 26;
    return `<g><rect x="${(x - 3).toFixed(0)}" y="${y.toFixed(0)}" width="6" height="${(r * 1.2).toFixed(0)}" fill="${palette.hills[2]}"/><circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${palette.hills[2]}" opacity="0.9"/></g>`;
  }).join('');
  const river =
    index % 3 === 0
      ? `<path d="M${width * 0.1} ${height} C ${width * 0.35} ${height * 0.82}, ${width * 0.55} ${height * 0.95}, ${width * 0.9} ${height * 0.78} L ${width} ${height * 0.8} L ${width} ${height} Z" fill="${palette.water}" opacity="0.85"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient>
  <radialGradient id="sun"><stop offset="0" stop-color="${palette.sun}"/><stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/></radialGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(height * 0.32).toFixed(0)}" fill="url(#sun)"/>
  <circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(height * 0.07).toFixed(0)}" fill="${palette.sun}"/>
  ${hill(width, height, height * 0.55, height * 0.12, rand, palette.hills[0])}
  ${hill(width, height, height * 0.68, height * 0.1, rand, palette.hills[1])}
  ${trees}
  ${hill(width, height, height * 0.84, height * 0.08, rand, palette.hills[2])}
  ${river}
</svg>`;
}

function portrait(width = 800, height = 1000): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 1000">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d9e4f1"/><stop offset="1" stop-color="#c8e8e5"/></linearGradient></defs>
  <rect width="800" height="1000" fill="url(#bg)"/>
  <circle cx="640" cy="170" r="120" fill="#ffffff" opacity="0.35"/>
  <path d="M120 1000 C 130 780, 250 700, 400 690 C 550 700, 670 780, 680 1000 Z" fill="#1c3558"/>
  <path d="M340 700 L400 830 L460 700 Z" fill="#ffffff"/>
  <path d="M388 720 L412 720 L420 880 L400 905 L380 880 Z" fill="#0f6e68"/>
  <path d="M300 715 L400 830 L330 1000 L250 1000 Z" fill="#15294a"/>
  <path d="M500 715 L400 830 L470 1000 L550 1000 Z" fill="#15294a"/>
  <rect x="355" y="560" width="90" height="150" rx="40" fill="#c68e6b"/>
  <ellipse cx="400" cy="450" rx="140" ry="170" fill="#d9a07d"/>
  <path d="M262 430 C 250 300, 330 250, 410 255 C 500 258, 560 320, 540 430 C 520 360, 470 330, 400 330 C 330 335, 285 370, 262 430 Z" fill="#4a3426"/>
  <ellipse cx="262" cy="465" rx="18" ry="34" fill="#c68e6b"/>
  <ellipse cx="538" cy="465" rx="18" ry="34" fill="#c68e6b"/>
  <path d="M350 540 Q400 570 450 540" stroke="#8a5a44" stroke-width="8" fill="none" stroke-linecap="round"/>
</svg>`;
}

function videoPoster(width = 1280, height = 720): string {
  const scene = landscape(7, width, height).replace('</svg>', '');
  return `${scene}
  <rect x="0" y="0" width="${width}" height="${height}" fill="#0e1c33" opacity="0.35"/>
  <circle cx="${width / 2}" cy="${height / 2}" r="70" fill="#ffffff" opacity="0.92"/>
  <path d="M${width / 2 - 22} ${height / 2 - 36} L${width / 2 + 38} ${height / 2} L${width / 2 - 22} ${height / 2 + 36} Z" fill="#15294a"/>
</svg>`;
}

/** SVG source for every image in content/images.ts. */
export function artworkFor(name: string): string {
  if (name === 'surgeon-portrait') return portrait();
  if (name === 'video-poster') return videoPoster();
  const diagram = medicalArtwork[name];
  if (diagram) return diagram();
  const slide = slideImageNames.indexOf(name);
  if (slide >= 0) return landscape(slide);
  throw new Error(`No artwork for image "${name}" (known: ${Object.keys(images).join(', ')})`);
}
