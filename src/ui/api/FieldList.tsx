import type { ReferenceField } from '../../shared/api-reference'

/**
 * Parameters, body fields or an answer's fields: name, where it goes, whether it is required, type and meaning.
 * Plain list markup (app.css `.api-fields`): a reference lists hundreds of fields.
 */
export function FieldList({ fields }: { fields: ReferenceField[] }) {
  return (
    <ul className="api-fields">
      {fields.map((field) => (
        <li key={`${field.in ?? ''}${field.name}`}>
          <code>{field.name}</code>{' '}
          <span className="api-dimmed">
            ({[field.in, field.required ? 'required' : 'optional'].filter(Boolean).join(', ')})
          </span>{' '}
          {field.type}
          {field.description && <span className="api-dimmed api-description">{field.description}</span>}
        </li>
      ))}
    </ul>
  )
}
