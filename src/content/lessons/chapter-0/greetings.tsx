import {VocabularyTable} from '../../../app/catalogue/VocabularyTable.tsx';
import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {PractiseWords} from '../../../components/lesson/PractiseWords.tsx';

export default function Greetings() {
  return (
    <>
      <section>
        <h2>Your first Japanese words</h2>
        <p>
          Greetings are the words you will use most, and they are a great way to practise hiragana. Each one is a fixed
          phrase: learn it as a whole, with its rhythm, rather than trying to analyse it. Here are the first ten:
        </p>
        <VocabularyTable setId="genki_1_ch0_greetings" start={0} end={10} caption="Greetings" />
        <p>
          The notes below explain when to use each greeting, because in Japanese the right phrase depends on the time of
          day, on who you are talking to and on what is happening.
        </p>
      </section>

      <section>
        <h2>Greetings by time of day</h2>
        <h3>
          <span lang="ja">おはようございます</span>: good morning
        </h3>
        <p>
          Used until about ten or eleven in the morning. With friends and family, shorten it to{' '}
          <span lang="ja">おはよう</span>. The long form is the polite one: use it with teachers, colleagues and anyone
          you don't know well. In many workplaces it is also the first greeting of a shift, even in the evening.
        </p>
        <h3>
          <span lang="ja">こんにちは</span>: hello, good afternoon
        </h3>
        <p>
          The all-purpose daytime greeting, from late morning until dusk. Note the spelling: the last kana is{' '}
          <span lang="ja">は</span> but it is read wa, because historically the phrase was "as for today…". People
          rarely say <span lang="ja">こんにちは</span> to their own family or to close colleagues they see every day; it
          is for people outside your circle.
        </p>
        <h3>
          <span lang="ja">こんばんは</span>: good evening
        </h3>
        <p>
          Once it is dark. Like <span lang="ja">こんにちは</span>, it ends in a <span lang="ja">は</span> read wa.
        </p>
        <Example
          japanese="せんせい、おはようございます。"
          reading="sensei, ohayō gozaimasu."
          english="Good morning, Professor."
        />
      </section>

      <section>
        <h2>Goodbye and good night</h2>
        <h3>
          <span lang="ja">さようなら</span>: goodbye
        </h3>
        <p>
          The textbook goodbye, but it has a slightly final ring, as if you might not meet again soon. Schoolchildren
          say it to their teacher at the end of the day. Between friends, <span lang="ja">じゃあ、また</span> (see you)
          or <span lang="ja">またね</span> is more natural, and at work people leave with a phrase you will meet in the
          next lesson.
        </p>
        <h3>
          <span lang="ja">おやすみなさい</span>: good night
        </h3>
        <p>
          Said when you or the other person are going to bed, not as a general evening goodbye. Among family and
          friends, <span lang="ja">おやすみ</span>.
        </p>
      </section>

      <section>
        <h2>Saying thank you</h2>
        <p>
          <span lang="ja">ありがとうございます</span> is the polite thank you; <span lang="ja">ありがとう</span> is the
          friendly one. <span lang="ja">どうも</span> is a short, all-purpose "thanks" that you can also put in front
          for extra warmth: <span lang="ja">どうも ありがとうございます</span> (thank you very much). When someone
          thanks you, a modest <span lang="ja">いいえ</span> ("no, not at all") is a natural reply. Outside of thanks,{' '}
          <span lang="ja">いいえ</span> is simply the polite "no", the opposite of <span lang="ja">はい</span> (yes).
        </p>
        <Example
          japanese="どうも ありがとうございます。"
          reading="dōmo arigatō gozaimasu."
          english="Thank you very much."
        />
      </section>

      <section>
        <h2>
          <span lang="ja">すみません</span>: the most useful word in Japan
        </h2>
        <p>
          <span lang="ja">すみません</span> has three everyday jobs, and you will hear it constantly:
        </p>
        <ul>
          <li>
            <strong>Excuse me</strong>, to get attention: calling a waiter, stopping someone to ask the way, squeezing
            past on a train.
          </li>
          <li>
            <strong>I'm sorry</strong>, for small mistakes: bumping into someone, arriving a minute late.
          </li>
          <li>
            <strong>Thank you</strong>, when someone has gone to trouble for you: picking up something you dropped,
            holding a door. It says "I'm sorry to have bothered you", and it is often more natural than{' '}
            <span lang="ja">ありがとう</span> in these moments.
          </li>
        </ul>
        <p>
          For a personal apology to a friend or family member, <span lang="ja">ごめんなさい</span> (casually{' '}
          <span lang="ja">ごめん</span>) is more heartfelt. With a teacher or a stranger, stay with{' '}
          <span lang="ja">すみません</span>.
        </p>
        <Example
          japanese="すみません、おてあらいは どこですか。"
          reading="sumimasen, otearai wa doko desu ka."
          english="Excuse me, where is the restroom?"
        />
      </section>

      <section>
        <h2>
          Leaving home: <span lang="ja">いってきます</span> and <span lang="ja">いってらっしゃい</span>
        </h2>
        <p>
          These two come as a pair and have no real English equivalent. The person leaving the house (for school, work,
          or even a quick trip to the shop) says <span lang="ja">いってきます</span>, literally "I'll go and come back".
          The people staying at home answer <span lang="ja">いってらっしゃい</span>, "go and come back", a warm "see you
          later, take care". Families say them every single day, and they are also used when someone leaves an office
          for an errand. When the person comes back, a second pair is used, which you will meet in the next lesson.
        </p>
        <Example
          japanese="A: いってきます。 B: いってらっしゃい。"
          reading="A: ittekimasu. B: itterasshai."
          english="A: I'm off! B: See you later!"
        />
      </section>

      <section>
        <h2>Bowing and body language</h2>
        <p>
          Greetings in Japan usually come with a bow. You do not need to master the etiquette at once; a few points go a
          long way:
        </p>
        <ul>
          <li>For everyday greetings, a small nod of the head or a light bow from the waist is enough.</li>
          <li>A deeper, slower bow shows more respect or a sincere apology.</li>
          <li>
            Keep your back straight and your eyes down while bowing; men usually keep their hands at their sides, women
            often hold them in front.
          </li>
          <li>Many Japanese people will offer a handshake to a foreign visitor. Follow their lead.</li>
        </ul>
        <Callout tone="tip" title="Polite by default">
          <p>
            When you are not sure, use the long, polite form (<span lang="ja">おはようございます</span>,{' '}
            <span lang="ja">ありがとうございます</span>). Being a little too polite is never a problem for a learner;
            being too casual with a stranger or a teacher can be.
          </p>
        </Callout>
      </section>

      <section>
        <h2>Try it</h2>
        <p>What would you say in each situation?</p>
        <ol>
          <li>You meet your teacher at 9 a.m.</li>
          <li>You bump into someone on a crowded train.</li>
          <li>You leave home for class, and your host mother is in the kitchen.</li>
          <li>Your host mother replies.</li>
          <li>A friend says goodnight before going to bed.</li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol>
            <li>
              <span lang="ja">おはようございます。</span> (the polite form, because it is your teacher)
            </li>
            <li>
              <span lang="ja">すみません。</span>
            </li>
            <li>
              <span lang="ja">いってきます。</span>
            </li>
            <li>
              <span lang="ja">いってらっしゃい。</span>
            </li>
            <li>
              <span lang="ja">おやすみ。</span> or <span lang="ja">おやすみなさい。</span>
            </li>
          </ol>
        </details>
      </section>

      <section>
        <h2>Practise these words</h2>
        <p>
          Practise the greetings in vocabulary practice, then review them daily until each one comes to you with its
          situation, not just its translation.
        </p>
        <PractiseWords setId="genki_1_ch0_greetings">the greetings</PractiseWords>
      </section>
    </>
  );
}
