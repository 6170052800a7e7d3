import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {Ruby} from '../../../components/lesson/Ruby.tsx';
import {MixedText} from '../../../components/MixedText.tsx';
import {LessonTable} from '../../../components/lesson/LessonTable.tsx';

type Sample = {word: string; reading: string; english: string};
type Component = {shape: string; name: string; meaning: string; samples: Sample[]};

const COMPONENTS: Component[] = [
  {
    shape: '亻',
    name: 'にんべん',
    meaning: 'person (a squeezed form of 人)',
    samples: [
      {word: '休み', reading: 'やすみ', english: 'rest, holiday'},
      {word: '体', reading: 'からだ', english: 'body'},
      {word: '何', reading: 'なに', english: 'what'},
    ],
  },
  {
    shape: '氵',
    name: 'さんずい',
    meaning: 'water (three drops)',
    samples: [
      {word: '海', reading: 'うみ', english: 'sea'},
      {word: '泳ぐ', reading: 'およぐ', english: 'to swim'},
      {word: '洗う', reading: 'あらう', english: 'to wash'},
    ],
  },
  {
    shape: '木',
    name: 'きへん',
    meaning: 'tree, wood',
    samples: [
      {word: '林', reading: 'はやし', english: 'grove'},
      {word: '村', reading: 'むら', english: 'village'},
      {word: '机', reading: 'つくえ', english: 'desk'},
    ],
  },
  {
    shape: '口',
    name: 'くちへん',
    meaning: 'mouth',
    samples: [
      {word: '味', reading: 'あじ', english: 'taste'},
      {word: '呼ぶ', reading: 'よぶ', english: 'to call'},
      {word: '吸う', reading: 'すう', english: 'to breathe in, to smoke'},
    ],
  },
  {
    shape: '日',
    name: 'ひへん',
    meaning: 'sun, day',
    samples: [
      {word: '明るい', reading: 'あかるい', english: 'bright'},
      {word: '時間', reading: 'じかん', english: 'time'},
      {word: '晴れ', reading: 'はれ', english: 'fine weather'},
    ],
  },
  {
    shape: '艹',
    name: 'くさかんむり',
    meaning: 'grass, plants',
    samples: [
      {word: '花', reading: 'はな', english: 'flower'},
      {word: 'お茶', reading: 'おちゃ', english: 'tea'},
      {word: '草', reading: 'くさ', english: 'grass'},
    ],
  },
  {
    shape: '言',
    name: 'ごんべん',
    meaning: 'words, speech',
    samples: [
      {word: '日本語', reading: 'にほんご', english: 'Japanese (language)'},
      {word: '話す', reading: 'はなす', english: 'to speak'},
      {word: '読む', reading: 'よむ', english: 'to read'},
    ],
  },
  {
    shape: '扌',
    name: 'てへん',
    meaning: 'hand (a squeezed form of 手)',
    samples: [
      {word: '持つ', reading: 'もつ', english: 'to hold'},
      {word: '指', reading: 'ゆび', english: 'finger'},
      {word: '押す', reading: 'おす', english: 'to push'},
    ],
  },
  {
    shape: '女',
    name: 'おんなへん',
    meaning: 'woman',
    samples: [
      {word: '好き', reading: 'すき', english: 'liked'},
      {word: '姉', reading: 'あね', english: 'older sister'},
      {word: '妹', reading: 'いもうと', english: 'younger sister'},
    ],
  },
  {
    shape: '宀',
    name: 'うかんむり',
    meaning: 'roof',
    samples: [
      {word: '家', reading: 'いえ', english: 'house'},
      {word: '字', reading: 'じ', english: 'written character'},
      {word: '安い', reading: 'やすい', english: 'cheap'},
    ],
  },
  {
    shape: '糸',
    name: 'いとへん',
    meaning: 'thread',
    samples: [
      {word: '紙', reading: 'かみ', english: 'paper'},
      {word: '絵', reading: 'え', english: 'picture'},
      {word: '線', reading: 'せん', english: 'line'},
    ],
  },
  {
    shape: '辶',
    name: 'しんにょう',
    meaning: 'moving along a road',
    samples: [
      {word: '近い', reading: 'ちかい', english: 'near'},
      {word: '道', reading: 'みち', english: 'road'},
      {word: '今週', reading: 'こんしゅう', english: 'this week'},
    ],
  },
];

