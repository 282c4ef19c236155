import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, type KycStatus } from '@arcadia/shared';
import { mockApi, ok, renderDashboard, signIn } from '../../../testing';

const PATH = '/dashboard/verification';
const STATUS = 'GET kyc/status';

const status = (patch: Partial<KycStatus> = {}): KycStatus => ({
  level: 'none',
  documents: [],
  depositsBeforeVerification: { used: 1500, limit: 2000 },
  ...patch,
});

/** A stand-in for XMLHttpRequest (the upload's progress needs it): it records what was sent and answers as told. */
class FakeXhr {
  static sent: { url: string; form: FormData; headers: Record<string, string> }[] = [];
  static answer: { status: number; body: unknown } = { status: 200, body: { success: true, message: 'Received', data: { id: 9, status: 'pending' } } };
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {}
  send(form: FormData) {
    FakeXhr.sent.push({ url: this.url, form, headers: this.headers });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      setTimeout(() => {
        this.status = FakeXhr.answer.status;
        this.responseText = JSON.stringify(FakeXhr.answer.body);
        this.onload?.();
        // Long enough for the test to read the progress in between.
      }, 400);
    }, 5);
  }
}

beforeEach(() => {
  localStorage.clear();
  signIn();
  FakeXhr.sent = [];
  (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  globalThis.URL.createObjectURL = jest.fn(() => 'blob:preview');
  globalThis.URL.revokeObjectURL = jest.fn();
});

const card = (name: string) => within(screen.getByRole('group', { name }));

it('is a dashboard page with a card per kind of document, what is needed, and the deposits allowed before verification', async () => {
  mockApi({ [STATUS]: ok(status()) });
  renderDashboard(PATH);
  expect(screen.getByRole('heading', { level: 1, name: 'Kimlik Doğrulama' })).toBeInTheDocument();
  expect(await screen.findByText('Kimliğiniz henüz doğrulanmadı')).toBeInTheDocument();
  expect(screen.getByText('Doğrulama olmadan yatırılan: ₺1.500,00 / ₺2.000,00')).toBeInTheDocument();
  for (const name of ['Kimlik belgesi (ön yüz)', 'Kimlik belgesi (arka yüz)', 'Kimliğinizle özçekim', 'Adres belgesi']) {
    expect(card(name).getByText('Yüklenmedi')).toBeInTheDocument();
  }
  expect(card('Kimlik belgesi (ön yüz)').getByText('Gerekli')).toBeInTheDocument();
  expect(card('Kimliğinizle özçekim').getByText('İsteğe bağlı')).toBeInTheDocument();
  const nav = within(screen.getByRole('navigation', { name: 'Hesap menüsü' }));
  expect(nav.getByRole('link', { name: 'Kimlik Doğrulama' })).toHaveAttribute('aria-current', 'page');
});

/** A two-sided identity document whose front and the proof of address are approved: its back is still needed. */
const BACK_STILL_NEEDED = status({
  documents: [
    { id: 5, kind: 'address', status: 'approved', reason: null, uploadedAt: '2026-11-27T10:00:00.000Z' },
    { id: 4, kind: 'identity_front', status: 'approved', reason: null, uploadedAt: '2026-11-26T10:00:00.000Z' },
  ],
  required: ['identity_back'],
});

it('when the identity document has two sides, asks for its back once the front and the address are approved, and marks it needed', async () => {
  mockApi({ [STATUS]: ok(BACK_STILL_NEEDED) });
  renderDashboard(PATH);
  expect(await screen.findByText('Kimlik belgeniz iki yüzlü: arka yüzünü de yükleyin.')).toBeInTheDocument();
  expect(screen.queryByText('Kimlik belgenizin ön yüzünü ve bir adres belgesi yükleyin.')).not.toBeInTheDocument();
  expect(card('Kimlik belgesi (arka yüz)').getByText('Gerekli')).toBeInTheDocument();
  expect(card('Kimlik belgesi (arka yüz)').queryByText('İsteğe bağlı')).not.toBeInTheDocument();
  expect(card('Kimliğinizle özçekim').getByText('İsteğe bağlı')).toBeInTheDocument();
});

it('a two-sided identity document with no proof of address yet asks for both', async () => {
  mockApi({ [STATUS]: ok(status({ documents: [BACK_STILL_NEEDED.documents[1]!], required: ['identity_back', 'address'] })) });
  renderDashboard(PATH);
  expect(await screen.findByText('Kimlik belgeniz iki yüzlü: arka yüzünü ve bir adres belgesi yükleyin.')).toBeInTheDocument();
  expect(card('Kimlik belgesi (arka yüz)').getByText('Gerekli')).toBeInTheDocument();
});

it('reads in English, amounts in the English number format', async () => {
  await act(() => i18n.changeLanguage('en'));
  try {
    mockApi({ [STATUS]: ok(BACK_STILL_NEEDED) });
    renderDashboard(PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Identity Verification' })).toBeInTheDocument();
    expect(await screen.findByText('Your identity is not verified yet')).toBeInTheDocument();
    expect(screen.getByText('Your identity document has two sides: upload its back as well.')).toBeInTheDocument();
    expect(screen.getByText('Deposited without verification: ₺1,500.00 of ₺2,000.00')).toBeInTheDocument();
    expect(card('Identity document (front)').getByText('Approved')).toBeInTheDocument();
    expect(card('Identity document (back)').getByText('Not uploaded')).toBeInTheDocument();
    expect(card('Identity document (back)').getByText('Required')).toBeInTheDocument();
    expect(card('Selfie with your ID').getByText('Optional')).toBeInTheDocument();
    expect(screen.getByLabelText('Identity document (back): choose a file')).toHaveAttribute('accept', 'image/*,application/pdf');
  } finally {
    await act(() => i18n.changeLanguage('tr'));
  }
});

it('every input takes images and PDFs; the selfie\'s opens the front camera', async () => {
  mockApi({ [STATUS]: ok(status()) });
  renderDashboard(PATH);
  const selfie = await screen.findByLabelText('Kimliğinizle özçekim: dosya seçin');
  expect(selfie).toHaveAttribute('accept', 'image/*,application/pdf');
  expect(selfie).toHaveAttribute('capture', 'user');
  const front = screen.getByLabelText('Kimlik belgesi (ön yüz): dosya seçin');
  expect(front).toHaveAttribute('accept', 'image/*,application/pdf');
  expect(front).not.toHaveAttribute('capture');
});

it('shows each document\'s state and a rejection\'s reason; an approved kind takes no more uploads', async () => {
  mockApi({
    [STATUS]: ok(
      status({
        level: 'rejected',
        documents: [
          { id: 3, kind: 'address', status: 'rejected', reason: 'Older than three months', uploadedAt: '2026-11-27T10:00:00.000Z' },
          { id: 2, kind: 'identity_front', status: 'approved', reason: null, uploadedAt: '2026-11-26T10:00:00.000Z' },
        ],
      }),
    ),
  });
  renderDashboard(PATH);
  expect(await screen.findByText('Bir belgeniz reddedildi')).toBeInTheDocument();
  expect(card('Adres belgesi').getByText('Reddedildi')).toBeInTheDocument();
  expect(card('Adres belgesi').getByText('Ret nedeni: Older than three months')).toBeInTheDocument();
  expect(card('Kimlik belgesi (ön yüz)').getByText('Onaylandı')).toBeInTheDocument();
  expect(screen.queryByLabelText('Kimlik belgesi (ön yüz): dosya seçin')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Adres belgesi: dosya seçin')).toBeInTheDocument();
});

it('a file of another type or above 8 MB is refused on the spot, with nothing sent', async () => {
  mockApi({ [STATUS]: ok(status()) });
  renderDashboard(PATH);
  const input = await screen.findByLabelText('Adres belgesi: dosya seçin');
  fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'scan.gif', { type: 'image/gif' })] } });
  expect(card('Adres belgesi').getByRole('alert')).toHaveTextContent('Bu dosya türü yüklenemez: yalnızca JPEG, PNG veya PDF.');
  const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
  Object.defineProperty(big, 'size', { value: 8 * 1024 * 1024 + 1 });
  fireEvent.change(input, { target: { files: [big] } });
  expect(card('Adres belgesi').getByRole('alert')).toHaveTextContent('Dosya çok büyük: en fazla 8 MB olabilir.');
  expect(FakeXhr.sent).toHaveLength(0);
});

