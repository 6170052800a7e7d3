// The learner's panel of /vocab: their folders (nested) and decks with word counts and a public badge, and the decks
// shared with them. Decks and folders are created, renamed, moved (menu or drag and drop) and deleted here.
import {useState, type DragEvent} from 'react';
import {useSession} from '../../../app/session/use-session.ts';
import {deckName, folderName} from '../../../../schema/decks/deck-args.ts';
import {ConfirmDialog} from '../../../components/ConfirmDialog.tsx';
import {Loading} from '../../../components/Loading.tsx';
import {NameForm} from './NameForm.tsx';
import {SignInInvitation} from './SignInInvitation.tsx';
import {RowMenu} from '../RowMenu.tsx';
import {MoveToFolderDialog} from './MoveToFolderDialog.tsx';
import {DeleteFolderDialog} from './DeleteFolderDialog.tsx';
import {treeRows} from './folder-rows.ts';
import {createDeck, createFolder, deleteDeck, moveFolder, renameFolder, updateDeck} from './deck-writes.ts';
import type {MyDeck, MyDecks, MyFolder} from './use-my-decks.ts';
import {carries, DRAG_DECK, DRAG_FOLDER, DRAG_ITEM, dragged} from '../drag-types.ts';
import {plural} from '../../../app/plural.ts';

type Props = {
  mine: MyDecks;
  selectedDeckID: number | undefined;
  onSelect: (deckID: number) => void;
  onDropItem: (itemID: string, deckID: number) => void;
};

type Editing =
  | {kind: 'new-deck'; folderID: number | null}
  | {kind: 'new-folder'; parentID: number | null}
  | {kind: 'rename-deck'; deck: MyDeck}
  | {kind: 'rename-folder'; folder: MyFolder}
  | null;

type Dialog =
  | {kind: 'move-deck'; deck: MyDeck}
  | {kind: 'move-folder'; folder: MyFolder}
  | {kind: 'delete-deck'; deck: MyDeck}
  | {kind: 'delete-folder'; folder: MyFolder}
  | null;

