/**
 * Addresses to suggest while someone types their email: the typed text completed with each provider, offered
 * only until they type the "@" themselves (spec section 5).
 */
export function emailSuggestions(typed: string, domains: readonly string[]): string[] {
  const local = typed.trim();
  if (local === '' || local.includes('@')) return [];
  return domains.map((domain) => `${local}@${domain}`);
}