it('a dropped photo is uploaded with its kind, shows its preview and progress, then the status is read again', async () => {
  const api = mockApi({ [STATUS]: ok(status()) });
  renderDashboard(PATH);
  await screen.findByText('Kimliğiniz henüz doğrulanmadı');
  api.set(STATUS, ok(status({ level: 'pending', documents: [{ id: 9, kind: 'identity_front', status: 'pending', reason: null, uploadedAt: '2026-11-28T10:00:00.000Z' }] })));
  const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'id.jpg', { type: 'image/jpeg' });
  const zone = card('Kimlik belgesi (ön yüz)').getByText(/Dosyayı buraya sürükleyin/).closest('[data-dragging], div')!;
  fireEvent.drop(zone, { dataTransfer: { files: [photo] } });

  expect(await card('Kimlik belgesi (ön yüz)').findByRole('img', { name: 'Kimlik belgesi (ön yüz) önizlemesi' })).toHaveAttribute('src', 'blob:preview');
  expect(await card('Kimlik belgesi (ön yüz)').findByText('Yükleniyor… %50')).toBeTruthy();
  expect(card('Kimlik belgesi (ön yüz)').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  expect(await card('Kimlik belgesi (ön yüz)').findByRole('status')).toHaveTextContent('Belgeniz alındı');
  expect(FakeXhr.sent).toHaveLength(1);
  expect(FakeXhr.sent[0]!.url).toMatch(/\/api\/kyc\/documents$/);
  expect(FakeXhr.sent[0]!.form.get('kind')).toBe('identity_front');
  expect(FakeXhr.sent[0]!.headers.Authorization).toBe('Bearer token-1');
  expect(FakeXhr.sent[0]!.headers['Content-Type']).toBeUndefined();
  await waitFor(() => expect(card('Kimlik belgesi (ön yüz)').getByText('İnceleniyor')).toBeInTheDocument());
  expect(screen.getByText('Belgeleriniz inceleniyor')).toBeInTheDocument();
});

