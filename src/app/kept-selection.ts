// What a component reads of a store (the settings, the outbox), kept from one change to the next while it stays the
// same: a component that reads one part renders again only when that part changes, not on every change.

/** A part of a source (`selected`, what `select` took from `source`). */
export type Selection<Source, Selected> = {source: Source; select: (source: Source) => Selected; selected: Selected};

/** The selection of `source`: `previous` itself when neither the source nor the selector changed, and the previous
 * part when the new one has the same content (`same`), so that a reader of it sees no change. */
export function keptSelection<Source, Selected>(
  previous: Selection<Source, Selected> | null,
  source: Source,
  select: (source: Source) => Selected,
  same: (a: Selected, b: Selected) => boolean,
): Selection<Source, Selected> {
  if (previous && previous.source === source && previous.select === select) return previous;
  const selected = select(source);
  return {source, select, selected: previous && same(previous.selected, selected) ? previous.selected : selected};
}
