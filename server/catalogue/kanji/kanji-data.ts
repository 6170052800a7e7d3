// Each kanji's components from KanjiVG's trees in the `kanji` package.
import fs from 'node:fs';
import {kanjiPackageFile} from '../../kanji/kanji-package.ts';

type TreeNode = {element?: string; g?: TreeNode[]};

function readTree(character: string): TreeNode | null {
  try {
    return JSON.parse(fs.readFileSync(kanjiPackageFile('kanji-tree', character), 'utf8')) as TreeNode;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The named parts one level down (unnamed groups are looked through); none when KanjiVG has no tree. */
function directComponents(node: TreeNode): string[] {
  return (node.g ?? []).flatMap((child) => (child.element ? [child.element] : directComponents(child)));
}

/** The kanji's direct components from KanjiVG, without repeats; a kanji with no parts is its own component. */
export function readComponents(character: string): string[] {
  const tree = readTree(character);
  const components = tree ? [...new Set(directComponents(tree))] : [];
  return components.length ? components : [character];
}
