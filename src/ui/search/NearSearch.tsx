import { useId, useState, type FormEvent } from 'react'
import { nearText } from '../../shared/search-address'
import { Button } from '../Button'

const DENIED = 'Location access is turned off for this site. Enter a ZIP code or city instead.'
const UNAVAILABLE = 'Your location is not available right now. Enter a ZIP code or city instead.'

/** About 100 m: close enough to sort by distance, no closer than a visitor needs to share. */
const rounded = (degrees: number) => Math.round(degrees * 1000) / 1000

/**
 * "Near a ZIP code or city", and "Use my location" (the browser's geolocation). Calls `onNear` with the address's
 * form of the place (`78701`, `austin-tx`, `30.267,-97.743`); the server says if it does not know it. A refused or
 * failed location says so, and the box keeps working.
 */
export function NearSearch({ near, onNear }: { near?: string; onNear: (near: string) => void }) {
  const [text, setText] = useState(near ?? '')
  const [message, setMessage] = useState<string>()
  const [locating, setLocating] = useState(false)
  const inputId = useId()
  const messageId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (text.trim()) onNear(nearText(text))
  }
  const locate = () => {
    if (!('geolocation' in navigator)) return setMessage(UNAVAILABLE)
    setMessage(undefined)
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false)
        onNear(`${rounded(coords.latitude)},${rounded(coords.longitude)}`)
      },
      (error) => {
        setLocating(false)
        setMessage(error.code === error.PERMISSION_DENIED ? DENIED : UNAVAILABLE)
      },
      { timeout: 15_000, maximumAge: 600_000 },
    )
  }
  return (
    <div className="near-search">
      <form onSubmit={submit} className="search-box near-search-form">
        <div className="filter-select near-search-field">
          <label htmlFor={inputId} className="filter-select-label">
            Near a ZIP code or city
          </label>
          <input
            id={inputId}
            className="search-box-input"
            type="search"
            placeholder="78701 or Austin, TX"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={100}
            aria-describedby={message ? messageId : undefined}
          />
        </div>
        <Button type="submit" size="md" variant="default" className="search-box-button">
          Search Near
        </Button>
        <Button type="button" size="md" variant="light" onClick={locate} aria-busy={locating || undefined}>
          {locating ? 'Finding your location…' : 'Use my location'}
        </Button>
      </form>
      {message && (
        <p id={messageId} role="alert" className="near-search-message">
          {message}
        </p>
      )}
    </div>
  )
}
