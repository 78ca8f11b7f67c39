import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { theme } from '../theme'

/**
 * Mantine for the admin pages, whose forms, tables and toasts are Mantine's components. The public pages render
 * without it (src/ui/base.tsx), so its runtime loads with the admin pages only.
 */
export function AdminMantine({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {children}
    </MantineProvider>
  )
}
