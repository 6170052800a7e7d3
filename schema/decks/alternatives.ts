// A deck word or reading may hold alternatives, written with ";" between them: "足; 脚" is one word spelled either
// way, "いく; ゆく" one reading said either way. They are stored in that one text ("; " between them, as import writes
// them), so every client, export and merge keeps them without a field of their own; practice accepts each of them.
const SEPARATOR = /[;；]/;

/** The alternatives of a word or reading: its parts between semicolons (either width), trimmed, each once. */
export function alternativesOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(SEPARATOR)
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

/** Alternatives written one way: "足;脚" and "足 ； 脚" both become "足; 脚". */
export function writtenAlternatives(text: string): string {
  return alternativesOf(text).join('; ');
}
