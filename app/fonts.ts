import localFont from 'next/font/local';

/**
 * The two typefaces, Latin only, as variable fonts (one file each, every weight), from the @fontsource packages.
 * next/font preloads them from every page's head and gives each a fallback (Arial, Georgia) resized to the same
 * metrics, so text painted before a font arrives keeps its place when it swaps (no layout shift).
 */
export const sans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});

export const serif = localFont({
  src: '../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
  weight: '200 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-serif',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});
