import { Button, Group, Table, Text } from '@mantine/core'
import { AnchorLink } from '../../links'
import { formatMoment } from '../format'
import { changeLabel, changeValue, revisionTitle, type ShownRevision } from './revision-words'

/** Who made a change: an administrator, a visitor's report (and who accepted it), an import, or the system. */
function RevisionAuthor({ revision }: { revision: ShownRevision }) {
  const by = revision.adminUsername
  if (revision.actor === 'report' && revision.reportId !== null)
    return (
      <>
        from{' '}
        <AnchorLink to="/admin/reports/$id" params={{ id: String(revision.reportId) }} size="sm">
          report #{revision.reportId}
        </AnchorLink>
        {by && `, accepted by ${by}`}
      </>
    )
  if (revision.actor === 'import') return <>{`by import #${revision.importId ?? '?'}${by ? ` (${by})` : ''}`}</>
  if (revision.actor === 'system') return <>by the system</>
  return <>by {by ?? 'an administrator'}</>
}

function Value({ text }: { text: string | null }) {
  return text === null ? (
    <Text span size="sm" c="dimmed">
      (none)
    </Text>
  ) : (
    text
  )
}

/**
 * One revision of the History panel: when, who, what kind, each field from → to; "Restore this version" on every
 * revision but the newest (which is the listing as it is).
 */
export function RevisionItem({ revision, onRestore }: { revision: ShownRevision; onRestore?: () => void }) {
  return (
    <li className="admin-revision" data-testid="revision">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Text size="sm" fw={600}>
            {revisionTitle(revision)}{' '}
            <Text span size="sm" c="dimmed">
              #{revision.id}
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            {formatMoment(Date.parse(revision.createdAt))}, <RevisionAuthor revision={revision} />
          </Text>
        </div>
        {onRestore && (
          <Button size="xs" variant="default" onClick={onRestore} aria-label={`Restore this version (#${revision.id})`}>
            Restore this version
          </Button>
        )}
      </Group>
      {revision.changes.length > 0 && (
        <Table className="admin-revision-changes" verticalSpacing={4} mt="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>What</Table.Th>
              <Table.Th>Before</Table.Th>
              <Table.Th>After</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {revision.changes.map((change) => (
              <Table.Tr key={change.field}>
                <Table.Td>{changeLabel(change)}</Table.Td>
                <Table.Td>
                  <Value text={changeValue(change, change.from)} />
                </Table.Td>
                <Table.Td>
                  <Value text={changeValue(change, change.to)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </li>
  )
}
