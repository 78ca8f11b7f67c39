/**
 * Widget shapes and the rendering rule the public pages need, without the validation schemas of ./widget
 * (which need zod and stay out of the public pages' JavaScript).
 */
export const WIDGET_TARGET_TYPES = ['path', 'tag'] as const
export const WIDGET_POSITIONS = ['top', 'bottom', 'sidebar'] as const
export type WidgetTargetType = (typeof WIDGET_TARGET_TYPES)[number]
export type WidgetPosition = (typeof WIDGET_POSITIONS)[number]

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
