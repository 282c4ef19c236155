// The frame's buttons (Close, Reload) post their message to the site that framed the game, and only
// to its origin, so no other page can learn of them; opened outside a frame, Close goes to the lobby.
(() => {
  const block = document.getElementById('studio-data');
  const data = block ? JSON.parse(block.textContent || '{}') : {};
  const framed = window.parent !== window;
  // In a site's frame the site's own bar names the game and closes it: on a phone the game's bar keeps
  // only the balance (studio.css), so the player does not get two titles and two close buttons.
  if (framed) document.documentElement.classList.add('framed');
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('[data-message]') : null;
    if (!target) return;
    const message = target.getAttribute('data-message');
    if (framed && data.siteOrigin) {
      window.parent.postMessage(message, data.siteOrigin);
    } else if (/exit$/.test(message || '') && /^https?:\/\//.test(data.lobby || '')) {
      window.location.assign(data.lobby);
    } else if (/reload$/.test(message || '')) {
      window.location.reload();
    }
  });
  // A refresh of the frame must not replay the one-time launch link: the page's own address replaces it.
  if (data.play && window.location.pathname !== data.play) window.history.replaceState(null, '', data.play);
})();
