import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {PhraseTable, type PhraseRow} from '../../../components/lesson/PhraseTable.tsx';
import {Ruby} from '../../../components/lesson/Ruby.tsx';

const HOURS: PhraseRow[] = [
  {japanese: 'いちじ', english: '1:00'},
  {japanese: 'にじ', english: '2:00'},
  {japanese: 'さんじ', english: '3:00'},
  {japanese: 'よじ', english: '4:00', note: 'よ, not よん or し'},
  {japanese: 'ごじ', english: '5:00'},
  {japanese: 'ろくじ', english: '6:00'},
  {japanese: 'しちじ', english: '7:00', note: 'しち; ななじ is also heard'},
  {japanese: 'はちじ', english: '8:00'},
  {japanese: 'くじ', english: '9:00', note: 'く, not きゅう'},
  {japanese: 'じゅうじ', english: '10:00'},
  {japanese: 'じゅういちじ', english: '11:00'},
  {japanese: 'じゅうにじ', english: '12:00'},
];

export default function TellingTime() {
  return (
    <>
      <section>
        <h2>
          Number + <span lang="ja">じ</span>
        </h2>
        <p>
          To say an hour, add <span lang="ja">じ</span> ("o'clock") to the number. In kanji it is written{' '}
          <Ruby word="時" reading="じ" />, and you will see it on every timetable:{' '}
          <span lang="ja">
            3<Ruby word="時" reading="じ" />
          </span>
          .
        </p>
        <Example japanese="さんじです。" english="It's three o'clock." />
        <p>Most hours are regular, but three use a special form of the number. Learn these three carefully:</p>
        <PhraseTable caption="The hours" rows={HOURS} />
        <Callout tone="warning" title="4, 7 and 9">
          <p>
            <span lang="ja">よじ</span>, <span lang="ja">しちじ</span> and <span lang="ja">くじ</span> are the forms to
            learn. <span lang="ja">よんじ</span> and <span lang="ja">きゅうじ</span> are simply wrong.{' '}
            <span lang="ja">ななじ</span> is heard in everyday speech, especially to avoid confusion with{' '}
            <span lang="ja">いちじ</span>, but <span lang="ja">しちじ</span> is the standard form.
          </p>
        </Callout>
      </section>

      <section>
        <h2>
          Half past: <span lang="ja">はん</span>
        </h2>
        <p>
          <span lang="ja">はん</span> means "half". Put it right after the hour: <span lang="ja">くじはん</span> is
          9:30.
        </p>
        <Example japanese="よじはんです。" english="It's half past four." />
      </section>

      <section>
        <h2>
          a.m. and p.m.: <span lang="ja">ごぜん</span> and <span lang="ja">ごご</span>
        </h2>
        <p>
          <span lang="ja">ごぜん</span> (a.m.) and <span lang="ja">ごご</span> (p.m.) go <strong>before</strong> the
          time, not after it as in English.
        </p>
        <Example japanese="ごぜん しちじです。" english="It's 7 a.m." />
        <Example japanese="ごご にじはんです。" english="It's 2:30 p.m." />
        <p>
          Timetables, shop hours and TV listings use the 24-hour clock, read the same way with bigger numbers:{' '}
          <span lang="ja">じゅうしちじ</span> is 17:00, <span lang="ja">にじゅうじ</span> is 20:00. In conversation,{' '}
          <span lang="ja">ごご ごじ</span> is more common than <span lang="ja">じゅうしちじ</span>.
        </p>
      </section>

      <section>
        <h2>Asking the time</h2>
        <p>
          "What time" is <span lang="ja">なんじ</span>: <span lang="ja">なん</span> + <span lang="ja">じ</span>. With{' '}
          <span lang="ja">いま</span> (now) you can ask the time:
        </p>
        <Example
          japanese="A: すみません、いま なんじですか。 B: じゅうじはんです。"
          english="A: Excuse me, what time is it now? B: It's half past ten."
        />
        <p>
          The answer uses the same <span lang="ja">X は Y です</span> pattern you already know, with the topic{' '}
          <span lang="ja">いまは</span> left out because it is obvious. Notice also the polite{' '}
          <span lang="ja">すみません</span> to get a stranger's attention first.
        </p>
        <Example
          japanese="A: にほんは いま なんじですか。 B: ごぜん さんじです。"
          english="A: What time is it in Japan now? B: It's 3 a.m."
        />
        <p>
          The same question works for events: make the event the topic. <span lang="ja">じゅぎょうは なんじですか</span>{' '}
          means "What time is the class?".
        </p>
      </section>

      <section>
        <h2>Try it</h2>
        <p>Say these times in Japanese.</p>
        <ol>
          <li>4:00</li>
          <li>9:30 a.m.</li>
          <li>7:00 p.m.</li>
          <li>12:30</li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol>
            <li>
              <span lang="ja">よじ</span>
            </li>
            <li>
              <span lang="ja">ごぜん くじはん</span>
            </li>
            <li>
              <span lang="ja">ごご しちじ</span>
            </li>
            <li>
              <span lang="ja">じゅうにじはん</span>
            </li>
          </ol>
          <p>Minutes other than half past come in the next lesson.</p>
        </details>
      </section>
    </>
  );
}
