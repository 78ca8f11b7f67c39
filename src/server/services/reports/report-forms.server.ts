import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { arcades, games } from '../../db/schema'
import { phoneDisplay } from '../../../lib/phone'
import { reportFormPath, SUGGEST_PATH, type EditableField } from '../../../shared/report-fields'
import { lineupOf } from '../games.server'
import { draftOf, type FormDraft } from './form-drafts.server'
import { issueFormToken } from './form-token.server'
import { reportFormName, SUGGEST_FORM_NAME } from './report-intake.server'

/**
 * What the report and suggestion pages show (issue 20): the arcade's values to correct, the games to pick from, a
 * fresh form token, and the draft a form post without JavaScript came back with. Rendered per request, never
 * cached (the token is this visit's).
 */
export interface ReportFormData {
  arcade: { slug: string; name: string; city: string; state_code: string }
  /** Today's values, as the form shows them to be corrected. */
  current: Record<EditableField, string>
  /** The games the arcade has (those that left aside), then the whole catalogue, for the game field's list. */
  lineup: string[]
  catalogue: string[]
  token: string
  draft: FormDraft | null
}

export interface SuggestFormData {
  token: string
  draft: FormDraft | null
}

function catalogueTitles(db: Db): string[] {
  return db
    .select({ title: games.title })
    .from(games)
    .orderBy(asc(games.title))
    .all()
    .map((g) => g.title)
}

export function reportFormData(db: Db, slug: string, draftId: string | undefined): ReportFormData | undefined {
  const row = db
    .select()
    .from(arcades)
    .where(and(eq(arcades.slug, slug.toLowerCase()), isNull(arcades.deletedAt)))
    .get()
  if (!row) return undefined
  return {
    arcade: { slug: row.slug, name: row.name, city: row.city, state_code: row.stateCode },
    current: {
      hours: row.hours,
      phone: phoneDisplay(row.phone)?.national ?? row.phone ?? '',
      website: row.website ?? '',
      address: row.address,
      city: row.city,
      zip: row.zip,
      type: row.type,
    },
    lineup: lineupOf(db, row)
      .entries.filter((e) => e.status !== 'left')
      .map((e) => e.game.title),
    catalogue: catalogueTitles(db),
    token: issueFormToken(reportFormName(row.id)),
    draft: draftOf(draftId, reportFormPath(row.slug)) ?? null,
  }
}

export function suggestFormData(draftId: string | undefined): SuggestFormData {
  return { token: issueFormToken(SUGGEST_FORM_NAME), draft: draftOf(draftId, SUGGEST_PATH) ?? null }
}
