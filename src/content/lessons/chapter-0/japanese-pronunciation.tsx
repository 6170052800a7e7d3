import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {Ruby} from '../../../components/lesson/Ruby.tsx';
import {LessonTable} from '../../../components/lesson/LessonTable.tsx';

const VOWELS: {kana: string; romaji: string; closeTo: string}[] = [
  {kana: 'あ', romaji: 'a', closeTo: 'the a in "father", but shorter'},
  {kana: 'い', romaji: 'i', closeTo: 'the ee in "meet", but shorter'},
  {kana: 'う', romaji: 'u', closeTo: 'the oo in "food", short and with the lips relaxed, not pushed forward'},
  {kana: 'え', romaji: 'e', closeTo: 'the e in "bed"'},
  {kana: 'お', romaji: 'o', closeTo: 'the o in "more" without the r, no glide to w at the end'},
];

export default function JapanesePronunciation() {
  return (
    <>
      <section>
        <h2>Five pure vowels</h2>
        <p>
          Japanese has only five vowels, and they never change. English vowels drift and glide ("no" really ends in a w
          sound); Japanese vowels are short, steady and clean from start to finish.
        </p>
        <LessonTable
          caption="The five vowels"
          columns={[
            {header: 'Kana', cell: (vowel) => vowel.kana, lang: 'ja'},
            {header: 'Romaji', cell: (vowel) => vowel.romaji},
            {header: 'Close to…', cell: (vowel) => vowel.closeTo},
          ]}
          rows={VOWELS}
          rowKey={(vowel) => vowel.kana}
        />
        <p>
          Every vowel keeps its value in every position. There is no weak "uh" sound as in the second syllable of
          "sofa": <span lang="ja">さかな</span> (sakana, fish) has three equal, clear a sounds.
        </p>
      </section>

      <section>
        <h2>Beats, not syllables</h2>
        <p>
          Japanese is timed in beats called <strong>morae</strong>. Each beat takes about the same time, and each kana
          is one beat, with one exception: a small <span lang="ja">ゃ ゅ ょ</span> merges with the kana before it. Three
          things count as a full beat even though English speakers tend to swallow them:
        </p>
        <ul>
          <li>
            <span lang="ja">ん</span>: <span lang="ja">に・ほ・ん</span> (nihon, Japan) is three beats.
          </li>
          <li>
            a small <span lang="ja">っ</span>: <span lang="ja">き・っ・て</span> (kitte, stamp) is three beats.
          </li>
          <li>
            the second half of a long vowel: <span lang="ja">と・う・きょ・う</span> (tōkyō) is four beats, not two.
          </li>
        </ul>
        <p>
          Clap or tap the beats while you say a word; it is the quickest way to get Japanese rhythm right. Poetry is
          counted the same way: a haiku's 5-7-5 pattern counts beats, not syllables.
        </p>
      </section>

      <section>
        <h2>Pitch accent: high and low, not loud and soft</h2>
        <p>
          English marks important syllables with stress: they are louder and longer. Standard Japanese uses{' '}
          <strong>pitch</strong> instead: each beat is either high or low, and the pattern is part of the word. A few
          words are told apart by pitch alone. The classic example is <span lang="ja">はし</span>:
        </p>
        <ul>
          <li>
            <Ruby word="箸" reading="はし" /> (chopsticks): <strong>HA</strong>-shi, high then low.
          </li>
          <li>
            <Ruby word="橋" reading="はし" /> (bridge): ha-<strong>SHI</strong>, low then high, and a particle after it
            drops back to low.
          </li>
          <li>
            <Ruby word="端" reading="はし" /> (edge): ha-<strong>SHI</strong>, low then high, and a particle after it
            stays high.
          </li>
        </ul>
        <p>
          Another pair: <span lang="ja">あめ</span> with high-low pitch is "rain", with low-high pitch it is "candy". In
          real conversations context almost always makes the meaning clear, and pitch patterns vary from region to
          region, so do not let this worry you. Imitate native speakers closely, and your pitch will improve over time.
        </p>
      </section>

      <section>
        <h2>Whispered vowels</h2>
        <p>
          In standard Japanese, <span lang="ja">い</span> and <span lang="ja">う</span> often lose their voice when they
          sit between two voiceless consonants (k, s, sh, t, ch, ts, h, f, p) or at the end of a sentence after one. The
          vowel is whispered or almost disappears:
        </p>
        <Example japanese="です" reading='desu → sounds like "dess"' english="is, am, are (polite)" />
        <Example japanese="します" reading='shimasu → sounds like "shimass"' english="do (polite)" />
        <Example japanese="がくせい" reading='gakusei → sounds like "gaksē"' english="student" />
        <p>
          Pronouncing every vowel fully is not wrong, and people will understand you, but it sounds a bit stiff. Listen
          for the whispered vowels when native speakers talk, and copy them.
        </p>
      </section>

      <section>
        <h2>
          The many sounds of <span lang="ja">ん</span>
        </h2>
        <p>
          <span lang="ja">ん</span> is one kana, but it adapts to the sound that follows it. You do not need to think
          about this; your mouth does it naturally if you move straight on to the next sound:
        </p>
        <ul>
          <li>
            before m, b, p it becomes m: <span lang="ja">さんぽ</span> (sanpo, a walk), <span lang="ja">しんぶん</span>{' '}
            (shinbun, newspaper);
          </li>
          <li>
            before k, g it becomes ng as in "sing": <span lang="ja">りんご</span> (ringo, apple),{' '}
            <span lang="ja">ぎんこう</span> (ginkō, bank);
          </li>
          <li>
            before t, d, n, r, z it is an n: <span lang="ja">おんな</span> (onna, woman),{' '}
            <span lang="ja">うんどう</span> (undō, exercise);
          </li>
          <li>
            at the end of a word, or before a vowel, y, s or h, it is a nasal sound made without closing the mouth:{' '}
            <span lang="ja">ほん</span> (hon, book).
          </li>
        </ul>
        <Callout tone="tip" title="ん before a vowel">
          <p>
            Keep <span lang="ja">ん</span> separate from a following vowel. <span lang="ja">きんえん</span> (kin'en, no
            smoking) has four beats: ki-n-e-n; <span lang="ja">きねん</span> (kinen, commemoration) has three. Romaji
            uses an apostrophe to show the break.
          </p>
        </Callout>
      </section>

      <section>
        <h2>The Japanese r</h2>
        <p>
          The r row (<span lang="ja">ら り る れ ろ</span>) is neither an English r nor an l. Flick the tip of your
          tongue once, lightly, against the ridge just behind your upper teeth. The sound is close to the quick t or d
          in American "butter" or "ladder". Do not curl your tongue back as for English r, and do not roll it as in
          Spanish.
        </p>
        <Example japanese="ありがとう" reading="arigatō" english="thank you (the r is a single light tap)" />
      </section>

      <section>
        <h2>Try it</h2>
        <p>
          How many beats does <span lang="ja">しんかんせん</span> (shinkansen, bullet train) have, and how is the first{' '}
          <span lang="ja">ん</span> pronounced?
        </p>
        <details>
          <summary>Answer</summary>
          <p>
            Six beats: shi-n-ka-n-se-n. The first <span lang="ja">ん</span> comes before a k, so it is pronounced ng, as
            in "sing".
          </p>
        </details>
      </section>
    </>
  );
}
