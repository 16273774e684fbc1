import { describe, expect, it } from 'vitest';
import { addressOf, prettifySlug, sitePages } from './sitePages.ts';

describe('the names the dashboard shows (spec: hyphens to spaces, words capitalised)', () => {
  it.each([
    ['bmi-calculator', 'Bmi Calculator'],
    ['youtube-shorts-downloader', 'Youtube Shorts Downloader'],
    ['sip', 'Sip'],
    ['all-calculators', 'All Calculators'],
  ])('%s → %s', (slug, name) => expect(prettifySlug(slug)).toBe(name));

  it('names every page the site serves, and nothing else', () => {
    const pages = sitePages([{ slug: 'tip-calculator' }], [{ slug: 'free-tools' }]);
    expect(pages.get('/')).toBe('Home');
    expect(pages.get('/faq')).toBe('Faq');
    expect(pages.get('/calculator/tip-calculator')).toBe('Tip Calculator');
    expect(pages.get('/category/free-tools')).toBe('Free Tools');
    expect(pages.has('/calculator/bmi-calculator')).toBe(false);
    expect(pages.has('/visit-scam-example')).toBe(false);
  });
});

describe('addressOf', () => {
  it.each([
    ['/', '/'],
    ['/about?x=1#top', '/about'],
    ['/calculator/bmi-calculator/', '/calculator/bmi-calculator'],
    ['/?q=1', '/'],
    ['//', ''],
  ])('%s → %s', (path, address) => expect(addressOf(path)).toBe(address));
});
