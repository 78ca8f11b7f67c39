import { Button } from '@mantine/core'

/** Downloads of the whole directory with its lineups (GET /api/admin/export.csv and .json, streamed). */
export function ExportButtons() {
  return (
    <>
      <Button component="a" href="/api/admin/export.csv" download variant="light">
        Export CSV
      </Button>
      <Button component="a" href="/api/admin/export.json" download variant="light">
        Export JSON
      </Button>
    </>
  )
}
