// SoftGamings' embed script: the site inserts `<div data-sg-launch="{game URL}">` and then runs this
// script, which puts the game's frame in every such element. Only game URLs on the studio's own
// origin (the origin this script came from) are framed, so the markup cannot frame another site.
(() => {
  const script = document.currentScript;
  const own = script && script.src ? new URL(script.src, document.baseURI).origin : null;
  const mount = () => {
    for (const host of document.querySelectorAll('[data-sg-launch]')) {
      if (host.getAttribute('data-sg-mounted') === 'true') continue;
      let url;
      try {
        url = new URL(host.getAttribute('data-sg-launch') || '', document.baseURI);
      } catch {
        continue;
      }
      if ((url.protocol !== 'https:' && url.protocol !== 'http:') || (own && url.origin !== own)) continue;
      const frame = document.createElement('iframe');
      frame.src = url.href;
      frame.title = host.getAttribute('data-sg-title') || 'SoftGamings game';
      frame.allow = 'fullscreen; autoplay';
      frame.allowFullscreen = true;
      frame.referrerPolicy = 'no-referrer';
      frame.style.width = '100%';
      frame.style.height = '100%';
      frame.style.border = '0';
      frame.style.display = 'block';
      if (!host.style.height && host.clientHeight === 0) host.style.height = '100%';
      host.replaceChildren(frame);
      host.setAttribute('data-sg-mounted', 'true');
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mount, { once: true });
  else mount();
})();
