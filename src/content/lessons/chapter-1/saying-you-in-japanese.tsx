import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {PhraseTable, type PhraseRow} from '../../../components/lesson/PhraseTable.tsx';

const WORDS_FOR_I: PhraseRow[] = [
  {japanese: 'わたし', english: 'I', note: 'neutral and polite; right for everyone in almost every situation'},
  {japanese: 'わたくし', english: 'I (formal)', note: 'speeches, business, formal apologies'},
  {japanese: 'ぼく', english: 'I (male, casual)', note: 'boys and men among friends; gentle and friendly'},
  {japanese: 'おれ', english: 'I (male, rough)', note: 'men among close friends; too strong for class or work'},
  {japanese: 'あたし', english: 'I (female, casual)', note: 'some women in relaxed speech'},
];

const WORDS_FOR_YOU: PhraseRow[] = [
  {
    japanese: 'あなた',
    english: 'you',
    note: "exists, but keep it for forms and for strangers whose name you can't know",
  },
  {japanese: 'きみ', english: 'you (casual)', note: 'used by men to friends or juniors; can sound condescending'},
  {japanese: 'あんた', english: 'you (blunt)', note: 'casual, often irritated'},
  {japanese: 'おまえ', english: 'you (rough)', note: 'only between very close friends, otherwise insulting'},
];

export default function SayingYouInJapanese() {
  return (
    <>
      <section>
        <h2>Japan's missing "you"</h2>
        <p>
          Dictionaries translate "you" as <span lang="ja">あなた</span>, and textbooks use it in early exercises. So it
          is a surprise to discover that Japanese people hardly ever say it to the person they are talking to. Using{' '}
          <span lang="ja">あなた</span> to someone's face, especially someone older or higher in status, can sound
          distant, presumptuous or even a little rude, as if you didn't know or care who they were.
        </p>
      </section>

      <section>
        <h2>What to say instead</h2>
        <h3>1. Use their name</h3>
        <p>
          Where English says "you", Japanese usually says the person's name with <span lang="ja">さん</span>, even while
          talking directly to them. It feels odd in English, but it is warm and respectful in Japanese.
        </p>
        <Example
          japanese="やまださんは がくせいですか。"
          english="Are you a student? (literally: Is Ms Yamada a student?)"
        />
        <h3>2. Use their title</h3>
        <p>
          For teachers, doctors and people in some roles, the title does the job: <span lang="ja">せんせい</span> to a
          teacher, and later, at work, titles such as "section chief".
        </p>
        <Example japanese="せんせいは アメリカじんですか。" english="Are you American, Professor?" />
        <h3>3. Leave it out</h3>
        <p>
          Most often, no word is needed at all. When you ask a question face to face, it is obvious that you mean the
          listener.
        </p>
        <Example japanese="にほんじんですか。" english="Are you Japanese?" />
        <Example japanese="せんこうは なんですか。" english="What's your major?" />
      </section>

      <section>
        <h2>
          When <span lang="ja">あなた</span> is fine
        </h2>
        <ul>
          <li>
            on forms, surveys and instructions addressed to "the reader": <span lang="ja">あなたの なまえ</span> (your
            name);
          </li>
          <li>in advertising, song lyrics and poetry;</li>
          <li>when you truly cannot know the person's name, though even then most people rephrase to avoid it.</li>
        </ul>
        <p>
          Some wives, especially of the older generation, call their husband <span lang="ja">あなた</span>, like "dear",
          which is another reason it can sound out of place between strangers. The other words for "you" are casual or
          rough; learn to recognise them from films and manga, but don't use them yet:
        </p>
        <PhraseTable caption="Words for you (to recognise, not to use)" rows={WORDS_FOR_YOU} />
      </section>

      <section>
        <h2>And "I"?</h2>
        <p>
          Japanese has several words for "I", and the choice says something about the speaker and the situation. As a
          learner, use <span lang="ja">わたし</span>: it is correct for everyone, men and women, in class, at work and
          with friends.
        </p>
        <PhraseTable caption="Words for I" rows={WORDS_FOR_I} />
        <Callout tone="tip" title="Drop わたし too">
          <p>
            Just as "you" is usually left out, so is "I". Starting every sentence with <span lang="ja">わたしは</span>{' '}
            sounds as if you keep insisting on yourself. Use it once to set the topic, or to contrast yourself with
            someone else, and then let it go.
          </p>
        </Callout>
      </section>

      <section>
        <h2>Try it</h2>
        <p>
          Rewrite each question so that it sounds natural, without <span lang="ja">あなた</span>.
        </p>
        <ol>
          <li>
            <span lang="ja">あなたは りゅうがくせいですか。</span> (to a classmate named Chen)
          </li>
          <li>
            <span lang="ja">あなたは にほんじんですか。</span> (to your teacher)
          </li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol>
            <li>
              <span lang="ja">チェンさんは りゅうがくせいですか。</span> or just{' '}
              <span lang="ja">りゅうがくせいですか。</span>
            </li>
            <li>
              <span lang="ja">せんせいは にほんじんですか。</span> or just <span lang="ja">にほんじんですか。</span>
            </li>
          </ol>
        </details>
      </section>
    </>
  );
}
