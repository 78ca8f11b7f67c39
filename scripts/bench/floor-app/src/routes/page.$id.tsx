import { createFileRoute, Link } from '@tanstack/react-router'

// About what an arcade page holds (~400 elements, ~100 links, ~40 KB of HTML), made of nothing but its address.
const SECTIONS = Array.from({ length: 100 }, (_, i) => i)
const TEXT =
  'A few sentences standing for what a page says about one place: where it is, when it opens, what it has inside, ' +
  'how visitors rated it and how to get there, long enough to weigh what a real paragraph weighs on the wire.'

function Page() {
  const { id } = Route.useParams()
  return (
    <main>
      <h1>Page {id}</h1>
      {SECTIONS.map((i) => (
        <section key={i} className="part" data-part={i}>
          <h2>
            Part {i} of page {id}
          </h2>
          <p className="text">{TEXT}</p>
          <Link to="/page/$id" params={{ id: `${id}-${i}` }}>
            Next page {i}
          </Link>
        </section>
      ))}
    </main>
  )
}

export const Route = createFileRoute('/page/$id')({ component: Page })
