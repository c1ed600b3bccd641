/**
 * The locale layout's `chrome` slot on an embed widget: no site header, and so
 * none of its client code in the widget's scripts (app/[locale]/@chrome/default.tsx,
 * docs/performance.md "First-load JavaScript").
 */
export default function NoSiteChrome() {
  return null;
}
