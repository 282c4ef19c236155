import { mockApi, ok } from '@arcadia/shared/testing';
import type { Game } from '@arcadia/shared';
import { launchUrlFor } from './launch-url';

const game = (providerName: string): Game => ({ gameCode: 'g-1', name: 'Game', providerName, mainProviderId: 2, productId: 42, system: 'sys-9' });
const lobbyUrl = 'http://localhost/casino/slot';

describe('launchUrlFor: the launch call of each provider', () => {
  it.each([
    ['Digitain', false, 'POST casino/dtlaunchurl', { code: 'g-1' }],
    ['EveryMatrix', false, 'POST casino/emlaunchurl', { code: 'g-1', productId: 42 }],
    ['Amusnet', true, 'POST casino/amusnetlaunchurl', { code: 'g-1', isMobile: true }],
    ['Amusnet', false, 'POST casino/amusnetlaunchurl', { code: 'g-1', isMobile: false }],
    ['Egt Digital', true, 'POST casino/egtlaunchurl', { platform: 2, gameCode: 'g-1', language: 'en', lobbyUrl }],
    ['Egt Digital', false, 'POST casino/egtlaunchurl', { platform: 1, gameCode: 'g-1', language: 'en', lobbyUrl }],
    ['Hub88', true, 'POST casino/hub88launchurl', { platform: 2, gameCode: 'g-1', language: 'en', lobbyUrl }],
    ['Hub88', false, 'POST casino/hub88launchurl', { platform: 1, gameCode: 'g-1', language: 'en', lobbyUrl }],
    ['SoftGamings', true, 'POST casino/softgamingslaunchurl', { system: 'sys-9', pageCode: 'g-1', isMobile: 1 }],
    ['SoftGamings', false, 'POST casino/softgamingslaunchurl', { system: 'sys-9', pageCode: 'g-1', isMobile: 0 }],
  ])('%s (mobile: %s) calls %s with its body', async (provider, isMobile, route, body) => {
    const api = mockApi({ [route]: ok('https://studio.test/launch?token=t') });
    await expect(launchUrlFor(game(provider), { isMobile, language: 'en', lobbyUrl })).resolves.toBe('https://studio.test/launch?token=t');
    expect(api.routes()).toEqual([route]);
    expect(api.bodies(route)).toEqual([body]);
  });
});
