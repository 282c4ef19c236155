// The slot's page: balance, stake, Spin. A spin turns the reels for at least 2.5 s whatever the
// server's speed (no turbo, no autoplay); a win up to the stake is stated plainly, only a win
// above the stake is celebrated.
(() => {
  const data = JSON.parse(document.getElementById('studio-data').textContent || '{}');
  const texts = data.texts;
  const MIN_SPIN_MS = 2500;
  const money = new Intl.NumberFormat(data.lang === 'tr' ? 'tr-TR' : 'en-GB', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' });
  const format = (kurus) => money.format(kurus / 100);
  const say = (text, values = {}) => text.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''));
  const $ = (id) => document.getElementById(id);
  const balance = $('balance');
  const message = $('message');
  const stake = $('stake');
  const total = $('total');
  const spinButton = $('spin');
  const machine = document.querySelector('.machine');
  const reels = [...document.querySelectorAll('.reel')];
  const api = (path, init) => fetch(`/api/sessions/${encodeURIComponent(data.session)}/${path}`, init);
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  const showBalance = (kurus) => {
    if (typeof kurus === 'number') balance.textContent = format(kurus);
  };
  const refreshBalance = () =>
    api('balance')
      .then((response) => (response.ok ? response.json() : null))
      .then((body) => body && showBalance(body.balance))
      .catch(() => undefined);

  const lineStake = () => Number(stake.value);
  const showTotal = () => {
    total.textContent = format(lineStake() * data.lines);
  };
  stake.addEventListener('change', showTotal);

  const setSymbol = (cell, symbol) => {
    cell.querySelector('use').setAttribute('href', `#sym-${data.symbols[symbol]}`);
  };
  const randomSymbol = () => Math.floor(Math.random() * data.symbols.length);

  const say_ = (text, kind) => {
    message.textContent = text;
    message.className = `message ${kind || ''}`;
  };

  async function spin() {
    spinButton.disabled = true;
    stake.disabled = true;
    machine.classList.remove('celebrate');
    for (const cell of document.querySelectorAll('.cell.hit')) cell.classList.remove('hit');
    say_(texts.spinning);
    const started = Date.now();
    // Decorative flicker while the reels turn; the outcome comes from the server only.
    const flicker = setInterval(() => {
      for (const reel of reels) if (reel.classList.contains('spinning')) for (const cell of reel.children) setSymbol(cell, randomSymbol());
    }, 70);
    for (const reel of reels) reel.classList.add('spinning');
    let result;
    try {
      const response = await api('slot/spin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ lineStake: lineStake() }) });
      result = response.status === 429 ? { status: 'too_fast' } : response.ok ? await response.json() : { status: 'failed' };
    } catch {
      result = { status: 'failed' };
    }
    if (result.status === 'ok') {
      // Reels stop left to right, the last one no sooner than MIN_SPIN_MS after the click.
      for (let reel = 0; reel < reels.length; reel++) {
        await wait(Math.max(0, started + MIN_SPIN_MS - (reels.length - 1 - reel) * 220 - Date.now()));
        reels[reel].classList.remove('spinning');
        result.window[reel].forEach((symbol, row) => setSymbol(reels[reel].children[row], symbol));
      }
    } else {
      await wait(Math.max(0, started + MIN_SPIN_MS - Date.now()));
      for (const reel of reels) reel.classList.remove('spinning');
    }
    clearInterval(flicker);
    finish(result);
    // An ended session or an account closed to play takes no more spins on this page.
    spinButton.disabled = result.status === 'session_ended' || result.status === 'play_closed';
    stake.disabled = false;
    spinButton.focus();
  }

  function finish(result) {
    if (result.status !== 'ok') {
      const text = result.status === 'too_fast' ? texts.tooFast : data.refusals[result.status] || texts.failed;
      say_(text, 'warning');
      if (typeof result.balance === 'number') showBalance(result.balance);
      else void refreshBalance();
      return;
    }
    for (const win of result.wins) for (const [reel, row] of win.cells) reels[reel].children[row].classList.add('hit');
    if (result.win > result.bet) {
      machine.classList.add('celebrate');
      say_(say(texts.bigWin, { amount: format(result.win) }), 'big-win');
    } else if (result.win > 0) {
      say_(say(texts.win, { amount: format(result.win) }), 'plain');
    } else {
      say_(texts.noWin, 'plain');
    }
    if (result.winPending) say_(`${message.textContent} ${texts.winPending}`, message.className.replace('message ', ''));
    if (typeof result.balance === 'number') showBalance(result.balance);
    else void refreshBalance();
  }

  spinButton.addEventListener('click', () => void spin());
  showTotal();
  void refreshBalance();
})();
