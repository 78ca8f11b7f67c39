import { createTheme } from '@mantine/core'

/**
 * Colours reach WCAG AA (4.5:1) for normal text. Shade 8 is the filled shade (buttons, badges, links): grape 8 is
 * 5.8:1 with white, where Mantine's default shade 6 was 4.0:1. The rest of the colour choices are CSS variables
 * in app.css (darker green and orange, the dimmed grey, the error red): there they cost the pages no JavaScript.
 */
export const theme = createTheme({
  primaryColor: 'grape',
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  defaultRadius: 'md',
})
