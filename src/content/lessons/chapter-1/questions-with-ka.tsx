import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';

export default function QuestionsWithKa() {
  return (
    <>
      <section>
        <h2>
          Add <span lang="ja">か</span>, and you have a question
        </h2>
        <p>
          Making a question in Japanese is refreshingly easy. Take a statement and put the particle{' '}
          <span lang="ja">か</span> at the end. Nothing else moves: no "do", no swapping of words.
        </p>
        <Example japanese="がくせいです。" reading="gakusei desu." english="(I'm) a student." />
        <Example japanese="がくせいですか。" reading="gakusei desu ka." english="Are (you) a student?" />
        <p>
          <span lang="ja">か</span> works like a spoken question mark. That is why formal Japanese writing ends a
          question with an ordinary full stop <span lang="ja">。</span>: the question is already marked.
        </p>
      </section>

      <section>
        <h2>Intonation</h2>
        <p>
          In speech, let your voice rise on the final <span lang="ja">か</span>, as on the last word of "Are you a
          student?". A falling <span lang="ja">か</span> is also possible, but it sounds like "oh, I see", a reaction
          rather than a question, so rise while you are learning.
        </p>
        <Example
          japanese="メアリーさんは りゅうがくせいですか。↗"
          reading="mearī-san wa ryūgakusei desu ka."
          english="Mary, are you an international student?"
        />
        <Callout tone="note" title="Asking with a name">
          <p>
            Notice how the question above uses Mary's name where English uses "you". Japanese speakers prefer a name or
            title to a word for "you"; the lesson on saying "you" explains why.
          </p>
        </Callout>
      </section>

      <section>
        <h2>
          Answering with <span lang="ja">はい</span> and <span lang="ja">いいえ</span>
        </h2>
        <p>
          <span lang="ja">はい</span> means "yes" and <span lang="ja">いいえ</span> means "no". A polite full answer
          usually repeats the key word or uses <span lang="ja">そうです</span>, "that's right":
        </p>
        <Example
          japanese="A: にほんじんですか。 B: はい、そうです。"
          reading="A: nihon-jin desu ka. B: hai, sō desu."
          english="A: Are you Japanese? B: Yes, I am."
        />
        <Example
          japanese="A: よねんせいですか。 B: いいえ、さんねんせいです。"
          reading="A: yonensei desu ka. B: iie, sannensei desu."
          english="A: Are you a fourth-year student? B: No, I'm a third-year student."
        />
        <p>
          For now, answer "no" by giving the correct information, as in the second example. A proper "No, I'm not" needs
          the negative form, which comes in chapter 2. <span lang="ja">ええ</span> is a softer, more conversational
          "yes" you will also hear.
        </p>
        <Callout tone="tip" title="はい also means “I’m listening”">
          <p>
            Japanese listeners say <span lang="ja">はい</span> and nod while someone is talking, to show they are
            following. It does not necessarily mean agreement, so don't be surprised to hear it during a long
            explanation.
          </p>
        </Callout>
      </section>

      <section>
        <h2>
          Questions with <span lang="ja">なん</span> and <span lang="ja">なに</span>: "what"
        </h2>
        <p>
          To ask for information rather than yes or no, put a question word in the place of the answer you want, and
          keep <span lang="ja">か</span> at the end. The word for "what" has two forms:
        </p>
        <ul>
          <li>
            <span lang="ja">なん</span> before a word or sound beginning with t, d or n, and before counters:{' '}
            <span lang="ja">なんですか</span> (what is it?), <span lang="ja">なんさい</span> (how old),{' '}
            <span lang="ja">なんじ</span> (what time), <span lang="ja">なんねんせい</span> (which year of study).
          </li>
          <li>
            <span lang="ja">なに</span> in most other places, for example <span lang="ja">なにじん</span> (what
            nationality).
          </li>
        </ul>
        <Example japanese="せんこうは なんですか。" reading="senkō wa nan desu ka." english="What is your major?" />
        <Example japanese="なんねんせいですか。" reading="nannensei desu ka." english="What year are you in?" />
        <Example
          japanese="A: なにじんですか。 B: カナダじんです。"
          reading="A: nani-jin desu ka. B: kanada-jin desu."
          english="A: What nationality are you? B: I'm Canadian."
        />
        <p>
          The answer goes exactly where the question word was: <span lang="ja">せんこうは なんですか</span> →{' '}
          <span lang="ja">せんこうは けいざいです</span> (my major is economics). Don't answer a question-word question
          with <span lang="ja">はい</span> or <span lang="ja">いいえ</span>.
        </p>
      </section>

      <section>
        <h2>Common mistakes</h2>
        <ul>
          <li>
            Changing the word order to make a question. Only <span lang="ja">か</span> is added.
          </li>
          <li>
            Forgetting <span lang="ja">です</span> before <span lang="ja">か</span> in polite speech:{' '}
            <span lang="ja">がくせいか</span> sounds blunt.
          </li>
          <li>
            Answering "what" questions with <span lang="ja">はい</span>.
          </li>
        </ul>
      </section>

      <section>
        <h2>Try it</h2>
        <p>Turn each statement into a question, then answer it truthfully.</p>
        <ol>
          <li>
            <span lang="ja">せんせいです。</span>
          </li>
          <li>
            <span lang="ja">アメリカじんです。</span>
          </li>
          <li>Ask someone what year they are in.</li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol>
            <li>
              <span lang="ja">せんせいですか。</span> — <span lang="ja">いいえ、がくせいです。</span> (for example)
            </li>
            <li>
              <span lang="ja">アメリカじんですか。</span> — <span lang="ja">はい、そうです。</span> or, for example,{' '}
              <span lang="ja">いいえ、イギリスじんです。</span>
            </li>
            <li>
              <span lang="ja">なんねんせいですか。</span>
            </li>
          </ol>
        </details>
      </section>
    </>
  );
}
