import {createFileRoute} from '@tanstack/react-router';
import {z} from 'zod';
import {ResetPasswordPage} from '../features/auth/ResetPasswordPage.tsx';
import {pageHead} from '../app/page-head.ts';

const resetSearch = z.lazy(() =>
  z.object({
    token: z.string().optional().catch(undefined),
    error: z.string().optional().catch(undefined),
  }),
);

export const Route = createFileRoute('/reset-password')({
  staticData: {withoutZero: true},
  validateSearch: resetSearch,
  head: () => pageHead('/reset-password'),
  component: function ResetPasswordRoute() {
    const {token, error} = Route.useSearch();
    return <ResetPasswordPage token={token} linkError={error} />;
  },
});
