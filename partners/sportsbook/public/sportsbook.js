// The sportsbook's frame: match list, match page, bet slip and my bets drawn inside one page, the
// live odds from the server's stream, and the messages the site and the frame exchange. The page's
// address never changes inside the frame; the site follows the frame's page through `route`
// messages, so its own address (and a reload of it) opens the same page. A module: it computes a
// slip's odds and potential return with the engine's own rule (payout.mjs), never a copy of it, and
// which money pays a stake with the sportsbook's (funds.mjs); it writes dates as the site does (dates.mjs).
import { potentialReturn, slipOddsCents } from '/static/payout.mjs';
import { shownBalance, stakeShortfall } from '/static/funds.mjs';
import { kickOffText, siteDateTime } from '/static/dates.mjs';

(() => {
  const block = document.getElementById('sportsbook-data');
  const data = block ? JSON.parse(block.textContent || '{}') : {};
  const framed = window.parent !== window;
  const parentOrigin = data.parent;
  const SPORTS = ['football', 'basketball', 'tennis'];
  const MAIN = { football: '1x2', basketball: 'ml', tennis: 'winner' };
  const RULES = ['any', 'higher', 'ask'];
  const WIDE = window.matchMedia('(min-width: 960px)');

  const state = {
    lang: data.lang === 'en' ? 'en' : 'tr',
    mode: data.mode === 'live' ? 'live' : 'prematch',
    session: data.session || null,
    // Signed in on the site: with no session here (the operator would not open one), the frame
    // still offers no login of its own.
    signedIn: Boolean(data.session || data.signedIn),
    balance: typeof data.balance === 'number' ? data.balance / 100 : null,
    /** What the operator's balance answer said of the bonus in it: `{ bonus, bonusProduct }` (kuruş), or {} */
    funds: {},
    notice: data.sessionError ? 'sessionFailed' : null,
    limits: data.limits || { stakeMin: 100, stakeMax: 1000000, legsMin: 2, legsMax: 10 },
    /** @type {Map<string, any>} id → match as the list knows it (main market) */
    fixtures: new Map(),
    /** @type {Map<string, any>} id → match with every market (its page was opened) */
    details: new Map(),
    route: parsePath(data.path || '/'),
    slip: { selections: [], kind: 'single', stake: '10', rule: 'higher', message: null, tone: 'info', about: null, busy: false },
    bets: null,
    /** The cash-out the player is asked to confirm: { slipId, value } as shown. */
    confirming: null,
    betsMessage: null,
    betsBusy: false,
  };
  for (const match of data.fixtures || []) state.fixtures.set(match.id, match);

  // ---- words and numbers ----

  const T = (key, values) => {
    const text = (data.texts && data.texts[state.lang] && data.texts[state.lang][key]) || key;
    return text.replace(/\{(\w+)\}/g, (_, name) => (values && values[name] !== undefined ? String(values[name]) : ''));
  };
  const locale = () => (state.lang === 'tr' ? 'tr-TR' : 'en-GB');
  const esc = (value) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const odds = (price) => new Intl.NumberFormat(locale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(price);
  const money = (kurus) => new Intl.NumberFormat(locale(), { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' }).format(kurus / 100);
  const lineText = (line) => (line === null || line === undefined ? '' : new Intl.NumberFormat(locale(), { maximumFractionDigits: 2 }).format(line));
  const signedText = (line) => (line > 0 ? `+${lineText(line)}` : lineText(line));

  // Dates and times as the site writes them, in Istanbul time (dates.mjs).
  const kickOff = (ms) => kickOffText(ms, Date.now(), state.lang, { today: T('today'), tomorrow: T('tomorrow') });

  function marketName(market) {
    const type = market.type;
    const line = type === 'ah' || type === 'hcp' ? signedText(market.line) : lineText(market.line);
    return T(`m_${type}`, { line });
  }

  /** What a selection is called: a team, a draw, over/under a line … (`short`: 1, X, 2 for list rows). */
  function outcomeName(market, outcome, match, short) {
    const type = market.type;
    if (outcome === 'home' || outcome === 'away') {
      if (short) return outcome === 'home' ? '1' : '2';
      const team = outcome === 'home' ? match.home : match.away;
      if ((type === 'ah' || type === 'hcp') && market.line !== null) return `${team} ${signedText(outcome === 'home' ? market.line : -market.line)}`;
      return team;
    }
    if (outcome === 'draw') return short ? 'X' : T('o_draw');
    if (outcome === 'over' || outcome === 'under') return T(`o_${outcome}`, { line: lineText(market.line) });
    if (outcome === 'yes' || outcome === 'no') return T(`o_${outcome}`);
    if (/^q\d$/.test(outcome)) return T('o_q', { n: outcome.slice(1) });
    return outcome;
  }

  // ---- talking to the site ----

  function tell(message) {
    if (framed && parentOrigin) window.parent.postMessage(message, parentOrigin);
  }

  window.addEventListener('message', (event) => {
    // Only the site that framed us, from its own window: no other page can steer the frame.
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    const message = event.data;
    if (!message || typeof message !== 'object') return;
    if (message.type === 'balance' && typeof message.amount === 'number' && Number.isFinite(message.amount)) {
      state.balance = message.amount;
      drawHeader();
      updateStakeNote();
      // The site says the total; which part of it is bonus money the operator's balance answer says.
      void loadFunds();
    } else if (message.type === 'loggedIn' && typeof message.token === 'string') {
      state.signedIn = true;
      void logIn(message.token);
    } else if (message.type === 'loggedOut') {
      logOut();
    } else if (message.type === 'hello') {
      // The site listens (again) and may have missed what we said: our size, changed or not.
      lastHeight = -1;
      reportSize();
    } else if (message.type === 'locale' && (message.locale === 'tr' || message.locale === 'en')) {
      state.lang = message.locale;
      document.documentElement.lang = state.lang;
      drawAll();
    }
  });

  async function logIn(token) {
    try {
      const answer = await call('POST', '/api/sessions', { skin: data.skin, token, lang: state.lang });
      if (answer.ok) {
        state.session = answer.body.session;
        state.balance = typeof answer.body.balance === 'number' ? answer.body.balance / 100 : state.balance;
        state.funds = {};
        state.notice = null;
        state.bets = null;
        drawAll();
        void loadFunds();
        if (state.route.name === 'bets') void loadBets();
      }
    } catch {
      state.notice = 'sessionFailed';
      drawHeader();
    }
  }

  function logOut() {
    if (state.session) void call('POST', `/api/sessions/${state.session}/end`, {}).catch(() => undefined);
    state.session = null;
    state.signedIn = false;
    state.balance = null;
    state.funds = {};
    state.bets = null;
    state.notice = null;
    drawAll();
  }

  // The site sizes the frame to its content: the frame itself never scrolls.
  let lastHeight = 0;
  const reportSize = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height !== lastHeight) {
      lastHeight = height;
      tell({ type: 'size', height });
    }
  };
  new ResizeObserver(reportSize).observe(document.body);
  // The first size can go out while the site is still attaching its listener: say it once more
  // when the page has loaded (fonts and all), whether or not it changed.
  window.addEventListener('load', () => {
    lastHeight = -1;
    reportSize();
  });

  // ---- requests ----

  async function call(method, path, body) {
    const response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'omit',
      cache: 'no-store',
    });
    let parsed = null;
    try {
      parsed = await response.json();
    } catch {
      parsed = null;
    }
    return { ok: response.ok, status: response.status, body: parsed || {} };
  }

  // ---- pages ----

  function parsePath(path) {
    const parts = String(path).split('?')[0].split('/').filter(Boolean);
    if (parts[0] === 'match' && parts[1]) return { name: 'match', id: decodeURIComponent(parts[1]) };
    if (parts[0] === 'slip') return { name: 'slip' };
    if (parts[0] === 'bets') return { name: 'bets', tab: parts[1] === 'settled' ? 'settled' : 'open' };
    return { name: 'list', sport: SPORTS.includes(parts[0]) ? parts[0] : 'football' };
  }

  function pathOf(route) {
    if (route.name === 'match') return `/match/${encodeURIComponent(route.id)}`;
    if (route.name === 'slip') return '/slip';
    if (route.name === 'bets') return route.tab === 'settled' ? '/bets/settled' : '/bets';
    return route.sport === 'football' ? '/' : `/${route.sport}`;
  }

  function go(path) {
    state.route = parsePath(path);
    state.confirming = null;
    tell({ type: 'route', path: pathOf(state.route) });
    drawAll();
    if (state.route.name === 'match') void loadMatch(state.route.id);
    if (state.route.name === 'bets') void loadBets();
  }

  async function loadMatch(id) {
    try {
      const answer = await call('GET', `/api/matches/${encodeURIComponent(id)}?skin=${data.skin}`);
      if (answer.ok) state.details.set(id, answer.body.match);
      else state.details.set(id, null);
    } catch {
      return;
    }
    if (state.route.name === 'match' && state.route.id === id) drawMain();
  }

  /** The session's balance as the operator answers it, with the bonus part of it and that bonus's product. */
  let fundsAsked = 0;
  async function loadFunds() {
    if (!state.session) return;
    const asked = (fundsAsked += 1);
    try {
      const answer = await call('GET', `/api/sessions/${state.session}`);
      // an older answer than one already asked for says nothing new
      if (!answer.ok || asked !== fundsAsked || typeof answer.body.balance !== 'number') return;
      state.balance = answer.body.balance / 100;
      state.funds = { bonus: answer.body.bonus, bonusProduct: answer.body.bonusProduct };
    } catch {
      return;
    }
    drawHeader();
    updateStakeNote();
  }

  async function loadBets() {
    if (!state.session) return;
    try {
      const answer = await call('GET', `/api/sessions/${state.session}/bets`);
      if (answer.ok) state.bets = answer.body.slips;
      else if (answer.status === 404) state.session = null;
    } catch {
      return;
    }
    if (state.route.name === 'bets') drawMain();
  }

  // ---- drawing ----

  const app = document.getElementById('app');

  function drawAll() {
    app.innerHTML = `<header class="top" id="top"></header><div class="layout"><main class="main" id="main"></main><aside class="side" id="side" aria-label="${esc(T('slip'))}"></aside></div>`;
    drawHeader();
    drawMain();
    drawSide();
  }

  /** The balance a slip can use; casino bonus money in the operator's balance is named beside it, not added to it. */
  function walletText() {
    if (state.balance === null) return `<span class="wallet"><span>${esc(T('balance'))}</span> <b>…</b></span>`;
    const { stakeable, casinoOnly } = shownBalance({ balance: Math.round(state.balance * 100), ...state.funds });
    const aside = casinoOnly > 0 ? ` <small class="wallet-aside">${esc(T('casinoBonusAside', { amount: money(casinoOnly) }))}</small>` : '';
    return `<span class="wallet"><span>${esc(T('balance'))}</span> <b>${esc(money(stakeable))}</b>${aside}</span>`;
  }

  function drawHeader() {
    const top = document.getElementById('top');
    if (!top) return;
    const count = state.slip.selections.length;
    const tab = (name, path, label, extra = '') =>
      `<a href="#" class="tab${state.route.name === name ? ' on' : ''}" data-go="${path}"${state.route.name === name ? ' aria-current="page"' : ''}>${esc(label)}${extra}</a>`;
    const badge = count ? ` <span class="badge">${count}</span>` : '';
    const account = state.session
      ? walletText()
      : state.signedIn
        ? ''
        : `<span class="auth"><button type="button" class="ghost" data-tell="login">${esc(T('login'))}</button><button type="button" class="cta" data-tell="register">${esc(T('register'))}</button></span>`;
    const notice = state.notice || (state.signedIn && !state.session ? 'bettingClosed' : null);
    top.innerHTML = `<div class="brandbar"><div class="brand"><span class="logo">${esc(data.brand)}</span><span class="tag">${esc(T(data.tag))}</span><span class="mode ${state.mode}">${state.mode === 'live' ? '<i class="dot"></i>' : ''}${esc(T(state.mode))}</span></div>${account}</div>
<nav class="tabs" aria-label="${esc(T('title'))}">${tab('list', '/', T('matches'))}${tab('slip', '/slip', T('slip'), badge)}${tab('bets', '/bets', T('myBets'))}</nav>
${notice ? `<p class="notice-bar" role="status">${esc(T(notice))}</p>` : ''}`;
  }

  function drawMain() {
    const main = document.getElementById('main');
    if (!main) return;
    const route = state.route;
    if (route.name === 'match') main.innerHTML = matchPage(route.id);
    else if (route.name === 'slip') main.innerHTML = slipPanel(true);
    else if (route.name === 'bets') main.innerHTML = betsPage(route.tab);
    else main.innerHTML = listPage(route.sport);
    document.body.classList.toggle('on-slip', route.name === 'slip');
  }

  function drawSide() {
    const side = document.getElementById('side');
    if (side) side.innerHTML = state.route.name === 'slip' ? '' : slipPanel(false);
  }

  function isLocked(match, market) {
    return match.suspended || market.status !== 'open' || match.status === 'ended' || match.status === 'cancelled';
  }

  function priceButton(match, market, selection, short) {
    const chosen = state.slip.selections.some((s) => s.selectionId === selection.id);
    const locked = isLocked(match, market);
    const label = outcomeName(market, selection.outcome, match, short);
    return `<button type="button" class="price${chosen ? ' on' : ''}" data-sel="${esc(selection.id)}" data-match="${esc(match.id)}" data-market="${esc(market.key)}" data-price="${selection.price}"${locked ? ' disabled' : ''} aria-pressed="${chosen}" title="${esc(label)}"><span class="o">${esc(label)}</span><b>${esc(odds(selection.price))}</b><i class="lock" aria-hidden="true"></i></button>`;
  }

  function scoreBox(match) {
    if (match.status === 'scheduled') return `<span class="when">${esc(kickOff(match.startsAt))}</span>`;
    const clock = match.status === 'ended' ? T('ended') : match.status === 'cancelled' ? T('cancelled') : match.clock.label;
    return `<span class="clock" data-clock="${esc(match.id)}">${esc(clock)}</span>`;
  }

  function scoreOf(match) {
    return match.status === 'scheduled' || !match.score ? null : match.score;
  }

  function matchRow(match) {
    const market = match.markets.find((m) => m.key === MAIN[match.sport]) || null;
    const score = scoreOf(match);
    const prices = market
      ? `<div class="prices n${market.selections.length}${isLocked(match, market) ? ' locked' : ''}" data-mk="${esc(match.id)}:${esc(market.key)}">${market.selections.map((s) => priceButton(match, market, s, true)).join('')}</div>`
      : `<div class="prices empty"><span>${esc(T('suspended'))}</span></div>`;
    return `<article class="row${match.suspended ? ' suspended' : ''}" data-row="${esc(match.id)}">
<a href="#" class="teams" data-go="/match/${esc(encodeURIComponent(match.id))}">
<span class="meta">${scoreBox(match)}${match.status === 'live' ? '<i class="dot" aria-hidden="true"></i>' : ''}</span>
<span class="team"><span>${esc(match.home)}</span><b class="score" data-score-home="${esc(match.id)}">${score ? esc(score.home) : ''}</b></span>
<span class="team"><span>${esc(match.away)}</span><b class="score" data-score-away="${esc(match.id)}">${score ? esc(score.away) : ''}</b></span>
<span class="more">${esc(T('markets', { count: match.marketCount }))} ›</span>
</a>
${prices}
</article>`;
  }

  function listPage(sport) {
    const all = [...state.fixtures.values()].filter((m) => (state.mode === 'live' ? m.status === 'live' : m.status === 'scheduled'));
    const counts = Object.fromEntries(SPORTS.map((s) => [s, all.filter((m) => m.sport === s).length]));
    const tabs = SPORTS.map(
      (s) => `<a href="#" class="sport${s === sport ? ' on' : ''}" data-go="/${s === 'football' ? '' : s}"${s === sport ? ' aria-current="page"' : ''}><i class="icon ${s}" aria-hidden="true"></i>${esc(T(s))}<span class="count">${counts[s]}</span></a>`,
    ).join('');
    const matches = all.filter((m) => m.sport === sport).sort((a, b) => a.startsAt - b.startsAt);
    const leagues = new Map();
    for (const match of matches) {
      const key = match.league.id;
      if (!leagues.has(key)) leagues.set(key, { league: match.league, matches: [] });
      leagues.get(key).matches.push(match);
    }
    const heads = sport === 'football' ? ['1', 'X', '2'] : ['1', '2'];
    const groups = [...leagues.values()]
      .map(
        ({ league, matches: list }) => `<section class="league">
<h2><span class="country">${esc(league.country)}</span><span class="name">${esc(league.name)}</span><span class="heads n${heads.length}" aria-hidden="true">${heads.map((h) => `<span>${h}</span>`).join('')}</span></h2>
${list.map(matchRow).join('')}
</section>`,
      )
      .join('');
    const empty = `<p class="empty">${esc(T(state.mode === 'live' ? 'noMatchesLive' : 'noMatchesPrematch'))}</p>`;
    return `<nav class="sports" aria-label="${esc(T('matches'))}">${tabs}</nav>${groups || empty}`;
  }

  function matchPage(id) {
    const match = state.details.get(id) || null;
    const back = `<a href="#" class="back" data-go="/${match && match.sport !== 'football' ? match.sport : ''}">‹ ${esc(T('back'))}</a>`;
    if (match === null && state.details.has(id)) return `${back}<p class="empty">${esc(T('matchNotFound'))}</p>`;
    if (!match) return `${back}<p class="empty">…</p>`;
    const score = scoreOf(match);
    const markets = match.markets
      .filter((market) => market.status !== 'closed' || match.status !== 'scheduled')
      .map(
        (market) => `<section class="market${isLocked(match, market) ? ' locked' : ''}" data-mk="${esc(match.id)}:${esc(market.key)}">
<h3>${esc(marketName(market))}<span class="state">${market.status === 'closed' ? esc(T('marketClosed')) : esc(T('suspended'))}</span></h3>
<div class="prices n${market.selections.length}">${market.selections.map((s) => priceButton(match, market, s, false)).join('')}</div>
</section>`,
      )
      .join('');
    return `${back}<header class="match-head${match.suspended ? ' suspended' : ''}" data-row="${esc(match.id)}">
<p class="league-line">${esc(match.league.country)} · ${esc(match.league.name)}</p>
<div class="face"><span class="side-name">${esc(match.home)}</span><span class="big-score">${score ? `<b data-score-home="${esc(match.id)}">${esc(score.home)}</b><i>–</i><b data-score-away="${esc(match.id)}">${esc(score.away)}</b>` : '<i>vs</i>'}</span><span class="side-name">${esc(match.away)}</span></div>
<p class="status-line">${match.status === 'live' ? '<i class="dot" aria-hidden="true"></i>' : ''}${scoreBox(match)}</p>
</header>
<div class="markets">${markets}</div>`;
  }

  // ---- the bet slip ----

  function stakeKurus() {
    const text = String(state.slip.stake).trim().replace(/\s/g, '');
    const normal = state.lang === 'tr' ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(normal)) return null;
    return Math.round(Number(normal) * 100);
  }

  /** The meeting a selection belongs to, whoever is at home: an accumulator takes one selection of it. */
  const meetingOf = (sport, home, away) => `${sport}:${[home, away].sort().join('|')}`;

  /**
   * What the slip would place now: its stake in kuruş (null when the field holds no amount), whether
   * it is one accumulator, how many bets, their total stake, the accumulator's odds in cents and the
   * potential return, by the engine's own rule (payout.mjs), so the number shown is the one stored
   * and paid.
   */
  function slipFigures() {
    const slip = state.slip;
    const count = slip.selections.length;
    const stake = stakeKurus();
    const acca = slip.kind === 'accumulator' && count >= 2;
    const bets = acca ? 1 : count;
    const prices = slip.selections.map((s) => s.price);
    const oddsCents = acca ? slipOddsCents(prices) : null;
    const payout = stake === null ? null : acca ? potentialReturn(stake, prices) : prices.reduce((sum, price) => sum + potentialReturn(stake, [price]), 0);
    return { count, stake, acca, bets, total: stake === null ? null : stake * bets, oddsCents, payout };
  }

  /**
   * What is wrong with the stake as typed, said under the field while the player types: not an
   * amount, below or above the limits, or more than the balance (with the way to a deposit). Null
   * when it can be placed (an empty field just keeps the button off).
   */
  function stakeNote() {
    const text = String(state.slip.stake).trim();
    if (!text) return null;
    const { stake, total } = slipFigures();
    if (stake === null) return { text: T('stakeInvalid'), deposit: false };
    if (stake < state.limits.stakeMin) return { text: T('stake-too-low', { amount: money(state.limits.stakeMin) }), deposit: false };
    if (stake > state.limits.stakeMax) return { text: T('stake-too-high', { amount: money(state.limits.stakeMax) }), deposit: false };
    if (!state.session || state.balance === null || total === null) return null;
    // Casino bonus money never pays a slip: above the cash, the player hears why, not "too low".
    const short = stakeShortfall(total, { balance: Math.round(state.balance * 100), ...state.funds });
    if (short) return { text: T(short === 'bonus-casino-only' ? 'bonusCasinoOnly' : 'notEnoughBalance'), deposit: true };
    return null;
  }

  /** Why the slip cannot be one accumulator: two selections of one match, or too many legs. */
  function accaProblem() {
    const { count, acca } = slipFigures();
    if (!acca) return null;
    if (new Set(state.slip.selections.map((s) => s.meeting || s.matchId)).size !== count) return T('accaSameMatch');
    return count > state.limits.legsMax ? T('accaLegs') : null;
  }

  /** Says in place what is wrong with the stake (after typing, or a new balance) and switches the button. */
  function updateStakeNote(stake = stakeKurus()) {
    const note = stakeNote();
    const noteBox = document.getElementById('stake-note');
    if (noteBox) {
      const shown = noteShown(note);
      noteBox.innerHTML = stakeNoteHtml(shown);
      noteBox.hidden = !shown;
    }
    const input = document.getElementById('stake');
    if (input && note) input.setAttribute('aria-invalid', 'true');
    else if (input) input.removeAttribute('aria-invalid');
    const place = document.querySelector('[data-act="place"]');
    if (place) place.disabled = stake === null || state.slip.busy || Boolean(note) || Boolean(accaProblem());
  }

  const depositButton = () => ` <button type="button" class="link" data-tell="deposit">${esc(T('deposit'))}</button>`;
  const stakeNoteHtml = (note) => (note ? `${esc(note.text)}${note.deposit ? depositButton() : ''}` : '');
  // A refusal for the balance already says it under the slip, with its Deposit: not twice.
  const noteShown = (note) => (note && note.deposit && state.slip.about === 'balance' ? null : note);

  function slipPanel(page) {
    const slip = state.slip;
    const count = slip.selections.length;
    const title = `<h2 class="slip-title">${esc(T('slip'))}${count ? ` <span class="badge">${count}</span>` : ''}${count ? `<button type="button" class="link" data-act="clear">${esc(T('clearSlip'))}</button>` : ''}</h2>`;
    const message = slip.message
      ? `<p class="slip-message ${slip.tone}" role="status"${slip.about ? ` data-about="${esc(slip.about)}"` : ''}>${esc(slip.message)}${slip.about === 'balance' ? depositButton() : ''}</p>`
      : '';
    if (!count) return `<section class="slip${page ? ' page' : ''}">${title}${message}<p class="empty small">${esc(T('slipEmpty'))}</p></section>`;
    const kinds = ['single', 'accumulator']
      .map((kind) => `<button type="button" class="seg${slip.kind === kind ? ' on' : ''}" data-kind="${kind}" aria-pressed="${slip.kind === kind}"${kind === 'accumulator' && count < 2 ? ' disabled' : ''}>${esc(T(kind))}</button>`)
      .join('');
    const items = slip.selections
      .map(
        (s) => `<li class="pick${s.changed ? ` changed ${s.changed}` : ''}${s.locked ? ' locked' : ''}">
<div class="pick-text"><b>${esc(s.label)}</b><span>${esc(s.marketLabel)}</span><span class="fixture">${esc(s.home)} – ${esc(s.away)}</span></div>
<div class="pick-price">${s.previous && s.previous !== s.price ? `<s>${esc(odds(s.previous))}</s>` : ''}<b>${esc(odds(s.price))}</b></div>
<button type="button" class="x" data-remove="${esc(s.selectionId)}" aria-label="${esc(T('remove'))}">×</button>
</li>`,
      )
      .join('');
    const { stake, acca, bets, total, oddsCents, payout } = slipFigures();
    const note = stakeNote();
    const rules = RULES.map((rule) => `<option value="${rule}"${slip.rule === rule ? ' selected' : ''}>${esc(T(`rule_${rule}`))}</option>`).join('');
    const changed = slip.selections.some((s) => s.changed);
    const problem = accaProblem();
    const action = !state.session
      ? state.signedIn
        ? `<button type="button" class="cta wide" disabled>${esc(T('bettingClosedShort'))}</button>`
        : `<button type="button" class="cta wide" data-tell="login">${esc(T('loginToBet'))}</button>`
      : changed && slip.rule === 'ask'
        ? `<button type="button" class="cta wide" data-act="accept">${esc(T('acceptChanges'))}</button>`
        : `<button type="button" class="cta wide" data-act="place"${slip.busy || stake === null || problem || note ? ' disabled' : ''}>${esc(bets > 1 ? T('placeBets', { count: bets }) : T('placeBet'))}</button>`;
    return `<section class="slip${page ? ' page' : ''}">${title}
<div class="segs" role="group">${kinds}</div>
<ul class="picks">${items}</ul>
${problem ? `<p class="slip-message warn" role="alert">${esc(problem)}</p>` : ''}
<div class="slip-form">
<label class="field"><span>${esc(T(acca || count === 1 ? 'stake' : 'stakePerBet'))}</span><span class="stake-box"><input id="stake" inputmode="decimal" autocomplete="off" value="${esc(slip.stake)}" aria-label="${esc(T('stake'))}" aria-describedby="stake-note"${note ? ' aria-invalid="true"' : ''}><i>₺</i></span></label>
<p class="stake-note" id="stake-note" role="status"${noteShown(note) ? '' : ' hidden'}>${stakeNoteHtml(noteShown(note))}</p>
<div class="quick">${[10, 50, 100, 500].map((n) => `<button type="button" class="chip" data-stake="${n}">${n}</button>`).join('')}</div>
<label class="field"><span>${esc(T('oddsRule'))}</span><select id="rule">${rules}</select></label>
<dl class="sums">
${acca ? `<div><dt>${esc(T('totalOdds'))}</dt><dd>${esc(odds(Number(oddsCents) / 100))}</dd></div>` : ''}
${!acca && count > 1 ? `<div><dt>${esc(T('totalStake'))}</dt><dd id="total-stake">${total === null ? '–' : esc(money(total))}</dd></div>` : ''}
<div class="payout"><dt>${esc(T('potentialPayout'))}</dt><dd id="payout">${payout === null ? '–' : esc(money(payout))}</dd></div>
</dl>
${message}
${action}
</div>
</section>`;
  }

  function toggleSelection(button) {
    if (!state.session) {
      // A signed-in player whose betting is closed is not asked to log in again.
      if (!state.signedIn) tell({ type: 'login' });
      return;
    }
    const id = button.getAttribute('data-sel');
    const slip = state.slip;
    const at = slip.selections.findIndex((s) => s.selectionId === id);
    if (at >= 0) slip.selections.splice(at, 1);
    else {
      const matchId = button.getAttribute('data-match');
      const key = button.getAttribute('data-market');
      const match = state.details.get(matchId) || state.fixtures.get(matchId);
      const market = match && match.markets.find((m) => m.key === key);
      const selection = market && market.selections.find((s) => s.id === id);
      if (!selection || slip.selections.length >= state.limits.legsMax) return;
      slip.selections.push({
        selectionId: id,
        matchId,
        meeting: meetingOf(match.sport, match.home, match.away),
        home: match.home,
        away: match.away,
        market: key,
        label: outcomeName(market, selection.outcome, match, false),
        marketLabel: marketName(market),
        price: selection.price,
        previous: null,
        changed: null,
        locked: false,
      });
    }
    slip.message = null;
    if (slip.selections.length < 2) slip.kind = 'single';
    for (const el of document.querySelectorAll(`[data-sel="${CSS.escape(id)}"]`)) {
      const on = slip.selections.some((s) => s.selectionId === id);
      el.classList.toggle('on', on);
      el.setAttribute('aria-pressed', String(on));
    }
    drawHeader();
    drawSide();
    if (state.route.name === 'slip') drawMain();
  }

  function drawSlip() {
    drawSide();
    drawHeader();
    if (state.route.name === 'slip') drawMain();
  }

  /** The slip's message; `about: 'stake'` or `'balance'` goes once the stake is changed ('balance' offers a deposit). */
  function slipSay(message, tone, about = null) {
    state.slip.message = message;
    state.slip.tone = tone;
    state.slip.about = message ? about : null;
  }

  function refusalText(body) {
    const reason = body.error;
    if (reason === 'stake-too-low') return T(reason, { amount: money(state.limits.stakeMin) });
    if (reason === 'stake-too-high') return T(reason, { amount: money(state.limits.stakeMax) });
    if (reason === 'payout-too-high') return T(reason, { amount: money(body.maxStake || 0) });
    if (reason === 'selection-closed' || reason === 'unknown-selection') return T(reason);
    if (reason === 'limit-reached' || reason === 'play-closed') return T(reason);
    if (reason === 'same-match') return T('accaSameMatch');
    if (reason === 'too-few-legs' || reason === 'too-many-legs') return T('accaLegs');
    return T('failed');
  }

  async function placeSlip() {
    const slip = state.slip;
    const stake = stakeKurus();
    if (!state.session || slip.busy || stake === null || stakeNote()) return;
    const acca = slip.kind === 'accumulator' && slip.selections.length >= 2;
    const groups = acca ? [slip.selections.slice()] : slip.selections.map((s) => [s]);
    slip.busy = true;
    slipSay(null, 'info');
    drawSlip();
    let placed = 0;
    let lastId = '';
    try {
      for (const group of groups) {
        const answer = await call('POST', `/api/sessions/${state.session}/slips`, {
          kind: acca ? 'accumulator' : 'single',
          stake,
          oddsChange: slip.rule,
          selections: group.map((s) => ({ selectionId: s.selectionId, price: s.price })),
        });
        if (answer.ok) {
          placed += 1;
          lastId = answer.body.slip.slipId;
          if (typeof answer.body.balance === 'number') state.balance = answer.body.balance / 100;
          tell({ type: 'betPlaced', slipId: lastId, stake: stake / 100 });
          const done = new Set(group.map((s) => s.selectionId));
          slip.selections = slip.selections.filter((s) => !done.has(s.selectionId));
          continue;
        }
        if (answer.status === 402) {
          // Said here, with the way to a deposit; the site opens no dialog by itself.
          tell({ type: 'notEnoughBalance' });
          if (typeof answer.body.balance === 'number') state.balance = answer.body.balance / 100;
          void loadFunds();
          slipSay(T(answer.body.error === 'bonus-casino-only' ? 'bonusCasinoOnly' : 'notEnoughBalance'), 'error', 'balance');
        } else if (answer.status === 409 && Array.isArray(answer.body.changes)) {
          for (const change of answer.body.changes) {
            const s = slip.selections.find((x) => x.selectionId === change.selectionId);
            if (s) {
              s.previous = change.previous;
              s.price = change.price;
              s.changed = change.price > change.previous ? 'up' : 'down';
            }
          }
          slipSay(T('oddsChanged'), 'warn');
        } else if (answer.status === 401) {
          slipSay(T('sessionEnded'), 'error');
        } else if (answer.status === 503) {
          slipSay(T('notPlaced'), 'error');
        } else {
          const about = ['stake-too-low', 'stake-too-high', 'payout-too-high'].includes(answer.body.error) ? 'stake' : null;
          slipSay(refusalText(answer.body), 'error', about);
        }
        break;
      }
    } catch {
      slipSay(T('failed'), 'error');
    }
    slip.busy = false;
    if (placed && !slip.message) slipSay(placed === 1 ? T('placed', { id: lastId }) : T('placedMany', { count: placed }), 'ok');
    if (slip.selections.length < 2) slip.kind = 'single';
    drawAll();
    state.bets = null;
  }

  // ---- my bets ----

  function betsPage(tab) {
    const tabs = ['open', 'settled']
      .map((t) => `<a href="#" class="sport${t === tab ? ' on' : ''}" data-go="/bets${t === 'settled' ? '/settled' : ''}"${t === tab ? ' aria-current="page"' : ''}>${esc(T(t))}</a>`)
      .join('');
    const head = `<nav class="sports two">${tabs}</nav>${state.betsMessage ? `<p class="slip-message ${state.betsMessage.tone}" role="status">${esc(state.betsMessage.text)}</p>` : ''}`;
    if (!state.session) return `${head}<div class="empty">${esc(T('betsLogin'))}<p><button type="button" class="cta" data-tell="login">${esc(T('login'))}</button></p></div>`;
    if (!state.bets) return `${head}<p class="empty">…</p>`;
    const list = state.bets.filter((slip) => (tab === 'open' ? slip.status === 'open' : slip.status !== 'open'));
    if (!list.length) return `${head}<p class="empty">${esc(T(tab === 'open' ? 'noOpenBets' : 'noSettledBets'))}</p>`;
    return `${head}<div class="bets">${list.map(betCard).join('')}</div>`;
  }

  function betCard(slip) {
    const legs = slip.legs
      .map((leg) => {
        const market = { type: leg.type, line: leg.line };
        const match = { home: leg.home, away: leg.away };
        const result = leg.result ? `<span class="result ${leg.result}">${esc(T(`r_${leg.result}`))}</span>` : '';
        const score = leg.score && leg.status !== 'scheduled' ? ` <span class="leg-score">${esc(leg.score.home)}–${esc(leg.score.away)}</span>` : '';
        return `<li><div><b>${esc(outcomeName(market, leg.outcome, match, false))}</b> <span class="muted">${esc(marketName(market))}</span><span class="fixture">${esc(leg.home)} – ${esc(leg.away)}${score}</span></div><div class="leg-side">${result}<b>${esc(odds(leg.price))}</b></div></li>`;
      })
      .join('');
    const open = slip.status === 'open';
    const confirming = state.confirming && state.confirming.slipId === slip.slipId ? state.confirming : null;
    // Cash-out asks first, with the amount it would pay; that amount is the one sent.
    const cash = !open
      ? ''
      : confirming
        ? `<div class="cash-confirm" role="group" aria-label="${esc(T('cashOutConfirm', { amount: money(confirming.value) }))}"><span>${esc(T('cashOutConfirm', { amount: money(confirming.value) }))}</span><button type="button" class="ghost" data-cash-cancel>${esc(T('cancel'))}</button><button type="button" class="cta cash" data-cash-confirm="${esc(slip.slipId)}"${state.betsBusy ? ' disabled' : ''}>${esc(T('confirmCashOut'))}</button></div>`
        : slip.cashOut !== null
          ? `<button type="button" class="cta cash" data-cash="${esc(slip.slipId)}" data-value="${slip.cashOut}"${state.betsBusy ? ' disabled' : ''}>${esc(T('cashOut', { amount: money(slip.cashOut) }))}</button>`
          : `<button type="button" class="ghost cash" disabled>${esc(T('cashOutUnavailable'))}</button>`;
    const where = slip.skin && data.books && data.books[slip.skin] ? `<span class="book">${esc(data.books[slip.skin])}</span>` : '';
    const placedAt = siteDateTime(slip.placedAt, state.lang);
    return `<article class="bet ${slip.status}">
<header><span class="kind">${where}${esc(T(slip.kind === 'accumulator' ? 'accumulator' : 'single'))} · ${esc(odds(slip.price))}</span><span class="status ${slip.status}">${esc(T(`s_${slip.status}`))}</span></header>
<ul class="legs">${legs}</ul>
<dl class="sums">
<div><dt>${esc(T('stake'))}</dt><dd>${esc(money(slip.stake))}</dd></div>
<div class="payout"><dt>${esc(T(open ? 'potentialPayout' : 'payout'))}</dt><dd>${esc(money(open ? slip.potentialPayout : slip.payout || 0))}</dd></div>
</dl>
<footer><span class="muted">${esc(T('placedAt'))} ${esc(placedAt)} · #${esc(slip.slipId)}</span>${cash}</footer>
</article>`;
  }

  /** The first press of a cash-out asks to confirm the amount shown on it. */
  function askCashOut(button) {
    state.confirming = { slipId: button.getAttribute('data-cash'), value: Number(button.getAttribute('data-value')) };
    state.betsMessage = null;
    drawMain();
    const confirm = document.querySelector('[data-cash-confirm]');
    if (confirm) confirm.focus();
  }

  async function cashOut(button) {
    const confirming = state.confirming;
    if (!confirming || confirming.slipId !== button.getAttribute('data-cash-confirm')) return;
    const { slipId, value } = confirming;
    state.betsBusy = true;
    button.disabled = true;
    try {
      const answer = await call('POST', `/api/sessions/${state.session}/slips/${encodeURIComponent(slipId)}/cashout`, { value });
      if (answer.ok) state.betsMessage = { text: T('cashOutDone', { amount: money(answer.body.payout) }), tone: 'ok' };
      else if (answer.body.error === 'value-dropped') state.betsMessage = { text: T('cashOutChanged', { amount: money(answer.body.value) }), tone: 'warn' };
      else state.betsMessage = { text: T('cashOutUnavailable'), tone: 'warn' };
    } catch {
      state.betsMessage = { text: T('failed'), tone: 'error' };
    }
    state.betsBusy = false;
    state.confirming = null;
    await loadBets();
  }

  // ---- live updates ----

  function flash(el, up) {
    el.classList.remove('up', 'down');
    void el.offsetWidth; // restarts the highlight when the price moves again
    el.classList.add(up ? 'up' : 'down');
  }

  function setMarketLock(matchId, key) {
    const match = state.details.get(matchId) || state.fixtures.get(matchId);
    if (!match) return;
    for (const market of match.markets) {
      if (key && market.key !== key) continue;
      const locked = isLocked(match, market);
      for (const el of document.querySelectorAll(`[data-mk="${CSS.escape(`${matchId}:${market.key}`)}"]`)) {
        el.classList.toggle('locked', locked);
        for (const button of el.querySelectorAll('button.price')) button.disabled = locked;
      }
    }
  }

  function eachCopy(matchId, fn) {
    for (const map of [state.fixtures, state.details]) {
      const match = map.get(matchId);
      if (match) fn(match);
    }
  }

  let redraw = 0;
  function redrawSoon() {
    if (redraw) return;
    redraw = window.setTimeout(() => {
      redraw = 0;
      if (state.route.name === 'list' || state.route.name === 'match') drawMain();
    }, 400);
  }

  function apply(event) {
    if (event.t === 'odds') {
      const touched = new Set();
      for (const [selectionId, price, status] of event.c) {
        let marketKey = null;
        eachCopy(event.m, (match) => {
          for (const market of match.markets) {
            const selection = market.selections.find((s) => s.id === selectionId);
            if (selection) {
              selection.price = price;
              market.status = status;
              marketKey = market.key;
            }
          }
        });
        if (marketKey) touched.add(marketKey);
        for (const el of document.querySelectorAll(`button.price[data-sel="${CSS.escape(selectionId)}"]`)) {
          const b = el.querySelector('b');
          const before = Number(el.getAttribute('data-price') || 0);
          if (b && b.textContent !== odds(price)) {
            b.textContent = odds(price);
            flash(el, before ? price > before : true);
          }
          el.setAttribute('data-price', String(price));
        }
        const picked = state.slip.selections.find((s) => s.selectionId === selectionId);
        if (picked && picked.price !== price) {
          picked.previous = picked.previous || picked.price;
          picked.changed = price > picked.price ? 'up' : 'down';
          picked.price = price;
          picked.locked = status !== 'open';
          drawSlipSoon();
        }
      }
      for (const key of touched) setMarketLock(event.m, key);
    } else if (event.t === 'score' || event.t === 'clock') {
      eachCopy(event.m, (match) => {
        match.clock = event.clock;
        if (event.score) match.score = event.score;
      });
      for (const el of document.querySelectorAll(`[data-clock="${CSS.escape(event.m)}"]`)) el.textContent = event.clock.label;
      if (event.score) {
        for (const el of document.querySelectorAll(`[data-score-home="${CSS.escape(event.m)}"]`)) {
          if (el.textContent !== String(event.score.home)) flash(el, true);
          el.textContent = String(event.score.home);
        }
        for (const el of document.querySelectorAll(`[data-score-away="${CSS.escape(event.m)}"]`)) {
          if (el.textContent !== String(event.score.away)) flash(el, true);
          el.textContent = String(event.score.away);
        }
      }
    } else if (event.t === 'suspended' || event.t === 'reopened') {
      eachCopy(event.m, (match) => (match.suspended = event.t === 'suspended'));
      for (const el of document.querySelectorAll(`[data-row="${CSS.escape(event.m)}"]`)) el.classList.toggle('suspended', event.t === 'suspended');
      setMarketLock(event.m, null);
    } else if (event.t === 'match') {
      const match = event.match;
      state.fixtures.set(match.id, { ...match, markets: match.markets.filter((m) => m.key === MAIN[match.sport]) });
      if (state.details.has(match.id)) state.details.set(match.id, match);
      redrawSoon();
    } else if (event.t === 'ended') {
      eachCopy(event.m, (match) => {
        match.status = 'ended';
        match.score = event.score;
      });
      redrawSoon();
      if (state.route.name === 'bets') void loadBets();
    }
  }

  let slipTimer = 0;
  function drawSlipSoon() {
    if (slipTimer) return;
    slipTimer = window.setTimeout(() => {
      slipTimer = 0;
      const input = document.getElementById('stake');
      // Not while the player types a stake: the input would lose its place.
      if (input && document.activeElement === input) return drawSlipSoon();
      drawSlip();
    }, 300);
  }

  function listen() {
    const stream = new EventSource(`/api/stream?skin=${data.skin}`);
    stream.onmessage = (message) => {
      let events;
      try {
        events = JSON.parse(message.data);
      } catch {
        return;
      }
      if (Array.isArray(events)) for (const event of events) apply(event);
    };
    // After a lost connection the stream resumes by itself; the list is fetched again, as events were missed.
    let opened = false;
    stream.onopen = async () => {
      if (!opened) {
        opened = true;
        return;
      }
      try {
        const answer = await call('GET', `/api/fixtures?skin=${data.skin}&mode=${state.mode}`);
        if (answer.ok) {
          state.fixtures = new Map(answer.body.fixtures.map((m) => [m.id, m]));
          redrawSoon();
        }
      } catch {
        // the next reconnection tries again
      }
    };
  }

  // ---- input ----

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const goTo = target.closest('[data-go]');
    if (goTo) {
      event.preventDefault();
      go(goTo.getAttribute('data-go'));
      return;
    }
    const price = target.closest('button.price');
    if (price) return toggleSelection(price);
    const said = target.closest('[data-tell]');
    if (said) return tell({ type: said.getAttribute('data-tell') });
    const remove = target.closest('[data-remove]');
    if (remove) {
      const id = remove.getAttribute('data-remove');
      state.slip.selections = state.slip.selections.filter((s) => s.selectionId !== id);
      if (state.slip.selections.length < 2) state.slip.kind = 'single';
      for (const el of document.querySelectorAll(`[data-sel="${CSS.escape(id)}"]`)) {
        el.classList.remove('on');
        el.setAttribute('aria-pressed', 'false');
      }
      return drawSlip();
    }
    const kind = target.closest('[data-kind]');
    if (kind) {
      state.slip.kind = kind.getAttribute('data-kind');
      return drawSlip();
    }
    const quick = target.closest('[data-stake]');
    if (quick) {
      state.slip.stake = quick.getAttribute('data-stake');
      if (state.slip.about) slipSay(null, 'info');
      return drawSlip();
    }
    const act = target.closest('[data-act]');
    if (act) {
      const what = act.getAttribute('data-act');
      if (what === 'clear') {
        state.slip.selections = [];
        state.slip.kind = 'single';
        state.slip.message = null;
        for (const el of document.querySelectorAll('button.price.on')) el.classList.remove('on');
        return drawSlip();
      }
      if (what === 'accept') {
        for (const s of state.slip.selections) {
          s.changed = null;
          s.previous = null;
        }
        state.slip.message = null;
        return drawSlip();
      }
      if (what === 'place') return void placeSlip();
    }
    const confirmCash = target.closest('[data-cash-confirm]');
    if (confirmCash) return void cashOut(confirmCash);
    if (target.closest('[data-cash-cancel]')) {
      state.confirming = null;
      return drawMain();
    }
    const cash = target.closest('[data-cash]');
    if (cash) return askCashOut(cash);
  });

  document.addEventListener('input', (event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.id === 'stake') {
      state.slip.stake = target.value;
      // Drawn in place, not redrawn: the field keeps the caret.
      const { stake, total, payout } = slipFigures();
      const out = document.getElementById('payout');
      if (out) out.textContent = payout === null ? '–' : money(payout);
      const sum = document.getElementById('total-stake');
      if (sum) sum.textContent = total === null ? '–' : money(total);
      // A refusal about the stake or the balance no longer holds for another stake.
      if (state.slip.about) {
        slipSay(null, 'info');
        for (const el of document.querySelectorAll('.slip-message[data-about]')) el.remove();
      }
      updateStakeNote(stake);
    }
  });
  document.addEventListener('change', (event) => {
    const target = event.target;
    if (target instanceof HTMLSelectElement && target.id === 'rule' && RULES.includes(target.value)) state.slip.rule = target.value;
  });
  WIDE.addEventListener('change', () => drawAll());

  // Open bets' cash-out values follow the odds: refreshed while "My bets" is shown.
  window.setInterval(() => {
    if (state.route.name === 'bets' && state.session && !state.betsBusy && !document.hidden) void loadBets();
  }, 5000);

  drawAll();
  if (state.route.name === 'match') void loadMatch(state.route.id);
  if (state.route.name === 'bets') void loadBets();
  void loadFunds();
  listen();
  reportSize();
})();
