import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {Ruby} from '../../../components/lesson/Ruby.tsx';
import {LessonTable} from '../../../components/lesson/LessonTable.tsx';
import {PractiseWords} from '../../../components/lesson/PractiseWords.tsx';

type Multiple = {digit: number; hundreds: string; thousands: string};

const MULTIPLES: Multiple[] = [
  {digit: 1, hundreds: 'ひゃく', thousands: 'せん'},
  {digit: 2, hundreds: 'にひゃく', thousands: 'にせん'},
  {digit: 3, hundreds: 'さんびゃく', thousands: 'さんぜん'},
  {digit: 4, hundreds: 'よんひゃく', thousands: 'よんせん'},
  {digit: 5, hundreds: 'ごひゃく', thousands: 'ごせん'},
  {digit: 6, hundreds: 'ろっぴゃく', thousands: 'ろくせん'},
  {digit: 7, hundreds: 'ななひゃく', thousands: 'ななせん'},
  {digit: 8, hundreds: 'はっぴゃく', thousands: 'はっせん'},
  {digit: 9, hundreds: 'きゅうひゃく', thousands: 'きゅうせん'},
];

/** The sound changes in MULTIPLES, flagged so the table can point them out. */
const IRREGULAR = new Set(['さんびゃく', 'ろっぴゃく', 'はっぴゃく', 'さんぜん', 'はっせん']);

function highlightIrregular(reading: string) {
  return IRREGULAR.has(reading) ? <strong>{reading}</strong> : reading;
}

type ManStep = {value: string; reading: string; english: string};

const MAN_STEPS: ManStep[] = [
  {value: '10,000', reading: 'いちまん', english: 'ten thousand'},
  {value: '20,000', reading: 'にまん', english: 'twenty thousand'},
  {value: '100,000', reading: 'じゅうまん', english: 'a hundred thousand'},
  {value: '1,000,000', reading: 'ひゃくまん', english: 'a million'},
  {value: '10,000,000', reading: 'いっせんまん', english: 'ten million'},
];

