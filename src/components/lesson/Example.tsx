import type {ReactNode} from 'react';
import {splitJapaneseRuns} from '../japanese-runs.ts';
import {MixedText} from '../MixedText.tsx';

/** One example sentence: the Japanese (optionally with a kana or romaji line under it) and its English. */
export function Example({japanese, reading, english}: {japanese: ReactNode; reading?: string; english: string}) {
  return (
    <div className="example">
      <p className="example-japanese" lang="ja">
        {japanese}
      </p>
      {reading && (
        <p className="example-reading" lang={isRomaji(reading) ? 'ja-Latn' : 'ja'}>
          {reading}
        </p>
      )}
      <p className="example-english">
        <MixedText text={english} />
      </p>
    </div>
  );
}

/** A reading line in romaji is still Japanese, but in Latin script. */
function isRomaji(reading: string): boolean {
  return !splitJapaneseRuns(reading).some((run) => run.japanese);
}
