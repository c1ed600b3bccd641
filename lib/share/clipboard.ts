/**
 * Puts text on the clipboard: the async Clipboard API where the page may use
 * it, else a selected off-screen textarea and the older copy command (some
 * browsers refuse the API outside secure contexts or in frames).
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Denied (permissions, insecure context): fall through to the copy command.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.insetInlineStart = '-10000px';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}
