import type {ReactNode} from 'react';
import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {Ruby} from '../../../components/lesson/Ruby.tsx';
import {LessonTable} from '../../../components/lesson/LessonTable.tsx';

type FirstKanji = {kanji: string; meaning: string; onyomi: string; kunyomi: string; examples: ReactNode};

const FIRST_KANJI: FirstKanji[] = [
  {
    kanji: '一',
    meaning: 'one',
    onyomi: 'イチ',
    kunyomi: 'ひと(つ)',
    examples: (
      <>
        <Ruby word="一つ" reading="ひとつ" />, <Ruby word="一月" reading="いちがつ" />
      </>
    ),
  },
  {
    kanji: '二',
    meaning: 'two',
    onyomi: 'ニ',
    kunyomi: 'ふた(つ)',
    examples: (
      <>
        <Ruby word="二つ" reading="ふたつ" />, <Ruby word="二月" reading="にがつ" />
      </>
    ),
  },
  {
    kanji: '三',
    meaning: 'three',
    onyomi: 'サン',
    kunyomi: 'みっ(つ)',
    examples: (
      <>
        <Ruby word="三つ" reading="みっつ" />, <Ruby word="三月" reading="さんがつ" />
      </>
    ),
  },
  {
    kanji: '日',
    meaning: 'sun, day',
    onyomi: 'ニチ',
    kunyomi: 'ひ',
    examples: (
      <>
        <Ruby word="日" reading="ひ" />, <Ruby word="日本" reading="にほん" />
      </>
    ),
  },
  {
    kanji: '月',
    meaning: 'moon, month',
    onyomi: 'ゲツ, ガツ',
    kunyomi: 'つき',
    examples: (
      <>
        <Ruby word="月" reading="つき" />, <Ruby word="月曜日" reading="げつようび" />
      </>
    ),
  },
  {
    kanji: '山',
    meaning: 'mountain',
    onyomi: 'サン',
    kunyomi: 'やま',
    examples: (
      <>
        <Ruby word="山" reading="やま" />, <Ruby word="富士山" reading="ふじさん" />
      </>
    ),
  },
  {kanji: '川', meaning: 'river', onyomi: 'セン', kunyomi: 'かわ', examples: <Ruby word="川" reading="かわ" />},
  {
    kanji: '人',
    meaning: 'person',
    onyomi: 'ジン, ニン',
    kunyomi: 'ひと',
    examples: (
      <>
        <Ruby word="人" reading="ひと" />, <Ruby word="日本人" reading="にほんじん" />
      </>
    ),
  },
  {
    kanji: '口',
    meaning: 'mouth',
    onyomi: 'コウ',
    kunyomi: 'くち',
    examples: (
      <>
        <Ruby word="口" reading="くち" />, <Ruby word="人口" reading="じんこう" /> (population)
      </>
    ),
  },
  {
    kanji: '木',
    meaning: 'tree',
    onyomi: 'モク',
    kunyomi: 'き',
    examples: (
      <>
        <Ruby word="木" reading="き" />, <Ruby word="木曜日" reading="もくようび" />
      </>
    ),
  },
  {
    kanji: '水',
    meaning: 'water',
    onyomi: 'スイ',
    kunyomi: 'みず',
    examples: (
      <>
        <Ruby word="水" reading="みず" />, <Ruby word="水曜日" reading="すいようび" />
      </>
    ),
  },
  {
    kanji: '火',
    meaning: 'fire',
    onyomi: 'カ',
    kunyomi: 'ひ',
    examples: (
      <>
        <Ruby word="火" reading="ひ" />, <Ruby word="火曜日" reading="かようび" />
      </>
    ),
  },
];

