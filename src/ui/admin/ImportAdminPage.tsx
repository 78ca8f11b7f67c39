import { Alert, Button, Container, Group, Progress, Stack, Text, Title } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { formatCount } from '../../lib/plural'
import { useTRPC, type ImportOutputs } from '../../lib/trpc'
import { useLoginOnUnauthorized } from './auth'
import { BackToAdmin } from './BackToAdmin'
import { ImportApplyPanel } from './ImportApplyPanel'
import { ImportDryRun } from './ImportDryRun'
import { ImportFileForm } from './ImportFileForm'
import { ButtonLink } from '../links'

type AdminImport = ImportOutputs['get']

const BUSY: AdminImport['state'][] = ['uploading', 'checking', 'applying']

/**
 * The import screen (/admin/import, issue 21): choose a file and its format, read the dry run row by row, then
 * apply it. The file goes up in pieces; checking and applying run on the server while this screen asks for progress.
 */
export function ImportAdminPage() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [id, setId] = useState<string | null>(null)
  const job = useQuery({
    ...trpc.admin.imports.get.queryOptions({ id: id ?? '' }),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) => (BUSY.includes(query.state.data?.state ?? 'checked') ? 500 : false),
  })
  useLoginOnUnauthorized(job.error)
  const current = id === null ? undefined : job.data
  const restart = () => setId(null)

  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <BackToAdmin />
        <div>
          <Title order={1}>Import Arcades</Title>
          <Text c="dimmed">
            Add and update arcades from a file: this site’s CSV or JSON export, or OpenStreetMap data. You see what
            would change before anything does.
          </Text>
        </div>
        {id === null ? (
          <ImportFileForm onStarted={(started) => setId(started.id)} />
        ) : !current ? (
          <Text>Loading the import...</Text>
        ) : current.state === 'failed' ? (
          <Stack gap="sm">
            <Alert color="red" title="The import stopped" role="alert">
              {current.problem}
            </Alert>
            <Group>
              <Button onClick={restart}>Choose another file</Button>
            </Group>
          </Stack>
        ) : current.state === 'uploading' || current.state === 'checking' ? (
          <Stack gap="xs" aria-live="polite">
            <Text fw={500}>
              Checking {current.fileName}: {formatCount(current.progress.rows)} rows read...
            </Text>
            <Progress value={100} animated aria-label="Checking the file" />
          </Stack>
        ) : current.state === 'applying' ? (
          <Stack gap="xs" aria-live="polite">
            <Text fw={500}>
              Applying {current.fileName}: {formatCount(current.progress.rows)} of{' '}
              {formatCount(current.progress.total ?? 0)} rows...
            </Text>
            <Progress
              value={(100 * current.progress.rows) / Math.max(1, current.progress.total ?? 1)}
              aria-label="Applying the import"
            />
          </Stack>
        ) : current.state === 'applied' && current.applied ? (
          <Stack gap="sm">
            <Alert color="green" title="Import applied" role="status">
              {formatCount(current.applied.created)} added, {formatCount(current.applied.updated)} updated,{' '}
              {formatCount(current.applied.unchanged)} unchanged
              {current.applied.skippedDuplicates > 0 &&
                `, ${formatCount(current.applied.skippedDuplicates)} possible duplicates left out`}
              {current.applied.skippedRejected > 0 &&
                `, ${formatCount(current.applied.skippedRejected)} rejected rows skipped`}
              . Recorded as import #{current.applied.importId}.
            </Alert>
            <Group>
              <ButtonLink to="/admin">View arcades</ButtonLink>
              <Button variant="default" onClick={restart}>
                Import another file
              </Button>
            </Group>
          </Stack>
        ) : (
          <>
            <ImportDryRun job={current} />
            <ImportApplyPanel
              job={current}
              onApplying={() => void queryClient.invalidateQueries({ queryKey: trpc.admin.imports.get.pathKey() })}
              onCancel={restart}
            />
          </>
        )}
      </Stack>
    </Container>
  )
}
