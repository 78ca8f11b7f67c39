import { Group } from '@mantine/core'
import { AnchorLink } from '../links'

/** The way back to the dashboard, above the heading of every other admin screen. */
export function BackToAdmin() {
  return (
    <Group>
      <AnchorLink to="/admin" fw={600} size="sm">
        Back to Admin
      </AnchorLink>
    </Group>
  )
}
