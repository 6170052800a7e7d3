import {describe, expect, it} from 'vitest';
import {folderContents, folderPath, folderTargets, treeRows} from '../../src/features/vocab/decks/folder-rows.ts';
import {builtInDeckGroups, wordCounts} from '../../src/features/vocab/built-in/built-in-decks.ts';
import {vocabSearchSchema} from '../../src/features/vocab/vocab-search.ts';

const folder = (id: number, parent: number | null, name = `F${id}`) => ({
  folder_id: id,
  parent_folder_id: parent,
  folder_name: name,
});
const deck = (id: number, folderID: number | null, count = 1) => ({
  deck_id: id,
  folder_id: folderID,
  deck_name: `D${id}`,
  item_count: count,
});

describe('the deck tree', () => {
  const folders = [folder(1, null), folder(2, 1), folder(3, null), folder(4, 2)];
  const decks = [deck(10, null, 5), deck(11, 1, 7), deck(12, 2, 3), deck(13, 4, 2), deck(14, 99, 1)];

  it('lists folders before decks at each level, nested, with depth', () => {
    const rows = treeRows(folders, decks, new Set());
    expect(
      rows.map((row) =>
        row.kind === 'folder' ? `f${row.folder.folder_id}@${row.depth}` : `d${row.deck.deck_id}@${row.depth}`,
      ),
    ).toEqual(['f1@0', 'f2@1', 'f4@2', 'd13@3', 'd12@2', 'd11@1', 'f3@0', 'd10@0', 'd14@0']);
  });

  it('hides what a collapsed folder holds, and still counts it', () => {
    const rows = treeRows(folders, decks, new Set([1]));
    expect(rows.map((row) => (row.kind === 'folder' ? `f${row.folder.folder_id}` : `d${row.deck.deck_id}`))).toEqual([
      'f1',
      'f3',
      'd10',
      'd14',
    ]);
    const first = rows[0]!;
    expect(first.kind === 'folder' && [first.expanded, first.deckCount, first.wordCount]).toEqual([false, 3, 12]);
  });

  it('counts the decks and words a folder holds at any depth', () => {
    expect(folderContents(folders, decks, 2)).toEqual({deckCount: 2, wordCount: 5, folderCount: 1});
    expect(folderContents(folders, decks, 3)).toEqual({deckCount: 0, wordCount: 0, folderCount: 0});
  });

  it('offers no folder inside itself as a target, and names paths', () => {
    expect(folderTargets(folders, 1).map((each) => each.folder_id)).toEqual([3]);
    expect(folderPath(folders, 4)).toBe('F1 › F2 › F4');
  });

  it('survives a cycle in the data', () => {
    const cyclic = [folder(1, 2), folder(2, 1)];
    expect(treeRows(cyclic, [], new Set())).toEqual([]);
    expect(folderPath(cyclic, 1)).toBe('F2 › F1');
  });
});

describe('built-in decks', () => {
  it('groups the vocab lists of each chapter path by course, in order, with word counts', () => {
    const structure = {
      textbooks: [
        {
          id: 'genki_1',
          name: 'Genki I',
          short_name: 'Genki I',
          chapters: [
            {number: 0, title: 'Greetings', learning_path_items: ['g1_ch0_vocab-list', 'g1_ch0_lesson']},
            {number: 1, title: 'New friends', learning_path_items: ['g1_ch1_practice']},
          ],
        },
      ],
      modules: {
        'g1_ch0_vocab-list': {
          kind: 'practice',
          key: 'g1_ch0_vocab-list',
          title: 'Chapter 0 vocabulary',
          session_type: 'vocab-list',
          vocab_set_ids: ['a', 'b'],
        },
        g1_ch0_lesson: {kind: 'lesson', key: 'g1_ch0_lesson', title: 'x', link: '/x', lesson_type: 'lesson'},
        g1_ch1_practice: {
          kind: 'practice',
          key: 'g1_ch1_practice',
          title: 'p',
          session_type: 'vocab-practice',
          vocab_set_ids: ['c'],
        },
      },
    } as never;
    const groups = builtInDeckGroups(structure);
    expect(groups).toEqual([
      {
        id: 'genki_1',
        name: 'Genki I',
        chapters: [
          {
            number: 0,
            title: 'Greetings',
            decks: [{key: 'g1_ch0_vocab-list', title: 'Chapter 0 vocabulary', setIDs: ['a', 'b']}],
          },
        ],
      },
    ]);
    expect(wordCounts(groups[0]!.chapters[0]!.decks, {a: ['x', 'y'], b: ['y', 'z']}).get('g1_ch0_vocab-list')).toBe(3);
  });
});

describe('/vocab search', () => {
  it('keeps a whole-number deck id and drops anything else', () => {
    expect(vocabSearchSchema.parse({deck: '42'})).toEqual({deck: 42});
    expect(vocabSearchSchema.parse({deck: 42})).toEqual({deck: 42});
    expect(vocabSearchSchema.parse({deck: '4.2'}).deck).toBeUndefined();
    expect(vocabSearchSchema.parse({deck: 'abc'}).deck).toBeUndefined();
    expect(vocabSearchSchema.parse({deck: -3}).deck).toBeUndefined();
    expect(vocabSearchSchema.parse({invite: 'short'}).invite).toBeUndefined();
    expect(vocabSearchSchema.parse({import: 'genki_1_ch3_vocab-list'}).import).toBe('genki_1_ch3_vocab-list');
  });
});
