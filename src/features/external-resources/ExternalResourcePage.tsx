// /external-resources/$resource: a video or listening resource elsewhere on the web, who made it, what the learner
// will practise and for about how long, how hard it is, and what to do first.
import type {CatalogueStructure, ExternalResourceModule, VideoTargetKind} from '../../../schema/catalogue.ts';
import {moduleLink} from '../../../schema/module-links.ts';
import {videoThumbnail} from '../../../schema/video-links.ts';
import {AppLink} from '../../components/AppLink.tsx';
import {MarkCompleteButton} from '../progress/MarkCompleteButton.tsx';
import {MixedText} from '../../components/MixedText.tsx';
import {VideoThumbnail} from './VideoThumbnail.tsx';

const DIFFICULTY = {easy: 'Easy', medium: 'Medium', hard: 'Hard'} as const;
const KIND = {video: 'Video', listening_practice: 'Listening practice'} as const;
function openLabel(opens: VideoTargetKind, creatorName: string | undefined): string {
  if (opens === 'video') return 'Watch the video';
  if (opens === 'playlist') return 'Open the playlist';
  return creatorName ? `Search ${creatorName}’s channel` : 'Search the channel';
}

export function ExternalResourcePage({
  structure,
  resource,
}: {
  structure: CatalogueStructure;
  resource: ExternalResourceModule;
}) {
  const creator = structure.creators[resource.creator_id];
  const prerequisites = (resource.prerequisite_module_ids ?? [])
    .map((key) => structure.modules[key])
    .filter((module) => module !== undefined);
  return (
    <article className="page external-resource" aria-labelledby="resource-title">
      <p className="hero-kicker">{KIND[resource.lesson_type]}</p>
      <h1 id="resource-title">
        <MixedText text={resource.title} />
      </h1>
      <VideoThumbnail className="resource-thumbnail" thumbnail={videoThumbnail(resource, creator)} />
      {creator && (
        <div className="creator">
          {creator.profile_img ? (
            <img className="creator-avatar" src={creator.profile_img} alt="" width={48} height={48} />
          ) : (
            <span className="creator-avatar" aria-hidden="true">
              {creator.fallback_initials}
            </span>
          )}
          <span>
            By <strong>{creator.creator_name}</strong>
          </span>
        </div>
      )}
      <dl className="resource-facts">
        <div>
          <dt>You will practise</dt>
          <dd data-testid="resource-practises">
            <MixedText text={resource.practises} />
          </dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>About {resource.minutes} minutes</dd>
        </div>
        <div>
          <dt>Difficulty</dt>
          <dd>
            <span className={`difficulty difficulty-${resource.difficulty_rating}`}>
              {DIFFICULTY[resource.difficulty_rating]}
            </span>
          </dd>
        </div>
        {resource.daily_prog_amount && (
          <div>
            <dt>Daily amount</dt>
            <dd>{resource.daily_prog_amount} a day</dd>
          </div>
        )}
      </dl>
      {resource.description && (
        <p className="hero-text">
          <MixedText text={resource.description} />
        </p>
      )}
      <p>
        <a className="button" href={resource.external_url} target="_blank" rel="noopener noreferrer">
          {openLabel(resource.opens, creator?.creator_name)} <span aria-hidden="true">↗</span>
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      {prerequisites.length > 0 && (
        <section aria-labelledby="prerequisites-heading">
          <h2 id="prerequisites-heading">Before you start</h2>
          <ul>
            {prerequisites.map((module) => (
              <li key={module.key}>
                <AppLink href={moduleLink(module)}>
                  <MixedText text={module.title} />
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      <footer className="lesson-footer">
        <MarkCompleteButton modulePath={resource.key} />
      </footer>
    </article>
  );
}
