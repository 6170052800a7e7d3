// External flashcard services (spec §4.3): none, or exactly one live; choosing one disables the others. The live
// service is used only once its key is valid; until then reviews stay here.
import {withLiveService, type Settings} from '../../../schema/settings.ts';

type Services = Settings['service-preferences'];
type ServiceName = keyof Services;

const SERVICES: {name: ServiceName; label: string; hint: string}[] = [
  {name: 'anki', label: 'Anki', hint: 'through the AnkiConnect add-on on this computer'},
  {name: 'wanikani', label: 'WaniKani', hint: 'with your WaniKani API token'},
  {name: 'jpdb', label: 'jpdb', hint: 'with your jpdb API key'},
];

export function ServiceSettings({services, onChange}: {services: Services; onChange: (services: Services) => Promise<boolean>}) {
  const live = SERVICES.find(({name}) => services[name].mode === 'live')?.name ?? null;
  const waitingForKey = live !== null && !services[live].is_api_key_valid;
  return (
    <fieldset className="settings-group service-choice" data-testid="services">
      <legend>Review with</legend>
      <label className="toggle">
        <input type="radio" name="live-service" checked={live === null} onChange={() => void onChange(withLiveService(services, null))} data-testid="service-none" />
        <span>Genki Study only<small className="hint">the built-in FSRS scheduler</small></span>
      </label>
      {SERVICES.map(({name, label, hint}) => (
        <label key={name} className="toggle">
          <input type="radio" name="live-service" checked={live === name} onChange={() => void onChange(withLiveService(services, name))} data-testid={`service-${name}`} />
          <span>{label} (live)<small className="hint">{hint}</small></span>
        </label>
      ))}
      {waitingForKey && (
        <p className="hint" data-testid="service-key-needed">
          {SERVICES.find(({name}) => name === live)!.label} is chosen, but it has no working connection yet, so your reviews stay on the built-in scheduler.
        </p>
      )}
    </fieldset>
  );
}
