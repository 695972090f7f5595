/**
 * Story avatars: initials on a colour from a palette of 8 (spec). The initials' colour is chosen per background so
 * that it reads at 4.5:1 or more (WCAG AA), whatever hex a stored story carries.
 */
export const PROFILE_PALETTE = [
  '#1c3558', // navy
  '#0b5a55', // teal
  '#7a3b69', // plum
  '#a4452c', // rust
  '#2f6b3a', // green
  '#5b4a9e', // violet
  '#e0b45c', // ochre
  '#9ccfd8', // sky
] as const;

const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#15233a';

/** Initials of the first and second word of the name ("Margaret T." -> "MT"). */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

export function randomProfileColor(random: () => number = Math.random): string {
  return PROFILE_PALETTE[Math.floor(random() * PROFILE_PALETTE.length)] ?? PROFILE_PALETTE[0];
}

const HEX = /^#([0-9a-f]{6})$/i;

const isHexColor = (value: string) => HEX.test(value);

function relativeLuminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * channels[0]! + 0.7152 * channels[1]! + 0.0722 * channels[2]!;
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Background and text colour for an avatar; an unusable stored colour falls back to the first of the palette. */
export function avatarColors(profileColor: string): { background: string; text: string } {
  const background = isHexColor(profileColor) ? profileColor.toLowerCase() : PROFILE_PALETTE[0];
  const text = contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
  return { background, text };
}
