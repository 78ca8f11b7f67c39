import { Fragment } from 'react'
import { Container, MANTINE_CLASSES, Text } from '../base'
import { AnchorLink } from '../links'
import { withHome } from '../../lib/crumbs'
import type { Crumb } from '../../lib/seo'

const itemClass = `breadcrumb-item ${MANTINE_CLASSES.breadcrumb} mantine-Breadcrumbs-breadcrumb`

/** Home, then the page's trail; items with a target are links. The markup of Mantine's Breadcrumbs. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const all = withHome(items)
  return (
    <Container size="lg" pt="md">
      <nav aria-label="Breadcrumb">
        <div className={`${MANTINE_CLASSES.breadcrumbs} mantine-Breadcrumbs-root`}>
          {all.map((c, i) => (
            <Fragment key={i}>
              {i > 0 && <div className={`${MANTINE_CLASSES.breadcrumbSeparator} mantine-Breadcrumbs-separator`}>›</div>}
              {c.to && i < all.length - 1 ? (
                <AnchorLink to={c.to} size="sm" className={itemClass}>
                  {c.label}
                </AnchorLink>
              ) : (
                <Text
                  size="sm"
                  c="dimmed"
                  className={itemClass}
                  aria-current={i === all.length - 1 ? 'page' : undefined}
                >
                  {c.label}
                </Text>
              )}
            </Fragment>
          ))}
        </div>
      </nav>
    </Container>
  )
}
