// The W3C Nu HTML checker (vnu-jar, a devDependency) as a test judge for
// unit and browser tests alike. Starting the JVM costs a second or two, so
// every call checks a whole list of documents in one run.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const VNU_JAR: string = String(require('vnu-jar'));

export interface NuMessage {
  type: string;
  subType?: string;
  message: string;
  extract?: string;
  lastLine?: number;
  lastColumn?: number;
}

/** A minimal valid document around an HTML fragment that belongs in a body. */
export function inDocument(bodyHtml: string, lang = 'en'): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>t</title></head><body><article>${bodyHtml}</article></body></html>`;
}

/**
 * Runs the checker once over `documents` (whole HTML documents) and returns,
 * for each, its errors (type "error" or "non-document-error"); warnings and
 * informational messages are left out. Throws when the checker itself fails
 * (no Java, no report), so a broken judge never reads as "no errors".
 */
export async function nuErrors(documents: string[]): Promise<NuMessage[][]> {
  if (documents.length === 0) return [];
  const dir = await mkdtemp(path.join(tmpdir(), 'nu-check-'));
  try {
    const files = documents.map((_, i) => path.join(dir, `doc-${String(i).padStart(5, '0')}.html`));
    await Promise.all(documents.map((doc, i) => writeFile(files[i], doc, 'utf8')));
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        'java',
        // A short run: the quick compiler only and the serial collector cost a JVM far less CPU.
        ['-Xss2m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
        { maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
        (err, out, errOut) => (err ? reject(new Error(`vnu failed: ${err.message}\n${errOut}`)) : resolve(out)),
      );
    });
    const report = JSON.parse(stdout) as { messages?: (NuMessage & { url?: string })[] };
    if (!Array.isArray(report.messages)) throw new Error(`vnu gave no report: ${stdout.slice(0, 500)}`);
    const byUrl = new Map(files.map((f, i) => [pathToFileURL(f).href, i]));
    const errors: NuMessage[][] = documents.map(() => []);
    for (const m of report.messages) {
      if (m.type !== 'error' && m.type !== 'non-document-error') continue;
      const index = m.url ? byUrl.get(normalizeFileUrl(m.url)) : undefined;
      if (index === undefined) throw new Error(`vnu reported on an unknown document: ${JSON.stringify(m)}`);
      const { url: _url, ...message } = m;
      errors[index].push(message);
    }
    return errors;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** vnu writes "file:/tmp/x" where Node writes "file:///tmp/x". */
function normalizeFileUrl(url: string): string {
  return url.startsWith('file:') ? pathToFileURL(new URL(url.replace(/^file:\/*/, 'file:///')).pathname).href : url;
}

/** One line per error, for an assertion message that says what is wrong. */
export function describeErrors(errors: NuMessage[]): string[] {
  return errors.map((e) => `${e.lastLine ?? '?'}:${e.lastColumn ?? '?'} ${e.message}${e.extract ? ` [${e.extract.trim()}]` : ''}`);
}
