import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { forgetRenderStackAtEnd } from '@/lib/memory/render-end';
import { publicOrigin } from '@/lib/security/public-origin';
import './globals.css';

// Every absolute URL of every page's metadata (404s included) on PUBLIC_URL.
export function generateMetadata(): Metadata {
  // Metadata is resolved on every render, navigations included (lib/memory/render-end.ts).
  forgetRenderStackAtEnd();
  return { metadataBase: publicOrigin() };
}

// The <html> element is rendered by app/[locale]/layout.tsx (with its lang)
// and by app/not-found.tsx for paths outside any locale.
export default function RootLayout({ children }: { children: ReactNode }) {
  forgetRenderStackAtEnd();
  return children;
}
