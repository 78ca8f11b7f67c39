import { Box, Burger, Container, Drawer, Group, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'

import { AnchorLink } from '../links'
import { SITE_NAME } from '../../shared/constants'

const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/search', label: 'Browse Arcades' },
  { to: '/admin', label: 'Admin' },
] as const

export function SiteHeader() {
  const [opened, { toggle, close }] = useDisclosure(false)
  return (
    <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg" py="sm">
        <Group justify="space-between">
          <AnchorLink
            to="/"
            underline="never"
            c="grape.8"
            fw={800}
            fz="xl"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}
          >
            <img src="/favicon.svg" alt="" width={28} height={28} />
            {SITE_NAME}
          </AnchorLink>
          <Group component="nav" aria-label="Main" gap="lg" visibleFrom="sm">
            {NAV_LINKS.map((l) => (
              <AnchorLink key={l.to} to={l.to} c="dark" fw={500}>
                {l.label}
              </AnchorLink>
            ))}
          </Group>
          <Burger opened={opened} onClick={toggle} hiddenFrom="sm" aria-label="Open navigation" />
        </Group>
      </Container>
      <Drawer opened={opened} onClose={close} position="right" size="xs" title={SITE_NAME} hiddenFrom="sm">
        <Stack component="nav" aria-label="Mobile">
          {NAV_LINKS.map((l) => (
            <AnchorLink key={l.to} to={l.to} onClick={close} fz="lg">
              {l.label}
            </AnchorLink>
          ))}
          <Text size="sm" c="dimmed">
            Find arcades across the United States.
          </Text>
        </Stack>
      </Drawer>
    </Box>
  )
}
