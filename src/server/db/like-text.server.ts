/** `text` inside a LIKE pattern (with `ESCAPE '\'`), matched as typed: its % and _ are not wildcards. */
export const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)
