import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { procedureErrorData, useTRPC } from '../../../lib/trpc'
import type { AcceptableField, AdminReport } from '../../../shared/admin-report'
import type { EditableField, NewArcadeProposal } from '../../../shared/report-fields'
import { notifyError, notifySuccess } from '../../notify'
import { ArcadeFormModal, type ArcadeFormValues } from '../ArcadeFormModal'
import { failureMessage, isUnauthorized, useLoginOnUnauthorized } from '../auth'
import { BackToAdmin } from '../BackToAdmin'
import { CenteredLoader } from '../CenteredLoader'
import { DuplicateReportDialog, RejectReportDialog } from './DecideDialogs'
import { ProposedChanges } from './ProposedChanges'
import { ReportFacts } from './ReportFacts'

/**
 * One report (/admin/reports/{id}, issue 20): what would change beside today's values; accept all or some fields
 * (an edit's values can be corrected first), reject with a reason, or mark as a duplicate. A new arcade opens the
 * Add Arcade form, filled in with what the visitor sent.
 */
export function ReportReviewPage({ id }: { id: string }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const reportId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : 0
  const report = useQuery({
    ...trpc.admin.reports.get.queryOptions({ id: reportId }),
    enabled: reportId > 0,
    retry: false,
  })
  const toLogin = useLoginOnUnauthorized(report.error)
  if (reportId === 0 || procedureErrorData(report.error)?.code === 'NOT_FOUND') {
    return (
      <Container size="lg" py="xl">
        <BackToAdmin />
        <Title order={1}>Report not found</Title>
      </Container>
    )
  }
  if (!report.data) return <CenteredLoader label="Loading report..." />
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.reports.pathKey() })
  return (
    <ReportReview
      key={`${report.data.id}-${report.data.status}`}
      report={report.data}
      refresh={refresh}
      toLogin={toLogin}
    />
  )
}

function ReportReview({
  report,
  refresh,
  toLogin,
}: {
  report: AdminReport
  refresh: () => Promise<void>
  toLogin: () => void
}) {
  const trpc = useTRPC()
  const pending = report.status === 'pending'
  const [chosen, setChosen] = useState(() => new Set<AcceptableField>(report.changes.map((c) => c.field)))
  const [values, setValues] = useState<Partial<Record<AcceptableField, string>>>({})
  const [dialog, setDialog] = useState<'reject' | 'duplicate' | 'arcade' | null>(null)
  const [error, setError] = useState<string>()
  const accept = useMutation(trpc.admin.reports.accept.mutationOptions())
  const reject = useMutation(trpc.admin.reports.reject.mutationOptions())
  const duplicate = useMutation(trpc.admin.reports.markDuplicate.mutationOptions())

  const decide = async (what: string, run: () => Promise<unknown>) => {
    setError(undefined)
    try {
      await run()
      notifySuccess('Success', what)
      setDialog(null)
      await refresh()
    } catch (e) {
      if (isUnauthorized(e)) return toLogin()
      const issue = procedureErrorData(e)?.issues?.[0]
      // The Add Arcade form checks its own fields; what only the server can say comes as a toast over it.
      if (issue && dialog === 'arcade') return notifyError('Error', `${issue.field}: ${issue.message}`)
      if (issue) return setError(issue.message)
      notifyError('Error', failureMessage('Failed to decide the report', e))
    }
  }
  const edited = Object.fromEntries(
    Object.entries(values).filter(([field]) => chosen.has(field as AcceptableField)),
  ) as Partial<Record<EditableField, string>>
  const acceptChosen = () =>
    decide('Report accepted', () => accept.mutateAsync({ id: report.id, fields: [...chosen], values: edited }))
  const acceptArcade = (arcade: ArcadeFormValues) =>
    decide('Arcade added from the suggestion', () => accept.mutateAsync({ id: report.id, arcade }))

  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <BackToAdmin />
        <Group gap="sm">
          <Title order={1}>Report #{report.id}</Title>
          <Badge variant="light">{report.status}</Badge>
        </Group>
        <Text fw={500}>{report.summary}</Text>
        <ReportFacts report={report} />
        {report.changes.length > 0 && (
          <ProposedChanges
            changes={report.changes}
            chosen={chosen}
            onChoose={(field, on) => setChosen((s) => new Set(on ? [...s, field] : [...s].filter((f) => f !== field)))}
            values={values}
            onValue={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
            readOnly={!pending}
          />
        )}
        {error && dialog === null && <Text c="red">{error}</Text>}
        {pending && (
          <Group>
            {report.newArcade ? (
              <Button onClick={() => setDialog('arcade')}>Open in Add Arcade form</Button>
            ) : (
              <Button
                onClick={() => void acceptChosen()}
                loading={accept.isPending}
                disabled={report.changes.length > 0 && chosen.size === 0}
              >
                {report.changes.length > 0 ? 'Accept selected' : 'Mark as done'}
              </Button>
            )}
            <Button variant="default" color="red" onClick={() => setDialog('reject')}>
              Reject
            </Button>
            <Button variant="default" onClick={() => setDialog('duplicate')}>
              Mark as duplicate
            </Button>
          </Group>
        )}
      </Stack>
      <RejectReportDialog
        opened={dialog === 'reject'}
        busy={reject.isPending}
        error={error}
        onClose={() => setDialog(null)}
        onReject={(reason) => void decide('Report rejected', () => reject.mutateAsync({ id: report.id, reason }))}
      />
      <DuplicateReportDialog
        opened={dialog === 'duplicate'}
        busy={duplicate.isPending}
        error={error}
        onClose={() => setDialog(null)}
        onMark={(duplicateOfId) =>
          void decide('Report marked as duplicate', () => duplicate.mutateAsync({ id: report.id, duplicateOfId }))
        }
      />
      {report.newArcade && (
        <ArcadeFormModal
          opened={dialog === 'arcade'}
          mode="create"
          arcade={null}
          initial={suggestedArcade(report.newArcade, report.message)}
          saving={accept.isPending}
          onClose={() => setDialog(null)}
          onSubmit={(values) => void acceptArcade(values)}
        />
      )}
    </Container>
  )
}

/** The Add Arcade form's values from a visitor's suggestion; what is there becomes the description to edit. */
function suggestedArcade(a: NewArcadeProposal, message: string | null): Partial<ArcadeFormValues> {
  return {
    name: a.name,
    address: a.address,
    city: a.city,
    state: a.state,
    zipCode: a.zip,
    ...(a.type ? { type: a.type } : {}),
    website: a.website ?? '',
    phone: a.phone ?? '',
    description: message ?? '',
  }
}
