import { DOMParser } from '@xmldom/xmldom'
import { describe, expect, it } from 'vitest'
import { atomFeed, EMPTY_FEED_UPDATED, rfc3339, tagUri } from './atom'

const ATOM = 'http://www.w3.org/2005/Atom'

function parse(xml: string) {
  const errors: string[] = []
  const doc = new DOMParser({ onError: (level, message) => errors.push(`${level}: ${message}`) }).parseFromString(
    xml,
    'application/xml',
  )
  expect(errors).toEqual([])
  return doc
}

const feed = (entries: Parameters<typeof atomFeed>[0]['entries']) =>
  atomFeed({
    id: tagUri('https://arcades.example:8443', 'feed/changes'),
    title: 'Changes',
    subtitle: 'New arcades',
    self: 'https://arcades.example/feeds/changes.xml',
    alternate: 'https://arcades.example/',
    entries,
  })

describe('atomFeed', () => {
  it('writes the elements RFC 4287 requires, the newest entry as the feed’s date', () => {
    const doc = parse(
      feed([
        {
          id: 'tag:arcades.example,2026:revision-2',
          title: 'New: A',
          updated: '2026-11-27T09:30:00Z',
          link: 'https://arcades.example/arcade/a',
          summary: 'Hours: daily',
        },
        {
          id: 'tag:arcades.example,2026:revision-1',
          title: 'New: B',
          updated: '2026-11-26T09:30:00Z',
          link: 'https://arcades.example/arcade/b',
          summary: 'Hours: daily',
        },
      ]),
    )
    const root = doc.documentElement!
    expect([root.namespaceURI, root.localName]).toEqual([ATOM, 'feed'])
    const child = (name: string) => Array.from(root.childNodes).filter((n) => n.nodeName === name)
    expect(child('id')[0]!.textContent).toBe('tag:arcades.example,2026:feed/changes')
    expect(child('updated')[0]!.textContent).toBe('2026-11-27T09:30:00Z')
    expect(child('author')).toHaveLength(1)
    expect(child('link').map((l) => (l as unknown as Element).getAttribute('rel'))).toEqual(['self', 'alternate'])
    expect(child('entry')).toHaveLength(2)
  })

  it('escapes text and drops characters XML does not allow', () => {
    const doc = parse(
      feed([
        {
          id: 'tag:arcades.example,2026:revision-1',
          title: 'New: <script>alert("x")</script> & Co\u0000',
          updated: '2026-11-27T09:30:00Z',
          link: 'https://arcades.example/arcade/a?x=1&y=2',
          summary: 'Bell \u0007',
        },
      ]),
    )
    const entry = doc.getElementsByTagNameNS(ATOM, 'entry')[0]!
    expect(entry.getElementsByTagNameNS(ATOM, 'title')[0]!.textContent).toBe('New: <script>alert("x")</script> & Co')
    expect(entry.getElementsByTagNameNS(ATOM, 'link')[0]!.getAttribute('href')).toBe(
      'https://arcades.example/arcade/a?x=1&y=2',
    )
    expect(entry.getElementsByTagNameNS(ATOM, 'summary')[0]!.textContent).toBe('Bell ')
  })

  it('dates an empty feed with a fixed date', () => {
    const doc = parse(feed([]))
    expect(doc.getElementsByTagNameNS(ATOM, 'updated')[0]!.textContent).toBe(EMPTY_FEED_UPDATED)
  })
})

describe('rfc3339 and tagUri', () => {
  it('reads ISO and SQLite timestamps as UTC to the second', () => {
    expect(rfc3339('2026-11-27T09:30:12.345Z')).toBe('2026-11-27T09:30:12Z')
    expect(rfc3339('2026-11-27 09:30:12')).toBe('2026-11-27T09:30:12Z')
    expect(() => rfc3339('yesterday')).toThrow()
  })

  it('names the host without its port', () => {
    expect(tagUri('http://127.0.0.1:3000', 'revision-7')).toBe('tag:127.0.0.1,2026:revision-7')
  })
})
