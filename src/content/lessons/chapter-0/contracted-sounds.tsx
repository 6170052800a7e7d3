import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {KanaGrid} from '../../../components/lesson/KanaGrid.tsx';
import {LessonTable} from '../../../components/lesson/LessonTable.tsx';

const BIG_OR_SMALL: {
  big: string;
  bigRomaji: string;
  bigMeaning: string;
  small: string;
  smallRomaji: string;
  smallMeaning: string;
}[] = [
  {
    big: 'びよういん',
    bigRomaji: 'biyōin',
    bigMeaning: 'beauty salon',
    small: 'びょういん',
    smallRomaji: 'byōin',
    smallMeaning: 'hospital',
  },
  {big: 'じゆう', bigRomaji: 'jiyū', bigMeaning: 'freedom', small: 'じゅう', smallRomaji: 'jū', smallMeaning: 'ten'},
  {
    big: 'きよう',
    bigRomaji: 'kiyō',
    bigMeaning: 'skilful with your hands',
    small: 'きょう',
    smallRomaji: 'kyō',
    smallMeaning: 'today',
  },
  {
    big: 'ひやく',
    bigRomaji: 'hiyaku',
    bigMeaning: 'a leap',
    small: 'ひゃく',
    smallRomaji: 'hyaku',
    smallMeaning: 'hundred',
  },
];

export default function ContractedSounds() {
  return (
    <>
      <section>
        <h2>Two kana, one beat</h2>
        <p>
          Japanese has sounds like kya, sho and ryu, which glide from a consonant straight into a y-vowel. They are
          written with two kana: a kana from the i column (<span lang="ja">き し ち に ひ み り</span> and their voiced
          versions), followed by a <strong>small</strong> <span lang="ja">ゃ</span>, <span lang="ja">ゅ</span> or{' '}
          <span lang="ja">ょ</span>. The small kana replaces the i: <span lang="ja">き</span> (ki) +{' '}
          <span lang="ja">ゃ</span> becomes <span lang="ja">きゃ</span> (kya), not ki-ya.
        </p>
        <p>
          These combinations are called contracted sounds (yōon in Japanese grammar books). The two characters together
          make <strong>one beat</strong>: <span lang="ja">きゃ</span> takes the same time to say as{' '}
          <span lang="ja">か</span>.
        </p>
      </section>

      <section>
        <h2>The chart</h2>
        <KanaGrid script="hiragana" set="contracted" caption="Contracted sounds: i-column kana + small ゃ ゅ ょ" />
        <p>Three rows need a closer look, because their romaji is not simply consonant + y:</p>
        <ul>
          <li>
            <span lang="ja">しゃ しゅ しょ</span> are sha, shu, sho (not "shya").
          </li>
          <li>
            <span lang="ja">ちゃ ちゅ ちょ</span> are cha, chu, cho.
          </li>
          <li>
            <span lang="ja">じゃ じゅ じょ</span> are ja, ju, jo.
          </li>
        </ul>
        <p>
          The vowel <span lang="ja">い</span> itself never takes a small y-kana, and the e column never does in native
          words. The r row combinations, <span lang="ja">りゃ りゅ りょ</span>, take practice: start with the light tap
          of the Japanese r and glide straight into the y.
        </p>
      </section>

      <section>
        <h2>Big or small changes the word</h2>
        <p>
          In handwriting and print, the small kana is clearly smaller, about half the size, and sits in the lower left
          of its square in horizontal writing. Get the size wrong and you write a different word, with a different
          number of beats:
        </p>
        <LessonTable
          caption="Full-size kana compared with small kana"
          columns={[
            {header: 'Full-size', cell: (pair) => pair.big, lang: 'ja'},
            {header: 'Sounds like', cell: (pair) => pair.bigRomaji},
            {header: 'Meaning', cell: (pair) => pair.bigMeaning},
            {header: 'Small', cell: (pair) => pair.small, lang: 'ja'},
            {header: 'Sounds like', cell: (pair) => pair.smallRomaji},
            {header: 'Meaning', cell: (pair) => pair.smallMeaning},
          ]}
          rows={BIG_OR_SMALL}
          rowKey={(pair) => pair.small}
        />
        <p>
          Count the beats: <span lang="ja">び・よ・う・い・ん</span> is five beats,{' '}
          <span lang="ja">びょ・う・い・ん</span> only four. If you stretch byō into bi-yō, a taxi driver may take you
          to get a haircut instead of to the doctor.
        </p>
        <Example
          japanese="びょういんは どこですか。"
          reading="byōin wa doko desu ka."
          english="Where is the hospital?"
        />
      </section>

      <section>
        <h2>With long vowels</h2>
        <p>
          Contracted sounds often come with a long vowel, spelled by adding <span lang="ja">う</span> after{' '}
          <span lang="ja">ゅ</span> or <span lang="ja">ょ</span>: <span lang="ja">きょう</span> (kyō, today),{' '}
          <span lang="ja">じゅう</span> (jū, ten), <span lang="ja">べんきょう</span> (benkyō, study). The long-vowel
          lesson explains these in detail; for now, hold the vowel for an extra beat.
        </p>
        <Example
          japanese="きょうは べんきょうします。"
          reading="kyō wa benkyō shimasu."
          english="Today I will study."
        />
      </section>

      <section>
        <h2>Reading practice</h2>
        <ul>
          <li>
            <span lang="ja">おちゃ</span> (ocha): green tea
          </li>
          <li>
            <span lang="ja">しゃしん</span> (shashin): photo
          </li>
          <li>
            <span lang="ja">でんしゃ</span> (densha): train
          </li>
          <li>
            <span lang="ja">りょこう</span> (ryokō): travel
          </li>
          <li>
            <span lang="ja">しゅくだい</span> (shukudai): homework
          </li>
          <li>
            <span lang="ja">ぎゅうにゅう</span> (gyūnyū): milk
          </li>
        </ul>
        <Callout tone="warning" title="Common mistakes">
          <ul>
            <li>Writing the small kana full-size in your own handwriting. Make it visibly smaller.</li>
            <li>
              Reading <span lang="ja">しゃ</span> as two beats, shi-ya. It is one quick sound.
            </li>
            <li>
              Putting a small y-kana after a kana from a column other than i: <span lang="ja">かゃ</span> does not
              exist.
            </li>
          </ul>
        </Callout>
      </section>

      <section>
        <h2>Try it</h2>
        <p>Read these words and count their beats.</p>
        <ol>
          <li lang="ja">ひゃく</li>
          <li lang="ja">じゅぎょう</li>
          <li lang="ja">きゅう</li>
          <li lang="ja">ちゅうごく</li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol>
            <li>hyaku (hundred): 2 beats, hya-ku</li>
            <li>jugyō (class, lesson): 3 beats, ju-gyo-u</li>
            <li>kyū (nine): 2 beats, kyu-u</li>
            <li>chūgoku (China): 4 beats, chu-u-go-ku</li>
          </ol>
        </details>
      </section>
    </>
  );
}
