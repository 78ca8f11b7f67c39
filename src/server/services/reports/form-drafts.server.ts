import { randomBytes } from 'node:crypto'
import { now } from '../../auth/clock.server'
import type { DuplicateCandidate } from '../../../shared/report-fields'
import type { FieldIssue } from '../../trpc/init'

/**
 * What a report or suggestion form sent without JavaScript comes back with when it cannot be taken yet (field errors,
 * sent too soon, possible duplicates): Post/Redirect/Get, so the values and messages travel in memory under a random
 * id (`?draft=…`) and never in an address, the e-mail address least of all. Drafts live DRAFT_TTL_MS, at most
 * DRAFTS_MAX of them (the oldest go first).
 */
export interface FormDraft {
  /** The page of the form this draft belongs to (`/arcade/{slug}/report`, `/suggest`): another page ignores it. */
  form: string
  /** The fields as sent, by name. */
  values: Record<string, string>
  issues: FieldIssue[]
  /** A sentence above the form ("Please check your suggestion and send it again."). */
  notice?: string
  /** Arcades a suggested new one may be ("Is it one of these?"). */
  duplicates?: DuplicateCandidate[]
}

const DRAFT_TTL_MS = 10 * 60 * 1000
const DRAFTS_MAX = 1000

const drafts = new Map<string, { draft: FormDraft; at: number }>()

export function saveDraft(draft: FormDraft): string {
  const t = now()
  for (const [id, entry] of drafts) {
    if (drafts.size < DRAFTS_MAX && entry.at > t - DRAFT_TTL_MS) break
    drafts.delete(id)
  }
  const id = randomBytes(16).toString('base64url')
  drafts.set(id, { draft, at: t })
  return id
}

/** The draft `id` of form `form`, if it is still kept. */
export function draftOf(id: string | undefined, form: string): FormDraft | undefined {
  const entry = id === undefined ? undefined : drafts.get(id)
  if (!entry || entry.at <= now() - DRAFT_TTL_MS || entry.draft.form !== form) return undefined
  return entry.draft
}
