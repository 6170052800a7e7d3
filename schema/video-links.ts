// Where a video step leads and what picture it shows (requirements §3.6, §7.3). A step opens the exact material
// it names: a video or playlist by its id, or the creator's channel searched for the chapter's topic. A channel's
// front page is never a destination; a step with nothing more precise is left off the path.
import type {Creator, VideoTargetKind} from './catalogue.ts';

/** How a video step is written in the catalogue data, before it is resolved. */
export type VideoStepData = {
  video_id?: string;
  playlist_id?: string;
  /** The creator's channel, e.g. https://www.youtube.com/@TokiniAndy */
  channel_url?: string;
  /** What to search the channel for, e.g. "genki lesson 3". */
  search_query?: string;
};

export type VideoTarget = {opens: VideoTargetKind; url: string};

const YOUTUBE = 'https://www.youtube.com';

/** The most precise destination the data names, or null when it names none (a bare channel is not one). */
export function videoTarget(data: VideoStepData): VideoTarget | null {
  if (data.video_id) return {opens: 'video', url: `${YOUTUBE}/watch?${new URLSearchParams({v: data.video_id})}`};
  if (data.playlist_id)
    return {opens: 'playlist', url: `${YOUTUBE}/playlist?${new URLSearchParams({list: data.playlist_id})}`};
  const query = data.search_query?.trim();
  if (data.channel_url && query)
    return {
      opens: 'channel-search',
      url: `${data.channel_url.replace(/\/+$/, '')}/search?${new URLSearchParams({query})}`,
    };
  return null;
}

/** A channel's front page (or one of its tabs) on the video site: what no step may send a learner to. */
export function isChannelFrontPage(url: string): boolean {
  const {hostname, pathname} = new URL(url);
  if (!/(^|\.)youtube\.com$/.test(hostname)) return false;
  const parts = pathname.split('/').filter(Boolean);
  const channel = parts[0]?.startsWith('@') ? 1 : ['channel', 'c', 'user'].includes(parts[0] ?? '') ? 2 : 0;
  if (channel === 0) return false;
  const rest = parts.slice(channel);
  return rest.length === 0 || (rest.length === 1 && ['featured', 'videos', 'playlists', 'streams'].includes(rest[0]!));
}

export type VideoThumbnail = {kind: 'image'; src: string} | {kind: 'styled'; initials: string};

/** The video site's own image for a video id; otherwise the creator's picture, or a styled tile with their initials. */
export function videoThumbnail(step: {video_id?: string}, creator: Creator | undefined): VideoThumbnail {
  if (step.video_id && creator?.thumbnail_type === 'youtube_api')
    return {kind: 'image', src: `https://i.ytimg.com/vi/${encodeURIComponent(step.video_id)}/hqdefault.jpg`};
  if (creator?.profile_img && creator.thumbnail_type !== 'none') return {kind: 'image', src: creator.profile_img};
  return {kind: 'styled', initials: creator?.fallback_initials ?? '▶'};
}