/** Chapter 3: what kanji are, their two kinds of reading, okurigana, and how kanji are studied in the app. */
export default function KanjiLesson() {
  return (
    <>
      <section>
        <h2>Characters that stand for meanings</h2>
        <p>
          Kanji are the characters Japanese borrowed from Chinese writing, starting well over a thousand years ago.
          Unlike kana, which stand for sounds, each kanji stands for a <strong>meaning</strong>, and has one or more
          ways of being read aloud. <Ruby word="山" reading="やま" /> means “mountain” however it is pronounced in a
          given word; <Ruby word="木" reading="き" /> means “tree”.
        </p>
        <p>
          About two thousand kanji are on the official list for everyday use, roughly what you need to read a newspaper.
          That sounds like a lot, but they are built from a much smaller set of recurring parts (the next lesson is
          about those), and you learn them gradually, together with the words that use them. The vocabulary lists have
          shown words in kanji with their readings from the start; from this chapter on, you also study the kanji
          themselves.
        </p>
      </section>

      <section>
        <h2>Two kinds of reading: on’yomi and kun’yomi</h2>
        <p>Most kanji have two families of readings:</p>
        <ul>
          <li>
            <strong>On’yomi</strong> (<Ruby word="音読み" reading="おんよみ" />, the “sound reading”) imitates the
            Chinese pronunciation the character arrived with. It is mostly used when a kanji is part of a compound word
            of two or more kanji. Dictionaries traditionally print it in katakana.
          </li>
          <li>
            <strong>Kun’yomi</strong> (<Ruby word="訓読み" reading="くんよみ" />, the “meaning reading”) is a native
            Japanese word that was attached to the kanji because it had the same meaning. It is typically used when the
            kanji stands alone or has kana attached. Dictionaries print it in hiragana.
          </li>
        </ul>
        <p>
          Take <span lang="ja">山</span>, “mountain”:
        </p>
        <Example japanese={<Ruby word="山" reading="やま" />} english="a mountain (alone: kun’yomi)" />
        <Example
          japanese={<Ruby word="富士山" reading="ふじさん" />}
          english="Mount Fuji (in a compound: on’yomi さん)"
        />
        <p>
          And <span lang="ja">人</span>, “person”, which has two on’yomi:
        </p>
        <Example japanese={<Ruby word="人" reading="ひと" />} english="a person (kun’yomi)" />
        <Example japanese={<Ruby word="日本人" reading="にほんじん" />} english="a Japanese person (on’yomi じん)" />
        <Example japanese={<Ruby word="三人" reading="さんにん" />} english="three people (on’yomi にん)" />
        <Callout tone="note" title="A rule of thumb, not a law">
          <p>
            “Alone or with kana: kun’yomi. In a compound: on’yomi” is right most of the time, but there are exceptions,
            and a few words have readings all of their own: <Ruby word="一人" reading="ひとり" /> (one person) and{' '}
            <Ruby word="二人" reading="ふたり" /> (two people) follow neither pattern. This is why you learn readings
            through real words rather than in isolation.
          </p>
        </Callout>
      </section>

      <section>
        <h2>Okurigana: the kana tail</h2>
        <p>
          Look at <Ruby word="食べる" reading="たべる" />, “to eat”. It is part kanji, part hiragana. The kanji{' '}
          <span lang="ja">食</span> carries the meaning and the unchanging start of the word; the hiragana after it,
          called <strong>okurigana</strong> (<Ruby word="送り仮名" reading="おくりがな" />
          ), spells the part that changes:
        </p>
        <Example japanese={<Ruby word="食べる" reading="たべる" />} english="to eat (dictionary form)" />
        <Example japanese={<Ruby word="食べます" reading="たべます" />} english="eat (polite)" />
        <Example japanese={<Ruby word="食べません" reading="たべません" />} english="don’t eat (polite negative)" />
        <p>
          The kanji stays put while the kana tail does the conjugation you learned this chapter. The same goes for{' '}
          <Ruby word="行く" reading="いく" /> and <Ruby word="行きます" reading="いきます" />, or{' '}
          <Ruby word="見る" reading="みる" /> and <Ruby word="見ません" reading="みません" />. Particles and endings
          such as <span lang="ja">です</span> are always written in hiragana.
        </p>
      </section>

      <section>
        <h2>Why mix scripts at all?</h2>
        <p>
          Japanese is written without spaces. Kanji act as signposts: a kanji usually begins a content word, and the
          hiragana between kanji are mostly grammar. Compare the same sentence both ways:
        </p>
        <Example
          japanese="わたしはまいにちにほんごをべんきょうします。"
          english="All in hiragana: readable, but you have to find the word breaks yourself."
        />
        <Example
          japanese={
            <>
              <Ruby word="私" reading="わたし" />は<Ruby word="毎日" reading="まいにち" />
              <Ruby word="日本語" reading="にほんご" />を<Ruby word="勉強" reading="べんきょう" />
              します。
            </>
          }
          english="With kanji: the words jump out. (I study Japanese every day.)"
        />
        <p>
          Kanji also tell apart words that sound the same, and Japanese has many of those:{' '}
          <Ruby word="帰る" reading="かえる" /> (to go home) and <Ruby word="変える" reading="かえる" /> (to change), or{' '}
          <Ruby word="箸" reading="はし" /> (chopsticks) and <Ruby word="橋" reading="はし" /> (bridge).
        </p>
      </section>

      <section>
        <h2>Stroke order</h2>
        <p>
          Every kanji is written with its strokes in a fixed order. It matters more than it seems: correct order makes
          your handwriting legible, helps you remember the shape, and lets you use handwriting input on a phone. A few
          general rules cover most characters:
        </p>
        <ul>
          <li>
            Top to bottom: the three lines of <span lang="ja">三</span> from the top down.
          </li>
          <li>
            Left to right: the three strokes of <span lang="ja">川</span> from the left.
          </li>
          <li>
            Horizontal before a vertical that crosses it: <span lang="ja">十</span>, then the same inside{' '}
            <span lang="ja">木</span>.
          </li>
          <li>
            A centre stroke before its two sides: <span lang="ja">水</span>, <span lang="ja">小</span>.
          </li>
          <li>
            A frame before its contents, with the bottom closed last: <span lang="ja">口</span>,{' '}
            <span lang="ja">日</span>.
          </li>
        </ul>
      </section>

      <section>
        <h2>How you learn kanji in this app</h2>
        <ul>
          <li>
            <strong>Stroke order.</strong> Kanji come with stroke-order diagrams in which each stroke is coloured in
            sequence, so you can follow the order at a glance. A kanji practice sheet in Additional resources gives you
            grids to write in.
          </li>
          <li>
            <strong>Readings through words.</strong> You meet readings inside the vocabulary that uses them, with
            furigana over the kanji, just like the examples on this page.
          </li>
          <li>
            <strong>Review.</strong> Kanji get their own spaced-repetition cards, where you recall each kanji’s meaning.
            Cards come back just before you would forget them, so a few minutes a day is enough to keep up.
          </li>
        </ul>
      </section>

      <section>
        <h2>Your first kanji</h2>
        <p>
          These twelve are simple, common and make good building blocks. On’yomi are shown in katakana, kun’yomi in
          hiragana (the part in brackets is okurigana), as in a dictionary.
        </p>
        <LessonTable
          caption="Twelve first kanji"
          columns={[
            {header: 'Kanji', cell: ({kanji}) => kanji, lang: 'ja'},
            {header: 'Meaning', cell: ({meaning}) => meaning},
            {header: 'On’yomi', cell: ({onyomi}) => onyomi, lang: 'ja'},
            {header: 'Kun’yomi', cell: ({kunyomi}) => kunyomi, lang: 'ja'},
            {header: 'Words', cell: ({examples}) => examples},
          ]}
          rows={FIRST_KANJI}
          rowKey={({kanji}) => kanji}
        />
        <p>
          Several of these are pictures that have been simplified over time: <span lang="ja">山</span> has three peaks,{' '}
          <span lang="ja">川</span> is flowing water, <span lang="ja">口</span> an open mouth, <span lang="ja">木</span>{' '}
          a tree with branches and roots. The days of the week use five of them: fire, water, tree, and so on.
        </p>
      </section>

      <section>
        <h2>Try it</h2>
        <p>How is each word read? Is it on’yomi or kun’yomi?</p>
        <ol>
          <li lang="ja">三月</li>
          <li lang="ja">山</li>
          <li lang="ja">日本人</li>
          <li lang="ja">水</li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol>
            <li>
              <span lang="ja">さんがつ</span> (March): on’yomi, a compound.
            </li>
            <li>
              <span lang="ja">やま</span> (mountain): kun’yomi, standing alone.
            </li>
            <li>
              <span lang="ja">にほんじん</span> (a Japanese person): on’yomi throughout.
            </li>
            <li>
              <span lang="ja">みず</span> (water): kun’yomi.
            </li>
          </ol>
        </details>
      </section>
    </>
  );
}
