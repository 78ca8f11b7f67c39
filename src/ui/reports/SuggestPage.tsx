import type { PublicOutputs } from '../../lib/trpc'
import { suggestionFromForm } from '../../shared/report-form'
import { Container, Text, Title } from '../base'
import { AnchorLink } from '../links'
import { ReportThanks } from './ReportThanks'
import { SuggestForm } from './SuggestForm'
import { useReportSubmit } from './use-report-submit'

/** `/suggest`: "Suggest an arcade" (issue 20). `sent`: the thank-you after a plain form post. */
export function SuggestPage({ data, sent }: { data: PublicOutputs['suggestions']['form']; sent?: 'reply' | '1' }) {
  const { state, onSubmit } = useReportSubmit('/api/suggestions', suggestionFromForm)
  const done = state.sent ?? sent
  return (
    <Container size="sm" py="xl">
      <Title order={1}>Suggest an arcade</Title>
      {done ? (
        <ReportThanks reply={done === 'reply'}>
          <p>
            <AnchorLink to="/search">Browse arcades</AnchorLink>
          </p>
        </ReportThanks>
      ) : (
        <>
          <Text mb="md">
            Know an arcade we do not list? Tell us where it is. No account is needed. An administrator checks every
            suggestion before it appears in the directory.
          </Text>
          <SuggestForm data={data} submit={state} onSubmit={onSubmit} />
        </>
      )}
    </Container>
  )
}
