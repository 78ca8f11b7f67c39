import { Anchor, Container, List, Stack, Text, Title } from '../base'
import type { ApiReference } from '../../shared/api-reference'
import type { Crumb } from '../../lib/seo'
import { Breadcrumbs } from '../layout/Breadcrumbs'
import { FieldList } from './FieldList'
import { ReferenceOperationSection } from './ReferenceOperationSection'

/**
 * The REST API's reference (/api/docs), rendered on the server from the OpenAPI document: every path grouped as
 * public or admin, then the shapes of the answers.
 */
export function ApiReferencePage({ reference, crumbs }: { reference: ApiReference; crumbs: Crumb[] }) {
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <Container size="md" py="lg">
        <Stack gap="xl">
          <Stack gap="sm">
            <Title order={1}>API Reference</Title>
            <Text size="lg">{reference.description}</Text>
            <Text>
              The machine-readable description is the OpenAPI 3.1 document at{' '}
              <Anchor href="/api/openapi.json">/api/openapi.json</Anchor> (version {reference.version}); this page shows
              the same document. Searches come as JSON at <code>/api/arcades</code> and as GeoJSON (RFC 7946) at{' '}
              <code>/api/arcades.geojson</code>.
            </Text>
          </Stack>
          <nav aria-label="Paths">
            <List spacing={4}>
              {reference.groups.flatMap((group) =>
                group.operations.map((op) => (
                  <List.Item key={op.id}>
                    <Anchor href={`#${op.id}`}>
                      <code>
                        {op.method} {op.path}
                      </code>
                    </Anchor>{' '}
                    {op.summary}
                  </List.Item>
                )),
              )}
            </List>
          </nav>
          {reference.groups.map((group) => (
            <Stack gap="lg" component="section" key={group.name} aria-labelledby={`group-${group.name}`}>
              <Stack gap={4}>
                <Title order={2} id={`group-${group.name}`}>
                  {group.name} paths
                </Title>
                <Text c="dimmed">{group.description}</Text>
              </Stack>
              {group.operations.map((op) => (
                <ReferenceOperationSection key={op.id} operation={op} />
              ))}
            </Stack>
          ))}
          <Stack gap="lg" component="section" aria-labelledby="schemas">
            <Title order={2} id="schemas">
              Answers’ shapes
            </Title>
            {reference.schemas.map((schema) => (
              <Stack gap="xs" key={schema.name} component="section" id={`schema-${schema.name}`}>
                <Title order={3} size="h4">
                  <code>{schema.name}</code>
                </Title>
                {schema.description && <Text>{schema.description}</Text>}
                {schema.fields.length > 0 ? <FieldList fields={schema.fields} /> : <Text>{schema.type}</Text>}
              </Stack>
            ))}
          </Stack>
        </Stack>
      </Container>
    </>
  )
}
