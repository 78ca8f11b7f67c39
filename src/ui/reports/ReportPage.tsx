import type { PublicOutputs } from '../../lib/trpc'
import { Container, Text, Title } from '../base'
import { AnchorLink } from '../links'
import { ReportForm } from './ReportForm'
import { ReportThanks } from './ReportThanks'
import { useReportSubmit } from './use-report-submit'
import { reportFromForm } from '../../shared/report-form'

/** `/arcade/{slug}/report`: "Suggest an edit" (issue 20). `sent`: the thank-you after a plain form post. */
export function ReportPage({ data, sent }: { data: PublicOutputs['reports']['form']; sent?: 'reply' | '1' }) {
  const { state, onSubmit } = useReportSubmit('/api/reports', reportFromForm)
  const done = state.sent ?? sent
  const { arcade } = data
  return (
    <Container size="sm" py="xl">
      <Title order={1}>Suggest an edit</Title>
      <Text c="dimmed" mb="md">
        {arcade.name} · {arcade.city}, {arcade.state_code}
      </Text>
      {done ? (
        <ReportThanks reply={done === 'reply'}>
          <p>
            <AnchorLink to="/arcade/$slug" params={{ slug: arcade.slug }}>
              Back to {arcade.name}
            </AnchorLink>
          </p>
        </ReportThanks>
      ) : (
        <>
          <Text mb="md">
            Tell us what has changed. No account is needed. An administrator reviews every suggestion before anything on
            the site changes.
          </Text>
          <ReportForm data={data} submit={state} onSubmit={onSubmit} />
        </>
      )}
    </Container>
  )
}
