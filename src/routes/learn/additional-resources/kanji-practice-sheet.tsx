import {createFileRoute, redirect} from '@tanstack/react-router';

// The sheet's old address inside the learning area (requirements §2.3).
export const Route = createFileRoute('/learn/additional-resources/kanji-practice-sheet')({
  staticData: {withoutZero: true},
  beforeLoad: () => {
    throw redirect({to: '/additional-resources/kanji-practice-sheet', replace: true});
  },
});
