import type { DuplicateCandidate } from '../../shared/report-fields'
import { AnchorLink } from '../links'

/** "Is it one of these?": arcades the directory has that a suggested new one may be, each with its page and form. */
export function DuplicateList({ candidates }: { candidates: DuplicateCandidate[] }) {
  return (
    <section className="form-notice report-duplicates" aria-labelledby="report-duplicates-title" role="alert">
      <h2 id="report-duplicates-title">Is it one of these?</h2>
      <p>We may already list this arcade. If it is one of these, tell us what has changed on its own form.</p>
      <ul>
        {candidates.map((a) => (
          <li key={a.slug}>
            <AnchorLink to="/arcade/$slug" params={{ slug: a.slug }}>
              {a.name}
            </AnchorLink>{' '}
            — {a.address}, {a.city}, {a.state_code} ·{' '}
            <AnchorLink to="/arcade/$slug/report" params={{ slug: a.slug }}>
              Suggest an edit
            </AnchorLink>
          </li>
        ))}
      </ul>
      <p>If it is none of these, send your suggestion with the button below the form.</p>
    </section>
  )
}
