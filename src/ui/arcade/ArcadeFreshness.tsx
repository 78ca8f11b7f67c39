import { Anchor, Text } from '../base'
import { formatMonth } from '../../lib/day'
import type { Freshness } from '../../lib/freshness'

/** Where a visitor suggests a correction to a listing (the report form, issue 20). */
export const reportPath = (slug: string) => `/arcade/${slug}/report`

/**
 * "Last checked November 2026" (issue 20), and for a listing nobody has checked for STALE_AFTER_MONTHS a gentle
 * notice asking visitors who have been there to help check it. The server works both out when it renders the page
 * (the render cache keeps a page minutes, not months), so the browser's hydration shows the same.
 */
export function ArcadeFreshness({ freshness, slug }: { freshness: Freshness; slug: string }) {
  return (
    <>
      <Text size="sm" c="dimmed" data-testid="last-checked">
        {`Last checked ${formatMonth(freshness.checked)}`}
      </Text>
      {freshness.stale && (
        <aside className="stale-notice" data-testid="stale-notice" aria-label="Help check this listing">
          <Text size="sm">
            {`Nobody has checked this listing since ${formatMonth(freshness.checked)}, so some of it may have changed. Been there lately? `}
            <Anchor href={reportPath(slug)} size="sm">
              Help us check it
            </Anchor>
          </Text>
        </aside>
      )}
    </>
  )
}
