import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Card,
  Container,
  Fieldset,
  Group,
  Modal,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { procedureErrorData, useTRPC } from '../../lib/trpc'
import { WIDGET_ADMIN_PLACEHOLDERS, WIDGET_CODE_PREVIEW_CHARS, WIDGET_LINK_PREVIEW_CHARS } from '../../shared/constants'
import { emptyWidgetForm, widgetInputSchema, type Widget, type WidgetFormValues } from '../../shared/widget'
import { notifyError, notifySuccess } from '../notify'
import { isUnauthorized, useLoginOnUnauthorized } from './auth'
import { BackToAdmin } from './BackToAdmin'

const TARGET_TYPE_OPTIONS = [
  { value: 'path', label: 'Specific Path' },
  { value: 'tag', label: 'Tag Match' },
]
const POSITION_OPTIONS = [
  { value: 'top', label: 'Top of Page' },
  { value: 'bottom', label: 'Bottom of Page' },
  { value: 'sidebar', label: 'Sidebar' },
]
const POSITION_LABELS: Record<string, string> = Object.fromEntries(POSITION_OPTIONS.map((o) => [o.value, o.label]))

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}...` : text)

interface FieldIssue {
  field: string
  message: string
}

/** The field issues of a 400 answer (the server's error formatter sends them as `data.issues`). */
function fieldIssuesOf(error: unknown): FieldIssue[] {
  const issues = procedureErrorData(error)?.issues
  return Array.isArray(issues) ? issues : []
}

/** A readable message: the validation messages when the server refused the input, never its raw JSON. */
function errorMessage(error: unknown): string {
  const issues = fieldIssuesOf(error)
  if (issues.length) return [...new Set(issues.map((i) => i.message))].join('; ')
  return error instanceof Error && error.message ? error.message : 'Unknown error'
}

function toFormValues(w: Widget): WidgetFormValues {
  return {
    name: w.name,
    targetType: w.targetType,
    targetValue: w.targetValue,
    widgetCode: w.widgetCode ?? '',
    affiliateLink: w.affiliateLink ?? '',
    imageUrl: w.imageUrl ?? '',
    productName: w.productName ?? '',
    position: w.position,
    isActive: w.isActive,
  }
}

/** The widgets screen; the /admin route has already confirmed the session on the way here. */
export function WidgetsAdminPage() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const list = useQuery(trpc.widgets.list.queryOptions())
  const toLogin = useLoginOnUnauthorized(list.error)
  const [editing, setEditing] = useState<Widget | null>(null)
  const [open, setOpen] = useState(false)

  const form = useForm<WidgetFormValues>({
    mode: 'controlled',
    initialValues: emptyWidgetForm,
    validate: schemaResolver(widgetInputSchema, { sync: true }),
  })

  // The admin list and the public pages' cached selections (widgets.forPage) alike.
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.widgets.pathKey() })
  /** A failed save: a 401 goes to the login screen; field issues go under their fields; SPEC §8's toast. */
  const onSaveError = (action: 'create' | 'update') => (e: unknown) => {
    if (isUnauthorized(e)) return toLogin()
    const issues = fieldIssuesOf(e)
    if (issues.length) form.setErrors(Object.fromEntries(issues.map((i) => [i.field, i.message])))
    notifyError('Error', `Failed to ${action} widget: ${errorMessage(e)}`)
  }
  const close = () => {
    setOpen(false)
    setEditing(null)
    form.setInitialValues(emptyWidgetForm)
    form.reset()
  }

  const create = useMutation(
    trpc.widgets.create.mutationOptions({
      onSuccess: () => {
        notifySuccess('Success', 'Widget created successfully')
        close()
      },
      onError: onSaveError('create'),
      onSettled: refresh,
    }),
  )
  const update = useMutation(
    trpc.widgets.update.mutationOptions({
      onSuccess: () => {
        notifySuccess('Success', 'Widget updated successfully')
        close()
      },
      onError: onSaveError('update'),
      onSettled: refresh,
    }),
  )
  const remove = useMutation(
    trpc.widgets.delete.mutationOptions({
      onSuccess: () => notifySuccess('Success', 'Widget deleted successfully'),
      onError: (e) =>
        isUnauthorized(e) ? toLogin() : notifyError('Error', `Failed to delete widget: ${errorMessage(e)}`),
      onSettled: refresh,
    }),
  )
  const saving = create.isPending || update.isPending

  const openCreate = () => {
    setEditing(null)
    form.setInitialValues(emptyWidgetForm)
    form.reset()
    setOpen(true)
  }
  const openEdit = (w: Widget) => {
    setEditing(w)
    form.setInitialValues(toFormValues(w))
    form.reset()
    setOpen(true)
  }
  const onDelete = (w: Widget) => {
    if (remove.isPending) return
    if (window.confirm('Are you sure you want to delete this widget?')) remove.mutate({ id: w.id })
  }
  const onSubmit = form.onSubmit((values) => {
    const data = widgetInputSchema.parse(values)
    if (editing) update.mutate({ ...data, id: editing.id })
    else create.mutate(data)
  })

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <BackToAdmin />
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>Affiliate Widgets</Title>
            <Text c="dimmed">Manage Amazon affiliate advertisements across your site</Text>
          </Stack>
          <Button onClick={openCreate}>Add Widget</Button>
        </Group>

        {list.isPending ? (
          <Stack gap="md" aria-busy="true">
            {Array.from({ length: WIDGET_ADMIN_PLACEHOLDERS }, (_, i) => (
              <Card key={i} withBorder data-testid="widget-placeholder">
                <Skeleton h={20} w="40%" mb="sm" />
                <Skeleton h={14} w="70%" mb={6} />
                <Skeleton h={14} w="55%" />
              </Card>
            ))}
          </Stack>
        ) : list.isError ? (
          <Card withBorder>
            <Text c="red">{errorMessage(list.error)}</Text>
          </Card>
        ) : list.data.length === 0 ? (
          <Card withBorder padding="xl">
            <Stack align="center" gap="md">
              <Text fw={600}>No widgets created yet</Text>
              <Button onClick={openCreate}>Create Widget</Button>
            </Stack>
          </Card>
        ) : (
          <Stack gap="md">
            {list.data.map((w) => (
              <WidgetAdminCard
                key={w.id}
                widget={w}
                onEdit={() => openEdit(w)}
                onDelete={() => onDelete(w)}
                deleting={remove.isPending}
              />
            ))}
          </Stack>
        )}
      </Stack>

      {/* While saving, the dialog stays open: no close by X, Escape or a click outside. */}
      <Modal
        opened={open}
        onClose={() => {
          if (!saving) close()
        }}
        closeOnEscape={!saving}
        closeOnClickOutside={!saving}
        closeButtonProps={{ disabled: saving, 'aria-label': 'Close dialog' }}
        title={editing ? 'Edit Widget' : 'Create New Widget'}
        size="lg"
      >
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Widget Name"
              placeholder="Gaming Accessories Banner"
              withAsterisk
              {...form.getInputProps('name')}
            />
            <Select
              label="Target Type"
              data={TARGET_TYPE_OPTIONS}
              allowDeselect={false}
              withAsterisk
              {...form.getInputProps('targetType')}
            />
            <TextInput
              label="Target Value"
              placeholder={form.values.targetType === 'tag' ? 'arcade' : '/arcade/some-arcade-slug'}
              withAsterisk
              {...form.getInputProps('targetValue')}
            />
            <Select
              label="Position"
              data={POSITION_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('position')}
            />
            <Fieldset legend="Simple Method (Recommended)">
              <Stack gap="sm">
                <TextInput
                  label="Amazon Affiliate Link"
                  placeholder="https://www.amazon.com/dp/..."
                  {...form.getInputProps('affiliateLink')}
                />
                <TextInput label="Product Image URL" placeholder="https://..." {...form.getInputProps('imageUrl')} />
                <TextInput label="Product Name" {...form.getInputProps('productName')} />
              </Stack>
            </Fieldset>
            <Fieldset legend="Advanced Method (Optional)">
              <Textarea
                label="Custom Widget Code"
                autosize
                minRows={4}
                ff="monospace"
                {...form.getInputProps('widgetCode')}
              />
            </Fieldset>
            {/* A checkbox, not Mantine's Switch: the Switch puts its label's block wrapper inside a <label>, which HTML
                does not allow (tests/e2e/html-validity.spec.ts). */}
            <Checkbox
              label="Active"
              description="Widget will be displayed on matching pages"
              {...form.getInputProps('isActive', { type: 'checkbox' })}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" disabled={saving} loading={saving}>
                {editing ? 'Update Widget' : 'Create Widget'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Container>
  )
}

function WidgetAdminCard({
  widget: w,
  onEdit,
  onDelete,
  deleting,
}: {
  widget: Widget
  onEdit: () => void
  onDelete: () => void
  /** A delete is running (any widget's): no second DELETE until it settles. */
  deleting: boolean
}) {
  return (
    <Card withBorder data-widget-card={w.id}>
      <Group justify="space-between" align="flex-start" mb="sm">
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={700}>{w.name}</Text>
            <Badge color={w.isActive ? 'green' : 'gray'}>{w.isActive ? 'Active' : 'Inactive'}</Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {w.targetType === 'path' ? 'Path' : 'Tag'}: {w.targetValue} · Position: {POSITION_LABELS[w.position]}
          </Text>
        </Stack>
        <Group gap="xs">
          <ActionIcon variant="light" onClick={onEdit} aria-label={`Edit ${w.name}`}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="light"
            color="red"
            onClick={onDelete}
            disabled={deleting}
            aria-label={`Delete ${w.name}`}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      {w.affiliateLink ? (
        <Stack gap={4}>
          {w.productName && <Text size="sm">{w.productName}</Text>}
          <Anchor href={w.affiliateLink} target="_blank" rel="nofollow noopener noreferrer" size="sm">
            {cut(w.affiliateLink, WIDGET_LINK_PREVIEW_CHARS)}
          </Anchor>
          {w.imageUrl && (
            <Anchor href={w.imageUrl} target="_blank" rel="nofollow noopener noreferrer" size="sm">
              View image
            </Anchor>
          )}
        </Stack>
      ) : w.widgetCode ? (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {cut(w.widgetCode, WIDGET_CODE_PREVIEW_CHARS)}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          No code provided
        </Text>
      )}
    </Card>
  )
}
