// Helpers of the reader's-language browser tests: where Chinese is left on a page.
import type { Page } from '@playwright/test';

/**
 * Text nodes of the page body holding Han characters outside any element
 * marked with a Chinese `lang` (the originals lib/localize could not
 * translate, and the language switcher's own names). Scripts and styles are
 * not text a reader sees.
 */
export function hanOutsideOriginals(page: Page): Promise<string[]> {
  return page.locator('body').evaluate((body) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      if (!/\p{Script=Han}/u.test(node.textContent ?? '')) continue;
      if (parent.closest('[lang^="zh"]')) continue;
      found.push((node.textContent ?? '').trim());
    }
    return found;
  });
}

/** Characters that exist only in Simplified Chinese and fill the legacy family's text (国, 债, 卖…). */
const SIMPLIFIED_ONLY = /[国债卖银亿万业经济劳动关会后声应报数币库贷价门这时实设计]/u;

/** Text nodes of the body with Simplified-only characters outside elements marked as Simplified. */
export function simplifiedOutsideOriginals(page: Page): Promise<string[]> {
  return page.locator('body').evaluate((body, source) => {
    const re = new RegExp(source, 'u');
    const found: string[] = [];
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template, [lang="zh-CN"]')) continue;
      if (re.test(node.textContent ?? '')) found.push((node.textContent ?? '').trim());
    }
    return found;
  }, SIMPLIFIED_ONLY.source);
}
