import { describe, expect, it } from 'vitest'
import { heightFromMessage, WIDGET_HEIGHT_MESSAGE, widgetDocument, widgetFrameSrc } from './widget-frame'

describe('widgetDocument', () => {
  it('keeps the code and adds the height reporter, which takes its frame id from the fragment', () => {
    const doc = widgetDocument('<p>hi</p>')
    expect(doc).toContain('<p>hi</p>')
    expect(doc).toContain(WIDGET_HEIGHT_MESSAGE)
    expect(doc).toContain('location.hash')
    expect(doc).toContain('<base target="_blank">')
    expect(widgetFrameSrc(7, 'w7-x')).toBe('/widget-frame/7#w7-x')
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
