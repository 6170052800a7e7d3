import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {PhraseTable, type PhraseRow} from '../../../components/lesson/PhraseTable.tsx';
import {PractiseWords} from '../../../components/lesson/PractiseWords.tsx';

const COUNTRIES: PhraseRow[] = [
  {japanese: 'にほんじん', english: 'Japanese (person)'},
  {japanese: 'アメリカじん', english: 'American'},
  {japanese: 'イギリスじん', english: 'British'},
  {japanese: 'オーストラリアじん', english: 'Australian'},
  {japanese: 'ちゅうごくじん', english: 'Chinese'},
  {japanese: 'かんこくじん', english: 'Korean'},
];

const YEARS: PhraseRow[] = [
  {japanese: 'いちねんせい', english: 'first-year student'},
  {japanese: 'にねんせい', english: 'second-year student'},
  {japanese: 'さんねんせい', english: 'third-year student'},
  {japanese: 'よねんせい', english: 'fourth-year student', note: 'よ, not よん'},
  {japanese: 'だいがくいんせい', english: 'graduate student'},
  {japanese: 'りゅうがくせい', english: 'international student'},
];

const MAJORS: PhraseRow[] = [
  {japanese: 'にほんご', english: 'Japanese language'},
  {japanese: 'けいざい', english: 'economics'},
  {japanese: 'れきし', english: 'history'},
  {japanese: 'こうがく', english: 'engineering'},
  {japanese: 'ビジネス', english: 'business'},
  {japanese: 'コンピューター', english: 'computer science'},
];

const AGES: PhraseRow[] = [
  {japanese: 'じゅうはっさい', english: '18 years old'},
  {japanese: 'じゅうきゅうさい', english: '19 years old'},
  {japanese: 'はたち', english: '20 years old', note: 'a word of its own'},
  {japanese: 'にじゅういっさい', english: '21 years old'},
  {japanese: 'にじゅうにさい', english: '22 years old'},
  {japanese: 'にじゅうはっさい', english: '28 years old'},
];

