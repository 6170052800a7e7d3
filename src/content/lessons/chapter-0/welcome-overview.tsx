import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';

export default function WelcomeOverview() {
  return (
    <>
      <section>
        <h2>Welcome</h2>
        <p>
          This course takes you from your very first Japanese sound to everyday conversation, step by step. It follows
          the chapter order of the Genki textbooks, so if you study with the book you will always find the matching
          lessons here, but every explanation and example on these pages is written for this app and works on its own.
        </p>
        <p>
          You do not need any prior knowledge. Chapter 0 starts with the sounds and the first script, and each later
          lesson only uses what earlier lessons have taught.
        </p>
      </section>

      <section>
        <h2>Japanese in one minute</h2>
        <p>A few big ideas will make everything else easier to place:</p>
        <ul>
          <li>
            <strong>The verb comes last.</strong> English says "I drink coffee"; Japanese says "I coffee drink".
            Whatever happens in a sentence waits until the end.
          </li>
          <li>
            <strong>Small words called particles mark the role of each word.</strong> Instead of relying on word order,
            Japanese attaches a short marker after a word to say "this is the topic", "this is the object", "this is
            where" and so on. You will meet the first one, <span lang="ja">は</span>, in chapter 1.
          </li>
          <li>
            <strong>No articles, and usually no plurals.</strong> There is no "a" or "the", and a noun like{' '}
            <span lang="ja">ほん</span> (book) can mean one book or several.
          </li>
          <li>
            <strong>Politeness is built into the grammar.</strong> The same idea is phrased differently for a friend and
            for a stranger. This course teaches the polite style first, because it is safe with everyone.
          </li>
          <li>
            <strong>The sounds are simple.</strong> Japanese has only five vowels, and most syllables are a consonant
            plus a vowel. Spelling is very regular once you know the kana.
          </li>
        </ul>
        <Example
          japanese="わたしは がくせいです。"
          reading="watashi wa gakusei desu."
          english="I am a student. (literally: as for me, student it is.)"
        />
      </section>

      <section>
        <h2>How the course is organised</h2>
        <p>
          The course is split into chapters. Genki I covers chapters 0 to 12 (roughly the JLPT N5 level) and Genki II
          covers chapters 13 to 20 (roughly N4). Each chapter is a group of short lessons:
        </p>
        <ul>
          <li>
            <strong>Grammar lessons</strong> explain one pattern at a time, with example sentences and a quick
            self-check.
          </li>
          <li>
            <strong>Vocabulary lessons</strong> introduce a set of words that you then practise and review.
          </li>
          <li>
            <strong>Culture and usage lessons</strong> explain how the language is actually used: names, politeness,
            greetings.
          </li>
        </ul>
        <p>
          Chapter 0 is special. It has no grammar at all: it teaches the sounds of Japanese, the hiragana script, basic
          greetings and the numbers up to 100. It is the foundation every later chapter stands on.
        </p>
      </section>

      <section>
        <h2>How to use the learning path</h2>
        <p>Every chapter follows the same rhythm, and it works best if you keep to it:</p>
        <ol>
          <li>
            <strong>Lessons.</strong> Read a lesson, say the examples out loud, and try the short exercise at the end
            before you open the answer.
          </li>
          <li>
            <strong>Practice.</strong> Practise the chapter's vocabulary, both what each word means and how it is
            spelled, and test your kana with the quizzes. Understanding something and being able to use it are different
            skills.
          </li>
          <li>
            <strong>Review.</strong> Review the words you have practised a little every day. The app uses spaced
            repetition: a card you know well comes back after longer and longer gaps, a card you keep missing comes back
            soon. This way you spend your time on what you have not learned yet.
          </li>
        </ol>
        <Callout tone="tip" title="Little and often">
          <p>
            Fifteen minutes every day beats two hours once a week. Spaced repetition only works if you show up for the
            reviews that are due, so make the daily review a habit before you push ahead with new lessons.
          </p>
        </Callout>
      </section>

      <section>
        <h2>After chapter 0 you will be able to…</h2>
        <ul>
          <li>read and write all 46 basic hiragana, plus the voiced, contracted, long and doubled sounds;</li>
          <li>pronounce Japanese words with the right vowels and the right rhythm;</li>
          <li>greet people at different times of day and say thank you, sorry and goodbye appropriately;</li>
          <li>understand the everyday expressions you will hear in a classroom or at a Japanese home;</li>
          <li>count from 0 to 100 and say a phone number.</li>
        </ul>
        <Example japanese="こんにちは。" reading="konnichiwa." english="Hello. (Good afternoon.)" />
      </section>

      <section>
        <h2>Try it</h2>
        <p>Put the three steps of the learning path in order, and say which step uses spaced repetition.</p>
        <details>
          <summary>Answer</summary>
          <p>Lessons, then practice, then review. The review step uses spaced repetition.</p>
        </details>
      </section>
    </>
  );
}
