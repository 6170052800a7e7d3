// Deleting a folder: its decks and folders move up to its parent, or go with it, after a confirmation that names how
// many decks and words would go.
import {ConfirmDialog} from '../../../components/ConfirmDialog.tsx';
import {useSession} from '../../../app/session/use-session.ts';

import {deleteFolder} from './deck-writes.ts';
import {folderContents, type DeckLike, type FolderLike} from './folder-rows.ts';
import {plural} from '../../../app/plural.ts';

type Props = {folder: FolderLike; folders: readonly FolderLike[]; decks: readonly DeckLike[]; onDone: () => void};

export function DeleteFolderDialog({folder, folders, decks, onDone}: Props) {
  const {zero} = useSession();
  const {deckCount, wordCount, folderCount} = folderContents(folders, decks, folder.folder_id);
  const empty = deckCount === 0 && folderCount === 0;
  const remove = (deleteContents: boolean) => {
    void deleteFolder(zero, folder.folder_id, deleteContents);
    onDone();
  };
  return (
    <ConfirmDialog
      open
      title={`Delete the folder “${folder.folder_name}”?`}
      testID="delete-folder-dialog"
      onCancel={onDone}
      actions={
        empty
          ? [{label: 'Delete the folder', tone: 'danger', testID: 'delete-folder-only', onSelect: () => remove(false)}]
          : [
              {
                label: 'Delete the folder, keep its decks',
                tone: 'secondary',
                testID: 'delete-folder-keep',
                onSelect: () => remove(false),
              },
              {
                label: `Delete it with ${plural(deckCount, 'deck')} and ${plural(wordCount, 'word')}`,
                tone: 'danger',
                testID: 'delete-folder-all',
                onSelect: () => remove(true),
              },
            ]
      }
    >
      {empty ? (
        <p>The folder is empty.</p>
      ) : (
        <>
          <p data-testid="delete-folder-summary">
            It holds {plural(deckCount, 'deck')} with {plural(wordCount, 'word')}
            {folderCount ? ` in it and ${plural(folderCount, 'folder')} inside` : ''}.
          </p>
          <p>Keep them, and they move up to where the folder was; or delete them with it, for good.</p>
        </>
      )}
    </ConfirmDialog>
  );
}
