import type { ReactNode } from 'react'

/**
 * Form fields side by side from Mantine's `sm` breakpoint, one per row below it (admin.css). Mantine's SimpleGrid
 * with responsive `cols` writes a <style> element beside itself in the body, which HTML does not allow there.
 */
export function FieldRow({ cols, children }: { cols: 2 | 3; children: ReactNode }) {
  return (
    <div className="admin-field-row" data-cols={cols}>
      {children}
    </div>
  )
}