export default function SelfIntroductions() {
  return (
    <>
      <section>
        <h2>A fixed shape</h2>
        <p>
          A self-introduction (<span lang="ja">じこしょうかい</span>) is one of the first things you will do in
          Japanese, in class, at a party or on your first day at work. It follows a fairly fixed shape, and with{' '}
          <span lang="ja">X は Y です</span> and <span lang="ja">の</span> you already have all the grammar you need:
        </p>
        <ol>
          <li>
            open with <span lang="ja">はじめまして</span>;
          </li>
          <li>
            say your name with <span lang="ja">です</span>;
          </li>
          <li>add two or three facts: where you are from, your school and year, your major, maybe your age;</li>
          <li>
            close with <span lang="ja">よろしくおねがいします</span>, and bow.
          </li>
        </ol>
      </section>

      <section>
        <h2>A model self-introduction</h2>
        <Example japanese="はじめまして。" english="Nice to meet you." />
        <Example japanese="エマ・ウィルソンです。" english="I'm Emma Wilson." />
        <Example japanese="イギリスじんです。" english="I'm British." />
        <Example
          japanese="さくらだいがくの りゅうがくせいです。"
          english="I'm an international student at Sakura University."
        />
        <Example
          japanese="さんねんせいです。せんこうは れきしです。"
          english="I'm in my third year. My major is history."
        />
        <Example japanese="よろしくおねがいします。" english="I look forward to getting to know you." />
        <p>
          Notice that <span lang="ja">わたしは</span> does not appear once. Everyone knows you are talking about
          yourself, so it is left out. You may say <span lang="ja">わたしは</span> once at the start if you like, but no
          more.
        </p>
      </section>

      <section>
        <h2>The two set phrases</h2>
        <p>
          <span lang="ja">はじめまして</span> comes from "for the first time" and is only used at a first meeting. Never
          say it to someone you have met before.
        </p>
        <p>
          <span lang="ja">よろしくおねがいします</span> has no neat English translation. It asks the other person for
          their goodwill in the relationship that is starting: "please treat me kindly", "I look forward to working with
          you". The other person usually answers with the same phrase, or <span lang="ja">こちらこそ</span>, "likewise".
          With friends your own age, <span lang="ja">よろしく</span> alone is fine.
        </p>
      </section>

      <section>
        <h2>The building blocks</h2>
        <h3>
          Nationality: country + <span lang="ja">じん</span>
        </h3>
        <p>
          Add <span lang="ja">じん</span> ("person") to a country name to get the nationality. The language is country +{' '}
          <span lang="ja">ご</span>: <span lang="ja">にほんご</span> (Japanese), <span lang="ja">ちゅうごくご</span>{' '}
          (Chinese). English is an exception: <span lang="ja">えいご</span>.
        </p>
        <PhraseTable caption="Nationalities" rows={COUNTRIES} />
        <h3>
          School and year: <span lang="ja">〜ねんせい</span>
        </h3>
        <p>
          Number + <span lang="ja">ねんせい</span> gives the year of study. Say your school with{' '}
          <span lang="ja">の</span>: <span lang="ja">さくらだいがくの いちねんせいです</span>.
        </p>
        <PhraseTable caption="Year of study" rows={YEARS} />
        <h3>
          Major: <span lang="ja">せんこうは 〜です</span>
        </h3>
        <PhraseTable caption="Some majors" rows={MAJORS} />
        <h3>
          Age: <span lang="ja">〜さい</span>
        </h3>
        <p>
          Number + <span lang="ja">さい</span> gives your age. Watch the sound changes: 1, 8 and 10 become{' '}
          <span lang="ja">いっさい</span>, <span lang="ja">はっさい</span>, <span lang="ja">じゅっさい</span>, and
          twenty has its own word, <span lang="ja">はたち</span>. To ask, say <span lang="ja">なんさいですか</span>.
        </p>
        <PhraseTable caption="Ages" rows={AGES} />
        <Callout tone="note" title="What to leave out">
          <p>
            Age is normal to mention among students, but adults rarely give it in a self-introduction, and asking an
            adult's age directly can feel intrusive. At work, people introduce themselves with their company instead of
            their school: <span lang="ja">〇〇の たなかです</span>, "I'm Tanaka from <span lang="ja">〇〇</span>".
          </p>
        </Callout>
      </section>

      <section>
        <h2>Asking the other person</h2>
        <p>
          After your introduction, you can turn the questions around with the same patterns plus{' '}
          <span lang="ja">か</span>:
        </p>
        <Example japanese="なんねんせいですか。" english="What year are you in?" />
        <Example japanese="せんこうは なんですか。" english="What is your major?" />
        <Example japanese="なにじんですか。" english="What nationality are you?" />
      </section>

      <section>
        <h2>Try it</h2>
        <p>
          Write your own self-introduction in five sentences: greeting, name, nationality, school or work, closing
          phrase. Then compare it with this example for a Korean engineering student aged 19:
        </p>
        <details>
          <summary>Example answer</summary>
          <p lang="ja">
            はじめまして。キム・ミンジュンです。かんこくじんです。じゅうきゅうさいです。こうがくの
            がくせいです。よろしくおねがいします。
          </p>
          <p>Nice to meet you. I'm Kim Minjun. I'm Korean. I'm 19. I'm an engineering student. Pleased to meet you.</p>
        </details>
      </section>

      <section>
        <h2>Practise these words</h2>
        <p>
          The chapter's vocabulary includes the words for countries, school years and majors: practise them in
          vocabulary practice, and rehearse your own introduction aloud until you can say it without looking.
        </p>
        <PractiseWords setId="genki_1_ch1_countries">countries and nationalities</PractiseWords>
      </section>
    </>
  );
}
