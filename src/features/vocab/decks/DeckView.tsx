// The selected deck in the middle of /vocab: its name and description, share status, who else is here, its words
// (added, edited in place, reordered, moved, deleted with undo), import and export, practice and sharing.
import {useEffect, useMemo, useRef, useState} from 'react';
import {Link} from '@tanstack/react-router';
import {useSession} from '../../../app/session/use-session.ts';
import {NOTICE_LIFETIME_MS, useNotify} from '../../../app/notices/notices.ts';
import {Loading} from '../../../components/Loading.tsx';
import {DECK_LIMITS} from '../../../../schema/decks/deck-limits.ts';
import {deckDescription} from '../../../../schema/decks/deck-args.ts';
import {contentOf} from '../../../../schema/decks/item-lists.ts';
import {mutators} from '../../../../schema/mutators.ts';
import {queries} from '../../../../schema/queries.ts';
import {newWholeID} from '../../../../schema/decks/deck-args.ts';
import {submitWrite} from '../../../app/outbox/use-outbox.ts';
import {ImportDialog} from '../transfer/ImportDialog.tsx';
import {ExportMenu} from '../transfer/ExportMenu.tsx';

import {ItemList, type ListItem} from '../items/ItemList.tsx';
import {AddItemForm} from '../items/AddItemForm.tsx';
import {addItem, deleteItemUndoably, importItems, moveItem, moveItemToDeck, restoreItem} from '../items/item-writes.ts';
import {placeAt, placeAtEnd} from '../items/order-keys.ts';
import {keptContent, typedLines, type TypedText} from '../items/typed-text.ts';
import {DeletedWhileEditing} from '../items/DeletedWhileEditing.tsx';
import {usePresence} from '../collab/use-presence.ts';
import {personName} from '../collab/person-name.ts';
import {PresenceMarkers} from '../collab/PresenceMarkers.tsx';
import {SharingPanel} from '../sharing/SharingPanel.tsx';
import {MoveToDeckDialog} from './MoveToDeckDialog.tsx';
import {updateDeck} from './deck-writes.ts';
import {useDeck} from './use-deck.ts';
import type {MyDecks} from './use-my-decks.ts';
import {firstIssueMessage} from '../../../../schema/validators.ts';
import {plural} from '../../../app/plural.ts';
import {useSyncedQuery} from '../../../app/use-synced-query.ts';

type Props = {deckID: number; mine: MyDecks; onSelect: (deckID: number) => void; onClosed: () => void};

