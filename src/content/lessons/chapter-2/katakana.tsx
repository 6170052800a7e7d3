import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {KanaGrid} from '../../../components/lesson/KanaGrid.tsx';
import {Ruby} from '../../../components/lesson/Ruby.tsx';
import {MixedText} from '../../../components/MixedText.tsx';
import {LessonTable} from '../../../components/lesson/LessonTable.tsx';
import {PractiseWords} from '../../../components/lesson/PractiseWords.tsx';

type ForeignSound = {kana: string; word: string; english: string};

const FOREIGN_SOUNDS: ForeignSound[] = [
  {kana: 'ティ', word: 'パーティー', english: 'party'},
  {kana: 'ディ', word: 'ディナー', english: 'dinner (at a restaurant)'},
  {kana: 'ファ', word: 'ファイル', english: 'file, folder'},
  {kana: 'フィ', word: 'フィルム', english: 'film (for a camera)'},
  {kana: 'フォ', word: 'フォーク', english: 'fork'},
  {kana: 'ウィ', word: 'ウィーク', english: 'week (in names such as ゴールデンウィーク)'},
  {kana: 'ウェ', word: 'ウェブ', english: 'the web'},
  {kana: 'ウォ', word: 'ウォーキング', english: 'walking (as exercise)'},
  {kana: 'シェ', word: 'シェフ', english: 'chef'},
  {kana: 'チェ', word: 'チェック', english: 'check'},
  {kana: 'ジェ', word: 'ジェット', english: 'jet'},
  {kana: 'トゥ', word: 'タトゥー', english: 'tattoo'},
  {kana: 'デュ', word: 'デュエット', english: 'duet'},
  {kana: 'ヴ', word: 'ヴァイオリン', english: 'violin (usually written バイオリン)'},
];

type LookAlike = {pair: string; tell: string};

const LOOK_ALIKES: LookAlike[] = [
  {
    pair: 'シ / ツ',
    tell: 'シ (shi) has its two short strokes stacked on the left, and its long stroke sweeps upward from the bottom left. ツ (tsu) has its short strokes side by side along the top, and its long stroke falls from the top right down to the bottom left.',
  },
  {
    pair: 'ソ / ン',
    tell: 'The same idea with one short stroke: in ソ (so) the short stroke points down and the long stroke falls from the top; in ン (n) the short stroke lies flatter and the long stroke rises from the bottom.',
  },
  {
    pair: 'ク / ケ / タ',
    tell: 'ク (ku) is two strokes. ケ (ke) has a flat stroke running out to the right and a separate downward stroke. タ (ta) is ク with a short extra stroke inside it.',
  },
  {pair: 'ス / ヌ', tell: 'ヌ (nu) is ス (su) with an extra stroke slicing through its middle.'},
  {
    pair: 'ワ / ウ / フ',
    tell: 'フ (fu) is a single stroke. ワ (wa) adds a short vertical on the left. ウ (u) is ワ with a small mark on top.',
  },
  {pair: 'ナ / メ', tell: 'ナ (na) is a cross with a straight horizontal; メ (me) is two slanted strokes, like an x.'},
  {
    pair: 'チ / テ',
    tell: 'チ (chi) has a stroke that goes down through the middle; テ (te) has two separate horizontals on top and a stroke hanging below.',
  },
  {
    pair: 'マ / ア',
    tell: 'マ (ma) ends in a short stroke pointing inward; ア (a) ends in a longer stroke falling down to the left.',
  },
];

type Borrowing = {kana: string; english: string; what: string};

