import type { Hex, Practice } from '@/content/types';

import { contrastProblems } from '../theme';
import * as z from '../zod';

const phone = z.string().check(z.regex(/^[0-9 +()]{10,20}$/, 'a UK phone number such as 01632 960123'));
const email = z.email();
const url = z.url({ protocol: /^https?$/ });
const time = z.string().check(z.regex(/^\d\d:\d\d$/));
const path = z.string().check(z.startsWith('/'));

const openingHours = z.object({
  day: z.string().check(z.minLength(3)),
  opens: time,
  closes: time,
});

const location = z.object({
  /** In-page anchor on the home page ("private-practice" / "nhs-practice"). */
  anchor: z.string().check(z.regex(/^[a-z-]+$/)),
  heading: z.string(),
  hospital: z.string(),
  addressLines: z.array(z.string()).check(z.minLength(2)),
  postcode: z.string(),
  phone,
  phoneLabel: z.string(),
  email: z.optional(email),
  secretary: z.optional(z.string()),
  hours: z.array(openingHours),
  notes: z.array(z.string()),
  mapsUrl: url,
});

const hex = z.custom<Hex>((value) => typeof value === 'string' && /^#[0-9a-f]{6}$/.test(value), {
  message: 'a colour such as #0b5a55 (six lower-case hex digits)',
});
const shades = <const Keys extends string>(keys: readonly Keys[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, hex])) as Record<Keys, typeof hex>);

/** The practice's colours and logo; every text colour pair is checked at 4.5:1 (lib/theme.ts). */
const theme = z.object({
  /** An SVG file (path from the repository root), shown as the site's icon. */
  logo: z.string().check(z.regex(/^[\w./-]+\.svg$/, 'the path of an SVG file from the repository root')),
  colours: z.object({
    text: shades(['DEFAULT', 'soft', 'muted']),
    primary: shades(['50', '100', '600', '700', '800', '900']),
    accent: shades(['50', '100', '600', '700', '800']),
    surface: shades(['50', '100', '200']),
  }),
});

const externalOrganisation = z.object({
  name: z.string(),
  url,
  /** Path of a logo under public/ the practice has the right to use; without it a text wordmark is shown. */
  logo: z.optional(path),
});

/** The checks behind content/types.ts's Practice: formats, counts and colours a type cannot say. */
const practiceSchema: z.ZodMiniType<Practice> = z.object({
  surgeon: z.object({
    name: z.string(),
    /** Name without title or letters, for "About {shortName}" headings. */
    shortName: z.string(),
    postNominals: z.string(),
    role: z.string(),
    /** For prose about the surgeon: "he has no financial interest...", "to see him", "his declarations". */
    pronouns: z.object({ subject: z.string(), object: z.string(), possessive: z.string() }),
    gmcNumber: z.string(),
    specialties: z.array(z.string()).check(z.minLength(1)),
    photo: z.object({ image: z.string(), alt: z.string().check(z.minLength(10)) }),
    biography: z.array(z.string()).check(z.minLength(2)),
    /** The About page's "Training and experience", in the surgeon's own words (first person). */
    training: z.array(z.string()).check(z.minLength(1)),
  }),
  practiceName: z.string(),
  tagline: z.string(),
  /** Where the practice is, for prose: "in the NHS and privately in {area}". */
  area: z.string(),
  privatePractice: location,
  nhsPractice: location,
  bookingEmail: email,
  /** The home page's film. Optional: a practice without one shows no film section. */
  video: z.optional(
    z.object({
      title: z.string(),
      src: path,
      poster: z.string(),
      captions: path,
      transcript: z.string(),
    }),
  ),
  societies: z.array(externalOrganisation).check(z.length(4)),
  insurers: z.array(externalOrganisation).check(z.length(15)),
  declarations: z.array(z.string()),
  siteUrl: url,
  theme,
  /**
   * Present (true) only in the fictional demo practice. While it is, the server seeds fictional demo stories
   * into an empty database (marked as such); a real practice removes it, and nothing is ever seeded.
   */
  demo: z.optional(z.literal(true)),
});

/**
 * Checks the practice module (at build, from next.config.ts), failing with every wrong field named, and every
 * theme colour pair used for text under 4.5:1 named too.
 */
export function parsePractice(input: unknown, file: string): Practice {
  const result = practiceSchema.safeParse(input);
  const problems = result.success
    ? contrastProblems(result.data.theme.colours)
    : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (problems.length > 0) throw new Error(`${file} is not a valid practice module:\n  ${problems.join('\n  ')}`);
  return result.data!;
}
