import { DEFAULT_THEME, createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core'

/** Mantine's palette with its two darkest shades replaced. */
const deepened = (name: 'green' | 'orange', shade8: string, shade9: string): MantineColorsTuple =>
  [...DEFAULT_THEME.colors[name].slice(0, 8), shade8, shade9] as unknown as MantineColorsTuple

/**
 * Colours reach WCAG AA (4.5:1) for normal text. Shade 8 is the filled shade (buttons, badges, links): grape 8 is
 * 5.8:1 with white, where Mantine's default shade 6 was 4.0:1. Mantine's green and orange 8 are 3.5:1 and 3.6:1
 * with white (and their shade 9 too light as text on a light tint), so those two palettes end in darker shades.
 */
export const theme = createTheme({
  primaryColor: 'grape',
  primaryShade: 8,
  colors: {
    green: deepened('green', '#287a38', '#237032'),
    orange: deepened('orange', '#b8440c', '#a8400c'),
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  defaultRadius: 'md',
})

/**
 * Secondary ("dimmed") text and error messages: Mantine's gray 6 is 3.3:1 on white and red 6 3.3:1, so dimmed
 * text uses a grey of 5.6:1 (5.1:1 on the gray 1 of muted panels) and errors red 9.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#62686f', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
})
