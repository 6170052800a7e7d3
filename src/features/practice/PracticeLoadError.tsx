import {useRouter, type ErrorComponentProps} from '@tanstack/react-router';
import {ErrorPanel} from '../../components/ErrorPanel.tsx';

/** The catalogue could not be reached: the generic error panel, whose retry loads the screen again. */
export function PracticeLoadError({error}: ErrorComponentProps) {
  const router = useRouter();
  return <ErrorPanel error={error} reset={() => void router.invalidate()} />;
}
