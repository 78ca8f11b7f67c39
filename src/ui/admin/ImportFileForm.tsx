import { Button, FileInput, Group, Progress, Select, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { formatCount } from '../../lib/plural'
import { procedureErrorData, type ImportOutputs } from '../../lib/trpc'
import {
  IMPORT_FILE_MAX_BYTES,
  IMPORT_FORMAT_LABELS,
  IMPORT_FORMATS,
  OSM_CREDIT,
  type ImportFormat,
} from '../../shared/open-data'
import { notifyError } from '../notify'
import { failureMessage, isUnauthorized, useLoginOnUnauthorized } from './auth'
import { formatOfFileName, uploadFile } from './import-upload'

const FORMAT_OPTIONS = IMPORT_FORMATS.map((value) => ({ value, label: IMPORT_FORMAT_LABELS[value] }))
const isFormat = (v: string | null): v is ImportFormat => IMPORT_FORMATS.includes(v as ImportFormat)

/** The file and its format; sending it starts the dry run. */
export function ImportFileForm({ onStarted }: { onStarted: (job: ImportOutputs['get']) => void }) {
  const toLogin = useLoginOnUnauthorized()
  const [file, setFile] = useState<File | null>(null)
  const [format, setFormat] = useState<ImportFormat>('csv')
  const [sent, setSent] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)

  const send = async () => {
    if (!file) return setError('Choose a file to import')
    if (file.size > IMPORT_FILE_MAX_BYTES) {
      return setError(`The file must be at most ${formatCount(IMPORT_FILE_MAX_BYTES / 1024 / 1024)} MB`)
    }
    setError(null)
    setSent(0)
    try {
      onStarted(await uploadFile(file, format, setSent))
    } catch (err) {
      setSent(null)
      if (isUnauthorized(err)) return toLogin()
      const data = procedureErrorData(err)
      // A field's rule, or the file's size (413), is the file input's error.
      const problem = data?.issues?.[0]?.message ?? (data?.httpStatus === 413 ? (err as Error).message : undefined)
      if (problem) setError(problem)
      notifyError('Error', failureMessage('Failed to send the file', err))
    }
  }

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <FileInput
          label="File"
          description="A .csv, .json or .geojson file"
          accept=".csv,.json,.geojson,text/csv,application/json,application/geo+json"
          value={file}
          onChange={(chosen) => {
            setFile(chosen)
            setError(null)
            if (chosen) setFormat(formatOfFileName(chosen.name))
          }}
          error={error}
          clearable
          style={{ flex: '1 1 18rem' }}
        />
        <Select
          label="Format"
          data={FORMAT_OPTIONS}
          value={format}
          onChange={(v) => isFormat(v) && setFormat(v)}
          allowDeselect={false}
          style={{ flex: '1 1 18rem' }}
        />
      </Group>
      <Text size="sm" c="dimmed">
        CSV and JSON take the columns of this site’s export; rows that name an arcade here by its slug update it. An
        Overpass API answer (<code>[out:json]</code>, with <code>out center</code>) or a GeoJSON file of{' '}
        <code>leisure=amusement_arcade</code> features adds OpenStreetMap’s arcades and updates those imported before,
        credited “{OSM_CREDIT}”. Nothing is changed until you apply the checked file.
      </Text>
      {sent !== null && (
        <Progress value={file ? (100 * sent) / Math.max(1, file.size) : 0} aria-label="Sending the file" />
      )}
      <Group>
        <Button onClick={() => void send()} loading={sent !== null} disabled={!file}>
          Check file
        </Button>
      </Group>
    </Stack>
  )
}
