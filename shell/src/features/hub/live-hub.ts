/**
 * The live hub connection of the signed-in player: the real `@microsoft/signalr` client on
 * `./hub/frnotify` (WebSockets, negotiation skipped, the session token as the access token). Its
 * states and messages pass on the bus; nothing here shows anything to the player.
 *
 * This module and SignalR form a chunk of their own, fetched only once a player is signed in
 * (see `index.ts`).
 */
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { HUB, balanceUpdateOf, eventBus, type HubConnectionStateName, type HubMessage } from '@arcadia/shared';

export interface LiveHubSession {
  /** The session token, sent as the connection's access token. */
  token: string;
  /** The device fingerprint, sent as the `fingerprint` query parameter. */
  fingerprint: string | null;
}

interface Live {
  connection: HubConnection;
  token: string;
  /** The next attempt after a failed start. */
  retry?: ReturnType<typeof setTimeout>;
}

let live: Live | null = null;

const emitState = (state: HubConnectionStateName, error?: string) => eventBus.emit('hub:state', error ? { state, error } : { state });
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error ?? ''));

/** `./hub/frnotify?fingerprint=…`: relative, so it follows the site's origin (and `<base href>`). */
export function hubUrl(fingerprint: string | null): string {
  return `.${HUB.path}${fingerprint ? `?fingerprint=${encodeURIComponent(fingerprint)}` : ''}`;
}

/**
 * Every `NotifyMessage` goes on the bus as `hub:message`; a `Balance` (JSON `{balance, cash, bonus,
 * held, bonusProduct?}`) also becomes `auth:balance`, parts included, so the header shows it before
 * the next poll.
 */
function passOn(message: HubMessage): void {
  if (!message || typeof message.command !== 'string') return;
  eventBus.emit('hub:message', { command: message.command, message: typeof message.message === 'string' ? message.message : '' });
  if (message.command !== 'Balance') return;
  try {
    const update = balanceUpdateOf(JSON.parse(message.message));
    if (update) eventBus.emit('auth:balance', update);
  } catch {
    // a malformed push changes nothing; the poll still brings the balance
  }
}

function build({ token, fingerprint }: LiveHubSession): HubConnection {
  const connection = new HubConnectionBuilder()
    .withUrl(hubUrl(fingerprint), { skipNegotiation: true, transport: HttpTransportType.WebSockets, accessTokenFactory: () => token })
    .withAutomaticReconnect([...HUB.retryDelaysMs])
    .withServerTimeout(HUB.serverTimeoutMs)
    .withKeepAliveInterval(HUB.keepAliveMs)
    // hub errors reach the app only as events
    .configureLogging(LogLevel.None)
    .build();
  const isLive = () => live?.connection === connection;
  connection.on('NotifyMessage', (message: HubMessage) => {
    if (isLive()) passOn(message);
  });
  connection.onreconnecting((error) => {
    if (isLive()) emitState('Reconnecting', error ? messageOf(error) : undefined);
  });
  connection.onreconnected(() => {
    if (!isLive()) return;
    emitState('Connected');
    eventBus.emit('hub:reconnected', {});
  });
  // After the last reconnect attempt, or a close the server does not allow to retry (a session that
  // ended): it stays closed until the token changes.
  connection.onclose((error) => {
    if (isLive()) emitState('Disconnected', error ? messageOf(error) : undefined);
  });
  return connection;
}

/**
 * Starts the connection; a failed first start is retried on the reconnect delays (0, 2, 10, 30 s),
 * then given up. The client cannot tell a refused token (the server answers 401) from a network
 * failure: a revoked session ends sooner, when the balance poll's 401 signs the player out.
 */
async function open(current: Live, attempt: number): Promise<void> {
  emitState('Connecting');
  try {
    await current.connection.start();
    if (live === current) emitState('Connected');
  } catch (failure) {
    if (live !== current) return;
    const error = messageOf(failure);
    emitState('Disconnected', error);
    const delay = HUB.retryDelaysMs[attempt];
    if (delay === undefined) return;
    current.retry = setTimeout(() => void open(current, attempt + 1), delay);
  }
}

/**
 * Connects with this session's token; an open connection with another token is closed first. The
 * state changes at once (the connection itself follows), so calls in a row apply in their order.
 */
export function startLiveHub(session: LiveHubSession): void {
  if (live?.token === session.token) return;
  stopLiveHub();
  const current: Live = { connection: build(session), token: session.token };
  live = current;
  void open(current, 0);
}

/** Closes the connection (logout, a new token); no reconnect follows. */
export function stopLiveHub(): void {
  const closing = live;
  if (!closing) return;
  live = null;
  clearTimeout(closing.retry);
  emitState('Disconnecting');
  void closing.connection
    .stop()
    .catch(() => undefined)
    // a connection opened meanwhile (a new token) has its own states
    .then(() => live || emitState('Disconnected'));
}
