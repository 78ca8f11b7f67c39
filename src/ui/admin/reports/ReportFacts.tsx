import { Anchor, Stack, Text } from '@mantine/core'
import type { AdminReport } from '../../../shared/admin-report'
import { formatMoment } from '../format'

/** Who and when: the arcade, when it came in, how many sent it, their words and address, and any decision. */
export function ReportFacts({ report }: { report: AdminReport }) {
  return (
    <Stack gap={6}>
      {report.arcade && (
        <Text>
          Arcade:{' '}
          <Anchor href={`/arcade/${report.arcade.slug}`} target="_blank" rel="noopener noreferrer">
            {report.arcade.name}
          </Anchor>{' '}
          ({report.arcade.city}, {report.arcade.stateCode})
        </Text>
      )}
      <Text>
        Received {formatMoment(Date.parse(report.createdAt))}
        {report.foldCount > 1 &&
          ` · sent by ${report.foldCount} visitors, the last ${formatMoment(Date.parse(report.updatedAt))}`}
      </Text>
      {report.message && (
        <div>
          <Text fw={600}>The visitor’s words</Text>
          <Text className="admin-report-message" data-testid="report-message">
            {report.message}
          </Text>
        </div>
      )}
      {report.contactEmail && (
        <Text>
          Reply to: <Anchor href={`mailto:${report.contactEmail}`}>{report.contactEmail}</Anchor>
        </Text>
      )}
      {report.status !== 'pending' && (
        <Text fw={600} data-testid="report-decision">
          {report.status === 'accepted' &&
            `Accepted${report.acceptedFields?.length ? `: ${report.acceptedFields.join(', ')}` : ''}`}
          {report.status === 'rejected' && `Rejected: ${report.decisionReason ?? ''}`}
          {report.status === 'duplicate' && `Duplicate of report #${report.duplicateOfId}`}
          {report.decidedBy && ` — by ${report.decidedBy}`}
          {report.decidedAt && `, ${formatMoment(Date.parse(report.decidedAt))}`}
        </Text>
      )}
    </Stack>
  )
}
