// User settings (requirements §3.2, §5): one schema for every key, its default, and the rules for reading and patching.
import {z} from 'zod';
import {JLPT_LEVELS} from './jlpt.ts';

export const TEXTBOOK_IDS = ['genki_1', 'genki_2'] as const;
export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

const servicePreferenceSchema = z.object({
  mode: z.enum(['live', 'disabled']),
  data_imported: z.boolean(),
  is_api_key_valid: z.boolean(),
});

/** Every list and map in settings has a size limit, so that no write can grow a profile without bound. */
export const SETTINGS_LIMITS = {
  overrides: 20,
  completedTours: 50,
  textbookPositions: 50,
  text: 100,
  kanjiKeywords: 500,
  kanjiKeyword: 40,
} as const;
const shortText = (what: string) =>
  z.string().max(SETTINGS_LIMITS.text, `${what} must be at most ${SETTINGS_LIMITS.text} characters`);

const overrideSchema = z.object({
  name: shortText('Override name').trim().min(1, 'Override name is required'),
  enabled: z.boolean(),
  locked: z.boolean(),
  sourceId: shortText('Override source'),
  priority: z.number().int(),
});
const overrideList = z
  .array(overrideSchema)
  .max(SETTINGS_LIMITS.overrides, `At most ${SETTINGS_LIMITS.overrides} overrides`);

/** jpdb's API serves no kanji keywords (field notes), so its entry became the learner's own keywords: a list stored
 * with the old entry reads with the new one in its place, enabled and ordered as the learner left it. */
const MY_KEYWORDS_ENTRY = {name: 'My keywords', sourceId: 'my-keywords'} as const;
const kanjiOverrideList = overrideList.transform((list) =>
  list.map((entry) => (entry.sourceId === 'jpdb' ? {...entry, ...MY_KEYWORDS_ENTRY} : entry)),
);

export const overrideSettingsSchema = z.object({vocabularyOverrides: overrideList, kanjiOverrides: kanjiOverrideList});

/** The learner's own keyword per kanji (the "My keywords" kanji source), edited on the kanji's page. */
export const kanjiKeywordSchema = z
  .string()
  .trim()
  .min(1, 'Write a keyword, or remove it')
  .max(SETTINGS_LIMITS.kanjiKeyword, `A keyword is at most ${SETTINGS_LIMITS.kanjiKeyword} characters`);
const kanjiKeywordsSchema = z
  .record(z.string().regex(/^\p{Script=Han}$/u, 'A keyword belongs to one kanji'), kanjiKeywordSchema, {
    error: (issue) =>
      issue.code === 'invalid_key' ? (issue as {issues?: {message?: string}[]}).issues?.[0]?.message : undefined,
  })
  .refine(
    (keywords) => Object.keys(keywords).length <= SETTINGS_LIMITS.kanjiKeywords,
    `At most ${SETTINGS_LIMITS.kanjiKeywords} kanji keywords`,
  );

/** The flags that decide which questions a drill asks: forms, word types, register, tense and polarity. */
export const CONJUGATION_CONTENT_FLAGS = [
  'normal',
  'teForm',
  'volitional',
  'taiForm',
  'tariForm',
  'potential',
  'imperative',
  'conditional',
  'passive',
  'causative',
  'causativePassive',
  'verb',
  'iAdjective',
  'naAdjective',
  'polite',
  'plain',
  'nonPast',
  'past',
  'positive',
  'negative',
] as const;
/** The flags that decide how a drill is shown and which words it leaves out. */
const CONJUGATION_DISPLAY_FLAGS = ['leaveOutSuru', 'reverse', 'showMeaning', 'noFurigana', 'emoji'] as const;
export const CONJUGATION_FLAGS = [...CONJUGATION_CONTENT_FLAGS, ...CONJUGATION_DISPLAY_FLAGS] as const;
export type ConjugationFlag = (typeof CONJUGATION_FLAGS)[number];
const CONJUGATION_FLAGS_ON: readonly ConjugationFlag[] = [
  'normal',
  'verb',
  'polite',
  'plain',
  'nonPast',
  'past',
  'positive',
  'negative',
];

