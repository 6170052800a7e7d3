import {VocabularyTable} from '../../../catalogue/VocabularyTable.tsx';
import {Callout} from '../../components/Callout.tsx';
import {Example} from '../../components/Example.tsx';

export default function CommonExpressions() {
  return (
    <>
      <section>
        <h2>Everyday set phrases</h2>
        <p>
          Beyond hello and goodbye, daily life in Japanese is full of short set phrases: at meals, when coming home, when
          apologising, in class. They are said so often that using them well will make you sound natural long before your
          grammar does. Here is the rest of the chapter 0 set:
        </p>
        <VocabularyTable setId="genki_1_ch0_greetings" start={10} caption="Common expressions" />
      </section>

      <section>
        <h2>At the table: いただきます and ごちそうさま</h2>
        <p>
          Before eating, Japanese people put their hands together (or just pause) and say <span lang="ja">いただきます</span>,
          literally "I humbly receive". It thanks everyone involved in the meal: the cook, the host, even the food itself.
          People say it at home, in the school cafeteria and in restaurants (there, quietly, to themselves or their
          companions), and it is especially important when someone has cooked for you or is paying.
        </p>
        <p>
          After the meal comes <span lang="ja">ごちそうさまでした</span> (or, more casually, <span lang="ja">ごちそうさま</span>),
          "that was a feast". You can say it to your host, and many people say it to the staff when leaving a small
          restaurant.
        </p>
        <Example japanese="いただきます。" reading="itadakimasu." english="(said before eating)" />
      </section>

      <section>
        <h2>Coming home: ただいま and おかえりなさい</h2>
        <p>
          These complete the pair from the greetings lesson. When you get home you call out <span lang="ja">ただいま</span>,
          "I'm home". Whoever is there answers <span lang="ja">おかえりなさい</span> (casually{' '}
          <span lang="ja">おかえり</span>), "welcome back". Like <span lang="ja">いってきます</span>, they are also used when
          returning to the office.
        </p>
        <Example japanese="A: ただいま。 B: おかえり。" reading="A: tadaima. B: okaeri." english="A: I'm back! B: Welcome home!" />
      </section>

      <section>
        <h2>すみません: the most useful word in Japan</h2>
        <p>
          <span lang="ja">すみません</span> has three everyday jobs, and you will hear it constantly:
        </p>
        <ul>
          <li><strong>Excuse me</strong>, to get attention: calling a waiter, stopping someone to ask the way, squeezing past on a train.</li>
          <li><strong>I'm sorry</strong>, for small mistakes: bumping into someone, arriving a minute late.</li>
          <li>
            <strong>Thank you</strong>, when someone has gone to trouble for you: picking up something you dropped, holding
            a door. It says "I'm sorry to have bothered you", and it is often more natural than{' '}
            <span lang="ja">ありがとう</span> in these moments.
          </li>
        </ul>
        <p>
          For a personal apology to a friend or family member, <span lang="ja">ごめんなさい</span> (casually{' '}
          <span lang="ja">ごめん</span>) is more heartfelt. With a teacher or a stranger, stay with{' '}
          <span lang="ja">すみません</span>.
        </p>
        <Example japanese="すみません、おてあらいは どこですか。" reading="sumimasen, otearai wa doko desu ka." english="Excuse me, where is the restroom?" />
      </section>

      <section>
        <h2>In the classroom</h2>
        <h3><span lang="ja">わかりました</span> and <span lang="ja">わかりません</span></h3>
        <p>
          <span lang="ja">わかりました</span> means "I understand" or "understood, will do": use it when a teacher explains
          something or gives you an instruction. <span lang="ja">わかりません</span> means "I don't understand" or "I don't
          know". Saying it clearly is better than nodding along; no teacher minds hearing it.
        </p>
        <h3><span lang="ja">しつれいします</span></h3>
        <p>
          "Excuse me for intruding". Say it when you enter a teacher's office or a meeting room, and{' '}
          <span lang="ja">しつれいしました</span> when you leave. At work it is also how people say goodbye when leaving
          before others.
        </p>
        <h3><span lang="ja">はい</span>, <span lang="ja">いいえ</span> and <span lang="ja">どうぞ</span></h3>
        <p>
          <span lang="ja">はい</span> is "yes", and also "present!" at roll call or "here you are". <span lang="ja">いいえ</span>{' '}
          is "no", and doubles as a modest "not at all" when someone thanks you. <span lang="ja">どうぞ</span> means "please,
          go ahead": offering a seat, holding a door, handing something over.
        </p>
        <Callout tone="note" title="Past tense for understanding">
          <p>
            Notice that "I understand" is <span lang="ja">わかりました</span>, a past-tense form: "it has become clear to
            me". The present <span lang="ja">わかります</span> is used for general ability, as in "I understand Japanese".
          </p>
        </Callout>
      </section>

      <section>
        <h2>Try it</h2>
        <p>Choose the right phrase.</p>
        <ol>
          <li>A stranger picks up the glove you dropped.</li>
          <li>You have just finished dinner at a friend's house.</li>
          <li>Your teacher asks a question and you have no idea what it means.</li>
          <li>You come home and your roommate is on the sofa.</li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol>
            <li><span lang="ja">すみません。</span> (or <span lang="ja">ありがとうございます。</span>)</li>
            <li><span lang="ja">ごちそうさまでした。</span></li>
            <li><span lang="ja">わかりません。</span></li>
            <li><span lang="ja">ただいま。</span> Your roommate answers <span lang="ja">おかえり。</span></li>
          </ol>
        </details>
      </section>

      <section>
        <h2>Practise these words</h2>
        <p>
          Add these expressions to your review deck. When you review, picture the situation for each phrase: the table,
          the front door, the classroom.
        </p>
      </section>
    </>
  );
}
