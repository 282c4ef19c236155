import { registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteRegistry, parseRemoteRegistry, reRegisterRemote, resetRemoteRegistry } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const registerMock = jest.mocked(registerRemotes);
const manifests = {
  remote_auth: '/remotes/remote-auth/mf-manifest.json',
  remote_casino: 'https://cdn.example.com/casino/mf-manifest.json',
};

function answer(body: unknown, status = 200) {
  return jest.fn().mockResolvedValue({ ok: status < 400, status, json: () => Promise.resolve(body) });
}

beforeEach(() => {
  resetRemoteRegistry();
  registerMock.mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('parseRemoteRegistry', () => {
  it('resolves relative manifest URLs against the base URL and keeps absolute ones', () => {
    expect(parseRemoteRegistry(manifests, 'http://localhost:8080/')).toEqual({
      remote_auth: 'http://localhost:8080/remotes/remote-auth/mf-manifest.json',
      remote_casino: 'https://cdn.example.com/casino/mf-manifest.json',
    });
  });

  it('takes any remote_<name> (a new remote needs no shell change) and ignores other names and non-string entries', () => {
    expect(parseRemoteRegistry({ remote_x: '/x.json', shell: '/s.json', 'remote-y': '/y.json', remote_sports: 42, remote_account: '' }, 'http://h/')).toEqual({
      remote_x: 'http://h/x.json',
    });
  });

  it('rejects a file that is not an object', () => {
    expect(() => parseRemoteRegistry(['a'])).toThrow('remotes.json must be an object');
  });
});

describe('loadRemoteRegistry', () => {
  it('fetches remotes.json once and registers every remote with the runtime', async () => {
    global.fetch = answer(manifests) as unknown as typeof fetch;
    const [first, second] = await Promise.all([loadRemoteRegistry(), loadRemoteRegistry()]);
    expect(first).toBe(second);
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(global.fetch).toHaveBeenCalledWith('./remotes.json', expect.anything());
    expect(registerMock).toHaveBeenCalledWith([
      { name: 'remote_auth', entry: 'http://localhost/remotes/remote-auth/mf-manifest.json' },
      { name: 'remote_casino', entry: 'https://cdn.example.com/casino/mf-manifest.json' },
    ]);
  });

  it('never rejects: a failed request registers nothing and the next call fetches again', async () => {
    global.fetch = answer({}, 503) as unknown as typeof fetch;
    await expect(loadRemoteRegistry()).resolves.toEqual({});
    expect(registerMock).not.toHaveBeenCalled();

    global.fetch = answer(manifests) as unknown as typeof fetch;
    await expect(loadRemoteRegistry()).resolves.toHaveProperty('remote_auth');
  });

  it('re-registers one remote with force, so a retry skips cached failures', async () => {
    global.fetch = answer(manifests) as unknown as typeof fetch;
    await reRegisterRemote('remote_casino');
    expect(registerMock).toHaveBeenLastCalledWith(
      [{ name: 'remote_casino', entry: 'https://cdn.example.com/casino/mf-manifest.json' }],
      { force: true },
    );
  });
});
