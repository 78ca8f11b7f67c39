import { describe, expect, it } from 'vitest'
import { heightFromMessage, WIDGET_HEIGHT_MESSAGE, widgetSrcDoc } from './widget-frame'

describe('widgetSrcDoc', () => {
  it('keeps the code and adds the height reporter for this frame', () => {
    const doc = widgetSrcDoc('<p>hi</p>', 'w1-x')
    expect(doc).toContain('<p>hi</p>')
    expect(doc).toContain(WIDGET_HEIGHT_MESSAGE)
    expect(doc).toContain('"w1-x"')
    expect(doc).toContain('<base target="_blank">')
  })
})

describe('heightFromMessage', () => {
  it('accepts only this frame’s height messages, capped', () => {
    expect(heightFromMessage({ type: WIDGET_HEIGHT_MESSAGE, id: 'a', height: 240.4 }, 'a')).toBe(240)
    expect(heightFromMessage({ type: WIDGET_HEIGHT_MESSAGE, id: 'b', height: 240 }, 'a')).toBeUndefined()
    expect(heightFromMessage({ type: 'other', id: 'a', height: 240 }, 'a')).toBeUndefined()
    expect(heightFromMessage({ type: WIDGET_HEIGHT_MESSAGE, id: 'a', height: -1 }, 'a')).toBeUndefined()
    expect(heightFromMessage({ type: WIDGET_HEIGHT_MESSAGE, id: 'a', height: 1e9 }, 'a')).toBe(5000)
    expect(heightFromMessage('nope', 'a')).toBeUndefined()
  })
})
