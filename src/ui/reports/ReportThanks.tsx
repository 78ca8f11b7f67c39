import { useEffect, useRef, type ReactNode } from 'react'

/** What a visitor sees once a suggestion is in: what happens next, said plainly (issue 20). */
export function ReportThanks({ reply, children }: { reply: boolean; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // Shown in place of the form: the reader's focus moves to it.
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="report-thanks" aria-labelledby="report-thanks-title">
      <h2 id="report-thanks-title" ref={heading} tabIndex={-1}>
        Thank you — we have your suggestion
      </h2>
      <p>
        An administrator reviews every suggestion. Nothing on the site changes until it is accepted, so the listing
        stays as it is for now.
      </p>
      {reply && <p>If we have a question, we may write to you at the address you gave. We never show it to anyone.</p>}
      {children}
    </section>
  )
}
