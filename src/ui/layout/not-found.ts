/** SPEC's not-found texts, shared by the pages and their heads. */
export const NOT_FOUND = {
  page: { title: 'Page Not Found', text: "The page you're looking for doesn't exist or has been moved." },
  state: { title: 'State Not Found', text: "The state you're looking for doesn't exist or has no arcades." },
  city: { title: 'City Not Found', text: "The city you're looking for doesn't exist or has no arcades." },
  arcade: { title: 'Arcade Not Found', text: "The arcade you're looking for doesn't exist or has been removed." },
  game: { title: 'Game Not Found', text: "The game you're looking for isn't in our catalogue." },
} as const
