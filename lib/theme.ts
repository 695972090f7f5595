import type { Hex, Practice } from '@/content/types';

/**
 * The practice's colours (content/practice.ts `theme.colours`) as CSS custom properties, and the check that every
 * pair the pages use for text reads at 4.5:1 or more (WCAG 2.2 AA). tailwind.config.ts maps its colour names onto
 * the properties: `navy` is `primary`, `teal` is `accent`, `sand` is `surface`, `ink` is `text`.
 */
/** The practice's colours (content/types.ts), one CSS custom property each. */
export type ThemeColours = Practice['theme']['colours'];

type Shade = {
  [Group in keyof ThemeColours]: `${Group}.${Extract<keyof ThemeColours[Group], string | number>}`;
}[keyof ThemeColours];
type Colour = Shade | 'white';

const minimumTextContrast = 4.5;

/** Light backgrounds that carry text on the pages. */
const lightBackgrounds: Colour[] = ['white', 'surface.50', 'surface.100', 'primary.50', 'accent.50'];
/** Dark backgrounds that carry text: the top bar, footer, buttons, dark bands. */
const darkBackgrounds: Colour[] = ['primary.900', 'primary.800', 'primary.600', 'accent.700', 'accent.800'];

/** Every [text, background] pair the pages use for text. */
const textPairs: [Colour, Colour][] = [
  ...(
    ['text.DEFAULT', 'text.soft', 'text.muted', 'primary.900', 'primary.800', 'accent.700', 'accent.800'] as const
  ).flatMap((text) => lightBackgrounds.map((background): [Colour, Colour] => [text, background])),
  ...(['white', 'surface.100', 'surface.200', 'primary.50'] as const).flatMap((text) =>
    darkBackgrounds
      // Light text sits on the accent colours only as white (button labels).
      .filter((background) => text === 'white' || background.startsWith('primary'))
      .map((background): [Colour, Colour] => [text, background]),
  ),
];

function valueOf(colours: ThemeColours, colour: Colour): Hex {
  if (colour === 'white') return '#ffffff';
  const [group, shade] = colour.split('.') as [keyof ThemeColours, string];
  return (colours[group] as Record<string, Hex>)[shade]!;
}

function luminance(hex: Hex) {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: Hex, b: Hex) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** One line per text pair under 4.5:1, naming the practice module's fields. Empty when all pass. */
export function contrastProblems(colours: ThemeColours): string[] {
  const field = (colour: Colour) => (colour === 'white' ? 'white' : `theme.colours.${colour}`);
  return textPairs.flatMap(([text, background]) => {
    const ratio = contrastRatio(valueOf(colours, text), valueOf(colours, background));
    if (ratio >= minimumTextContrast) return [];
    return [
      `${field(text)} (${valueOf(colours, text)}) on ${field(background)} (${valueOf(colours, background)}): ` +
        `${ratio.toFixed(2)}:1, text needs ${minimumTextContrast}:1`,
    ];
  });
}

/** The `:root` rule defining --theme-<group>-<shade> for every colour (inlined in the page head). */
export function themeCss(colours: ThemeColours): string {
  const properties = Object.entries(colours).flatMap(([group, shades]) =>
    Object.entries(shades as Record<string, Hex>).map(
      ([shade, hex]) => `--theme-${group}${shade === 'DEFAULT' ? '' : `-${shade}`}:${hex}`,
    ),
  );
  return `:root{${properties.join(';')}}`;
}