export function DeckView({deckID, mine, onSelect, onClosed}: Props) {
  const {user, zero} = useSession();
  const {notify} = useNotify();
  const {deck, items, missing, itemsLoaded, isOwner, isEditor, editable} = useDeck(deckID, mine);
  const [editingID, setEditingID] = useState<string | null>(null);
  const [adding, setAdding] = useState<{afterIndex: number | null} | null>(null);
  const [importing, setImporting] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [movingItem, setMovingItem] = useState<ListItem | null>(null);
  const [describing, setDescribing] = useState(false);
  /** Words this learner deleted or moved away here: their leaving the list is no news to them. */
  const ownRemovals = useRef(new Set<string>());
  const lastEdited = useRef<ListItem | null>(null);
  /** What is typed in the open editor and not sent yet: kept here, so that it outlives a word deleted meanwhile. */
  const typed = useRef<TypedText>(new Map());
  /** The word that was in the editor when someone else deleted it, as last seen, with the learner's unsent text. */
  const [deletedWhileEditing, setDeletedWhileEditing] = useState<{item: ListItem; typed: TypedText} | null>(null);
  const [addBackError, setAddBackError] = useState<string | null>(null);
  const [deletedRow] = useSyncedQuery(
    deletedWhileEditing ? queries.decks.deletedItem({itemID: deletedWhileEditing.item.id}) : null,
  );
  const [members] = useSyncedQuery(deletedWhileEditing ? queries.decks.members({deckID}) : null);
  const presence = usePresence(deckID, editable, editingID);
  // Kept across renders (a heartbeat re-renders this view every few seconds): thousands of words are not cheap.
  const contents = useMemo(() => items.map((item) => contentOf(item)), [items]);

  // The word in the editor was deleted by someone else: close the editor and say so, keeping the learner's text. If
  // the delete is undone, the word is back in the editor with their text.
  useEffect(() => {
    if (deletedWhileEditing && items.some((item) => item.id === deletedWhileEditing.item.id)) {
      typed.current = deletedWhileEditing.typed;
      setDeletedWhileEditing(null);
      setEditingID(deletedWhileEditing.item.id);
      return;
    }
    if (!editingID) return;
    const current = items.find((item) => item.id === editingID);
    if (current) {
      lastEdited.current = current;
      return;
    }
    if (!itemsLoaded) return;
    setEditingID(null);
    if (!ownRemovals.current.has(editingID) && lastEdited.current?.id === editingID) {
      setDeletedWhileEditing({item: lastEdited.current, typed: new Map(typed.current)});
      setAddBackError(null);
    }
  }, [items, editingID, itemsLoaded, deletedWhileEditing]);

  // Edit rights lost while the deck is open (the owner removed us): read-only from now on, and say so. An owner only
  // loses a deck by deleting it, which the view itself shows; an editor who leaves on purpose needs no telling.
  const wasEditor = useRef(isEditor);
  const leaving = useRef(false);
  useEffect(() => {
    if (wasEditor.current && !isEditor && !isOwner && mine.loaded && !leaving.current) {
      setEditingID(null);
      setAdding(null);
      notify(
        'error',
        deck
          ? 'You can no longer edit this deck: it is read-only now.'
          : 'You can no longer edit this deck, and it is not public: it was closed.',
      );
    }
    wasEditor.current = isEditor;
  }, [isEditor, isOwner, deck, mine.loaded, notify]);

  if (missing) {
    return (
      <div className="vocab-empty-state" data-testid="deck-missing">
        <p>This deck does not exist, or you cannot open it.</p>
        <button type="button" className="button button-secondary button-small" onClick={onClosed}>
          Close
        </button>
      </div>
    );
  }
  if (!deck) return <Loading what="Loading the deck…" />;

  const openEditor = (itemID: string | null) => {
    typed.current = new Map();
    setEditingID(itemID);
  };
  /** The deck has no room for another word: said so. */
  const refusedAsFull = () => {
    const full = deck.item_count >= DECK_LIMITS.itemsPerDeck;
    if (full) notify('error', `A deck can hold at most ${DECK_LIMITS.itemsPerDeck.toLocaleString('en')} words.`);
    return full;
  };
  /** Adds the deleted word back, with the learner's text, as a new word where it was. */
  const addBack = ({item, typed: kept}: {item: ListItem; typed: TypedText}) => {
    const content = keptContent(item, kept);
    if (!content.ok) {
      setAddBackError(content.message);
      return;
    }
    if (refusedAsFull()) return;
    const after = items.findIndex((each) => each.position > item.position);
    addItem(zero, deckID, placeAt(items, after < 0 ? items.length : after), content.item);
    setDeletedWhileEditing(null);
  };
  const remove = (item: ListItem) => {
    ownRemovals.current.add(item.id);
    if (editingID === item.id) setEditingID(null);
    void deleteItemUndoably(zero, item.id, NOTICE_LIFETIME_MS);
    notify('info', `Deleted “${item.word}”.`, {label: 'Undo', onSelect: () => void restoreItem(zero, item.id)});
  };
  const placeAfter = adding?.afterIndex ?? null;
  const addAt = placeAfter === null ? placeAtEnd(items) : placeAt(items, placeAfter + 1);
  const editableDecks = [...mine.decks, ...mine.shared].filter((each) => each.deck_id !== deckID);

  return (
    <article className="deck-view" data-testid="deck-view" data-deck-id={deckID} data-editable={editable}>
      <header className="deck-header">
        <div className="deck-title">
          <p className="deck-kicker">
            {isOwner ? 'Your deck' : isEditor ? 'Shared with you' : 'Public deck'}
            {deck.share && <span className="badge badge-public">Public</span>}
            {!editable && user && (
              <span className="badge" data-testid="deck-read-only">
                Read-only
              </span>
            )}
          </p>
          <h2 data-testid="deck-title">{deck.deck_name}</h2>
          {describing ? (
            <DescriptionForm
              initial={deck.deck_description ?? ''}
              onCancel={() => setDescribing(false)}
              onSave={(description) => {
                void updateDeck(zero, deck, {description});
                setDescribing(false);
              }}
            />
          ) : (
            <p className="hint deck-description">
              {deck.deck_description || (isOwner ? 'No description yet.' : '')}{' '}
              {isOwner && (
                <button
                  type="button"
                  className="link-button"
                  data-testid="deck-describe"
                  onClick={() => setDescribing(true)}
                >
                  {deck.deck_description ? 'Edit' : 'Describe it'}
                </button>
              )}
            </p>
          )}
          <p className="hint" data-testid="deck-word-count">
            {plural(deck.item_count, 'word')}
          </p>
        </div>
        <PresenceMarkers people={presence.others} />
        <div className="button-row deck-actions">
          {editable && (
            <button
              type="button"
              className="button button-small"
              data-testid="add-item"
              onClick={() => setAdding({afterIndex: null})}
            >
              Add a word
            </button>
          )}
          {editable && (
            <button
              type="button"
              className="button button-secondary button-small"
              data-testid="deck-import-open"
              onClick={() => setImporting(true)}
            >
              Import
            </button>
          )}
          <ExportMenu deckName={deck.deck_name} items={contents} />
          {items.length > 0 && (
            <Link
              to="/practice/$userID/$deckID"
              params={{userID: deck.user_id, deckID: String(deckID)}}
              search={{mode: 'meanings'}}
              className="button button-secondary button-small"
              data-testid="deck-practise"
            >
              Practise
            </Link>
          )}
          {editable && (
            <button
              type="button"
              className="button button-secondary button-small"
              aria-expanded={sharing}
              data-testid="deck-sharing-toggle"
              onClick={() => setSharing((value) => !value)}
            >
              Sharing
            </button>
          )}
          {user && !editable && (
            <button
              type="button"
              className="button button-secondary button-small"
              data-testid="deck-copy"
              onClick={() => {
                const newID = newWholeID();
                void submitWrite(
                  zero,
                  mutators.deckSharing.copy({
                    deckID: newID,
                    sourceDeckID: deckID,
                    name: deck.deck_name,
                    createdAt: Date.now(),
                  }),
                );
                onSelect(newID);
              }}
            >
              Copy to my decks
            </button>
          )}
        </div>
      </header>

      {sharing && editable && (
        <SharingPanel
          deck={deck}
          isOwner={isOwner}
          onLeft={() => {
            leaving.current = true;
            setSharing(false);
            onClosed();
          }}
        />
      )}
      {adding && editable && (
        <AddItemForm
          placeLabel={placeAfter === null ? null : `“${items[placeAfter]?.word ?? ''}”`}
          onCancel={() => setAdding(null)}
          onAdd={(item) => {
            if (refusedAsFull()) return;
            addItem(zero, deckID, addAt, item);
            if (placeAfter !== null) setAdding({afterIndex: placeAfter + 1});
          }}
        />
      )}

      {deletedWhileEditing && editable && (
        <DeletedWhileEditing
          word={deletedWhileEditing.item.word}
          lines={typedLines(deletedWhileEditing.typed)}
          error={addBackError}
          deletedBy={personName(deletedRow?.deleted_by, {
            ownUserID: user?.id,
            ownerID: deck.user_id,
            members: members ?? [],
            present: presence.others,
          })}
          onAddBack={() => addBack(deletedWhileEditing)}
          onDismiss={() => setDeletedWhileEditing(null)}
        />
      )}

      {!itemsLoaded && items.length === 0 ? (
        <Loading what="Loading the words…" />
      ) : items.length === 0 ? (
        <div className="vocab-empty-state" data-testid="deck-empty">
          <p>No words in this deck yet.</p>
          {editable && <p className="hint">Add a word, or import a CSV file or an Anki deck.</p>}
        </div>
      ) : (
        <ItemList
          items={items}
          editable={editable}
          editingID={editingID}
          onEdit={openEditor}
          presenceByItem={presence.byItem}
          typed={typed.current}
          onMove={(itemID, placement) => {
            const moved = items.find((each) => each.id === itemID);
            if (moved) void moveItem(zero, moved, deckID, placement);
          }}
          onDelete={remove}
          onMoveToDeck={setMovingItem}
          onInsertAfter={(index) => setAdding({afterIndex: index})}
        />
      )}
      {editable && items.length > 0 && (
        <p className="hint deck-keys-hint">
          Keys on a word: ↑/↓ to move between words, Alt+↑/↓ to reorder, Enter to edit, Delete to delete.
        </p>
      )}

      {importing && (
        <ImportDialog
          deckName={deck.deck_name}
          capacity={Math.max(0, DECK_LIMITS.itemsPerDeck - deck.item_count)}
          onClose={() => setImporting(false)}
          onImport={async (imported) => {
            if (imported.length > DECK_LIMITS.itemsPerDeck - deck.item_count)
              throw new Error('the deck has no room for that many words');
            await importItems(zero, deckID, items.at(-1)?.position ?? null, imported);
          }}
        />
      )}
      {movingItem && (
        <MoveToDeckDialog
          item={movingItem}
          decks={editableDecks}
          onCancel={() => setMovingItem(null)}
          onMove={(targetID) => {
            setMovingItem(null);
            ownRemovals.current.add(movingItem.id);
            void moveItemToDeck(zero, movingItem, targetID).catch(() =>
              notify('error', 'The word could not be moved: that deck could not be loaded.'),
            );
          }}
        />
      )}
    </article>
  );
}

function DescriptionForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave: (description: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="deck-description-form"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = deckDescription.safeParse(text);
        if (!parsed.success) setError(firstIssueMessage(parsed.error));
        else onSave(parsed.data);
      }}
    >
      <label className="visually-hidden" htmlFor="deck-description">
        Description
      </label>
      <textarea
        id="deck-description"
        rows={3}
        value={text}
        autoFocus
        data-testid="deck-description-input"
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button button-small" data-testid="deck-description-save">
          Save
        </button>
        <button type="button" className="button button-secondary button-small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
