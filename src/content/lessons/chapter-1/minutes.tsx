import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {Ruby} from '../../../components/lesson/Ruby.tsx';
import {MixedText} from '../../../components/MixedText.tsx';
import {LessonTable} from '../../../components/lesson/LessonTable.tsx';

const ONE_TO_TEN: {minutes: number; kana: string; changes: string}[] = [
  {minutes: 1, kana: 'いっぷん', changes: 'いち → いっ, ふん → ぷん'},
  {minutes: 2, kana: 'にふん', changes: 'regular'},
  {minutes: 3, kana: 'さんぷん', changes: 'ふん → ぷん after ん'},
  {minutes: 4, kana: 'よんぷん', changes: 'ふん → ぷん after ん'},
  {minutes: 5, kana: 'ごふん', changes: 'regular'},
  {minutes: 6, kana: 'ろっぷん', changes: 'ろく → ろっ, ふん → ぷん'},
  {minutes: 7, kana: 'ななふん', changes: 'regular (しちふん is also heard)'},
  {minutes: 8, kana: 'はっぷん', changes: 'はち → はっ, ふん → ぷん (はちふん is also heard)'},
  {minutes: 9, kana: 'きゅうふん', changes: 'regular'},
  {minutes: 10, kana: 'じゅっぷん', changes: 'じゅう → じゅっ, ふん → ぷん (also じっぷん)'},
];

const TENS: {minutes: number; kana: string}[] = [
  {minutes: 20, kana: 'にじゅっぷん'},
  {minutes: 30, kana: 'さんじゅっぷん'},
  {minutes: 40, kana: 'よんじゅっぷん'},
  {minutes: 50, kana: 'ごじゅっぷん'},
];

export default function Minutes() {
  return (
    <>
      <section>
        <h2>
          Minutes: <span lang="ja">ふん</span> or <span lang="ja">ぷん</span>
        </h2>
        <p>
          Minutes are counted with <span lang="ja">ふん</span> (written <Ruby word="分" reading="ふん" /> in kanji). The
          catch is that <span lang="ja">ふん</span> sometimes turns into <span lang="ja">ぷん</span>, and some numbers
          shorten in front of it. It looks like a lot to memorise, but there is a clear pattern, and these same sound
          changes come back with many other counters later in the course.
        </p>
      </section>

      <section>
        <h2>One to ten</h2>
        <LessonTable
          caption="Minutes from 1 to 10"
          columns={[
            {header: 'Minutes', cell: (row) => row.minutes},
            {header: 'Japanese', cell: (row) => row.kana, lang: 'ja', className: 'vocab-word'},
            {header: 'What changes', cell: (row) => <MixedText text={row.changes} />},
          ]}
          rows={ONE_TO_TEN}
          rowKey={(row) => row.minutes}
        />
      </section>

      <section>
        <h2>The pattern</h2>
        <ul>
          <li>
            <strong>
              <span lang="ja">ぷん</span> after a small <span lang="ja">っ</span> or <span lang="ja">ん</span>.
            </strong>{' '}
            1, 6, 8 and 10 shorten into <span lang="ja">いっ</span>, <span lang="ja">ろっ</span>,{' '}
            <span lang="ja">はっ</span>, <span lang="ja">じゅっ</span>, and 3 and 4 already end in{' '}
            <span lang="ja">ん</span>. In all six, <span lang="ja">ふん</span> becomes <span lang="ja">ぷん</span>.
          </li>
          <li>
            <strong>
              <span lang="ja">ふん</span> after a plain vowel.
            </strong>{' '}
            2, 5, 7 and 9 (<span lang="ja">に</span>, <span lang="ja">ご</span>, <span lang="ja">なな</span>,{' '}
            <span lang="ja">きゅう</span>) keep <span lang="ja">ふん</span>.
          </li>
        </ul>
        <Callout tone="tip" title="A memory aid">
          <p>
            Look at the sound just before the counter. A "hard stop" (a small <span lang="ja">っ</span> or{' '}
            <span lang="ja">ん</span>) is followed by the hard <span lang="ja">ぷん</span>; a soft, open vowel is
            followed by the soft <span lang="ja">ふん</span>. Say the ten forms aloud a few times and the pattern starts
            to feel natural.
          </p>
        </Callout>
      </section>

      <section>
        <h2>Tens and everything in between</h2>
        <p>
          All the tens end in <span lang="ja">じゅう</span>, so they all become <span lang="ja">じゅっぷん</span>:
        </p>
        <LessonTable
          caption="Tens of minutes"
          columns={[
            {header: 'Minutes', cell: (row) => row.minutes},
            {header: 'Japanese', cell: (row) => row.kana, lang: 'ja', className: 'vocab-word'},
          ]}
          rows={TENS}
          rowKey={(row) => row.minutes}
        />
        <p>
          For any other number, only the last digit matters: say the tens normally, then the 1-to-9 form from the first
          table. 15 is <span lang="ja">じゅうごふん</span>, 23 is <span lang="ja">にじゅうさんぷん</span>, 48 is{' '}
          <span lang="ja">よんじゅうはっぷん</span>, 59 is <span lang="ja">ごじゅうきゅうふん</span>.
        </p>
      </section>

      <section>
        <h2>Putting hours and minutes together</h2>
        <p>
          Hours first, then minutes, and <span lang="ja">ごぜん</span> or <span lang="ja">ごご</span> at the front:
        </p>
        <Example japanese="いま ごご さんじ じゅうごふんです。" english="It's 3:15 p.m. now." />
        <Example japanese="よじ よんじゅっぷんです。" english="It's 4:40." />
        <Example japanese="くじ きゅうふんです。" english="It's 9:09." />
        <p>
          To ask "how many minutes" or "what minute", use <span lang="ja">なんぷん</span>, which also takes{' '}
          <span lang="ja">ぷん</span> because <span lang="ja">なん</span> ends in <span lang="ja">ん</span>.
        </p>
        <Example
          japanese="A: いま なんじ なんぷんですか。 B: じゅうじ ごじゅっぷんです。"
          english="A: What time is it now, exactly? B: It's 10:50."
        />
      </section>

      <section>
        <h2>Try it</h2>
        <p>Say these times.</p>
        <ol>
          <li>1:01</li>
          <li>6:06</li>
          <li>8:18</li>
          <li>11:45 a.m.</li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol>
            <li>
              <span lang="ja">いちじ いっぷん</span>
            </li>
            <li>
              <span lang="ja">ろくじ ろっぷん</span>
            </li>
            <li>
              <span lang="ja">はちじ じゅうはっぷん</span>
            </li>
            <li>
              <span lang="ja">ごぜん じゅういちじ よんじゅうごふん</span>
            </li>
          </ol>
        </details>
      </section>
    </>
  );
}