export const conjugationOptionsSchema = z.object({
  ...(Object.fromEntries(CONJUGATION_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
    ConjugationFlag,
    z.ZodBoolean
  >),
  jlptLevel: z.enum(JLPT_LEVELS, 'JLPT level must be one of n5, n4, n3, n2, n1'),
  amount: z
    .number()
    .int('Amount must be a whole number')
    .min(1, 'Amount must be at least 1')
    .max(100, 'Amount must be at most 100'),
});

/** FSRS-6 has 21 parameters (what the optimiser fits and ts-fsrs 5 takes). */
export const FSRS_WEIGHT_COUNT = 21;
export const DESIRED_RETENTION_RANGE = {min: 0.7, max: 0.99} as const;
export const MAXIMUM_INTERVAL_RANGE = {min: 1, max: 36_500} as const;

/** The learner's review scheduler (requirements §3.2 has no key for it; desired retention 0.70–0.99, default 0.90). `weights`
 * are parameters fitted to the learner's own review log, applied only once they confirmed; null: FSRS defaults. */
export const schedulerSettingsSchema = z.object({
  desiredRetention: z
    .number('Desired retention must be a number')
    .min(DESIRED_RETENTION_RANGE.min, 'Desired retention must be at least 0.70')
    .max(DESIRED_RETENTION_RANGE.max, 'Desired retention must be at most 0.99'),
  maximumInterval: z
    .number('Maximum interval must be a number')
    .int('Maximum interval must be a whole number of days')
    .min(MAXIMUM_INTERVAL_RANGE.min, 'Maximum interval must be at least 1 day')
    .max(MAXIMUM_INTERVAL_RANGE.max, 'Maximum interval must be at most 36,500 days'),
  weights: z
    .array(z.number().finite(), 'Parameters must be numbers')
    .length(FSRS_WEIGHT_COUNT, `FSRS parameters are a list of ${FSRS_WEIGHT_COUNT} numbers`)
    .nullable(),
  fittedAt: z.number().int().nonnegative().nullable(),
});
export type SchedulerSettings = z.output<typeof schedulerSettingsSchema>;

/** What a review carries of the learner's scheduler: nothing while it is the default one (the grade stays as small
 * as it was), else retention, maximum interval and the fitted parameters. */
export function reviewSchedulerOf(
  scheduler: SchedulerSettings,
): {desiredRetention: number; maximumInterval: number; weights?: number[]} | undefined {
  const {desiredRetention, maximumInterval, weights} = scheduler;
  if (
    weights === null &&
    desiredRetention === DEFAULT_SCHEDULER.desiredRetention &&
    maximumInterval === DEFAULT_SCHEDULER.maximumInterval
  )
    return undefined;
  return weights === null ? {desiredRetention, maximumInterval} : {desiredRetention, maximumInterval, weights};
}

/** How many new writing cards (a kanji written by hand, issue 24) review may offer in a day. */
export const NEW_WRITING_CARDS_RANGE = {min: 1, max: 50} as const;

/** Whether review offers writing cards for the kanji the learner has met, and how many new ones a day. */
export const writingCardsSettingsSchema = z.object({
  enabled: z.boolean(),
  newPerDay: z
    .number('New writing cards per day must be a number')
    .int('New writing cards per day must be a whole number')
    .min(NEW_WRITING_CARDS_RANGE.min, 'New writing cards per day must be at least 1')
    .max(NEW_WRITING_CARDS_RANGE.max, 'New writing cards per day must be at most 50'),
});
export type WritingCardsSettings = z.output<typeof writingCardsSettingsSchema>;

// The exact shape of every key. Patches must match it exactly; stored data is read leniently (see settingsSchema).
const settingShapes = {
  'service-preferences': z.object({
    anki: servicePreferenceSchema,
    wanikani: servicePreferenceSchema,
    jpdb: servicePreferenceSchema,
  }),
  'active-textbook': z.enum([...TEXTBOOK_IDS, ''], 'Active textbook must be genki_1, genki_2 or empty'),
  'active-deck': z.string().max(20, 'Active deck must be at most 20 characters'),
  'completed-tours': z
    .array(shortText('Tour id'))
    .max(SETTINGS_LIMITS.completedTours, `At most ${SETTINGS_LIMITS.completedTours} completed tours`),
  'override-settings': overrideSettingsSchema,
  'conjugation-practice': conjugationOptionsSchema,
  // A refused key is named by its own rule (zod alone says "Invalid key in record").
  'textbook-positions': z
    .record(shortText('Textbook'), shortText('Position'), {
      error: (issue) =>
        issue.code === 'invalid_key' ? (issue as {issues?: {message?: string}[]}).issues?.[0]?.message : undefined,
    })
    .refine(
      (positions) => Object.keys(positions).length <= SETTINGS_LIMITS.textbookPositions,
      `At most ${SETTINGS_LIMITS.textbookPositions} textbook positions`,
    ),
  timestamp: z.number(),
  'color-mode': z.enum(COLOR_MODES, 'Colour mode must be light, dark or system'),
  routes: z.object({
    vocab: z.object({leftSidebarExpand: z.boolean(), rightSidebarExpand: z.boolean()}),
    'vocab-practice': z.object({'shuffle-answers': z.boolean(), 'enable-kanji-radical-prereqs': z.boolean()}),
  }),
  tour: z.object({currentTourId: shortText('Tour id').nullable(), currentTourStep: z.number().int()}),
  'device-type': z.enum(['mobile', 'desktop']).nullable(),
  fsrs: schedulerSettingsSchema,
  'kanji-keywords': kanjiKeywordsSchema,
  'writing-cards': writingCardsSettingsSchema,
};

export type Settings = {[K in keyof typeof settingShapes]: z.output<(typeof settingShapes)[K]>};
export type SettingKey = keyof Settings;

// The subset kept in profiles.user_preferences for signed-in users (§3.3), plus what a learner chooses on the
// settings page and expects on every device (colour mode, practice options, the review scheduler), and the running
// tour so that it follows into every tab and survives a reload (§4.1). device-type describes this device only and
// stays in the settings cookie.
export const STORED_SETTING_KEYS = [
  'service-preferences',
  'active-textbook',
  'active-deck',
  'completed-tours',
  'override-settings',
  'conjugation-practice',
  'textbook-positions',
  'timestamp',
  'color-mode',
  'routes',
  'tour',
  'fsrs',
  'kanji-keywords',
  'writing-cards',
] as const satisfies readonly SettingKey[];
export type StoredSettingKey = (typeof STORED_SETTING_KEYS)[number];
export type StoredSettings = Pick<Settings, StoredSettingKey>;

const disabledService = {mode: 'disabled', data_imported: false, is_api_key_valid: false} as const;

export const DEFAULT_SETTINGS: Settings = {
  'service-preferences': {anki: {...disabledService}, wanikani: {...disabledService}, jpdb: {...disabledService}},
  'active-textbook': 'genki_1',
  'active-deck': 'chapter-0',
  'completed-tours': [],
  'override-settings': {
    vocabularyOverrides: [
      {name: 'Your Decks', sourceId: 'user-decks', priority: 0, enabled: true, locked: true},
      {name: 'Built-in Vocabulary', sourceId: 'built-in', priority: 999, enabled: true, locked: true},
    ],
    kanjiOverrides: [
      {...MY_KEYWORDS_ENTRY, priority: 500, enabled: false, locked: false},
      {name: 'WaniKani', sourceId: 'wanikani', priority: 999, enabled: true, locked: true},
    ],
  },
  'conjugation-practice': {
    ...(Object.fromEntries(CONJUGATION_FLAGS.map((flag) => [flag, CONJUGATION_FLAGS_ON.includes(flag)])) as Record<
      ConjugationFlag,
      boolean
    >),
    jlptLevel: 'n5',
    amount: 10,
  },
  'textbook-positions': {},
  timestamp: 0,
  'color-mode': 'system',
  routes: {
    vocab: {leftSidebarExpand: true, rightSidebarExpand: true},
    'vocab-practice': {'shuffle-answers': true, 'enable-kanji-radical-prereqs': true},
  },
  tour: {currentTourId: null, currentTourStep: 0},
  'device-type': null,
  fsrs: {desiredRetention: 0.9, maximumInterval: MAXIMUM_INTERVAL_RANGE.max, weights: null, fittedAt: null},
  'kanji-keywords': {},
  'writing-cards': {enabled: false, newPerDay: 5},
};
const DEFAULT_SCHEDULER = DEFAULT_SETTINGS.fsrs;

export function defaultSettings(): Settings {
  return structuredClone(DEFAULT_SETTINGS);
}

// Missing keys (at any depth) take their default; a present value of the wrong type makes the whole object invalid.
function withDefaults(schema: z.ZodType, fallback: unknown): z.ZodType {
  const inner =
    schema instanceof z.ZodObject
      ? z.object(
          Object.fromEntries(
            Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [
              key,
              withDefaults(field, (fallback as Record<string, unknown>)[key]),
            ]),
          ),
        )
      : schema;
  return inner.default(() => structuredClone(fallback));
}

