import { describe, expect, it } from 'vitest'
import { adminArcadeInput, loginInput } from './admin-arcade'

const arcade = {
  name: 'Schema Test Arcade',
  description: 'Checked by a unit test.',
  address: '1 Test Way',
  city: 'Houston',
  state: 'TX',
  zipCode: '77002',
  rating: 4,
}

function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((i) => ({ field: i.path.join('.'), message: i.message }))
}

describe('adminArcadeInput coordinates', () => {
  it('treats empty, only-spaces and missing coordinates as not set (null), never as 0', () => {
    for (const blank of ['', '   ', '\t ', undefined, null]) {
      const parsed = adminArcadeInput.parse({ ...arcade, latitude: blank, longitude: blank })
      expect(parsed.latitude, JSON.stringify(blank)).toBeNull()
      expect(parsed.longitude, JSON.stringify(blank)).toBeNull()
    }
  })

  it('accepts numbers and numeric text (with spaces around), rounded to 6 decimals', () => {
    const parsed = adminArcadeInput.parse({ ...arcade, latitude: ' 29.76040049 ', longitude: -95.3698 })
    expect(parsed.latitude).toBe(29.7604)
    expect(parsed.longitude).toBe(-95.3698)
    expect(adminArcadeInput.parse({ ...arcade, latitude: '0', longitude: 0 })).toMatchObject({
      latitude: 0,
      longitude: 0,
    })
  })

  it('refuses text that is not a number and values out of range, naming the field', () => {
    expect(issuesOf(adminArcadeInput.safeParse({ ...arcade, latitude: 'north' }))).toEqual([
      { field: 'latitude', message: 'Latitude must be a number' },
    ])
    expect(issuesOf(adminArcadeInput.safeParse({ ...arcade, longitude: '181' }))).toEqual([
      { field: 'longitude', message: 'Longitude must be at most 180' },
    ])
  })
})

describe('loginInput', () => {
  it("keeps SPEC's messages for missing fields", () => {
    expect(issuesOf(loginInput.safeParse({ username: ' ', password: '' }))).toEqual([
      { field: 'username', message: 'Username is required' },
      { field: 'password', message: 'Password is required' },
    ])
    expect(issuesOf(loginInput.safeParse({}))).toEqual([
      { field: 'username', message: 'Username is required' },
      { field: 'password', message: 'Password is required' },
    ])
  })

  it('names the field when a username is over 64 or a password over 1024 characters', () => {
    expect(loginInput.safeParse({ username: 'u'.repeat(64), password: 'p'.repeat(1024) }).success).toBe(true)
    expect(issuesOf(loginInput.safeParse({ username: 'u'.repeat(65), password: 'p'.repeat(1025) }))).toEqual([
      { field: 'username', message: 'Username must be at most 64 characters' },
      { field: 'password', message: 'Password must be at most 1024 characters' },
    ])
  })
})

describe('adminArcadeInput image URL', () => {
  it('accepts blank, http(s) addresses and paths on this site', () => {
    for (const imageUrl of [
      '',
      'https://cdn.example.com/a.jpg',
      'http://x.example/b.png',
      '/images/arcades/retro.svg',
    ]) {
      expect(adminArcadeInput.parse({ ...arcade, imageUrl }).imageUrl).toBe(imageUrl)
    }
  })

  it('refuses malformed and non-web addresses, naming the field', () => {
    for (const imageUrl of [
      'http://[x',
      'javascript:alert(1)',
      '//evil.example/a.png',
      'images/a.png',
      'data:image/png,x',
    ]) {
      expect(issuesOf(adminArcadeInput.safeParse({ ...arcade, imageUrl })), imageUrl).toEqual([
        {
          field: 'imageUrl',
          message: 'Image URL must be an http(s) address or a path on this site such as /images/arcade.jpg',
        },
      ])
    }
  })
})

describe('adminArcadeInput phone', () => {
  it('stores a US number in one form and blank as not set', () => {
    expect(adminArcadeInput.parse({ ...arcade, phone: '(713) 555-0100' }).phone).toBe('+17135550100')
    expect(adminArcadeInput.parse({ ...arcade, phone: ' 713.555.0100 ' }).phone).toBe('+17135550100')
    expect(adminArcadeInput.parse({ ...arcade, phone: '  ' }).phone).toBeNull()
    expect(adminArcadeInput.parse({ ...arcade }).phone).toBeNull()
  })

  it('refuses text that is not a US phone number, naming the field', () => {
    for (const phone of ['call me maybe', '555-0100', '+44 20 7946 0958']) {
      expect(issuesOf(adminArcadeInput.safeParse({ ...arcade, phone })), phone).toEqual([
        { field: 'phone', message: 'Phone must be a US phone number such as (212) 555-0123' },
      ])
    }
  })
})

describe('adminArcadeInput type', () => {
  it('stores lowercase words, each type once, the first kept first', () => {
    expect(adminArcadeInput.parse({ ...arcade, type: 'Retro, PINBALL,retro' }).type).toBe('retro,pinball')
    expect(adminArcadeInput.parse({ ...arcade, type: '  Laser   Tag ,vr' }).type).toBe('laser tag,vr')
    expect(adminArcadeInput.parse({ ...arcade, type: 'skee-ball' }).type).toBe('skee-ball')
  })

  it("is SPEC's default when left out", () => {
    expect(adminArcadeInput.parse(arcade).type).toBe('video arcade')
  })

  it.each([
    ['', 'Type is required'],
    [' , ,', 'Type is required'],
    ['vr!', 'Each type must be words of letters a-z and digits, such as "laser tag"'],
    ['東京', 'Each type must be words of letters a-z and digits, such as "laser tag"'],
    ['a'.repeat(41), 'Each type must be at most 40 characters'],
    ['a,b,c,d,e,f,g', 'Type lists at most 6 types'],
  ])('refuses %j, naming the field', (type, message) => {
    expect(issuesOf(adminArcadeInput.safeParse({ ...arcade, type }))).toEqual([{ field: 'type', message }])
  })
})
