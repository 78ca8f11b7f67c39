import { MantineProvider, mergeThemeOverrides, PasswordInput } from '@mantine/core'
import { useEffect, type ReactNode } from 'react'
import { theme } from '../theme'

/**
 * The admin's additions to the site's theme, one place for every admin screen: a password field's show/hide button
 * is reachable by Tab (Mantine leaves it out of the tab order) and has one name everywhere, "Show password"; its
 * state is `aria-pressed`, which Mantine sets (a toggle button keeps its name when pressed).
 */
const adminTheme = mergeThemeOverrides(theme, {
  components: {
    PasswordInput: PasswordInput.extend({
      defaultProps: {
        visibilityToggleFocusable: true,
        visibilityToggleButtonProps: { 'aria-label': 'Show password' },
      },
    }),
  },
})

const OPTION = '[data-combobox-option]'

/**
 * Mantine's option lists (Select, TagsInput, Autocomplete) render each option as `<div role="option" value="…">`,
 * and `value` is no attribute of a div (invalid HTML). Mantine reads the option's value from its props, never from
 * the attribute, so it is taken off each option as it appears.
 */
function useOptionsWithoutValueAttribute(): void {
  useEffect(() => {
    const strip = (element: Element) => {
      if (element.matches(OPTION)) element.removeAttribute('value')
      for (const option of element.querySelectorAll(`${OPTION}[value]`)) option.removeAttribute('value')
    }
    strip(document.body)
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') strip(record.target as Element)
        for (const node of record.addedNodes) if (node instanceof Element) strip(node)
      }
    })
    observer.observe(document.body, { subtree: true, childList: true, attributeFilter: ['value'] })
    return () => observer.disconnect()
  }, [])
}

/**
 * Mantine for the admin pages, whose forms, tables and toasts are Mantine's components. The public pages render
 * without it (src/ui/base.tsx), so its runtime loads with the admin pages only. It writes no <style> into the
 * body (invalid HTML there): the theme's CSS variables are theme.css (src/ui/mantine.css, on every page, checked
 * against the provider's by theme.test.tsx) and its breakpoint classes are in admin.css.
 */
export function AdminMantine({ children }: { children: ReactNode }) {
  useOptionsWithoutValueAttribute()
  return (
    <MantineProvider
      theme={adminTheme}
      defaultColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
      // Responsive style props' <style> elements go where React 19 puts styles with a precedence: the <head>.
      deduplicateInlineStyles
    >
      {children}
    </MantineProvider>
  )
}
