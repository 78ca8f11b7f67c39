import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTRPC } from '../../lib/trpc'
import type { AdminGame } from '../../shared/lineup'
import { gameDetails } from './lineup-form'

/** How many catalogue matches the picker offers, and how long typing pauses before it asks. */
const GAMES_OFFERED = 12
const TYPING_PAUSE_MS = 200
/** The value of the "Create '…'" option: never a slug, which has no colon. */
const CREATE = ':create'

/**
 * "Add a game": an autocomplete over the catalogue (admin.games.list, title or short name). Games in `taken` (the
 * lineup's, the one being merged) are not offered; picking one calls `onPick` and clears the box for the next.
 * With `onCreate`, a typed title that no catalogue game has is offered as "Create '{title}'".
 */
export function GamePicker({
  taken,
  onPick,
  onCreate,
  label = 'Add a game',
}: {
  taken: ReadonlySet<string>
  onPick: (game: AdminGame) => void
  onCreate?: (title: string) => void
  label?: string
}) {
  const trpc = useTRPC()
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() })
  const [search, setSearch] = useState('')
  const [query] = useDebouncedValue(search.trim(), TYPING_PAUSE_MS)
  const found = useQuery({
    ...trpc.admin.games.list.queryOptions({ query, limit: GAMES_OFFERED }),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  })
  const games = query === '' ? [] : (found.data?.data ?? []).filter((g) => !taken.has(g.slug))
  // Offered once the catalogue has answered for the title as typed, so it never flashes for a title it has.
  const title = search.trim()
  const answered = query === title && found.isSuccess && !found.isPlaceholderData
  const creatable =
    onCreate !== undefined &&
    answered &&
    title !== '' &&
    !found.data.data.some((g) => g.title.toLowerCase() === title.toLowerCase())

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(slug) => {
        const game = games.find((g) => g.slug === slug)
        if (game) onPick(game)
        else if (slug === CREATE) onCreate?.(title)
        setSearch('')
        combobox.closeDropdown()
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={label}
          placeholder="Type a title or short name, such as DDR"
          autoComplete="off"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value)
            combobox.openDropdown()
            combobox.updateSelectedOptionIndex()
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          rightSection={found.isFetching ? <Loader size={16} /> : null}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={search.trim() === ''}>
        <Combobox.Options>
          {games.map((g) => (
            <Combobox.Option value={g.slug} key={g.slug}>
              <Text size="sm" fw={500}>
                {g.title}
              </Text>
              <Text size="xs" c="dimmed">
                {gameDetails(g)}
              </Text>
            </Combobox.Option>
          ))}
          {creatable && (
            <Combobox.Option value={CREATE}>
              <Text size="sm" fw={500}>
                Create '{title}'
              </Text>
              <Text size="xs" c="dimmed">
                Not in the catalogue: add it, then to this lineup
              </Text>
            </Combobox.Option>
          )}
          {games.length === 0 && !creatable && (
            <Combobox.Empty>
              {found.isFetching || query !== search.trim() ? 'Searching…' : 'No game found'}
            </Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  )
}
