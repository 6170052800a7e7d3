// A deck's words in their order, virtualised (only the rows in view are in the page, so a 5,000-word deck scrolls
// smoothly). Editors reorder by dragging a row or with Alt+↑/↓ on a focused row; ↑/↓ move the focus, Enter opens
// the word in place, Delete deletes it (with undo). A small marker shows who else has a word in hand.
// Stable hooks (e2e specs, the decks benchmark, the tour): the scroller is [data-testid="deck-items"]; each row is
// [data-testid="deck-item"][data-row-id=<item id>] with deck-item-word / deck-item-reading / deck-item-meanings;
// item-edit opens [data-testid="item-editor"] (edit-word, edit-furigana, edit-<list> fieldsets).
import {memo, useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent} from 'react';
import {useVirtualizer} from '@tanstack/react-virtual';
import {RowMenu, type MenuAction} from '../RowMenu.tsx';
import {DRAG_ITEM, carries, dragged} from '../drag-types.ts';
import {PresenceMarker} from '../collab/PresenceMarkers.tsx';
import type {PresenceRow} from '../collab/presence.ts';
import {ItemEditor} from './ItemEditor.tsx';
import {placeForMove, type Placement} from './order-keys.ts';
import type {StoredItem} from './item-edits.ts';
import type {TypedText} from './typed-text.ts';
import {partOfSpeechLabel} from './PartOfSpeechSelect.tsx';
import {useCompactVocab} from '../use-compact-vocab.ts';

export type ListItem = StoredItem & {id: string; position: string};

type Props = {
  items: readonly ListItem[];
  editable: boolean;
  editingID: string | null;
  onEdit: (itemID: string | null) => void;
  onMove: (itemID: string, placement: Placement) => void;
  onDelete: (item: ListItem) => void;
  onMoveToDeck: (item: ListItem) => void;
  onInsertAfter: (index: number) => void;
  presenceByItem: ReadonlyMap<string, PresenceRow[]>;
  /** What is typed in the open editor and not sent yet (typed-text.ts). */
  typed: TypedText;
};

/** The least row heights vocab.css sets (one line wide, two lines under 900px): estimates until a row is measured. */
const ROW_HEIGHT = 56;
const COMPACT_ROW_HEIGHT = 72;

