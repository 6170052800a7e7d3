// Chapter 1: X は Y です, questions with か, and の between nouns.
import type {WorksheetInput} from '../../features/worksheets/worksheet.ts';

export default {
  chapter: 1,
  intro: 'Introduce people with は, です and の, and read a short self-introduction.',
  sections: [
    {
      kind: 'particles',
      items: [
        {
          sentence: '私＿留学生です。',
          english: 'I am an international student.',
          particles: ['は'],
          why: 'は marks the topic: who the sentence is about.',
        },
        {
          sentence: 'ケンさんは日本語＿先生です。',
          english: 'Ken is a Japanese teacher.',
          particles: ['の'],
          why: 'の joins two nouns: a teacher of Japanese.',
        },
        {
          sentence: 'リサさんは学生です＿。',
          english: 'Is Lisa a student?',
          particles: ['か'],
          why: 'か at the end turns the sentence into a question.',
        },
        {
          sentence: '私＿専攻は歴史です。',
          english: 'My major is history.',
          particles: ['の'],
          why: 'の makes 私 “my”: the major of me.',
        },
      ],
    },
    {
      kind: 'conjugation',
      forms: ['normal:polite:nonpast:pos', 'normal:polite:nonpast:neg'],
      words: [
        {written: '学生', reading: 'がくせい', class: 'na-adjective', english: 'student', noun: true},
        {written: '先生', reading: 'せんせい', class: 'na-adjective', english: 'teacher', noun: true},
        {written: '日本人', reading: 'にほんじん', class: 'na-adjective', english: 'Japanese person', noun: true},
      ],
    },
    {
      kind: 'kanji',
      read: [
        {word: '日本', reading: 'にほん', english: 'Japan'},
        {word: '学生', reading: 'がくせい', english: 'student'},
      ],
      write: [
        {word: '先生', reading: 'せんせい', english: 'teacher'},
        {word: '名前', reading: 'なまえ', english: 'name'},
      ],
    },
    {
      kind: 'translation',
      toEnglish: [
        {japanese: '私は大学生です。', english: ['I am a college student.', 'I am a university student.']},
        {
          japanese: '今、三時です。',
          english: ['It is three o’clock now.', 'It is now three o’clock.', 'It is three now.'],
        },
      ],
      toJapanese: [
        {
          english: 'I am a student.',
          japanese: '私は学生です。',
          reading: 'わたしはがくせいです。',
          predicate: [{word: '', class: 'na-adjective'}],
        },
        {
          english: 'Is Mr. Tanaka a teacher?',
          japanese: '田中さんは先生ですか。',
          reading: 'たなかさんはせんせいですか。',
          predicate: [{word: '', class: 'na-adjective'}],
        },
      ],
    },
    {
      kind: 'reading',
      title: 'Meet Anna',
      passage: [
        'はじめまして。',
        '私の名前はアンナです。',
        'カナダ人です。',
        '大学の二年生です。専攻は経済です。',
        'よろしくおねがいします。',
      ],
      questions: [
        {
          question: 'Where is Anna from?',
          answers: ['Canada', 'She is from Canada', 'she is Canadian', 'Canadian'],
          because: 'カナダ人です。',
        },
        {
          question: 'Which year of university is she in?',
          answers: ['second year', 'the second year', 'second', '2nd year', 'year two'],
          because: '大学の二年生です。専攻は経済です。',
        },
        {question: 'What is her major?', answers: ['economics'], because: '大学の二年生です。専攻は経済です。'},
      ],
    },
  ],
} satisfies WorksheetInput;
