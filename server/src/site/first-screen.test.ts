import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { SiteContent } from '@arcadia/shared/core';
import { SITE_CONTENT_ELEMENT_ID, firstHomeSlide, jsonForHtml, noticeDismissed, renderFirstScreen } from './first-screen.js';

const INDEX = '<!doctype html><html><head><title>Arcadia</title></head><body><div id="root"></div></body></html>';

const slide = (slug: string, name: string) => ({
  slug,
  url: '/promotions',
  images: [{ url: `/static/${name}-sm.svg` }, { url: `/static/${name}-md.svg` }, { url: `/static/${name}-lg.svg` }],
});

function content(patch: Partial<SiteContent> = {}): SiteContent {
  return {
    sliderList: [slide('casino', 'casino'), slide('home', 'welcome'), slide('home', 'second')],
    categoryList: [],
    casinoCategoryList: [],
    language: { languages: [{ code: 'tr', name: 'Türkçe' }], locale: 'tr' },
    translationList: { tr: [], en: [] },
    siteOption: [],
    popup: null,
    domainStatus: { current: 'arcadia.example', next: null },
    egtJackpotCards: [],
    jackpotCards: [],
    ...patch,
  } as SiteContent;
}

const servedJson = (html: string) => new RegExp(`<script type="application/json" id="${SITE_CONTENT_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];

describe('renderFirstScreen', () => {
  it("paints the home slider's first slide with its three sizes, its width and height, asked for first", () => {
    const html = renderFirstScreen(INDEX, content(), { noticeDismissed: false });
    assert.match(
      html,
      /<picture><source media="\(min-width: 1200px\)" srcset="\/static\/welcome-lg\.svg"><source media="\(min-width: 992px\)" srcset="\/static\/welcome-md\.svg"><img src="\/static\/welcome-sm\.svg" alt="" width="1040" height="600" fetchpriority="high"/,
    );
    assert.doesNotMatch(html.slice(html.indexOf('<div id="root">')), /second-sm/, 'only the first slide');
    assert.match(html, /<div id="root"><div class="arc-first" aria-hidden="true">/);
    assert.match(html, /<style>\.arc-first__header\{/);
  });

  it('preloads the first slide before the shell’s scripts, each size for the widths its source serves', () => {
    const index = '<!doctype html><html><head><title>A</title><script defer src="main.js"></script></head><body><div id="root"></div></body></html>';
    const html = renderFirstScreen(index, content(), { noticeDismissed: false });
    const preloads = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" media="([^"]+)" fetchpriority="high">/g)].map((m) => [m[1], m[2]]);
    assert.deepEqual(preloads, [
      ['/static/welcome-lg.svg', '(min-width: 1200px)'],
      ['/static/welcome-md.svg', '(min-width: 992px) and (max-width: 1199.98px)'],
      ['/static/welcome-sm.svg', '(max-width: 991.98px)'],
    ]);
    assert.ok(html.indexOf('rel="preload"') < html.indexOf('<script defer src="main.js">'));
    assert.ok(html.indexOf('<style>') < html.indexOf('<script defer src="main.js">'));
    assert.ok(html.indexOf(`id="${SITE_CONTENT_ELEMENT_ID}"`) < html.indexOf('</head>'));
  });

  it('reserves the domain notice’s place while it will show: a current domain, not dismissed', () => {
    assert.match(renderFirstScreen(INDEX, content(), { noticeDismissed: false }), /class="arc-first__notice"/);
    assert.doesNotMatch(renderFirstScreen(INDEX, content(), { noticeDismissed: true }), /arc-first__notice"/);
    const noDomain = content({ domainStatus: { current: null, next: 'next.example' } });
    assert.doesNotMatch(renderFirstScreen(INDEX, noDomain, { noticeDismissed: false }), /arc-first__notice"/);
  });

  it('carries the site content as JSON that no CMS text can break out of', () => {
    const hostile = content({ popup: { images: [{ url: '/x.svg' }], url: '</script><script>alert(1)</script><!--' } });
    const html = renderFirstScreen(INDEX, hostile, { noticeDismissed: false });
    const json = servedJson(html);
    assert.ok(json);
    assert.doesNotMatch(json, /[<>&]/);
    assert.deepEqual(JSON.parse(json), hostile);
    assert.equal(html.match(/<script/g)?.length, 1, 'one (data) script block, no executable one');
  });

  it('escapes image URLs in attributes', () => {
    const html = renderFirstScreen(INDEX, content({ sliderList: [{ slug: 'home', url: '/', images: [{ url: '/a.svg" onerror="alert(1)' }] }] }), {
      noticeDismissed: false,
    });
    assert.match(html, /<img src="\/a\.svg&quot; onerror=&quot;alert\(1\)"/);
    assert.doesNotMatch(html, /<source/);
  });

  it('without slides there is no slide; an index.html without an empty #root comes back unchanged', () => {
    assert.doesNotMatch(renderFirstScreen(INDEX, content({ sliderList: [] }), { noticeDismissed: false }), /arc-first__slide"/);
    const other = '<html><head></head><body><main id="app"></main></body></html>';
    assert.equal(renderFirstScreen(other, content(), { noticeDismissed: false }), other);
  });
});

describe('firstHomeSlide', () => {
  it('takes the home slider, or the first item’s slider when there is none', () => {
    assert.equal(firstHomeSlide(content().sliderList)?.images[0]?.url, '/static/welcome-sm.svg');
    assert.equal(firstHomeSlide([slide('casino', 'c1'), slide('sports', 's1')])?.images[0]?.url, '/static/c1-sm.svg');
    assert.equal(firstHomeSlide([]), null);
  });
});

describe('jsonForHtml and noticeDismissed', () => {
  it('escapes <, > and & and reads back the same value', () => {
    const value = { text: '</script> & <!-- x -->', n: 1 };
    assert.equal(jsonForHtml(value).includes('<'), false);
    assert.deepEqual(JSON.parse(jsonForHtml(value)), value);
  });

  it('finds the dismissal cookie among others, and only with the value 1', () => {
    assert.equal(noticeDismissed('a=1; arc_notice_read=1'), true);
    assert.equal(noticeDismissed('arc_notice_read=0'), false);
    assert.equal(noticeDismissed('xarc_notice_read=1'), false);
    assert.equal(noticeDismissed(undefined), false);
  });
});
