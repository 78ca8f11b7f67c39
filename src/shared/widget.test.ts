import { describe, expect, it } from 'vitest'
import { isCardWidget, WIDGET_MESSAGES, widgetInputSchema, widgetsForPageInput, widgetUpdateInput } from './widget'

const card = {
  name: 'Gaming Accessories Banner',
  targetType: 'path',
  targetValue: '/arcades/texas',
  affiliateLink: 'https://www.amazon.com/dp/B000?tag=x-20',
  productName: 'Arcade Stick',
}

function errors(input: unknown, schema = widgetInputSchema): Record<string, string[]> {
  const r = schema.safeParse(input)
  if (r.success) return {}
  const out: Record<string, string[]> = {}
  for (const i of r.error.issues) (out[i.path.join('.')] ??= []).push(i.message)
  return out
}

describe('widgetInputSchema', () => {
  it('accepts a card widget and applies defaults', () => {
    const r = widgetInputSchema.parse(card)
    expect(r.position).toBe('bottom')
    expect(r.isActive).toBe(true)
    expect(r.widgetCode).toBeUndefined()
  })

  it('accepts a code-only widget', () => {
    expect(
      widgetInputSchema.safeParse({ name: 'x', targetType: 'tag', targetValue: 'arcade', widgetCode: '<b>hi</b>' })
        .success,
    ).toBe(true)
  })

  it('requires a name, at most 255 characters', () => {
    expect(errors({ ...card, name: '' }).name).toEqual([WIDGET_MESSAGES.nameRequired])
    expect(errors({ ...card, name: undefined }).name).toEqual([WIDGET_MESSAGES.nameRequired])
    expect(errors({ ...card, name: 'a'.repeat(255) }).name).toBeUndefined()
    expect(errors({ ...card, name: 'a'.repeat(256) }).name).toHaveLength(1)
  })

  it('requires a target type of path or tag', () => {
    expect(errors({ ...card, targetType: undefined }).targetType).toEqual([WIDGET_MESSAGES.targetTypeRequired])
    expect(errors({ ...card, targetType: 'url' }).targetType).toEqual([WIDGET_MESSAGES.targetTypeRequired])
    expect(errors({ ...card, targetType: '' }).targetType).toEqual([WIDGET_MESSAGES.targetTypeRequired])
  })

  it('requires a target value of 1 to 500 characters', () => {
    expect(errors({ ...card, targetValue: '' }).targetValue).toEqual([WIDGET_MESSAGES.targetValueRequired])
    expect(errors({ ...card, targetValue: undefined }).targetValue).toEqual([WIDGET_MESSAGES.targetValueRequired])
    expect(errors({ ...card, targetValue: 'a'.repeat(500) }).targetValue).toBeUndefined()
    expect(errors({ ...card, targetValue: 'a'.repeat(501) }).targetValue).toHaveLength(1)
  })

  it('checks the affiliate link and image URL', () => {
    expect(errors({ ...card, affiliateLink: 'not a url' }).affiliateLink).toContain(WIDGET_MESSAGES.url)
    expect(errors({ ...card, imageUrl: 'nope' }).imageUrl).toEqual([WIDGET_MESSAGES.imageUrl])
    expect(errors({ ...card, imageUrl: 'https://m.media-amazon.com/images/x.jpg' }).imageUrl).toBeUndefined()
  })

  it('limits the product name to 255 characters', () => {
    expect(errors({ ...card, productName: 'a'.repeat(256) }).productName).toHaveLength(1)
  })

  it('accepts only top, bottom or sidebar positions', () => {
    for (const position of ['top', 'bottom', 'sidebar'])
      expect(widgetInputSchema.parse({ ...card, position }).position).toBe(position)
    expect(errors({ ...card, position: 'left' }).position).toHaveLength(1)
  })

  it('isActive is boolean, default true', () => {
    expect(widgetInputSchema.parse({ ...card, isActive: false }).isActive).toBe(false)
    expect(errors({ ...card, isActive: 'yes' }).isActive).toHaveLength(1)
  })

  it('puts the cross-rule on affiliateLink', () => {
    const base = { name: 'x', targetType: 'tag', targetValue: 'arcade' }
    expect(errors(base)).toEqual({ affiliateLink: [WIDGET_MESSAGES.crossRule] })
    expect(errors({ ...base, affiliateLink: card.affiliateLink })).toEqual({
      affiliateLink: [WIDGET_MESSAGES.crossRule],
    })
    expect(errors({ ...base, productName: 'Stick' })).toEqual({ affiliateLink: [WIDGET_MESSAGES.crossRule] })
  })

  it('treats empty strings from the form as absent', () => {
    const r = widgetInputSchema.parse({ ...card, widgetCode: '', imageUrl: '', position: '' })
    expect(r.widgetCode).toBeUndefined()
    expect(r.imageUrl).toBeUndefined()
    expect(r.position).toBe('bottom')
    expect(
      errors({ name: 'x', targetType: 'tag', targetValue: 'a', widgetCode: '  ', affiliateLink: '', productName: '' }),
    ).toEqual({
      affiliateLink: [WIDGET_MESSAGES.crossRule],
    })
  })

  it('ignores client-sent timestamps', () => {
    const r = widgetInputSchema.parse({ ...card, createdAt: '2000-01-01', updatedAt: '2000-01-01' })
    expect(r).not.toHaveProperty('createdAt')
    expect(r).not.toHaveProperty('updatedAt')
  })

  it('updates follow the create rules', () => {
    expect(errors({ id: 1, name: 'x', targetType: 'tag', targetValue: 'arcade' }, widgetUpdateInput as never)).toEqual({
      affiliateLink: [WIDGET_MESSAGES.crossRule],
    })
    expect(widgetUpdateInput.parse({ ...card, id: '3' }).id).toBe(3)
  })
})

describe('widgetsForPageInput', () => {
  it('accepts one or repeated tags', () => {
    expect(widgetsForPageInput.parse({ path: '/', tags: 'home' }).tags).toEqual(['home'])
    expect(widgetsForPageInput.parse({ path: '/', tags: ['a', 'b'] }).tags).toEqual(['a', 'b'])
    expect(widgetsForPageInput.parse({}).tags).toEqual([])
  })
})

describe('isCardWidget', () => {
  it('needs link and product name', () => {
    expect(isCardWidget({ affiliateLink: 'https://a.b', productName: 'x' })).toBe(true)
    expect(isCardWidget({ affiliateLink: 'https://a.b', productName: null })).toBe(false)
  })
})
