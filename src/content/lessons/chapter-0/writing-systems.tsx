import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {Ruby} from '../../../components/lesson/Ruby.tsx';

export default function WritingSystems() {
  return (
    <>
      <section>
        <h2>Three scripts in one sentence</h2>
        <p>
          Japanese is written with three scripts at the same time, and a fourth (the Latin alphabet) helps learners and
          appears on signs. A normal sentence freely mixes all three Japanese scripts, each doing its own job. This is
          less chaotic than it sounds: once you know what each script is for, the mix actually makes text easier to
          read.
        </p>
      </section>

      <section>
        <h2>Hiragana: the grammar script</h2>
        <p>
          Hiragana (<span lang="ja">ひらがな</span>) is a set of 46 basic characters, each standing for one sound, such
          as <span lang="ja">か</span> (ka) or <span lang="ja">す</span> (su). Its shapes are rounded and flowing.
          Hiragana is used for:
        </p>
        <ul>
          <li>
            particles, the little words that mark the role of a word (<span lang="ja">は</span>,{' '}
            <span lang="ja">を</span>, <span lang="ja">の</span>…);
          </li>
          <li>the endings of verbs and adjectives, which change with tense and politeness;</li>
          <li>native Japanese words that have no kanji or whose kanji are rare;</li>
          <li>small readings printed over difficult kanji, called furigana.</li>
        </ul>
        <p>Any Japanese word can be written in hiragana alone, which is why it is the first script you learn.</p>
      </section>

      <section>
        <h2>Katakana: the script for borrowed words</h2>
        <p>
          Katakana (<span lang="ja">カタカナ</span>) represents exactly the same sounds as hiragana, but with angular
          shapes. It is used for words borrowed from other languages (<span lang="ja">コーヒー</span> kōhī, coffee),
          foreign names (<span lang="ja">ジョン</span> Jon, John), many animal and plant names in science, sound
          effects, and for emphasis, a bit like italics in English. You will learn katakana in chapter 2.
        </p>
      </section>

      <section>
        <h2>Kanji: characters that carry meaning</h2>
        <p>
          Kanji (<Ruby word="漢字" reading="かんじ" />) are characters that came from Chinese. Each one carries a
          meaning and usually has more than one reading. <Ruby word="山" reading="やま" /> means mountain,{' '}
          <Ruby word="人" reading="ひと" /> means person. Kanji are used for the core of a word: most nouns, and the
          stems of verbs and adjectives. About 2,000 are in everyday use; this course introduces them gradually from
          chapter 3, always with their reading shown above them at first.
        </p>
      </section>

      <section>
        <h2>Romaji: a learner's bridge</h2>
        <p>
          Romaji (
          <span lang="ja">
            ローマ
            <Ruby word="字" reading="じ" />
          </span>
          ) is Japanese written in the Latin alphabet: <em>konnichiwa</em>. Japanese people see it on station signs and
          in passports, and most people use it to type Japanese on a keyboard (you type <em>neko</em> and the computer
          turns it into <span lang="ja">ねこ</span>). But nobody reads Japanese in romaji. Use it in your first days to
          check a sound, then let go of it as soon as you can read hiragana.
        </p>
        <Callout tone="warning" title="Don't stay in romaji">
          <p>
            Learners who keep leaning on romaji tend to mispronounce long vowels and doubled consonants, because the
            Latin spelling hides them. The kana show them plainly. That is why this course stops printing romaji after
            the first lessons of chapter 1.
          </p>
        </Callout>
      </section>

      <section>
        <h2>A mixed sentence, piece by piece</h2>
        <Example
          japanese={
            <>
              <Ruby word="私" reading="わたし" />
              はコーヒーを
              <Ruby word="飲" reading="の" />
              みます。
            </>
          }
          reading="watashi wa kōhī o nomimasu."
          english="I drink coffee."
        />
        <div className="table-scroll">
          <table>
            <caption>Who does what in the sentence</caption>
            <thead>
              <tr>
                <th scope="col">Piece</th>
                <th scope="col">Script</th>
                <th scope="col">Sound</th>
                <th scope="col">Job</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">
                  <Ruby word="私" reading="わたし" />
                </th>
                <td>kanji</td>
                <td>watashi</td>
                <td>"I": the meaning-carrying word</td>
              </tr>
              <tr>
                <th scope="row" lang="ja">
                  は
                </th>
                <td>hiragana</td>
                <td>wa</td>
                <td>particle: marks the topic</td>
              </tr>
              <tr>
                <th scope="row" lang="ja">
                  コーヒー
                </th>
                <td>katakana</td>
                <td>kōhī</td>
                <td>a borrowed word (from Dutch)</td>
              </tr>
              <tr>
                <th scope="row" lang="ja">
                  を
                </th>
                <td>hiragana</td>
                <td>o</td>
                <td>particle: marks the object</td>
              </tr>
              <tr>
                <th scope="row">
                  <Ruby word="飲" reading="の" />
                </th>
                <td>kanji</td>
                <td>no</td>
                <td>stem of the verb "drink"</td>
              </tr>
              <tr>
                <th scope="row" lang="ja">
                  みます
                </th>
                <td>hiragana</td>
                <td>mimasu</td>
                <td>polite present ending of the verb</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>
          Notice that there are no spaces. The switch between scripts does the work spaces do in English: a kanji
          usually starts a content word, and the hiragana after it is an ending or a particle. Compare a similar
          sentence written only in hiragana, <span lang="ja">わたしはみずをのみます</span> (I drink water): it is
          readable, but you have to work out for yourself where each word begins.
        </p>
      </section>

      <section>
        <h2>One word, several spellings</h2>
        <p>
          The word for cat can be written <span lang="ja">ねこ</span> (hiragana), <span lang="ja">ネコ</span> (katakana,
          common in biology and on cute signs) or <Ruby word="猫" reading="ねこ" /> (kanji). All three are read neko.
          The sound stays the same; the script chooses the tone and the context.
        </p>
      </section>

      <section>
        <h2>Try it</h2>
        <p>
          In the sentence{' '}
          <span lang="ja">
            <Ruby word="田中" reading="たなか" />
            さんはテレビを
            <Ruby word="見" reading="み" />
            ます。
          </span>{' '}
          (Mr Tanaka watches TV.), which parts are kanji, which are hiragana and which is katakana?
        </p>
        <details>
          <summary>Answer</summary>
          <p>
            Kanji: <Ruby word="田中" reading="たなか" /> (the name Tanaka) and <Ruby word="見" reading="み" /> (the stem
            of "watch"). Hiragana: <span lang="ja">さん</span>, <span lang="ja">は</span>, <span lang="ja">を</span> and
            the ending <span lang="ja">ます</span>. Katakana: <span lang="ja">テレビ</span> (terebi, TV), a borrowed
            word.
          </p>
        </details>
      </section>
    </>
  );
}
