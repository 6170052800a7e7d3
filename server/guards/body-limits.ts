// How large a request body each address takes: its largest legitimate body with room to spare. The largest is a
// deck import, one write of up to 7 MB of words (DECK_LIMITS.importBytes), which reaches the mutate endpoint inside
// zero-cache's push; zero-cache itself takes no message over 10 MiB from a browser.
const KiB = 1024;
const MiB = 1024 * KiB;

const LIMITS: readonly (readonly [prefix: string, bytes: number])[] = [
  ['/api/zero/mutate', 10 * MiB],
  // The names and arguments of a client group's queries.
  ['/api/zero/query', 1 * MiB],
  // 5,000 slugs with the learner's own words for them (catalogue/routes.ts, hierarchyInput).
  ['/api/catalogue/', 4 * MiB],
  // An email address, a password, a name, a token.
  ['/api/auth/', 16 * KiB],
];
const OTHERWISE = 64 * KiB;

export function bodyLimitOf(path: string): number {
  return LIMITS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? OTHERWISE;
}

/** "10 MB", "64 KB": a limit as the refusal states it. */
export function formatLimit(bytes: number): string {
  return bytes >= MiB ? `${bytes / MiB} MB` : `${bytes / KiB} KB`;
}
