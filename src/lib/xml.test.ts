import { describe, expect, it } from 'vitest'
import { escapeXml } from './xml'

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f')
  })

  it('escapes an ampersand only once per occurrence', () => {
    expect(escapeXml('&amp;')).toBe('&amp;amp;')
  })

  it('leaves ordinary text alone', () => {
    expect(escapeXml('https://example.com/arcades/new-york')).toBe('https://example.com/arcades/new-york')
  })

  it('drops the characters XML does not allow, and keeps those it does', () => {
    expect(escapeXml('a\u0000b\u0008c\u001Fd\uFFFEe\uFFFFf')).toBe('abcdef')
    expect(escapeXml('lone \uD800 surrogate')).toBe('lone  surrogate')
    expect(escapeXml('tab\tline\nreturn\r')).toBe('tab\tline\nreturn\r')
    expect(escapeXml('Café 🎮 ÿ')).toBe('Café 🎮 ÿ')
  })
})
