import { afterEach, describe, expect, it, vi } from 'vitest';

// The render's cache signal, as React hands it to server components during a render.
let controller = new AbortController();
let rendering = true;
vi.mock('react', () => ({ cacheSignal: () => (rendering ? controller.signal : null) }));
const { forgetRenderStackAtEnd } = await import('@/lib/memory/render-end');

const original = Error.prepareStackTrace;
afterEach(() => {
  Error.prepareStackTrace = original;
  controller = new AbortController();
  rendering = true;
});

/** Errors whose stack V8 formatted (it calls prepareStackTrace once, when the stack is first read). */
function watchFormatting(): Error[] {
  const formatted: Error[] = [];
  Error.prepareStackTrace = (error, frames) => {
    formatted.push(error);
    return `${error}\n${frames.map((f) => `    at ${f}`).join('\n')}`;
  };
  return formatted;
}

describe('forgetRenderStackAtEnd', () => {
  it('has the stack of the Error a render is aborted with formatted at once, so its frames are let go', () => {
    const formatted = watchFormatting();
    forgetRenderStackAtEnd();
    const end = new Error('This render completed successfully.');
    expect(formatted).not.toContain(end);
    controller.abort(end);
    expect(formatted).toContain(end);
  });

  it('without it, the stack stays unformatted after the abort (what kept every later render)', () => {
    const formatted = watchFormatting();
    const end = new Error('This render completed successfully.');
    controller.abort(end);
    expect(formatted).not.toContain(end);
  });

  it('listens once per render, however often it is called, and does nothing outside a render', () => {
    const formatted = watchFormatting();
    forgetRenderStackAtEnd();
    forgetRenderStackAtEnd();
    const end = new Error('done');
    controller.abort(end);
    expect(formatted.filter((e) => e === end)).toHaveLength(1);
    rendering = false;
    expect(() => forgetRenderStackAtEnd()).not.toThrow();
  });
});
