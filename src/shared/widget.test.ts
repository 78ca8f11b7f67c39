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
    expect(errors({ ...card, targetValue: `/${'a'.repeat(499)}` }).targetValue).toBeUndefined()
    expect(errors({ ...card, targetValue: `/${'a'.repeat(500)}` }).targetValue).toEqual([
      WIDGET_MESSAGES.targetValueMax,
    ])
  })

  it('checks the affiliate link and image URL', () => {
    expect(errors({ ...card, affiliateLink: 'not a url' }).affiliateLink).toContain(WIDGET_MESSAGES.url)
    expect(errors({ ...card, imageUrl: 'nope' }).imageUrl).toEqual([WIDGET_MESSAGES.imageUrl])
    expect(errors({ ...card, imageUrl: 'https://m.media-amazon.com/images/x.jpg' }).imageUrl).toBeUndefined()
  })

  it('rejects links that are not http(s), such as javascript:', () => {
    expect(errors({ ...card, affiliateLink: 'javascript:alert(1)' })).toEqual({ affiliateLink: [WIDGET_MESSAGES.url] })
    expect(errors({ ...card, imageUrl: 'javascript:alert(1)' })).toEqual({ imageUrl: [WIDGET_MESSAGES.imageUrl] })
  })

  it('limits the product name to 255 characters, naming the field', () => {
    expect(errors({ ...card, productName: 'a'.repeat(255) })).toEqual({})
    expect(errors({ ...card, productName: 'a'.repeat(256) })).toEqual({
      productName: ['Product name must be at most 255 characters'],
    })
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

  it('reports the cross-rule alongside the other field errors, even when a field has the wrong type', () => {
    expect(errors({ name: '', targetType: 'url', targetValue: '', position: 'left', isActive: 'yes' })).toEqual({
      name: [WIDGET_MESSAGES.nameRequired],
      targetType: [WIDGET_MESSAGES.targetTypeRequired],
      targetValue: [WIDGET_MESSAGES.targetValueRequired],
      position: [expect.any(String)],
      isActive: [expect.any(String)],
      affiliateLink: [WIDGET_MESSAGES.crossRule],
    })
    expect(errors({ name: 42, targetType: 'tag', targetValue: 'arcade', productName: 7 })).toEqual({
      name: [WIDGET_MESSAGES.nameRequired],
      productName: [expect.any(String)],
      affiliateLink: [WIDGET_MESSAGES.crossRule],
    })
    expect(errors({ id: 'x', name: '', targetType: 'tag', targetValue: 'a' }, widgetUpdateInput as never)).toEqual({
      id: [expect.any(String)],
      name: [WIDGET_MESSAGES.nameRequired],
      affiliateLink: [WIDGET_MESSAGES.crossRule],
    })
  })

  it('a link with a blank product name triggers the cross-rule', () => {
    const base = { name: 'x', targetType: 'tag', targetValue: 'arcade', affiliateLink: card.affiliateLink }
    expect(errors({ ...base, productName: '   ' })).toEqual({ affiliateLink: [WIDGET_MESSAGES.crossRule] })
    expect(errors({ ...base, productName: '' })).toEqual({ affiliateLink: [WIDGET_MESSAGES.crossRule] })
  })

  it('normalises path targets and refuses a path without a leading slash', () => {
    const path = (targetValue: string) => widgetInputSchema.parse({ ...card, targetValue }).targetValue
    expect(path('/arcades/texas/')).toBe('/arcades/texas')
    expect(path(' /arcades/texas//?sort=name#top ')).toBe('/arcades/texas')
    expect(path('/search?q=retro')).toBe('/search')
    expect(path('/')).toBe('/')
    expect(path('/?utm=x')).toBe('/')
    expect(errors({ ...card, targetValue: 'arcades/texas' })).toEqual({
      targetValue: ["A path must start with '/' (for example /arcades/texas)"],
    })
    expect(errors({ ...card, targetValue: 'https://example.com/arcades/texas' })).toEqual({
      targetValue: ["A path must start with '/' (for example /arcades/texas)"],
    })
    expect(widgetUpdateInput.parse({ ...card, id: 1, targetValue: '/arcades/texas/' }).targetValue).toBe(
      '/arcades/texas',
    )
  })

  it('stores tags trimmed and lower-cased', () => {
    const tag = (targetValue: string) =>
      widgetInputSchema.parse({ ...card, targetType: 'tag', targetValue }).targetValue
    expect(tag('  VR ')).toBe('vr')
    expect(tag('Houston')).toBe('houston')
    expect(errors({ ...card, targetType: 'tag', targetValue: 'no-slash-needed' })).toEqual({})
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

  it('ignores blank tags and lower-cases the rest', () => {
    expect(widgetsForPageInput.parse({ tags: ['a', ''] }).tags).toEqual(['a'])
    expect(widgetsForPageInput.parse({ tags: '' }).tags).toEqual([])
    expect(widgetsForPageInput.parse({ tags: [' VR ', '  '] }).tags).toEqual(['vr'])
  })

  it('normalises the page path like a saved path target', () => {
    expect(widgetsForPageInput.parse({ path: '/arcades/texas/' }).path).toBe('/arcades/texas')
    expect(widgetsForPageInput.parse({ path: '/' }).path).toBe('/')
  })
})

describe('isCardWidget', () => {
  it('needs link and product name', () => {
    expect(isCardWidget({ affiliateLink: 'https://a.b', productName: 'x' })).toBe(true)
    expect(isCardWidget({ affiliateLink: 'https://a.b', productName: null })).toBe(false)
  })
})