/** Chapter 2: counting past 100 with 百, 千 and 万, and reading long numbers in groups of four. */
export default function BigNumbersLesson() {
  return (
    <>
      <section>
        <h2>Building on 1 to 99</h2>
        <p>
          You can already count to 99 by combining the digits with <span lang="ja">じゅう</span>: 47 is{' '}
          <span lang="ja">よんじゅうなな</span>, literally “four tens, seven”. Bigger numbers work the same way, with
          three new units:
        </p>
        <ul>
          <li>
            <Ruby word="百" reading="ひゃく" />: a hundred
          </li>
          <li>
            <Ruby word="千" reading="せん" />: a thousand
          </li>
          <li>
            <Ruby word="万" reading="まん" />: ten thousand
          </li>
        </ul>
        <p>
          You say how many of each unit there are, from the largest down, and skip any unit you have none of. The only
          difficulty is a handful of sound changes, which you simply have to learn by ear.
        </p>
      </section>

      <section>
        <h2>
          <span lang="ja">百</span> and <span lang="ja">千</span>
        </h2>
        <p>
          Put the digit in front of the unit: 200 is <span lang="ja">にひゃく</span>, 5,000 is{' '}
          <span lang="ja">ごせん</span>. One hundred and one thousand need no “one”: just <span lang="ja">ひゃく</span>{' '}
          and <span lang="ja">せん</span>. The forms in bold change their sound, because the meeting point of the two
          words is smoothed over.
        </p>
        <LessonTable
          caption="Hundreds and thousands (sound changes in bold)"
          columns={[
            {header: 'Digit', cell: ({digit}) => digit},
            {header: '× 100', cell: ({hundreds}) => highlightIrregular(hundreds), lang: 'ja'},
            {header: '× 1,000', cell: ({thousands}) => highlightIrregular(thousands), lang: 'ja'},
          ]}
          rows={MULTIPLES}
          rowKey={({digit}) => digit}
        />
        <Callout tone="tip" title="Spotting the pattern">
          <p>
            Three triggers cause all five changes. After <span lang="ja">さん</span> the h-sound becomes b and the
            s-sound becomes z (<span lang="ja">さんびゃく</span>, <span lang="ja">さんぜん</span>). Six and eight shrink
            to a small <span lang="ja">っ</span> before <span lang="ja">ひゃく</span>, which then becomes{' '}
            <span lang="ja">ぴゃく</span> (<span lang="ja">ろっぴゃく</span>, <span lang="ja">はっぴゃく</span>). Eight
            does the same before <span lang="ja">せん</span> (<span lang="ja">はっせん</span>), but six does not:{' '}
            <span lang="ja">ろくせん</span>.
          </p>
        </Callout>
      </section>

      <section>
        <h2>
          <span lang="ja">万</span>: counting in ten-thousands
        </h2>
        <p>
          English groups large numbers in threes: thousand, million, billion, and the commas in 1,000,000 mark those
          groups. Japanese groups them in <strong>fours</strong>. Its next unit after <span lang="ja">せん</span> is{' '}
          <Ruby word="万" reading="まん" />, ten thousand, and everything up to a hundred million is counted in{' '}
          <span lang="ja">まん</span>.
        </p>
        <LessonTable
          caption={
            <>
              Counting with <span lang="ja">万</span>
            </>
          }
          columns={[
            {header: 'Number', cell: ({value}) => value},
            {header: 'Reading', cell: ({reading}) => reading, lang: 'ja'},
            {header: 'In English', cell: ({english}) => english},
          ]}
          rows={MAN_STEPS}
          rowKey={({value}) => value}
        />
        <p>
          Notice that ten thousand is <span lang="ja">いちまん</span>, with the “one” included, unlike{' '}
          <span lang="ja">ひゃく</span> and <span lang="ja">せん</span>. And a million is “a hundred ten-thousands”:{' '}
          <span lang="ja">ひゃくまん</span>. The next unit, <Ruby word="億" reading="おく" />, is a hundred million; you
          will meet it in news about populations and budgets.
        </p>
        <Callout tone="warning" title="Don't say じゅうせん">
          <p>
            English speakers think “ten thousand” and reach for <span lang="ja">じゅうせん</span>. That word does not
            exist: a Japanese speaker has already moved on to the next unit, <span lang="ja">いちまん</span>.
          </p>
        </Callout>
      </section>

      <section>
        <h2>Reading a long number</h2>
        <p>
          The reliable method: count four digits from the right and mentally put a break there. Everything to the left
          of the break is a number of <span lang="ja">まん</span>; everything to the right you read as usual.
        </p>
        <ol>
          <li>Take 35,800. Split four digits from the right: 3 | 5800.</li>
          <li>
            The left part is 3, so: <span lang="ja">さんまん</span>.
          </li>
          <li>
            The right part is 5800: <span lang="ja">ごせんはっぴゃく</span>.
          </li>
          <li>
            Together: <span lang="ja">さんまんごせんはっぴゃく</span>.
          </li>
        </ol>
        <p>Zeros are simply not read. Some four- and five-digit numbers to study:</p>
        <Example
          japanese="1,984"
          reading="せんきゅうひゃくはちじゅうよん"
          english="one thousand nine hundred and eighty-four"
        />
        <Example japanese="3,300" reading="さんぜんさんびゃく" english="three thousand three hundred" />
        <Example japanese="8,600" reading="はっせんろっぴゃく" english="eight thousand six hundred" />
        <Example japanese="1,005" reading="せんご" english="one thousand and five" />
        <Example japanese="16,000" reading="いちまんろくせん" english="sixteen thousand" />
        <Example
          japanese="47,350"
          reading="よんまんななせんさんびゃくごじゅう"
          english="forty-seven thousand three hundred and fifty"
        />
        <Example japanese="90,210" reading="きゅうまんにひゃくじゅう" english="ninety thousand two hundred and ten" />
        <Callout tone="note" title="Four and seven">
          <p>
            In large numbers, use <span lang="ja">よん</span> for 4 and <span lang="ja">なな</span> for 7:{' '}
            <span lang="ja">よんひゃく</span>, <span lang="ja">ななせん</span>, <span lang="ja">よんまん</span>. The
            other readings (<span lang="ja">し</span>, <span lang="ja">しち</span>) are avoided here because they are
            easy to mishear.
          </p>
        </Callout>
      </section>

      <section>
        <h2>Try it</h2>
        <p>Say these numbers in Japanese, then check.</p>
        <ol>
          <li>600</li>
          <li>3,000</li>
          <li>8,000</li>
          <li>365</li>
          <li>24,500</li>
          <li>70,000</li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol lang="ja">
            <li>ろっぴゃく</li>
            <li>さんぜん</li>
            <li>はっせん</li>
            <li>さんびゃくろくじゅうご</li>
            <li>にまんよんせんごひゃく</li>
            <li>ななまん</li>
          </ol>
        </details>
      </section>

      <section>
        <h2>Practise these words</h2>
        <p>
          Drill the sound changes until they come out automatically: practise the number words in the chapter's
          vocabulary, and read every price and page number you see aloud.
        </p>
        <PractiseWords setId="genki_1_ch2_shopping">the number and price words</PractiseWords>
      </section>
    </>
  );
}
