// The learner's folders and decks as the rows of one tree view: folders first at each level, then decks, both in
// the order the queries give (oldest first); a collapsed folder hides what is inside it.
import {subtreeOf} from '../../../../schema/decks/folder-tree.ts';

export type FolderLike = {folder_id: number; parent_folder_id?: number | null; folder_name: string};
export type DeckLike = {deck_id: number; folder_id?: number | null; deck_name: string; item_count: number};

export type TreeRow<F extends FolderLike, D extends DeckLike> =
  | {kind: 'folder'; depth: number; folder: F; expanded: boolean; deckCount: number; wordCount: number}
  | {kind: 'deck'; depth: number; deck: D};

/** Decks whose folder is unknown (deleted in another tab a moment ago) show at the top level. */
function parentOf(folderIDs: ReadonlySet<number>, id: number | null | undefined): number | null {
  return id != null && folderIDs.has(id) ? id : null;
}

export function treeRows<F extends FolderLike, D extends DeckLike>(
  folders: readonly F[],
  decks: readonly D[],
  collapsed: ReadonlySet<number>,
): TreeRow<F, D>[] {
  const folderIDs = new Set(folders.map((folder) => folder.folder_id));
  const rows: TreeRow<F, D>[] = [];
  const visit = (parent: number | null, depth: number, seen: Set<number>) => {
    for (const folder of folders) {
      if (parentOf(folderIDs, folder.parent_folder_id) !== parent || seen.has(folder.folder_id)) continue;
      const expanded = !collapsed.has(folder.folder_id);
      const {deckCount, wordCount} = folderContents(folders, decks, folder.folder_id);
      rows.push({kind: 'folder', depth, folder, expanded, deckCount, wordCount});
      if (expanded) visit(folder.folder_id, depth + 1, new Set([...seen, folder.folder_id]));
    }
    for (const deck of decks)
      if (parentOf(folderIDs, deck.folder_id) === parent) rows.push({kind: 'deck', depth, deck});
  };
  visit(null, 0, new Set());
  return rows;
}

/** How many decks and words a folder holds at any depth: what deleting it with its contents would delete. */
export function folderContents(folders: readonly FolderLike[], decks: readonly DeckLike[], folderID: number) {
  const subtree = new Set(subtreeOf(folders, folderID));
  const inside = decks.filter((deck) => deck.folder_id != null && subtree.has(deck.folder_id));
  return {
    deckCount: inside.length,
    wordCount: inside.reduce((sum, deck) => sum + deck.item_count, 0),
    folderCount: subtree.size - 1,
  };
}

/** The folders a folder may move into: not itself nor anything inside it. */
export function folderTargets<F extends FolderLike>(folders: readonly F[], folderID: number): F[] {
  const subtree = new Set(subtreeOf(folders, folderID));
  return folders.filter((folder) => !subtree.has(folder.folder_id));
}

/** "Genki › Chapter 3" — where a folder sits, for menus that list every folder. */
export function folderPath(folders: readonly FolderLike[], folderID: number): string {
  const byID = new Map(folders.map((folder) => [folder.folder_id, folder]));
  const names: string[] = [];
  const seen = new Set<number>();
  for (
    let at = byID.get(folderID);
    at && !seen.has(at.folder_id);
    at = at.parent_folder_id != null ? byID.get(at.parent_folder_id) : undefined
  ) {
    seen.add(at.folder_id);
    names.unshift(at.folder_name);
  }
  return names.join(' › ');
}
