type Credit = {
  name: string;
  url: string;
  usedFor: string;
  holder: string;
  licence: {name: string; url: string};
  note?: string;
};

const DATA: Credit[] = [
  {
    name: 'KanjiVG',
    url: 'https://kanjivg.tagaini.net',
    usedFor: 'Stroke order images of kanji and kana, and the start point of every stroke.',
    holder: '© Ulrich Apel and the KanjiVG contributors',
    licence: {name: 'CC BY-SA 3.0', url: 'https://creativecommons.org/licenses/by-sa/3.0/'},
    note: 'We colour the strokes and add their numbers; these adapted images are shared under the same licence.',
  },
  {
    name: 'KANJIDIC2',
    url: 'https://www.edrdg.org/wiki/index.php/KANJIDIC_Project',
    usedFor: 'Kanji meanings, on and kun readings, stroke counts and school grades.',
    holder: '© Electronic Dictionary Research and Development Group (EDRDG)',
    licence: {name: 'CC BY-SA 4.0, under the EDRDG licence', url: 'https://www.edrdg.org/edrdg/licence.html'},
  },
];

const SOFTWARE: Credit[] = [
  {
    name: 'kanji',
    url: 'https://github.com/echamudi/japanese-toolkit/tree/master/packages/kanji',
    usedFor:
      'Packages the KANJIDIC2 entries we read, and the unofficial JLPT N5–N1 kanji lists behind the JLPT levels shown.',
    holder: '© Ezzat Chamudi',
    licence: {name: 'MPL-2.0', url: 'https://www.mozilla.org/en-US/MPL/2.0/'},
  },
  {
    name: 'WanaKana',
    url: 'https://github.com/WaniKani/WanaKana',
    usedFor: 'Converts between romaji and kana.',
    holder: '© WaniKani Community Github',
    licence: {name: 'MIT', url: 'https://opensource.org/license/mit'},
  },
  {
    name: 'ts-fsrs',
    url: 'https://github.com/open-spaced-repetition/ts-fsrs',
    usedFor: 'Schedules spaced-repetition reviews with the FSRS algorithm.',
    holder: '© Open Spaced Repetition',
    licence: {name: 'MIT', url: 'https://opensource.org/license/mit'},
  },
];

const OFL = {name: 'SIL Open Font License 1.1', url: 'https://openfontlicense.org'};

const FONTS: Credit[] = [
  {
    name: 'Noto Sans JP',
    url: 'https://fonts.google.com/noto/specimen/Noto+Sans+JP',
    usedFor: 'Draws every kana and kanji, the same on every device.',
    holder: '© Google LLC',
    licence: OFL,
  },
  {
    name: 'Noto Emoji',
    url: 'https://fonts.google.com/noto/specimen/Noto+Emoji',
    usedFor: 'Draws the emoji hints of the conjugation drill.',
    holder: '© Google LLC',
    licence: OFL,
  },
];

export function CreditsPage() {
  return (
    <div className="page credits">
      <h1>Credits</h1>
      <p>Genki Study is built on the generous work of these projects. Thank you.</p>
      <section aria-labelledby="credits-data">
        <h2 id="credits-data">Data</h2>
        <CreditList credits={DATA} />
      </section>
      <section aria-labelledby="credits-software">
        <h2 id="credits-software">Software</h2>
        <CreditList credits={SOFTWARE} />
      </section>
      <section aria-labelledby="credits-fonts">
        <h2 id="credits-fonts">Fonts</h2>
        <CreditList credits={FONTS} />
      </section>
    </div>
  );
}

function CreditList({credits}: {credits: Credit[]}) {
  return (
    <ul className="credit-list">
      {credits.map((credit) => (
        <li key={credit.name} className="card" data-testid="credit">
          <h3>
            <a href={credit.url}>{credit.name}</a>
          </h3>
          <p>{credit.usedFor}</p>
          <p className="hint">
            {credit.holder}. Licence:{' '}
            <a href={credit.licence.url} rel="license">
              {credit.licence.name}
            </a>
            .
          </p>
          {credit.note && <p className="hint">{credit.note}</p>}
        </li>
      ))}
    </ul>
  );
}
