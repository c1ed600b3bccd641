// An embed widget has no site header (lib/chrome/no-site-chrome.tsx).
export { default } from '@/lib/chrome/no-site-chrome';
