// A mutator by its name ('deckItems.setFields'), as a write names it: in the registry's own entries only, so that a
// name such as `constructor` or `decks.__proto__` finds nothing instead of something every object inherits.
type FoundMutator = {mutatorName: string; fn: (options: {tx: never; args: unknown; ctx: unknown}) => Promise<void>};

export function findMutator(registry: object, name: string): FoundMutator | undefined {
  let node: unknown = registry;
  for (const part of name.split('.')) {
    if (typeof node !== 'object' && typeof node !== 'function') return undefined;
    if (node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  const found = node as (Partial<FoundMutator> & {'~'?: unknown}) | undefined;
  return typeof node === 'function' && found?.['~'] === 'Mutator' && found.mutatorName === name
    ? (found as FoundMutator)
    : undefined;
}
