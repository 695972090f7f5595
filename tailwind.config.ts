import type { Config } from 'tailwindcss';

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
        // Deep navy for text and headings; teal for action; warm sand for calm backgrounds.
        ink: { DEFAULT: '#15233a', soft: '#3b4a61', muted: '#4f5d72' },
        navy: { 50: '#eef3f9', 100: '#d9e4f1', 600: '#24436e', 700: '#1c3558', 800: '#15294a', 900: '#0e1c33' },
        teal: { 50: '#e8f5f4', 100: '#c8e8e5', 600: '#0f6e68', 700: '#0b5a55', 800: '#08463f' },
        sand: { 50: '#fbf8f3', 100: '#f4eee4', 200: '#e9dfcf' },
        focus: '#ffbf47',
        danger: { 50: '#fdf0ef', 700: '#b1261c', 800: '#8f1d15' },
        success: { 50: '#edf7ee', 700: '#1f6b2c' },
      },
      fontFamily: {
        // Set by next/font in app/fonts.ts: the web font, then its metric-matched fallback.
        sans: ['var(--font-sans)'],
        serif: ['var(--font-serif)'],
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
