// Reviewing Anki's cards here: each card's question and answer as text (never Anki's HTML), and the answers kept in
// this browser until Anki has taken them, in order, sent once each (tests/support/service-stand-ins.ts plays
// AnkiConnect).
import {afterEach, beforeEach, describe, expect, test} from 'vitest';
import {startAnkiConnectStandIn, type AnkiConnectStandIn} from '../support/service-stand-ins.ts';
import {ankiReviewCardOf, dueAnkiCards, queueAfterAnswer} from '../../src/features/services/anki-review-queue.ts';
import {
  keepAnkiAnswer,
  sendAnkiAnswers,
  takeUnrecordedAnkiAnswers,
  waitingAnkiAnswers,
} from '../../src/features/services/anki-answers.ts';
import {ANKI_UNREACHABLE_MESSAGE} from '../../src/features/services/anki-connect.ts';

const info = (cardId: number, fields: Record<string, string>) => ({
  cardId,
  fields: Object.fromEntries(Object.entries(fields).map(([name, value], order) => [name, {value, order}])),
});

describe('a card as this page shows it', () => {
  test('its word is the question, the other fields the answer, as text', () => {
    expect(
      ankiReviewCardOf(
        info(1, {
          Expression: '<ruby>食<rt>た</rt></ruby>べる',
          Reading: 'たべる',
          Meaning: 'to eat<br>to have (a meal)',
          Audio: '[sound:taberu.mp3]',
        }),
      ),
    ).toEqual({cardId: 1, question: '食べる', answer: ['たべる', 'to eat\nto have (a meal)']});
  });

  test("Anki's markup and scripts become text, or nothing", () => {
    const card = ankiReviewCardOf(
      info(2, {Front: '猫<script>alert(1)</script>', Back: '<img src=x onerror="alert(1)">cat &amp; kitten'}),
    );
    expect(card).toEqual({cardId: 2, question: '猫', answer: ['cat & kitten']});
  });

  test('a card with no Japanese asks its first field', () => {
    expect(ankiReviewCardOf(info(3, {Front: 'Capital of France?', Back: 'Paris'}))).toEqual({
      cardId: 3,
      question: 'Capital of France?',
      answer: ['Paris'],
    });
    expect(ankiReviewCardOf(info(4, {Front: '', Back: ''}))).toBeNull();
  });
});

describe("the session's queue after an answer", () => {
  const cards = [1, 2, 3].map((cardId) => ({cardId, question: `単語${cardId}`, answer: []}));
  test('a card graded Again comes back after the others, as Anki puts it in (re)learning, due within minutes', () => {
    expect(queueAfterAnswer(cards, 1).map((card) => card.cardId)).toEqual([2, 3, 1]);
    expect(queueAfterAnswer(cards.slice(2), 1).map((card) => card.cardId)).toEqual([3]);
  });

  test('a card graded Hard, Good or Easy leaves the session', () => {
    for (const rating of [2, 3, 4] as const)
      expect(queueAfterAnswer(cards, rating).map((card) => card.cardId)).toEqual([2, 3]);
  });
});

describe('with AnkiConnect', () => {
  let anki: AnkiConnectStandIn;
  const store = new Map<string, string>();
  beforeEach(async () => {
    store.clear();
    (globalThis as {localStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>}).localStorage = {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
      removeItem: (key) => void store.delete(key),
    };
    anki = await startAnkiConnectStandIn({
      cards: [1, 2, 3].map((cardId) => ({cardId, fields: {Front: `単語${cardId}`}, due: true})),
    });
  });
  afterEach(() => anki.stop());

  test('the due cards leave out those whose answers still wait for Anki', async () => {
    expect((await dueAnkiCards(anki.url, new Set([2]))).map((card) => card.cardId)).toEqual([1, 3]);
  });

  test('answers reach Anki in the order given, once, and leave this browser once taken', async () => {
    keepAnkiAnswer(anki.url, {cardId: 2, ease: 3});
    keepAnkiAnswer(anki.url, {cardId: 1, ease: 1});
    await sendAnkiAnswers(anki.url);
    await sendAnkiAnswers(anki.url);
    expect(anki.answers).toEqual([
      {cardId: 2, ease: 3},
      {cardId: 1, ease: 1},
    ]);
    expect(waitingAnkiAnswers(anki.url)).toEqual([]);
  });

  test('Anki closed: the answers stay, and are sent when it is back', async () => {
    const {url} = anki;
    const port = Number(new URL(url).port);
    await anki.stop();
    keepAnkiAnswer(url, {cardId: 3, ease: 4});
    await expect(sendAnkiAnswers(url)).rejects.toThrow(ANKI_UNREACHABLE_MESSAGE);
    expect(waitingAnkiAnswers(url)).toEqual([{cardId: 3, ease: 4}]);
    anki = await startAnkiConnectStandIn({cards: [{cardId: 3, fields: {Front: '単語3'}, due: true}]}, port);
    await sendAnkiAnswers(url);
    expect(anki.answers).toEqual([{cardId: 3, ease: 4}]);
    expect(waitingAnkiAnswers(url)).toEqual([]);
  });

  test('an answer to a card Anki no longer has is not sent again and again, and is kept to be told once', async () => {
    keepAnkiAnswer(anki.url, {cardId: 99, ease: 3, question: '消えた'});
    keepAnkiAnswer(anki.url, {cardId: 1, ease: 3, question: '単語1'});
    await sendAnkiAnswers(anki.url);
    expect(anki.answers).toEqual([{cardId: 1, ease: 3}]);
    expect(waitingAnkiAnswers(anki.url)).toEqual([]);
    expect(takeUnrecordedAnkiAnswers(anki.url)).toEqual([{cardId: 99, ease: 3, question: '消えた'}]);
    expect(takeUnrecordedAnkiAnswers(anki.url)).toEqual([]);
  });
});
