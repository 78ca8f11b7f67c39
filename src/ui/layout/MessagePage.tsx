import { Container, Group, Stack, Text, Title } from '../base'

import { ButtonLink } from '../links'

/** A page-level message (not found, empty, error) with ways onward. */
export function MessagePage({ title, text }: { title: string; text: string }) {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{text}</Text>
        <Group justify="center">
          <ButtonLink to="/">Go Home</ButtonLink>
          <ButtonLink to="/search" variant="light">
            Search Arcades
          </ButtonLink>
        </Group>
      </Stack>
    </Container>
  )
}
