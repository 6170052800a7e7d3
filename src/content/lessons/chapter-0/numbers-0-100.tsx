import {VocabularyTable} from '../../../app/catalogue/VocabularyTable.tsx';
import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {LessonTable} from '../../../components/lesson/LessonTable.tsx';
import {PractiseWords} from '../../../components/lesson/PractiseWords.tsx';

const BUILT_NUMBERS: {digits: string; kana: string; romaji: string; how: string}[] = [
  {digits: '11', kana: 'じゅういち', romaji: 'jūichi', how: 'ten + one'},
  {digits: '15', kana: 'じゅうご', romaji: 'jūgo', how: 'ten + five'},
  {digits: '20', kana: 'にじゅう', romaji: 'nijū', how: 'two × ten'},
  {digits: '24', kana: 'にじゅうよん', romaji: 'nijūyon', how: 'two × ten + four'},
  {digits: '40', kana: 'よんじゅう', romaji: 'yonjū', how: 'four × ten'},
  {digits: '67', kana: 'ろくじゅうなな', romaji: 'rokujūnana', how: 'six × ten + seven'},
  {digits: '79', kana: 'ななじゅうきゅう', romaji: 'nanajūkyū', how: 'seven × ten + nine'},
  {digits: '98', kana: 'きゅうじゅうはち', romaji: 'kyūjūhachi', how: 'nine × ten + eight'},
  {digits: '100', kana: 'ひゃく', romaji: 'hyaku', how: 'a new word, not "one ten ten"'},
];

export default function Numbers0To100() {
  return (
    <>
      <section>
        <h2>The numbers</h2>
        <p>
          Japanese numbers are wonderfully logical. Learn ten words and a rule, and you can count to 99. The words you
          need first:
        </p>
        <VocabularyTable setId="genki_1_ch0_numbers" caption="Numbers" />
      </section>

      <section>
        <h2>How 11 to 99 are built</h2>
        <p>
          Japanese says numbers the way you write them. Eleven is "ten one", twenty is "two ten", and thirty-four is
          "three ten four". There are no special words like "eleven", "twelve" or "twenty":
        </p>
        <LessonTable
          caption="Building numbers from the basic ten"
          columns={[
            {header: 'Number', cell: (number) => number.digits},
            {header: 'Japanese', cell: (number) => number.kana, lang: 'ja'},
            {header: 'Romaji', cell: (number) => number.romaji},
            {header: 'Built as', cell: (number) => number.how},
          ]}
          rows={BUILT_NUMBERS}
          rowKey={(number) => number.digits}
        />
        <p>
          Ten itself is just <span lang="ja">じゅう</span>, never "one ten". Remember the long vowel in{' '}
          <span lang="ja">じゅう</span> (jū, two beats) and in <span lang="ja">きゅう</span> (kyū): without it,{' '}
          <span lang="ja">じゆう</span> would mean freedom.
        </p>
      </section>

      <section>
        <h2>Numbers with two readings</h2>
        <p>Four numbers have two common readings. Which one you use depends on what you are counting:</p>
        <ul>
          <li>
            <strong>0</strong>: <span lang="ja">ゼロ</span> (zero, from English) is the everyday word;{' '}
            <span lang="ja">れい</span> (rei) appears in more formal contexts, such as temperatures and scores read out
            on the news.
          </li>
          <li>
            <strong>4</strong>: <span lang="ja">よん</span> (yon) is the usual reading, and the one used in 40,{' '}
            <span lang="ja">よんじゅう</span>. <span lang="ja">し</span> (shi) survives when counting "one, two, three,
            four" and in a few fixed words. <span lang="ja">し</span> sounds like the word for death, which is one
            reason people prefer <span lang="ja">よん</span>. A third form, <span lang="ja">よ</span>, appears with some
            counters, such as four o'clock (chapter 1).
          </li>
          <li>
            <strong>7</strong>: <span lang="ja">なな</span> (nana) is the usual reading; <span lang="ja">しち</span>{' '}
            (shichi) is used when counting in order and in some fixed expressions. <span lang="ja">なな</span> is also
            clearer, since <span lang="ja">しち</span> is easy to mix up with <span lang="ja">いち</span> (1) and{' '}
            <span lang="ja">はち</span> (8).
          </li>
          <li>
            <strong>9</strong>: <span lang="ja">きゅう</span> (kyū) is the usual reading; <span lang="ja">く</span> (ku)
            is used with a few counters, such as nine o'clock. <span lang="ja">く</span> also sounds like a word for
            suffering.
          </li>
        </ul>
        <Callout tone="tip" title="A safe default">
          <p>
            When in doubt, use <span lang="ja">よん</span>, <span lang="ja">なな</span> and{' '}
            <span lang="ja">きゅう</span>. The other readings will come up with specific counters, and each lesson that
            needs one will point it out.
          </p>
        </Callout>
      </section>

      <section>
        <h2>Phone numbers</h2>
        <p>
          Phone numbers are read one digit at a time, and the particle <span lang="ja">の</span> (no) takes the place of
          the hyphen between groups. Use <span lang="ja">ゼロ</span>, <span lang="ja">よん</span>,{' '}
          <span lang="ja">なな</span> and <span lang="ja">きゅう</span> so that nobody mishears you.
        </p>
        <Example
          japanese="ゼロきゅうゼロの いちにさんよんの ごろくななはち"
          reading="zero kyū zero no ichi ni san yon no go roku nana hachi"
          english="090-1234-5678"
        />
        <p>
          Listen closely and you will notice that people often stretch the one-beat numbers to keep an even rhythm:{' '}
          <span lang="ja">に</span> (2) becomes <span lang="ja">にい</span> and <span lang="ja">ご</span> (5) becomes{' '}
          <span lang="ja">ごお</span>.
        </p>
        <Example
          japanese="でんわばんごうは なんですか。"
          reading="denwa bangō wa nan desu ka."
          english="What is your phone number?"
        />
      </section>

      <section>
        <h2>Try it</h2>
        <p>Say these numbers in Japanese: 14, 37, 49, 70, 85, 100.</p>
        <details>
          <summary>Answer</summary>
          <ul>
            <li>
              14: <span lang="ja">じゅうよん</span> (jūyon)
            </li>
            <li>
              37: <span lang="ja">さんじゅうなな</span> (sanjūnana)
            </li>
            <li>
              49: <span lang="ja">よんじゅうきゅう</span> (yonjūkyū)
            </li>
            <li>
              70: <span lang="ja">ななじゅう</span> (nanajū)
            </li>
            <li>
              85: <span lang="ja">はちじゅうご</span> (hachijūgo)
            </li>
            <li>
              100: <span lang="ja">ひゃく</span> (hyaku)
            </li>
          </ul>
        </details>
      </section>

      <section>
        <h2>Practise these words</h2>
        <p>
          Practise the numbers in vocabulary practice, then keep them fresh in your reviews. Practise outside the app
          too: read car number plates, prices and page numbers out loud in Japanese.
        </p>
        <PractiseWords setId="genki_1_ch0_numbers">the numbers</PractiseWords>
      </section>
    </>
  );
}
