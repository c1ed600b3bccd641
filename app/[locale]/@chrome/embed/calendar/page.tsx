// An embed widget has no site header (lib/ui/no-site-chrome.tsx).
export { default } from '@/lib/ui/no-site-chrome';
