import { Drawer, MantineProvider } from '@mantine/core'
import { Stack, Text } from '../base'
import { theme } from '../theme'
import { AnchorLink } from '../links'
import { SITE_NAME } from '../../shared/constants'
import { MOBILE_NAV_ID, NAV_LINKS } from './nav-links'

/**
 * The small-screen navigation panel. Loaded on first use (SiteHeader), so the drawer's code (focus trap, scroll
 * lock, transitions) is not part of every page's JavaScript. Mantine's Drawer needs its provider, which the public
 * pages otherwise do without (src/ui/base.tsx).
 */
export function MobileNav({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Drawer
        id={MOBILE_NAV_ID}
        opened={opened}
        onClose={onClose}
        position="right"
        size="xs"
        title={SITE_NAME}
        hiddenFrom="sm"
        closeButtonProps={{ 'aria-label': 'Close navigation' }}
      >
        <Stack component="nav" aria-label="Mobile">
          {NAV_LINKS.map((l) => (
            <AnchorLink key={l.to} to={l.to} preload={l.preload} onClick={onClose} fz="lg">
              {l.label}
            </AnchorLink>
          ))}
          <Text size="sm" c="dimmed">
            Find arcades across the United States.
          </Text>
        </Stack>
      </Drawer>
    </MantineProvider>
  )
}
