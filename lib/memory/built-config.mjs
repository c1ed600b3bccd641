// @ts-check
// The production server takes Next's configuration from its build instead of
// compiling next.config.ts again (docs/operations.md, "Memory"). Next compiles
// a TypeScript config at every start with its native compiler, whose pages
// then stay resident (~25 MB of a small server's memory) for one tiny file.
// `next build` writes the configuration it resolved into
// `<distDir>/required-server-files.json`; Next's own standalone server hands
// that to Next through __NEXT_PRIVATE_STANDALONE_CONFIG, and so does this.
// The file's production settings read no environment but NEXT_DIST_DIR (the
// folder it is read from) and what the build inlined, so both ways give the
// same configuration.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The variable Next reads a resolved configuration from (next/dist/server/config.js). */
export const BUILT_CONFIG_VARIABLE = '__NEXT_PRIVATE_STANDALONE_CONFIG';

/**
 * What the server's environment gains: the build's configuration as JSON,
 * when the build folder has one and the environment names none; else nothing
 * (Next then reads next.config.ts as `next start` does).
 * @param {Record<string, string | undefined>} env
 * @param {{ dir?: string, read?: (file: string) => string }} [options]
 * @returns {Record<string, string>}
 */
export function builtConfigEnv(env, { dir = process.cwd(), read = (file) => readFileSync(file, 'utf8') } = {}) {
  if (env[BUILT_CONFIG_VARIABLE] !== undefined) return {};
  const file = path.join(dir, env.NEXT_DIST_DIR || '.next', 'required-server-files.json');
  let manifest;
  try {
    manifest = JSON.parse(read(file));
  } catch {
    return {};
  }
  const config = manifest?.config;
  if (typeof config?.distDir !== 'string') return {};
  return { [BUILT_CONFIG_VARIABLE]: JSON.stringify(config) };
}
