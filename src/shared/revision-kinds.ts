/**
 * The enumerations of a listing's history (issue 20): who made a change, what kind of change it was, what a feed
 * says of it, and how a game's place in a lineup changed. Zod-free, so the admin's History panel, the feeds and
 * the database's CHECK constraints share one list. docs/decisions/0040-listing-history.md.
 */

/** An administrator, an accepted visitor report (with the administrator who accepted it), an import, the system. */
export const REVISION_ACTORS = ['admin', 'report', 'import', 'system'] as const
export type RevisionActor = (typeof REVISION_ACTORS)[number]

/**
 * create, update (the arcade form, an accepted edit), lineup (the games only), confirm (stamps only), close (a
 * closure or a reopening on its own, as a closure report brings), delete, undelete, revert (an old version restored).
 */
export const REVISION_KINDS = [
  'create',
  'update',
  'lineup',
  'confirm',
  'close',
  'delete',
  'undelete',
  'revert',
] as const
export type RevisionKind = (typeof REVISION_KINDS)[number]

/** What a change means to someone following the directory; null (no entry) for confirm, delete and undelete. */
export const REVISION_FEEDS = ['new', 'closed', 'reopened', 'changed'] as const
export type RevisionFeed = (typeof REVISION_FEEDS)[number]

/** A game arrived at an arcade, left it, or went out of order or back to working. */
export const REVISION_GAME_CHANGES = ['arrived', 'left', 'status'] as const
export type RevisionGameChange = (typeof REVISION_GAME_CHANGES)[number]

/** The kinds of what a visitor suggests (issue 20; the report form's choices map onto them). */
export const REPORT_KINDS = ['edit', 'game', 'closure', 'other', 'new_arcade'] as const
export type ReportKind = (typeof REPORT_KINDS)[number]

/** A report waits for review, then is accepted, rejected, or folded into another as its duplicate. */
export const REPORT_STATUSES = ['pending', 'accepted', 'rejected', 'duplicate'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]