type Position = {name: string; where: string; example: string};

const POSITIONS: Position[] = [
  {name: 'へん', where: 'left side', example: '亻 in 休'},
  {name: 'つくり', where: 'right side', example: '力 in 動'},
  {name: 'かんむり', where: 'top', example: '艹 in 花'},
  {name: 'あし', where: 'bottom', example: '心 in 思'},
  {name: 'にょう', where: 'wrapping round the bottom left', example: '辶 in 近'},
];

/** Chapter 3: the building blocks of kanji, the common ones, and why the app teaches them before words. */
export default function KanjiRadicalsLesson() {
  return (
    <>
      <section>
        <h2>Kanji are built from parts</h2>
        <p>
          Look closely at a few kanji and you start seeing the same pieces again and again.{' '}
          <Ruby word="休" reading="やす" /> (rest) is a person <span lang="ja">亻</span> next to a tree{' '}
          <span lang="ja">木</span>. <Ruby word="林" reading="はやし" /> (grove) is two trees, and{' '}
          <Ruby word="森" reading="もり" /> (forest) is three. Most kanji are combinations of a small stock of
          components, and that is what makes learning two thousand of them possible: you are not memorising two thousand
          unrelated pictures, but a few hundred parts and the ways they combine.
        </p>
        <p>
          Traditionally, every kanji is filed in dictionaries under one component, its <strong>radical</strong> (
          <Ruby word="部首" reading="ぶしゅ" />
          ), which often hints at the meaning. There are 214 classical radicals. In this app, as in many study tools,
          “radical” is used more loosely for any recurring building block, whether or not it is the one a dictionary
          files the kanji under.
        </p>
      </section>

      <section>
        <h2>Where components sit</h2>
        <p>
          A component often changes shape to fit its position: <span lang="ja">人</span> becomes a thin{' '}
          <span lang="ja">亻</span> on the left, <span lang="ja">水</span> becomes three drops <span lang="ja">氵</span>
          , <span lang="ja">手</span> becomes <span lang="ja">扌</span>. Japanese names the common positions, and a
          radical’s name often includes its position (<span lang="ja">にんべん</span> is “the person on the left”):
        </p>
        <LessonTable
          caption="Common positions of a component"
          columns={[
            {header: 'Name', cell: ({name}) => name, lang: 'ja'},
            {header: 'Position', cell: ({where}) => <MixedText text={where} />},
            {header: 'Example', cell: ({example}) => example, lang: 'ja'},
          ]}
          rows={POSITIONS}
          rowKey={({name}) => name}
        />
      </section>

      <section>
        <h2>Twelve components worth knowing</h2>
        <p>
          These appear in a large share of beginner kanji. The example words use kanji you will meet over the coming
          chapters; for now, just spot the shared component.
        </p>
        <LessonTable
          caption="Common components with example words"
          columns={[
            {header: 'Component', cell: ({shape}) => shape, lang: 'ja'},
            {header: 'Name', cell: ({name}) => name, lang: 'ja'},
            {header: 'Meaning', cell: ({meaning}) => <MixedText text={meaning} />},
            {
              header: 'Example words',
              cell: ({samples}) => (
                <ul>
                  {samples.map(({word, reading, english}) => (
                    <li key={word}>
                      <Ruby word={word} reading={reading} /> <MixedText text={english} />
                    </li>
                  ))}
                </ul>
              ),
            },
          ]}
          rows={COMPONENTS}
          rowKey={({shape}) => shape}
        />
      </section>

      <section>
        <h2>How the parts help your memory</h2>
        <h3>Meaning clues</h3>
        <p>
          The component usually tells you the <em>area</em> of meaning. Words for water, seas and washing tend to carry{' '}
          <span lang="ja">氵</span>; words about speaking, reading and language carry <span lang="ja">言</span>. When
          you meet a new kanji, you already have a hook to hang it on.
        </p>
        <h3>Little stories</h3>
        <p>Combine the parts into a scene and the kanji becomes hard to forget:</p>
        <Example
          japanese={<Ruby word="休" reading="やす" />}
          english="a person (亻) leaning against a tree (木): to rest"
        />
        <Example
          japanese={<Ruby word="明" reading="あか" />}
          english="the sun (日) and the moon (月) together: bright"
        />
        <Example
          japanese={<Ruby word="好" reading="す" />}
          english="a woman (女) with her child (子): to love, to like"
        />
        <Example japanese={<Ruby word="男" reading="おとこ" />} english="a rice field (田) and strength (力): man" />
        <p>
          These stories are memory aids, not real history: the true origin of many kanji is more complicated. That’s
          fine; a vivid story that works for you beats an accurate one you forget.
        </p>
        <h3>Sound clues</h3>
        <p>
          Many kanji combine a meaning component with a component that hints at the <em>sound</em>.{' '}
          <span lang="ja">青</span> (blue, on’yomi <span lang="ja">せい</span>) appears in{' '}
          <Ruby word="晴" reading="せい" /> (clear weather) and <Ruby word="清" reading="せい" /> (pure), which share
          that on’yomi. <span lang="ja">寺</span> (temple, on’yomi <span lang="ja">じ</span>) sits in{' '}
          <Ruby word="時" reading="じ" /> (time) and <Ruby word="持" reading="じ" /> (hold). The hint is not always
          reliable, but it is right often enough to be worth noticing.
        </p>
      </section>

      <section>
        <h2>Radicals first, then kanji, then words</h2>
        <p>
          This app organises what you study as a hierarchy: <strong>vocabulary → kanji → radicals</strong>. Each word
          knows which kanji it is written with, and each kanji knows the components it is built from. Take{' '}
          <Ruby word="休み" reading="やすみ" /> (holiday):
        </p>
        <ul>
          <li>
            the word <Ruby word="休み" reading="やすみ" /> uses the kanji <span lang="ja">休</span>;
          </li>
          <li>
            the kanji <span lang="ja">休</span> is built from <span lang="ja">亻</span> (person) and{' '}
            <span lang="ja">木</span> (tree).
          </li>
        </ul>
        <p>
          With the kanji and radical prerequisites option in vocabulary practice (on by default), you learn the radicals
          and kanji before the words that use them. By the time <Ruby word="休み" reading="やすみ" /> appears, both of
          its parts are old friends, and the word is much easier to learn and keep. Radicals and kanji then join your
          reviews as cards of their own, where you recall their meanings. If you would rather study words alone, you can
          switch the option off.
        </p>
        <Callout tone="tip" title="Don’t try to learn all 214">
          <p>
            There is no need to study radicals as a list. Learn each one when it first turns up in a kanji you need,
            which is the order the app presents them in while the prerequisites option is on.
          </p>
        </Callout>
      </section>

      <section>
        <h2>Try it</h2>
        <p>Find the shared component and guess the general area of meaning for each group.</p>
        <ol>
          <li lang="ja">海　泳　洗</li>
          <li lang="ja">語　話　読</li>
          <li lang="ja">花　茶　草</li>
          <li lang="ja">持　指　押</li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol>
            <li>
              <span lang="ja">氵</span> (water): sea, swim, wash.
            </li>
            <li>
              <span lang="ja">言</span> (speech): language, talk, read.
            </li>
            <li>
              <span lang="ja">艹</span> (grass, plants): flower, tea, grass.
            </li>
            <li>
              <span lang="ja">扌</span> (hand): hold, finger, push.
            </li>
          </ol>
        </details>
      </section>
    </>
  );
}
