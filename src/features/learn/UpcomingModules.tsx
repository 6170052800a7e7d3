// The next steps (requirements §4.7): the current module and the 15 after it, or the first 6 with no current position.
import type {Module} from '../../../schema/catalogue.ts';
import {moduleKindLabel, moduleLink} from '../../../schema/module-links.ts';
import {AppLink} from '../../components/AppLink.tsx';
import {titleMaxFor, truncateTitle} from '../../app/catalogue/truncate-title.ts';
import {useSetting} from '../../app/settings/use-settings.ts';
import {upcomingModules} from './path-position.ts';
import {MixedText} from '../../components/MixedText.tsx';

type Props = {
  path: string[];
  modules: Record<string, Module>;
  currentIndex: number | null;
  disabled: ReadonlySet<string>;
};

export function UpcomingModules({path, modules, currentIndex, disabled}: Props) {
  const {keys, current} = upcomingModules(path, currentIndex);
  const titleMax = titleMaxFor(useSetting('device-type'));
  return (
    <section className="card upcoming" aria-labelledby="upcoming-heading">
      <h2 id="upcoming-heading">{current ? 'Up next' : 'Start here'}</h2>
      {currentIndex === null && path.length > 0 && (
        <p className="hint">Everything on this path is done. Revisit any step:</p>
      )}
      <ol className="upcoming-list" data-testid="upcoming-modules">
        {keys.map((key) => {
          const module = modules[key];
          if (!module) return null;
          return (
            <li key={key} data-current={key === current || undefined}>
              {disabled.has(key) ? (
                <span className="upcoming-disabled" title={module.title}>
                  <MixedText text={truncateTitle(module.title, titleMax)} />
                </span>
              ) : (
                <AppLink
                  href={moduleLink(module)}
                  title={module.title}
                  aria-current={key === current ? 'step' : undefined}
                >
                  <MixedText text={truncateTitle(module.title, titleMax)} />
                </AppLink>
              )}
              <span className="hint-inline">
                {' '}
                · {moduleKindLabel(module)}
                {key === current ? ' · current' : ''}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
