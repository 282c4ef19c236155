import { STORAGE_KEYS } from '@arcadia/shared';
import { siteContentFixture } from '../../app/testing/fixtures';
import { SITE_CONTENT_ELEMENT_ID, readServedSiteContent } from './served-content';
import { applyStoredSiteContent } from './site-content-store';
import { siteContent } from '@arcadia/shared';
import { seedSiteContent } from '@arcadia/shared/testing';

/** The JSON block as the server writes it into the home page. */
function serve(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SITE_CONTENT_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

beforeEach(() => {
  localStorage.clear();
  document.getElementById(SITE_CONTENT_ELEMENT_ID)?.remove();
  seedSiteContent(null);
});

describe('the site content served with the page', () => {
  it('is read from its JSON block when it is in the player’s language', () => {
    const content = siteContentFixture();
    serve(JSON.stringify(content).replace(/</g, '\\u003c'));
    expect(readServedSiteContent()).toEqual(content);
  });

  it('is ignored for a player who chose another language, when missing, or when unreadable', () => {
    serve(JSON.stringify(siteContentFixture()));
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    expect(readServedSiteContent()).toBeNull();

    localStorage.clear();
    document.getElementById(SITE_CONTENT_ELEMENT_ID)!.textContent = '{not json';
    expect(readServedSiteContent()).toBeNull();

    document.getElementById(SITE_CONTENT_ELEMENT_ID)!.remove();
    expect(readServedSiteContent()).toBeNull();
  });

  it('is what the first render starts from, ahead of an older stored copy', () => {
    localStorage.setItem(STORAGE_KEYS.siteContent, JSON.stringify(siteContentFixture({ domainStatus: { current: 'old.example', next: null } })));
    const served = siteContentFixture({ domainStatus: { current: 'new.example', next: null } });
    serve(JSON.stringify(served));
    applyStoredSiteContent();
    expect(siteContent.get()?.domainStatus.current).toBe('new.example');
  });
});
