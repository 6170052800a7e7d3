// "Move to…": the learner's folders (or the top level) in a list to choose from. When a folder moves, it cannot go
// inside itself.
import {useId, useState} from 'react';
import {ConfirmDialog} from '../../../components/ConfirmDialog.tsx';
import {folderPath, folderTargets, type FolderLike} from './folder-rows.ts';

type Props = {
  title: string;
  folders: readonly FolderLike[];
  current: number | null;
  /** The folder being moved, when it is a folder. */
  moving?: number;
  onMove: (folderID: number | null) => void;
  onCancel: () => void;
};

const TOP = 'top';

export function MoveToFolderDialog({title, folders, current, moving, onMove, onCancel}: Props) {
  const targets = moving === undefined ? folders : folderTargets(folders, moving);
  const [choice, setChoice] = useState(current === null ? TOP : String(current));
  const id = useId();
  const options = targets
    .map((folder) => ({id: String(folder.folder_id), label: folderPath(folders, folder.folder_id)}))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <ConfirmDialog
      open
      title={title}
      testID="move-dialog"
      onCancel={onCancel}
      actions={[
        {label: 'Move', testID: 'confirm-move', onSelect: () => onMove(choice === TOP ? null : Number(choice))},
      ]}
    >
      <label htmlFor={id}>Folder</label>{' '}
      <select id={id} value={choice} onChange={(event) => setChoice(event.target.value)} data-testid="move-target">
        <option value={TOP}>Top level (no folder)</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </ConfirmDialog>
  );
}
