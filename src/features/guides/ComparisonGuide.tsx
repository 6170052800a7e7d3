// /guides/comparison: how this product compares with Anki, WaniKani and jpdb, in our own words.
import {Link} from '@tanstack/react-router';
import {ScrollRegion} from '../../components/ScrollRegion.tsx';
import './guides.css';

type Row = {feature: string; genki: string; anki: string; wanikani: string; jpdb: string};

const ROWS: Row[] = [
  {
    feature: 'What it is for',
    genki: 'Following the Genki I and II chapters',
    anki: 'Any flashcards you make or download',
    wanikani: 'Kanji and the words built from them',
    jpdb: 'Vocabulary for reading native material',
  },
  {
    feature: 'Scheduler',
    genki: 'FSRS, optimisable on your own reviews',
    anki: 'FSRS or SM-2, optimisable',
    wanikani: 'Fixed stages',
    jpdb: 'Its own',
  },
  {
    feature: 'Order of study',
    genki: 'The textbook’s chapters',
    anki: 'Yours to choose',
    wanikani: 'Fixed levels, by radicals then kanji',
    jpdb: 'By frequency, or by the material you pick',
  },
  {
    feature: 'Grammar',
    genki: 'Lessons and notes per chapter, conjugation drills',
    anki: 'Only if your deck has it',
    wanikani: 'No',
    jpdb: 'No',
  },
  {
    feature: 'Kanji stroke order',
    genki: 'Animated, plus a printable sheet',
    anki: 'With add-ons',
    wanikani: 'No',
    jpdb: 'Yes',
  },
  {feature: 'Works offline', genki: 'Yes; answers sync when you are back', anki: 'Yes', wanikani: 'No', jpdb: 'No'},
  {
    feature: 'Several devices',
    genki: 'Live sync in every tab and device',
    anki: 'Manual sync',
    wanikani: 'On their server',
    jpdb: 'On their server',
  },
  {
    feature: 'Price',
    genki: 'Free',
    anki: 'Free on desktop and Android',
    wanikani: 'First levels free, then a subscription',
    jpdb: 'Free, with an optional supporter plan',
  },
];

export function ComparisonGuide() {
  return (
    <article className="page guide">
      <header>
        <p className="hero-kicker">Guide</p>
        <h1>Genki Study, Anki, WaniKani and jpdb</h1>
        <p className="hint">
          They are good at different things, and many learners use two of them. Here is how they differ.
        </p>
      </header>

      <ScrollRegion label="Comparison table">
        <table className="comparison-table">
          <caption className="visually-hidden">Genki Study compared with Anki, WaniKani and jpdb</caption>
          <thead>
            <tr>
              <th scope="col">&nbsp;</th>
              <th scope="col">Genki Study</th>
              <th scope="col">Anki</th>
              <th scope="col">WaniKani</th>
              <th scope="col">jpdb</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                <td>{row.genki}</td>
                <td>{row.anki}</td>
                <td>{row.wanikani}</td>
                <td>{row.jpdb}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>

      <section aria-labelledby="when-anki">
        <h2 id="when-anki">Anki</h2>
        <p>
          Anki is the most flexible: any card, any layout, thousands of shared decks and add-ons. The price of that
          freedom is set-up: you choose what to study and in which order. If you already review in Anki, choose it under
          External services in Settings and your reviews stay there, while Genki Study gives you the lessons and drills
          around them.
        </p>
      </section>
      <section aria-labelledby="when-wanikani">
        <h2 id="when-wanikani">WaniKani</h2>
        <p>
          WaniKani teaches kanji through radicals and mnemonics in a fixed order, unlocking words as you go. Its order
          is not the textbook’s, so Genki chapters and WaniKani levels rarely line up; learners often use WaniKani for
          kanji and a course like this one for grammar and vocabulary.
        </p>
      </section>
      <section aria-labelledby="when-jpdb">
        <h2 id="when-jpdb">jpdb</h2>
        <p>
          jpdb shines once you read real Japanese: it builds decks from the novels, games and shows you choose, by how
          often words appear. It assumes you know the basics, which is what the Genki books cover.
        </p>
      </section>
      <section aria-labelledby="when-genki">
        <h2 id="when-genki">Genki Study</h2>
        <p>
          Genki Study is made for working through the Genki courses: each chapter’s words, kana and kanji, lessons and
          drills in order, with reviews scheduled by FSRS and everything synced live across your devices.{' '}
          <Link to="/guides/srs">How the reviews work</Link>.
        </p>
      </section>
    </article>
  );
}
