import type { ReactNode } from 'react';
import './globals.css';

// The <html> element is rendered by app/[locale]/layout.tsx (with its lang)
// and by app/not-found.tsx for paths outside any locale.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
