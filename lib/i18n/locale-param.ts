import { z } from 'zod';
import { routing } from './routing';

/**
 * A locale given as input (route handlers' `?locale=`). Apart from
 * routing.ts, which every client leaf imports through the navigation
 * helpers: zod's full build would otherwise ship to every page.
 */
export const zLocale = z.enum(routing.locales);
