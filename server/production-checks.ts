// `npm start` with NODE_ENV=production refuses a configuration that would be unsafe with real learners: the
// development secrets that anyone can read in this repository, or no PUBLIC_URL (links in emails, the trusted
// origin of sign-ins and whether cookies are Secure all come from it).
import {DEV_AUTH_SECRET, DEV_ZERO_ADMIN_PASSWORD} from './config.ts';

const MIN_SECRET_LENGTH = 32;

/** What must change before this environment may serve learners; empty when nothing, or when not in production. */
export function productionConfigProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  const secret = env.BETTER_AUTH_SECRET;
  if (!secret || secret === DEV_AUTH_SECRET)
    problems.push('BETTER_AUTH_SECRET is not set: it signs sessions (e.g. `openssl rand -base64 32`).');
  else if (secret.length < MIN_SECRET_LENGTH)
    problems.push(`BETTER_AUTH_SECRET is shorter than ${MIN_SECRET_LENGTH} characters.`);
  if (
    env.START_ZERO_CACHE !== '0' &&
    (!env.ZERO_ADMIN_PASSWORD || env.ZERO_ADMIN_PASSWORD === DEV_ZERO_ADMIN_PASSWORD)
  ) {
    problems.push("ZERO_ADMIN_PASSWORD is not set: it guards zero-cache's admin pages.");
  }
  if (!env.PUBLIC_URL)
    problems.push('PUBLIC_URL is not set: the address learners use, e.g. https://genki.example.com.');
  else if (!URL.canParse(env.PUBLIC_URL)) problems.push(`PUBLIC_URL (${env.PUBLIC_URL}) is not a URL.`);
  return problems;
}
