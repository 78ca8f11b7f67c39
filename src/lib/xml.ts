/**
 * Text inside XML the site writes (sitemaps, Atom feeds). XML 1.0 allows only some characters at all
 * (https://www.w3.org/TR/xml/#charsets): control characters other than tab, line feed and carriage return, lone
 * surrogates and U+FFFE/U+FFFF make a document no parser reads, so they are dropped; the five special characters
 * are entity-escaped, which suits element text and attribute values alike.
 */

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c)
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'
