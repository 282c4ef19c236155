/**
 * The default image of the placeholder slides shown before data arrives: a 1040x600 gradient
 * with a faint emblem, inline so it needs no request.
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1040 600">
<defs>
<linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#231f48"/><stop offset="1" stop-color="#110f2c"/></linearGradient>
<radialGradient id="g" cx="0.8" cy="0.2" r="0.7"><stop offset="0" stop-color="#6c43e5" stop-opacity="0.35"/><stop offset="1" stop-color="#6c43e5" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1040" height="600" fill="url(#b)"/><rect width="1040" height="600" fill="url(#g)"/>
<g transform="translate(460 240)" fill="none" stroke="#ffbb12" stroke-opacity="0.25" stroke-width="5" stroke-linejoin="round">
<path d="M60 0 L120 56 L60 136 L0 56 Z"/><path d="M24 56 L40 32 L60 48 L80 32 L96 56 Z" fill="#ffbb12" fill-opacity="0.2"/>
</g></svg>`;

export const PLACEHOLDER_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
