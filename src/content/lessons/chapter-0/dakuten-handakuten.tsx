import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {KanaGrid} from '../../../components/lesson/KanaGrid.tsx';
import {LessonTable} from '../../../components/lesson/LessonTable.tsx';

const MINIMAL_PAIRS: {without: string; withoutMeaning: string; with: string; withMeaning: string}[] = [
  {without: 'かき', withoutMeaning: 'persimmon', with: 'かぎ', withMeaning: 'key'},
  {without: 'てんき', withoutMeaning: 'weather', with: 'でんき', withMeaning: 'electricity, light'},
  {without: 'ふた', withoutMeaning: 'lid', with: 'ぶた', withMeaning: 'pig'},
  {without: 'さる', withoutMeaning: 'monkey', with: 'ざる', withMeaning: 'bamboo strainer'},
];

export default function DakutenHandakuten() {
  return (
    <>
      <section>
        <h2>Two small marks, twenty-five new kana</h2>
        <p>
          The 46 basic hiragana have no g, z, d, b or p sounds. Instead of inventing new characters for them, Japanese
          adds a small mark to the top right of an existing kana:
        </p>
        <ul>
          <li>
            <strong>
              <span lang="ja">゛</span> dakuten
            </strong>
            , two short strokes, often called <span lang="ja">てんてん</span> (ten-ten, "dot dot"). It makes the
            consonant voiced: your vocal cords buzz while you say it.
          </li>
          <li>
            <strong>
              <span lang="ja">゜</span> handakuten
            </strong>
            , a small circle, often called <span lang="ja">まる</span> (maru, "circle"). It goes only on the h row and
            turns h into p.
          </li>
        </ul>
        <p>
          Feel the difference with your hand on your throat: say "k" and then "g". The mouth does the same thing; only
          the buzz is new. That is exactly the difference between <span lang="ja">か</span> and{' '}
          <span lang="ja">が</span>.
        </p>
      </section>

      <section>
        <h2>The chart</h2>
        <KanaGrid script="hiragana" set="dakuten" caption="Hiragana with dakuten (g, z, d, b) and handakuten (p)" />
        <ul>
          <li>
            k row + <span lang="ja">゛</span> → g row: <span lang="ja">が ぎ ぐ げ ご</span>
          </li>
          <li>
            s row + <span lang="ja">゛</span> → z row: <span lang="ja">ざ じ ず ぜ ぞ</span> (note{' '}
            <span lang="ja">じ</span> = ji)
          </li>
          <li>
            t row + <span lang="ja">゛</span> → d row: <span lang="ja">だ ぢ づ で ど</span> (note{' '}
            <span lang="ja">ぢ</span> = ji, <span lang="ja">づ</span> = zu)
          </li>
          <li>
            h row + <span lang="ja">゛</span> → b row: <span lang="ja">ば び ぶ べ ぼ</span>
          </li>
          <li>
            h row + <span lang="ja">゜</span> → p row: <span lang="ja">ぱ ぴ ぷ ぺ ぽ</span>
          </li>
        </ul>
        <Callout tone="note" title="Why does h become b and p?">
          <p>
            It looks odd that h pairs with b and p rather than some h-like sound. The reason is history: centuries ago
            the h row was pronounced with a p- or f-like sound, and the marks were assigned then. For you it is just one
            fact to remember: the h row is the only row with two marked versions.
          </p>
        </Callout>
      </section>

      <section>
        <h2>One mark, a different word</h2>
        <p>
          The marks are not decoration. Leaving one out, or adding one by mistake, can give you a completely different
          word.
        </p>
        <LessonTable
          caption="Minimal pairs with and without the mark"
          columns={[
            {header: 'Without', cell: (pair) => pair.without, lang: 'ja'},
            {header: 'Meaning', cell: (pair) => pair.withoutMeaning},
            {header: 'With', cell: (pair) => pair.with, lang: 'ja'},
            {header: 'Meaning', cell: (pair) => pair.withMeaning},
          ]}
          rows={MINIMAL_PAIRS}
          rowKey={(pair) => pair.without}
        />
        <Example japanese="かぎは どこですか。" reading="kagi wa doko desu ka." english="Where is the key?" />
        <Example japanese="でんきを けします。" reading="denki o keshimasu." english="I turn off the light." />
      </section>

      <section>
        <h2>
          <span lang="ja">じ</span> or <span lang="ja">ぢ</span>? <span lang="ja">ず</span> or <span lang="ja">づ</span>
          ?
        </h2>
        <p>
          In standard Japanese, <span lang="ja">じ</span> and <span lang="ja">ぢ</span> sound the same (ji), and so do{' '}
          <span lang="ja">ず</span> and <span lang="ja">づ</span> (zu). The s-row versions, <span lang="ja">じ</span>{' '}
          and <span lang="ja">ず</span>, are the normal spelling; use them unless you have a reason not to. The t-row
          versions appear in only two situations:
        </p>
        <ol>
          <li>
            <strong>
              When a word starting with <span lang="ja">ち</span> or <span lang="ja">つ</span> is voiced inside a
              compound.
            </strong>{' '}
            Japanese often voices the first sound of the second word in a compound. If that word starts with{' '}
            <span lang="ja">ち</span> or <span lang="ja">つ</span>, the spelling keeps the t-row kana and just adds the
            mark: <span lang="ja">はな</span> (nose) + <span lang="ja">ち</span> (blood) → <span lang="ja">はなぢ</span>{' '}
            (nosebleed); <span lang="ja">て</span> (hand) + <span lang="ja">つくり</span> (making) →{' '}
            <span lang="ja">てづくり</span> (handmade).
          </li>
          <li>
            <strong>When the same sound repeats.</strong> <span lang="ja">ちぢむ</span> (to shrink),{' '}
            <span lang="ja">つづく</span> (to continue).
          </li>
        </ol>
        <p>
          When you type on a computer, <em>ji</em> and <em>zu</em> give <span lang="ja">じ</span> and{' '}
          <span lang="ja">ず</span>; to get the rare versions type <em>di</em> (<span lang="ja">ぢ</span>) and{' '}
          <em>du</em> (<span lang="ja">づ</span>).
        </p>
        <Callout tone="tip" title="The same voicing elsewhere">
          <p>
            This voicing in compounds happens with other rows too, and explains many words you will meet:{' '}
            <span lang="ja">ひと</span> (person) doubled becomes <span lang="ja">ひとびと</span> (people), and{' '}
            <span lang="ja">とき</span> (time) doubled becomes <span lang="ja">ときどき</span> (sometimes).
          </p>
        </Callout>
      </section>

      <section>
        <h2>Writing the marks</h2>
        <p>
          Write the base kana first, then add the mark at its top right, small and close. Dakuten are two short strokes,
          written left then right, each slanting down. The handakuten circle is drawn in one stroke. Make the circle
          clearly round so that <span lang="ja">ぱ</span> never looks like <span lang="ja">ば</span>.
        </p>
      </section>

      <section>
        <h2>Try it</h2>
        <p>Read these words aloud, then check your readings.</p>
        <ol>
          <li lang="ja">ごはん</li>
          <li lang="ja">かぜ</li>
          <li lang="ja">でんわ</li>
          <li lang="ja">ぶどう</li>
          <li lang="ja">えんぴつ</li>
          <li lang="ja">みかづき</li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol>
            <li>gohan: cooked rice, a meal</li>
            <li>kaze: wind (also: a cold)</li>
            <li>denwa: telephone</li>
            <li>budō: grapes</li>
            <li>enpitsu: pencil</li>
            <li>
              mikazuki: crescent moon (<span lang="ja">みか</span> + <span lang="ja">つき</span>, moon, so the voiced
              form is spelled <span lang="ja">づ</span>)
            </li>
          </ol>
        </details>
      </section>
    </>
  );
}
