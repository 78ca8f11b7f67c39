/**
 * URL slugs: lowercase words joined by hyphens ("New York" -> "new-york").
 * SPEC §3 asks for "lowercase name with whitespace turned into hyphens"; we also drop
 * punctuation and accents so every slug is a clean, case-insensitively unique path segment.
 * Latin letters and digits only, so it may return '' (東京, !!!): slugs the server gives to names and places come
 * from slugOf (src/server/slug.server.ts), which transliterates first and never returns ''.
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
