/**
 * Whether an arcade is still there (issue 20). Zod-free: cards, the arcade page and the admin form import it; the
 * admin form's rules are in admin-arcade.ts. docs/decisions/0040-listing-history.md.
 */

/** Open, closed for a while (still listed, never "open now"), or closed for good (its page stays, lists drop it). */
export const LISTING_STATUSES = ['open', 'temporarily_closed', 'permanently_closed'] as const
export type ListingStatus = (typeof LISTING_STATUSES)[number]

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  open: 'Open',
  temporarily_closed: 'Temporarily closed',
  permanently_closed: 'Permanently closed',
}

/** The parts of a listing an administrator can confirm as still right ("Confirm listing", "Confirm hours", …). */
export const CONFIRM_PARTS = ['listing', 'hours', 'lineup'] as const
export type ConfirmPart = (typeof CONFIRM_PARTS)[number]
