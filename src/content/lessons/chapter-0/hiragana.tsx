import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {KanaGrid} from '../../../components/lesson/KanaGrid.tsx';
import {MixedText} from '../../../components/MixedText.tsx';
import {LessonTable} from '../../../components/lesson/LessonTable.tsx';

const LOOK_ALIKES: {kana: string; tell: string}[] = [
  {
    kana: 'さ / ち',
    tell: 'Mirror images. さ (sa) opens to the right at the bottom, ち (chi) bulges to the right. Think of ち as a "chin" pointing forward.',
  },
  {
    kana: 'ぬ / め',
    tell: 'Same crossed body. ぬ (nu) finishes with a small loop at the bottom right; め (me) ends in an open tail.',
  },
  {
    kana: 'ね / れ / わ',
    tell: 'Same left-hand stroke. ね (ne) ends with a loop, れ (re) ends with a kick outwards, わ (wa) ends in a smooth round curve.',
  },
  {
    kana: 'る / ろ',
    tell: 'る (ru) has a loop at the end of its tail, ろ (ro) has none. The loop is the only difference.',
  },
  {
    kana: 'は / ほ',
    tell: 'Count the horizontal lines on the right-hand part: は (ha) has one, ほ (ho) has two, the top one sitting like a lid.',
  },
  {
    kana: 'い / り',
    tell: 'い (i) has two short strokes of similar height, the left one slightly longer. り (ri) has a short left stroke and a long right stroke that sweeps down.',
  },
  {kana: 'き / さ', tell: 'き (ki) has two horizontal lines, さ (sa) only one.'},
  {kana: 'あ / お', tell: 'あ (a) has a vertical line crossing the loop; お (o) has a separate dot at the top right.'},
];

const PRACTICE_WORDS: {kana: string; romaji: string; english: string}[] = [
  {kana: 'あい', romaji: 'ai', english: 'love'},
  {kana: 'いえ', romaji: 'ie', english: 'house'},
  {kana: 'かさ', romaji: 'kasa', english: 'umbrella'},
  {kana: 'すし', romaji: 'sushi', english: 'sushi'},
  {kana: 'つくえ', romaji: 'tsukue', english: 'desk'},
  {kana: 'ねこ', romaji: 'neko', english: 'cat'},
  {kana: 'ふね', romaji: 'fune', english: 'boat'},
  {kana: 'みみ', romaji: 'mimi', english: 'ear'},
  {kana: 'やま', romaji: 'yama', english: 'mountain'},
  {kana: 'ゆき', romaji: 'yuki', english: 'snow'},
  {kana: 'よる', romaji: 'yoru', english: 'night'},
  {kana: 'わたし', romaji: 'watashi', english: 'I, me'},
  {kana: 'ほん', romaji: 'hon', english: 'book'},
];

