// The roulette table's page: chips on the layout, one spin per round (all its bets one stake),
// the wheel turning for at least 2.5 s; a win up to the stake is stated plainly, only a win above
// it is celebrated.
(() => {
  const data = JSON.parse(document.getElementById('studio-data').textContent || '{}');
  const texts = data.texts;
  const MIN_SPIN_MS = 2500;
  const red = new Set(data.red);
  const money = new Intl.NumberFormat(data.lang === 'tr' ? 'tr-TR' : 'en-GB', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' });
  const format = (kurus) => money.format(kurus / 100);
  const say = (text, values = {}) => text.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''));
  const $ = (id) => document.getElementById(id);
  const balance = $('balance');
  const message = $('message');
  const pocket = $('pocket');
  const history = $('history');
  const total = $('total');
  const spinButton = $('spin');
  const clearButton = $('clear');
  const table = $('table');
  const api = (path, init) => fetch(`/api/sessions/${encodeURIComponent(data.session)}/${path}`, init);
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  /** bet key ("red", "straight:17", "dozen:2") → kuruş */
  const bets = new Map();
  let chip = Number(document.querySelector('.chip[aria-pressed="true"]').getAttribute('data-chip'));
  let busy = false;
  /** An ended session or an account closed to play takes no more spins on this page. */
  let closed = false;

  const showBalance = (kurus) => {
    if (typeof kurus === 'number') balance.textContent = format(kurus);
  };
  const refreshBalance = () =>
    api('balance')
      .then((response) => (response.ok ? response.json() : null))
      .then((body) => body && showBalance(body.balance))
      .catch(() => undefined);
  const tell = (text, kind) => {
    message.textContent = text;
    message.className = `message ${kind || ''}`;
  };
  const colour = (n) => (n === 0 ? 'zero' : red.has(n) ? 'red' : 'black');

  const draw = () => {
    let sum = 0;
    for (const spot of table.querySelectorAll('[data-bet]')) {
      const amount = bets.get(spot.getAttribute('data-bet')) || 0;
      sum += amount;
      spot.querySelector('.stack').textContent = amount ? format(amount).replace(/[.,]00$/, '') : '';
      spot.classList.toggle('has-bet', amount > 0);
    }
    total.textContent = format(sum);
    spinButton.disabled = busy || closed || sum === 0;
    clearButton.disabled = busy || sum === 0;
  };

  document.querySelector('.chips').addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-chip]') : null;
    if (!button) return;
    chip = Number(button.getAttribute('data-chip'));
    for (const other of document.querySelectorAll('.chip')) other.setAttribute('aria-pressed', String(other === button));
  });
  table.addEventListener('click', (event) => {
    const spot = event.target instanceof Element ? event.target.closest('[data-bet]') : null;
    if (!spot || busy) return;
    const key = spot.getAttribute('data-bet');
    bets.set(key, (bets.get(key) || 0) + chip);
    draw();
  });
  clearButton.addEventListener('click', () => {
    bets.clear();
    draw();
  });

  async function spin() {
    busy = true;
    draw();
    table.classList.remove('celebrate');
    for (const spot of table.querySelectorAll('.won')) spot.classList.remove('won');
    tell(texts.spinning);
    const started = Date.now();
    pocket.className = 'pocket spinning';
    const flicker = setInterval(() => {
      const n = Math.floor(Math.random() * 37);
      pocket.textContent = String(n);
    }, 80);
    const body = [...bets].map(([key, amount]) => {
      const [type, value] = key.split(':');
      return value === undefined ? { type, amount } : { type, value: Number(value), amount };
    });
    let result;
    try {
      const response = await api('roulette/spin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ bets: body }) });
      result = response.status === 429 ? { status: 'too_fast' } : response.ok ? await response.json() : { status: 'failed' };
    } catch {
      result = { status: 'failed' };
    }
    await wait(Math.max(0, started + MIN_SPIN_MS - Date.now()));
    clearInterval(flicker);
    if (result.status === 'ok') {
      pocket.textContent = String(result.pocket);
      pocket.className = `pocket ${colour(result.pocket)}`;
      const item = document.createElement('li');
      item.textContent = String(result.pocket);
      item.className = colour(result.pocket);
      history.prepend(item);
      while (history.children.length > 12) history.lastElementChild.remove();
      for (const key of result.winningBets) table.querySelector(`[data-bet="${key}"]`)?.classList.add('won');
      const outcome = say(texts.result, { number: result.pocket });
      if (result.win > result.bet) {
        table.classList.add('celebrate');
        tell(`${outcome} · ${say(texts.bigWin, { amount: format(result.win) })}`, 'big-win');
      } else if (result.win > 0) {
        tell(`${outcome} · ${say(texts.win, { amount: format(result.win) })}`, 'plain');
      } else {
        tell(`${outcome} · ${texts.noWin}`, 'plain');
      }
      if (result.winPending) tell(`${message.textContent} ${texts.winPending}`, message.className.replace('message ', ''));
    } else {
      pocket.textContent = '–';
      pocket.className = 'pocket';
      const text = result.status === 'too_fast' ? texts.tooFast : data.refusals[result.status] || texts.failed;
      tell(text, 'warning');
    }
    if (typeof result.balance === 'number') showBalance(result.balance);
    else void refreshBalance();
    busy = false;
    closed = result.status === 'session_ended' || result.status === 'play_closed';
    draw();
  }

  spinButton.addEventListener('click', () => void spin());
  draw();
  void refreshBalance();
})();
