// The people and organisations behind the external resources (requirements §3.6). No profile pictures are hot-linked:
// cards show the initials.
import type {Creator} from '../../schema/catalogue.ts';

export const CREATORS: Creator[] = [
  {
    creator_id: 'tokini-andy',
    creator_name: 'Tokini Andy',
    profile_img: null,
    fallback_initials: 'TA',
    thumbnail_type: 'youtube_api',
  },
  {
    creator_id: 'japanese-ammo',
    creator_name: 'Japanese Ammo with Misa',
    profile_img: null,
    fallback_initials: 'JA',
    thumbnail_type: 'youtube_api',
  },
  {
    creator_id: 'comprehensible-japanese',
    creator_name: 'Comprehensible Japanese',
    profile_img: null,
    fallback_initials: 'CJ',
    thumbnail_type: 'youtube_api',
  },
];
