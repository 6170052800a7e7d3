import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {MixedText} from '../../../components/MixedText.tsx';
import {LessonTable} from '../../../components/lesson/LessonTable.tsx';

type NegativeForm = {form: string; where: string};

const NEGATIVE_FORMS: NegativeForm[] = [
  {form: 'がくせいじゃないです', where: 'Polite and conversational. The form to use in everyday speech.'},
  {form: 'がくせいじゃありません', where: 'Polite, a touch more careful. Very common in speech too.'},
  {form: 'がくせいではありません', where: 'Polite and formal: writing, announcements, speeches, business.'},
  {form: 'がくせいではないです', where: 'Polite, slightly more formal-sounding than じゃないです; common in writing.'},
];

/** Chapter 2: the negative of noun + です (じゃないです, ではありません) and how to answer "no". */
export default function JanaiLesson() {
  return (
    <>
      <section>
        <h2>Saying “is not”</h2>
        <p>
          <span lang="ja">です</span> links a noun to the topic: <span lang="ja">わたしはがくせいです</span>, “I am a
          student”. To say that something is <em>not</em> that noun, replace <span lang="ja">です</span> with{' '}
          <span lang="ja">じゃないです</span>:
        </p>
        <Example japanese="わたしはがくせいじゃないです。" english="I am not a student." />
        <Example japanese="やまださんはせんせいじゃないです。" english="Mr Yamada isn’t a teacher." />
        <Example japanese="これはわたしのかさじゃないです。" english="This isn’t my umbrella." />
        <Example japanese="あのひとはにほんじんじゃないです。" english="That person isn’t Japanese." />
        <p>
          Nothing else in the sentence changes: the topic, <span lang="ja">は</span> and the noun all stay as they were.
        </p>
      </section>

      <section>
        <h2>
          <span lang="ja">じゃ</span> and <span lang="ja">では</span>
        </h2>
        <p>
          <span lang="ja">じゃ</span> is a contraction of <span lang="ja">では</span>. Remember that the particle{' '}
          <span lang="ja">は</span> is pronounced like <span lang="ja">わ</span>, so <span lang="ja">では</span> sounds
          like “de-wa”, and in quick speech “de-wa” slides into “ja”. The full form is a little more formal; the
          contracted one sounds natural in conversation.
        </p>
        <p>
          There are also two ways to finish the negative: <span lang="ja">ないです</span> and{' '}
          <span lang="ja">ありません</span>. Combining them gives four polite forms, all meaning the same thing:
        </p>
        <LessonTable
          caption="Four polite ways to say “is not a student”"
          columns={[
            {header: 'Form', cell: ({form}) => form, lang: 'ja'},
            {header: 'Where it fits', cell: ({where}) => <MixedText text={where} />},
          ]}
          rows={NEGATIVE_FORMS}
          rowKey={({form}) => form}
        />
        <p>
          Use <span lang="ja">じゃないです</span> when you speak and recognise <span lang="ja">ではありません</span>{' '}
          when you read. Later you will also learn the casual <span lang="ja">じゃない</span>, without{' '}
          <span lang="ja">です</span>, for friends and family.
        </p>
      </section>

      <section>
        <h2>Answering “no”</h2>
        <p>
          A yes–no question with <span lang="ja">ですか</span> gets <span lang="ja">はい</span> (or the softer{' '}
          <span lang="ja">ええ</span>) for yes, and <span lang="ja">いいえ</span> for no. After{' '}
          <span lang="ja">いいえ</span>, repeat the noun with the negative:
        </p>
        <Example japanese="A：ケンさんはだいがくせいですか。" english="A: Ken, are you a university student?" />
        <Example
          japanese="B：いいえ、だいがくせいじゃないです。こうこうせいです。"
          english="B: No, I’m not a university student. I’m a high-school student."
        />
        <p>
          Adding the correct information, as B does, is friendly and very common. When you just want to correct a
          mistaken guess, <span lang="ja">いいえ、ちがいます</span> (“no, that’s wrong”) is also natural:
        </p>
        <Example japanese="A：これはリサさんのペンですか。" english="A: Is this your pen, Lisa?" />
        <Example japanese="B：いいえ、ちがいます。わたしのじゃないです。" english="B: No, it isn’t. It’s not mine." />
        <Callout tone="tip" title="Softening a correction">
          <p>
            A plain <span lang="ja">いいえ</span> can feel blunt. People often say <span lang="ja">いえ</span> or just
            shake their head a little and go straight to the correct answer.
          </p>
        </Callout>
      </section>

      <section>
        <h2>Common mistakes</h2>
        <Callout tone="warning" title="Watch out for these">
          <ul>
            <li>
              Keeping <span lang="ja">です</span> and adding a negative: <span lang="ja">がくせいですじゃない</span> is
              wrong. <span lang="ja">じゃないです</span> replaces <span lang="ja">です</span> as a whole.
            </li>
            <li>
              Dropping <span lang="ja">じゃ</span>: <span lang="ja">がくせいないです</span> is not a word.
            </li>
            <li>
              Using this pattern for adjectives like <span lang="ja">たかい</span> (expensive). Those have their own
              negative, which you will learn in chapter 5. Here you only negate nouns.
            </li>
          </ul>
        </Callout>
      </section>

      <section>
        <h2>Try it</h2>
        <p>
          Answer each question with <span lang="ja">いいえ</span> and a negative, then give the information in brackets.
        </p>
        <ol>
          <li>
            <span lang="ja">たけしさんはせんせいですか。</span> (student)
          </li>
          <li>
            <span lang="ja">それはあなたのかばんですか。</span> (Mary’s)
          </li>
          <li>
            <span lang="ja">メアリーさんはイギリスじんですか。</span> (American)
          </li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol lang="ja">
            <li>いいえ、せんせいじゃないです。がくせいです。</li>
            <li>いいえ、わたしのかばんじゃないです。メアリーさんのです。</li>
            <li>いいえ、イギリスじんじゃないです。アメリカじんです。</li>
          </ol>
        </details>
      </section>
    </>
  );
}
