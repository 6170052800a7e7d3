import {createFileRoute} from '@tanstack/react-router';
import {CreditsPage} from '../features/credits/CreditsPage.tsx';
import {pageHead} from '../app/page-head.ts';

export const Route = createFileRoute('/credits')({
  staticData: {withoutZero: true},
  head: () => pageHead('Credits', 'The open data behind Genki Study: KanjiVG stroke order and the KANJIDIC2 kanji dictionary, and their licences.'),
  component: CreditsPage,
});
