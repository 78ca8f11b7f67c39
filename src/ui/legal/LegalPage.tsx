import { Anchor, Container, Divider, Group, Stack, Text, Title } from '../base'
import type { ReactNode } from 'react'
import { useSiteData } from '../layout/site-data'
import { SITE_NAME } from '../../shared/constants'
import { Breadcrumbs } from '../layout/Breadcrumbs'
import { AnchorLink } from '../links'
import type { Widget } from '../../shared/widget-types'
import { PageWidgets, WidgetSlot } from '../widgets/WidgetSlot'
import type { Crumb } from '../../lib/seo'

/** What an information page's route hands its component: the page, its breadcrumbs and its widget target. */
export interface InfoPageProps {
  page: { title: string; path: string }
  crumbs: Crumb[]
  widgets: Widget[]
}

export interface LegalSection {
  title: string
  content: ReactNode
}

/** Layout of every information page: breadcrumb, title (with an optional line under it), body, explore links. */
export function InfoPageFrame({
  page,
  crumbs,
  widgets,
  subtitle,
  children,
}: InfoPageProps & {
  subtitle?: ReactNode
  children: ReactNode
}) {
  return (
    <PageWidgets widgets={widgets}>
      <Breadcrumbs items={crumbs} />
      <Container size="md" py="lg">
        <Stack gap="xl">
          <WidgetSlot position="top" />
          <Stack gap={4}>
            <Title order={1}>{page.title}</Title>
            {subtitle}
          </Stack>
          {children}
          <WidgetSlot position="bottom" />
          <ExploreLinks current={page.path} />
        </Stack>
      </Container>
    </PageWidgets>
  )
}

/** A titled section of an information page; its id makes it linkable (…/about#contact). */
export function InfoSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" id={id}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  )
}

/** A legal page: the frame with a "Last updated" line and numbered sections. */
export function LegalPage({
  lastUpdated,
  intro,
  sections,
  ...frame
}: InfoPageProps & {
  lastUpdated: string
  intro: ReactNode
  sections: LegalSection[]
}) {
  return (
    <InfoPageFrame
      {...frame}
      subtitle={
        <Text c="dimmed" size="sm" data-testid="last-updated">
          Last updated: {lastUpdated}
        </Text>
      }
    >
      {intro}
      {sections.map((s, i) => (
        <InfoSection key={s.title} id={`section-${i + 1}`} title={`${i + 1}. ${s.title}`}>
          {s.content}
        </InfoSection>
      ))}
    </InfoPageFrame>
  )
}

const EXPLORE_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/search', label: 'Browse Arcades' },
  { to: '/about', label: 'About' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
] as const

function ExploreLinks({ current }: { current: string }) {
  return (
    <Stack gap="xs" component="nav" aria-label="Explore">
      <Divider />
      <Title order={2} size="h4">
        Explore {SITE_NAME}
      </Title>
      <Group gap="lg">
        {EXPLORE_LINKS.filter((l) => l.to !== current).map((l) => (
          <AnchorLink key={l.to} to={l.to}>
            {l.label}
          </AnchorLink>
        ))}
      </Group>
    </Stack>
  )
}

/** The site has no contact form: questions go to the contact address, also listed on the About page. */
export function ContactDetails() {
  const data = useSiteData()
  return (
    <>
      E-mail us at <Anchor href={`mailto:${data.contactEmail}`}>{data.contactEmail}</Anchor>; you will also find the
      address in the{' '}
      <AnchorLink to="/about" hash="contact">
        Contact section of our About page
      </AnchorLink>
      .
    </>
  )
}

/** A link to another site, opened in a new tab without giving it a handle on this page. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Anchor>
  )
}
