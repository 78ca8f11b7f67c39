import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState, type RefObject } from 'react'
import { plural } from '../../lib/plural'
import { useTRPC } from '../../lib/trpc'
import {
  SUGGEST_DEBOUNCE_MS,
  SUGGEST_MIN_CHARS,
  type Suggestion,
  type SuggestionKind,
} from '../../shared/suggest-types'

/** What the search box's field says about the list (role="combobox": aria-expanded, aria-activedescendant). */
export interface PopupState {
  open?: boolean
  active?: string
}

const GROUPS: [SuggestionKind, string][] = [
  ['near', 'Places'],
  ['city', 'Cities'],
  ['state', 'States'],
  ['arcade', 'Arcades'],
  ['game', 'Games'],
  ['type', 'Types'],
]

/** The text as the search box has it, once it has stopped changing for a moment. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SUGGEST_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])
  return settled
}

/** The label with the part that matches the typed text in bold: at a word start, else its first word. */
function Highlighted({ label, typed }: { label: string; typed: string }) {
  const lower = label.toLowerCase()
  const wordStart = (part: string) => {
    for (let i = part ? lower.indexOf(part) : -1; i >= 0; i = lower.indexOf(part, i + 1)) {
      if (i === 0 || !/[\p{L}\p{N}]/u.test(lower[i - 1]!)) return i
    }
    return -1
  }
  let part = typed.trim().toLowerCase()
  let at = wordStart(part)
  if (at < 0) at = wordStart((part = part.split(/\s+/)[0] ?? ''))
  if (at < 0) return label
  return (
    <>
      {label.slice(0, at)}
      <mark>{label.slice(at, at + part.length)}</mark>
      {label.slice(at + part.length)}
    </>
  )
}

/**
 * The search box's suggestions: a listbox under its field, grouped by kind, after the WAI-ARIA combobox pattern
 * (docs/decisions/0024-typo-tolerance-and-suggestions.md). Loaded when the field is first focused; the field
 * itself, its text and its focus stay the search box's. Arrows move through the options (the field keeps focus
 * and names the active one), Enter chooses it, Escape closes the list; Enter without an active option submits
 * the form as before.
 */
export default function Suggestions({
  input,
  text,
  listId,
  onPopup,
  onSearch,
}: {
  input: RefObject<HTMLInputElement | null>
  text: string
  listId: string
  onPopup: (state: PopupState) => void
  onSearch: (text: string) => void
}) {
  const trpc = useTRPC()
  const navigate = useNavigate()
  const query = useSettled(text)
  const wanted = text.trim().length >= SUGGEST_MIN_CHARS
  const { data } = useQuery({
    ...trpc.public.suggest.queryOptions({ query }),
    enabled: query.trim().length >= SUGGEST_MIN_CHARS,
    // The previous list stays while the next one loads, rather than closing and opening at each letter.
    placeholderData: keepPreviousData,
  })
  const [focused, setFocused] = useState(true)
  // Escape or a choice closes the list for the text it was showing; typing opens it again.
  const [dismissedFor, setDismissedFor] = useState<string>()
  // The active option belongs to the list it was chosen in: a new list starts with none.
  const [activeIn, setActiveIn] = useState<{ list?: Suggestion[]; index: number }>({ index: -1 })

  const items = wanted && data ? data.suggestions : []
  const open = focused && dismissedFor !== text && items.length > 0
  const active = activeIn.list === items ? activeIn.index : -1
  const setActive = (index: number) => setActiveIn({ list: items, index })
  const optionId = (i: number) => `${listId}-${i}`

  const choose = (s: Suggestion) => {
    setDismissedFor(text)
    if (s.kind === 'search') onSearch(s.label)
    else void navigate({ href: s.url })
  }

  const activeId = open && active >= 0 ? optionId(active) : undefined
  useEffect(() => {
    onPopup({ open, active: activeId })
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' })
  }, [onPopup, open, activeId])
  useEffect(() => () => onPopup({}), [onPopup])

  useEffect(() => {
    const field = input.current
    if (!field) return
    const onKeyDown = (event: KeyboardEvent) => {
      const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0
      if (step && items.length > 0) {
        event.preventDefault()
        // Down from the last option (or up from the first) goes back to the text, then round again.
        const n = items.length + 1
        setActive(open ? ((active + 1 + step + n) % n) - 1 : step > 0 ? 0 : items.length - 1)
        setDismissedFor(undefined)
      } else if (event.key === 'Enter' && open && active >= 0) {
        event.preventDefault()
        choose(items[active]!)
      } else if (event.key === 'Escape' && open) {
        // Also keeps a search field's own Escape from clearing the text while the list is open.
        event.preventDefault()
        setDismissedFor(text)
        setActive(-1)
      }
    }
    const onFocus = () => setFocused(true)
    const onBlur = () => setFocused(false)
    field.addEventListener('keydown', onKeyDown)
    field.addEventListener('focus', onFocus)
    field.addEventListener('blur', onBlur)
    return () => {
      field.removeEventListener('keydown', onKeyDown)
      field.removeEventListener('focus', onFocus)
      field.removeEventListener('blur', onBlur)
    }
  })

  const option = (s: Suggestion) => {
    const i = items.indexOf(s)
    return (
      <li
        key={`${s.kind}:${s.url}`}
        role="option"
        id={optionId(i)}
        aria-selected={i === active}
        className="suggest-option"
        // The field keeps focus: a press on an option must not blur it before the click chooses.
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => choose(s)}
      >
        <span>
          {s.kind === 'search' ? (
            <>
              Search for “<Highlighted label={s.label} typed={text} />”
            </>
          ) : (
            <Highlighted label={s.label} typed={text} />
          )}
          {s.detail && <span className="suggest-meta"> · {s.detail}</span>}
        </span>
        {s.count !== undefined && (
          <span className="suggest-meta">
            {s.kind === 'game' ? 'at ' : ''}
            {plural(s.count, 'arcade', 'arcades')}
          </span>
        )}
      </li>
    )
  }

  const search = items.find((s) => s.kind === 'search')
  return (
    <>
      {open && (
        <div className="suggest-popup">
          <div role="listbox" id={listId} aria-label="Suggestions">
            {GROUPS.map(([kind, heading]) => {
              const group = items.filter((s) => s.kind === kind)
              return (
                group.length > 0 && (
                  <ul key={kind} role="group" aria-labelledby={`${listId}-${kind}`} className="suggest-group">
                    <li role="presentation" id={`${listId}-${kind}`} className="suggest-heading">
                      {heading}
                    </li>
                    {group.map(option)}
                  </ul>
                )
              )
            })}
            {search && (
              <ul role="group" aria-label="Search" className="suggest-group">
                {option(search)}
              </ul>
            )}
          </div>
        </div>
      )}
      <div role="status" className="visually-hidden">
        {open ? plural(items.length, 'suggestion', 'suggestions') : ''}
      </div>
    </>
  )
}
