import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {LessonTable} from '../../../components/lesson/LessonTable.tsx';

type MinimalPair = {
  short: string;
  shortSound: string;
  shortMeaning: string;
  long: string;
  longSound: string;
  longMeaning: string;
};

const LONG_VOWEL_PAIRS: MinimalPair[] = [
  {
    short: 'おばさん',
    shortSound: 'obasan',
    shortMeaning: 'aunt, middle-aged woman',
    long: 'おばあさん',
    longSound: 'obāsan',
    longMeaning: 'grandmother, elderly woman',
  },
  {
    short: 'おじさん',
    shortSound: 'ojisan',
    shortMeaning: 'uncle, middle-aged man',
    long: 'おじいさん',
    longSound: 'ojīsan',
    longMeaning: 'grandfather, elderly man',
  },
  {short: 'ゆき', shortSound: 'yuki', shortMeaning: 'snow', long: 'ゆうき', longSound: 'yūki', longMeaning: 'courage'},
  {short: 'え', shortSound: 'e', shortMeaning: 'picture', long: 'ええ', longSound: 'ē', longMeaning: 'yes (informal)'},
  {
    short: 'ここ',
    shortSound: 'koko',
    shortMeaning: 'here',
    long: 'こうこう',
    longSound: 'kōkō',
    longMeaning: 'high school',
  },
];

const DOUBLE_CONSONANT_PAIRS: MinimalPair[] = [
  {
    short: 'きて',
    shortSound: 'kite',
    shortMeaning: 'come (and…)',
    long: 'きって',
    longSound: 'kitte',
    longMeaning: 'postage stamp',
  },
  {short: 'おと', shortSound: 'oto', shortMeaning: 'sound', long: 'おっと', longSound: 'otto', longMeaning: 'husband'},
  {
    short: 'さか',
    shortSound: 'saka',
    shortMeaning: 'slope',
    long: 'さっか',
    longSound: 'sakka',
    longMeaning: 'author, writer',
  },
  {
    short: 'いた',
    shortSound: 'ita',
    shortMeaning: 'was (there), board',
    long: 'いった',
    longSound: 'itta',
    longMeaning: 'went; said',
  },
];

function PairTable({
  caption,
  pairs,
  shortLabel,
  longLabel,
}: {
  caption: string;
  pairs: MinimalPair[];
  shortLabel: string;
  longLabel: string;
}) {
  return (
    <LessonTable
      caption={caption}
      columns={[
        {
          header: shortLabel,
          cell: (pair) => (
            <>
              <span lang="ja">{pair.short}</span> ({pair.shortSound})
            </>
          ),
        },
        {header: 'Meaning', cell: (pair) => pair.shortMeaning},
        {
          header: longLabel,
          cell: (pair) => (
            <>
              <span lang="ja">{pair.long}</span> ({pair.longSound})
            </>
          ),
        },
        {header: 'Meaning', cell: (pair) => pair.longMeaning},
      ]}
      rows={pairs}
      rowKey={(pair) => pair.long}
    />
  );
}

