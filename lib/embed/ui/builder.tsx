'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { copyText } from '@/lib/share/clipboard';
import { ShareButton } from '@/lib/share/ui/share-button';
import { frameId, widgetOf, type BuilderState } from '../builder-state';
import { widgetPath } from '../links';
import { embedSnippet } from '../snippet';
import { MAX_HEIGHT, MEASURE_MESSAGE, RESIZE_MESSAGE } from '../resize-messages';
import { BuilderForm, type IndicatorChoice } from './builder-form';
import styles from './builder.module.css';

/** Text inputs change on every key: the preview reloads once typing pauses. */
const SETTLE_MS = 400;

/**
 * The embed builder: options on one side, the live widget and its snippet on
 * the other. The state is mirrored into the page's query (replaceState), so
 * the builder itself can be shared as it is.
 */
export function EmbedBuilder({
  initial,
  origin,
  indicators,
  treasury,
}: {
  initial: BuilderState;
  origin: string;
  indicators: IndicatorChoice[];
  treasury: boolean;
}) {
  const t = useTranslations('EmbedBuilder');
  const [state, setState] = useState(initial);
  const { common, widget } = widgetOf(state);
  const path = widgetPath(state.locale, widget, common);
  const idxId = widget.kind === 'indicator' ? widget.idxId : null;
  const [previewPath, setPreviewPath] = useState(path);
  const [height, setHeight] = useState(360);
  // What the copy button did, for the snippet of one path: a changed widget shows no stale "copied".
  const [copyOf, setCopyOf] = useState<{ path: string; outcome: 'copied' | 'failed' } | null>(null);
  const copied = copyOf?.path === path ? copyOf.outcome : 'idle';
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setPreviewPath(path), SETTLE_MS);
    const query = new URLSearchParams(path.split('?')[1] ?? '');
    query.set('widget', state.kind);
    query.set('lang', state.locale);
    if (idxId !== null) query.set('idxId', idxId);
    window.history.replaceState(window.history.state, '', `?${query}`);
    return () => clearTimeout(timer);
  }, [path, state.kind, state.locale, idxId]);

  // The same check the snippet makes: only this iframe's window, only our message.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== window.location.origin) return;
      const data = event.data as { type?: unknown; height?: unknown } | null;
      if (data?.type !== RESIZE_MESSAGE || typeof data.height !== 'number' || !(data.height > 0)) return;
      setHeight(Math.min(Math.ceil(data.height), MAX_HEIGHT));
    };
    window.addEventListener('message', onMessage);
    // The preview may have loaded and reported its height before this page listened.
    frame.current?.contentWindow?.postMessage({ type: MEASURE_MESSAGE }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const src = `${origin}${path}`;
  const title = t('frameTitle', { widget: t(`widgets.${state.kind}`) });
  const snippet = useMemo(() => embedSnippet({ src, title, id: frameId(state.kind, src) }), [src, title, state.kind]);

  async function copy() {
    try {
      await copyText(snippet);
      setCopyOf({ path, outcome: 'copied' });
    } catch {
      setCopyOf({ path, outcome: 'failed' });
    }
  }

  return (
    <div className={styles.builder}>
      <section className="card" aria-labelledby="builder-options">
        <h2 id="builder-options">{t('options')}</h2>
        <BuilderForm state={state} onChange={(next) => setState((s) => ({ ...s, ...next }))} indicators={indicators} treasury={treasury} />
      </section>
      <div className={styles.output}>
        <section className="card" aria-labelledby="builder-preview">
          <div className="card-header">
            <h2 id="builder-preview">{t('preview')}</h2>
            <ShareButton title={t('shareTitle')} origin={origin} />
          </div>
          <div className={styles.stage} data-testid="builder-stage">
            <iframe ref={frame} src={previewPath} title={title} style={{ height }} className={styles.frame} data-testid="builder-frame" />
          </div>
        </section>
        <section className="card" aria-labelledby="builder-snippet">
          <div className="card-header">
            <h2 id="builder-snippet">{t('snippet')}</h2>
            <span>
              <button type="button" onClick={copy} data-testid="copy-snippet">
                {t('copy')}
              </button>{' '}
              <span role="status" className="muted">
                {copied === 'copied' ? t('copied') : copied === 'failed' ? t('copyFailed') : ''}
              </span>
            </span>
          </div>
          <p className="muted">{t('snippetHint')}</p>
          <textarea className={styles.code} readOnly value={snippet} rows={14} aria-labelledby="builder-snippet" data-testid="snippet" onFocus={(e) => e.currentTarget.select()} />
        </section>
      </div>
    </div>
  );
}
