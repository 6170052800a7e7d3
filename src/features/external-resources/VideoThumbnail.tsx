// A video step's picture (schema/video-links.ts): the video site's image, the creator's own, or a styled tile
// with the creator's initials. Decorative: the step's title says what it is.
import type {VideoThumbnail as Thumbnail} from '../../../schema/video-links.ts';

export function VideoThumbnail({thumbnail, className}: {thumbnail: Thumbnail; className: string}) {
  return thumbnail.kind === 'image' ? (
    <img className={className} src={thumbnail.src} alt="" loading="lazy" decoding="async" width={480} height={360} />
  ) : (
    <span className={`${className} video-thumbnail-styled`} aria-hidden="true">
      {thumbnail.initials}
    </span>
  );
}
