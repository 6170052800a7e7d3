import {VocabularyTable} from '../../../app/catalogue/VocabularyTable.tsx';
import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {PractiseWords} from '../../../components/lesson/PractiseWords.tsx';

export default function CommonExpressions() {
  return (
    <>
      <section>
        <h2>Everyday set phrases</h2>
        <p>
          Beyond hello and goodbye, daily life in Japanese is full of short set phrases: at meals, when coming home,
          when meeting someone, when asking for something, in class. They are said so often that using them well will
          make you sound natural long before your grammar does. Here is the rest of the chapter 0 set:
        </p>
        <VocabularyTable setId="genki_1_ch0_greetings" start={10} caption="Common expressions" />
      </section>

      <section>
        <h2>
          At the table: <span lang="ja">いただきます</span> and <span lang="ja">ごちそうさま</span>
        </h2>
        <p>
          Before eating, Japanese people put their hands together (or just pause) and say{' '}
          <span lang="ja">いただきます</span>, literally "I humbly receive". It thanks everyone involved in the meal:
          the cook, the host, even the food itself. People say it at home, in the school cafeteria and in restaurants
          (there, quietly, to themselves or their companions), and it is especially important when someone has cooked
          for you or is paying.
        </p>
        <p>
          After the meal comes <span lang="ja">ごちそうさまでした</span> (or, more casually,{' '}
          <span lang="ja">ごちそうさま</span>), "that was a feast". You can say it to your host, and many people say it
          to the staff when leaving a small restaurant.
        </p>
        <Example japanese="いただきます。" reading="itadakimasu." english="(said before eating)" />
      </section>

      <section>
        <h2>
          Coming home: <span lang="ja">ただいま</span> and <span lang="ja">おかえりなさい</span>
        </h2>
        <p>
          These complete the pair from the greetings lesson. When you get home you call out{' '}
          <span lang="ja">ただいま</span>, "I'm home". Whoever is there answers <span lang="ja">おかえりなさい</span>{' '}
          (casually <span lang="ja">おかえり</span>), "welcome back". Like <span lang="ja">いってきます</span>, they are
          also used when returning to the office.
        </p>
        <Example
          japanese="A: ただいま。 B: おかえり。"
          reading="A: tadaima. B: okaeri."
          english="A: I'm back! B: Welcome home!"
        />
      </section>

      <section>
        <h2>Meeting someone new</h2>
        <p>
          <span lang="ja">はじめまして</span> means "nice to meet you" and opens a first meeting. It is usually followed
          by your name and closed with <span lang="ja">よろしくおねがいします</span>, which asks the other person to
          treat you well from now on. Chapter 1 turns these into a full self-introduction.
        </p>
        <Example
          japanese="はじめまして。たなかです。よろしくおねがいします。"
          reading="hajimemashite. tanaka desu. yoroshiku onegai shimasu."
          english="How do you do? I'm Tanaka. Nice to meet you."
        />
      </section>

      <section>
        <h2>
          Asking and offering: <span lang="ja">おねがいします</span> and <span lang="ja">どうぞ</span>
        </h2>
        <p>
          English uses "please" for two different things, and Japanese keeps them apart.{' '}
          <span lang="ja">おねがいします</span> is the "please" of asking for something: put what you want in front of
          it, as when you order in a café. <span lang="ja">どうぞ</span> is the "please" of offering: "go ahead", "after
          you", "here you are", said when you offer a seat, hold a door or hand something over.
        </p>
        <Example japanese="おちゃ、おねがいします。" reading="ocha, onegai shimasu." english="Tea, please." />
        <Example japanese="どうぞ。" reading="dōzo." english="Here you are. / Go ahead." />
      </section>

      <section>
        <h2>In the classroom</h2>
        <h3>
          <span lang="ja">わかりました</span> and <span lang="ja">わかりません</span>
        </h3>
        <p>
          <span lang="ja">わかりました</span> means "I understand" or "understood, will do": use it when a teacher
          explains something or gives you an instruction. <span lang="ja">わかりません</span> means "I don't understand"
          or "I don't know". Saying it clearly is better than nodding along; no teacher minds hearing it.
        </p>
        <h3>
          <span lang="ja">しつれいします</span>
        </h3>
        <p>
          "Excuse me for intruding". Say it when you enter a teacher's office or a meeting room, and{' '}
          <span lang="ja">しつれいしました</span> when you leave. At work it is also how people say goodbye when leaving
          before others.
        </p>
        <h3>
          <span lang="ja">もういちどおねがいします</span> and <span lang="ja">ゆっくりおねがいします</span>
        </h3>
        <p>
          Two requests built on <span lang="ja">おねがいします</span>. <span lang="ja">もういちど</span> means "once
          more", so <span lang="ja">もういちどおねがいします</span> asks someone to say it again.{' '}
          <span lang="ja">ゆっくり</span> means "slowly", so <span lang="ja">ゆっくりおねがいします</span> asks them to
          slow down. Start with <span lang="ja">すみません</span> and both sound even more polite.
        </p>
        <Callout tone="note" title="Past tense for understanding">
          <p>
            Notice that "I understand" is <span lang="ja">わかりました</span>, a past-tense form: "it has become clear
            to me". The present <span lang="ja">わかります</span> is used for general ability, as in "I understand
            Japanese".
          </p>
        </Callout>
      </section>

      <section>
        <h2>Try it</h2>
        <p>Choose the right phrase.</p>
        <ol>
          <li>Your teacher says something too fast for you to follow.</li>
          <li>You have just finished dinner at a friend's house.</li>
          <li>Your teacher asks a question and you have no idea what it means.</li>
          <li>You come home and your roommate is on the sofa.</li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol>
            <li>
              <span lang="ja">ゆっくりおねがいします。</span> (or <span lang="ja">もういちどおねがいします。</span>)
            </li>
            <li>
              <span lang="ja">ごちそうさまでした。</span>
            </li>
            <li>
              <span lang="ja">わかりません。</span>
            </li>
            <li>
              <span lang="ja">ただいま。</span> Your roommate answers <span lang="ja">おかえり。</span>
            </li>
          </ol>
        </details>
      </section>

      <section>
        <h2>Practise these words</h2>
        <p>
          Practise these expressions in vocabulary practice, then in your reviews. Each time, picture the situation for
          each phrase: the table, the front door, the classroom.
        </p>
        <PractiseWords setId="genki_1_ch0_greetings">the greetings and set phrases</PractiseWords>
      </section>
    </>
  );
}