const BORROWINGS: Borrowing[] = [
  {
    kana: 'ミルク',
    english: 'milk',
    what: 'Japanese syllables end in a vowel (or ん), so an extra vowel is added after the final consonant.',
  },
  {kana: 'テスト', english: 'test', what: 'After t and d the added vowel is usually o, giving ト and ド.'},
  {
    kana: 'ベッド',
    english: 'bed',
    what: 'After a short, clipped vowel, the last consonant is often doubled with a small ッ.',
  },
  {kana: 'レモン', english: 'lemon', what: 'English l and r both become the ラ-row.'},
  {kana: 'テレビ', english: 'television', what: 'v usually becomes the バ-row, and long words get shortened.'},
  {
    kana: 'コーヒー',
    english: 'coffee',
    what: 'Stressed or long vowels are lengthened with ー. (This word came in via Dutch, long ago.)',
  },
  {
    kana: 'アイスクリーム',
    english: 'ice cream',
    what: 'Consonant clusters are broken up by vowels: "cr" becomes クリ.',
  },
  {
    kana: 'パソコン',
    english: 'personal computer',
    what: 'Long compounds are trimmed to the first part of each word: パーソナル + コンピューター.',
  },
  {
    kana: 'コンビニ',
    english: 'convenience store',
    what: 'The same trimming: コンビニエンス + ストア, then only コンビニ is kept.',
  },
];

