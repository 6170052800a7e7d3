import {splitJapaneseRuns} from './japanese-runs.ts';

/** English text from a data table or a prop that quotes Japanese: each Japanese run gets lang="ja". */
export function MixedText({text}: {text: string}) {
  return (
    <>
      {splitJapaneseRuns(text).map((run, index) => (run.japanese ? <span key={index} lang="ja">{run.text}</span> : run.text))}
    </>
  );
}
