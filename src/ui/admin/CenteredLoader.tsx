import { Stack, Text } from '../base'

/**
 * SPEC's admin loading states: a spinner with a line saying what is being waited for. Drawn in CSS (app.css), so
 * the admin route's pending state, which the router keeps with the route rather than in the admin chunk, brings no
 * Mantine code to the public pages.
 */
export function CenteredLoader({ label }: { label: string }) {
  return (
    <Stack align="center" gap="xs" py="xl" role="status">
      <span className="spinner" aria-hidden="true" />
      <Text>{label}</Text>
    </Stack>
  )
}
