/**
 * React 19 renders a page's <title>, <meta> and <link> elements first when the root is not
 * <html>. They belong in the document head (crawlers read them there, and React adopts them
 * there on hydration), so they are split from the start of the rendered HTML.
 */
export function splitHoistedHead(rendered: string): { head: string; body: string } {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/.exec(rendered);
  if (!hoisted) return { head: '', body: rendered };
  return { head: hoisted[0], body: rendered.slice(hoisted[0].length) };
}
