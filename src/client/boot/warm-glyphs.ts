/**
 * The language links name each locale in its own script (简体中文), hidden until the dropdown or
 * the mobile drawer opens. The first layout of a script the page has not shown looks for a font
 * for its characters: 30–50 ms where the system has none, spent in the frame that should answer
 * the click. Laid out once, out of sight, when the page is idle, that frame finds them cached.
 */
export function warmLocaleGlyphs(doc: Document = document): void {
  const link = [...doc.querySelectorAll<HTMLElement>('a[data-locale-link]')].find((a) => /[^\u0000-\u036f]/.test(a.textContent ?? ''));
  if (!link) return;
  const probe = link.cloneNode(true) as HTMLElement;
  probe.removeAttribute('href');
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText = 'position:absolute;left:-9999px;top:0;visibility:hidden;white-space:nowrap';
  doc.body.append(probe);
  void probe.offsetWidth;
  probe.remove();
}
