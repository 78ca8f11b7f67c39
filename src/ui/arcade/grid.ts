/** Columns of the arcade card grid and of its loading skeleton. */
export const GRID_COLS = { base: 1, xs: 2, md: 3 }
