import type {ReactNode} from 'react';
import {MixedText} from './MixedText.tsx';

/** One example sentence: the Japanese (optionally with a kana or romaji line under it) and its English. */
export function Example({japanese, reading, english}: {japanese: ReactNode; reading?: string; english: string}) {
  return (
    <div className="example">
      <p className="example-japanese" lang="ja">{japanese}</p>
      {reading && <p className="example-reading" lang="ja">{reading}</p>}
      <p className="example-english"><MixedText text={english} /></p>
    </div>
  );
}
