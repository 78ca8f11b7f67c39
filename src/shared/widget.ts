import { z } from './zod'
import { WIDGET_NAME_MAX, WIDGET_TARGET_VALUE_MAX } from './constants'
import {
  WIDGET_POSITIONS,
  WIDGET_TARGET_TYPES,
  type Widget,
  type WidgetPosition,
  type WidgetTargetType,
} from './widget-types'

/*
 * Affiliate widget rules of SPEC §5 — the one schema used by the admin form, tRPC and REST. The widget shapes and
 * the rendering rule live in ./widget-types (no zod there, for the public pages); this module offers them too.
 */
export {
  isCardWidget,
  WIDGET_POSITIONS,
  WIDGET_TARGET_TYPES,
  type Widget,
  type WidgetPosition,
  type WidgetTargetType,
} from './widget-types'

export const WIDGET_MESSAGES = {
  nameRequired: 'Widget name is required',
  targetTypeRequired: 'Target type is required',
  targetValueRequired: 'Target value is required',
  url: 'Must be a valid URL',
  imageUrl: 'Must be a valid image URL',
  crossRule: 'Either provide widget code OR affiliate link with product name',
  nameMax: `Widget name must be at most ${WIDGET_NAME_MAX} characters`,
  targetValueMax: `Target value must be at most ${WIDGET_TARGET_VALUE_MAX} characters`,
  productNameMax: `Product name must be at most ${WIDGET_NAME_MAX} characters`,
  pathStart: "A path must start with '/' (for example /arcades/texas)",
} as const

/** Empty or blank strings (as a form sends them) and null count as absent. */
/** A widget as the APIs return it (the type, in ./widget-types for the public pages, is checked against it). */
export const widgetSchema = z.object({
  id: z.int(),
  name: z.string(),
  targetType: z.enum(WIDGET_TARGET_TYPES),
  targetValue: z.string(),
  widgetCode: z.string().nullable(),
  affiliateLink: z.string().nullable(),
  imageUrl: z.string().nullable(),
  productName: z.string().nullable(),
  position: z.enum(WIDGET_POSITIONS),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<Widget>

const emptyToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v)

const optionalText = (max?: { length: number; message: string }) =>
  z.preprocess(emptyToUndefined, (max ? z.string().max(max.length, max.message) : z.string()).optional())

const optionalUrl = (message: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), { message })
      .optional(),
  )

const widgetFieldsSchema = z.object({
  name: z
    .string({ error: WIDGET_MESSAGES.nameRequired })
    .trim()
    .min(1, WIDGET_MESSAGES.nameRequired)
    .max(WIDGET_NAME_MAX, WIDGET_MESSAGES.nameMax),
  targetType: z.enum(WIDGET_TARGET_TYPES, { error: WIDGET_MESSAGES.targetTypeRequired }),
  targetValue: z
    .string({ error: WIDGET_MESSAGES.targetValueRequired })
    .trim()
    .min(1, WIDGET_MESSAGES.targetValueRequired)
    .max(WIDGET_TARGET_VALUE_MAX, WIDGET_MESSAGES.targetValueMax),
  widgetCode: optionalText(),
  affiliateLink: optionalUrl(WIDGET_MESSAGES.url),
  imageUrl: optionalUrl(WIDGET_MESSAGES.imageUrl),
  productName: optionalText({ length: WIDGET_NAME_MAX, message: WIDGET_MESSAGES.productNameMax }),
  position: z.preprocess(emptyToUndefined, z.enum(WIDGET_POSITIONS).default('bottom')),
  isActive: z.boolean().default(true),
})

/**
 * A page path as widgets store and match it: no query string or hash, no trailing slash (except the root).
 * Blank or not starting with '/' stays as it is (the path rule below reports it).
 */
function normalizeWidgetPath(value: string): string {
  const path = value.trim().replace(/[?#].*$/s, '')
  return path.startsWith('/') ? path.replace(/(.)\/+$/, '$1') : path
}

/** Tags match case-insensitively: stored and looked up lower-cased. */
const normalizeWidgetTag = (value: string): string => value.trim().toLowerCase()

const isPresent = (v: unknown) => typeof v === 'string' && v.trim() !== ''

/**
 * The object-level rules (cross-rule on affiliateLink, path rule on targetValue). Zod skips object refinements
 * once any field has an aborting error (a wrong type, an unknown enum value); `when` makes them run anyway, so
 * the form shows every message at once. Field values may then be raw input, hence the type guards.
 */
function objectRules(w: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const hasCode = isPresent(w.widgetCode)
  const hasCard = isPresent(w.affiliateLink) && isPresent(w.productName)
  if (!hasCode && !hasCard) {
    ctx.addIssue({ code: 'custom', path: ['affiliateLink'], message: WIDGET_MESSAGES.crossRule })
  }
  if (w.targetType === 'path' && isPresent(w.targetValue) && !String(w.targetValue).trim().startsWith('/')) {
    ctx.addIssue({ code: 'custom', path: ['targetValue'], message: WIDGET_MESSAGES.pathStart })
  }
}
const objectRulesAlways = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
}

/** Saved target values are normalised: paths as normalizeWidgetPath, tags trimmed and lower-cased. */
function normalizeTarget<T extends { targetType: WidgetTargetType; targetValue: string }>(w: T): T {
  const targetValue = w.targetType === 'tag' ? normalizeWidgetTag(w.targetValue) : normalizeWidgetPath(w.targetValue)
  return { ...w, targetValue }
}

/** The object-level rules on top of the field rules, then the target value normalised. */
function withWidgetRules<T extends z.ZodType<z.output<typeof widgetFieldsSchema>>>(fields: T) {
  return fields.superRefine(objectRules, objectRulesAlways).transform(normalizeTarget)
}

/** Create (and, per SPEC §5, update) rules including the object-level rules; target values normalised. */
export const widgetInputSchema = withWidgetRules(widgetFieldsSchema)

export type WidgetInput = z.output<typeof widgetInputSchema>
/** What the admin form holds: every text field a string ('' = absent). */
export interface WidgetFormValues {
  name: string
  targetType: WidgetTargetType
  targetValue: string
  widgetCode: string
  affiliateLink: string
  imageUrl: string
  productName: string
  position: WidgetPosition
  isActive: boolean
}

export const emptyWidgetForm: WidgetFormValues = {
  name: '',
  targetType: 'path',
  targetValue: '',
  widgetCode: '',
  affiliateLink: '',
  imageUrl: '',
  productName: '',
  position: 'bottom',
  isActive: true,
}

export const widgetIdInput = z.object({ id: z.coerce.number().int().positive() })
/** Updates follow the create rules (SPEC §5), plus the id. */
export const widgetUpdateInput = withWidgetRules(widgetFieldsSchema.extend(widgetIdInput.shape))

/** Public selection: the page path and its tags (a single tag or repeated tags). */
export const widgetsForPageInput = z.object({
  path: z.string().max(WIDGET_TARGET_VALUE_MAX).default('').transform(normalizeWidgetPath),
  // Blank tags (`?tags=a&tags=`) are ignored rather than refused.
  tags: z.preprocess(
    (v) =>
      (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]).filter(
        (t) => !(typeof t === 'string' && t.trim() === ''),
      ),
    z.array(z.string().max(WIDGET_TARGET_VALUE_MAX).transform(normalizeWidgetTag)).max(50).default([]),
  ),
})
