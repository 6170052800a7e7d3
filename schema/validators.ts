// Small zod validators shared by several mutators and endpoints.
import {z} from 'zod';

export const epochMs = z.number().int('Timestamp must be whole milliseconds').nonnegative('Timestamp must not be negative');
