import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { Button } from '../Button'

export const SEARCH_PLACEHOLDER = 'Search by city, zip code, or arcade name...'

/**
 * SPEC's shared search box: Enter or "Search Arcades" with non-blank text goes to /search?q=…,
 * or calls `onSearch` instead; blank text does nothing.
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
  const navigate = useNavigate()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const q = text.trim()
    if (!q) return
    if (onSearch) onSearch(q)
    else void navigate({ to: '/search', search: { q } })
  }
  return (
    // On phones the field takes the whole width and the button goes below it (app.css).
    <form onSubmit={submit} role="search" className="search-box">
      {/* A plain input styled like Mantine's (app.css): every public page has a search box, and Mantine's
          TextInput would add its input machinery to each page's JavaScript. */}
      <input
        className="search-box-input"
        data-size={size}
        type="search"
        aria-label="Search arcades"
        placeholder={SEARCH_PLACEHOLDER}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maxLength={200}
      />
      <Button type="submit" size={size} className="search-box-button">
        Search Arcades
      </Button>
    </form>
  )
}
