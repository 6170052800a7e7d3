import type {LessonLoaders} from '../../lesson-types.ts';

export const chapter1Lessons: LessonLoaders = {
};
