import fs from 'node:fs'
import path from 'node:path'
import * as Mantine from '@mantine/core'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import * as Base from './base'
import { theme } from './theme'

const STYLES = path.resolve(import.meta.dirname, '../../node_modules/@mantine/core/styles')

/** The element's tag, attributes and classes, in a stable order, ready to compare. */
function shape(markup: string) {
  const doc = markup.replace(/ data-mantine-styles="[^"]*"/g, '')
  const tags = [...doc.matchAll(/<([a-z0-9]+)([^>]*)>/g)].map(([, tag, attrs]) => {
    const pairs = [...attrs!.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => {
      if (name === 'class') return [name, value!.split(' ').sort().join(' ')]
      if (name === 'style') return [name, value!.split(';').filter(Boolean).sort().join(';')]
      return [name, value]
    })
    return [tag, Object.fromEntries(pairs.sort(([a], [b]) => a!.localeCompare(b!)))]
  })
  return tags
}

/**
 * The CSS variables app.css gives an element by its Mantine class (and a data attribute), as `[selector, variables]`
 * in source order: a bare class first in effect (less specific), then class and attribute.
 */
function classVariables(): { cls: string; attr?: [string, string]; vars: [string, string][] }[] {
  const css = fs.readFileSync(path.join(import.meta.dirname, 'app.css'), 'utf8')
  const rules = [...css.matchAll(/^\.(m_[0-9a-f]+)(?:\[([a-z-]+)='([^']*)'\])? \{([^}]*)\}/gm)].map(
    ([, cls, name, value, body]) => ({
      cls: cls!,
      attr: name ? ([name, value!] as [string, string]) : undefined,
      vars: [...body!.matchAll(/(--[a-z-]+):\s*([^;]+);/g)].map(([, k, v]) => [k!, v!.trim()] as [string, string]),
    }),
  )
  return [...rules.filter((r) => !r.attr), ...rules.filter((r) => r.attr)]
}

/** Each element's style as the browser resolves its variables: app.css's class rules, then the style attribute. */
function withClassVariables(tags: ReturnType<typeof shape>): ReturnType<typeof shape> {
  const rules = classVariables()
  return tags.map(([tag, attrs]) => {
    const a = { ...(attrs as Record<string, string>) }
    const style = new Map(
      (a.style ?? '')
        .split(';')
        .filter(Boolean)
        .map((d) => d.split(/:(.*)/s).slice(0, 2) as [string, string]),
    )
    const fromClasses = new Map<string, string>()
    for (const rule of rules) {
      if (!a.class?.split(' ').includes(rule.cls)) continue
      if (rule.attr && a[rule.attr[0]] !== rule.attr[1]) continue
      for (const [k, v] of rule.vars) fromClasses.set(k, v)
    }
    for (const [k, v] of fromClasses) if (!style.has(k)) style.set(k, v)
    if (style.size)
      a.style = [...style]
        .map(([k, v]) => `${k}:${v}`)
        .sort()
        .join(';')
    return [tag, a]
  })
}

/** Mantine's own markup for an element: rendered in its provider, with the provider's <style> elements left out. */
function mantineMarkup(element: ReactElement): string {
  const html = renderToStaticMarkup(<Mantine.MantineProvider theme={theme}>{element}</Mantine.MantineProvider>)
  return html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
}

describe('the public pages’ Mantine look-alikes (src/ui/base.tsx)', () => {
  it('use class names that exist in the installed Mantine’s stylesheets', () => {
    const css = fs
      .readdirSync(STYLES)
      .filter((f) => f.endsWith('.css'))
      .map((f) => fs.readFileSync(path.join(STYLES, f), 'utf8'))
      .join('\n')
    for (const [name, cls] of Object.entries(Base.MANTINE_CLASSES)) {
      expect(css.includes(`.${cls}`), `${name} (.${cls})`).toBe(true)
    }
  })

  // Each pair: the site's element and Mantine's, with the props the public pages use.
  const pairs: [string, ReactElement, ReactElement][] = [
    ['Container', <Base.Container size="lg" py="xl" />, <Mantine.Container size="lg" py="xl" />],
    [
      'Stack',
      <Base.Stack gap="xs" align="center" component="section" ta="center" />,
      <Mantine.Stack gap="xs" align="center" component="section" ta="center" />,
    ],
    [
      'Group',
      <Base.Group justify="space-between" wrap="nowrap" gap={6} h="100%" />,
      <Mantine.Group justify="space-between" wrap="nowrap" gap={6} h="100%" />,
    ],
    [
      'Text',
      <Base.Text size="sm" c="dimmed" fw={600} ta="center" mt="md" />,
      <Mantine.Text size="sm" c="dimmed" fw={600} ta="center" mt="md" />,
    ],
    ['Stack at its defaults', <Base.Stack />, <Mantine.Stack />],
    ['Group at its defaults', <Base.Group />, <Mantine.Group />],
    ['Title of its order’s size', <Base.Title order={3} />, <Mantine.Title order={3} />],
    ['Text inheriting its size', <Base.Text inherit component="span" />, <Mantine.Text inherit component="span" />],
    ['Text in a colour', <Base.Text fz={64} fw={900} c="grape.6" />, <Mantine.Text fz={64} fw={900} c="grape.6" />],
    ['Title', <Base.Title order={2} size="h3" mb="md" id="t" />, <Mantine.Title order={2} size="h3" mb="md" id="t" />],
    [
      'Anchor',
      <Base.Anchor href="/x" size="sm" underline="never" c="dark" fw={500} />,
      <Mantine.Anchor href="/x" size="sm" underline="never" c="dark" fw={500} />,
    ],
    [
      'Card',
      <Base.Card withBorder padding="sm" bg="grape.0" component="section" />,
      <Mantine.Card withBorder padding="sm" bg="grape.0" component="section" />,
    ],
    [
      'Card with a section',
      <Base.Card withBorder>
        <Base.Card.Section />
      </Base.Card>,
      <Mantine.Card withBorder>
        <Mantine.Card.Section />
      </Mantine.Card>,
    ],
    ['Divider', <Base.Divider my="lg" />, <Mantine.Divider my="lg" />],
    ['ThemeIcon', <Base.ThemeIcon size="lg" radius="xl" />, <Mantine.ThemeIcon size="lg" radius="xl" />],
    [
      'List',
      <Base.List spacing={4}>
        <Base.List.Item>a</Base.List.Item>
      </Base.List>,
      <Mantine.List spacing={4}>
        <Mantine.List.Item>a</Mantine.List.Item>
      </Mantine.List>,
    ],
    ['Skeleton', <Base.Skeleton h={14} mt="xs" w="50%" />, <Mantine.Skeleton h={14} mt="xs" w="50%" />],
  ]

  /** Attributes Mantine writes that none of its stylesheets reads (ThemeIcon forwards `radius` to the element). */
  const UNREAD = new Set(['radius', 'data-first-section', 'data-last-section'])

  it.each(pairs)('%s renders Mantine’s markup, its variables set by app.css or its style', (_, ours, theirs) => {
    const expected = shape(mantineMarkup(theirs)).map(([tag, attrs]) => [
      tag,
      Object.fromEntries(Object.entries(attrs as Record<string, string>).filter(([name]) => !UNREAD.has(name))),
    ])
    expect(withClassVariables(shape(renderToStaticMarkup(ours)))).toEqual(expected)
  })
})
