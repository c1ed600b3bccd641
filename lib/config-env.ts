import { z } from 'zod';

/**
 * What reading one environment variable needs, below lib/config.ts and the
 * settings parsed beside it (lib/push-config.ts): the error that names the
 * variable, and a blank value taken as unset.
 */
export class ConfigError extends Error {
  constructor(readonly variable: string, detail: string) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

/** The variable's schema, a blank value counting as unset. */
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
