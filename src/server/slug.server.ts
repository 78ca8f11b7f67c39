import { createHash } from 'node:crypto'
import anyAscii from 'any-ascii'
import { slugify } from '../lib/slug'

/**
 * The slug of a name or place written in any script. It is transliterated to Latin letters first (東京 →
 * dongjing, Москва → moskva), where slugify alone, which keeps Latin letters and digits only, would leave
 * nothing. Text with no letters or digits in any script (`!!!`) gets `${fallback}-` and a short hash of the text:
 * never empty, stable (the same city always gets the same city page) and distinct for different texts.
 * Server-only: the transliteration table stays out of the browser's bundles.
 */
export function slugOf(text: string, fallback: 'arcade' | 'city' | 'game'): string {
  const slug = slugify(anyAscii(text))
  if (slug) return slug
  return `${fallback}-${createHash('sha256').update(text.trim()).digest('hex').slice(0, 8)}`
}
