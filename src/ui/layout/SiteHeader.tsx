import { Box, Container, Group } from '../base'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'

import { AnchorLink } from '../links'
import { SITE_NAME } from '../../shared/constants'
import { MOBILE_NAV_ID, NAV_LINKS } from './nav-links'

const loadMobileNav = () => import('./MobileNav')
const MobileNav = lazy(() => loadMobileNav().then((m) => ({ default: m.MobileNav })))

export function SiteHeader() {
  const [opened, setOpened] = useState(false)
  // The mobile panel's code loads when it is first wanted (a hover or focus on the button starts it early).
  const [panelWanted, setPanelWanted] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  // The drawer gives the focus back to what had it when it opened, but not on its first close: it was created
  // open (loaded on first use), so it never saw it open. Closing it, by any means, returns the focus here.
  const wasOpened = useRef(false)
  useEffect(() => {
    if (opened) wasOpened.current = true
    else if (wasOpened.current) {
      wasOpened.current = false
      const panel = document.getElementById(MOBILE_NAV_ID)
      const focused = document.activeElement
      if (!focused || focused === document.body || panel?.contains(focused) || focused.closest('[role="dialog"]'))
        menuButton.current?.focus()
    }
  }, [opened])
  return (
    <Box component="header" className="site-header">
      <Container size="lg" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap">
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
          <Group component="nav" aria-label="Main" gap="lg" className="visible-from-sm">
            {NAV_LINKS.map((l) => (
              <AnchorLink key={l.to} to={l.to} preload={l.preload} c="dark" fw={500}>
                {l.label}
              </AnchorLink>
            ))}
          </Group>
          {/* Three bars drawn in CSS (app.css): Mantine's Burger would add its code to every page. */}
          <button
            ref={menuButton}
            type="button"
            className="menu-button"
            data-opened={opened || undefined}
            aria-label="Open navigation"
            aria-expanded={opened}
            aria-controls={MOBILE_NAV_ID}
            onClick={() => {
              setPanelWanted(true)
              setOpened((o) => !o)
            }}
            onPointerEnter={() => void loadMobileNav()}
            onFocus={() => void loadMobileNav()}
          >
            <span />
          </button>
        </Group>
      </Container>
      {panelWanted && (
        <Suspense fallback={null}>
          <MobileNav opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </Box>
  )
}
