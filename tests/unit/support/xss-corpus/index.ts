import { MARKUP_CASES } from './markup';
import { SCRIPT_AND_EVENT_CASES } from './scripts-and-events';
import { URL_CASES } from './urls';

export type { XssCase } from './case';
export const XSS_CORPUS = [...SCRIPT_AND_EVENT_CASES, ...URL_CASES, ...MARKUP_CASES];