/** Chapter 2: the katakana script, its extra spelling rules and how loanwords take shape. */
export default function KatakanaLesson() {
  return (
    <>
      <section>
        <h2>What katakana is for</h2>
        <p>
          Katakana is the second kana script. It represents exactly the same sounds as hiragana, so you are not learning
          a new sound system, only a new set of shapes. Where hiragana looks round and flowing, katakana is made of
          straight, sharp strokes; many of its letters began life as a small piece of a kanji.
        </p>
        <p>The two scripts divide the work. Katakana is used for:</p>
        <ul>
          <li>
            <strong>Loanwords</strong>: words borrowed from other languages, mostly English:{' '}
            <span lang="ja">テレビ</span> (TV), <span lang="ja">カメラ</span> (camera), <span lang="ja">バス</span>{' '}
            (bus).
          </li>
          <li>
            <strong>Foreign names</strong> of people and places: <span lang="ja">アメリカ</span>,{' '}
            <span lang="ja">ロンドン</span>, <span lang="ja">スミス</span> (Smith). Your own name, if it is not
            Japanese, is written in katakana too.
          </li>
          <li>
            <strong>Emphasis</strong>, much like italics in English: a shop sign might write an ordinary word in
            katakana just to make it stand out. Manga often writes sound effects such as <span lang="ja">ドン</span>{' '}
            (thud) this way.
          </li>
          <li>
            <strong>Names of animals and plants</strong> in scientific or formal writing, and many company and product
            names.
          </li>
        </ul>
        <p>
          Japanese words of Japanese origin stay in hiragana and kanji. When you see katakana, it is a strong hint that
          the word is foreign, a name, or being stressed on purpose.
        </p>
      </section>

      <section>
        <h2>The 46 basic katakana</h2>
        <p>
          The chart follows the same order as the hiragana chart. Read it row by row and compare each letter with the
          hiragana you already know: a few pairs look almost the same (<span lang="ja">カ</span> and{' '}
          <span lang="ja">か</span>, <span lang="ja">ヘ</span> and <span lang="ja">へ</span>, <span lang="ja">リ</span>{' '}
          and <span lang="ja">り</span>, <span lang="ja">モ</span> and <span lang="ja">も</span>), which gives you a
          head start.
        </p>
        <KanaGrid script="katakana" set="basic" caption="The basic katakana" />
        <Callout tone="note" title="ヲ is almost never used">
          <p>
            In hiragana, <span lang="ja">を</span> is the object particle. Particles are always written in hiragana, and
            no loanword needs the sound, so <span lang="ja">ヲ</span> is practically unused. Learn to recognise it and
            move on.
          </p>
        </Callout>
      </section>

      <section>
        <h2>Dakuten, handakuten and contracted sounds</h2>
        <p>
          The two small marks work exactly as in hiragana: the double tick (dakuten) voices a consonant, so{' '}
          <span lang="ja">カ</span> becomes <span lang="ja">ガ</span> and <span lang="ja">ハ</span> becomes{' '}
          <span lang="ja">バ</span>; the small circle (handakuten) turns the <span lang="ja">ハ</span>-row into the{' '}
          <span lang="ja">パ</span>-row.
        </p>
        <KanaGrid script="katakana" set="dakuten" caption="Katakana with dakuten and handakuten" />
        <p>
          Contracted sounds are also built the same way: an i-column letter followed by a small{' '}
          <span lang="ja">ャ</span>, <span lang="ja">ュ</span> or <span lang="ja">ョ</span>. You will meet them
          constantly in loanwords such as <span lang="ja">ジュース</span> (juice), <span lang="ja">シャツ</span> (shirt)
          and <span lang="ja">コンピューター</span> (computer).
        </p>
        <KanaGrid script="katakana" set="contracted" caption="Katakana contracted sounds" />
      </section>

      <section>
        <h2>
          Long vowels: the bar <span lang="ja">ー</span>
        </h2>
        <p>
          Hiragana lengthens a vowel by adding another vowel letter (<span lang="ja">おかあさん</span>,{' '}
          <span lang="ja">せんせい</span>). Katakana uses a simple bar instead: <span lang="ja">ー</span>. It means
          “hold the previous vowel for one more beat”, whatever that vowel is.
        </p>
        <Example japanese="ケーキ" english="cake" />
        <Example japanese="スーパー" english="supermarket" />
        <Example japanese="ノート" english="notebook" />
        <Example japanese="メール" english="email, a message" />
        <p>
          The length matters: it changes the rhythm of the word, and sometimes the word itself. In vertical writing the
          bar turns and runs downward, like <span lang="ja">｜</span>.
        </p>
      </section>

      <section>
        <h2>
          Small <span lang="ja">ッ</span>: the pause
        </h2>
        <p>
          A small <span lang="ja">ッ</span> works like small <span lang="ja">っ</span> in hiragana: it doubles the next
          consonant, creating a short silent beat before it. Loanwords use it a lot, often where English has a short,
          clipped vowel.
        </p>
        <Example japanese="ネット" english="the internet (net)" />
        <Example japanese="カップ" english="cup" />
        <Example japanese="サッカー" english="football (soccer)" />
        <Example japanese="ベッド" english="bed" />
      </section>

      <section>
        <h2>Extended combinations for foreign sounds</h2>
        <p>
          Some English sounds have no place in the traditional chart: the “ti” in “party”, the “f” before vowels other
          than u, the “w” in “web”. Katakana handles them by pairing a letter with a <em>small</em> vowel letter (
          <span lang="ja">ァ ィ ゥ ェ ォ</span>), or in a few cases a small <span lang="ja">ュ</span>. Read the pair as
          one syllable.
        </p>
        <LessonTable
          caption="Extended katakana combinations"
          columns={[
            {header: 'Combination', cell: ({kana}) => kana, lang: 'ja'},
            {header: 'Example word', cell: ({word}) => word, lang: 'ja'},
            {header: 'Meaning', cell: ({english}) => <MixedText text={english} />},
          ]}
          rows={FOREIGN_SOUNDS}
          rowKey={({kana}) => kana}
        />
        <Callout tone="tip" title="ヴ is optional">
          <p>
            <span lang="ja">ヴ</span> (a <span lang="ja">ウ</span> with dakuten) was invented to write the v of foreign
            words. Many people simply use the
            <span lang="ja">バ</span>-row instead, and common words are usually spelled that way:{' '}
            <span lang="ja">バイオリン</span>, <span lang="ja">テレビ</span>. You will still see{' '}
            <span lang="ja">ヴ</span> in some names and brand names.
          </p>
        </Callout>
      </section>

      <section>
        <h2>Look-alikes</h2>
        <p>
          Because katakana is built from so few straight strokes, several letters are easy to confuse. The famous pairs
          are below. The trick is usually the <em>direction</em> of the strokes, which is why learning the stroke order
          pays off.
        </p>
        <LessonTable
          caption="Katakana that are easy to confuse"
          columns={[
            {header: 'Letters', cell: ({pair}) => pair, lang: 'ja'},
            {header: 'How to tell them apart', cell: ({tell}) => <MixedText text={tell} />},
          ]}
          rows={LOOK_ALIKES}
          rowKey={({pair}) => pair}
        />
        <Callout tone="tip" title="A memory hook for シ and ツ">
          <p>
            Picture a face. <span lang="ja">シ</span> is a face looking out to the side: its “eyes” are on the left, one
            above the other. <span lang="ja">ツ</span> is a face looking down at you from above: its “eyes” sit along
            the top.
          </p>
        </Callout>
      </section>

      <section>
        <h2>How English words change when borrowed</h2>
        <p>
          Loanwords are reshaped to fit Japanese sounds, and the results follow patterns. Once you know them you can
          often guess both the English word behind a katakana word and how Japanese speakers will say an English word.
        </p>
        <LessonTable
          caption="Patterns in borrowed words"
          columns={[
            {header: 'Katakana', cell: ({kana}) => kana, lang: 'ja'},
            {header: 'From', cell: ({english}) => <MixedText text={english} />},
            {header: 'What happened', cell: ({what}) => <MixedText text={what} />},
          ]}
          rows={BORROWINGS}
          rowKey={({kana}) => kana}
        />
        <p>
          Not every loanword is English. <span lang="ja">パン</span> (bread) came from Portuguese centuries ago and{' '}
          <span lang="ja">アルバイト</span> (part-time job) from German. And some words were coined in Japan from
          English parts, so an English speaker may not recognise them: <span lang="ja">サラリーマン</span> means an
          office worker on a salary.
        </p>
        <p>
          Katakana can also sit next to kanji and hiragana in one phrase: <Ruby word="日本" reading="にほん" />
          <span lang="ja">のコーヒー</span> is “Japanese coffee”.
        </p>
      </section>

      <section>
        <h2>Common mistakes</h2>
        <Callout tone="warning" title="Watch out for these">
          <ul>
            <li>
              Writing long vowels the hiragana way: <span lang="ja">コオヒイ</span> is wrong; write{' '}
              <span lang="ja">コーヒー</span>.
            </li>
            <li>
              Mixing up <span lang="ja">シ</span>/<span lang="ja">ツ</span> and <span lang="ja">ソ</span>/
              <span lang="ja">ン</span> when writing. <span lang="ja">シャツ</span> (shirt) is a good test: it begins
              with <span lang="ja">シ</span>
              and ends with <span lang="ja">ツ</span>, so check which way each long stroke runs.
            </li>
            <li>
              Pronouncing loanwords the English way. <span lang="ja">マクドナルド</span> has six beats and a Japanese
              rhythm, and Japanese listeners may not recognise the English pronunciation at all.
            </li>
          </ul>
        </Callout>
      </section>

      <section>
        <h2>Try it</h2>
        <p>Read each word aloud and guess the English word behind it.</p>
        <ol>
          <li lang="ja">ハンバーガー</li>
          <li lang="ja">ニューヨーク</li>
          <li lang="ja">チョコレート</li>
          <li lang="ja">ホテル</li>
          <li lang="ja">フォーク</li>
          <li lang="ja">スマホ</li>
        </ol>
        <details>
          <summary>Answer</summary>
          <p>
            1. hamburger. 2. New York. 3. chocolate. 4. hotel. 5. fork. 6. smartphone (trimmed from{' '}
            <span lang="ja">スマートフォン</span>).
          </p>
        </details>
        <p>Now write these in katakana: taxi, T-shirt, email, party.</p>
        <details>
          <summary>Answer</summary>
          <p lang="ja">タクシー、Tシャツ、メール、パーティー</p>
        </details>
      </section>

      <section>
        <h2>Practise these words</h2>
        <p>
          Reading katakana quickly takes repetition. Go through a few letters each day, and practise the chapter's
          vocabulary, which is full of loanwords, until you can read every katakana word in this lesson without
          stopping.
        </p>
        <PractiseWords setId="genki_1_ch2_things">the loanwords of chapter 2</PractiseWords>
      </section>
    </>
  );
}