export function ItemList({
  items,
  editable,
  editingID,
  onEdit,
  onMove,
  onDelete,
  onMoveToDeck,
  onInsertAfter,
  presenceByItem,
  typed,
}: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const [focusID, setFocusID] = useState<string | null>(null);
  const [drop, setDrop] = useState<{index: number} | null>(null);
  const draggingID = useRef<string | null>(null);
  const compact = useCompactVocab();
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    // Rows in view are measured: a long meaning wraps onto more lines, and an open editor takes its room.
    estimateSize: () => (compact ? COMPACT_ROW_HEIGHT : ROW_HEIGHT),
    overscan: 8,
    getItemKey: (index) => items[index]!.id,
  });

  // A closed editor's row is back to its own height; a new layout has new heights.
  // biome-ignore lint/correctness/useExhaustiveDependencies: editingID and compact change the rows' heights.
  useEffect(() => virtualizer.measure(), [editingID, compact, virtualizer]);

  // Keep the focus on a word as it moves (or as the list changes around it).
  useEffect(() => {
    if (!focusID) return;
    const index = items.findIndex((item) => item.id === focusID);
    if (index < 0) return;
    virtualizer.scrollToIndex(index, {align: 'auto'});
    requestAnimationFrame(() => {
      const row = scroller.current?.querySelector<HTMLElement>(`[data-row-id="${CSS.escape(focusID)}"]`);
      if (row && document.activeElement !== row && !row.contains(document.activeElement))
        row.focus({preventScroll: true});
    });
  }, [focusID, items, virtualizer]);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || to === from) return;
    const item = items[from]!;
    setFocusID(item.id);
    onMove(item.id, placeForMove(items, from, to));
  };

  const rowKeys = (event: KeyboardEvent<HTMLElement>, index: number) => {
    if (event.target !== event.currentTarget) return;
    const item = items[index]!;
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      if (!editable) return;
      event.preventDefault();
      move(index, index + (event.key === 'ArrowUp' ? -1 : 1));
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown' || event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      const next =
        event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : index + (event.key === 'ArrowUp' ? -1 : 1);
      const target = items[Math.max(0, Math.min(items.length - 1, next))];
      if (target) setFocusID(target.id);
    } else if (event.key === 'Enter' && editable) {
      event.preventDefault();
      onEdit(editingID === item.id ? null : item.id);
    } else if (event.key === 'Delete' && editable) {
      event.preventDefault();
      const neighbour = items[index + 1] ?? items[index - 1];
      setFocusID(neighbour?.id ?? null);
      onDelete(item);
    }
  };

  const dropIndexOf = (event: DragEvent<HTMLElement>, index: number) => {
    const box = event.currentTarget.getBoundingClientRect();
    return event.clientY < box.top + box.height / 2 ? index : index + 1;
  };
  const onDrop = (event: DragEvent<HTMLElement>, index: number) => {
    const id = dragged(event, DRAG_ITEM);
    setDrop(null);
    if (!id) return;
    event.preventDefault();
    const from = items.findIndex((item) => item.id === id);
    if (from < 0) return;
    const at = dropIndexOf(event, index);
    move(from, at > from ? at - 1 : at);
  };

  // One stable object of handlers for every row, reading the latest state through a ref: rows are memoised, so a
  // scroll renders only the rows that come into view.
  const state = {
    items,
    editable,
    editingID,
    onEdit,
    onDelete,
    onMoveToDeck,
    onInsertAfter,
    move,
    rowKeys,
    dropIndexOf,
    onDrop,
  };
  const latest = useRef(state);
  latest.current = state;
  const handlers = useMemo<RowHandlers>(
    () => ({
      edit: (id) => latest.current.onEdit(latest.current.editingID === id ? null : id),
      closeEditor: (id) => {
        latest.current.onEdit(null);
        setFocusID(id);
      },
      insertAfter: (index) => latest.current.onInsertAfter(index),
      move: (from, to) => latest.current.move(from, to),
      moveToDeck: (index) => latest.current.onMoveToDeck(latest.current.items[index]!),
      remove: (index) => latest.current.onDelete(latest.current.items[index]!),
      focus: (id) => setFocusID(id),
      keyDown: (event, index) => latest.current.rowKeys(event, index),
      dragStart: (id) => {
        draggingID.current = id;
      },
      dragEnd: () => {
        draggingID.current = null;
        setDrop(null);
      },
      dragOver: (event, index) => {
        if (!latest.current.editable || !carries(event, DRAG_ITEM)) return;
        event.preventDefault();
        setDrop({index: latest.current.dropIndexOf(event, index)});
      },
      drop: (event, index) => latest.current.onDrop(event, index),
    }),
    [],
  );

  const tabbableID = focusID !== null && items.some((item) => item.id === focusID) ? focusID : items[0]?.id;

  return (
    // biome-ignore lint/a11y/useSemanticElements: a virtualised list: rows come and go, so it cannot be a <ul> of them all.
    <div
      ref={scroller}
      className="deck-items-scroll"
      data-testid="deck-items"
      role="list"
      aria-label="Words of this deck"
    >
      <div className="deck-items-inner" style={{height: virtualizer.getTotalSize()}}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index]!;
          const editing = editingID === item.id;
          return (
            <div
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              className="deck-item-slot"
              style={{transform: `translateY(${row.start}px)`}}
            >
              <ItemRow
                item={item}
                index={row.index}
                editable={editable}
                editing={editing}
                present={presenceByItem.get(item.id) ?? NOBODY}
                tabbable={item.id === tabbableID}
                drop={drop?.index === row.index ? 'before' : drop?.index === row.index + 1 ? 'after' : undefined}
                handlers={handlers}
              />
              {editing && <ItemEditor item={item} typed={typed} onClose={() => handlers.closeEditor(item.id)} />}
            </div>
          );
        })}
      </div>
    </div>
  );
}

