import { createFileRoute } from '@tanstack/react-router'

// About what an API search answers (20 arcades, ~17–22 KB of JSON), made of nothing but its address.
const DESCRIPTION =
  'A few sentences standing for what an answer says about one place: where it is, what it has inside, which games ' +
  'stand by the door and which at the back, how long it has been open, what people say about it, whether it takes ' +
  'cards or tokens, when it is busiest and when it is quiet, and whether there is food, long enough to weigh what a ' +
  'real description weighs on the wire once the rest of the record, its hours, its links and its counts, is added.'
const HOURS = 'Mon Closed, Tue-Thu 2pm-10pm, Fri-Sat 11am-1am, Sun 12pm-10pm'

function items(id: string) {
  return Array.from({ length: 20 }, (_, i) => ({
    id: i,
    name: `Item ${i} of answer ${id}`,
    slug: `item-${i}-of-answer-${id}`,
    description: DESCRIPTION,
    address: `${100 + i} Main Street`,
    city: 'Springfield',
    state: 'Illinois',
    rating: (i % 5) + 0.5,
    hours: HOURS,
    website: `https://item-${i}-of-answer-${id}.example.com`,
    phone: `+1217555${String(1000 + i)}`,
    zip: '62701',
    open_now: i % 2 === 0,
    game_count: i * 3,
    latitude: 39.78 + i / 1000,
    longitude: -89.65 - i / 1000,
    tags: ['retro', 'pinball'],
  }))
}

export const Route = createFileRoute('/api/items/$id')({
  server: { handlers: { GET: ({ params }) => Response.json({ items: items(params.id), total: 20 }) } },
})
