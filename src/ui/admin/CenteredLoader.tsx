import { Center, Loader, Stack, Text } from '@mantine/core'

/** SPEC's admin loading states: a spinner with a line saying what is being waited for. */
export function CenteredLoader({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <Loader />
        <Text>{label}</Text>
      </Stack>
    </Center>
  )
}
