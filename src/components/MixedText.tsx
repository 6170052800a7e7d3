import {isJapaneseAffix, splitJapaneseRuns} from './japanese-runs.ts';

/** English text from a data table or a prop that quotes Japanese: each Japanese run gets lang="ja", and an affix such as ～さん stays on one line. */
export function MixedText({text}: {text: string}) {
  return (
    <>
      {splitJapaneseRuns(text).map((run, index) =>
        run.japanese ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one text, in its order; they never move.
          <span key={index} lang="ja" className={isJapaneseAffix(run.text) ? 'ja-affix' : undefined}>
            {run.text}
          </span>
        ) : (
          run.text
        ),
      )}
    </>
  );
}
