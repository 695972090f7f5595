/**
 * Makes the home page's intro film from content/intro-video.ts: title cards over our own artwork, narration
 * spoken by espeak-ng, captions in WebVTT. Needs ffmpeg and espeak-ng (Debian packages); the output in
 * public/media/ is committed, so builds never need either tool. Run: npx tsx scripts/make-intro-video.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

import { introVideoScenes } from '../content/intro-video';
import { practice } from '@/content/practice';
import { landscape } from './artwork';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(path.join(tmpdir(), 'intro-video-'));
const WIDTH = 1280;
const HEIGHT = 720;
const PAUSE_SECONDS = 0.8;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function card(index: number, heading: string) {
  const scene = landscape(index * 3 + 2, WIDTH, HEIGHT).replace('</svg>', '');
  return `${scene}
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#0e1c33" opacity="0.45"/>
  <text x="80" y="330" font-family="DejaVu Serif, serif" font-size="64" fill="#ffffff">${escapeXml(heading)}</text>
  <text x="80" y="400" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#f4eee4">${escapeXml(practice.practiceName)}</text>
</svg>`;
}

const seconds = (file: string) =>
  Number(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).toString(),
  );

const timestamp = (t: number) => {
  const ms = Math.round(t * 1000);
  const h = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
  const m = String(Math.floor(ms / 60_000) % 60).padStart(2, '0');
  const s = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
  return `${h}:${m}:${s}.${String(ms % 1000).padStart(3, '0')}`;
};

const segments: string[] = [];
const cues: string[] = [];
let clock = 0;
for (const [i, scene] of introVideoScenes.entries()) {
  const image = path.join(work, `scene-${i}.png`);
  const voice = path.join(work, `scene-${i}.wav`);
  const segment = path.join(work, `scene-${i}.mp4`);
  await sharp(Buffer.from(card(i, scene.heading)))
    .png()
    .toFile(image);
  execFileSync('espeak-ng', ['-v', 'en-gb', '-s', '150', '-w', voice, scene.narration]);
  const length = seconds(voice) + PAUSE_SECONDS;
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-loop',
    '1',
    '-i',
    image,
    '-i',
    voice,
    '-af',
    `apad=pad_dur=${PAUSE_SECONDS}`,
    '-t',
    length.toFixed(2),
    '-c:v',
    'libx264',
    '-tune',
    'stillimage',
    '-crf',
    '30',
    '-pix_fmt',
    'yuv420p',
    '-r',
    '12',
    '-c:a',
    'aac',
    '-b:a',
    '48k',
    '-ar',
    '22050',
    '-ac',
    '1',
    segment,
  ]);
  segments.push(`file '${segment}'`);
  cues.push(`${i + 1}\n${timestamp(clock)} --> ${timestamp(clock + length - PAUSE_SECONDS / 2)}\n${scene.narration}`);
  clock += length;
}

const list = path.join(work, 'segments.txt');
writeFileSync(list, segments.join('\n'));
mkdirSync(path.join(root, 'public/media'), { recursive: true });
const out = path.join(root, 'public/media/meet-your-surgeon.mp4');
execFileSync('ffmpeg', [
  '-y',
  '-loglevel',
  'error',
  '-f',
  'concat',
  '-safe',
  '0',
  '-i',
  list,
  '-c',
  'copy',
  '-movflags',
  '+faststart',
  out,
]);
writeFileSync(path.join(root, 'public/media/meet-your-surgeon.en.vtt'), `WEBVTT\n\n${cues.join('\n\n')}\n`);
console.log(`intro video: ${clock.toFixed(1)} s, ${introVideoScenes.length} scenes -> ${path.relative(root, out)}`);