export default function Hiragana() {
  return (
    <>
      <section>
        <h2>The 46 basic hiragana</h2>
        <p>
          Hiragana is the first script every Japanese child learns, and it will be yours too. Each character stands for
          one beat of sound, usually a consonant followed by a vowel. Forty-six characters cover every basic sound of
          the language; the next lessons add small marks and combinations that build all the rest from these 46.
        </p>
        <KanaGrid script="hiragana" set="basic" caption="Basic hiragana, row by row" />
      </section>

      <section>
        <h2>How to read the chart</h2>
        <p>
          The chart is a grid. Each <strong>column</strong> is a vowel, always in the order a, i, u, e, o. Each{' '}
          <strong>row</strong> is a consonant: the k row is <span lang="ja">か き く け こ</span> (ka ki ku ke ko), the
          m row <span lang="ja">ま み む め も</span> (ma mi mu me mo), and so on. Once you know the five vowels and the
          consonant of a row, most cells spell themselves.
        </p>
        <p>
          The order of the rows is worth memorising as a chant: <span lang="ja">あ か さ た な は ま や ら わ</span> (a
          ka sa ta na ha ma ya ra wa). Japanese dictionaries, phone books and class lists are sorted in this order, the
          way English ones follow the alphabet.
        </p>
      </section>

      <section>
        <h2>Row by row</h2>
        <h3>The vowels and the k row</h3>
        <p>
          <span lang="ja">あ い う え お</span> are the five vowels on their own. The k row is completely regular:{' '}
          <span lang="ja">か き く け こ</span>.
        </p>
        <h3>The s and t rows: the first surprises</h3>
        <p>
          In the s row, <span lang="ja">し</span> is pronounced shi, not "si". In the t row, <span lang="ja">ち</span>{' '}
          is chi and <span lang="ja">つ</span> is tsu (the ts of "cats" followed by u). Japanese simply has no "si",
          "ti" or "tu" in its basic sounds, so these cells bend to the nearest sound.
        </p>
        <h3>The n, h and m rows</h3>
        <p>
          The n and m rows are regular. In the h row, <span lang="ja">ふ</span> is written fu in romaji, but the sound
          is softer than an English f: blow gently through slightly rounded lips without your teeth touching your lip,
          halfway between h and f.
        </p>
        <h3>The y, r and w rows</h3>
        <p>
          The y row has only three kana, <span lang="ja">や ゆ よ</span>: modern Japanese has no "yi" or "ye" syllable
          (an old "ye" merged with e long ago), so the chart keeps gaps. The r row,{' '}
          <span lang="ja">ら り る れ ろ</span>, uses a light tap of the tongue, somewhere between r, l and d (see the
          pronunciation lesson). The w row has just <span lang="ja">わ</span> (wa) and <span lang="ja">を</span> (wo).
        </p>
        <h3>
          <span lang="ja">ん</span>, the odd one out
        </h3>
        <p>
          <span lang="ja">ん</span> is the only kana that is a consonant alone, with no vowel. It counts as a full beat,
          and it never starts a word: <span lang="ja">ほん</span> (hon, book) is two beats, ho-n.
        </p>
        <Callout tone="note" title="Special cases to remember">
          <ul>
            <li>
              <span lang="ja">し</span> = shi, <span lang="ja">ち</span> = chi, <span lang="ja">つ</span> = tsu,{' '}
              <span lang="ja">ふ</span> = fu.
            </li>
            <li>
              <span lang="ja">ん</span> = n, a beat on its own.
            </li>
            <li>
              <span lang="ja">を</span> is pronounced simply o in modern Japanese, and it is used for one thing only:
              the particle that marks the object of a verb. Ordinary words with an o sound are written with{' '}
              <span lang="ja">お</span>, as in <span lang="ja">おかね</span> (money).
            </li>
            <li>
              Two more kana change their sound when used as particles: <span lang="ja">は</span> is read wa and{' '}
              <span lang="ja">へ</span> is read e. You will meet both in chapters 1 and 3.
            </li>
          </ul>
        </Callout>
        <Example
          japanese="ほんを よみます。"
          reading="hon o yomimasu."
          english="I read a book. (を marks the book as what is read.)"
        />
      </section>

      <section>
        <h2>Tricky look-alikes</h2>
        <p>
          Some pairs of hiragana differ by a single stroke. Look for the tell-tale detail rather than the overall shape.
        </p>
        <LessonTable
          caption="Pairs that are easy to confuse"
          columns={[
            {header: 'Kana', cell: ({kana}) => kana, lang: 'ja', className: 'vocab-word'},
            {header: 'How to tell them apart', cell: ({tell}) => <MixedText text={tell} />},
          ]}
          rows={LOOK_ALIKES}
          rowKey={({kana}) => kana}
        />
      </section>

      <section>
        <h2>Writing hiragana: stroke order tips</h2>
        <p>
          Stroke order matters: it makes your handwriting look natural and helps you read other people's handwriting,
          where strokes run together. A few general rules cover most kana:
        </p>
        <ul>
          <li>Top before bottom, left before right.</li>
          <li>
            A horizontal line usually comes before a vertical line that crosses it: in <span lang="ja">あ</span>,{' '}
            <span lang="ja">た</span> and <span lang="ja">な</span> the short horizontal comes first.
          </li>
          <li>
            In kana with a separate left part, such as <span lang="ja">け</span>, <span lang="ja">に</span> and{' '}
            <span lang="ja">は</span>, write the left vertical stroke first.
          </li>
          <li>
            Many kana are a single stroke: <span lang="ja">く し つ て の ひ へ る ろ ん</span>. Write each without
            lifting the pen.
          </li>
          <li>
            Dots and small marks come last, as in the final dot of <span lang="ja">お</span> and{' '}
            <span lang="ja">む</span>.
          </li>
        </ul>
        <p>
          Practise in whole words rather than single characters, so you also learn vocabulary and the rhythm of reading.
          Write each of these words three times while saying it aloud:
        </p>
        <LessonTable
          caption="First words to read and write"
          columns={[
            {header: 'Hiragana', cell: ({kana}) => kana, lang: 'ja', className: 'vocab-word'},
            {header: 'Romaji', cell: ({romaji}) => romaji},
            {header: 'Meaning', cell: ({english}) => english},
          ]}
          rows={PRACTICE_WORDS}
          rowKey={({kana}) => kana}
        />
        <Callout tone="tip" title="A plan for learning the chart">
          <p>
            Learn two or three rows a day. Read each new row aloud, write it, then read the practice words that use it.
            Review the earlier rows every day with the hiragana quiz: a week of short sessions is enough for most
            learners.
          </p>
        </Callout>
      </section>

      <section>
        <h2>Try it</h2>
        <p>Read these words, then check. Watch out for the special cases.</p>
        <ol>
          <li lang="ja">さけ</li>
          <li lang="ja">ちかてつ</li>
          <li lang="ja">ふゆ</li>
          <li lang="ja">ねる</li>
          <li lang="ja">みせ</li>
          <li lang="ja">りんご</li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol>
            <li>sake: rice wine (or salmon)</li>
            <li>chikatetsu: subway</li>
            <li>fuyu: winter</li>
            <li>
              neru: to sleep (<span lang="ja">ね</span> with a loop, not <span lang="ja">れ</span> or{' '}
              <span lang="ja">わ</span>)
            </li>
            <li>mise: shop</li>
            <li>
              ringo: apple (<span lang="ja">り</span>, not <span lang="ja">い</span>; the last kana{' '}
              <span lang="ja">ご</span> has a voicing mark, explained in the next lesson)
            </li>
          </ol>
        </details>
      </section>
    </>
  );
}
