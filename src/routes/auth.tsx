import {createFileRoute} from '@tanstack/react-router';
import {z} from 'zod';
import {AuthPage} from '../features/auth/AuthPage.tsx';
import {pageHead} from '../app/page-head.ts';

const authSearch = z.lazy(() =>
  z.object({
    mode: z.enum(['sign-in', 'sign-up', 'forgot']).catch('sign-in').default('sign-in'),
    reason: z.literal('expired').optional().catch(undefined),
    redirect: z.string().optional().catch(undefined),
  }),
);

export const Route = createFileRoute('/auth')({
  staticData: {withoutZero: true},
  validateSearch: authSearch,
  head: () => pageHead('/auth'),
  component: function AuthRoute() {
    const {mode, reason, redirect} = Route.useSearch();
    return <AuthPage key={mode} mode={mode} reason={reason} redirect={redirect} />;
  },
});
