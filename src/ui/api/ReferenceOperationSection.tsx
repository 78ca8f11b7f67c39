import { Anchor, Stack, Text, Title } from '../base'
import type { ReferenceOperation } from '../../shared/api-reference'
import { FieldList } from './FieldList'

/** One method of one path: what it does, who may call it, what it takes and every answer it can give. */
export function ReferenceOperationSection({ operation }: { operation: ReferenceOperation }) {
  const { id, method, path, summary, description, signedIn, parameters, body, answers } = operation
  return (
    <Stack gap="xs" component="section" id={id}>
      <Title order={3} size="h4">
        <code>
          {method} {path}
        </code>
      </Title>
      <Text fw={600}>{summary}</Text>
      {description && <Text>{description}</Text>}
      <Text size="sm">
        {signedIn
          ? 'Needs the administrator’s session cookie; changes only from the site’s own pages.'
          : method === 'GET'
            ? 'Public: no key, any origin (CORS), ETag and 304.'
            : 'Public, from the site’s own pages only.'}
      </Text>
      {parameters.length > 0 && (
        <>
          <Title order={4} size="h5">
            Parameters
          </Title>
          <FieldList fields={parameters} />
        </>
      )}
      {body.length > 0 && (
        <>
          <Title order={4} size="h5">
            JSON body
          </Title>
          <FieldList fields={body} />
        </>
      )}
      <Title order={4} size="h5">
        Answers
      </Title>
      <ul className="api-fields">
        {answers.map((answer) => (
          <li key={answer.status}>
            <code>{answer.status}</code> {answer.description}
            {answer.schema && (
              <>
                {': '}
                <Anchor href={`#schema-${answer.schema}`}>{answer.schema}</Anchor>
                {answer.mediaType !== 'application/json' && ` (${answer.mediaType})`}
              </>
            )}
          </li>
        ))}
      </ul>
    </Stack>
  )
}
