import { notFound } from 'next/navigation';

// Any path under a locale that no route serves gets the localized not-found page.
export default function UnknownPath() {
  notFound();
}
