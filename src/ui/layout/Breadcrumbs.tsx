import { Breadcrumbs as MantineBreadcrumbs, Container, Text } from '@mantine/core'

import { AnchorLink } from '../links'
import { withHome } from '../../lib/crumbs'
import type { Crumb } from '../../lib/seo'

/** Home, then the page's trail; items with a target are links. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const all = withHome(items)
  return (
    <Container size="lg" pt="md">
      <nav aria-label="Breadcrumb">
        <MantineBreadcrumbs separator="›" classNames={{ breadcrumb: 'breadcrumb-item' }}>
          {all.map((c, i) =>
            c.to && i < all.length - 1 ? (
              <AnchorLink key={i} to={c.to} size="sm">
                {c.label}
              </AnchorLink>
            ) : (
              <Text key={i} size="sm" c="dimmed" aria-current={i === all.length - 1 ? 'page' : undefined}>
                {c.label}
              </Text>
            ),
          )}
        </MantineBreadcrumbs>
      </nav>
    </Container>
  )
}
