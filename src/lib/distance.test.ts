import { describe, expect, it } from 'vitest'
import { boundingBoxes, formatMiles, haversineMiles, roundMiles } from './distance'

describe('haversineMiles', () => {
  it('measures great-circle miles', () => {
    // Austin to Houston: about 146 miles; a quarter of a meridian: a quarter of the circumference.
    expect(haversineMiles(30.2672, -97.7431, 29.7604, -95.3698)).toBeCloseTo(146.0, 0)
    expect(haversineMiles(0, 0, 90, 0)).toBeCloseTo((Math.PI / 2) * 3958.7613, 6)
    expect(haversineMiles(10, 179.9, 10, -179.9)).toBeCloseTo(13.6, 1)
  })
})

describe('boundingBoxes', () => {
  /** Points on the circle of `miles` around (lat, lng), in every direction, must fall inside a box. */
  function expectCircleInside(lat: number, lng: number, miles: number) {
    const boxes = boundingBoxes(lat, lng, miles)
    const r = miles / 3958.7613
    const rad = Math.PI / 180
    for (let bearing = 0; bearing < 360; bearing += 5) {
      const b = bearing * rad
      const lat2 = Math.asin(Math.sin(lat * rad) * Math.cos(r) + Math.cos(lat * rad) * Math.sin(r) * Math.cos(b))
      let lng2 =
        lng +
        Math.atan2(
          Math.sin(b) * Math.sin(r) * Math.cos(lat * rad),
          Math.cos(r) - Math.sin(lat * rad) * Math.sin(lat2),
        ) /
          rad
      if (lng2 > 180) lng2 -= 360
      if (lng2 < -180) lng2 += 360
      const p = { lat: lat2 / rad, lng: lng2 }
      const inside = boxes.some(
        (x) =>
          p.lat >= x.minLat - 1e-9 && p.lat <= x.maxLat + 1e-9 && p.lng >= x.minLng - 1e-9 && p.lng <= x.maxLng + 1e-9,
      )
      expect(inside, `${miles} mi at bearing ${bearing} from ${lat},${lng}`).toBe(true)
    }
  }

  it('holds the whole circle, and stays tight', () => {
    expectCircleInside(30.2672, -97.7431, 25)
    expectCircleInside(61.2, -149.9, 100)
    const [box] = boundingBoxes(30.2672, -97.7431, 25)
    expect(box!.maxLat - box!.minLat).toBeCloseTo((2 * 25) / 69.09, 2)
  })

  it('splits across the 180th meridian and spans every longitude near a pole', () => {
    expect(boundingBoxes(51.9, 179.9, 50)).toHaveLength(2)
    expectCircleInside(51.9, 179.9, 50)
    expectCircleInside(51.9, -179.9, 50)
    expect(boundingBoxes(89.9, 0, 25)).toEqual([{ minLat: expect.any(Number), maxLat: 90, minLng: -180, maxLng: 180 }])
    expect(boundingBoxes(0, 0, 20_000)[0]).toMatchObject({ minLat: -90, maxLat: 90, minLng: -180, maxLng: 180 })
  })
})

describe('miles as shown', () => {
  it("rounds to a tenth for the API and writes cards' distances", () => {
    expect(roundMiles(2.449)).toBe(2.4)
    expect(formatMiles(2.4)).toBe('2.4 mi')
    expect(formatMiles(3)).toBe('3.0 mi')
    expect(formatMiles(143.2)).toBe('143 mi')
  })
})
