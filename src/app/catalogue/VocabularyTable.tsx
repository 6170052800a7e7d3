// A table of a vocab set's words (or a slice of them) with readings and meanings, for lessons and lists.
import type {VocabularyItem} from '../../../schema/catalogue.ts';
import {useVocabularySet} from './use-vocabulary-set.ts';
import {MixedText} from '../../components/MixedText.tsx';
import {isJapaneseAffix} from '../../components/japanese-runs.ts';

export function VocabularyTable({
  setId,
  start = 0,
  end,
  caption,
}: {
  setId: string;
  start?: number;
  end?: number;
  caption?: string;
}) {
  const state = useVocabularySet(setId);
  if (state.status === 'loading')
    return (
      <p className="hint" role="status">
        Loading vocabulary…
      </p>
    );
  if (state.status === 'error')
    return (
      <p className="field-error" role="alert">
        Could not load the vocabulary: {state.message}
      </p>
    );
  return <VocabularyItemsTable items={state.items.slice(start, end)} caption={caption} />;
}

export function VocabularyItemsTable({items, caption}: {items: VocabularyItem[]; caption?: string}) {
  if (items.length === 0) return <p className="hint">No words in this list yet.</p>;
  return (
    <div className="table-scroll">
      <table className="vocab-table">
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">Japanese</th>
            <th scope="col">Reading</th>
            <th scope="col">English</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.key}>
              <td lang="ja" className={isJapaneseAffix(item.word) ? 'vocab-word ja-affix' : 'vocab-word'}>
                {item.word}
              </td>
              <td lang="ja">{item.reading === item.word ? '' : item.reading}</td>
              <td>
                <MixedText text={item.english.join('; ')} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
