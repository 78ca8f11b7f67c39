import { z } from 'zod'
import { WIDGET_NAME_MAX, WIDGET_TARGET_VALUE_MAX } from './constants'

/** Affiliate widget rules of SPEC §5 — the one schema used by the admin form, tRPC and REST. */
export const WIDGET_TARGET_TYPES = ['path', 'tag'] as const
export const WIDGET_POSITIONS = ['top', 'bottom', 'sidebar'] as const
export type WidgetTargetType = (typeof WIDGET_TARGET_TYPES)[number]
export type WidgetPosition = (typeof WIDGET_POSITIONS)[number]

export const WIDGET_MESSAGES = {
  nameRequired: 'Widget name is required',
  targetTypeRequired: 'Target type is required',
  targetValueRequired: 'Target value is required',
  url: 'Must be a valid URL',
  imageUrl: 'Must be a valid image URL',
  crossRule: 'Either provide widget code OR affiliate link with product name',
} as const

/** Empty or blank strings (as a form sends them) and null count as absent. */
const emptyToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v)

const optionalText = (max?: number) =>
  z.preprocess(emptyToUndefined, (max ? z.string().max(max) : z.string()).optional())

const optionalUrl = (message: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), { message })
      .optional(),
  )

export const widgetFieldsSchema = z.object({
  name: z
    .string({ error: WIDGET_MESSAGES.nameRequired })
    .trim()
    .min(1, WIDGET_MESSAGES.nameRequired)
    .max(WIDGET_NAME_MAX, `Widget name must be at most ${WIDGET_NAME_MAX} characters`),
  targetType: z.enum(WIDGET_TARGET_TYPES, { error: WIDGET_MESSAGES.targetTypeRequired }),
  targetValue: z
    .string({ error: WIDGET_MESSAGES.targetValueRequired })
    .trim()
    .min(1, WIDGET_MESSAGES.targetValueRequired)
    .max(WIDGET_TARGET_VALUE_MAX, `Target value must be at most ${WIDGET_TARGET_VALUE_MAX} characters`),
  widgetCode: optionalText(),
  affiliateLink: optionalUrl(WIDGET_MESSAGES.url),
  imageUrl: optionalUrl(WIDGET_MESSAGES.imageUrl),
  productName: optionalText(WIDGET_NAME_MAX),
  position: z.preprocess(emptyToUndefined, z.enum(WIDGET_POSITIONS).default('bottom')),
  isActive: z.boolean().default(true),
})

/** Create (and, per SPEC §5, update) rules including the cross-rule, reported on affiliateLink. */
function crossRule(
  w: { widgetCode?: string; affiliateLink?: string; productName?: string },
  ctx: z.RefinementCtx,
): void {
  const hasCode = w.widgetCode !== undefined
  const hasCard = w.affiliateLink !== undefined && w.productName !== undefined
  if (!hasCode && !hasCard) {
    ctx.addIssue({ code: 'custom', path: ['affiliateLink'], message: WIDGET_MESSAGES.crossRule })
  }
}

export const widgetInputSchema = widgetFieldsSchema.superRefine(crossRule)

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
export const widgetUpdateInput = widgetFieldsSchema
  .extend({ id: z.coerce.number().int().positive() })
  .superRefine(crossRule)

/** Public selection: the page path and its tags (a single tag or repeated tags). */
export const widgetsForPageInput = z.object({
  path: z.string().trim().max(WIDGET_TARGET_VALUE_MAX).default(''),
  tags: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.string().trim().min(1).max(WIDGET_TARGET_VALUE_MAX)).max(50),
  ),
})
export type WidgetsForPageInput = z.input<typeof widgetsForPageInput>

/** A widget as the APIs return it. */
export interface Widget {
  id: number
  name: string
  targetType: WidgetTargetType
  targetValue: string
  widgetCode: string | null
  affiliateLink: string | null
  imageUrl: string | null
  productName: string | null
  position: WidgetPosition
  isActive: boolean
  createdAt: string
  updatedAt: string
}

/** A widget renders as a card when it has an affiliate link and a product name (SPEC §2). */
export function isCardWidget(w: Pick<Widget, 'affiliateLink' | 'productName'>): boolean {
  return Boolean(w.affiliateLink && w.productName)
}
