import type { Config } from 'tailwindcss';

const themeShades = (group: string, shades: number[]) =>
  Object.fromEntries(shades.map((shade) => [shade, `var(--theme-${group}-${shade})`]));

/**
 * Design tokens. Calm, premium private-clinic look with NHS-grade readability:
 * body text 18 px on phones and desktops alike (never under 16 px), every colour pair used for text at 4.5:1 or more,
 * targets 44 px where possible (24 px minimum), a thick focus ring that is never hidden.
 */
export default {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './content/**/*.ts'],
  theme: {
    extend: {
      colors: {
        // The practice's colours (content/practice.ts `theme.colours`, inlined as --theme-* by app/layout.tsx):
        // navy is its primary colour (headings, dark bands), teal its accent (links, buttons), sand its surfaces.
        ink: { DEFAULT: 'var(--theme-text)', soft: 'var(--theme-text-soft)', muted: 'var(--theme-text-muted)' },
        navy: themeShades('primary', [50, 100, 600, 700, 800, 900]),
        teal: themeShades('accent', [50, 100, 600, 700, 800]),
        sand: themeShades('surface', [50, 100, 200]),
        // Safety colours stay the same for every practice.
        focus: '#ffbf47',
        danger: { 50: '#fdf0ef', 700: '#b1261c', 800: '#8f1d15' },
        success: { 50: '#edf7ee', 700: '#1f6b2c' },
      },
      fontFamily: {
        // The phone's or computer's own typefaces: nothing to download before text paints (web fonts cost a tenth
        // of a second to half a second of a phone's first paint), no swap, no layout shift. Sans for reading
        // (San Francisco, Segoe UI, Roboto); a book serif for headings (Charter on Apple devices, Sitka or Cambria
        // on Windows, Noto Serif on Android through `serif`).
        sans: [
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'Helvetica Neue',
          'Noto Sans',
          'Arial',
          'sans-serif',
        ],
        serif: ['Charter', 'Bitstream Charter', 'Sitka Text', 'Cambria', 'Georgia', 'serif'],
      },
      fontSize: {
        base: ['1.125rem', { lineHeight: '1.7' }],
        lg: ['1.25rem', { lineHeight: '1.6' }],
        xl: ['1.375rem', { lineHeight: '1.5' }],
        '2xl': ['1.625rem', { lineHeight: '1.35' }],
        '3xl': ['2rem', { lineHeight: '1.25' }],
        '4xl': ['2.5rem', { lineHeight: '1.15' }],
        '5xl': ['3.25rem', { lineHeight: '1.1' }],
      },
      borderRadius: { card: '1rem', pill: '999px' },
      boxShadow: {
        card: '0 1px 2px rgb(21 35 58 / 0.06), 0 8px 24px -12px rgb(21 35 58 / 0.18)',
        lift: '0 2px 4px rgb(21 35 58 / 0.08), 0 18px 40px -18px rgb(21 35 58 / 0.35)',
      },
      maxWidth: { prose: '68ch', page: '76rem' },
      spacing: { header: '100px' },
    },
  },
} satisfies Config;
