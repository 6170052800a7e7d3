import {createFileRoute} from '@tanstack/react-router';
import {PricingPage} from '../features/pricing/PricingPage.tsx';
import {pageHead} from '../app/page-head.ts';

export const Route = createFileRoute('/pricing')({
  staticData: {withoutZero: true},
  head: () => pageHead('/pricing'),
  component: PricingPage,
});