// Built on the first parse (a settings cookie or a profile to read), not as the entry's modules load (one long task
// on a phone); a first visit has no cookie and takes the defaults unparsed. The two patch schemas below wait for the
// first change of a setting.
const settingsSchema = z.lazy(() => withDefaults(z.object(settingShapes), DEFAULT_SETTINGS)) as z.ZodType<Settings>;

/** Reads settings from storage: fills missing keys with defaults; anything invalid gives the full defaults (§5). */
export function parseSettings(raw: unknown): Settings {
  const result = settingsSchema.safeParse(raw);
  return result.success ? result.data : defaultSettings();
}

export function pickStoredSettings(settings: Settings): StoredSettings {
  return Object.fromEntries(STORED_SETTING_KEYS.map((key) => [key, settings[key]])) as StoredSettings;
}

/** The override entries a learner may not remove (requirements §3.2: locked), by list and source. */
export const LOCKED_SOURCES = {
  vocabularyOverrides: DEFAULT_SETTINGS['override-settings'].vocabularyOverrides
    .filter((entry) => entry.locked)
    .map((entry) => entry.sourceId),
  kanjiOverrides: DEFAULT_SETTINGS['override-settings'].kanjiOverrides
    .filter((entry) => entry.locked)
    .map((entry) => entry.sourceId),
};