type RowHandlers = {
  edit: (id: string) => void;
  closeEditor: (id: string) => void;
  insertAfter: (index: number) => void;
  move: (from: number, to: number) => void;
  moveToDeck: (index: number) => void;
  remove: (index: number) => void;
  focus: (id: string) => void;
  keyDown: (event: KeyboardEvent<HTMLElement>, index: number) => void;
  dragStart: (id: string) => void;
  dragEnd: () => void;
  dragOver: (event: DragEvent<HTMLElement>, index: number) => void;
  drop: (event: DragEvent<HTMLElement>, index: number) => void;
};

const NOBODY: PresenceRow[] = [];

type RowProps = {
  /** One row is in the Tab order (the last focused, else the first); ↑/↓ move between rows. */
  tabbable: boolean;
  item: ListItem;
  index: number;
  editable: boolean;
  editing: boolean;
  present: PresenceRow[];
  drop: 'before' | 'after' | undefined;
  handlers: RowHandlers;
};

const ItemRow = memo(function ItemRow({tabbable, item, index, editable, editing, present, drop, handlers}: RowProps) {
  const menu: MenuAction[] = [
    {label: editing ? 'Close editor' : 'Edit', onSelect: () => handlers.edit(item.id)},
    {label: 'Add a word below', onSelect: () => handlers.insertAfter(index)},
    {label: 'Move up', onSelect: () => handlers.move(index, index - 1)},
    {label: 'Move down', onSelect: () => handlers.move(index, index + 1)},
    {label: 'Move to another deck…', testID: 'item-move-to-deck', onSelect: () => handlers.moveToDeck(index)},
    {label: 'Delete', danger: true, testID: 'item-delete', onSelect: () => handlers.remove(index)},
  ];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of the virtualised list above.
    <div
      role="listitem"
      tabIndex={tabbable ? 0 : -1}
      className="deck-item"
      data-testid="deck-item"
      data-row-id={item.id}
      data-position={item.position}
      data-editing={editing || undefined}
      data-drop={drop}
      aria-label={`${index + 1}. ${item.word}`}
      aria-keyshortcuts={editable ? 'Alt+ArrowUp Alt+ArrowDown Enter Delete' : undefined}
      draggable={editable && !editing}
      onFocus={(event) => {
        if (event.target === event.currentTarget) handlers.focus(item.id);
      }}
      onKeyDown={(event) => handlers.keyDown(event, index)}
      onDragStart={(event) => {
        handlers.dragStart(item.id);
        event.dataTransfer.setData(DRAG_ITEM, item.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragEnd={handlers.dragEnd}
      onDragOver={(event) => handlers.dragOver(event, index)}
      onDrop={(event) => handlers.drop(event, index)}
    >
      <span className="deck-item-grip" aria-hidden="true">
        {editable ? '⋮⋮' : ''}
      </span>
      <span className="deck-item-number">{index + 1}</span>
      <span className="deck-item-word">
        <span lang="ja" className="deck-item-japanese" data-testid="deck-item-word">
          {item.word}
        </span>
        {item.furigana && (
          <span lang="ja" className="deck-item-reading" data-testid="deck-item-reading">
            {item.furigana}
          </span>
        )}
      </span>
      <span className="deck-item-meanings" data-testid="deck-item-meanings">
        {item.english.map((entry) => entry.text).join('; ')}
      </span>
      {item.part_of_speech ? <span className="deck-item-pos">{partOfSpeechLabel(item.part_of_speech)}</span> : <span />}
      <span className="deck-item-presence">
        {present.map((person) => (
          <PresenceMarker key={person.user_id} person={person} editing />
        ))}
      </span>
      {editable ? (
        <span className="deck-item-actions">
          <button
            type="button"
            className="icon-button"
            aria-expanded={editing}
            data-testid="item-edit"
            aria-label={editing ? `Close the editor of ${item.word}` : `Edit ${item.word}`}
            onClick={() => handlers.edit(item.id)}
          >
            ✎
          </button>
          <RowMenu label={`Actions for ${item.word}`} actions={menu} testID="item-menu" />
        </span>
      ) : (
        <span />
      )}
    </div>
  );
});
