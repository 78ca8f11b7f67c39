import fs from 'node:fs'
import path from 'node:path'
import { MantineProvider } from '@mantine/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { theme } from './theme'

/** `--name: value` declarations of the rule blocks whose selector passes `keep`. */
function declarations(css: string, keep: (selector: string) => boolean): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [, selector, body] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    if (!keep(selector!)) continue
    for (const decl of body!.split(';')) {
      const at = decl.indexOf(':')
      // Quotes as Prettier writes them in the stylesheet.
      if (at > 0)
        out[decl.slice(0, at).trim()] = decl
          .slice(at + 1)
          .trim()
          .replaceAll('"', "'")
    }
  }
  return out
}

const lightOrRoot = (selector: string) => !selector.includes('dark')

describe('src/ui/theme.css', () => {
  it('holds the CSS variables MantineProvider writes for the theme, for pages rendered without it', () => {
    const html = renderToStaticMarkup(<MantineProvider theme={theme} defaultColorScheme="light" />)
    const written = [...html.matchAll(/<style data-mantine-styles="true">([\s\S]*?)<\/style>/g)]
      .map((m) => m[1])
      .join('')
    const expected = declarations(written, lightOrRoot)
    expect(Object.keys(expected).length).toBeGreaterThan(10)
    const file = fs.readFileSync(path.join(import.meta.dirname, 'theme.css'), 'utf8')
    expect(declarations(file, lightOrRoot)).toEqual(expected)
  })
})
