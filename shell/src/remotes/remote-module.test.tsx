import { act, screen, within } from '@testing-library/react';
import { closeDialog, openDialog } from '@arcadia/shared';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@arcadia/shared/testing';
import { loadRemoteComponent } from './load-remote-module';
import { reRegisterRemote } from './remote-registry';
import { RemoteModule } from './remote-module';

jest.mock('./load-remote-module', () => ({ loadRemoteComponent: jest.fn() }));
jest.mock('./remote-registry', () => ({ reRegisterRemote: jest.fn(() => Promise.resolve()) }));

const loadMock = jest.mocked(loadRemoteComponent);

function Greeting({ name }: { name: string }) {
  return <p>Merhaba {name}</p>;
}

beforeEach(() => {
  loadMock.mockReset();
  jest.mocked(reRegisterRemote).mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

// Each test uses its own module name: the boundary caches loaded modules per remote/module.
describe('RemoteModule', () => {
  it('renders the remote component with its props once loaded', async () => {
    loadMock.mockResolvedValue(Greeting as never);
    renderWithProviders(<RemoteModule remote="remote_casino" module="Loaded" props={{ name: 'Ada' }} />);
    expect(await screen.findByText('Merhaba Ada')).toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledWith('remote_casino', 'Loaded');
  });

  it('reserves the given height while loading, so the page does not jump', () => {
    loadMock.mockReturnValue(new Promise(() => {}));
    const { container } = renderWithProviders(<RemoteModule remote="remote_sports" module="Pending" minHeight={480} />);
    const placeholder = container.querySelector('[aria-busy="true"]');
    expect(placeholder).not.toBeNull();
    expect(getComputedStyle(placeholder as Element).minHeight).toBe('calc(30rem * var(--mantine-scale))');
  });

  it('shows the polite fallback when the remote is unreachable, and retry loads it again', async () => {
    loadMock.mockRejectedValueOnce(new Error('RUNTIME-003 Failed to get manifest'));
    loadMock.mockResolvedValueOnce(Greeting as never);
    renderWithProviders(<RemoteModule remote="remote_casino" module="Flaky" props={{ name: 'Can' }} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bu bölüm şu anda yüklenemiyor');
    expect(screen.queryByText('Merhaba Can')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));

    expect(await screen.findByText('Merhaba Can')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledTimes(2);
    // The retry drops what the runtime cached about the failed remote before loading again.
    expect(reRegisterRemote).toHaveBeenCalledWith('remote_casino');
  });

  it('keeps failing politely while the remote stays down', async () => {
    loadMock.mockRejectedValue(new Error('RUNTIME-003 Failed to get manifest'));
    renderWithProviders(<RemoteModule remote="remote_payments" module="Down" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledTimes(2);
  });

  it('contains a remote that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('render failed');
    };
    loadMock.mockResolvedValue(Broken as never);
    renderWithProviders(
      <>
        <p>Site keeps working</p>
        <RemoteModule remote="remote_account" module="Broken" />
      </>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('Site keeps working')).toBeInTheDocument();
  });

  it('uses a custom error fallback, or nothing when it is null', async () => {
    loadMock.mockRejectedValue(new Error('down'));
    renderWithProviders(
      <>
        <RemoteModule remote="remote_auth" module="Custom" errorFallback={({ error }) => <p>custom: {error.message}</p>} />
        <RemoteModule remote="remote_auth" module="Silent" errorFallback={null} fallback={null} />
      </>,
    );
    expect(await screen.findByText('custom: down')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('RemoteModule with mountWhenOpened (root dialog remotes)', () => {
  afterEach(() => act(() => closeDialog()));

  it('loads nothing until one of its dialogs opens, then shows a loader and mounts the remote', async () => {
    let resolve: (component: never) => void = () => {};
    loadMock.mockReturnValue(new Promise((r) => (resolve = r)));
    renderWithProviders(<RemoteModule remote="remote_payments" module="DeferredDialogs" mountWhenOpened={['deposit', 'withdraw']} />);

    act(() => openDialog('login'));
    expect(loadMock).not.toHaveBeenCalled();

    act(() => openDialog('deposit'));
    expect(loadMock).toHaveBeenCalledWith('remote_payments', 'DeferredDialogs');
    // a dialog with a name and a status in it, never a nameless one (a player or an audit may meet it)
    const loading = await screen.findByRole('dialog', { name: 'Yükleniyor...' });
    expect(within(loading).getByRole('status', { name: 'Yükleniyor...' })).toHaveAttribute('aria-busy', 'true');

    await act(async () => resolve((() => <p>Para yatırma penceresi</p>) as never));
    expect(await screen.findByText('Para yatırma penceresi')).toBeInTheDocument();
  });
});