/** Rules a change must follow beyond the shape; stored data is not held to them (it would fall back to defaults). */
const patchShapesOf = () => ({
  ...settingShapes,
  'override-settings': overrideSettingsSchema.superRefine((lists, context) => {
    for (const list of ['vocabularyOverrides', 'kanjiOverrides'] as const) {
      for (const sourceId of LOCKED_SOURCES[list]) {
        const entry = lists[list].find((each) => each.sourceId === sourceId);
        if (!entry?.locked)
          context.addIssue({
            code: 'custom',
            path: [list],
            message: `${DEFAULT_SETTINGS['override-settings'][list].find((each) => each.sourceId === sourceId)!.name} is locked and cannot be removed`,
          });
      }
    }
  }),
  // Requirements §4.3: at most one service is live.
  'service-preferences': settingShapes['service-preferences'].refine(
    (services) => Object.values(services).filter((service) => service.mode === 'live').length <= 1,
    'Only one service can be live at a time',
  ),
});
type PatchShapes = ReturnType<typeof patchShapesOf>;
let patchShapes: PatchShapes | undefined;
const builtPatchShapes = () => (patchShapes ??= patchShapesOf());

/** A change to stored settings: any subset of the stored keys, each value complete and valid; nothing else. */
export const storedSettingsPatchSchema = z.lazy(() =>
  z.strictObject(
    Object.fromEntries(STORED_SETTING_KEYS.map((key) => [key, builtPatchShapes()[key].optional()])) as {
      [K in StoredSettingKey]: z.ZodOptional<PatchShapes[K]>;
    },
  ),
);
export type StoredSettingsPatch = z.output<typeof storedSettingsPatchSchema>;

/** A change to any settings key (what the UI asks for; the stored part goes to the profile, the rest to the cookie). */
export const settingsPatchSchema = z.lazy(() =>
  z.strictObject(
    Object.fromEntries(Object.entries(builtPatchShapes()).map(([key, shape]) => [key, shape.optional()])) as {
      [K in SettingKey]: z.ZodOptional<PatchShapes[K]>;
    },
  ),
);
export type SettingsPatch = z.output<typeof settingsPatchSchema>;

export function applySettingsPatch<T extends Partial<Settings>>(settings: T, patch: Partial<Settings>): T {
  const next = {...settings};
  for (const [key, value] of Object.entries(patch))
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  return next;
}

/** Requirements §9: at or above 1280 px wide the device is a desktop. */
export const DESKTOP_MIN_WIDTH = 1280;
/** Requirements §4.3: choosing a live service sets every other one to disabled; null disables them all. */
export function withLiveService(
  services: Settings['service-preferences'],
  live: keyof Settings['service-preferences'] | null,
): Settings['service-preferences'] {
  const next = structuredClone(services);
  for (const name of Object.keys(next) as (keyof typeof next)[]) next[name].mode = name === live ? 'live' : 'disabled';
  return next;
}

export function deviceTypeForWidth(width: number): 'mobile' | 'desktop' {
  return width >= DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile';
}
