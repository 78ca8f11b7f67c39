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

/**
 * "Add a game": an autocomplete over the catalogue (admin.games.list, title or short name). Games in `taken` (the
 * lineup's, the one being merged) are not offered; picking one calls `onPick` and clears the box for the next.
 */
export function GamePicker({
  taken,
  onPick,
  label = 'Add a game',
}: {
  taken: ReadonlySet<string>
  onPick: (game: AdminGame) => void
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

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(slug) => {
        const game = games.find((g) => g.slug === slug)
        if (game) onPick(game)
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
          {games.length === 0 && (
            <Combobox.Empty>
              {found.isFetching || query !== search.trim() ? 'Searching…' : 'No game found'}
            </Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  )
}
