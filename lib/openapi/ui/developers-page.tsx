import { getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/config';
import { embedSnippet } from '@/lib/embed/snippet';
import { WIDGETS } from '@/lib/embed/widgets';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/security/public-origin';
import { PageHeader } from '@/lib/share/ui/page-header';
import { todayIn } from '@/lib/time/zones';
import { apiRoutes, EXAMPLE_INDICATOR } from '../routes';
import styles from './developers.module.css';

/** A URL a reader can paste: absolute, on the portal's public origin, shown whole and followed as a link. */
function Example({ path }: { path: string }) {
  const url = absoluteUrl(path);
  return (
    <a className={styles.example} href={url} data-testid="example" translate="no">
      <code>{url}</code>
    </a>
  );
}

/** A page or program listening to the live stream: EventSource in a browser (reconnects and resumes by itself). */
const streamSnippet = (url: string) => `const events = new EventSource('${url}');
events.addEventListener('release', (event) => {
  const { kind, release } = JSON.parse(event.data); // kind: scheduled, actual or revised
  console.log(kind, release.title, release.actual ?? release.forecast, release.url);
});`;

/**
 * /{locale}/developers (docs/design.md, "The public API"): the API's routes
 * from the same list the OpenAPI document is made of, calendar subscriptions
 * and the widgets, each with examples that work when pasted.
 */
export async function DevelopersPage({ locale }: { locale: Locale }) {
  const t = await getTranslations('Developers');
  const widgets = await getTranslations('EmbedBuilder.widgets');
  const { defaultTimeZone } = getConfig();
  const today = todayIn(defaultTimeZone);
  const routes = apiRoutes(defaultTimeZone);
  const subscription = `/api/calendar/export?view=week&format=ics&locale=${locale}&importance=3&alarm=15`;
  const streamPath = `/api/stream?locale=${locale}&importance=3`;
  const widgetPath = (w: (typeof WIDGETS)[number]) => localePath(locale, w === 'indicator' ? `/embed/indicator/${EXAMPLE_INDICATOR}` : `/embed/${w}`);
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <section className={styles.section} aria-labelledby="dev-api">
        <h2 id="dev-api">{t('api.title')}</h2>
        <p>{t('api.intro')}</p>
        <p>{t('api.errors')}</p>
        <p>
          {t('api.documentLead')} <Example path="/api/openapi.json" />
        </p>
        <ul className={styles.routes}>
          {routes.map((route) => (
            <li key={route.path} data-testid="api-route">
              <h3 className={styles.routeName}>
                <code translate="no">
                  {(route.method ?? 'get').toUpperCase()} {route.path}
                </code>
              </h3>
              <p>{t(`routes.${route.key}`)}</p>
              <ul className={styles.examples}>
                {(route.method ? [] : route.examples(today)).map((e) => (
                  <li key={e}>
                    <Example path={e} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="dev-ics">
        <h2 id="dev-ics">{t('ics.title')}</h2>
        <p>{t('ics.intro')}</p>
        <p>
          <Example path={subscription} />
        </p>
        <p>{t('ics.params')}</p>
      </section>
      <section className={styles.section} aria-labelledby="dev-feeds">
        <h2 id="dev-feeds">{t('feeds.title')}</h2>
        <p>{t('feeds.intro')}</p>
        <ul className={styles.examples}>
          <li>
            <Example path={`${localePath(locale, '/feeds/releases.atom')}?importance=3`} />
          </li>
          <li>
            <Example path={localePath(locale, '/feeds/news.atom')} />
          </li>
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="dev-stream">
        <h2 id="dev-stream">{t('stream.title')}</h2>
        <p>{t('stream.intro')}</p>
        <ul className={styles.examples}>
          <li>
            <Example path={streamPath} />
          </li>
        </ul>
        <div className={styles.snippet} role="region" tabIndex={0} aria-label={t('stream.snippetLabel')} data-testid="stream-snippet">
          <pre>
            <code>{streamSnippet(absoluteUrl(streamPath))}</code>
          </pre>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="dev-embeds">
        <h2 id="dev-embeds">{t('embeds.title')}</h2>
        <p>
          {t('embeds.intro')} <a href={localePath(locale, '/embed')}>{t('embeds.builder')}</a>
        </p>
        <ul className={styles.examples}>
          {WIDGETS.map((w) => (
            <li key={w}>
              {widgets(w)}: <Example path={widgetPath(w)} />
            </li>
          ))}
        </ul>
        <p>{t('embeds.snippet')}</p>
        {/* A scrolling region a keyboard reaches, with a name. */}
        <div className={styles.snippet} role="region" tabIndex={0} aria-label={t('embeds.snippetLabel')} data-testid="snippet">
          <pre>
            <code>{embedSnippet({ src: absoluteUrl(widgetPath('calendar')), title: widgets('calendar'), id: 'macrodesk-calendar' })}</code>
          </pre>
        </div>
      </section>
    </>
  );
}
