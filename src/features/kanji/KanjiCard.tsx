import {useId} from 'react';
import type {KanjiInfo} from '../../../schema/kanji-info.ts';
import {jlptLabel} from '../../../schema/jlpt.ts';
import {kunReadingParts} from './kun-reading.ts';
import {StrokeOrder} from './StrokeOrder.tsx';
import {useKanjiInfo} from './use-kanji-info.ts';
import {useKanjiMeanings} from './use-kanji-meanings.ts';
import {KANJI_MEANING_SOURCE_LABELS, KANJIDIC_SOURCE_ID} from '../../../schema/kanji-meaning-sources.ts';

/** One kanji: the character, its animated stroke order, its meanings (from the learner's first kanji keyword source
 * that has it, else KANJIDIC) and its readings when known. */
export function KanjiCard({kanji, autoPlay = false}: {kanji: string; autoPlay?: boolean}) {
  const headingId = useId();
  const info = useKanjiInfo(kanji);
  return (
    <article className="card kanji-card" aria-labelledby={headingId} data-testid="kanji-card">
      <h2 id={headingId} className="kanji-card-character" lang="ja">
        {kanji}
      </h2>
      <StrokeOrder character={kanji} size={160} animate autoPlay={autoPlay} />
      <div className="kanji-card-facts">
        {info.status === 'loading' && (
          <p className="hint" aria-busy="true">
            Looking up {kanji}…
          </p>
        )}
        {info.status === 'ready' && <KanjiFacts info={info.info} />}
      </div>
    </article>
  );
}

function KanjiFacts({info}: {info: KanjiInfo}) {
  const {meanings, sourceId} = useKanjiMeanings()(info.character, info.meanings);
  const details = [
    info.strokeCount && `${info.strokeCount} strokes`,
    info.jlpt && `JLPT ${jlptLabel(info.jlpt)}`,
    info.grade && (info.grade <= 6 ? `school grade ${info.grade}` : info.grade === 8 ? 'jōyō' : 'jinmeiyō'),
  ].filter(Boolean);
  return (
    <>
      {meanings.length > 0 && (
        <p className="kanji-card-meanings" data-testid="kanji-meanings" data-source={sourceId}>
          {meanings.join(', ')}
          {sourceId !== KANJIDIC_SOURCE_ID && (
            <span className="hint-inline"> · {KANJI_MEANING_SOURCE_LABELS[sourceId] ?? sourceId}</span>
          )}
        </p>
      )}
      <dl className="kanji-card-readings">
        {info.onReadings.length > 0 && (
          <div>
            <dt>On</dt>
            <dd lang="ja">{info.onReadings.join('、')}</dd>
          </div>
        )}
        {info.kunReadings.length > 0 && (
          <div>
            <dt>Kun</dt>
            <dd lang="ja">
              {info.kunReadings.map((reading, index) => (
                <KunReading key={reading} reading={reading} last={index === info.kunReadings.length - 1} />
              ))}
            </dd>
          </div>
        )}
      </dl>
      {details.length > 0 && <p className="hint">{details.join(' · ')}</p>}
    </>
  );
}

function KunReading({reading, last}: {reading: string; last: boolean}) {
  const {kanjiPart, okurigana, prefix, suffix} = kunReadingParts(reading);
  return (
    <>
      {suffix && '〜'}
      {kanjiPart}
      {okurigana && <span className="okurigana">{okurigana}</span>}
      {prefix && '〜'}
      {!last && '、'}
    </>
  );
}
