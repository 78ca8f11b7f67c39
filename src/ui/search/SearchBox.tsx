import { useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '../Button'
import type { PopupState } from './Suggestions'

export const SEARCH_PLACEHOLDER = 'Search by city, zip code, or arcade name...'

/** The suggestion list's code loads when a search box is first used: it is not part of a page's own weight. */
const Suggestions = lazy(() => import('./Suggestions'))

/**
 * SPEC's shared search box: Enter or "Search Arcades" with non-blank text goes to /search?q=…,
 * or calls `onSearch` instead; blank text does nothing. As you type it suggests cities, states, arcades and
 * types (Suggestions); without JavaScript the form still submits to /search.
 */
export function SearchBox({
  initialValue = '',
  onSearch,
  size = 'md',
}: {
  initialValue?: string
  onSearch?: (text: string) => void
  size?: 'md' | 'lg'
}) {
  const [text, setText] = useState(initialValue)
  // The box stays mounted across searches (remounting it left the old box on the page, orphaned): when the
  // address's text changes (a search, Back, a removed chip, Clear All Filters), the field shows the new one.
  const [shownFor, setShownFor] = useState(initialValue)
  if (shownFor !== initialValue) {
    setShownFor(initialValue)
    setText(initialValue)
  }
  const [suggesting, setSuggesting] = useState(false)
  const [popup, setPopup] = useState<PopupState>({})
  const field = useRef<HTMLInputElement>(null)
  const listId = useId()
  const navigate = useNavigate()
  const search = (q: string) => {
    if (onSearch) onSearch(q)
    else void navigate({ to: '/search', search: { q } })
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const q = text.trim()
    if (!q) return
    // A search closes the suggestions; focusing or typing in the field opens them again.
    setSuggesting(false)
    search(q)
  }
  return (
    // On phones the field takes the whole width and the button goes below it (app.css).
    <form onSubmit={submit} role="search" className="search-box" action="/search">
      <div className="search-box-field">
        {/* A plain input styled like Mantine's (app.css): every public page has a search box, and Mantine's
            TextInput would add its input machinery to each page's JavaScript. A combobox is a text input (HTML
            allows role=combobox with aria-expanded on type=text, not on type=search); enterKeyHint keeps the
            phone keyboard's Search key. */}
        <input
          ref={field}
          className="search-box-input"
          data-size={size}
          type="text"
          enterKeyHint="search"
          name="q"
          role="combobox"
          aria-label="Search arcades"
          aria-autocomplete="list"
          aria-expanded={popup.open === true}
          aria-controls={popup.open ? listId : undefined}
          aria-activedescendant={popup.active}
          autoComplete="off"
          placeholder={SEARCH_PLACEHOLDER}
          value={text}
          // Typing also starts it: the field may have had focus before the page was hydrated.
          onChange={(e) => {
            setText(e.currentTarget.value)
            setSuggesting(true)
          }}
          onFocus={() => setSuggesting(true)}
          maxLength={200}
        />
        {suggesting && (
          <Suspense fallback={null}>
            <Suggestions input={field} text={text} listId={listId} onPopup={setPopup} onSearch={search} />
          </Suspense>
        )}
      </div>
      <Button type="submit" size={size} className="search-box-button">
        Search Arcades
      </Button>
    </form>
  )
}
