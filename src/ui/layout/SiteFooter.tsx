import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '../base'
import { useSiteData } from './site-data'
import { SharedPart } from '../../lib/shared-part'

import { AnchorLink } from '../links'
import { plural } from '../../lib/plural'
import { AFFILIATE_DISCLOSURE, SITE_NAME } from '../../shared/constants'
import { ALL_TYPES, typeName } from '../../shared/arcade-types'

const SOCIAL = ['Facebook', 'Instagram', 'X', 'YouTube'] as const

export function SiteFooter() {
  const data = useSiteData()
  const { stats } = data
  const topStates = [...data.states].sort((a, b) => b.count - a.count).slice(0, 6)
  const year = new Date().getFullYear()
  // Everything the footer shows: the server renders it once for all the pages that show the same (SharedPart).
  const partKey = JSON.stringify([
    'footer',
    topStates.map((s) => [s.slug, s.name]),
    stats.arcadeCount,
    stats.stateCount,
    stats.sampleCount > 0,
    data.contactEmail,
    year,
  ])
  return (
    <SharedPart
      partKey={partKey}
      outer={(content) => (
        <Box
          component="footer"
          bg="gray.0"
          mt="xl"
          py="xl"
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
          {...content}
        />
      )}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
          <Stack gap={6}>
            <Title order={2} size="h4">
              Explore
            </Title>
            <AnchorLink to="/">Home</AnchorLink>
            <AnchorLink to="/search">Browse Arcades</AnchorLink>
            <AnchorLink to="/games">Games</AnchorLink>
            <AnchorLink to="/suggest">Suggest an arcade</AnchorLink>
            <AnchorLink to="/about">About</AnchorLink>
          </Stack>
          <Stack gap={6}>
            <Title order={2} size="h4">
              Popular States
            </Title>
            {topStates.map((s) => (
              <AnchorLink key={s.slug} to="/arcades/$state" params={{ state: s.slug }}>
                {s.name}
              </AnchorLink>
            ))}
          </Stack>
          <Stack gap={6}>
            <Title order={2} size="h4">
              Arcade Types
            </Title>
            {ALL_TYPES.map((t) => (
              <AnchorLink key={t} to="/search" search={{ type: t }}>
                {typeName(t)} arcades
              </AnchorLink>
            ))}
          </Stack>
          <Stack gap={6}>
            <Title order={2} size="h4">
              Company
            </Title>
            <AnchorLink to="/about">About {SITE_NAME}</AnchorLink>
            <AnchorLink to="/api/docs">API for developers</AnchorLink>
            <AnchorLink to="/terms-of-service">Terms of Service</AnchorLink>
            <AnchorLink to="/privacy-policy">Privacy Policy</AnchorLink>
            <Anchor href={`mailto:${data.contactEmail}`}>{data.contactEmail}</Anchor>
          </Stack>
        </SimpleGrid>
        <hr className="footer-rule" />
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Text fw={600} data-testid="footer-counts">
              {plural(stats.arcadeCount, 'arcade', 'arcades')} in {plural(stats.stateCount, 'state', 'states')}
            </Text>
            <Text size="sm" c="dimmed">
              Contact us: <Anchor href={`mailto:${data.contactEmail}`}>{data.contactEmail}</Anchor>
            </Text>
            <Text size="sm" c="dimmed">
              {AFFILIATE_DISCLOSURE}
            </Text>
            {stats.sampleCount > 0 && (
              <Text size="xs" c="dimmed" data-testid="sample-notice">
                Listings marked as sample data are invented examples, not real businesses.
              </Text>
            )}
          </Stack>
          <Stack gap={6}>
            <Text size="sm" fw={600} id="social-soon-label">
              Follow us (coming soon)
            </Text>
            <Group gap="xs" role="group" aria-labelledby="social-soon-label">
              {SOCIAL.map((name) => (
                // Styled like a disabled Mantine Button (app.css), without its code on every page; the name on
                // the button is its whole accessible name.
                <button key={name} type="button" className="social-soon" disabled>
                  {name}
                </button>
              ))}
            </Group>
          </Stack>
        </Group>
        <Text size="xs" c="dimmed" mt="md">
          © {year} {SITE_NAME}
        </Text>
      </Container>
    </SharedPart>
  )
}
