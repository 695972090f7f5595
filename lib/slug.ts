/** The spec's slug rule: the name lowercased, spaces replaced by hyphens (nothing else changes). */
export function slugify(name: string): string {
  return name.toLowerCase().replace(/ /g, '-');
}

/** `/{section}/{slug}` as the spec builds dropdown links. */
export function sectionPath(section: string, name: string): string {
  return `/${section}/${slugify(name)}`;
}