it('a file the phone gives with no declared type is sent, for the server to judge by its bytes', async () => {
  mockApi({ [STATUS]: ok(status()) });
  renderDashboard(PATH);
  const input = await screen.findByLabelText('Adres belgesi: dosya seçin');
  fireEvent.change(input, { target: { files: [new File(['%PDF-1.7\n'], 'document', { type: '' })] } });
  expect(card('Adres belgesi').queryByRole('alert')).not.toBeInTheDocument();
  // Its preview is a PDF's, as its bytes say.
  expect(await card('Adres belgesi').findByText('PDF belgesi')).toBeInTheDocument();
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  expect(FakeXhr.sent[0]!.form.get('kind')).toBe('address');
});

it('a refusal of the server is shown in the card', async () => {
  mockApi({ [STATUS]: ok(status()) });
  FakeXhr.answer = { status: 415, body: { success: false, message: 'Yalnızca JPEG, PNG veya PDF dosyaları yüklenebilir.', data: null } };
  renderDashboard(PATH);
  const input = await screen.findByLabelText('Kimliğinizle özçekim: dosya seçin');
  fireEvent.change(input, { target: { files: [new File(['not a jpeg'], 'me.jpg', { type: 'image/jpeg' })] } });
  expect(await card('Kimliğinizle özçekim').findByRole('alert')).toHaveTextContent('Yalnızca JPEG, PNG veya PDF dosyaları yüklenebilir.');
});