export function UserDecksPanel({mine, selectedDeckID, onSelect, onDropItem}: Props) {
  const {user, zero} = useSession();
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<Editing>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);

  if (!user) return <SignInInvitation />;

  const rows = treeRows(mine.folders, mine.decks, collapsed);
  const toggle = (folderID: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(folderID)) next.delete(folderID);
      else next.add(folderID);
      return next;
    });

  const dropOnFolder = (event: DragEvent, folderID: number | null) => {
    setDropTarget(null);
    const deck = dragged(event, DRAG_DECK);
    const folder = dragged(event, DRAG_FOLDER);
    // A folder sits inside the tree, which is itself the drop target for the top level: the nearest one answers.
    if (deck || folder) event.stopPropagation();
    const draggedDeck = deck && mine.decks.find((each) => each.deck_id === Number(deck));
    const draggedFolder =
      folder && Number(folder) !== folderID && mine.folders.find((each) => each.folder_id === Number(folder));
    if (draggedDeck) {
      event.preventDefault();
      void updateDeck(zero, draggedDeck, {folderID});
    } else if (draggedFolder) {
      event.preventDefault();
      void moveFolder(zero, draggedFolder, folderID);
    }
  };
  const folderDropProps = (folderID: number | null, key: string) => ({
    onDragOver: (event: DragEvent) => {
      if (!carries(event, DRAG_DECK) && !carries(event, DRAG_FOLDER)) return;
      event.preventDefault();
      event.stopPropagation();
      event.dataTransfer.dropEffect = 'move';
      setDropTarget(key);
    },
    onDragLeave: () => setDropTarget((current) => (current === key ? null : current)),
    onDrop: (event: DragEvent) => dropOnFolder(event, folderID),
    'data-drop-target': dropTarget === key || undefined,
  });

  const nameForm = (match: (value: NonNullable<Editing>) => boolean) => {
    if (!editing || !match(editing)) return null;
    const close = () => setEditing(null);
    switch (editing.kind) {
      case 'new-deck':
        return (
          <NameForm
            label="Deck name"
            schema={deckName}
            submitLabel="Create"
            testID="new-deck-form"
            onCancel={close}
            onSubmit={(name) => {
              const {deckID} = createDeck(zero, name, editing.folderID);
              close();
              onSelect(deckID);
            }}
          />
        );
      case 'new-folder':
        return (
          <NameForm
            label="Folder name"
            schema={folderName}
            submitLabel="Create"
            testID="new-folder-form"
            onCancel={close}
            onSubmit={(name) => {
              createFolder(zero, name, editing.parentID);
              close();
            }}
          />
        );
      case 'rename-deck':
        return (
          <NameForm
            label="Deck name"
            initial={editing.deck.deck_name}
            schema={deckName}
            submitLabel="Rename"
            testID="rename-deck-form"
            onCancel={close}
            onSubmit={(name) => {
              void updateDeck(zero, editing.deck, {name});
              close();
            }}
          />
        );
      case 'rename-folder':
        return (
          <NameForm
            label="Folder name"
            initial={editing.folder.folder_name}
            schema={folderName}
            submitLabel="Rename"
            testID="rename-folder-form"
            onCancel={close}
            onSubmit={(name) => {
              void renameFolder(zero, editing.folder, name);
              close();
            }}
          />
        );
    }
  };

  return (
    <div className="user-decks">
      <div className="button-row vocab-panel-actions">
        <button
          type="button"
          className="button button-small"
          data-testid="new-deck"
          onClick={() => setEditing({kind: 'new-deck', folderID: null})}
        >
          New deck
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          data-testid="new-folder"
          onClick={() => setEditing({kind: 'new-folder', parentID: null})}
        >
          New folder
        </button>
      </div>
      {nameForm(
        (value) =>
          (value.kind === 'new-deck' && value.folderID === null) ||
          (value.kind === 'new-folder' && value.parentID === null),
      )}

      {!mine.loaded && !mine.anything ? (
        <Loading what="Loading your decks…" />
      ) : (
        <>
          {rows.length === 0 && !editing && (
            <p className="vocab-empty hint" data-testid="user-decks-empty">
              No decks yet. Make one, or import a built-in deck.
            </p>
          )}
          <ul
            className="deck-tree"
            aria-label="Your folders and decks"
            data-testid="deck-tree"
            {...folderDropProps(null, 'top')}
          >
            {rows.map((row) =>
              row.kind === 'folder' ? (
                <li
                  key={`f${row.folder.folder_id}`}
                  className="deck-tree-folder"
                  style={{'--depth': row.depth} as React.CSSProperties}
                  data-testid="folder-row"
                  data-folder-id={row.folder.folder_id}
                  draggable
                  onDragStart={(event) => {
                    event.stopPropagation();
                    event.dataTransfer.setData(DRAG_FOLDER, String(row.folder.folder_id));
                    event.dataTransfer.effectAllowed = 'move';
                  }}
                  {...folderDropProps(row.folder.folder_id, `f${row.folder.folder_id}`)}
                >
                  <div className="deck-tree-line">
                    <button
                      type="button"
                      className="deck-tree-toggle"
                      aria-expanded={row.expanded}
                      onClick={() => toggle(row.folder.folder_id)}
                    >
                      <span aria-hidden="true" className="deck-tree-caret">
                        {row.expanded ? '▾' : '▸'}
                      </span>
                      <span className="deck-tree-name" data-testid="folder-name">
                        {row.folder.folder_name}
                      </span>
                      <span className="deck-tree-count">{plural(row.deckCount, 'deck')}</span>
                    </button>
                    <RowMenu
                      label={`Actions for folder ${row.folder.folder_name}`}
                      testID="folder-menu"
                      actions={[
                        {
                          label: 'New deck here',
                          onSelect: () => setEditing({kind: 'new-deck', folderID: row.folder.folder_id}),
                        },
                        {
                          label: 'New folder inside',
                          onSelect: () => setEditing({kind: 'new-folder', parentID: row.folder.folder_id}),
                        },
                        {label: 'Rename', onSelect: () => setEditing({kind: 'rename-folder', folder: row.folder})},
                        {label: 'Move to…', onSelect: () => setDialog({kind: 'move-folder', folder: row.folder})},
                        {
                          label: 'Delete folder…',
                          danger: true,
                          testID: 'delete-folder',
                          onSelect: () => setDialog({kind: 'delete-folder', folder: row.folder}),
                        },
                      ]}
                    />
                  </div>
                  {nameForm(
                    (value) =>
                      (value.kind === 'rename-folder' && value.folder.folder_id === row.folder.folder_id) ||
                      (value.kind === 'new-deck' && value.folderID === row.folder.folder_id) ||
                      (value.kind === 'new-folder' && value.parentID === row.folder.folder_id),
                  )}
                </li>
              ) : (
                <li
                  key={`d${row.deck.deck_id}`}
                  className="deck-tree-deck"
                  style={{'--depth': row.depth} as React.CSSProperties}
                  data-testid="deck-row"
                  data-deck-id={row.deck.deck_id}
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.setData(DRAG_DECK, String(row.deck.deck_id));
                    event.dataTransfer.effectAllowed = 'move';
                  }}
                  {...itemDropProps(row.deck.deck_id)}
                >
                  <DeckLine
                    deck={row.deck}
                    selected={row.deck.deck_id === selectedDeckID}
                    onSelect={onSelect}
                    menu={
                      <RowMenu
                        label={`Actions for deck ${row.deck.deck_name}`}
                        testID="deck-menu"
                        actions={[
                          {label: 'Rename', onSelect: () => setEditing({kind: 'rename-deck', deck: row.deck})},
                          {
                            label: 'Move to folder…',
                            testID: 'move-deck',
                            onSelect: () => setDialog({kind: 'move-deck', deck: row.deck}),
                          },
                          {
                            label: 'Delete deck…',
                            danger: true,
                            testID: 'delete-deck',
                            onSelect: () => setDialog({kind: 'delete-deck', deck: row.deck}),
                          },
                        ]}
                      />
                    }
                  />
                  {nameForm((value) => value.kind === 'rename-deck' && value.deck.deck_id === row.deck.deck_id)}
                </li>
              ),
            )}
          </ul>
        </>
      )}

      <section className="shared-decks" aria-labelledby="shared-decks-title" data-testid="shared-decks">
        <h3 id="shared-decks-title">Shared with me</h3>
        {mine.shared.length === 0 ? (
          <p className="hint">Decks you are invited to edit appear here.</p>
        ) : (
          <ul className="deck-tree">
            {mine.shared.map((deck) => (
              <li
                key={deck.deck_id}
                className="deck-tree-deck"
                data-testid="shared-deck-row"
                data-deck-id={deck.deck_id}
                {...itemDropProps(deck.deck_id)}
              >
                <DeckLine deck={deck} selected={deck.deck_id === selectedDeckID} onSelect={onSelect} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {dialog?.kind === 'move-deck' && (
        <MoveToFolderDialog
          title={`Move “${dialog.deck.deck_name}” to…`}
          folders={mine.folders}
          current={dialog.deck.folder_id ?? null}
          onMove={(folderID) => {
            void updateDeck(zero, dialog.deck, {folderID});
            setDialog(null);
          }}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'move-folder' && (
        <MoveToFolderDialog
          title={`Move folder “${dialog.folder.folder_name}” into…`}
          folders={mine.folders}
          moving={dialog.folder.folder_id}
          current={dialog.folder.parent_folder_id ?? null}
          onMove={(parentID) => {
            void moveFolder(zero, dialog.folder, parentID);
            setDialog(null);
          }}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete-folder' && (
        <DeleteFolderDialog
          folder={dialog.folder}
          folders={mine.folders}
          decks={mine.decks}
          onDone={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete-deck'}
        title={dialog?.kind === 'delete-deck' ? `Delete “${dialog.deck.deck_name}”?` : ''}
        testID="delete-deck-dialog"
        onCancel={() => setDialog(null)}
        actions={
          dialog?.kind === 'delete-deck'
            ? [
                {
                  label: `Delete the deck and its ${plural(dialog.deck.item_count, 'word')}`,
                  tone: 'danger',
                  testID: 'confirm-delete-deck',
                  onSelect: () => {
                    void deleteDeck(zero, dialog.deck.deck_id);
                    setDialog(null);
                  },
                },
              ]
            : []
        }
      >
        {dialog?.kind === 'delete-deck' && (
          <p>Its words, its public link, its editors and their invite links go with it. This cannot be undone.</p>
        )}
      </ConfirmDialog>
    </div>
  );

  function itemDropProps(deckID: number) {
    const key = `d${deckID}`;
    return {
      onDragOver: (event: DragEvent) => {
        if (!carries(event, DRAG_ITEM) || deckID === selectedDeckID) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setDropTarget(key);
      },
      onDragLeave: () => setDropTarget((current) => (current === key ? null : current)),
      onDrop: (event: DragEvent) => {
        setDropTarget(null);
        const item = dragged(event, DRAG_ITEM);
        if (!item) return;
        event.preventDefault();
        event.stopPropagation();
        onDropItem(item, deckID);
      },
      'data-drop-target': dropTarget === key || undefined,
    };
  }
}

function DeckLine({
  deck,
  selected,
  onSelect,
  menu,
}: {
  deck: {deck_id: number; deck_name: string; item_count: number; share?: unknown};
  selected: boolean;
  onSelect: (deckID: number) => void;
  menu?: React.ReactNode;
}) {
  return (
    <div className="deck-tree-line">
      <button
        type="button"
        className="deck-tree-select"
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(deck.deck_id)}
        data-testid="deck-select"
      >
        <span className="deck-tree-name" data-testid="deck-name">
          {deck.deck_name}
        </span>
        {deck.share !== undefined && deck.share !== null && (
          <span className="badge badge-public" data-testid="deck-public-badge">
            Public
          </span>
        )}
        <span className="deck-tree-count" data-testid="deck-count" data-count={deck.item_count}>
          {plural(deck.item_count, 'word')}
        </span>
      </button>
      {menu}
    </div>
  );
}
