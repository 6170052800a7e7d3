// Radicals are the components KanjiVG names. Most are kanji in their own right (KANJIDIC knows them); the
// variant shapes that only occur inside other kanji get their usual English names here.
import type {RadicalInfo} from '../../../schema/catalogue.ts';
import {readKanjiInfo} from '../../kanji/kanjidic.ts';

const VARIANT_FORMS: Record<string, {meanings: string[]; strokeCount: number}> = {
  亻: {meanings: ['person'], strokeCount: 2},
  氵: {meanings: ['water'], strokeCount: 3},
  扌: {meanings: ['hand'], strokeCount: 3},
  艹: {meanings: ['grass'], strokeCount: 3},
  忄: {meanings: ['heart'], strokeCount: 3},
  礻: {meanings: ['altar', 'spirit'], strokeCount: 4},
  衤: {meanings: ['clothing'], strokeCount: 5},
  冫: {meanings: ['ice'], strokeCount: 2},
  阝: {meanings: ['hill', 'village'], strokeCount: 3},
  犭: {meanings: ['animal', 'dog'], strokeCount: 3},
  糸: {meanings: ['thread'], strokeCount: 6},
  糹: {meanings: ['thread'], strokeCount: 6},
  釒: {meanings: ['metal'], strokeCount: 8},
  飠: {meanings: ['food', 'eat'], strokeCount: 8},
  '⻊': {meanings: ['foot'], strokeCount: 7},
  '⺍': {meanings: ['little', 'sparkle'], strokeCount: 3},
  '⺌': {meanings: ['little'], strokeCount: 3},
  '⺮': {meanings: ['bamboo'], strokeCount: 6},
  '⻌': {meanings: ['walk', 'movement'], strokeCount: 3},
  辶: {meanings: ['walk', 'movement'], strokeCount: 3},
  '⺾': {meanings: ['grass'], strokeCount: 3},
  '⺅': {meanings: ['person'], strokeCount: 2},
  '⺡': {meanings: ['water'], strokeCount: 3},
  '⺘': {meanings: ['hand'], strokeCount: 3},
  '⺖': {meanings: ['heart'], strokeCount: 3},
  '⺹': {meanings: ['old'], strokeCount: 4},
  '⺣': {meanings: ['fire'], strokeCount: 4},
  灬: {meanings: ['fire'], strokeCount: 4},
  罒: {meanings: ['net', 'eye'], strokeCount: 5},
  '⺫': {meanings: ['net', 'eye'], strokeCount: 5},
  '⺧': {meanings: ['cow'], strokeCount: 4},
  '⺶': {meanings: ['sheep'], strokeCount: 6},
  '⻖': {meanings: ['hill'], strokeCount: 3},
  '⻏': {meanings: ['village'], strokeCount: 3},
  宀: {meanings: ['roof'], strokeCount: 3},
  冖: {meanings: ['cover', 'crown'], strokeCount: 2},
  丶: {meanings: ['dot'], strokeCount: 1},
  丿: {meanings: ['slash'], strokeCount: 1},
  丨: {meanings: ['line', 'stick'], strokeCount: 1},
  亠: {meanings: ['lid'], strokeCount: 2},
  疒: {meanings: ['sickness'], strokeCount: 5},
  廾: {meanings: ['two hands'], strokeCount: 3},
  彳: {meanings: ['step', 'going'], strokeCount: 3},
  攵: {meanings: ['strike', 'action'], strokeCount: 4},
  刂: {meanings: ['knife', 'sword'], strokeCount: 2},
  '⺉': {meanings: ['knife', 'sword'], strokeCount: 2},
  爫: {meanings: ['claw'], strokeCount: 4},
  '⺤': {meanings: ['claw'], strokeCount: 4},
  癶: {meanings: ['legs', 'departure'], strokeCount: 5},
  夂: {meanings: ['winter', 'go slowly'], strokeCount: 3},
  廴: {meanings: ['long stride'], strokeCount: 3},
  '⺗': {meanings: ['heart'], strokeCount: 4},
  '⺝': {meanings: ['moon', 'flesh'], strokeCount: 4},
};

// KANJIDIC describes some radical shapes only by number ("radical number 9"): that is no meaning to learn.
const RADICAL_NUMBER = /^radical (number|\(no)/i;

export function radicalInfo(radical: string): RadicalInfo {
  const entry = readKanjiInfo(radical);
  const variant = VARIANT_FORMS[radical];
  return {
    radical,
    meanings: variant?.meanings ?? entry?.meanings.filter((meaning) => !RADICAL_NUMBER.test(meaning)) ?? [],
    strokeCount: entry?.strokeCount ?? variant?.strokeCount ?? null,
  };
}
