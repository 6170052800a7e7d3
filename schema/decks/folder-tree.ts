// Folders nest: a learner's folders form a forest by parent_folder_id. Pure helpers over that forest.
export type FolderLink = {folder_id: number; parent_folder_id?: number | null};

function parentsOf(folders: readonly FolderLink[]): Map<number, number | null> {
  return new Map(folders.map((folder) => [folder.folder_id, folder.parent_folder_id ?? null]));
}

/** How many folders deep `folderID` sits: 1 for a top-level folder. */
export function depthOf(folders: readonly FolderLink[], folderID: number): number {
  const parents = parentsOf(folders);
  let depth = 0;
  const seen = new Set<number>();
  for (let at: number | null = folderID; at !== null && !seen.has(at); at = parents.get(at) ?? null) {
    seen.add(at);
    depth++;
  }
  return depth;
}

/** The folder and every folder inside it, at any depth, nearest first. */
export function subtreeOf(folders: readonly FolderLink[], folderID: number): number[] {
  const children = new Map<number, number[]>();
  for (const folder of folders) {
    const parent = folder.parent_folder_id ?? null;
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), folder.folder_id]);
  }
  const subtree: number[] = [];
  for (const queue = [folderID]; queue.length; ) {
    const next = queue.shift()!;
    if (subtree.includes(next)) continue;
    subtree.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return subtree;
}

/** How many levels the folder's subtree spans: 1 for a folder with no folders inside. */
export function heightOf(folders: readonly FolderLink[], folderID: number): number {
  const subtree = subtreeOf(folders, folderID);
  const base = depthOf(folders, folderID);
  return Math.max(...subtree.map((id) => depthOf(folders, id) - base + 1));
}

/** Whether moving `folderID` into `parentID` would put it inside itself. */
export function wouldNestInItself(folders: readonly FolderLink[], folderID: number, parentID: number | null): boolean {
  return parentID !== null && subtreeOf(folders, folderID).includes(parentID);
}
