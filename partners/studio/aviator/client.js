/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * Aviator's page script. The server announces phases over Server-Sent Events (/aviator/stream); the
 * multiplier is animated here from the round's take-off time and the public growth function, but it is
 * only a picture: the server pays at the multiplier of its own clock when the cash-out arrives.
 */
(() => {
  const data = document.body.dataset;
  const sessionId = data.session ?? '';
  const lang = data.lang === 'tr' ? 'tr' : 'en';
  const siteOrigin = data.siteOrigin ?? '';
  const lobby = data.lobby ?? '';
  /** @type {typeof import('./page.mjs').TEXTS.en} */
  const T = JSON.parse(document.getElementById('aviator-texts')?.textContent ?? '{}');
  const money = new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' });
  /** @param {number} kurus */
  const formatMoney = (kurus) => money.format(kurus / 100);
  /** @param {number} value */
  const formatMultiplier = (value) => `${value.toFixed(2)}×`;

  /** @param {string} id */
  const byId = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
  const balanceOut = byId('balance');
  const multiplierOut = byId('multiplier');
  const phaseOut = byId('phase');
  const recentList = byId('recent');
  const stakeInput = /** @type {HTMLInputElement} */ (byId('stake'));
  const actionButton = /** @type {HTMLButtonElement} */ (byId('action'));
  const messageOut = byId('message');
  const hashOut = byId('hash');
  const canvas = /** @type {HTMLCanvasElement} */ (byId('sky'));
  const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));

  let growthPerMs = 0.00006;
  let minStake = 100;
  let maxStake = 100000;
  /** server clock − local clock, from each event's serverTime */
  let clockOffset = 0;
  /** @type {{ round: number, phase: string, bettingEndsAt: number, startedAt: number, crash?: number, hash?: string } | null} */
  let round = null;
  /** @type {{ id: string, round: number, amount: number, status: string, multiplier?: number, win?: number } | null} */
  let bet = null;
  let busy = false;

  const serverNow = () => Date.now() + clockOffset;
  /** @param {number} ms */
  const multiplierAt = (ms) => Math.floor(100 * Math.exp(growthPerMs * Math.max(0, ms))) / 100;

  /** @param {string} text @param {'' | 'good' | 'bad'} [tone] */
  function say(text, tone = '') {
    messageOut.textContent = text;
    messageOut.className = `message ${tone}`;
  }

  /** @param {number | null | undefined} kurus */
  function showBalance(kurus) {
    if (typeof kurus === 'number') balanceOut.textContent = formatMoney(kurus);
  }

  /** @param {{ round: number, crash: number, voided?: boolean }[]} rounds newest first */
  function showRecent(rounds) {
    recentList.replaceChildren(
      ...rounds.slice(0, 25).map((item) => {
        const chip = document.createElement('li');
        chip.textContent = item.voided ? '—' : formatMultiplier(item.crash);
        chip.className = item.crash >= 10 ? 'high' : item.crash < 2 ? 'low' : '';
        chip.title = `#${item.round}`;
        return chip;
      }),
    );
  }

  /**
   * @param {string} path
   * @param {Record<string, unknown>} payload
   */
  async function post(path, payload) {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: sessionId, ...payload }),
    });
    const body = await response.json().catch(() => ({}));
    return { ok: response.ok, body };
  }

  function stakeKurus() {
    const value = Number(stakeInput.value.replace(',', '.'));
    return Number.isFinite(value) ? Math.round(value * 100) : NaN;
  }

  const mine = () => (bet && round && bet.round === round.round ? bet : null);

  function renderButton() {
    const current = mine();
    const flying = round?.phase === 'flying';
    actionButton.className = 'action';
    if (current && current.status === 'open' && flying && round) {
      const win = Math.floor((current.amount * Math.round(multiplierAt(serverNow() - round.startedAt) * 100)) / 100);
      actionButton.textContent = `${T.cashOut} ${formatMoney(win)}`;
      actionButton.classList.add('cashout');
      actionButton.disabled = busy;
    } else if (current && (current.status === 'open' || current.status === 'pending')) {
      actionButton.textContent = T.waiting;
      actionButton.classList.add('waiting');
      actionButton.disabled = true;
    } else {
      actionButton.textContent = T.bet;
      actionButton.disabled = busy || round?.phase !== 'betting' || Boolean(current);
    }
  }

  function fitCanvas() {
    const ratio = window.devicePixelRatio || 1;
    const width = Math.round(canvas.clientWidth * ratio);
    const height = Math.round(canvas.clientHeight * ratio);
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    return { width, height, ratio };
  }

  /** @param {number} flightMs @param {boolean} crashed */
  function drawFlight(flightMs, crashed) {
    const { width, height, ratio } = fitCanvas();
    context.clearRect(0, 0, width, height);
    const pad = 24 * ratio;
    const spanMs = Math.max(10000, flightMs * 1.15);
    const top = Math.max(2, multiplierAt(flightMs) * 1.15);
    /** @param {number} ms */
    const x = (ms) => pad + (ms / spanMs) * (width - 2 * pad);
    /** @param {number} m */
    const y = (m) => height - pad - ((m - 1) / (top - 1)) * (height - 2 * pad);
    context.strokeStyle = '#262c3a';
    context.lineWidth = ratio;
    context.beginPath();
    context.moveTo(pad, pad);
    context.lineTo(pad, height - pad);
    context.lineTo(width - pad, height - pad);
    context.stroke();
    if (flightMs <= 0) return;
    const colour = crashed ? '#e5484d' : '#f5b445';
    context.beginPath();
    context.moveTo(x(0), y(1));
    const steps = 80;
    for (let i = 1; i <= steps; i += 1) {
      const ms = (flightMs * i) / steps;
      context.lineTo(x(ms), y(Math.exp(growthPerMs * ms)));
    }
    context.lineWidth = 3 * ratio;
    context.strokeStyle = colour;
    context.stroke();
    context.lineTo(x(flightMs), y(1));
    context.closePath();
    context.fillStyle = crashed ? 'rgba(229,72,77,0.12)' : 'rgba(245,180,69,0.14)';
    context.fill();
    const px = x(flightMs);
    const py = y(Math.exp(growthPerMs * flightMs));
    context.fillStyle = colour;
    context.beginPath();
    context.moveTo(px + 12 * ratio, py);
    context.lineTo(px - 8 * ratio, py - 7 * ratio);
    context.lineTo(px - 4 * ratio, py);
    context.lineTo(px - 8 * ratio, py + 7 * ratio);
    context.closePath();
    context.fill();
  }

  function frame() {
    if (round) {
      const now = serverNow();
      if (round.phase === 'betting') {
        const left = Math.max(0, round.bettingEndsAt - now);
        multiplierOut.textContent = `${(left / 1000).toFixed(1)}s`;
        multiplierOut.className = 'multiplier';
        phaseOut.textContent = T.placeBets;
        drawFlight(0, false);
      } else if (round.phase === 'flying') {
        const ms = now - round.startedAt;
        multiplierOut.textContent = formatMultiplier(multiplierAt(ms));
        multiplierOut.className = mine()?.status === 'cashed' ? 'multiplier cashed' : 'multiplier';
        phaseOut.textContent = T.flying;
        drawFlight(ms, false);
      } else if (typeof round.crash === 'number') {
        multiplierOut.textContent = formatMultiplier(round.crash);
        multiplierOut.className = 'multiplier crashed';
        phaseOut.textContent = `${T.crashed} · ${T.nextRound}`;
        drawFlight(Math.log(round.crash) / growthPerMs, true);
      }
      renderButton();
    }
    requestAnimationFrame(frame);
  }

  /** @param {Record<string, any>} event */
  function onRoundEvent(event) {
    if (typeof event.serverTime === 'number') clockOffset = event.serverTime - Date.now();
    if (event.type === 'cashout') return;
    round = {
      round: event.round,
      phase: event.phase,
      bettingEndsAt: event.bettingEndsAt,
      startedAt: event.startedAt,
      crash: event.crash,
      hash: event.hash,
    };
    if (event.type === 'state') {
      growthPerMs = event.growthPerMs ?? growthPerMs;
      minStake = event.minStake ?? minStake;
      maxStake = event.maxStake ?? maxStake;
      showRecent(event.recent ?? []);
    }
    if (event.type === 'betting' && bet && bet.round !== event.round) {
      bet = null;
      say('');
    }
    if (event.type === 'crashed') {
      hashOut.textContent = event.hash;
      const chips = [...recentList.children].map((chip) => chip.cloneNode(true));
      showRecent([{ round: event.round, crash: event.crash }]);
      recentList.append(...chips.slice(0, 24));
      const current = mine();
      if (current && current.status === 'open') {
        current.status = 'lost';
        say(`${T.youLost}: ${formatMoney(current.amount)}`, 'bad');
      }
    }
  }

  async function placeBet() {
    const amount = stakeKurus();
    if (!Number.isInteger(amount) || amount < minStake || amount > maxStake) {
      say(`${T.badStake}: ${formatMoney(minStake)} – ${formatMoney(maxStake)}`, 'bad');
      return;
    }
    busy = true;
    try {
      const { ok, body } = await post('/aviator/bet', { amount });
      if (!ok) {
        say(T.refusals?.[body.reason] ?? body.error ?? T.error, 'bad');
        showBalance(body.balance);
        return;
      }
      bet = body.bet;
      showBalance(body.balance);
      say(T.waiting);
    } catch {
      say(T.error, 'bad');
    } finally {
      busy = false;
    }
  }

  async function cashOut() {
    if (!bet) return;
    busy = true;
    try {
      const { ok, body } = await post('/aviator/cashout', { betId: bet.id });
      if (!ok) {
        say(body.error ?? T.error, 'bad');
        return;
      }
      bet = body.bet;
      showBalance(body.balance);
      say(`${T.youWon} ${formatMoney(body.win)} · ${formatMultiplier(body.multiplier)}`, 'good');
    } catch {
      say(T.error, 'bad');
    } finally {
      busy = false;
    }
  }

  byId('controls').addEventListener('submit', (event) => {
    event.preventDefault();
    const current = mine();
    if (current?.status === 'open' && round?.phase === 'flying') void cashOut();
    else if (!current) void placeBet();
  });
  for (const button of document.querySelectorAll('[data-amount]')) {
    button.addEventListener('click', () => {
      stakeInput.value = /** @type {HTMLElement} */ (button).dataset.amount ?? '';
    });
  }
  for (const button of document.querySelectorAll('[data-step]')) {
    button.addEventListener('click', () => {
      const step = Number(/** @type {HTMLElement} */ (button).dataset.step);
      const current = Number(stakeInput.value.replace(',', '.')) || 0;
      stakeInput.value = String(Math.min(maxStake / 100, Math.max(minStake / 100, Math.round(current) + step)));
    });
  }
  byId('exit').addEventListener('click', () => {
    // Only the site's own origin may hear that the player left; elsewhere the lobby link is the way out.
    if (window.parent !== window && siteOrigin) window.parent.postMessage('exit', siteOrigin);
    else if (lobby) window.location.href = lobby;
  });

  const events = new EventSource('/aviator/stream');
  for (const type of ['state', 'betting', 'flying', 'crashed', 'cashout']) {
    events.addEventListener(type, (message) => onRoundEvent(JSON.parse(/** @type {MessageEvent} */ (message).data)));
  }
  events.addEventListener('error', () => {
    phaseOut.textContent = T.connecting;
  });

  post('/aviator/me', {})
    .then(({ ok, body }) => {
      if (!ok) return say(body.error ?? T.error, 'bad');
      showBalance(body.balance);
      if (body.bet) bet = body.bet;
    })
    .catch(() => say(T.error, 'bad'));
  requestAnimationFrame(frame);
})();
