import {createFileRoute} from '@tanstack/react-router';
import {z} from 'zod';
import {ResetPasswordPage} from '../features/auth/ResetPasswordPage.tsx';

const resetSearch = z.object({
  token: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/reset-password')({
  validateSearch: resetSearch,
  head: () => ({meta: [{title: 'Reset your password · Genki Study'}]}),
  component: function ResetPasswordRoute() {
    const {token, error} = Route.useSearch();
    return <ResetPasswordPage token={token} linkError={error} />;
  },
});