export default function LongVowelsPausedConsonants() {
  return (
    <>
      <section>
        <h2>Length matters in Japanese</h2>
        <p>
          English speakers rarely notice how long a sound lasts; in Japanese, length changes meaning. A vowel can be
          short or long, and a consonant can be single or doubled. In both cases the longer version takes{' '}
          <strong>one extra beat</strong>, and the kana spell that beat out for you. This lesson shows how.
        </p>
      </section>

      <section>
        <h2>Long vowels</h2>
        <p>
          A long vowel is the same vowel held for twice as long: not louder, not a different quality, just longer. In
          hiragana you write it by adding a vowel kana after the syllable:
        </p>
        <ul>
          <li>
            <strong>Long a</strong>: add <span lang="ja">あ</span>: <span lang="ja">おかあさん</span> (okāsan, mother).
          </li>
          <li>
            <strong>Long i</strong>: add <span lang="ja">い</span>: <span lang="ja">おにいさん</span> (onīsan, older
            brother), <span lang="ja">いいえ</span> (iie, no).
          </li>
          <li>
            <strong>Long u</strong>: add <span lang="ja">う</span>: <span lang="ja">すうがく</span> (sūgaku,
            mathematics).
          </li>
          <li>
            <strong>Long e</strong>: usually add <span lang="ja">い</span>: <span lang="ja">せんせい</span> (sensei,
            teacher), <span lang="ja">えいが</span> (eiga, film). In a handful of words, add <span lang="ja">え</span>:{' '}
            <span lang="ja">おねえさん</span> (onēsan, older sister), <span lang="ja">ええ</span> (ē, yes).
          </li>
          <li>
            <strong>Long o</strong>: usually add <span lang="ja">う</span>: <span lang="ja">おとうさん</span> (otōsan,
            father), <span lang="ja">ありがとう</span> (arigatō, thank you). In a handful of words, add{' '}
            <span lang="ja">お</span>: <span lang="ja">おおきい</span> (ōkii, big), <span lang="ja">とお</span> (tō, ten
            things).
          </li>
        </ul>
        <Callout tone="note" title="Spelled ei and ou, said ē and ō">
          <p>
            In normal speech <span lang="ja">えい</span> is pronounced as a long e and <span lang="ja">おう</span> as a
            long o: <span lang="ja">せんせい</span> sounds like "sensē", not "sen-say". The spelling with{' '}
            <span lang="ja">い</span> and <span lang="ja">う</span> is the standard one; the words spelled with{' '}
            <span lang="ja">え</span> and <span lang="ja">お</span> are a small set you learn one by one.
          </p>
        </Callout>
        <PairTable caption="Short and long vowels" pairs={LONG_VOWEL_PAIRS} shortLabel="Short" longLabel="Long" />
        <Example japanese="おばあさんは げんきです。" reading="obāsan wa genki desu." english="Grandmother is well." />
        <p>
          In katakana, long vowels are written with a dash instead: <span lang="ja">コーヒー</span> (kōhī, coffee). You
          will use it from chapter 2.
        </p>
      </section>

      <section>
        <h2>
          Paused consonants: small <span lang="ja">っ</span>
        </h2>
        <p>
          A <strong>small</strong> <span lang="ja">っ</span> is not pronounced as tsu. It stands for a short pause, one
          beat long, in which your mouth is already in position for the next consonant. In romaji it is shown by
          doubling that consonant: <span lang="ja">きって</span> is kitte.
        </p>
        <p>
          English has the same thing across word boundaries: say "hot tea" or "book case" naturally and you hold the t
          or k for a moment before releasing it. Japanese does this inside a word, and the hold counts as a full beat:{' '}
          <span lang="ja">き・っ・て</span>, three beats.
        </p>
        <PairTable
          caption="Single and doubled consonants"
          pairs={DOUBLE_CONSONANT_PAIRS}
          shortLabel="Single"
          longLabel="Doubled"
        />
        <ul>
          <li>
            A small <span lang="ja">っ</span> is usually followed by a k, s, t or p sound:{' '}
            <span lang="ja">がっこう</span> (gakkō, school), <span lang="ja">ざっし</span> (zasshi, magazine),{' '}
            <span lang="ja">きっぷ</span> (kippu, ticket).
          </li>
          <li>
            Before ch, romaji writes tch: <span lang="ja">まっちゃ</span> is matcha.
          </li>
          <li>
            A doubled n is not written with <span lang="ja">っ</span>; it is <span lang="ja">ん</span> + an n-row kana:{' '}
            <span lang="ja">おんな</span> (onna, woman).
          </li>
        </ul>
        <Example japanese="きってを ください。" reading="kitte o kudasai." english="A stamp, please." />
        <Callout tone="warning" title="Common mistakes">
          <ul>
            <li>
              Writing the small <span lang="ja">っ</span> full-size: <span lang="ja">きつて</span> would read ki-tsu-te.
            </li>
            <li>
              Rushing through long vowels and pauses. Tap out the beats with a finger until the rhythm feels natural.
            </li>
          </ul>
        </Callout>
      </section>

      <section>
        <h2>Try it</h2>
        <p>Read each word and count the beats.</p>
        <ol>
          <li lang="ja">とうきょう</li>
          <li lang="ja">ちょっと</li>
          <li lang="ja">おねえさん</li>
          <li lang="ja">いっぱい</li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol>
            <li>tōkyō (Tokyo): 4 beats, to-u-kyo-u</li>
            <li>chotto (a little): 3 beats, cho-t-to</li>
            <li>onēsan (older sister): 5 beats, o-ne-e-sa-n</li>
            <li>ippai (full, a lot): 4 beats, i-p-pa-i</li>
          </ol>
        </details>
      </section>
    </>
  );
}
