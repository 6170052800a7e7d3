// Which external service the signed-in learner reviews with (requirements §4.3), or null for the built-in scheduler.
import {liveService, type ServiceName} from '../../../schema/external-services.ts';
import {useSession} from '../../app/session/use-session.ts';
import {useSetting} from '../../app/settings/use-settings.ts';

export function useLiveService(): ServiceName | null {
  const {user} = useSession();
  const services = useSetting('service-preferences');
  return user ? liveService(services) : null;
}
