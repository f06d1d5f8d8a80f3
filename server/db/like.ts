/** Text typed into a search box as a LIKE pattern: `%`, `_` and `\` match themselves, not anything. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
